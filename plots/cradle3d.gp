# Figure: Newton's cradle of five spheres, e = 1, 0.9 and 0.6 (chapter 12).
# data: cradle3d cradle3d+e-0.9 cradle3d+e-0.6
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'velocity along the row (m/s)'
  set xrange [0:0.1]
  set yrange [-0.05:1.1]
  set key center right
  plot csv('cradle3d') using 't':'last' with steps ls 1 title 'last ball, e = 1', \
       csv('cradle3d') using 't':'first' with steps ls 1 dt (2,2) title 'first ball, e = 1', \
       csv('cradle3d+e-0.9') using 't':'last' with steps ls 2 title 'last ball, e = 0.9', \
       csv('cradle3d+e-0.9') using 't':'middle' with steps ls 2 dt (2,2) title 'fastest middle ball, e = 0.9', \
       csv('cradle3d+e-0.6') using 't':'last' with steps ls 3 title 'last ball, e = 0.6', \
       csv('cradle3d+e-0.6') using 't':'first' with steps ls 3 dt (2,2) title 'first ball, e = 0.6'
  unset output
}
