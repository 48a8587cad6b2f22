# Figure: a box set on the ground, with and without the resting rules (chapter 12).
# data: box-rest box-rest+resting-off box-rest+depth-0
load 'style.gp'
positive(x) = x > 0 ? x : NaN
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 2,1 margins 0.11,0.97,0.11,0.97 spacing 0,0.05
  set xrange [0:10]
  set format x ''
  unset xlabel
  set logscale y
  set format y '10^{%T}'
  set ylabel 'speed of the centre (m/s)'
  set yrange [1e-7:1]
  set key bottom right
  plot csv('box-rest+resting-off') using 't':(positive(column('speed'))) with lines ls 2 title 'resting off, e = 0.5', \
       csv('box-rest+depth-0') using 't':(positive(column('speed'))) with lines ls 4 title 'resting on, set exactly touching', \
       csv('box-rest') using 't':(positive(column('speed'))) with lines ls 1 title 'resting on, e = 0.5'
  set format x '%g'
  set xlabel 'time t (s)'
  unset key
  set ylabel 'drift across the ground (m)'
  set yrange [1e-7:1]
  plot csv('box-rest+resting-off') using 't':(positive(column('drift'))) with lines ls 2 notitle, \
       csv('box-rest+depth-0') using 't':(positive(column('drift'))) with lines ls 4 notitle, \
       csv('box-rest') using 't':(positive(column('drift'))) with lines ls 1 notitle
  unset multiplot
  unset output
}
