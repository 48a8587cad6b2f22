#!/bin/sh
# run.sh [SECONDS] [TARGET...]
# Build the libFuzzer targets with Clang (in build-fuzz/, -DIMPULSE_FUZZ=ON:
# libFuzzer, AddressSanitizer, UBSan) and run each TARGET (cli, collide, world; by
# default all three) for SECONDS (default 60), starting from the committed seed
# corpus tests/fuzz/corpus/TARGET/ and keeping what it learns in
# build-fuzz/corpus/TARGET/. Prints, per target, the executions, the
# coverage (edges, features), the corpus, and every finding with the line
# that says what broke; a finding's input is saved under
# build-fuzz/findings/TARGET/ and replays with build-fuzz/fuzz-TARGET FILE.
# Exit status 1 if anything was found. Extra libFuzzer flags come from
# IMPULSE_FUZZ_FLAGS: a long campaign that goes on past findings is
#   IMPULSE_FUZZ_FLAGS="-fork=2 -ignore_crashes=1" sh tests/fuzz/run.sh 3600
set -eu
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-cli collide world}
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${IMPULSE_FUZZ_BUILD:-$top/build-fuzz}
compiler=${CC:-clang}
case $($compiler --version 2>/dev/null | head -1) in
  *clang*) ;;
  *) echo "run.sh: libFuzzer needs Clang (set CC, or install clang)" >&2; exit 2 ;;
esac
mkdir -p "$build"
echo "building the fuzz targets with $compiler in $build"
cmake -S "$top" -B "$build" -DCMAKE_C_COMPILER="$compiler" -DIMPULSE_FUZZ=ON \
      -DIMPULSE_BOOK=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo > "$build/configure.log" 2>&1 ||
  { tail -20 "$build/configure.log"; exit 2; }
set --
for target in $targets; do set -- "$@" "fuzz-$target"; done
cmake --build "$build" -j 2 --target "$@" > "$build/build.log" 2>&1 ||
  { tail -30 "$build/build.log"; exit 2; }

status=0
for target in $targets; do
  corpus=$build/corpus/$target findings=$build/findings/$target log=$build/fuzz-$target.log
  mkdir -p "$corpus" "$findings"
  set -- -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
         -artifact_prefix="$findings/"
  [ "$target" = collide ] && set -- "$@" -max_len=64
  # A world input is at most 673 bytes (16 bodies, 3 obstacles); it steps
  # up to 300 times, which takes up to a second under the sanitizers and
  # longer on a busy machine: slowness there is not a finding.
  [ "$target" = world ] && set -- "$@" -max_len=673 -timeout=60 -report_slow_units=600
  [ -f "$top/tests/fuzz/$target.dict" ] && set -- "$@" -dict="$top/tests/fuzz/$target.dict"
  before=$(ls "$findings" | wc -l)
  # shellcheck disable=SC2086 # IMPULSE_FUZZ_FLAGS is a list of flags
  "$build/fuzz-$target" "$@" ${IMPULSE_FUZZ_FLAGS:-} "$corpus" "$top/tests/fuzz/corpus/$target" \
    > "$log" 2>&1 || true
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  [ -n "$runs" ] || runs=$(grep -a -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
  cov=$(grep -a -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
  corp=$(grep -a -o -E 'corp: [0-9]+(/[0-9]+[a-zA-Z]*)?' "$log" | tail -1)
  found=$(($(ls "$findings" | wc -l) - before))
  echo "fuzz-$target: ${seconds} s, ${runs:-?} executions, ${cov:-cov: ?}, ${corp:-corp: ?}, $found new findings (log $log)"
  if [ "$found" -gt 0 ]; then
    status=1
    for artifact in $(ls -t "$findings" | head -n "$found"); do
      what=$("$build/fuzz-$target" "$findings/$artifact" 2>&1 |
             grep -a -m 1 -E '^(narrow phase|impulse command line|world step):|ERROR: |runtime error' || true)
      echo "  finding $findings/$artifact: ${what:-see the log}"
    done
  fi
done
exit "$status"
