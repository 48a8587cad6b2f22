#!/bin/sh
# book-report.sh PYTHON SOURCE_DIR BUILD_DIR
# Bring the book up to date, then measure its form (src/book-report.py) and
# fail on what must hold for the whole book: no "never used" label, no false
# "not used", an identifier index of the public API only. The per-chapter
# table (code by kind, diagrams, thin pages, index entries) is printed.
set -u
python=$1 src=$2 build=$3
cmake --build "$build" --target book > "$build/book/report-build.log" 2>&1 \
  || { tail -30 "$build/book/report-build.log"; echo "FAIL: the book does not build"; exit 1; }
exec "$python" "$src/src/book-report.py" "$src" "$build" --check
