# weave-hide.awk: a noweb filter that keeps scaffolding off the page.
# It removes from noweave's pipeline every code chunk that is tangled but not
# printed: the roots under tests/ (a chapter's checks), the root
# experiments/registry.c, and every chunk whose name begins "scaffold: ".
# It runs before noweb's indexer, so identifiers defined only in hidden
# chunks leave the index too. weave.sh then drops the page reference that a
# printed chunk's use of a hidden chunk would get ("never defined").
# The rule, hidden(name), is in weave-rule.awk (awk -f weave-rule.awk -f weave-hide.awk).
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
