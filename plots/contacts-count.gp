# Figure: contact count and depth of a box set down on a plane and on a box (chapter 8).
# data: contacts contacts+ground-box
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'time t (s)'
  set ylabel 'contact points'
  set y2label 'depth of the deepest point (mm)'
  set yrange [-0.25:5]
  set y2range [-0.6:12]   # zero on both scales at the same height
  set ytics 0, 1, 4
  set y2tics
  set key top left
  plot csv('contacts') using 't':'count' with steps ls 1 title 'points, on the plane', \
       csv('contacts+ground-box') using 't':'count' with steps ls 2 dt 2 title 'points, on the box', \
       csv('contacts') using 't':(1000 * column('depth')) axes x1y2 with lines ls 3 title 'depth, on the plane', \
       csv('contacts+ground-box') using 't':(1000 * column('depth')) axes x1y2 with points ls 2 pt 6 title 'depth, on the box', \
       csv('contacts') using 't':(1000 * (column('sink') > 0 ? column('sink') : 0)) axes x1y2 with lines ls 9 title 'prescribed sinking'
  unset output
}
