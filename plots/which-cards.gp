# Figure: the house of cards under the three solvers, and one frame of two
# cards on either side of its friction threshold mu = cot(theta) (chapter 16).
# data: which-cards+solver-pgs which-cards+solver-ngs which-cards which-cards+iterations-8 which-cards+levels-1+mu-0.396+solver-pgs which-cards+levels-1+mu-0.396+solver-ngs which-cards+levels-1+mu-0.396 which-cards+levels-1+mu-0.536+solver-pgs which-cards+levels-1+mu-0.536+solver-ngs which-cards+levels-1+mu-0.536
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 1,2
  set xlabel 'time t (s)'
  set xrange [0:5]
  set ylabel 'highest card centre (m)'
  set key bottom left
  set title 'four storeys, {/Symbol m} = 0.7'
  set yrange [2.6:3.4]
  plot csv('which-cards+solver-pgs') using 't':'top' with lines ls 2 title 'pgs', \
       csv('which-cards+solver-ngs') using 't':'top' with lines ls 1 title 'ngs', \
       csv('which-cards') using 't':'top' with lines ls 3 title 'soft', \
       csv('which-cards+iterations-8') using 't':'top' with lines ls 4 title 'soft, 8 sub-steps'
  set title 'one frame at 65°: {/Symbol m} = 0.85 and 1.15 cot {/Symbol q}'
  set xrange [0:2]
  set yrange [0:0.55]
  set key bottom right
  plot csv('which-cards+levels-1+mu-0.536+solver-pgs') using 't':'top' with lines ls 2 title 'pgs', \
       csv('which-cards+levels-1+mu-0.536+solver-ngs') using 't':'top' with lines ls 1 title 'ngs', \
       csv('which-cards+levels-1+mu-0.536') using 't':'top' with lines ls 3 title 'soft', \
       csv('which-cards+levels-1+mu-0.396+solver-pgs') using 't':'top' with lines ls 2 dt 2 notitle, \
       csv('which-cards+levels-1+mu-0.396+solver-ngs') using 't':'top' with lines ls 1 dt 2 notitle, \
       csv('which-cards+levels-1+mu-0.396') using 't':'top' with lines ls 3 dt 2 notitle
  unset multiplot
  unset output
}
