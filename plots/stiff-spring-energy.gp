# Figure: energy of the three springs of the stiff-spring experiment (chapter 3).
# data: stiff-spring
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set logscale y
  set format y '10^{%L}'
  set xrange [0:5]
  set yrange [1e-12:1e12]
  set xlabel 'time t (s)'
  set ylabel 'energy E (J)'
  set key bottom left
  plot csv('stiff-spring') using 't':'e_ordinary' with linespoints ls 2 title 'ordinary spring', \
       csv('stiff-spring') using 't':'e' with linespoints ls 1 title "engine's stiff spring", \
       csv('stiff-spring') using 't':'e_restart' with linespoints ls 3 \
         title "source's stiff spring", \
       50 * exp(-2 * x) with lines ls 9 title '50 e^{-2{/Symbol b}t}'
  unset output
}
