#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Max and Min in the stepper's minimax view (issue 27, item 4): "Max" or
# "Min" left of each level's row of values, as the text figure writes
# them, in bold; none in the negamax view, where every position is its
# player's own; and the node-type digits' legend in the header, in the
# digits' own look, when the marks show them.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
aima=trees/aima-fig5-2.tree

TMUX_SOCKET=abprune-test-$$-mm
tmux_start 80 24 "LC_ALL=$UTF8_LOCALE TERM=screen '$ABPRUNE' view --view minimax $aima"
tmux_wait "step 0/26"
# to the end, then every mark (cut kinds, bounds, node types)
tmux_keys G m
tmux_wait "node types" || finish
tmux_screen "$TMP/mm"
tmux_cells "$TMP/mm.cells"
tmux_stop
# each level's label on the row of its values: the root's 3, Min's 3 ≤2
# ≤2 and the leaves
grep -q -E '^ *Max +3 *$' "$TMP/mm" || fail "no Max beside the root's value"
grep -q -E '^ *Min +3 +≤2 +≤2 *$' "$TMP/mm" || fail "no Min beside B, C and D's values"
grep -q -E '^ *Max +3 +12 +8 +2 +4 +6 +14 +5 +2 *$' "$TMP/mm" ||
    fail "no Max beside the leaves"
[ "$(grep -c -E '^ *(Max|Min) ' "$TMP/mm")" -eq 3 ] ||
    fail "not three level labels: $(grep -E '^ *(Max|Min) ' "$TMP/mm" | tr '\n' ';')"
# in bold, the same look for every level
row=$(grep -n -E '^ *Min ' "$TMP/mm" | cut -d: -f1)
col=$(sed -n "${row}p" "$TMP/mm" | awk '{ print index($0, "Min") }')
look=$(cell_look "$TMP/mm.cells" "$row" "$col")
case "$look" in
    "M "*bold*) ;;
    *) fail "Min is not in bold: '$look'" ;;
esac
# the node types' legend, drawn as the digits over the positions are
legend=$(grep -n "1 2 3 node types" "$TMP/mm" | cut -d: -f1)
[ "$legend" = 2 ] || fail "no node types' legend in the header (row '$legend')"
col=$(sed -n 2p "$TMP/mm" | awk '{ print index($0, "1 2 3 node types") }')
legend_look=$(cell_look "$TMP/mm.cells" 2 "$col" | cut -d' ' -f2-)
digits=$(grep -n -E '^ +1 +2 +2 *$' "$TMP/mm" | head -n 1 | cut -d: -f1)
[ -n "$digits" ] || fail "no type digits over B, C and D"
col=$(sed -n "${digits}p" "$TMP/mm" | awk '{ print index($0, "1") }')
digit_look=$(cell_look "$TMP/mm.cells" "$digits" "$col" | cut -d' ' -f2-)
[ -n "$legend_look" ] && [ "$legend_look" = "$digit_look" ] ||
    fail "the legend ('$legend_look') is not in the digits' look ('$digit_look')"
case "$digit_look" in
    "fg=-1 bg=-1") fail "the type digits are drawn plain" ;;
esac

# the negamax view: no level labels, and no types' legend with cut marks only
TMUX_SOCKET=abprune-test-$$-nm
tmux_start 80 24 "LC_ALL=$UTF8_LOCALE TERM=screen '$ABPRUNE' view --view negamax $aima"
tmux_wait "step 0/26"
tmux_keys G
tmux_wait "26/26" || finish
tmux_screen "$TMP/nm"
tmux_stop
if grep -q -E '^ *(Max|Min) ' "$TMP/nm"; then
    fail "level labels in the negamax view: $(grep -E '^ *(Max|Min) ' "$TMP/nm" | tr '\n' ';')"
fi
if grep -q "node types" "$TMP/nm"; then
    fail "the types' legend without the types"
fi
finish
