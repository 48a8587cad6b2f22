# Figure: a box on a slope, measured against Coulomb's prediction (chapter 12).
# data: incline incline+mu-0 incline+angle-20+mu-0.5
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'speed down the slope v (m/s)'
  set xrange [0:2]
  set yrange [0:10.5]
  set key top left
  plot csv('incline+mu-0') using 't':'v' with lines ls 2 title '30°, μ = 0', \
       csv('incline') using 't':'v' with lines ls 1 title '30°, μ = 0.3', \
       csv('incline+angle-20+mu-0.5') using 't':'v' with lines ls 3 title '20°, μ = 0.5', \
       csv('incline+mu-0') using 't':'v_pred' with lines ls 9 title 'g(sin θ - μ cos θ) t', \
       csv('incline') using 't':'v_pred' with lines ls 9 notitle, \
       csv('incline+angle-20+mu-0.5') using 't':'v_pred' with lines ls 9 notitle
  unset output
}
