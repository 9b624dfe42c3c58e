#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The minimax view's panes at the sizes people use (tmux, colours read
# back): at 80x24 the call stack keeps every level's range [lo, hi] (its
# columns fitted to what they show, the pseudocode keeping its widest
# line whole), the ranges drawn in the bounds' look; at 120x40 a small
# tree's rows go to the pseudocode, which then shows both procedures
# (Max's and Min's) rather than leave the bottom of the screen empty.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
pi=trees/knuth-moore-fig1.tree

# 80x24, the pi tree after its deep cutoff at 2.1.1
TMUX_SOCKET=abprune-test-$$-80
tmux_start 80 24 "LC_ALL=$UTF8_LOCALE TERM=screen '$ABPRUNE' view --view minimax $pi"
tmux_wait "step 0/143"
tmux_keys d
tmux_wait "65/143" || finish
tmux_screen "$TMP/s80"
tmux_cells "$TMP/s80.cells"
tmux_stop
top=$(grep -n "^l  position" "$TMP/s80" | cut -d: -f1)
[ -n "$top" ] || { cat "$TMP/s80"; fail "80x24: no call stack"; finish; }
head=$(sed -n "${top}p" "$TMP/s80")
case "$head" in *"m [lo, hi]"*"│"*) ;; *) fail "80x24: the stack's header has no ranges: '$head'" ;; esac
# the levels 1 to 3 on the path (the root is scrolled off: the deepest
# levels stay), each with its range before the rule
for l in 1 2 3; do
    row=$(grep -n "^$l  " "$TMP/s80" | head -n 1 | cut -d: -f1)
    [ -n "$row" ] || { fail "80x24: no level $l on the stack"; continue; }
    line=$(sed -n "${row}p" "$TMP/s80")
    printf '%s\n' "$line" | grep -q -E '\[(-inf|-?[0-9]+), (\+inf|-?[0-9]+)\] *│' ||
        { fail "80x24: level $l without its range: '$line'"; continue; }
    # the range's first character, in the bounds' look (not the row's)
    col=$(printf '%s\n' "$line" | awk '{ print index($0, "[") }')
    look=$(cell_look "$TMP/s80.cells" "$row" "$col")
    case "$look" in
        "["*fg=-1*bg=-1*|"") fail "80x24: level $l's range is drawn plain: '$look'" ;;
    esac
    echo "$look" >>"$TMP/looks"
done
[ "$(sort -u "$TMP/looks" | sed 's/ bold//' | sort -u | wc -l)" -eq 1 ] ||
    fail "80x24: the ranges are drawn in different looks: $(sort -u "$TMP/looks" | tr '\n' ';')"
# 2.1.1's range at its deep cutoff: Min has seen 2 below it
grep -q -E '^3  2\.1\.1 .*\[-inf, 2\] *│' "$TMP/s80" ||
    fail "80x24: 2.1.1's range is not [-inf, 2]: '$(grep '^3  ' "$TMP/s80")'"
# the pseudocode keeps its lines whole: "goto done" ends where it should
grep -q "if m <= alpha then goto done$" "$TMP/s80" ||
    fail "80x24: the pseudocode's line is cut"

# 120x40, the AIMA tree (two levels): both procedures under the figure,
# the current line highlighted in the one of the player to move, no more
# than a few blank rows above the status line
TMUX_SOCKET=abprune-test-$$-120
tmux_start 120 40 "LC_ALL=$UTF8_LOCALE TERM=screen '$ABPRUNE' view --view minimax trees/aima-fig5-2.tree"
tmux_wait "step 0/26"
tmux_keys c
tmux_wait "14/26" || finish
tmux_screen "$TMP/s120"
tmux_cells "$TMP/s120.cells"
tmux_stop
grep -q "F2(p, alpha, beta): .*Max to move" "$TMP/s120" || fail "120x40: no F2 (Max's procedure)"
grep -q "G2(p, alpha, beta): .*Min to move" "$TMP/s120" || fail "120x40: no G2 (Min's procedure)"
status=$(grep -n "^step 14/26" "$TMP/s120" | cut -d: -f1)
last=$(grep -n "alpha = 3  beta = +inf  m = 2" "$TMP/s120" | cut -d: -f1)
[ -n "$status" ] && [ -n "$last" ] && [ $((status - last - 1)) -le 3 ] ||
    fail "120x40: $((status - ${last:-0} - 1)) blank rows above the status line"
# the cutoff is at C, a Min position: the highlighted line is G2's
row=$(grep -n "if m <= alpha then goto done" "$TMP/s120" | cut -d: -f1)
col=$(sed -n "${row}p" "$TMP/s120" | awk '{ print index($0, "if m <= alpha") }')
# (awk counts bytes: the rule before it is 3 bytes, one column)
look=$(cell_look "$TMP/s120.cells" "$row" "$((col - 2))")
case "$look" in
    "i "*fg=-1*bg=-1*|"") fail "120x40: G2's cutoff line is not highlighted: '$look'" ;;
esac
row=$(grep -n "if m >= beta then goto done" "$TMP/s120" | cut -d: -f1)
col=$(sed -n "${row}p" "$TMP/s120" | awk '{ print index($0, "if m >= beta") }')
look=$(cell_look "$TMP/s120.cells" "$row" "$((col - 2))")
[ "$look" = "i fg=-1 bg=-1" ] || fail "120x40: F2's line is highlighted too: '$look'"

# 80x24 at step 4 (positions of five columns): where "position" does not
# fit, the heading is its short form, not the word cut ("posit")
printf 'l l l l <dump> q\n' >"$TMP/k4"
"$ABPRUNE" view --view minimax --size 80x24 --keys "$TMP/k4" --dump "$TMP/d4" $pi ||
    fail "80x24 at step 4: view failed"
head=$(grep "^l  " "$TMP/d4" | head -n 1)
case "$head" in
    "l  pos.  window"*) ;;
    *) fail "80x24 at step 4: the stack's heading is '$head'" ;;
esac
finish
