# Figure: kinetic energy of chapter 7's pile, by relaxation and by the sequential solver (chapter 17).
# data: stack-pile stack-pile+solver-relaxation stack-pile+position-baumgarte
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'kinetic energy (J)'
  set logscale y
  set format y '10^{%T}'
  set xrange [0:10]
  set yrange [1e-16:1e6]
  set ytics 1e-15,1e3,1e6
  set key top right
  plot csv('stack-pile+solver-relaxation') using 't':'ke' with lines ls 2 title 'relaxation (chapter 7)', \
       csv('stack-pile') using 't':'ke' with lines ls 1 title 'sequential, position pass', \
       csv('stack-pile+position-baumgarte') using 't':'ke' with lines ls 3 dt 2 title 'sequential, Baumgarte', \
       1e-3 with lines ls 9 dt 3 title '10^{-3} J'
  unset output
}
