#!/bin/sh
# tangle-in-sync.sh SOURCE_DIR WORK_DIR
# tangled/ is committed so that the engine can be read without noweb. It must
# be exactly what the chapters tangle to today.
set -eu
src=$1 work=$2
rm -rf "$work"
cd "$src"
sh src/tangle.sh "$work" chapters/[0-9][0-9]-*.nw
if ! diff -r "$work" tangled > "$work.diff"; then
  cat "$work.diff"
  echo "FAIL: tangled/ differs from a fresh tangle of chapters/."
  echo "Run: cmake --build build --target update-tangled, then commit tangled/."
  exit 1
fi
echo "ok: tangled/ matches a fresh tangle ($(find "$work" -type f | wc -l) files)"
