# Figure: the bridge at four instants, drawn from the deck particles' positions (chapter 4).
# data: bridge
# scene: a picture of the experiment's bodies, drawn from its CSV (counted as a diagram by src/book-report.py)
load 'style.gp'
# The fixed points of the scene (chapter 4): deck particle i hangs from a
# support at x = i m, y = 2 m; the end cables are tied to abutments at
# x = -1 m and x = 9 m, y = 0.
stats csv('bridge') every ::1::1 using 't' nooutput
h = STATS_min
at(T, v) = abs(column('t') - T) < h / 2 ? v : NaN
# height of the deck under the load, shared as the experiment shares it
left(x) = x >= 8 ? 7 : floor(x)
under(x) = (1 - (x - left(x))) * column(sprintf('y%d', left(x))) + \
           (x - left(x)) * column(sprintf('y%d', left(x) + 1))
instants = '0 0.1 4'
pdf_terminal = "set terminal pdfcairo enhanced size 5in,4.3in font 'Helvetica,9'"
png_terminal = "set terminal pngcairo enhanced size 1000,860 font 'Helvetica,15'"
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 3,1 margins 0.07,0.99,0.08,0.96 spacing 0,0.09
  unset key
  set size ratio -1
  set xrange [-1.5:9.5]
  set yrange [-0.4:2.2]
  set xtics 1
  set ytics 1
  set ylabel 'y (m)' offset 1.5,0
  unset xlabel
  n = 0
  do for [T in instants] {
    n = n + 1
    if (n == 3) { set xlabel 'x (m)' offset 0,0.5 }
    set title sprintf('t = %s s', T) offset 0,-0.7
    plot 0 with lines ls 9, \
         for [i=0:8] csv('bridge') using (at(T + 0, i)):(2):\
           (column('x'.i) - i):(column('y'.i) - 2) with vectors nohead lc rgb '#909090' lw 1, \
         csv('bridge') using (at(T + 0, -1)):(0):(column('x0') + 1):'y0' \
           with vectors nohead lc rgb '#909090' lw 1, \
         csv('bridge') using (at(T + 0, 9)):(0):(column('x8') - 9):'y8' \
           with vectors nohead lc rgb '#909090' lw 1, \
         for [i=0:7] csv('bridge') using (at(T + 0, column('x'.i))):'y'.i:\
           (column('x'.(i + 1)) - column('x'.i)):(column('y'.(i + 1)) - column('y'.i)) \
           with vectors nohead ls 1 lw 3, \
         for [i=0:8] csv('bridge') using (at(T + 0, column('x'.i))):'y'.i \
           with points pt 7 ps 0.6 lc rgb '#202020', \
         '+' using (-1):(0) every ::0::0 with points pt 9 ps 1.4 lc rgb '#404040', \
         '+' using (9):(0) every ::0::0 with points pt 9 ps 1.4 lc rgb '#404040', \
         for [i=0:8] '+' using (i):(2) every ::0::0 with points pt 5 ps 0.5 lc rgb '#404040', \
         csv('bridge') using (at(T + 0, column('load_x'))):(under(column('load_x')) + 0.22) \
           with points pt 11 ps 1.6 lc rgb '#c8402f'
  }
  unset multiplot
  unset output
}
