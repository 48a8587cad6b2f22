# Figure: kinetic energy of a pile of 20 shapes settling, three seeds (chapter 7).
# data: flat-pile flat-pile+seed-2 flat-pile+seed-3
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'kinetic energy (J)'
  set logscale y
  set format y '10^{%T}'
  set xrange [0:5]
  set yrange [0.01:2000]
  set key top right
  plot csv('flat-pile') using 't':'ke' with lines ls 1 title 'seed 1', \
       csv('flat-pile+seed-2') using 't':'ke' with lines ls 2 title 'seed 2', \
       csv('flat-pile+seed-3') using 't':'ke' with lines ls 3 title 'seed 3', \
       csv('flat-pile') using 't':'rest' with lines ls 9 title 'M (g h)^2 / 2', \
       csv('flat-pile') using 't':(0.01 * 1130.79) with lines ls 9 dt 3 title '1% of the drop'
  unset output
}
