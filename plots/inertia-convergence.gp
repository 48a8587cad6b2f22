# Figure: a Monte Carlo estimate of a box's moments against the closed form (chapter 5).
# data: inertia
load 'style.gp'
file = csv('inertia')
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set logscale xy
  set format x '10^{%L}'
  set format y '10^{%L}'
  set xrange [10:3e6]
  set yrange [1e-6:1]
  set ytics 1e-6, 10, 1
  set xlabel 'random points n'
  set ylabel 'relative error of a moment (dimensionless)'
  set key bottom left maxrows 3 width -4
  plot file using 'n':(abs(column('err_xx'))) with points ls 1 ps 0.8 title '|error| of I_{xx}', \
       file using 'n':(abs(column('err_yy'))) with points ls 2 ps 0.8 title '|error| of I_{yy}', \
       file using 'n':(abs(column('err_zz'))) with points ls 3 ps 0.8 title '|error| of I_{zz}', \
       file using 'n':'se_xx' with lines ls 1 title 'standard error of I_{xx}', \
       file using 'n':'se_yy' with lines ls 2 title 'standard error of I_{yy}', \
       file using 'n':'se_zz' with lines ls 3 title 'standard error of I_{zz}', \
       1 / sqrt(x) with lines ls 9 title '1 / {/Symbol \326}n'
  unset output
}
