# weave-rule.awk: which chunks the book keeps off the page (shared by
# weave-hide.awk and weave-xref.awk). Hidden are the roots under tests/ (a
# chapter's checks), the root experiments/registry.c (registration), and every
# chunk whose name begins "scaffold: ".
function hidden(name) {
  return name ~ /^scaffold: / || name ~ /^tests\// || name == "experiments/registry.c"
}
