# Figure: the plank bridge at rest, unloaded and under a load of 80 kg, against the statics (chapter 15).
# data: bridge3d-shape bridge3d-shape+load-80
# scene: a picture of the experiment's bodies, drawn from its CSV (counted as a diagram by src/book-report.py)
load 'style.gp'
pdf_terminal = "set terminal pdfcairo enhanced size 5in,2.6in font 'Helvetica,9'"
png_terminal = "set terminal pngcairo enhanced size 1000,520 font 'Helvetica,15'"
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set size ratio -1
  set xrange [-4.6:4.6]
  set yrange [-3.3:0.5]
  set xtics 1
  set ytics 1
  set xlabel 'x (m)'
  set ylabel 'y (m)'
  set key bottom right
  set style fill transparent solid 0.35 border lc rgb '#c8402f'
  plot csv('bridge3d-shape') using 'x':'y' with linespoints ls 1 lw 2.5 pt 7 ps 0.2 \
         title 'unloaded', \
       csv('bridge3d-shape+load-80') using 'x':'y' with linespoints ls 2 lw 2.5 pt 7 ps 0.2 \
         title 'a load of 80 kg', \
       csv('bridge3d-shape+load-80') using 'load_x':'load_y':(0.2):(0.2) every ::0::0 \
         with boxxyerror lc rgb '#c8402f' notitle, \
       csv('bridge3d-shape') using 'exact_x':'exact_y' with points pt 6 ps 0.85 lc rgb '#000000' title 'statics at rest', \
       csv('bridge3d-shape+load-80') using 'exact_x':'exact_y' with points pt 6 ps 0.85 lc rgb '#000000' notitle, \
       '+' using (-4.25):(0) every ::0::0 with points pt 9 ps 1.4 lc rgb '#404040' notitle, \
       '+' using (4.25):(0) every ::0::0 with points pt 9 ps 1.4 lc rgb '#404040' notitle
  unset output
}
