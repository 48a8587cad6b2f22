# Figure: the contact points of a box set down on a box, at three instants, in 3D and from above (chapter 8).
# data: contacts+ground-box
# scene: the box and the ground drawn with the contact points, not a data plot
load 'style.gp'
data_file = csv('contacts+ground-box')
# every ::K::K picks row K: t = K / 100 s at the defaults (100 steps of 0.01 s)
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot
  set origin 0.0, 0.0
  set size 0.6, 0.9
  # left: in space, heights in millimetres, a drop line from the ground's top to each point
  set xlabel 'x (m)' offset 0,-0.5
  set ylabel 'z (m)' offset 0,-0.5
  set zlabel 'y (mm)' rotate by 90 offset 2,0
  set xrange [-1.1:1.4]
  set yrange [-1.1:1.1]
  set zrange [-6:0.5]
  set xtics 0.5
  set ytics 0.5
  set ztics 2
  set view 62, 28
  set ticslevel 0
  set key at screen 0.99, 0.995 horizontal
  set arrow 1 from -1,-1,0 to 1,-1,0 nohead lc rgb '#808080'
  set arrow 2 from 1,-1,0 to 1,1,0 nohead lc rgb '#000000' lw 2
  set arrow 3 from 1,1,0 to -1,1,0 nohead lc rgb '#808080'
  set arrow 4 from -1,1,0 to -1,-1,0 nohead lc rgb '#808080'
  splot for [i=0:3] data_file every ::30::30 using 'p'.i.'x':'p'.i.'z':(1000 * column('p'.i.'y')) \
          with impulses ls 1 lw 1 notitle, \
        for [i=0:3] data_file every ::30::30 using 'p'.i.'x':'p'.i.'z':(1000 * column('p'.i.'y')) \
          with points ls 1 ps 0.8 pt 7 title (i == 0 ? 't = 0.3 s: a corner' : ''), \
        for [i=0:3] data_file every ::55::55 using 'p'.i.'x':'p'.i.'z':(1000 * column('p'.i.'y')) \
          with impulses ls 3 lw 1 notitle, \
        for [i=0:3] data_file every ::55::55 using 'p'.i.'x':'p'.i.'z':(1000 * column('p'.i.'y')) \
          with points ls 3 ps 0.8 pt 9 title (i == 0 ? 't = 0.55 s: an edge' : ''), \
        for [i=0:3] data_file every ::100::100 using 'p'.i.'x':'p'.i.'z':(1000 * column('p'.i.'y')) \
          with impulses ls 2 lw 1 notitle, \
        for [i=0:3] data_file every ::100::100 using 'p'.i.'x':'p'.i.'z':(1000 * column('p'.i.'y')) \
          with points ls 2 ps 0.8 pt 5 title (i == 0 ? 't = 1 s: the face, clipped at x = 1' : '')
  unset arrow
  # right: seen from above; the ground box's top (grey, its edge at x = 1 black)
  # and the lowered box's bottom face at the end (dashed: x from 0.3 to 1.3, z within 0.4)
  set origin 0.58, 0.03
  set size 0.42, 0.86
  set size ratio -1
  set xlabel 'x (m)' offset 0,0
  set ylabel 'z (m)' offset 0,0
  set xrange [-1.1:1.4]
  set yrange [-1.1:1.1]
  set object 1 rectangle from -1,-1 to 1,1 fs empty border lc rgb '#808080' lw 1
  set arrow 5 from 1,-1 to 1,1 nohead lc rgb '#000000' lw 2
  set object 2 rectangle from 0.3,-0.4 to 1.3,0.4 fs empty border lc rgb '#c8402f' lw 1 dt 2
  set label 1 'ground box' at -0.95,0.9 textcolor rgb '#606060'
  set label 2 'bottom face, 1 s' at 1.3,-0.55 right textcolor rgb '#c8402f'
  plot for [i=0:3] data_file every ::30::30 using 'p'.i.'x':'p'.i.'z' with points ls 1 ps 0.8 pt 7 notitle, \
       for [i=0:3] data_file every ::55::55 using 'p'.i.'x':'p'.i.'z' with points ls 3 ps 0.8 pt 9 notitle, \
       for [i=0:3] data_file every ::100::100 using 'p'.i.'x':'p'.i.'z' with points ls 2 ps 0.8 pt 5 notitle
  unset object 1
  unset object 2
  unset arrow 5
  unset label 1
  unset label 2
  unset size
  unset multiplot
  unset output
}
