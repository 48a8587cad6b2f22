#!/bin/sh
# cli-expect.sh STATUS PATTERN OUTFILE PROGRAM ARG...
# Run PROGRAM with ARGs (an ARG "…/@OUT@" becomes OUTFILE) and require: the
# exit STATUS, exactly one line on stderr matching the extended regular
# expression PATTERN, and no OUTFILE or partial file left behind.
set -u
status=$1 pattern=$2 outfile=$3 program=$4
shift 4
rm -f "$outfile" "$outfile".partial-*
args=""
for arg in "$@"; do
  case $arg in */@OUT@) arg=$outfile ;; esac
  args="$args$(printf '%s' "$arg" | sed "s/'/'\\\\''/g; s/^/'/; s/\$/'/") "
done
errfile=$(mktemp)
eval "\"\$program\" $args" > /dev/null 2> "$errfile" < /dev/null
got=$?
err=$(cat "$errfile"); rm -f "$errfile"
lines=$(printf '%s\n' "$err" | grep -c .)
fail() { echo "FAIL: $*"; echo "stderr was:"; printf '%s\n' "$err"; exit 1; }
[ "$got" -eq "$status" ] || fail "exit status $got, expected $status"
[ "$lines" -eq 1 ] || fail "$lines lines on stderr, expected exactly one"
printf '%s\n' "$err" | grep -Eq -- "$pattern" || fail "stderr does not match /$pattern/"
[ ! -e "$outfile" ] || fail "$outfile was written"
for partial in "$outfile".partial-*; do
  [ ! -e "$partial" ] || fail "a partial file $partial was left"
done
echo "ok: exit $got, stderr: $err"
