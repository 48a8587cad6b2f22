#!/bin/sh
# build-book.sh SOURCE_DIR BOOK_DIR FIGURE_DIR
# Typeset book/impulse.tex with the woven chapters: pdflatex, bibtex, then
# pdflatex until the cross-references settle (noweb's need two more passes).
# makeindex sorts the subject index (the chapters' \index{...} entries) after
# the first pass and again before the last; a rejected entry or a warning
# from makeindex stops the build, as a LaTeX error does, with its log.
set -eu
src=$1 book=$2 figures=$3
cp "$src"/book/*.tex "$src"/book/*.bib "$book"/
cd "$book"
# book/diagrams/NAME.tex is found as diagrams/NAME from the book's sources
export TEXINPUTS=".:$figures:$src/book:"
export BIBINPUTS=".:"
latex() {
  if ! pdflatex -interaction=nonstopmode -halt-on-error -file-line-error impulse.tex > pdflatex.out 2>&1; then
    echo "build-book.sh: LaTeX failed; from $book/impulse.log:" >&2
    grep -A4 -E '^(.*:[0-9]+: |! )' impulse.log >&2 || tail -30 impulse.log >&2
    exit 1
  fi
}
# the subject index: makeindex's log says "(N entries accepted, M rejected)"
# and "(N lines written, W warnings)"; anything but 0 and 0 is a mistake in
# an \index{...} entry of a chapter
subject_index() {
  makeindex -q impulse.idx > makeindex.out 2>&1 || { cat makeindex.out impulse.ilg >&2; exit 1; }
  if grep -Eq '[1-9][0-9]* (rejected|warnings?)\)' impulse.ilg; then
    echo "build-book.sh: makeindex reports errors; from $book/impulse.ilg:" >&2
    cat impulse.ilg >&2
    exit 1
  fi
}
latex
bibtex impulse > bibtex.out 2>&1 || { cat bibtex.out >&2; exit 1; }
subject_index
latex
subject_index
latex
if grep -q 'Rerun to get' impulse.log; then latex; fi
echo "The book: $book/impulse.pdf"
