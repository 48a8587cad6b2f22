# weave-uses.awk: a noweb filter that finds the uses of identifiers, in place
# of noweb's finduses, for the book's index and cross-references.
# It differs from finduses in two ways:
#  - the index holds the public API only: an "@index defn NAME" whose NAME
#    does not begin with imp_ or IMP_ is dropped (a static helper, a test
#    function or a local is not indexed, so two chapters' helpers of the same
#    name are never merged, and none gets a "never used" label);
#  - a use is a C identifier token in code: words inside comments (/* */ and
#    //), string literals and character constants are not uses, and an
#    identifier is matched whole (imp_body does not match in imp_body_mass).
# Quoted code in the prose ([[...]]) is scanned the same way.
# Like finduses it reads the whole document first (every definition must be
# known before the first use), then copies it, splitting each @text of code
# before an identifier it knows and inserting "@index use NAME" there.

function public(name) { return name ~ /^(imp|IMP)_/ }

{ line[NR] = $0 }
/^@index (defn|localdefn) / {
  if (public($3)) defined[$3] = 1
}

# emit the pending plain text, if any
function flush() {
  if (plain != "") print "@text " plain
  plain = ""
}

# scan one piece of code text, carrying the comment state across pieces
function scan(s,    n, i, c, j, word) {
  n = length(s); i = 1; plain = ""
  while (i <= n) {
    c = substr(s, i, 1)
    if (state == "block") {
      j = index(substr(s, i), "*/")
      if (j == 0) { plain = plain substr(s, i); i = n + 1 }
      else { plain = plain substr(s, i, j + 1); i += j + 1; state = "" }
    } else if (state == "line") {
      plain = plain substr(s, i); i = n + 1
    } else if (substr(s, i, 2) == "/*") {
      plain = plain "/*"; i += 2; state = "block"
    } else if (substr(s, i, 2) == "//") {
      plain = plain substr(s, i); i = n + 1; state = "line"
    } else if (c == "\"" || c == "'") {
      # a literal runs to the next unescaped quote of its kind, or the line's end
      j = i + 1
      while (j <= n && substr(s, j, 1) != c) j += (substr(s, j, 1) == "\\") ? 2 : 1
      plain = plain substr(s, i, j - i + 1); i = j + 1
    } else if (c ~ /[A-Za-z_]/) {
      word = substr(s, i)
      match(word, /^[A-Za-z_0-9]+/)
      word = substr(word, 1, RLENGTH)
      if (word in defined) {
        flush()
        print "@index use " word
        print "@text " word
      } else plain = plain word
      i += RLENGTH
    } else if (c ~ /[0-9]/) {
      # a number with its suffixes and exponent (1e5f, 0x1fu) is one token
      word = substr(s, i)
      match(word, /^[0-9A-Za-z_.]+/)
      plain = plain substr(word, 1, RLENGTH); i += RLENGTH
    } else {
      plain = plain c; i++
    }
  }
  flush()
}

END {
  code = 0; quote = 0; state = ""
  for (k = 1; k <= NR; k++) {
    $0 = line[k]
    if ($0 ~ /^@begin code /) { code = 1; state = "" }
    else if ($0 ~ /^@end code /) { code = 0; state = "" }
    else if ($0 ~ /^@quote$/) { quote = 1; state = "" }
    else if ($0 ~ /^@endquote$/) { quote = 0; state = "" }
    else if ($0 ~ /^@nl$/ && state == "line") state = ""
    if ((code || quote) && substr($0, 1, 6) == "@text ") { scan(substr($0, 7)); continue }
    if ($0 ~ /^@index (defn|localdefn) / && !public($3)) continue
    print
  }
}
