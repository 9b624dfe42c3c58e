#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# After make install (here into a temporary prefix), the shipped trees and
# lessons are found by name from any directory, and the man page's FILES
# section lists every shipped tree (the same list as Makefile.am's and
# trees/).
. "$TOP_SRCDIR/tests/lib.sh"
: "${BUILDDIR:?BUILDDIR must name the build tree}"

# FILES lists every tree that is shipped and installed
sed -n '/^\.SH FILES/,/^\.SH /p' "$MANPAGE" | sed -n 's/^\.I \(.*\.tree\)$/\1/p' |
    sed 's/\\-/-/g' | sort >"$TMP/man-trees"
sed -n '/^dist_trees_DATA/,/[^\\]$/p' Makefile.am | grep -o 'trees/[^ ]*\.tree' |
    sed 's|trees/||' | sort >"$TMP/make-trees"
ls trees | grep '\.tree$' | sort >"$TMP/dir-trees"
[ -s "$TMP/man-trees" ] || fail "the man page's FILES section lists no tree"
compare "the trees Makefile.am installs (left: the man page's FILES)" "$TMP/man-trees" "$TMP/make-trees"
compare "the trees in trees/ (left: the man page's FILES)" "$TMP/man-trees" "$TMP/dir-trees"

inst=$TMP/inst
# a make of its own, apart from the make check that runs this test
(unset MAKEFLAGS MFLAGS MAKELEVEL; make -C "$BUILDDIR" install prefix="$inst") \
    >"$TMP/install.log" 2>&1 || { fail "make install prefix=$inst failed"; tail -n 20 "$TMP/install.log"; finish; }
prog=$inst/bin/abprune
data=$inst/share/abprune
[ -x "$prog" ] || { fail "make install put no program in $inst/bin"; finish; }
for t in $(cat "$TMP/make-trees"); do
    [ -f "$data/trees/$t" ] || fail "make install did not install trees/$t"
done

# by name, from a directory without the trees: the installed copies
mkdir "$TMP/elsewhere"
cd "$TMP/elsewhere" || exit 99
unset ABPRUNE_DATADIR
"$prog" run knuth-moore-fig1.tree >"$TMP/run-pi" 2>"$TMP/err" || fail "run knuth-moore-fig1.tree from elsewhere failed: $(cat "$TMP/err")"
expect_in "$TMP/run-pi" "$data/trees/knuth-moore-fig1.tree"
expect_in "$TMP/run-pi" "leaves"
"$prog" run aima-fig5-2.tree >"$TMP/run-aima" 2>"$TMP/err" || fail "run aima-fig5-2.tree from elsewhere failed: $(cat "$TMP/err")"
expect_in "$TMP/run-aima" "$data/trees/aima-fig5-2.tree"
"$prog" export -a f1 --rows 4 knuth-moore-fig1.tree >"$TMP/export" 2>"$TMP/err" || fail "export by name failed: $(cat "$TMP/err")"
"$prog" view --keys /dev/null --dump "$TMP/screen" knuth-moore-fig1.tree 2>"$TMP/err" || fail "view by name failed: $(cat "$TMP/err")"
expect_in "$TMP/screen" "step 0 of 143"
# a file of that name in the current directory comes first
printf '(1 2)\n' >knuth-moore-fig1.tree
"$prog" run knuth-moore-fig1.tree >"$TMP/run-local" 2>&1 || fail "run of a local file failed"
expect_in "$TMP/run-local" "knuth-moore-fig1.tree"
grep -q "$data" "$TMP/run-local" && fail "a file in the current directory lost to the installed tree"
rm knuth-moore-fig1.tree
# a missing name is reported as typed
"$prog" run no-such.tree >/dev/null 2>"$TMP/err" && fail "run no-such.tree succeeded"
expect_in "$TMP/err" "no-such.tree"
grep -q "$data" "$TMP/err" && fail "the error for a missing tree names the data directory"
# lessons by name, number or file name, from the installed copies
"$prog" lesson >"$TMP/lessons" 2>&1 || fail "lesson (the list) failed from elsewhere"
expect_in "$TMP/lessons" "03-alpha-beta"
# found (then refused for want of a terminal: 2), not missing (1)
for name in 3 03-alpha-beta 03-alpha-beta.lesson; do
    "$prog" lesson "$name" </dev/null >/dev/null 2>"$TMP/err"
    got=$?
    [ "$got" = 2 ] || fail "lesson $name from elsewhere exited $got, expected 2 (found, no terminal): $(cat "$TMP/err")"
done
cd / || exit 99
"$prog" run knuth-moore-fig1.tree >/dev/null 2>&1 || fail "run knuth-moore-fig1.tree from / failed"
finish
