# Figure: the work of the broad phase against the all-pairs loop, 300 cubes (chapter 9).
# data: sweep
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'pairs per step'
  set logscale y
  set format y '10^{%T}'
  set xrange [0:2]
  set yrange [10:1e5]
  set key right center
  plot 300 * 299 / 2 with lines ls 5 title 'all-pairs tests, n(n-1)/2', \
       csv('sweep') using 't':'candidates' with lines ls 1 title 'candidates (sweep)', \
       csv('sweep') using 't':'all_pairs' with lines ls 4 lw 4 title 'pairs, all-pairs loop', \
       csv('sweep') using 't':'pairs' with lines ls 2 title 'pairs, sweep and prune', \
       4373 with lines ls 9 title 'prediction', 41.6 with lines ls 9 notitle
  unset output
}
