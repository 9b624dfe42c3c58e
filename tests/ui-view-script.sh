#!/bin/sh
# The stepper driven by a key script on a virtual screen (no terminal): the
# screens are golden files.  Also what happens without a terminal.
. "$TOP_SRCDIR/tests/lib.sh"
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
expect_in "$TMP/screens3" "could not write $TMP/pic.txt: File exists"

# the iterative form shows the paper's arrays; T highlights the minimal tree
printf 'c c c T <dump>\n' >"$TMP/keys4"
"$ABPRUNE" view -a f2-iterative --keys "$TMP/keys4" --dump "$TMP/screens4" $pi ||
    fail "view -a f2-iterative failed"
expect_in "$TMP/screens4" "l    a[l]      r[l]"
expect_in "$TMP/screens4" "-2   -inf"
expect_in "$TMP/screens4" "2       2   1.3"
expect_in "$TMP/screens4" "a[l] := a[l-2]; r[l+1] := first(r[l])"
expect_in "$TMP/screens4" "critical positions highlighted"

# a depth limit: the horizon is named, its leaves are the evaluations
printf 'G <dump>\n' >"$TMP/keys5"
"$ABPRUNE" view --depth 2 --keys "$TMP/keys5" --dump "$TMP/screens5" trees/horizon.tree ||
    fail "view --depth failed"
expect_in "$TMP/screens5" "(minimax view, horizon at depth 2)"

# the rules on entering: every kind of cut in the legend and the status line
printf 'G <dump>\n' >"$TMP/keys6"
"$ABPRUNE" view --tt --keys "$TMP/keys6" --dump "$TMP/screens6" --size 140x30 \
    trees/transpositions.tree || fail "view --tt failed"
expect_in "$TMP/screens6" "cuts: s shallow  d deep  w window  b bound  f futility  t table"
expect_in "$TMP/screens6" "cut branches (cutoffs): shallow 1 (1) deep 1 (1) table 4 (2)"

# without a terminal: say what to use instead
golden view-no-terminal 2 view $pi
golden view-file-no-terminal 2 $pi
golden view-err-keys 2 view --keys tests/golden/view-bad.keys $pi
golden view-err-dump 2 view --dump x.txt $pi
golden view-err-unknown 2 no-such-command
golden view-err-bad-tree 1 view --keys tests/golden/view-quit.keys tests/bad/unclosed.tree
finish
