# Figure: the top of pyramids of unit boxes, out of the wall's plane (chapter 14).
# data: pyramid3d pyramid3d+relaxation-1 pyramid3d+base-10 pyramid3d+iterations-30
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'top box out of the wall, z (m)'
  set xrange [0:10]
  set yrange [-0.05:0.15]
  set key top right
  plot csv('pyramid3d+relaxation-1') using 't':'z' with lines ls 4 title 'base 20, 10 iterations, {/Symbol w} = 1', \
       csv('pyramid3d') using 't':'z' with lines ls 2 title 'base 20, 10 iterations, {/Symbol w} = 1.15', \
       csv('pyramid3d+iterations-30') using 't':'z' with lines ls 1 title 'base 20, 30 iterations, {/Symbol w} = 1.15', \
       csv('pyramid3d+base-10') using 't':'z' with lines ls 3 title 'base 10, 10 iterations, {/Symbol w} = 1.15', \
       0.05 with lines ls 9 title '5 cm'
  unset output
}
