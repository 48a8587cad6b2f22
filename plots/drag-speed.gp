# Figure: falling under three kinds of drag, against the exact speed (chapter 3).
# data: drag drag+k1-0 drag+k1-1+k2-0
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xrange [0:5]
  set yrange [0:11]
  set xlabel 'time t (s)'
  set ylabel 'downward speed v (m/s)'
  set key bottom right
  plot csv('drag+k1-1+k2-0') using 't':'v' every 10 with points ls 2 \
         title 'linear, k_1 = 1 N s/m', \
       csv('drag+k1-0') using 't':'v' every 10 with points ls 1 \
         title 'quadratic, k_2 = 0.05 N s^2/m^2', \
       csv('drag') using 't':'v' every 10 with points ls 3 title 'both (defaults)', \
       csv('drag+k1-1+k2-0') using 't':'v_exact' with lines ls 9 title 'exact', \
       csv('drag+k1-0') using 't':'v_exact' with lines ls 9 notitle, \
       csv('drag') using 't':'v_exact' with lines ls 9 notitle, \
       csv('drag+k1-1+k2-0') using 't':'v_terminal' with lines ls 2 lw 0.8 dt 3 \
         title 'terminal speeds v_t', \
       csv('drag+k1-0') using 't':'v_terminal' with lines ls 1 lw 0.8 dt 3 notitle, \
       csv('drag') using 't':'v_terminal' with lines ls 3 lw 0.8 dt 3 notitle
  unset output
}
