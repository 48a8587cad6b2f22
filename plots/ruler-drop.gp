# Figure: the ball, the rod and the dumbbell strike the ground (chapter 11).
# data: ruler-drop+body-sphere ruler-drop ruler-drop+body-dumbbell
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 3,1 margins 0.1,0.97,0.1,0.97 spacing 0,0.04
  set xrange [0:1]
  set format x ''
  unset xlabel
  # equation (ruler): m = L = v = 1, e = 0.5, a = 0.25 at 60 degrees
  jr = 1.5 / 1.75; jd = 1.5 / 1.25
  set ylabel 'v_y (m/s)'
  set yrange [-0.3:0.65]
  set key top left horizontal
  plot csv('ruler-drop+body-sphere') using 't':'vy' with lines ls 1 title 'ball', \
       csv('ruler-drop') using 't':'vy' with lines ls 2 title 'rod', \
       csv('ruler-drop+body-dumbbell') using 't':'vy' with lines ls 3 title 'dumbbell', \
       0.5 with lines ls 9 title 'closed form', -1 + jr with lines ls 9 notitle, \
       -1 + jd with lines ls 9 notitle
  set ylabel 'ω_z (rad/s)'
  set yrange [-3:0.6]
  unset key
  plot csv('ruler-drop+body-sphere') using 't':'w' with lines ls 1, \
       csv('ruler-drop') using 't':'w' with lines ls 2, \
       csv('ruler-drop+body-dumbbell') using 't':'w' with lines ls 3, \
       0 with lines ls 9, -0.25 * jr * 12 with lines ls 9, -0.25 * jd * 4 with lines ls 9
  set format x '%g'
  set xlabel 'time t (s)'
  set ylabel 'v_c (m/s)'
  set yrange [-0.1:1.1]
  plot csv('ruler-drop+body-sphere') using 't':'vc' with lines ls 1, \
       csv('ruler-drop') using 't':'vc' with lines ls 2, \
       csv('ruler-drop+body-dumbbell') using 't':'vc' with lines ls 3, \
       0.5 with lines ls 9
  unset multiplot
  unset output
}
