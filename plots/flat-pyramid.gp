# Figure: how long a pyramid of boxes stands, by friction model and relaxation passes (chapter 7).
# data: flat-pyramid flat-pyramid+relaxation-5 flat-pyramid+relaxation-50 flat-pyramid+friction-ratio flat-pyramid+friction-ratio+relaxation-5 flat-pyramid+friction-ratio+relaxation-50
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'height of the highest point (m)'
  set xrange [0:10]
  set yrange [2.5:5.5]
  set key bottom left
  plot csv('flat-pyramid') using 't':'height' with lines ls 1 title 'Coulomb, 15 passes', \
       csv('flat-pyramid+relaxation-5') using 't':'height' with lines ls 1 dt 2 title 'Coulomb, 5 passes', \
       csv('flat-pyramid+relaxation-50') using 't':'height' with lines ls 1 dt 3 title 'Coulomb, 50 passes', \
       csv('flat-pyramid+friction-ratio') using 't':'height' with lines ls 2 title 'ratio, 15 passes', \
       csv('flat-pyramid+friction-ratio+relaxation-5') using 't':'height' with lines ls 2 dt 2 title 'ratio, 5 passes', \
       csv('flat-pyramid+friction-ratio+relaxation-50') using 't':'height' with lines ls 2 dt 3 title 'ratio, 50 passes'
  unset output
}
