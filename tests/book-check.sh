#!/bin/sh
# book-check.sh BUILD_DIR CHAPTER...
# Bring the book up to date, then fail on anything a reader would notice:
# a LaTeX error, an undefined reference or citation, a label defined twice,
# a missing bibliography entry, an \index entry makeindex rejects, an overfull
# line wider than 10pt, or a chapter missing from the PDF.
set -u
build=$1; shift
book=$build/book
status=0
fail() { echo "FAIL: $*"; status=1; }

cmake --build "$build" --target book > "$book/check-build.log" 2>&1 \
  || { tail -30 "$book/check-build.log"; echo "FAIL: the book does not build"; exit 1; }
log=$book/impulse.log
[ -s "$book/impulse.pdf" ] || { echo "FAIL: no PDF"; exit 1; }

grep -n '^!' "$log" && fail "LaTeX reported errors"
grep -nE "(Reference|Citation).*undefined|There were undefined" "$log" && fail "undefined references or citations"
grep -n "Rerun to get" "$log" && fail "cross-references did not settle"
grep -n "multiply defined" "$log" && fail "a label is defined twice"
grep -n "Warning--" "$book/impulse.blg" && fail "bibtex warnings"
grep -nE '[1-9][0-9]* (rejected|warnings?)\)' "$book/impulse.ilg" && fail "makeindex reports errors in \\index entries"
awk '/Overfull \\hbox/ { w = $3; sub(/^\(/, "", w); sub(/pt$/, "", w); if (w + 0 > 10) print }' "$log" \
  | grep . && fail "overfull lines wider than 10pt"

text=$(pdftotext -layout "$book/impulse.pdf" - | tr -s ' \n' '  ')
for chapter in "$@"; do
  title=$(sed -n 's/^\\chapter{\([^}]*\)}.*/\1/p' "$chapter" | head -1)
  [ -n "$title" ] || { fail "$chapter has no \\chapter{...}"; continue; }
  printf '%s' "$text" | grep -qiF "$title" || fail "chapter title '$title' is not in the PDF's text"
done
for part in "Contents" "Index of chunks" "Index of identifiers" "Index of subjects" "Bibliography"; do
  printf '%s' "$text" | grep -qF "$part" || fail "'$part' is not in the PDF"
done
pages=$(pdfinfo "$book/impulse.pdf" | awk '/^Pages:/ {print $2}')
[ "$status" -eq 0 ] && echo "ok: $pages pages, no LaTeX errors, no undefined references, every chapter present"
exit $status
