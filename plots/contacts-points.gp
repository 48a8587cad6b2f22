# Figure: the contact points of a box set down on a box, at three instants, in 3D (chapter 8).
# data: contacts+ground-box
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'x (m)'
  set ylabel 'z (m)'
  set zlabel 'y (m)' rotate by 90
  set xrange [-1.1:1.4]
  set yrange [-1.1:1.1]
  set zrange [-0.008:0.002]
  set ztics 0.002
  set view 62, 28
  set ticslevel 0
  set key at screen 0.98, 0.95
  # the top face of the ground box, and its edge at x = 1 that clips the contact
  set arrow 1 from -1,-1,0 to 1,-1,0 nohead lc rgb '#808080'
  set arrow 2 from 1,-1,0 to 1,1,0 nohead lc rgb '#000000' lw 2
  set arrow 3 from 1,1,0 to -1,1,0 nohead lc rgb '#808080'
  set arrow 4 from -1,1,0 to -1,-1,0 nohead lc rgb '#808080'
  data_file = csv('contacts+ground-box')
  # each point with a drop line from the ground's top (y = 0) down to it
  splot for [i=0:3] data_file every ::30::30 using 'p'.i.'x':'p'.i.'z':'p'.i.'y' \
          with impulses ls 1 lw 1 notitle, \
        for [i=0:3] data_file every ::30::30 using 'p'.i.'x':'p'.i.'z':'p'.i.'y' \
          with points ls 1 ps 1.2 pt 7 title (i == 0 ? 't = 0.3 s: a corner' : ''), \
        for [i=0:3] data_file every ::55::55 using 'p'.i.'x':'p'.i.'z':'p'.i.'y' \
          with impulses ls 3 lw 1 notitle, \
        for [i=0:3] data_file every ::55::55 using 'p'.i.'x':'p'.i.'z':'p'.i.'y' \
          with points ls 3 ps 1.2 pt 9 title (i == 0 ? 't = 0.55 s: an edge' : ''), \
        for [i=0:3] data_file every ::100::100 using 'p'.i.'x':'p'.i.'z':'p'.i.'y' \
          with impulses ls 2 lw 1 notitle, \
        for [i=0:3] data_file every ::100::100 using 'p'.i.'x':'p'.i.'z':'p'.i.'y' \
          with points ls 2 ps 1.2 pt 5 title (i == 0 ? 't = 1 s: the face, clipped at x = 1' : '')
  unset output
}
