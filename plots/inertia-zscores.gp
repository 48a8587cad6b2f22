# Figure: the Monte Carlo errors of all five solids in units of their standard errors (chapter 5).
# data: inertia inertia+shape-sphere inertia+shape-shell inertia+shape-cylinder inertia+shape-capsule
load 'style.gp'
runs = 'inertia inertia+shape-sphere inertia+shape-shell inertia+shape-cylinder inertia+shape-capsule'
names = 'box sphere shell cylinder capsule'
# each solid's points are nudged sideways a little so that they do not hide each other
nudge(i) = 1 + 0.08 * (i - 3)
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set logscale x
  set format x '10^{%L}'
  set xrange [10:3e6]
  set yrange [-6:6]
  set ytics -5, 1, 5
  set xlabel 'random points n'
  set ylabel 'error / estimated standard error'
  set key at screen 0.5, screen 0.01 center bottom maxrows 2 width -1
  set bmargin 7
  plot for [i=1:5] csv(word(runs, i)) using (column('n') * nudge(i)):(column('err_xx') / column('se_xx')) \
         with points ls i ps 0.7 title word(names, i), \
       for [i=1:5] csv(word(runs, i)) using (column('n') * nudge(i)):(column('err_yy') / column('se_yy')) \
         with points ls i ps 0.7 notitle, \
       for [i=1:5] csv(word(runs, i)) using (column('n') * nudge(i)):(column('err_zz') / column('se_zz')) \
         with points ls i ps 0.7 notitle, \
       5 with lines ls 9 title 'limit of the check', \
       -5 with lines ls 9 notitle
  unset output
}
