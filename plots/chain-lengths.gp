# Figure: the hanging chain's three links settling (chapter 3).
# data: chain chain+g-0+stretch-0.5
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 1,2
  set xrange [0:10]
  set yrange [0:2.5]
  set xlabel 'time t (s)'
  set ylabel 'link length l (m)'
  set key top right
  set title 'g = 9.8 m/s^2, at rest lengths'
  plot csv('chain') using 't':'l1' with lines ls 1 title 'anchored spring', \
       csv('chain') using 't':'l2' with lines ls 3 title 'spring', \
       csv('chain') using 't':'l3' with lines ls 2 title 'bungee', \
       1.588 with lines ls 9 title 'rest + load g/k', 1.392 with lines ls 9 notitle, \
       1.196 with lines ls 9 notitle
  set title 'g = 0, each link stretched 0.5 m'
  set ylabel ''
  plot csv('chain+g-0+stretch-0.5') using 't':'l1' with lines ls 1 title 'anchored spring', \
       csv('chain+g-0+stretch-0.5') using 't':'l2' with lines ls 3 title 'spring', \
       csv('chain+g-0+stretch-0.5') using 't':'l3' with lines ls 2 title 'bungee', \
       1 with lines ls 9 title 'rest length'
  unset multiplot
  unset output
}
