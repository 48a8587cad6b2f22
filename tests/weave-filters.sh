#!/bin/sh
# weave-filters.sh SOURCE_DIR WORK_DIR
# The book's weave filters on a small literate program whose answers are
# known: a public name used in code, in a comment, in a string, in a line
# comment and inside a longer name; a static helper with a %def; a printed
# chunk used only by scaffolding; a hidden check root; a chunk only the
# registry uses. src/weave.sh must find
# exactly the one real use, index the public name only, hide the scaffolding,
# and say where the chunk used only by scaffolding goes.
set -u
src=$1 work=$2
mkdir -p "$work"
status=0
fail() { echo "FAIL: $*"; status=1; }
cat > "$work/t.nw" <<'NW'
\chapter{T}
@
<<include/imp/t.h>>=
int imp_foo(int x);
static int helper(int x) { return x; }
@ %def imp_foo helper
<<src/t.c>>=
/* imp_foo in a comment is no use */
int imp_foo_bar(void) { return imp_foo(1) + helper(2); }
const char *s = "imp_foo in a string";
char c = 'x'; // imp_foo in a line comment
@
<<check that foo is one>>=
IMP_CHECK_TRUE(s, imp_foo(1) == 1);
@
<<scaffold: the check>>=
static void check_foo(void) {
<<check that foo is one>>
}
@
<<tests/ch99_t.c>>=
<<scaffold: the check>>
@
<<experiments/registry.c>>=
<<the list of experiments>>
@
<<the list of experiments>>=
&imp_t_experiment,
@
NW
sh "$src/src/weave.sh" "$work/t.tex" "$work/t.nw" || { echo "FAIL: weave.sh failed"; exit 1; }
tex=$work/t.tex
uses=$(grep -o 'nwindexuse{\\nwixident{imp{\\_}foo}}{imp:unfoo}' "$tex" | wc -l)
[ "$uses" -eq 2 ] || fail "imp_foo should be used in two chunks (src/t.c and the check), found $uses"
grep 'in a comment is no use\|in a string\|in a line comment' "$tex" | grep -q nwlinkedident \
  && fail "a word in a comment or a string is linked"
links=$(grep -o 'nwlinkedidentc{imp_foo}' "$tex" | wc -l)
[ "$links" -eq 3 ] || fail "imp_foo should be linked three times (declaration, call, check), found $links"
grep -q 'nwixident{helper}' "$tex" && fail "the static helper is indexed"
grep -q 'imp:unfoo:unbar' "$tex" && fail "imp_foo_bar, never defined, is linked"
grep -q 'scaffold: the check' "$tex" && fail "a hidden chunk is printed"
grep -q 'the list of experiments' "$tex" && fail "a chunk only the registry uses is printed"
grep -q 'tests/ch99' "$tex" || fail "the printed check does not say where it is used"
grep -q 'nwusedinhidden{\\texttt{tangled/tests/ch99\\_t.c}}' "$tex" \
  || fail "no \\nwusedinhidden naming tangled/tests/ch99_t.c"
grep -q 'nwnotused{check that foo is one}' "$tex" && fail "the check chunk is labelled not used"
grep -q 'nwnotused{src/t.c}' "$tex" || fail "the root src/t.c lost its label"
[ "$status" -eq 0 ] && echo "ok: one use found outside comments and strings, public names only, scaffolding hidden"
exit $status
