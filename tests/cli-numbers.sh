#!/bin/sh
# cli-numbers.sh PROGRAM DIR EXPECT
# Every spelling the number rule allows (impulse help states it) is read as
# the number it spells: 0.01, .01, 0.010, +0.01, 1e-2, 1E-2 and 10e-3 give
# the same CSV bit for bit, and so do steps=5, +5 and 05. (What the rule
# refuses is checked case by case in cli.cmake.)
set -u
program=$1 dir=$2
rm -rf "$dir" && mkdir -p "$dir" || exit 1
status=0
"$program" run spin --set dt=0.01 --set steps=5 > "$dir/reference.csv" || exit 1
for dt in .01 0.010 +0.01 1e-2 1E-2 10e-3 1.e-2 0.01e0; do
  "$program" run spin --set "dt=$dt" --set steps=5 | cmp -s - "$dir/reference.csv" ||
    { echo "FAIL: dt=$dt differs from dt=0.01"; status=1; }
done
for steps in +5 05; do
  "$program" run spin --set dt=0.01 --set "steps=$steps" | cmp -s - "$dir/reference.csv" ||
    { echo "FAIL: steps=$steps differs from steps=5"; status=1; }
done
"$program" help spin | grep -q '^numbers: decimal' || { echo "FAIL: help does not state the rule"; status=1; }
[ "$status" -eq 0 ] && echo "ok: every allowed spelling reads as the same number"
exit "$status"
