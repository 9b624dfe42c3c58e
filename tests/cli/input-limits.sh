#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Input limits: a tree file, standard input or a device larger than the
# limit fails at once with "FILE: input larger than N bytes" (exit 1), not
# by running out of memory; --max-input sets the limit; lesson files too.
# The fast path for plain trees and the full parser agree.
. "$TOP_SRCDIR/tests/lib/lib.sh"

expect_status 1 run --max-input 1000 /dev/zero
expect_in "$TMP/err" "/dev/zero: input larger than 1000 bytes"
head -c 5000 /dev/zero | "$ABPRUNE" run --max-input 4096 - >"$TMP/out" 2>"$TMP/err" &&
    fail "a pipe over the limit was read"
expect_in "$TMP/err" "<stdin>: input larger than 4096 bytes"
expect_status 1 export --max-input 100 trees/knuth-moore-fig1.tree
expect_in "$TMP/err" "trees/knuth-moore-fig1.tree: input larger than 100 bytes"
# at the limit exactly it is read
size=$(wc -c <trees/aima-fig5-2.tree)
expect_status 0 run --max-input "$size" trees/aima-fig5-2.tree
expect_status 1 run --max-input "$((size - 1))" trees/aima-fig5-2.tree
expect_status 2 run --max-input 0 trees/aima-fig5-2.tree
# the default limit (512 MiB) on a device, and on a lesson file
expect_status 1 run /dev/zero
expect_in "$TMP/err" "/dev/zero: input larger than 536870912 bytes"
expect_status 1 lesson --check /dev/zero
expect_in "$TMP/err" "/dev/zero: input larger than 536870912 bytes"

# plain trees (read by the fast path) give what the full parser gives on
# the same tree with a label added (which the fast path leaves to it)
printf '[[3, -1, [4, 1]], [5, 9], 2] # pi\n' >"$TMP/plain.tree"
printf '[A: [3, -1, [4, 1]], [5, 9], 2] # pi\n' >"$TMP/labelled.tree"
"$ABPRUNE" run -a f "$TMP/plain.tree" | sed 1d >"$TMP/plain.out"
"$ABPRUNE" run -a f "$TMP/labelled.tree" | sed 1d | sed 's/ (A)//' >"$TMP/labelled.out"
compare "fast path against the full parser" "$TMP/labelled.out" "$TMP/plain.out"
# errors in plain trees still come from the full parser, with positions
printf '[[1, 2], [3,, 4]]\n' >"$TMP/bad.tree"
expect_status 1 run "$TMP/bad.tree"
expect_in "$TMP/err" "bad.tree:1:13: expected a node after ',', found ','"
printf '((1 2) (3 4)\n' >"$TMP/open.tree"
expect_status 1 run "$TMP/open.tree"
expect_in "$TMP/err" "open.tree:1:1: unclosed '('"
finish
