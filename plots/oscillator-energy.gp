# Figure: a spring's energy under the three steppers (chapter 2).
# data: oscillator oscillator+integrator-explicit oscillator+integrator-gped
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set logscale y
  set format y '10^{%L}'
  set yrange [1:1e4]
  set xrange [0:20]
  set xlabel 'time t (s)'
  set ylabel 'energy E (J)'
  set key top left
  plot csv('oscillator+integrator-explicit') using 't':'e' with lines ls 2 lw 5 \
         title 'explicit Euler', \
       csv('oscillator+integrator-gped') every 8 using 't':'e' with points ls 1 pt 1 ps 0.8 \
         title "Millington's order", \
       csv('oscillator') using 't':'e' with lines ls 3 title 'symplectic Euler', \
       2 * 1.04**(x / 0.1) with lines ls 9 lw 2 title '2 (1 + {/Symbol w}^2h^2)^{t/h}'
  unset output
}
