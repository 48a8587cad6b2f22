# Figure: a rod pendulum's energy decay for three steps (chapter 4).
# data: rod-pendulum rod-pendulum+dt-0.002+steps-5000 rod-pendulum+dt-0.004+steps-2500
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set logscale y
  set xlabel 'time t (s)'
  set ylabel 'energy E / E_0'
  set xrange [0:10]
  set yrange [0.6:1.01]
  set ytics (0.6, 0.7, 0.8, 0.9, 1)
  set key bottom left
  w2 = 9.8
  decay(t, h) = (1 + w2 * h * h)**(-t / h)
  e0 = 0.5 * 9.8 * 2 * sin(pi / 36)**2 * 2   # m g L (1 - cos 10 deg)
  plot csv('rod-pendulum') using 't':(column('e') / e0) with lines ls 3 title 'h = 1 ms', \
       csv('rod-pendulum+dt-0.002+steps-5000') using 't':(column('e') / e0) with lines ls 1 \
         title 'h = 2 ms', \
       csv('rod-pendulum+dt-0.004+steps-2500') using 't':(column('e') / e0) with lines ls 2 \
         title 'h = 4 ms', \
       decay(x, 0.001) with lines ls 9 title '(1 + {/Symbol w}^2h^2)^{-t/h}', \
       decay(x, 0.002) with lines ls 9 notitle, decay(x, 0.004) with lines ls 9 notitle
  unset output
}
