# Figure: the top of stacks of 4 and 10 boxes under the solver (chapter 14).
# data: stack3d+count-4 stack3d stack3d+iterations-40 stack3d+shock-4
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'drift of the top, √(x²+z²) (m)'
  set logscale y
  set format y '10^{%T}'
  set xrange [0:10]
  set yrange [1e-6:3]
  set key bottom right
  drift(x, z) = sqrt(x**2 + z**2) > 0 ? sqrt(x**2 + z**2) : NaN
  plot csv('stack3d') using 't':(drift(column('x'), column('z'))) with lines ls 2 title '10 boxes, 10 iterations', \
       csv('stack3d+iterations-40') using 't':(drift(column('x'), column('z'))) with lines ls 1 title '10 boxes, 40 iterations', \
       csv('stack3d+shock-4') using 't':(drift(column('x'), column('z'))) with lines ls 4 title '10 boxes, held last sweep', \
       csv('stack3d+count-4') using 't':(drift(column('x'), column('z'))) with lines ls 3 title '4 boxes, 10 iterations'
  unset output
}
