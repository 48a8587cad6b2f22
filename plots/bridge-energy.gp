# Figure: the bridge's kinetic energy and the load's position (chapter 4).
# data: bridge
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'kinetic energy of the deck (J)'
  set y2label 'load position (m)'
  set logscale y
  set format y '10^{%L}'
  set y2range [0:8.5]
  set y2tics 2
  set ytics nomirror
  set xrange [0:60]
  set key top center horizontal
  set yrange [1e-11:1e4]
  plot csv('bridge') using 't':'ke' with lines ls 1 title 'kinetic energy', \
       csv('bridge') every 10 using 't':'load_x' axes x1y2 with lines ls 5 title 'load position'
  unset output
}
