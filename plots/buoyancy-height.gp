# Figure: a sphere and a block dropped into water, floating to rest (chapter 3).
# data: buoyancy buoyancy+g-1.62 buoyancy+shape-block
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xrange [0:8]
  set yrange [-0.6:1.1]
  set xlabel 'time t (s)'
  set ylabel 'height of the centre above the surface y (m)'
  set key top right
  plot csv('buoyancy') using 't':'y' with lines ls 1 title 'sphere, g = 9.8 m/s^2', \
       csv('buoyancy+g-1.62') using 't':'y' with lines ls 3 title 'sphere, g = 1.62 m/s^2', \
       csv('buoyancy+shape-block') using 't':'y' with lines ls 2 title 'cube, g = 9.8 m/s^2', \
       0.2 - 0.22597 with lines ls 9 title 'floating depths, from Archimedes', \
       0.2 - 0.125 with lines ls 9 notitle
  unset output
}
