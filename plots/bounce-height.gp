# Figure: a ball bouncing to rest, with the predicted apex heights (chapter 4).
# data: bounce
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'height y (m)'
  set xrange [0:16]
  set yrange [0:10.5]
  set key top right
  plot csv('bounce') every 5 using 't':'y' with lines ls 1 title 'height', \
       for [k=1:6] 10 * 0.64**k with lines ls 9 title (k == 1 ? 'apexes h_0 e^{2k}' : '')
  unset output
}
