#!/bin/sh
# tangle.sh OUTDIR CHAPTER...
# Tangle every root chunk of the chapters into OUTDIR under its own path,
# with #line directives that lead back to the chapter. Run it from the top of
# the source tree so that those paths are relative (chapters/NN-slug.nw).
# Unchanged files keep their timestamps (cpif), so make rebuilds only what a
# chapter edit really changed; files no chapter makes any more are removed.
set -eu
out=$1; shift
[ $# -gt 0 ] || { echo "tangle.sh: no chapters given" >&2; exit 2; }
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
roots=$(noroots "$@" | sed -e 's/^<<//' -e 's/>>$//')
newline='
'
IFS=$newline
for root in $roots; do
  case $root in
    */*.*) ;;
    *) echo "tangle.sh: chunk <<$root>> is defined but never used (a root must be a path such as src/name.c)" >&2
       exit 1 ;;
  esac
  mkdir -p "$out/$(dirname "$root")"
  # notangle's status is lost in a pipe, and a chapter it cannot read (an
  # unescaped << in prose, say) still gives output, empty: tangle to a file
  # first, and fail, writing nothing, on any message or a non-zero status.
  if ! notangle -L'#line %L "%F"%N' -R"$root" "$@" >"$work/code" 2>"$work/messages" ||
     [ -s "$work/messages" ]; then
    cat "$work/messages" >&2
    echo "tangle.sh: notangle failed on <<$root>>; $out/$root left as it was" >&2
    exit 1
  fi
  cpif "$out/$root" <"$work/code"
done
unset IFS
# remove what no chapter tangles any more
find "$out" -type f | while read -r file; do
  rel=${file#"$out"/}
  echo "$roots" | grep -qxF "$rel" || rm -f "$file"
done
find "$out" -mindepth 1 -type d -empty -delete
