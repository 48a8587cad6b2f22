# Figure: three boxes started 5 cm in overlap, the position pass against
# Baumgarte's bias (chapter 14).
# data: popout popout+correction-velocities
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 1,2
  set xlabel 'time t (s)'
  set xrange [0:2]
  set key bottom right
  set title 'height of the top box'
  set ylabel 'y (m)'
  set yrange [2.34:2.52]
  plot csv('popout') using 't':'y' with lines ls 1 title 'position pass', \
       csv('popout+correction-velocities') using 't':'y' with lines ls 2 title 'Baumgarte'
  set title 'kinetic energy of the boxes'
  set ylabel 'ke (J)'
  set yrange [0:2]
  set key top right
  plot csv('popout') using 't':'ke' with lines ls 1 title 'position pass', \
       csv('popout+correction-velocities') using 't':'ke' with lines ls 2 title 'Baumgarte'
  unset multiplot
  unset output
}
