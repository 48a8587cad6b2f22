# Figure: the top's energy for the three gyroscopic choices (chapter 6).
# data: top top+gyro-explicit top+gyro-none
load 'style.gp'
stats csv('top') every ::0::0 using 'e' nooutput
e0 = STATS_max
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'change of energy (%)'
  set xrange [0:10]
  set yrange [-0.2:1]
  set key top left
  plot csv('top+gyro-explicit') every 5 using 't':(100 * (column('e') / e0 - 1)) with lines ls 2 title 'explicit', \
       csv('top+gyro-none') every 5 using 't':(100 * (column('e') / e0 - 1)) with lines ls 5 title 'dropped', \
       csv('top') every 5 using 't':(100 * (column('e') / e0 - 1)) with lines ls 1 title 'implicit'
  unset output
}
