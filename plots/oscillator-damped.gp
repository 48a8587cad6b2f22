# Figure: the damped spring's energy, symplectic and Millington (chapter 2).
# data: oscillator+damping-0.8 oscillator+integrator-gped+damping-0.8
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set logscale y
  set format y '10^{%L}'
  set yrange [1e-3:1e2]
  set xrange [0:20]
  set xlabel 'time t (s)'
  set ylabel 'energy E (J)'
  set key bottom left
  plot csv('oscillator+integrator-gped+damping-0.8') using 't':'e' with lines ls 1 \
         title "Millington's order, d = 0.8", \
       csv('oscillator+damping-0.8') using 't':'e' with lines ls 3 \
         title 'symplectic Euler, d = 0.8', \
       2 * 0.8**x with lines ls 9 title 'envelope 2 d^t'
  unset output
}
