#!/bin/sh
# cli-list.sh PROGRAM NAME...
# `impulse list` must name exactly the experiments the chapters tangle (one
# file experiments/NAME.c each): a chapter that forgets to register one, or
# registers one twice, fails here.
set -eu
program=$1; shift
listed=$("$program" list | awk '{print $1}' | sort)
expected=$(printf '%s\n' "$@" | sort)
if [ "$listed" != "$expected" ]; then
  echo "FAIL: impulse list names"; echo "$listed"; echo "but the experiment files are"; echo "$expected"
  exit 1
fi
echo "ok: $(echo "$listed" | tr '\n' ' ')"
