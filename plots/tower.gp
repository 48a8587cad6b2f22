# Figure: the top of towers of 4, 8 and 12 boxes (chapter 12).
# data: tower tower+count-4 tower+count-12
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 2,1 margins 0.11,0.97,0.11,0.97 spacing 0,0.05
  set xrange [0:20]
  set format x ''
  unset xlabel
  set ylabel 'drift of the top, √(x²+z²) (m)'
  set logscale y
  set format y '10^{%T}'
  set yrange [1e-5:30]
  set key bottom right
  drift(x, z) = sqrt(x**2 + z**2) > 0 ? sqrt(x**2 + z**2) : NaN
  plot csv('tower+count-12') using 't':(drift(column('x'), column('z'))) with lines ls 2 title '12 boxes', \
       csv('tower') using 't':(drift(column('x'), column('z'))) with lines ls 1 title '8 boxes', \
       csv('tower+count-4') using 't':(drift(column('x'), column('z'))) with lines ls 3 title '4 boxes'
  unset logscale y
  set format y '%g'
  set format x '%g'
  set xlabel 'time t (s)'
  set ylabel 'height of the top box y (m)'
  set yrange [0:12]
  plot csv('tower+count-12') using 't':'y' with lines ls 2 notitle, \
       csv('tower') using 't':'y' with lines ls 1 notitle, \
       csv('tower+count-4') using 't':'y' with lines ls 3 notitle
  unset multiplot
  unset output
}
