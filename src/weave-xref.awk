# weave-xref.awk: a noweb filter run after noidx, on two inputs:
#   awk -f weave-rule.awk -f weave-xref.awk FULL-MARKUP -
# FULL-MARKUP is the markup of every chapter before hidden chunks were
# removed; from it the filter learns which chunk uses which. noidx, which sees
# only the printed chunks, says "@xref notused NAME" both for a root (a file)
# and for a printed chunk whose only users are hidden (a check's assertion
# used by its scaffolding). The second would print a false "not used"; this
# filter replaces it by the files the chunk ends up in, through the hidden
# chunks: \nwusedinhidden{tangled/tests/ch05_mass.c}. A true root keeps
# "@xref notused", which the preamble prints as the file it is written to.
FNR == NR {
  if ($0 ~ /^@defn /) current = substr($0, 7)
  else if ($0 ~ /^@use /) {
    used = substr($0, 6)
    if (!((used SUBSEP current) in seen)) {
      seen[used, current] = 1
      users[used] = (used in users) ? users[used] SUBSEP current : current
    }
  }
  next
}
function texttt(s) { gsub(/_/, "\\_", s); return "\\texttt{tangled/" s "}" }
# the roots (files) that NAME is tangled into
function roots(name,    queue, head, tail, n, k, list, u, out, found) {
  head = 1; tail = 1; queue[1] = name; found[name] = 1; out = ""
  while (head <= tail) {
    u = queue[head++]
    if (!(u in users)) { out = out (out == "" ? "" : ", ") texttt(u); continue }
    n = split(users[u], list, SUBSEP)
    for (k = 1; k <= n; k++)
      if (!(list[k] in found)) { found[list[k]] = 1; queue[++tail] = list[k] }
  }
  return out
}
# totex prints a literal where it stands, so it waits for the chunk's end,
# where totex prints the other cross-references
/^@xref notused / {
  name = substr($0, 15)
  if (name in users) { pending = "@literal \\nwusedinhidden{" roots(name) "}"; next }
}
/^@end code / && pending != "" { print pending; pending = "" }
{ print }
