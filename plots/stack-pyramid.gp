# Figure: the pyramid's top box, by chapter 7's relaxation and by the sequential solver (chapter 17).
# data: stack-pyramid stack-pyramid+solver-relaxation stack-pyramid+warm-off
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'height of the top box'."'".'s centre (m)'
  set xrange [0:20]
  set yrange [2:5]
  set key bottom left
  plot csv('stack-pyramid+solver-relaxation') using 't':'top_y' with lines ls 2 title 'relaxation (chapter 7)', \
       csv('stack-pyramid+warm-off') using 't':'top_y' with lines ls 3 title 'sequential, not warm-started', \
       csv('stack-pyramid') using 't':'top_y' with lines ls 1 title 'sequential, warm-started'
  unset output
}
