# Figure: Newton's cradle, the velocity of each ball (chapter 4).
# data: cradle
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'horizontal velocity v_x (m/s)'
  set xrange [0:4]
  set key top center horizontal
  set yrange [-2:2.6]
  plot for [i=1:5] csv('cradle') every 4 using 't':'vx'.i with lines ls i title 'ball '.i
  unset output
}
