# weave-hide.awk: a noweb filter that keeps scaffolding off the page.
#   awk -f weave-rule.awk -f weave-hide.awk FULL-MARKUP
# FULL-MARKUP is markup's output for every chapter; the filter reads it
# twice, first to learn which chunk uses which (weave-rule.awk), then to copy
# it without every code chunk that is tangled but not printed (the rule,
# hidden(name), is in weave-rule.awk). It runs before noweb's indexer, so
# identifiers defined only in hidden chunks leave the index too. weave.sh
# then drops the page reference that a printed chunk's use of a hidden chunk
# would get ("never defined").
FNR == NR { learn($0); next }
/^@begin code / { opening = $0; in_header = 1; hide = 0; next }
in_header && /^@defn / {
  in_header = 0
  hide = hidden(substr($0, 7))
  if (!hide) { print opening; print }
  next
}
/^@end code / { if (!hide) print; hide = 0; next }
hide { next }
{ print }
