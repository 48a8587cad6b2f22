#!/bin/sh
# cli-unstable.sh PROGRAM DIR ROWS COLUMN NAME KEY=VALUE...
# A run inside the ranges that blows up on purpose (an explicit stepper past
# its stability limit, which the parameter's help line states): exit status
# 0, the CSV written whole (ROWS rows after the header, every one with the
# header's number of fields), and exactly one line on stderr,
#   impulse: warning: column COLUMN is not finite from t = T s (...)
# naming the first column that is not finite in the first row that has one,
# and that row's time T, both read from the CSV itself.
set -u
program=$1 dir=$2 rows=$3 column=$4 name=$5
shift 5
mkdir -p "$dir" || exit 1
tag=$(printf '%s' "$name $*" | tr -c 'a-z0-9' '-')
csv=$dir/unstable-$tag.csv errfile=$dir/unstable-$tag.err
rm -f "$csv"
args=""
for kv do args="$args --set $kv"; done
# shellcheck disable=SC2086
"$program" run "$name" $args --out "$csv" 2> "$errfile"
got=$?
err=$(cat "$errfile")
fail() { echo "FAIL: impulse run $name$args: $*"; echo "stderr was: $err"; exit 1; }
[ "$got" -eq 0 ] || fail "exit status $got, expected 0"
[ -f "$csv" ] || fail "no CSV written"
[ "$(printf '%s\n' "$err" | grep -c .)" -eq 1 ] || fail "expected exactly one line on stderr"
whole=$(awk -F, 'NR == 1 {n = NF} NR > 1 && NF != n {bad++} END {print NR - 1, bad + 0}' "$csv")
[ "$whole" = "$rows 0" ] || fail "the CSV has $whole (rows, short rows), expected $rows 0"
# The first non-finite value, found independently: its column and its row's t.
first=$(awk -F, 'NR == 1 {for (i = 1; i <= NF; i++) name[i] = $i; next}
  {for (i = 1; i <= NF; i++) if ($i ~ /nan|inf/) {printf "%s %.6g\n", name[i], $1; exit}}' "$csv")
[ -n "$first" ] || fail "the warning is printed but every value is finite"
want_column=${first% *} want_t=${first#* }
[ "$want_column" = "$column" ] || fail "the first non-finite column is $want_column, not $column"
printf '%s\n' "$err" |
  grep -Fq "impulse: warning: column $column is not finite from t = $want_t s (" ||
  fail "stderr does not name column $column from t = $want_t s"
echo "ok: exit 0, $rows rows, $err"
