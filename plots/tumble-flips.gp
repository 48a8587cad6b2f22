# Figure: the tumbling box's body-frame angular velocity (chapter 6).
# data: tumble
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'angular velocity, body frame (rad/s)'
  set xrange [0:20]
  set yrange [-6:8]
  set key top center horizontal
  plot csv('tumble') every 10 using 't':'wy' with lines ls 1 title '{/Symbol W}_y (middle axis)', \
       csv('tumble') every 10 using 't':'wx' with lines ls 2 title '{/Symbol W}_x', \
       csv('tumble') every 10 using 't':'wz' with lines ls 3 title '{/Symbol W}_z'
  unset output
}
