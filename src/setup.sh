#!/bin/sh
# setup.sh: from a fresh clone to the book, in one command.
#   1. install what is missing from Debian's packages (asks for sudo if needed);
#   2. configure and build the engine, the `impulse` program and the checks;
#   3. run every experiment, draw every figure and typeset the book.
# Extra arguments are passed to cmake's configure step, e.g. -DIMPULSE_BOOK=OFF.
set -eu
cd "$(dirname "$0")/.."

packages="build-essential cmake pkg-config libcglm-dev noweb gnuplot-nox
  texlive-latex-base texlive-latex-recommended texlive-fonts-recommended
  lmodern poppler-utils texlive-pictures python3"

missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "Installing from Debian:$missing"
  if [ "$(id -u)" -eq 0 ]; then sudo=""; elif command -v sudo > /dev/null; then sudo="sudo"; else
    echo "setup.sh: not root and no sudo; as root, run: apt-get install -y$missing" >&2
    exit 1
  fi
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends $missing
fi

cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
cmake --build build -j "$(nproc)"
echo
echo "The book is at $(pwd)/build/book/impulse.pdf"
echo "The experiments: build/impulse list"
echo "The tests: ctest --test-dir build -j $(nproc)"
