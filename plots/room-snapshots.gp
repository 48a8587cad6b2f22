# Figure: the room's bodies at four instants, drawn from their outlines (chapter 10).
# data: room-poses
load 'style.gp'
# taller than the other figures: four views of a room are nearly square
pdf_terminal = "set terminal pdfcairo enhanced size 5in,4.6in font 'Helvetica,9'"
png_terminal = "set terminal pngcairo enhanced size 1000,920 font 'Helvetica,15'"
do for [format in formats] {
  eval(value(format.'_terminal'))
  set output out.'.'.format
  set multiplot layout 2,2
  unset key
  unset tics
  unset grid
  unset border
  set view equal xyz
  set view 64, 28, 1.6
  set margins 0, 0, 0, 0
  set xyplane at 0
  set xrange [-1.5:1.5]
  set yrange [-1.5:1.5]
  set zrange [0:2.6]
  # gnuplot's vertical axis is the engine's y: plot (x, z, y)
  at(T, v) = abs(column('t') - T) < 0.001 ? v : NaN
  colour(k) = k == 0 ? 0xc8402f : (k == 1 ? 0x2a8a3e : 0x1f5fa8)
  set style arrow 1 nohead lc rgb '#909090' lw 0.6
  # the floor's edges and the room's four corners, 2.6 m high
  set arrow 1 from -1.5,-1.5,0 to 1.5,-1.5,0 as 1
  set arrow 2 from 1.5,-1.5,0 to 1.5,1.5,0 as 1
  set arrow 3 from 1.5,1.5,0 to -1.5,1.5,0 as 1
  set arrow 4 from -1.5,1.5,0 to -1.5,-1.5,0 as 1
  set arrow 5 from -1.5,-1.5,0 to -1.5,-1.5,2.6 as 1
  set arrow 6 from 1.5,-1.5,0 to 1.5,-1.5,2.6 as 1
  set arrow 7 from 1.5,1.5,0 to 1.5,1.5,2.6 as 1
  set arrow 8 from -1.5,1.5,0 to -1.5,1.5,2.6 as 1
  do for [T in "0 0.5 1 5"] {
    set title sprintf('t = %s s', T) offset 0,-2
    splot csv('room-poses') using (at(T + 0, column('x0'))):'z0':'y0':\
            (column('x1') - column('x0')):(column('z1') - column('z0')):(column('y1') - column('y0')):\
            (colour(column('kind'))) with vectors nohead lc rgb variable lw 0.8
  }
  unset multiplot
  unset output
}
