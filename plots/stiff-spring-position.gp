# Figure: a spring too stiff for the step, three ways (chapter 3).
# data: stiff-spring
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xrange [0:3]
  set yrange [-1.2:1.6]
  set samples 1000
  set xlabel 'time t (s)'
  set ylabel 'displacement x (m)'
  set key top right
  plot csv('stiff-spring') using 't':'x_ordinary' with linespoints ls 2 \
         title 'ordinary spring, {/Symbol w}h = 2.5', \
       csv('stiff-spring') using 't':'x_restart' with points ls 3 ps 1.5 \
         title "source's stiff spring", \
       csv('stiff-spring') using 't':'x' with points ls 1 ps 0.9 title "engine's stiff spring", \
       exp(-x) * (cos(sqrt(99) * x) + sin(sqrt(99) * x) / sqrt(99)) with lines ls 9 \
         title 'exact, from rest'
  unset output
}
