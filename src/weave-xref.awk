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
FNR == NR { learn($0); next }
function texttt(s) { gsub(/_/, "\\_", s); return "\\texttt{tangled/" s "}" }
# the roots (files) that NAME is tangled into, as a list for the page
function roots(name,    n, k, list, out) {
  n = split(rule_roots(name), list, SUBSEP)
  for (k = 1; k <= n; k++) out = out (k > 1 ? ", " : "") texttt(list[k])
  return out
}
# totex prints a literal where it stands, so it waits for the chunk's end,
# where totex prints the other cross-references
/^@xref notused / {
  name = substr($0, 15)
  if (name in rule_users) { pending = "@literal \\nwusedinhidden{" roots(name) "}"; next }
}
/^@end code / && pending != "" { print pending; pending = "" }
{ print }
