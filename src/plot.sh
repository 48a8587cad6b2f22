#!/bin/sh
# plot.sh GNUPLOT DATA_DIR OUT SCRIPT
# Draw one figure: run the gnuplot SCRIPT with `data` (the folder of the CSV
# files) and `out` (the figure's path without extension), from the folder of
# the script so that it finds style.gp. gnuplot exits with status 0 after a
# mere warning, and a misspelt column or a missing run is only a warning: the
# curve is silently left out. So a figure must draw in silence: any message on
# gnuplot's standard error, or a non-zero status, fails the step, and its
# outputs are removed, so that the next build does not take a half-drawn
# figure for an up-to-date one.
set -u
gnuplot=$1 data=$2 out=$3 script=$4
messages=$(cd "$(dirname "$script")" &&
           "$gnuplot" -e "data='$data'" -e "out='$out'" "$(basename "$script")" 2>&1 >/dev/null)
status=$?
if [ $status -ne 0 ] || [ -n "$messages" ]; then
  printf '%s\n' "$messages" >&2
  echo "plot.sh: $script failed (gnuplot status $status, or a message above); figure not drawn" >&2
  rm -f "$out.pdf" "$out.png"
  exit 1
fi
