# Figure: a box held by positional correction alone sinks, then falls through (chapter 7).
# data: flat-sink flat-sink+response-impulse
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'length (m)'
  set xrange [0:3.2]
  set yrange [-2:1.2]
  set key bottom left
  g = 20.0; h = 1.0 / 60
  plot csv('flat-sink') using 't':'depth' with lines ls 1 title 'correction only: depth found', \
       csv('flat-sink') using 't':(g * h * column('t')) with lines ls 9 title 'n g h^2', \
       csv('flat-sink') using 't':'y' with lines ls 2 title 'correction only: height of the box', \
       csv('flat-sink+response-impulse') using 't':'y' with lines ls 3 title 'with impulses: height of the box'
  unset output
}
