#!/bin/sh
# cli-run.sh PROGRAM DIR
# A good run: exit 0, nothing on stderr, the header that `help` documents,
# one row per step plus the initial state, every field a finite number, and
# the same bytes on standard output as in the --out file.
set -eu
program=$1 dir=$2
out=$dir/good-run.csv
rm -f "$out"
"$program" run spin --set steps=5 --set dt=0.02 --out "$out" 2> "$dir/good-run.err"
fail() { echo "FAIL: $*"; exit 1; }
[ ! -s "$dir/good-run.err" ] || fail "stderr was not empty: $(cat "$dir/good-run.err")"
header=$(head -1 "$out")
documented=$("$program" help spin | sed -n '/^columns of the CSV:/,/^$/p' | awk 'NF && !/^columns/ {print $1}' | paste -sd, -)
[ "$header" = "$documented" ] || fail "header '$header' differs from help's columns '$documented'"
rows=$(($(wc -l < "$out") - 1))
[ "$rows" -eq 6 ] || fail "$rows rows, expected 6 (steps + 1)"
awk -F, 'NR > 1 { for (i = 1; i <= NF; i++) if ($i !~ /^-?[0-9.]+(e[-+][0-9]+)?$/) { print "bad field " $i; exit 1 } }' "$out" \
  || fail "a field is not a finite number"
awk -F, 'NR == 3 && ($1 < 0.0199999 || $1 > 0.0200001) { exit 1 }' "$out" || fail "t of the second row is not dt"
"$program" run spin --set steps=5 --set dt=0.02 | cmp -s - "$out" || fail "standard output differs from --out"
echo "ok: $rows rows, header matches help"
