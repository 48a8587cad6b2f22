# Figure: a small and a large swing of the rod pendulum (chapter 4).
# data: rod-pendulum+dt-0.0002+steps-50000 rod-pendulum+theta0-150+dt-0.0002+steps-50000
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'angle {/Symbol q} (degrees)'
  set xrange [0:10]
  set yrange [-160:220]
  set ytics 30
  set key top center horizontal
  plot csv('rod-pendulum+theta0-150+dt-0.0002+steps-50000') every 20 using 't':(column('theta') * 180 / pi) \
         with lines ls 2 title 'released at 150°', \
       csv('rod-pendulum+dt-0.0002+steps-50000') every 20 using 't':(column('theta') * 180 / pi) \
         with lines ls 1 title 'released at 10°'
  unset output
}
