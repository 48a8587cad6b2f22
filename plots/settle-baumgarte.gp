# Figure: the cube of the worked example settling, Baumgarte's two conventions (chapter 13).
# data: settle settle+convention-text
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 1,2
  set xlabel 'time t (s)'
  set key top right
  set title 'depth of the lowest corner'
  set xrange [0:20]
  set yrange [-1:11]
  set ylabel 'depth -C (mm)'
  plot csv('settle+convention-text') using 't':(-1000*column('C')) with lines ls 2 \
         title '{/Symbol z} = -{/Symbol b} C', \
       csv('settle') using 't':(-1000*column('C')) with lines ls 1 title '{/Symbol z} = -{/Symbol b} C/{/Symbol D}t', \
       10*exp(-0.2*x) with lines ls 9 title '10 exp(-0.2 t)'
  set title 'summed contact force'
  set xrange [0:2]
  set yrange [0:20]
  set ylabel 'force {/Symbol l} (N)'
  plot csv('settle+convention-text') using 't':'lambda' with lines ls 2 \
         title '{/Symbol z} = -{/Symbol b} C', \
       csv('settle') using 't':'lambda' with lines ls 1 title '{/Symbol z} = -{/Symbol b} C/{/Symbol D}t', \
       9.8 with lines ls 9 title 'm g'
  unset multiplot
  unset output
}
