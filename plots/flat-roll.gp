# Figure: a disc launched sliding ends rolling; a box slides to a stop (chapter 7).
# Two panels, so that no curve hides another: the disc on the left, the box on the right.
# Where the disc's two friction models agree (both roll on at 3.994 m/s), the
# ratio model's dashed green runs over the Coulomb disc's broad blue line,
# which shows between the dashes.
# data: flat-roll flat-roll+friction-ratio flat-roll+inertia-source
load 'style.gp'
pdf_terminal = "set terminal pdfcairo enhanced size 5in,2.9in font 'Helvetica,8'"
png_terminal = "set terminal pngcairo enhanced size 1000,580 font 'Helvetica,13'"
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  v0 = 6.0; mu = 0.3; g = 20.0
  slowing(t) = v0 - mu * g * t
  set multiplot layout 1,2 margins 0.08,0.98,0.13,0.97 spacing 0.07,0
  set xrange [0:1.5]
  set ylabel 'velocity (m/s)'
  set key top right samplen 2 spacing 1.0
  # the disc
  set yrange [-1:9]
  set xlabel 'time t (s)     (a) the disc'
  plot csv('flat-roll') using 't':'v' with lines ls 1 lw 4.5 title 'disc, Coulomb', \
       csv('flat-roll+friction-ratio') using 't':'v' with lines ls 3 lw 2 dt (8,5) title 'disc, ratio model', \
       csv('flat-roll+inertia-source') every 3 using 't':'v' with points ls 5 title "disc, the source's inertia", \
       csv('flat-roll') using 't':(column('t') < v0 / (3 * mu * g) ? slowing(column('t')) : 2 * v0 / 3) \
         with lines ls 9 title 'v_0 - {/Symbol m} g t, then 2/3 v_0'
  # the box
  set yrange [-1:9]
  unset ylabel
  set xlabel 'time t (s)     (b) the box'
  plot csv('flat-roll') using 't':'box_v' with lines ls 2 title 'box, Coulomb', \
       csv('flat-roll+friction-ratio') using 't':'box_v' with lines ls 4 title 'box, ratio model', \
       csv('flat-roll') using 't':(column('t') < v0 / (mu * g) ? slowing(column('t')) : 0) \
         with lines ls 9 title 'v_0 - {/Symbol m} g t, then 0'
  unset multiplot
  unset output
}
