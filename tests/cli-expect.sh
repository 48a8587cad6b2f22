#!/bin/sh
# cli-expect.sh STATUS PATTERN OUTFILE PROGRAM ARG...
# Run PROGRAM with ARGs (an ARG "…/@OUT@" becomes OUTFILE) and require: the
# exit STATUS, exactly one line on stderr matching the extended regular
# expression PATTERN, and no OUTFILE or temporary file (impulse-partial-*)
# left behind in OUTFILE's folder, which is the case's own.
set -u
status=$1 pattern=$2 outfile=$3 program=$4
shift 4
folder=$(dirname "$outfile")
rm -rf "$folder" && mkdir -p "$folder" || exit 1
count=$#
for arg do # the list is read once: appending to "$@" here is safe
  case $arg in */@OUT@) arg=$outfile ;; esac
  set -- "$@" "$arg"
done
shift "$count"
errfile=$(mktemp)
"$program" "$@" > /dev/null 2> "$errfile" < /dev/null
got=$?
err=$(cat "$errfile"); rm -f "$errfile"
lines=$(printf '%s\n' "$err" | grep -c .)
fail() { echo "FAIL: $*"; echo "stderr was:"; printf '%s\n' "$err"; exit 1; }
[ "$got" -eq "$status" ] || fail "exit status $got, expected $status"
[ "$lines" -eq 1 ] || fail "$lines lines on stderr, expected exactly one"
printf '%s\n' "$err" | grep -Eq -- "$pattern" || fail "stderr does not match /$pattern/"
[ ! -e "$outfile" ] || fail "$outfile was written"
for partial in "$folder"/impulse-partial-* "$outfile".partial-*; do
  [ ! -e "$partial" ] || fail "a partial file $partial was left"
done
echo "ok: exit $got, stderr: $err"
