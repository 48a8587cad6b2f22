# Figure: a cube thrown corner first at the ground, four projections (chapter 11).
# data: box-drop box-drop+limit-0.5 box-drop+projection-unlimited box-drop+projection-linear
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 2,1 margins 0.1,0.97,0.11,0.97 spacing 0,0.05
  set xrange [0:2]
  set format x ''
  unset xlabel
  set ylabel 'turned by projection (deg)'
  set yrange [0:19]
  set key top right
  # only the steps in which projection turned the box (linear never does)
  turned(c) = column(c) > 0.01 ? column(c) : NaN
  plot csv('box-drop+projection-unlimited') using 't':(turned('turned')) with points ls 2 pt 6 ps 1.4 title 'no limit', \
       csv('box-drop+limit-0.5') using 't':(turned('turned')) with points ls 4 pt 2 ps 1.0 title 'limit 0.5', \
       csv('box-drop') using 't':(turned('turned')) with points ls 1 pt 7 ps 0.7 title 'limit 0.2', \
       csv('box-drop+projection-linear') using 't':(turned('turned')) with points ls 3 title 'linear', \
       0.2 * 180 / pi with lines ls 9 title '0.2 rad'
  set format x '%g'
  set xlabel 'time t (s)'
  set ylabel 'height of the centre (m)'
  set yrange [0.4:2.7]
  plot csv('box-drop+projection-unlimited') using 't':'y' with lines ls 2 title 'no limit', \
       csv('box-drop+limit-0.5') using 't':'y' with lines ls 4 title 'limit 0.5', \
       csv('box-drop') using 't':'y' with lines ls 1 title 'limit 0.2', \
       csv('box-drop+projection-linear') using 't':'y' with lines ls 3 title 'linear'
  unset multiplot
  unset output
}
