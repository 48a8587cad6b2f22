# style.gp: the look every figure shares. Each script loads it, then draws
# once per format in `formats`, switching terminals with eval(value(...)).
# The build passes `data` (the folder of the experiments' CSV files) and `out`
# (the figure's path without extension).
set datafile separator ','
set encoding utf8
set grid lc rgb '#d9d9d9' lw 0.5
set border lc rgb '#404040'
set tics textcolor rgb '#202020'
set key box lc rgb '#b0b0b0' opaque samplen 2.5 spacing 1.1
set mxtics 2

# one colour per method or object, used the same way in every chapter
set style line 1 lc rgb '#1f5fa8' lw 1.6 pt 7 ps 0.45
set style line 2 lc rgb '#c8402f' lw 1.6 pt 5 ps 0.45
set style line 3 lc rgb '#2a8a3e' lw 1.6 pt 9 ps 0.55
set style line 4 lc rgb '#8e5bb3' lw 1.6 pt 13 ps 0.55
set style line 5 lc rgb '#b8860b' lw 1.6 pt 11 ps 0.55
# theory: a thin black dashed line drawn over the measurement
set style line 9 lc rgb '#000000' lw 0.9 dt (6,4)

formats = "pdf png"
pdf_terminal = "set terminal pdfcairo enhanced size 5in,3in font 'Helvetica,9'"
png_terminal = "set terminal pngcairo enhanced size 1000,600 font 'Helvetica,15'"
# csv('spin') is the defaults' run, csv('spin+dt-0.05') a variant (see book/book.cmake)
csv(run) = data.'/'.run.'.csv'
