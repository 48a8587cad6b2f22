# Figure: swaps of the insertion sort per step, 300 cubes at three speeds (chapter 9).
# data: sweep+speed-0.5 sweep sweep+speed-8
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'swaps per step'
  set xrange [0:2]
  set yrange [0:170]
  set key top left
  # the expected swaps: N (N - 1) v h / (3 L) with N = 300, h = 0.01 s, L = 20 m
  swaps(v) = 300 * 299 * v * 0.01 / (3 * 20)
  plot csv('sweep+speed-8') every ::1 using 't':'swaps' with lines ls 2 lw 1 title '8 m/s', \
       csv('sweep') every ::1 using 't':'swaps' with lines ls 1 lw 1 title '2 m/s', \
       csv('sweep+speed-0.5') every ::1 using 't':'swaps' with lines ls 3 lw 1 title '0.5 m/s', \
       swaps(8) with lines ls 9 title 'prediction', swaps(2) with lines ls 9 notitle, \
       swaps(0.5) with lines ls 9 notitle
  unset output
}
