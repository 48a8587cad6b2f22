# Figure: a net of 10 x 10 spheres on ball joints, pinned along one edge,
# under the three solvers: the worst joint gap and the sag (chapter 16).
# data: which-grid+solver-pgs which-grid+solver-ngs which-grid
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 1,2
  set xlabel 'time t (s)'
  set xrange [0:4]
  set key bottom right
  positive(d) = d > 0 ? d : NaN
  set title 'largest gap'
  set ylabel 'gap (m)'
  set logscale y
  set format y '10^{%T}'
  set yrange [1e-5:100]
  plot csv('which-grid+solver-pgs') using 't':(positive(column('gap'))) with lines ls 2 title 'pgs', \
       csv('which-grid+solver-ngs') using 't':(positive(column('gap'))) with lines ls 1 title 'ngs', \
       csv('which-grid') using 't':(positive(column('gap'))) with lines ls 3 title 'soft'
  unset logscale y
  set format y '%g'
  set title 'lowest sphere'
  set ylabel 'sag (m)'
  set yrange [0:3]
  set key top right
  plot 1.8 with lines ls 9 title '(n-1) spacing', \
       csv('which-grid+solver-pgs') using 't':'sag' with lines ls 2 title 'pgs', \
       csv('which-grid+solver-ngs') using 't':'sag' with lines ls 1 title 'ngs', \
       csv('which-grid') using 't':'sag' with lines ls 3 title 'soft'
  unset multiplot
  unset output
}
