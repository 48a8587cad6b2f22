#!/bin/sh
# weave.sh OUT.tex CHAPTER...
# Weave the chapters in one pass (chunk cross-references and the identifier
# index then span chapters) into a LaTeX fragment for book/impulse.tex.
set -eu
out=$1; shift
noweave -n -index -autodefs c "$@" > "$out.tmp"
mv "$out.tmp" "$out"
