# Figure: how well the bridge's cables and rods hold (chapter 4).
# data: bridge bridge+ends-1
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'error (mm)'
  set logscale y
  set format y '10^{%L}'
  set yrange [1e-5:100]
  set xrange [0:60]
  set key top right
  set key top right maxrows 2
  plot csv('bridge') every 5 using 't':(1000 * column('cable_stretch')) with lines ls 2 \
         title 'cable overstretch', \
       csv('bridge') every 5 using 't':(1000 * column('rod_error')) with lines ls 1 \
         title 'rod error', \
       csv('bridge+ends-1') every 5 using 't':(1000 * column('cable_stretch')) with lines ls 5 \
         title 'cable, over-constrained', \
       csv('bridge+ends-1') every 5 using 't':(1000 * column('rod_error')) with lines ls 4 \
         title 'rod, over-constrained'
  unset output
}
