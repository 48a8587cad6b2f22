#!/bin/sh
# which-solver-table.sh OUT CSV...: chapter 16's comparison table as LaTeX
# rows (src/which-solver-table.awk), and the machine the times were taken on
# as \whichmachine, written to OUT whole or not at all.
set -eu
out=$1; shift
dir=$(dirname "$0")
machine=$(sed -n 's/^model name[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo 2>/dev/null | head -1)
[ -n "$machine" ] || machine=$(uname -m)
machine=$(printf '%s' "$machine" | sed 's/[\\{}$&#%_^~]/ /g; s/  */ /g')
{
  printf '\\def\\whichmachine{%s}\n' "$machine"
  awk -f "$dir/which-solver-table.awk" "$@"
} > "$out.tmp"
mv "$out.tmp" "$out"
