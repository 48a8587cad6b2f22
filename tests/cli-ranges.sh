#!/bin/sh
# cli-ranges.sh PROGRAM NAME DIR
# Every parameter `impulse help NAME` documents must be enforced: a value
# just outside its range, a word that is not a number, and infinity are each
# refused with exit status 2, one line on stderr naming the parameter, and
# no output file; the default itself is accepted. Choices refuse a word that
# is not one of them.
set -u
program=$1 name=$2 dir=$3
out=$dir/ranges-$name.csv
status=0
expect_refused() { # KEY VALUE
  rm -f "$out"
  err=$("$program" run "$name" --set "$1=$2" $short --out "$out" 2>&1 >/dev/null)
  got=$?
  lines=$(printf '%s\n' "$err" | grep -c .)
  if [ "$got" -ne 2 ] || [ "$lines" -ne 1 ] || [ -e "$out" ] ||
     ! printf '%s' "$err" | grep -qF "$1="; then
    echo "FAIL: --set $1=$2 gave exit $got, $lines stderr lines: $err"
    status=1
  fi
}
help=$("$program" help "$name") || { echo "FAIL: impulse help $name"; exit 1; }
# Keep a run short if it gets that far (it should not: the bad value is refused).
short=""
printf '%s\n' "$help" | grep -q '^  steps ' && short="--set steps=1"
# Parameter lines come in pairs: "  key  meaning" then "  default D; allowed".
printf '%s\n' "$help" | sed -n '/^parameters/,/^$/p' | awk 'NR > 1 && NF' |
  paste - - > "$dir/ranges-$name.params"
count=0
while IFS="$(printf '\t')" read -r first second; do
  key=$(echo "$first" | awk '{print $1}')
  count=$((count + 1))
  case $second in
    *"one of"*)
      expect_refused "$key" "no-such-choice" ;;
    *"in ["*)
      lo=$(echo "$second" | sed 's/.*in \[\([^,]*\), .*/\1/')
      hi=$(echo "$second" | sed 's/.*in \[[^,]*, \([^]]*\)\].*/\1/')
      below=$(awk -v x="$lo" 'BEGIN { printf "%.10g", x - (x < 0 ? -x : x) * 0.5 - 1 }')
      above=$(awk -v x="$hi" 'BEGIN { printf "%.10g", x + (x < 0 ? -x : x) * 0.5 + 1 }')
      expect_refused "$key" "$below"
      expect_refused "$key" "$above"
      expect_refused "$key" "not-a-number"
      expect_refused "$key" "inf"
      ;;
    *) echo "FAIL: cannot read the allowed values of $key: $second"; status=1 ;;
  esac
done < "$dir/ranges-$name.params"
[ "$count" -gt 0 ] || { echo "FAIL: no parameters read from help"; exit 1; }
[ "$status" -eq 0 ] && echo "ok: $count parameters of $name refuse out-of-range, non-numeric and infinite values"
exit $status
