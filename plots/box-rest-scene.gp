# Figure: the box set down, seen from the side at three instants, with and without the resting rules (chapter 12).
# data: box-rest box-rest+resting-off
# scene: a picture of the experiment's bodies, drawn from its CSV (counted as a diagram by src/book-report.py)
load 'style.gp'
# The box is a cube of half side h = 0.5 m (chapter 12). Its corner with signs
# (a, b, c) along its own axes is at the centre plus R(q) (a h, b h, c h); the
# side view keeps the world's x and y of each corner, so the twelve edges are
# drawn as segments between corners that differ in one sign, all of them (a
# wire frame): a box turned about the vertical shows its side faces as well.
h = 0.5
stats csv('box-rest') every ::1::1 using 't' nooutput
step = STATS_min
at(T, v) = abs(column('t') - T) < step / 2 ? v : NaN
corner_sign(i, k) = ((int(i) >> k) & 1) ? 1.0 : -1.0
qx = 'qx'; qy = 'qy'; qz = 'qz'; qw = 'qw'
px(i) = column('x') + h * ((1 - 2 * (column(qy)**2 + column(qz)**2)) * corner_sign(i, 0) + \
        2 * (column(qx) * column(qy) - column(qz) * column(qw)) * corner_sign(i, 1) + \
        2 * (column(qx) * column(qz) + column(qy) * column(qw)) * corner_sign(i, 2))
py(i) = column('y') + h * (2 * (column(qx) * column(qy) + column(qz) * column(qw)) * corner_sign(i, 0) + \
        (1 - 2 * (column(qx)**2 + column(qz)**2)) * corner_sign(i, 1) + \
        2 * (column(qy) * column(qz) - column(qx) * column(qw)) * corner_sign(i, 2))
# edge from corner i along its own axis k, drawn once (from the corner with a minus sign)
edge(i, k) = ((int(i) >> k) & 1) ? NaN : 1
other(i, k) = int(i) + (1 << k)
instants = '0 4 10'
colour(n) = word('#a0a0a0 #1f5fa8 #c8402f', n)
pdf_terminal = "set terminal pdfcairo enhanced size 5in,2.5in font 'Helvetica,9'"
png_terminal = "set terminal pngcairo enhanced size 1000,500 font 'Helvetica,15'"
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 1,2 margins 0.08,0.99,0.13,0.92 spacing 0.05,0
  set size ratio -1
  set xrange [-0.8:0.7]
  set yrange [-0.08:1.32]
  set xtics 0.5
  set ytics 0.5
  set xlabel 'x (m)' offset 0,0.5
  set key top center horizontal samplen 1.5 width -1 spacing 1
  do for [run in 'box-rest box-rest+resting-off'] {
    if (run eq 'box-rest') { set ylabel 'y (m)' offset 1.5,0; set title 'resting rules on' offset 0,-0.6 } \
    else { unset ylabel; set title 'resting rules off' offset 0,-0.6 }
    plot 0 with lines lc rgb '#404040' lw 2 notitle, \
         for [n=1:3] for [i=0:7] for [k=0:2] csv(run) \
           using (at(word(instants, n) + 0, edge(i, k) * px(i))):(py(i)):\
                 (px(other(i, k)) - px(i)):(py(other(i, k)) - py(i)) \
           with vectors nohead lc rgb colour(n) lw (n == 1 ? 3 : 1) \
           title (i == 0 && k == 0 ? sprintf('t = %s s', word(instants, n)) : '')
  }
  unset multiplot
  unset output
}
