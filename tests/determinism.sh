#!/bin/sh
# determinism.sh PROGRAM SOURCE WORK CHAPTERS C-COMPILER
# Same inputs, same bits out: every experiment's CSV at its defaults is
#  1. the same bytes when PROGRAM runs it twice, and
#  2. the same bytes from PROGRAM, from an -O0 build and from an -O2 build of
#     the same tree (built here, under WORK, only the impulse program).
# Optimisation may reorder nothing that rounds differently: C fixes the
# order of a float expression, and CMakeLists.txt turns off the one licence
# compilers take by default (fusing a*b+c into one FMA, -ffp-contract). A
# difference here names the experiment and the first differing line.
set -u
program=$1 source=$2 work=$3 chapters=$4 compiler=$5
mkdir -p "$work" || exit 1
status=0
fail() { echo "FAIL: $*"; status=1; }
names=$("$program" list | awk '{print $1}')
[ -n "$names" ] || { echo "FAIL: impulse list names no experiment"; exit 1; }

build() { # NAME FLAGS: configure and build only impulse, quietly
  dir=$work/build-$1
  cmake -S "$source" -B "$dir" -DIMPULSE_BOOK=OFF -DIMPULSE_CHAPTERS="$chapters" \
        -DCMAKE_BUILD_TYPE=None -DCMAKE_C_FLAGS="$2" -DCMAKE_C_COMPILER="$compiler" \
        > "$work/$1.log" 2>&1 &&
    cmake --build "$dir" --target impulse -j 2 >> "$work/$1.log" 2>&1 ||
    { echo "FAIL: building with $2 (see $work/$1.log)"; tail -20 "$work/$1.log"; exit 1; }
}
build O0 -O0
build O2 -O2

first_difference() { cmp "$1" "$2" | head -1; }
for name in $names; do
  "$program" run "$name" > "$work/$name.csv" || fail "$name: the run failed"
  "$program" run "$name" > "$work/$name.rerun.csv" || fail "$name: the rerun failed"
  cmp -s "$work/$name.csv" "$work/$name.rerun.csv" ||
    fail "$name: a rerun differs: $(first_difference "$work/$name.csv" "$work/$name.rerun.csv")"
  for level in O0 O2; do
    "$work/build-$level/impulse" run "$name" > "$work/$name.$level.csv" ||
      fail "$name: the -$level run failed"
    cmp -s "$work/$name.csv" "$work/$name.$level.csv" ||
      fail "$name: the -$level build differs: $(first_difference "$work/$name.csv" "$work/$name.$level.csv")"
  done
done
[ "$status" -eq 0 ] &&
  echo "ok: $(echo $names | wc -w) experiments, bit-identical on rerun and at -O0, -O2 and as tested"
exit "$status"
