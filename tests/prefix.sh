#!/bin/sh
# prefix.sh SOURCE_DIR WORK_DIR N [CMAKE_ARG...]
# A reader who stops after chapter N has chapters 1..N only: they must tangle,
# build and pass their own tests without anything from later chapters.
set -eu
src=$1 work=$2 n=$3
shift 3
cmake -S "$src" -B "$work" -DIMPULSE_CHAPTERS="$n" -DIMPULSE_BOOK=OFF "$@" > "$work.configure.log" 2>&1 \
  || { cat "$work.configure.log"; echo "FAIL: chapters 1..$n do not configure"; exit 1; }
cmake --build "$work" -j 2 > "$work.build.log" 2>&1 \
  || { grep -E 'error|Error' "$work.build.log" | head -40; echo "FAIL: chapters 1..$n do not build"; exit 1; }
# (the long runs, soak and the command line's sweep, are the whole build's)
ctest --test-dir "$work" -LE '^(build|long)$' -j 2 --output-on-failure \
  || { echo "FAIL: the tests of chapters 1..$n do not pass on their own"; exit 1; }
echo "ok: chapters 1..$n tangle, build and pass their tests"
