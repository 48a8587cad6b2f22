#!/bin/sh
# cli-escape.sh PROGRAM DIR EXPECT
# A word the user typed is shown on the message's one line even when it
# holds a newline, a tab, an escape character or a backslash: they are
# spelled \n, \t, \x1b and \\ (and a long word is cut with "...").
set -u
program=$1 dir=$2 expect=$3
rm -rf "$dir" && mkdir -p "$dir" || exit 1
status=0
nl='
'
tab=$(printf '\t') esc=$(printf '\033')
case_() { # NAME PATTERN ARG... (ARG .../@OUT@ is the case's output file)
  name=$1 pattern=$2; shift 2
  sh "$expect" 2 "$pattern" "$dir/$name/out.csv" "$program" "$@" > "$dir/$name.log" 2>&1 ||
    { echo "FAIL: $name"; cat "$dir/$name.log"; status=1; }
}
out="$dir/@OUT@"
case_ experiment "unknown experiment 'sp\\\\nin'" run "sp${nl}in" --out "$out"
case_ command "unknown command 'li\\\\nst'" "li${nl}st"
case_ help "unknown experiment 'a\\\\tb'" help "a${tab}b"
case_ key "spin has no parameter 'd\\\\nt'" run spin --set "d${nl}t=0.1" --out "$out"
case_ value "dt=1\\\\n2 is not a number" run spin --set "dt=1${nl}2" --out "$out"
case_ choice-escape "steps=\\\\x1b\\[2J is not a number" run spin --set "steps=${esc}[2J" --out "$out"
case_ backslash "unknown experiment 'a\\\\\\\\nb'" run 'a\nb' --out "$out"
case_ folder "the folder '.*no\\\\nfolder' does not exist" run spin --out "$dir/no${nl}folder/x.csv"
case_ option "unknown option '--sp\\\\need'" run spin "--sp${nl}eed" --out "$out"
long=$(printf 'x%.0s' $(seq 2000))
case_ long "unknown experiment 'x+\\.\\.\\.'" run "$long" --out "$out"
[ "$status" -eq 0 ] && echo "ok: control characters in names are escaped, one line each"
exit "$status"
