# Figure: the plank bridge's widest hinge gap as it settles, at three spans (chapter 15).
# data: bridge3d+span-8.5+duration-120 bridge3d+span-9.5+duration-120 bridge3d+span-10.4+duration-120
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'largest hinge gap (m)'
  set xrange [0:120]
  set yrange [1e-7:2e-2]
  set logscale y
  set format y '10^{%L}'
  set key top right
  plot csv('bridge3d+span-8.5+duration-120') using 't':'gap' with lines ls 1 title 'span 8.5 m', \
       csv('bridge3d+span-9.5+duration-120') using 't':'gap' with lines ls 2 title 'span 9.5 m', \
       csv('bridge3d+span-10.4+duration-120') using 't':'gap' with lines ls 3 title 'span 10.4 m'
  unset output
}
