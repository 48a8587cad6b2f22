# Figure: height error of a thrown rectangle, symplectic and explicit Euler (chapter 7).
# data: flat-fall
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'y - parabola (m)'
  set key top left
  set xrange [0:1]
  g = 20.0; h = 1.0 / 60
  plot csv('flat-fall') using 't':(column('y_explicit') - column('y_exact')) with points ls 2 title 'explicit Euler', \
       csv('flat-fall') using 't':(column('y') - column('y_exact')) with points ls 1 title 'symplectic Euler', \
       csv('flat-fall') using 't':(0.5 * g * h * column('t')) with lines ls 9 title '{/Symbol \261} g h t / 2', \
       csv('flat-fall') using 't':(-0.5 * g * h * column('t')) with lines ls 9 notitle
  unset output
}
