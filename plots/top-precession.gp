# Figure: the top's precession with the gyroscopic term implicit and dropped (chapter 6).
# data: top top+gyro-none
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'azimuth of the axle (rad)'
  set xrange [0:10]
  set key bottom left
  rate = 1 * 9.8 * 0.5 / (0.125 * 50)
  i1 = (3 * 0.25 + 0.01) / 12 + 0.25
  dropped = 1 * 9.8 * 0.5 / (i1 * 50)
  plot csv('top') every 5 using 't':'azimuth' with lines ls 1 title 'implicit', \
       csv('top+gyro-none') every 5 using 't':'azimuth' with lines ls 5 title 'dropped', \
       pi / 2 - rate * x with lines ls 9 title '-{/Symbol W}_p t', \
       pi / 2 - dropped * x with lines ls 9 notitle
  unset output
}
