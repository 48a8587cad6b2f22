# Figure: the resting ball's velocity with and without the resting fix (chapter 4).
# data: bounce bounce+resting-none
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'vertical velocity v_y (mm/s)'
  set xrange [14:16]
  set yrange [-1:6]
  set key center right
  plot csv('bounce+resting-none') using 't':(1000 * column('vy')) with lines ls 2 \
         title 'without the fix', \
       csv('bounce') using 't':(1000 * column('vy')) with lines ls 3 lw 3 \
         title 'with the fix', \
       1000 * 0.8 * 9.8 * 0.001 / 1.8 with lines ls 9 title 'e g h / (1 + e)'
  unset output
}
