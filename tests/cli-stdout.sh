#!/bin/sh
# cli-stdout.sh PROGRAM DIR EXPECT
# Output that cannot be written is an error, never a silent success: with
# standard output closed (>&-) or full (/dev/full), run, list and help
# exit 1 with one line on stderr; with --out given, a closed standard
# output does not matter.
set -u
program=$1 dir=$2
rm -rf "$dir" && mkdir -p "$dir" || exit 1
status=0
fail() { echo "FAIL: $*"; status=1; }
check() { # CASE EXPECTED-STATUS PATTERN: $got and $err are set
  lines=$(printf '%s\n' "$err" | grep -c .)
  if [ "$got" -ne "$2" ] || [ "$lines" -ne 1 ] || ! printf '%s\n' "$err" | grep -Eq "$3"; then
    fail "$1: exit $got (expected $2), $lines lines: $err"
  fi
}
err=$("$program" run spin --set steps=5 2>&1 >&-); got=$?
check "run >&-" 1 "standard output is closed"
err=$("$program" list 2>&1 >&-); got=$?
check "list >&-" 1 "standard output is closed"
err=$("$program" help spin 2>&1 >&-); got=$?
check "help spin >&-" 1 "standard output is closed"
if [ -w /dev/full ]; then
  err=$("$program" run spin --set steps=5 2>&1 > /dev/full); got=$?
  check "run > /dev/full" 1 "writing standard output failed"
  err=$("$program" list 2>&1 > /dev/full); got=$?
  check "list > /dev/full" 1 "writing standard output failed"
fi
# --out to a full device: a node of our own where we may make one (a faulty
# impulse then harms only it), else /dev/full when we cannot replace it.
if mknod "$dir/full" c 1 7 2>/dev/null; then full=$dir/full
elif [ "$(id -u)" -ne 0 ] && [ -w /dev/full ]; then full=/dev/full
else full=""; fi
if [ -n "$full" ]; then
  err=$("$program" run spin --set steps=5 --out "$full" 2>&1); got=$?
  check "run --out $full" 1 "writing .*full failed"
  [ -c "$full" ] || fail "$full is no longer a character device"
fi
err=$("$program" run spin --set steps=5 --out "$dir/closed.csv" 2>&1 >&-); got=$?
[ "$got" -eq 0 ] && [ -z "$err" ] && [ "$(wc -l < "$dir/closed.csv")" -eq 7 ] ||
  fail "--out with standard output closed: exit $got, $err"
[ "$status" -eq 0 ] && echo "ok: a closed or full standard output is exit 1 with one line"
exit "$status"
