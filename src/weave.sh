#!/bin/sh
# weave.sh OUT.tex CHAPTER...
# Weave the chapters in one pass (chunk cross-references and the identifier
# index then span chapters) into a LaTeX fragment for book/impulse.tex.
# Identifiers are indexed by the chapters' own "@ %def" lines, not by
# -autodefs c, which mistakes declarations and library types for definitions.
# Scaffolding (check programs, registration, chunks named "scaffold: ...") is
# tangled but not printed: weave-hide.awk removes it before indexing, and the
# sed below prints a use of a hidden chunk as its name alone, without the
# "(never defined)" page reference noweb would give it, and leaves it out of
# the index of chunks.
set -eu
out=$1; shift
here=$(cd "$(dirname "$0")" && pwd)
noweave -n -filter "awk -f $here/weave-hide.awk" -index "$@" \
  | sed -e 's/~{\\nwtagstyle{}\\subpageref{nw@notdef}}//g' \
        -e '/^\\nwixlogsorted{c}{{[^}]*}{nw@notdef}/d' > "$out.tmp"
mv "$out.tmp" "$out"
