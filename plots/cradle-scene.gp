# Figure: Newton's cradle at four instants, drawn from the balls' positions (chapter 4).
# data: cradle
# scene: a picture of the experiment's bodies, drawn from its CSV (counted as a diagram by src/book-report.py)
load 'style.gp'
# The run's own geometry: at t = 0 ball 2 hangs at rest under its anchor,
# at x = 2r and y = -L (the anchors are at height 0, 2r apart from x = 0).
stats csv('cradle') every ::0::0 using 'x2' nooutput
r = STATS_min / 2
stats csv('cradle') every ::0::0 using 'y2' nooutput
L = -STATS_min
stats csv('cradle') every ::1::1 using 't' nooutput
h = STATS_min
at(T, v) = abs(column('t') - T) < h / 2 ? v : NaN
anchor(i) = 2 * r * (i - 1)
instants = '0 0.511 1 2'
pdf_terminal = "set terminal pdfcairo enhanced size 5in,3.4in font 'Helvetica,9'"
png_terminal = "set terminal pngcairo enhanced size 1000,680 font 'Helvetica,15'"
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 2,2 margins 0.08,0.99,0.09,0.95 spacing 0.04,0.16
  unset key
  set size ratio -1
  set xrange [-0.7:1.5]
  set yrange [-1.2:0.1]
  set xtics 0.5
  set ytics 0.5
  set xlabel 'x (m)' offset 0,0.5
  n = 0
  do for [T in instants] {
    n = n + 1
    if (n % 2 == 1) { set ylabel 'y (m)' offset 1.5,0 } else { unset ylabel }
    set title sprintf('t = %s s', T) offset 0,-0.6
    plot 0 with lines lc rgb '#404040' lw 2, \
         for [i=1:5] csv('cradle') using (at(T + 0, anchor(i))):(0):\
           (column('x'.i) - anchor(i)):(column('y'.i)) with vectors nohead lc rgb '#909090' lw 1, \
         for [i=1:5] csv('cradle') using (at(T + 0, column('x'.i))):'y'.i:(r) \
           with circles fs solid 0.85 border lc rgb '#202020' lc rgb (i == 1 ? '#c8402f' : i == 5 ? '#1f5fa8' : '#606060')
  }
  unset multiplot
  unset output
}
