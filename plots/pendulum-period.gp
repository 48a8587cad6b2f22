# Figure: the joint pendulum's first period against its release angle (chapter 15).
# data: pendulum-period pendulum-period+dt-0.0016666667
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set xlabel 'release angle θ_0 (degrees)'
  set ylabel 'period T (s)'
  set xrange [0:180]
  set xtics 30
  set yrange [1.9:6]
  set key top left
  plot csv('pendulum-period') using 'angle':'elliptic' with lines ls 9 title 'elliptic period', \
       csv('pendulum-period+dt-0.0016666667') using 'angle':'period' with linespoints ls 1 title 'ball joint, h = 1/600 s', \
       csv('pendulum-period') using 'angle':'period' with linespoints ls 2 title 'ball joint, h = 1/60 s'
  unset output
}
