# Figure: the pyramid by relaxation (left) and by the sequential solver (right) at three instants (chapter 17).
# data: stack-shapes+solver-relaxation stack-shapes
# scene: a picture of the experiment's bodies, drawn from its CSV (counted as a diagram by src/book-report.py)
load 'style.gp'
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 3,2 margins 0.02,0.98,0.02,0.95 spacing 0.03,0.06
  unset key
  unset tics
  unset grid
  unset border
  set size ratio -1
  set xrange [-7:7]
  set yrange [-0.8:5.5]
  at(T, v) = abs(column('t') - T) < 0.01 ? v : NaN
  do for [T in '5 10 20'] {
    do for [run in 'stack-shapes+solver-relaxation stack-shapes'] {
      set title sprintf('%s, t = %s s', run eq 'stack-shapes+solver-relaxation' ? 'relaxation' : 'sequential', T) offset 0,-0.6
      plot csv(run) using (at(T + 0, column('kind') == 1 ? column('x0') : NaN)):'y0':\
             (column('x1') - column('x0')):(column('y1') - column('y0')):(column('body') < 3 ? 0x909090 : 0x1f5fa8) \
             with vectors nohead lc rgb variable lw 1, \
           csv(run) using (at(T + 0, column('kind') == 0 ? column('x0') : NaN)):'y0':'r' \
             with circles lc rgb '#c8402f' lw 1, \
           csv(run) using (at(T + 0, column('kind') == 0 ? column('x0') : NaN)):'y0':\
             (column('x1') - column('x0')):(column('y1') - column('y0')) \
             with vectors nohead lc rgb '#c8402f' lw 1
    }
  }
  unset multiplot
  unset output
}
