# Figure: the sag of a hanging chain of twenty links as it settles (chapter 15).
# data: hanging-chain hanging-chain+hertz-30
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'sag of the middle (m)'
  set xrange [0:20]
  set yrange [1.2:1.6]
  set key top right
  plot csv('hanging-chain') using 't':'links_sag' with lines ls 9 title 'links at rest', \
       csv('hanging-chain') using 't':'catenary' with lines lc rgb '#808080' lw 0.9 dt (2,3) title 'catenary', \
       csv('hanging-chain') using 't':'sag' with lines ls 1 title 'rigid joints', \
       csv('hanging-chain+hertz-30') using 't':'sag' with lines ls 2 title 'soft joints, 30 Hz'
  unset output
}
