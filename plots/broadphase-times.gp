# Figure: least time per step of the broad phases against N, moving room (chapter 9).
# data: measured/broadphase measured/broadphase-peers
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'number of boxes N'
  set ylabel 'least time per step (ms)'
  set logscale xy
  set format x '10^{%T}'
  set format y '10^{%T}'
  set xrange [700:140000]
  set yrange [0.01:1e5]
  set key top left
  f = csv('measured/broadphase')
  g = csv('measured/broadphase-peers')
  # reference slopes through the measurements at N = 1000
  stats f using 'loop_moving_ms' every ::0::0 nooutput
  loop0 = STATS_min
  stats f using 'sweep_moving_min_ms' every ::0::0 nooutput
  sweep0 = STATS_min
  stats f using 'kept_moving_min_ms' every ::0::0 nooutput
  kept0 = STATS_min
  plot f using 'n':'loop_moving_ms' with linespoints ls 2 title 'all pairs', \
       f using 'n':'sweep_moving_min_ms' with linespoints ls 1 title 'sweep and prune', \
       f using 'n':'tree_moving_min_ms' with linespoints ls 3 title 'tree, all pairs walked', \
       f using 'n':'kept_moving_min_ms' with linespoints ls 4 title 'tree, pairs kept', \
       g using 'n':'dbvt_min_ms' with linespoints ls 5 dt 2 title 'Bullet btDbvtBroadphase', \
       g using 'n':'sap_min_ms' with linespoints lc rgb '#606060' lw 1.4 pt 4 ps 0.5 dt 2 title 'Bullet bt32BitAxisSweep3', \
       loop0 * (x / 1000)**2 with lines ls 9 title 'slope N^2', \
       sweep0 * (x / 1000)**(5.0 / 3) with lines lc rgb '#808080' lw 0.9 dt 4 title 'slope N^{5/3}', \
       kept0 * (x / 1000) with lines ls 9 dt 3 title 'slope N'
  unset output
}
