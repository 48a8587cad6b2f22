#!/bin/sh
# cli-out.sh PROGRAM DIR EXPECT
# What --out does to what is already at the path (src/cli.c says why):
#  - a new file gets the mode the umask gives; an existing file keeps its
#    mode and gets the whole CSV;
#  - a file without write permission is refused (exit 2, one line) and kept,
#    even for root;
#  - a symbolic link is followed: the link stays a link, the file it points
#    to gets the CSV; a link to nothing or to a folder is refused;
#  - a FIFO and a character device are written through and stay what they
#    are; so is standard output named as a file, which is appended to, not
#    truncated, when the shell opened it with >>;
#  - no temporary file (impulse-partial-*) is left anywhere.
# The reference is the same run's standard output.
set -u
program=$1 dir=$2
rm -rf "$dir" && mkdir -p "$dir" || exit 1
cd "$dir" || exit 1
status=0
fail() { echo "FAIL: $*"; status=1; }
run() { "$program" run spin --set steps=3 "$@"; }
run > reference.csv || { echo "FAIL: the reference run"; exit 1; }
same_as_reference() { cmp -s "$1" reference.csv || fail "$2: $1 does not hold the CSV"; }
mode() { stat -c %a "$1"; }
kind() { stat -c %F "$1"; }
refused() { # CASE ARG...: exit 2 and one line on stderr
  case=$1; shift
  err=$(run "$@" 2>&1 >/dev/null); got=$?
  lines=$(printf '%s\n' "$err" | grep -c .)
  [ "$got" -eq 2 ] && [ "$lines" -eq 1 ] || fail "$case: exit $got, $lines lines: $err"
}

# A new file: 0666 less the umask.
(umask 022 && run --out new-022.csv) && [ "$(mode new-022.csv)" = 644 ] ||
  fail "new file under umask 022 has mode $(mode new-022.csv), expected 644"
(umask 027 && run --out new-027.csv) && [ "$(mode new-027.csv)" = 640 ] ||
  fail "new file under umask 027 has mode $(mode new-027.csv), expected 640"
same_as_reference new-022.csv "a new file"

# An existing file keeps its mode, whatever the umask, and gets the CSV.
echo old > kept.csv && chmod 604 kept.csv
(umask 077 && run --out kept.csv) || fail "writing over kept.csv failed"
[ "$(mode kept.csv)" = 604 ] || fail "kept.csv has mode $(mode kept.csv), expected 604"
same_as_reference kept.csv "an existing file"

# A read-only file is refused and left as it was.
echo protected > read-only.csv && chmod 444 read-only.csv
refused read-only --out read-only.csv
[ "$(cat read-only.csv)" = protected ] && [ "$(mode read-only.csv)" = 444 ] ||
  fail "read-only.csv was changed: mode $(mode read-only.csv), $(head -c 40 read-only.csv)"

# A link to a file: the link stays, its target gets the CSV and keeps its mode.
echo old > target.csv && chmod 640 target.csv && ln -s target.csv link.csv
run --out link.csv || fail "writing through link.csv failed"
[ -L link.csv ] || fail "link.csv is no longer a symbolic link: $(kind link.csv)"
[ "$(mode target.csv)" = 640 ] || fail "target.csv has mode $(mode target.csv), expected 640"
same_as_reference target.csv "a link's target"

# A link to nothing, and a link to a folder, are refused and kept.
ln -s nowhere.csv dangling.csv
refused dangling --out dangling.csv
[ -L dangling.csv ] && [ ! -e nowhere.csv ] || fail "dangling.csv was changed or followed"
mkdir folder && ln -s folder folder-link
refused folder-link --out folder-link
[ -L folder-link ] || fail "folder-link is no longer a link"

# A FIFO is written through and stays a FIFO.
mkfifo fifo
cat fifo > from-fifo.csv &
reader=$!
run --out fifo || fail "writing to a FIFO failed"
if [ -p fifo ]; then wait "$reader"; else # the reader waits on the lost FIFO
  fail "fifo is no longer a FIFO: $(kind fifo)"; kill "$reader"; wait "$reader"
fi
same_as_reference from-fifo.csv "a FIFO's reader"

# A character device is written through and stays one. A node of our own
# where we may make one (a faulty impulse then harms only it), else /dev/null.
if mknod null c 1 3 2>/dev/null; then device=$dir/null; else device=/dev/null; fi
run --out "$device" || fail "writing to $device failed"
[ -c "$device" ] || fail "$device is no longer a character device: $(kind "$device")"

# Standard output named as a file: written through it, so >> appends.
echo first > appended.csv
run --out /proc/self/fd/1 >> appended.csv || fail "writing to /proc/self/fd/1 failed"
{ echo first; cat reference.csv; } | cmp -s - appended.csv ||
  fail "--out /proc/self/fd/1 >> appended.csv did not append the CSV"
run --out /proc/self/fd/1 | cmp -s - reference.csv || fail "--out /proc/self/fd/1 into a pipe"

for partial in "$dir"/impulse-partial-* "$dir"/*.partial-* "$dir"/folder/impulse-partial-*; do
  [ ! -e "$partial" ] || fail "a temporary file $partial was left"
done
[ "$status" -eq 0 ] && echo "ok: new, existing, read-only, linked, FIFO, device and standard output paths"
exit "$status"
