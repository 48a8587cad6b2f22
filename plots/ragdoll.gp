# Figure: the ragdoll's energy and largest speed as it falls and settles (chapter 15).
# data: ragdoll ragdoll+push-10
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'energy, kinetic + potential (J)'
  set y2label 'largest speed (m/s)'
  set xrange [0:6]
  set yrange [0:2500]
  set logscale y2
  set format y2 '10^{%T}'
  set y2range [1e-8:30]
  set ytics nomirror
  set y2tics
  set key top right
  plot csv('ragdoll') using 't':'energy' with lines ls 1 title 'energy, push 1.5 m/s', \
       csv('ragdoll+push-10') using 't':'energy' with lines ls 2 title 'energy, push 10 m/s', \
       csv('ragdoll') using 't':'speed' axes x1y2 with lines ls 1 dt (4,3) title 'speed, push 1.5 m/s', \
       csv('ragdoll+push-10') using 't':'speed' axes x1y2 with lines ls 2 dt (4,3) title 'speed, push 10 m/s'
  unset output
}
