# Figure: three boxes started 10 cm in overlap under the three solvers
# (chapter 16): drift from the stacked rest, and kinetic energy.
# data: which-overlap+solver-pgs which-overlap+solver-ngs which-overlap
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 1,2
  set xlabel 'time t (s)'
  set xrange [0:2]
  set key top right
  set title 'distance from the stacked rest'
  set ylabel 'drift (m)'
  set yrange [0:0.35]
  plot csv('which-overlap+solver-pgs') using 't':'drift' with lines ls 2 title 'pgs', \
       csv('which-overlap+solver-ngs') using 't':'drift' with lines ls 1 title 'ngs', \
       csv('which-overlap') using 't':'drift' with lines ls 3 title 'soft'
  set title 'kinetic energy of the boxes'
  set ylabel 'excess energy (J)'
  set yrange [0:10]
  plot csv('which-overlap+solver-pgs') using 't':'excess' with lines ls 2 title 'pgs', \
       csv('which-overlap+solver-ngs') using 't':'excess' with lines ls 1 title 'ngs', \
       csv('which-overlap') using 't':'excess' with lines ls 3 title 'soft'
  unset multiplot
  unset output
}
