# Figure: how far each orientation update drifts from a rotation (chapter 1).
# data: spin
load 'style.gp'
file = csv('spin')
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set logscale y
  set format y '10^{%L}'
  set yrange [1e-9:1e2]
  set ytics 1e-9, 100, 1e2
  set xrange [0:20]
  set xlabel 'time t (s)'
  set ylabel 'error (dimensionless)'
  set bmargin 8
  set key at screen 0.5, screen 0.01 center bottom maxrows 3 width -2
  plot file every ::1 using 't':'matrix_orth' with lines ls 1 \
         title 'matrix, |R^TR - E|', \
       file every ::1 using 't':'quat_orth' with lines ls 2 \
         title 'quaternion, |M^TM - E|', \
       file every ::1 using 't':'quat_norm' with lines ls 5 \
         title 'quaternion, ||q| - 1|', \
       file every ::1 using 't':'expmap_orth' with lines ls 4 \
         title 'exponential map, |M^TM - E|', \
       file every ::1 using 't':'expmap_norm' with lines ls 4 dt 3 \
         title 'exponential map, ||q| - 1|', \
       file every ::1 using 't':'renorm_orth' with lines ls 3 \
         title 'renormalised, |M^TM - E|', \
       file every ::1 using 't':'theory_matrix_orth' with lines ls 9 \
         title 'theory', \
       file every ::1 using 't':'theory_quat_orth' with lines ls 9 notitle, \
       file every ::1 using 't':'theory_quat_norm' with lines ls 9 notitle
  unset output
}
