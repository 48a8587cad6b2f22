# Figure: a small and a large swing of the rod pendulum (chapter 4).
# data: rod-pendulum rod-pendulum+theta0-150
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'angle {/Symbol q} (degrees)'
  set xrange [0:10]
  set yrange [-160:160]
  set ytics 30
  set key bottom right
  plot csv('rod-pendulum+theta0-150') every 10 using 't':(column('theta') * 180 / pi) \
         with lines ls 2 title 'released at 150°', \
       csv('rod-pendulum') every 10 using 't':(column('theta') * 180 / pi) \
         with lines ls 1 title 'released at 10°'
  unset output
}
