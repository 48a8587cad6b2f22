#!/bin/sh
# weave.sh OUT.tex CHAPTER...
# Weave the chapters in one pass (chunk cross-references and the identifier
# index then span chapters) into a LaTeX fragment for book/impulse.tex.
# Identifiers are indexed by the chapters' own "@ %def" lines, not by
# -autodefs c, which mistakes declarations and library types for definitions.
set -eu
out=$1; shift
noweave -n -index "$@" > "$out.tmp"
mv "$out.tmp" "$out"
