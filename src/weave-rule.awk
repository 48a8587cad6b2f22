# weave-rule.awk: which chunks the book keeps off the page (shared by
# weave-hide.awk and weave-xref.awk, which first pass every line of the
# unfiltered chapters to learn(), so that the rule knows who uses what).
# Hidden are
#   - the roots under tests/ (a chapter's check program),
#   - the root experiments/registry.c and every chunk that ends up in it
#     alone (registration: the lists of experiments the chapters extend),
#   - every chunk whose name begins "scaffold: ",
#   - a root that only gathers hidden chunks (a file made of scaffolding:
#     printed, it would show nothing but their names).
function hidden(name) {
  return name ~ /^scaffold: / || name ~ /^tests\// || name == "experiments/registry.c" \
    || only_in_registry(name) || only_gathers_hidden(name)
}

# learn(line): one line of noweb's pipeline text (markup's output)
function learn(line,    used) {
  if (line ~ /^@defn /) { rule_current = substr(line, 7); rule_in_code = 1 }
  else if (line ~ /^@end code/) rule_in_code = 0
  else if (line ~ /^@text / && rule_in_code && substr(line, 7) ~ /[^ \t]/)
    rule_has_text[rule_current] = 1
  else if (line ~ /^@use /) {
    used = substr(line, 6)
    if (rule_in_code)
      rule_uses[rule_current] = (rule_current in rule_uses) ? \
        rule_uses[rule_current] SUBSEP used : used
    if (!((used SUBSEP rule_current) in rule_seen)) {
      rule_seen[used, rule_current] = 1
      rule_users[used] = (used in rule_users) ? rule_users[used] SUBSEP rule_current : rule_current
    }
  }
}

# rule_roots(name): the roots (files) that chunk name is tangled into,
# separated by SUBSEP
function rule_roots(name,    queue, head, tail, n, k, list, u, out, found) {
  head = 1; tail = 1; queue[1] = name; found[name] = 1; out = ""
  while (head <= tail) {
    u = queue[head++]
    if (!(u in rule_users)) { out = out (out == "" ? "" : SUBSEP) u; continue }
    n = split(rule_users[u], list, SUBSEP)
    for (k = 1; k <= n; k++)
      if (!(list[k] in found)) { found[list[k]] = 1; queue[++tail] = list[k] }
  }
  return out
}

function only_in_registry(name) {
  return (name in rule_users) && rule_roots(name) == "experiments/registry.c"
}

function only_gathers_hidden(name,    n, k, list) {
  if ((name in rule_users) || (name in rule_has_text) || !(name in rule_uses)) return 0
  n = split(rule_uses[name], list, SUBSEP)
  for (k = 1; k <= n; k++)
    if (!hidden(list[k])) return 0
  return 1
}
