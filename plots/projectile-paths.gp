# Figure: a projectile stepped three ways against the exact parabola (chapter 2).
# data: projectile projectile+integrator-explicit projectile+integrator-gped
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'horizontal distance x (m)'
  set ylabel 'height y (m)'
  set xrange [0:44]
  set yrange [0:12]
  set key top right
  plot csv('projectile') using 'x_exact':'y_exact' with lines ls 9 lw 1.5 title 'exact', \
       csv('projectile') using 'x':'y' with points ls 3 title 'symplectic Euler', \
       csv('projectile+integrator-explicit') using 'x':'y' with points ls 2 ps 0.9 \
         title 'explicit Euler', \
       csv('projectile+integrator-gped') using 'x':'y' with points ls 1 pt 1 ps 1.2 \
         title "Millington's order"
  unset output
}
