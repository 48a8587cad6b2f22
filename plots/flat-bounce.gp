# Figure: a ball bouncing on a floor with e = 0.8, against the continuous apexes (chapter 7).
# data: flat-bounce
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'height of the bottom (m)'
  set xrange [0:6]
  set yrange [0:5.5]
  set key top right
  set samples 9  # the '+' rows: k = 0 to 8 is the row number $0
  g = 20.0; e = 0.8; h0 = 5.0; v0 = sqrt(2 * g * h0)
  # continuous apex times: fall, then k flights of 2 e^j v0 / g, then a rise
  apex_t(k) = k == 0 ? 0 : v0 / g + 2 * v0 / g * e * (1 - e**(k - 1)) / (1 - e) + e**k * v0 / g
  plot csv('flat-bounce') using 't':'y' with lines ls 1 title 'engine, h = 1/60 s', \
       '+' using (apex_t($0)):(h0 * e**(2 * $0)) with points ls 9 pt 6 ps 1.2 \
         title 'e^{2k} h_0, continuous'
  unset output
}
