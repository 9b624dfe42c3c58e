#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The stepper driven by a key script on a virtual screen (no terminal): the
# screens are golden files.  Also what happens without a terminal.
. "$TOP_SRCDIR/tests/lib/lib.sh"
pi=trees/knuth-moore-fig1.tree
cat >"$TMP/keys" <<'KEYS'
# F2 to the third cutoff, the window of every level on the stack
c c c <dump>
# a click on position 2 shows its details
<click:7,40> <dump> <Esc>
# compare mode, at the end
x G <dump>
KEYS
"$ABPRUNE" view --keys "$TMP/keys" --dump "$TMP/screens" --size 100x40 $pi ||
    fail "view with a key script failed"
[ -n "${UPDATE_GOLDEN:-}" ] && cp "$TMP/screens" "$GOLDEN/view-script.screens"
compare "key-script screens" "$GOLDEN/view-script.screens" "$TMP/screens"

# 80x24 in ASCII, the outline, a fold
cat >"$TMP/keys2" <<'KEYS'
j j j j <dump> o <click:3,0> z <dump>
KEYS
"$ABPRUNE" view --ascii --keys "$TMP/keys2" --dump "$TMP/screens2" --size 80x24 \
    trees/aima-fig5-2.tree || fail "view --ascii failed"
[ -n "${UPDATE_GOLDEN:-}" ] && cp "$TMP/screens2" "$GOLDEN/view-script-ascii.screens"
compare "ASCII and outline screens" "$GOLDEN/view-script-ascii.screens" "$TMP/screens2"
if LC_ALL=C grep -q '[^ -~]' "$TMP/screens2"; then fail "--ascii screens have 8-bit characters"; fi

# e exports the picture: the format by extension, never over a file unasked
spell() { printf '%s' "$1" | sed 's/./& /g'; }
{
    echo "c e $(spell "$TMP/pic.txt") <Enter> e $(spell "$TMP/pic.dot") <Enter>"
    echo "e $(spell "$TMP/pic.txt") <Enter> n <Enter> <dump>"
} >"$TMP/keys3"
"$ABPRUNE" view --keys "$TMP/keys3" --dump "$TMP/screens3" trees/aima-fig5-2.tree ||
    fail "view exporting failed"
"$ABPRUNE" export --step 14 --marks cuts trees/aima-fig5-2.tree >"$TMP/want.txt"
compare "the exported snapshot" "$TMP/want.txt" "$TMP/pic.txt"
grep -q '^digraph abprune' "$TMP/pic.dot" || fail "e to a .dot file did not write DOT"
expect_in "$TMP/screens3" "$TMP/pic.txt left as it was"

# the iterative form as printed, its arrays exactly the paper's cells: at
# the first leaf (a[4] its value, r[5] = NIL), the move back at level 3
# (a[4] = -t), a cutoff (a[l+1] <= a[l-1]), the return of 1.1.2 (l := l-1,
# a[3] what it returned), the end (alphabeta := a[0]); T highlights the
# minimal tree
cat >"$TMP/keys4" <<'KEYS'
j <dump> <Right> <dump> c <dump> <Right> <dump> G T <dump>
KEYS
"$ABPRUNE" view -a f2-iterative --keys "$TMP/keys4" --dump "$TMP/screens4" --size 100x40 $pi ||
    fail "view -a f2-iterative failed"
[ -n "${UPDATE_GOLDEN:-}" ] && cp "$TMP/screens4" "$GOLDEN/view-iterative.screens"
compare "the iterative form's screens" "$GOLDEN/view-iterative.screens" "$TMP/screens4"
expect_in "$TMP/screens4" "if a[l+1] <= a[l-1] then goto done"
expect_in "$TMP/screens4" "critical positions highlighted"

# the list-structure form (q, the while test at a cutoff) and the minimax
# form at a leaf: the procedure of the player to move there (G2 := g(p)
# at Min's), the leaf call's own variables
printf 'j j <dump> c <dump>\n' >"$TMP/keys7"
"$ABPRUNE" view -a f2-list --keys "$TMP/keys7" --dump "$TMP/screens7" --size 100x30 $pi ||
    fail "view -a f2-list failed"
expect_in "$TMP/screens7" "alpha = -inf  beta = 3  F2 := f(p) = 1"
expect_in "$TMP/screens7" "alpha = -inf  beta = -1  m = -1  q = 1.1.2.2"
printf 'j j <dump>\n' >"$TMP/keys8"
"$ABPRUNE" view -a ab-minimax --keys "$TMP/keys8" --dump "$TMP/screens8" --size 100x30 \
    tests/paper/minimax-odd-leaves.tree || fail "view -a ab-minimax failed"
[ -n "${UPDATE_GOLDEN:-}" ] && cp "$TMP/screens8" "$GOLDEN/view-minimax-leaf.screens"
compare "the minimax form at a leaf" "$GOLDEN/view-minimax-leaf.screens" "$TMP/screens8"

# a depth limit: the horizon is named, its leaves are the evaluations
printf 'G <dump>\n' >"$TMP/keys5"
"$ABPRUNE" view --depth 2 --keys "$TMP/keys5" --dump "$TMP/screens5" trees/horizon.tree ||
    fail "view --depth failed"
expect_in "$TMP/screens5" "(minimax view, horizon at depth 2)"

# the rules on entering: every kind of cut in the legend and the status line
printf 'G <dump>\n' >"$TMP/keys6"
"$ABPRUNE" view --tt --keys "$TMP/keys6" --dump "$TMP/screens6" --size 140x30 \
    trees/transpositions.tree || fail "view --tt failed"
expect_in "$TMP/screens6" "cuts:  s shallow  d deep  b bound  f futility  t table"

# a root window narrower than the full one: window cutoffs are possible,
# and listed and counted
printf 'G <dump>\n' >"$TMP/keys7"
"$ABPRUNE" view -w 2,5 --keys "$TMP/keys7" --dump "$TMP/screens9" --size 100x40 $pi ||
    fail "view -w 2,5 failed"
expect_in "$TMP/screens9" "cuts:  s shallow  d deep  w window"
expect_in "$TMP/screens9" "cuts:  s 9  d 5  w 5"
expect_in "$TMP/screens6" "cut branches (cutoffs):  shallow 1 (1)  deep 1 (1)  table 4 (2)"

# F on 10^5 leaves, an outline: its trace is compact and its state keeps
# no values (issue 42), and the screens are those of the whole trace
# (the golden made by the stepper before): by steps, by leaves, from the
# end, the ranges of the path, compare mode beside F1
"$ABPRUNE" gen random -b 10 -d 5 --seed 1 -o "$TMP/wide.tree"
cat >"$TMP/keys8" <<'KEYS'
<dump> j j j j j j j j j j j j <dump> l l l l l h h <dump> G <dump> h h h h k <dump> g l l l l l l l x j j j <dump>
KEYS
"$ABPRUNE" view -a f --keys "$TMP/keys8" --dump "$TMP/screens10" --size 120x40 \
    "$TMP/wide.tree" || fail "view -a f on 10^5 leaves failed"
[ -n "${UPDATE_GOLDEN:-}" ] && cp "$TMP/screens10" "$GOLDEN/view-f-outline.screens"
compare "F's outline screens" "$GOLDEN/view-f-outline.screens" "$TMP/screens10"

# without a terminal: say what to use instead
golden view-no-terminal 2 view $pi
golden view-file-no-terminal 2 $pi
golden view-err-keys 2 view --keys tests/golden/view-bad.keys $pi
golden view-err-dump 2 view --dump x.txt $pi
golden view-err-unknown 2 no-such-command
golden view-err-bad-tree 1 view --keys tests/golden/view-quit.keys tests/bad/unclosed.tree
finish
