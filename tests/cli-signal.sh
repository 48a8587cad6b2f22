#!/bin/sh
# cli-signal.sh PROGRAM DIR EXPECT
# A run interrupted by SIGINT, SIGTERM or SIGHUP dies of that signal and
# leaves no temporary file (impulse-partial-*) behind: the file named by
# --out is not created, and a file already there keeps its contents.
# The signal is sent once the temporary file exists, so it lands mid-run
# whatever the machine's speed (a run of a million steps takes seconds).
set -u
program=$1 dir=$2
rm -rf "$dir" && mkdir -p "$dir" || exit 1
status=0
fail() { echo "FAIL: $*"; status=1; }
# A background job of a non-interactive shell starts with SIGINT ignored,
# and impulse keeps a signal ignored on entry; env restores the default.
if env --default-signal=INT true 2>/dev/null; then
  start="env --default-signal=INT,TERM,HUP"; signals="INT TERM HUP"
else
  start=""; signals="TERM HUP"; echo "note: env cannot restore SIGINT; testing TERM and HUP"
fi
for signal in $signals; do
  for existing in no yes; do
    folder=$dir/$signal-$existing
    mkdir "$folder"
    [ "$existing" = yes ] && echo old > "$folder/run.csv"
    $start "$program" run spin --set steps=1000000 --out "$folder/run.csv" 2>/dev/null &
    pid=$!
    tries=0
    while ! ls "$folder" | grep -q partial && [ "$tries" -lt 300 ]; do
      sleep 0.05; tries=$((tries + 1))
    done
    ls "$folder" | grep -q partial || fail "$signal: no temporary file appeared in $folder"
    kill -s "$signal" "$pid"
    wait "$pid"
    got=$?
    [ "$got" -gt 128 ] || fail "$signal: exit status $got, expected death by the signal"
    left=$(ls "$folder")
    if [ "$existing" = yes ]; then
      [ "$left" = run.csv ] && [ "$(cat "$folder/run.csv")" = old ] ||
        fail "$signal: after the interrupted run the folder holds '$left'"
    else
      [ -z "$left" ] || fail "$signal: the interrupted run left '$left'"
    fi
  done
done
[ "$status" -eq 0 ] && echo "ok: $signals leave no temporary file and no partial CSV"
exit "$status"
