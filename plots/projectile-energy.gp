# Figure: energy of the three projectile runs against time (chapter 2).
# data: projectile projectile+integrator-explicit projectile+integrator-gped
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xrange [0:3]
  set xlabel 'time t (s)'
  set ylabel 'energy per kilogram e (J/kg)'
  set key top left
  plot csv('projectile') using 't':'e' with linespoints ls 3 title 'symplectic Euler', \
       csv('projectile+integrator-explicit') using 't':'e' with linespoints ls 2 \
         title 'explicit Euler', \
       csv('projectile+integrator-gped') using 't':'e' with points ls 1 pt 1 ps 1.2 \
         title "Millington's order", \
       200 with lines ls 9 title 'exact, 200 J/kg'
  unset output
}
