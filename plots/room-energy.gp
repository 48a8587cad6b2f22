# Figure: the energy of the room of falling bodies for three restitutions (chapter 10).
# data: room room+e-0.9 room+e-1
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'energy (J)'
  set xrange [0:5]
  set yrange [0:7000]
  set key at 4.9, 4300 top right
  plot csv('room+e-1') using 't':'e' with lines ls 2 title 'e = 1: total', \
       csv('room+e-0.9') using 't':'e' with lines ls 4 title 'e = 0.9: total', \
       csv('room') using 't':'e' with lines ls 1 title 'e = 0.3: total', \
       csv('room') using 't':'ke' with lines ls 3 lw 1 title 'e = 0.3: kinetic', \
       csv('room') every ::1::1 using (0):'e':(5):(0) with vectors nohead ls 9 title 'start'
  unset output
}
