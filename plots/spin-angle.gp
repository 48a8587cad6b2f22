# Figure: how far each orientation update lags the exact rotation (chapter 1).
# data: spin
load 'style.gp'
file = csv('spin')
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set logscale y
  set format y '10^{%L}'
  set yrange [1e-8:1e-1]
  set xrange [0:20]
  set xlabel 'time t (s)'
  set ylabel 'angle from the exact orientation (rad)'
  set key bottom right
  plot file every ::1 using 't':'matrix_angle' with lines ls 1 title 'matrix', \
       file every ::1 using 't':'quat_angle' with lines ls 2 lw 2.5 title 'quaternion', \
       file every 40::1 using 't':'renorm_angle' with points ls 3 title 'renormalised', \
       file every ::1 using 't':'expmap_angle' with lines ls 4 title 'exponential map', \
       file every ::1 using 't':'theory_matrix_angle' with lines ls 9 title 'theory', \
       file every ::1 using 't':'theory_quat_angle' with lines ls 9 notitle
  unset output
}
