# Figure: the worst joint gap of a heavy ball on a light chain, and of a
# chain of 34 thin links, under the three solvers (chapter 16).
# data: which-chain+solver-pgs which-chain+solver-ngs which-chain which-chain+links-34+link-0.15+ratio-1+solver-pgs which-chain+links-34+link-0.15+ratio-1+solver-ngs which-chain+links-34+link-0.15+ratio-1
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 1,2
  set xlabel 'time t (s)'
  set xrange [0:4]
  set logscale y
  set format y '10^{%T}'
  set key bottom right
  set ylabel 'largest gap (m)'
  set yrange [1e-5:100]
  positive(d) = d > 0 ? d : NaN
  set title '30 kg on 20 links of 25 cm'
  plot csv('which-chain+solver-pgs') using 't':(positive(column('gap'))) with lines ls 2 title 'pgs', \
       csv('which-chain+solver-ngs') using 't':(positive(column('gap'))) with lines ls 1 title 'ngs', \
       csv('which-chain') using 't':(positive(column('gap'))) with lines ls 3 title 'soft'
  set title '1 kg on 34 links of 15 cm'
  plot csv('which-chain+links-34+link-0.15+ratio-1+solver-pgs') using 't':(positive(column('gap'))) with lines ls 2 title 'pgs', \
       csv('which-chain+links-34+link-0.15+ratio-1+solver-ngs') using 't':(positive(column('gap'))) with lines ls 1 title 'ngs', \
       csv('which-chain+links-34+link-0.15+ratio-1') using 't':(positive(column('gap'))) with lines ls 3 title 'soft'
  unset multiplot
  unset output
}
