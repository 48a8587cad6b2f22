# Figure: the time of each stage of a step under the stage "friction", for
# grids of towers and for the room, by body count (chapter 12).
# data: measured/tower
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set logscale xy
  set xlabel 'bodies N'
  set ylabel 'time per step (ms), the least of 20 steps'
  set xrange [70:14000]
  set yrange [0.005:100000]
  set format y '10^{%L}'
  set key top left maxrows 4
  # eight rows per scene and body count: towers, then room, for each count
  plot csv('measured/tower') every 16::7 using 'n':'min_ms' with linespoints ls 9 lw 1.2 pt 7 title 'towers: step', \
       csv('measured/tower') every 16::4 using 'n':'min_ms' with linespoints ls 3 title 'towers: resolve', \
       csv('measured/tower') every 16::2 using 'n':'min_ms' with linespoints ls 2 title 'towers: narrow phase', \
       csv('measured/tower') every 16::1 using 'n':'min_ms' with linespoints ls 1 title 'towers: broad phase', \
       csv('measured/tower') every 16::15 using 'n':'min_ms' with linespoints ls 9 lw 1.2 dt (6,4) pt 6 title 'room: step', \
       csv('measured/tower') every 16::12 using 'n':'min_ms' with linespoints ls 3 dt (6,4) pt 8 title 'room: resolve', \
       csv('measured/tower') every 16::10 using 'n':'min_ms' with linespoints ls 2 dt (6,4) pt 4 title 'room: narrow phase', \
       csv('measured/tower') every 16::9 using 'n':'min_ms' with linespoints ls 1 dt (6,4) pt 6 title 'room: broad phase'
  unset output
}
