# Figure: energy and |L| of the tumbling box for the three gyroscopic choices (chapter 6).
# data: tumble tumble+gyro-explicit tumble+gyro-none
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'relative to the start'
  set xrange [0:20]
  set yrange [0.97:1.05]
  set key top left
  e0 = 10.4383331
  plot csv('tumble+gyro-explicit') every 10 using 't':(column('ke') / e0) with lines ls 2 title 'explicit: energy', \
       csv('tumble+gyro-explicit') every 10 using 't':(column('l') / 4.1722961) with lines ls 2 dt 2 title 'explicit: |L|', \
       csv('tumble+gyro-none') every 10 using 't':(column('ke') / e0) with lines ls 5 title 'dropped: energy and |L|', \
       csv('tumble') every 10 using 't':(column('ke') / e0) with lines ls 1 title 'implicit: energy', \
       csv('tumble') every 10 using 't':(column('l') / 4.1722961) with lines ls 1 dt 2 title 'implicit: |L|'
  unset output
}
