# Figure: a disc launched sliding ends rolling; a box slides to a stop (chapter 7).
# data: flat-roll flat-roll+friction-ratio flat-roll+inertia-source
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'velocity (m/s)'
  set xrange [0:1.5]
  set yrange [-1:8.5]
  set key top right maxrows 3
  v0 = 6.0; mu = 0.3; g = 20.0
  slowing(t) = v0 - mu * g * t
  plot csv('flat-roll') using 't':'v' with lines ls 1 title 'disc, Coulomb', \
       csv('flat-roll+friction-ratio') using 't':'v' with lines ls 3 title 'disc, ratio model', \
       csv('flat-roll+inertia-source') every 4 using 't':'v' with points ls 5 title "disc, the source's inertia", \
       csv('flat-roll') using 't':'box_v' with lines ls 2 title 'box, Coulomb', \
       csv('flat-roll+friction-ratio') using 't':'box_v' with lines ls 4 title 'box, ratio model', \
       csv('flat-roll') using 't':(column('t') < v0 / (3 * mu * g) ? slowing(column('t')) : 2 * v0 / 3) \
         with lines ls 9 title 'v_0 - {/Symbol m} g t, then 2/3 v_0', \
       csv('flat-roll') using 't':(column('t') < v0 / (mu * g) ? slowing(column('t')) : 0) \
         with lines ls 9 notitle
  unset output
}
