# Figure: time per step of sweep and prune and of the all-pairs loop against N (chapter 9).
# data: measured/broadphase
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'number of boxes N'
  set ylabel 'time per step (ms)'
  set logscale xy
  set format x '10^{%T}'
  set format y '10^{%T}'
  set xrange [700:140000]
  set yrange [0.03:1e5]
  set key top left
  f = csv('measured/broadphase')
  # reference slopes through the measurements at N = 1000
  stats f using 'loop_static_ms' every ::0::0 nooutput
  loop0 = STATS_min
  stats f using 'sweep_static_ms' every ::0::0 nooutput
  sweep0 = STATS_min
  plot f using 'n':'loop_static_ms' with linespoints ls 2 title 'all pairs, static', \
       f using 'n':'loop_moving_ms' with linespoints ls 5 dt 2 title 'all pairs, moving', \
       f using 'n':'sweep_static_ms' with linespoints ls 1 title 'sweep and prune, static', \
       f using 'n':'sweep_moving_ms' with linespoints ls 3 dt 2 title 'sweep and prune, moving', \
       loop0 * (x / 1000)**2 with lines ls 9 title 'slope N^2', \
       sweep0 * (x / 1000) with lines ls 9 dt 3 title 'slope N', \
       sweep0 * (x / 1000)**(5.0 / 3) with lines lc rgb '#808080' lw 0.9 dt 4 title 'slope N^{5/3}'
  unset output
}
