#!/bin/sh
# cli-finite.sh PROGRAM DIR
# Every experiment at every numeric parameter's minimum and maximum, one at a
# time, the others at their defaults: a run inside the advertised ranges
# either writes only finite numbers, or says on standard error that it did
# not ("impulse: warning: column C is not finite from t = T s (...)"),
# with exit status 0 either way. A non-finite value without that line, a
# warning without a non-finite value, or any other status fails. (NaN is a
# value, not a blow-up, in an experiment whose help says "nan if absent".)
#
# Kept to seconds, not minutes: the length of a run is cut to at most 1000
# steps for chapters 1-7 and 30 for the world's experiments (chapter 8 on),
# whose steps cost a thousand times more; a duration to 1000 (or 30) steps
# of the run's dt, or its minimum if that is longer; the inertia
# experiment's samples to 4096. The length
# parameters themselves (steps, duration, samples) are swept at their
# minimum only: at their maximum a run takes minutes (spin's 10^6 steps,
# 40 s), and what a long run does is the per-step growth the help states.
set -u
program=$1 dir=$2
mkdir -p "$dir" || exit 1
csv=$dir/finite.csv err=$dir/finite.err
status=0 runs=0 warned=0
tab=$(printf '\t')
is_length() { case $1 in steps|duration|samples) return 0 ;; esac; return 1; }
for name in $("$program" list | awk '{print $1}'); do
  help=$("$program" help "$name") || { echo "FAIL: impulse help $name"; exit 1; }
  chapter=$("$program" list | awk -v n="$name" '$1 == n {print $3}')
  cap=1000; [ "$chapter" -ge 8 ] && cap=30
  printf '%s\n' "$help" | sed -n '/^parameters/,/^$/p' | awk 'NR > 1 && NF' |
    paste - - > "$dir/finite-$name.params"
  # key, default, min, max of the numeric parameters
  awk -F"$tab" '$2 ~ /in \[/ {
      split($1, k, " "); d = $2; sub(/.*default /, "", d); sub(/;.*/, "", d)
      r = $2; sub(/.*in \[/, "", r); sub(/\].*/, "", r); split(r, lh, ", ")
      print k[1], d, lh[1], lh[2] }' "$dir/finite-$name.params" > "$dir/finite-$name.ranges"
  default_of() { awk -v k="$1" '$1 == k {print $2}' "$dir/finite-$name.ranges"; }
  steps_default=$(default_of steps) duration_default=$(default_of duration)
  samples_default=$(default_of samples)
  duration_min=$(awk '$1 == "duration" {print $3}' "$dir/finite-$name.ranges")
  while read -r key fallback lo hi; do
    for value in $lo $hi; do
      [ "$value" = "$hi" ] && is_length "$key" && continue
      set -- --set "$key=$value"
      dt=$(default_of dt); [ "$key" = dt ] && dt=$value
      if [ -n "$steps_default" ] && [ "$key" != steps ]; then
        set -- "$@" --set "steps=$(awk -v d="$steps_default" -v c=$cap 'BEGIN {print d < c ? d : c}')"
      fi
      if [ -n "$duration_default" ] && [ "$key" != duration ] && [ -n "$dt" ]; then
        set -- "$@" --set "duration=$(awk -v d="$duration_default" -v c=$cap -v h="$dt" \
          -v m="$duration_min" 'BEGIN {x = c * h; x = d < x ? d : x; printf "%.6g", (x > m ? x : m)}')"
      fi
      if [ -n "$samples_default" ] && [ "$key" != samples ]; then
        set -- "$@" --set samples=4096
      fi
      rm -f "$csv"
      "$program" run "$name" "$@" --out "$csv" 2> "$err"
      got=$?
      runs=$((runs + 1))
      bad=0
      if [ -f "$csv" ]; then
        if printf '%s\n' "$help" | grep -q 'nan if absent'; then
          bad=$(awk -F, 'NR > 1 && /inf/ {n++} END {print n + 0}' "$csv")
        else
          bad=$(awk -F, 'NR > 1 && /nan|inf/ {n++} END {print n + 0}' "$csv")
        fi
      fi
      said=$(grep -c '^impulse: warning: column [a-z0-9_]* is not finite from ' "$err")
      lines=$(grep -c . "$err")
      if [ "$got" -ne 0 ] || [ ! -f "$csv" ]; then
        echo "FAIL: $name $*: exit $got: $(cat "$err")"; status=1
      elif [ "$bad" -gt 0 ] && [ "$said" -ne 1 ]; then
        echo "FAIL: $name $*: $bad rows not finite, and no warning"; status=1
      elif [ "$bad" -eq 0 ] && [ "$lines" -ne 0 ]; then
        echo "FAIL: $name $*: all finite, yet stderr says: $(cat "$err")"; status=1
      elif [ "$lines" -gt 1 ]; then
        echo "FAIL: $name $*: $lines lines on stderr: $(cat "$err")"; status=1
      fi
      [ "$said" -eq 1 ] && warned=$((warned + 1))
    done
  done < "$dir/finite-$name.ranges"
done
[ "$runs" -gt 0 ] || { echo "FAIL: no runs"; exit 1; }
[ "$status" -eq 0 ] &&
  echo "ok: $runs runs at the ends of the ranges; $warned blew up, each with its warning"
exit $status
