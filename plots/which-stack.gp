# Figure: the drift of a stack of ten boxes and of a heavy box on two light
# ones under the three solvers (chapter 16).
# data: which-stack+solver-pgs which-stack+solver-ngs which-stack which-ratio+solver-pgs which-ratio+solver-ngs which-ratio
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 1,2
  set xlabel 'time t (s)'
  set xrange [0:5]
  set logscale y
  set format y '10^{%T}'
  set key top left
  set title 'ten unit boxes'
  set ylabel 'drift (m)'
  set yrange [1e-4:3]
  positive(d) = d > 0 ? d : NaN
  plot csv('which-stack+solver-pgs') using 't':(positive(column('drift'))) with lines ls 2 title 'pgs', \
       csv('which-stack+solver-ngs') using 't':(positive(column('drift'))) with lines ls 1 title 'ngs', \
       csv('which-stack') using 't':(positive(column('drift'))) with lines ls 3 title 'soft'
  set title '100 kg on two boxes of 1 kg'
  set yrange [1e-4:10]
  plot csv('which-ratio+solver-pgs') using 't':(positive(column('drift'))) with lines ls 2 title 'pgs', \
       csv('which-ratio+solver-ngs') using 't':(positive(column('drift'))) with lines ls 1 title 'ngs', \
       csv('which-ratio') using 't':(positive(column('drift'))) with lines ls 3 title 'soft'
  unset multiplot
  unset output
}
