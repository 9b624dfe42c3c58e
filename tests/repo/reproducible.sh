#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The same sources give the same program wherever they are built: the
# release tarball unpacked in two directories of different names and
# depths, each configured and built there, gives the same two programs
# (abprune and abprune-curses), byte for byte (no path of the build compiled in, none in the debugging
# information: Makefile.am and configure's PREFIX_MAP_CFLAGS), and neither
# holds its build directory.  make check-reproducible runs it (.ci/run);
# CONFIGURE_FLAGS are passed to both configures.
#   sh tests/repo/reproducible.sh abprune-VERSION.tar.gz
set -u
tarball=${1:?usage: reproducible.sh TARBALL}
case $tarball in /*) ;; *) tarball=$(pwd)/$tarball ;; esac
[ -f "$tarball" ] || { echo "reproducible.sh: no $tarball"; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/abprune-repro.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
status=0
n=0
for place in "$work/a" "$work/a-much-longer-name/and/deeper/still"; do
    n=$((n + 1))
    mkdir -p "$place" && (cd "$place" && tar xzf "$tarball") || exit 1
    src=$(ls -d "$place"/abprune-*/)
    src=${src%/}
    echo "reproducible.sh: build $n in $src"
    # one build's make must not see the make that runs this script
    if ! (cd "$src" && unset MAKEFLAGS MFLAGS MAKELEVEL &&
          ./configure ${CONFIGURE_FLAGS:-} >configure.out 2>&1 &&
          make src/abprune src/abprune-curses >make.out 2>&1); then
        echo "reproducible.sh: build $n failed:"
        tail -n 20 "$src/configure.out" "$src/make.out" 2>/dev/null
        exit 1
    fi
    for prog in abprune abprune-curses; do
        cp "$src/src/$prog" "$work/$prog-$n"
        if grep -qaF "$src" "$work/$prog-$n"; then
            echo "reproducible.sh: build $n's $prog holds its directory $src"
            status=1
        fi
    done
done
for prog in abprune abprune-curses; do
    if cmp "$work/$prog-1" "$work/$prog-2"; then
        echo "reproducible.sh: the two $prog are the same ($(wc -c <"$work/$prog-1") bytes)"
    else
        echo "reproducible.sh: the ${prog}s built in two directories differ"
        status=1
    fi
done
exit $status
