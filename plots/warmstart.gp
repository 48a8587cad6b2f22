# Figure: the solver's residual against the sweep, warm and cold (chapter 14).
# data: warmstart warmstart+count-10
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'velocity sweep k'
  set ylabel 'largest normal-row error (m/s)'
  set logscale y
  set format y '10^{%T}'
  set xrange [1:30]
  set yrange [1e-4:1]
  set key top right
  plot csv('warmstart') using 'k':'cold' with linespoints ls 2 title 'cold, 5 boxes', \
       csv('warmstart') using 'k':'warm' with linespoints ls 1 title 'warm, 5 boxes', \
       csv('warmstart+count-10') using 'k':'cold' with lines ls 5 title 'cold, 10 boxes', \
       csv('warmstart+count-10') using 'k':'warm' with lines ls 3 title 'warm, 10 boxes'
  unset output
}
