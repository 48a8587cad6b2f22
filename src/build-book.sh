#!/bin/sh
# build-book.sh SOURCE_DIR BOOK_DIR FIGURE_DIR
# Typeset book/impulse.tex with the woven chapters: pdflatex, bibtex, then
# pdflatex until the cross-references settle (noweb's need two more passes).
# A LaTeX error stops the build with the error's lines from the log.
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
latex
bibtex impulse > bibtex.out 2>&1 || { cat bibtex.out >&2; exit 1; }
latex
latex
if grep -q 'Rerun to get' impulse.log; then latex; fi
echo "The book: $book/impulse.pdf"
