# Figure: the time of each stage of a step of the room, by body count (chapter 10).
# data: measured/world
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set logscale xy
  set xlabel 'bodies N'
  set ylabel 'time per step (ms), the least of 60 steps'
  set xrange [70:14000]
  set yrange [0.0005:100]
  set format y '10^{%L}'
  set key top left
  # seven rows per body count, in the order the benchmark prints its stages
  plot csv('measured/world') every 7::6 using 'n':'min_ms' with linespoints ls 9 lw 1.2 pt 7 title 'whole step', \
       csv('measured/world') every 7::2 using 'n':'min_ms' with linespoints ls 2 title 'narrow phase', \
       csv('measured/world') every 7::1 using 'n':'min_ms' with linespoints ls 1 title 'bounds and broad phase', \
       csv('measured/world') every 7::4 using 'n':'min_ms' with linespoints ls 3 title 'resolve', \
       csv('measured/world') every 7::0 using 'n':'min_ms' with linespoints ls 4 title 'velocities', \
       csv('measured/world') every 7::5 using 'n':'min_ms' with linespoints ls 5 title 'positions', \
       csv('measured/world') every 7::3 using 'n':'min_ms' with linespoints lc rgb '#707070' pt 3 title 'match'
  unset output
}
