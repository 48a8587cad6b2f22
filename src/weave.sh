#!/bin/sh
# weave.sh OUT.tex CHAPTER...
# Weave the chapters in one pass (chunk cross-references and the identifier
# index then span chapters) into a LaTeX fragment for book/impulse.tex.
# noweb's own pipeline, with three of the book's filters in it:
#   markup CHAPTER...               the chapters as noweb's pipeline text
#   | weave-hide.awk                scaffolding off the page (weave-rule.awk:
#                                   roots under tests/, experiments/registry.c
#                                   and what only it uses, chunks named
#                                   "scaffold: ...", roots made of these alone)
#   | weave-uses.awk                uses of identifiers, in place of finduses:
#                                   public API only, none in comments or strings
#   | noidx                         noweb's cross-references and indexes
#   | weave-xref.awk                a printed chunk used only by hidden ones
#                                   names the file it is tangled into
#   | totex                         LaTeX
# Identifiers are indexed by the chapters' own "@ %def" lines (noweb's
# -autodefs c mistakes declarations and library types for definitions).
# The sed prints a use of a hidden chunk as its name alone, without the
# "(never defined)" page reference, and leaves it out of the index of chunks.
set -eu
out=$1; shift
here=$(cd "$(dirname "$0")" && pwd)
lib=/usr/lib/noweb
full=$out.markup
"$lib/markup" "$@" > "$full"
awk -f "$here/weave-rule.awk" -f "$here/weave-hide.awk" "$full" "$full" \
  | awk -f "$here/weave-uses.awk" \
  | "$lib/noidx" \
  | awk -f "$here/weave-rule.awk" -f "$here/weave-xref.awk" "$full" - \
  | "$lib/totex" \
  | sed -e 's/~{\\nwtagstyle{}\\subpageref{nw@notdef}}//g' \
        -e '/^\\nwixlogsorted{c}{{[^}]*}{nw@notdef}/d' > "$out.tmp"
rm -f "$full"
mv "$out.tmp" "$out"
