# Figure: the source's two-particle spring demo, separation against time (chapter 3).
# data: spring-pair spring-pair+damping-1
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xrange [0:60]
  set yrange [0:13]
  set xlabel 'time t (s)'
  set ylabel 'separation l (m)'
  set key top center horizontal maxrows 2
  amp = sqrt(85) - 5
  plot csv('spring-pair+damping-1') using 't':'l' with lines ls 4 lw 0.8 title 'undamped', \
       csv('spring-pair') using 't':'l' with lines ls 1 title 'd = 0.8 (the demo)', \
       5 + amp * 0.8**(x / 2) with lines ls 9 title 'envelope 5 ± 4.22 d^{t/2}', \
       5 - amp * 0.8**(x / 2) with lines ls 9 notitle
  unset output
}
