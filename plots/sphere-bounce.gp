# Figure: a ball dropped from 1 m with e = 0.5, two time steps (chapter 11).
# data: sphere-bounce sphere-bounce+dt-0.016667
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'height of the lowest point (m)'
  set xrange [0:2]
  set yrange [0:1.05]
  set key top right
  set samples 6  # the '+' rows: k = 0 to 5 is the row number $0
  g = 9.81; e = 0.5; h0 = 1.0; v0 = sqrt(2 * g * h0)
  # continuous apex times: the fall, then k flights of 2 e^j v0 / g, then a rise
  apex_t(k) = k == 0 ? 0 : v0 / g + 2 * v0 / g * e * (1 - e**(k - 1)) / (1 - e) + e**k * v0 / g
  plot csv('sphere-bounce+dt-0.016667') using 't':'y' with lines ls 2 title 'h = 1/60 s', \
       csv('sphere-bounce') using 't':'y' with lines ls 1 title 'h = 1 ms', \
       '+' using (apex_t($0)):(h0 * e**(2 * $0)) with points ls 9 pt 6 ps 1.2 \
         title 'e^{2k} H_0, continuous'
  unset output
}
