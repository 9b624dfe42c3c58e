#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The stepper in a real terminal (tmux), as the issue asks: F2 and F1 on the
# paper's tree to the end (31 and 36 leaves, the 5 deep-cut branches, root
# value 2), back to the start and forward again to the same screens, the
# views, a resize to 60x20 and back, and the help screen listing every key
# of the key table.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
tmux_start 120 40 "LC_ALL=$UTF8_LOCALE '$ABPRUNE' trees/knuth-moore-fig1.tree"
tmux_wait "F2 [f2]  window (-inf, +inf)  step 0 of 143"
tmux_wait "step 0/143  leaves 0 (minimum 17)"
tmux_screen "$TMP/start"

tmux_keys G
tmux_wait "step 143/143  leaves 31"
tmux_wait "deep 5 (3)"
tmux_wait "root 2"
tmux_wait "exit root: returns 2"
tmux_screen "$TMP/end"
# back to the start and forward again: the same screens
tmux_keys g
tmux_wait "step 0/143  leaves 0 (minimum 17)"
tmux_screen "$TMP/start2"
compare "the start after going back" "$TMP/start" "$TMP/start2"
tmux_keys G
tmux_wait "step 143/143"
tmux_screen "$TMP/end2"
compare "the end after going forward again" "$TMP/end" "$TMP/end2"
# step by step back and forth gives the same screens as well
tmux_keys Left Left Left Right Right Right
tmux_wait "step 143/143"
tmux_screen "$TMP/end3"
compare "the end after three steps back and forward" "$TMP/end" "$TMP/end3"

# the cut kinds are marked: five branches lettered d, under 2.1.1, 3.1.1 and
# 3.2.1, and the legend says so
tmux_wait "cuts:  s shallow  d deep"
tmux_screen "$TMP/marked"
# at the full window no cut can be of the window kind: the legend does not
# offer it
grep -q "w window" "$TMP/marked" && fail "the legend offers window cutoffs at the full window"
# the figure: the rows between the header and the stack pane
figure() { sed -n '3,/^l  position/p' "$1" | sed '$d'; }
deep=$(figure "$TMP/marked" | tr -cd 'd' | wc -c)
[ "$deep" -eq 5 ] || { fail "$deep deep-cut letters on the figure, expected 5"; cat "$TMP/marked"; }
shallow=$(figure "$TMP/marked" | tr -cd 's' | wc -c)
[ "$shallow" -eq 13 ] || fail "$shallow shallow-cut letters, expected 13"
# m: bounds and types too; again: no marks; again: the cut kinds
tmux_keys m
tmux_wait "≥"
tmux_keys m
sleep 0.3
tmux_screen "$TMP/plain"
[ "$(figure "$TMP/plain" | tr -cd 'd' | wc -c)" -eq 0 ] || fail "marks not turned off"
tmux_keys m

# F1: a cycles through the algorithms; press it until F1 comes
for _ in 1 2 3 4 5 6 7 8 9 10; do
    tmux_screen "$TMP/alg"
    grep -qF "F1 [f1]" "$TMP/alg" && break
    tmux_keys a
    sleep 0.2
done
tmux_keys G
tmux_wait "F1 [f1]  step"
tmux_wait "step 150/150  leaves 36"
tmux_wait "root 2"

# views
tmux_keys v
tmux_wait "(minimax view)"
tmux_keys v
tmux_wait "(negamax view)"

# too small, then large again, mid-run
tmux_keys g j j j
tmux_wait "step 9/150"
tmux_resize 60 20
tmux_wait "Terminal too small: 60x20; abprune needs 80x24."
tmux_resize 120 40
tmux_wait "step 9/150"
tmux_wait "F1 [f1]  step"

# the help screen shows every row of the key table (as --list-keys lists it),
# scrolling with PgDn to the rest
tmux_keys '?'
tmux_wait "any key: back to the search"
tmux_screen "$TMP/help"
tmux_keys PgDn
tmux_wait "of 4"
tmux_screen "$TMP/help2"
cat "$TMP/help2" >>"$TMP/help"
"$ABPRUNE" view --list-keys | sed 's/^[^ ]*\( [^ ][^ ]*\)* \{2,\}//' >"$TMP/helps"
[ "$(wc -l <"$TMP/helps")" -ge 25 ] || fail "could not read the key table"
while read -r text; do
    grep -qF -- "$text" "$TMP/help" || fail "the help screen lacks '$text'"
done <"$TMP/helps"
tmux_keys Enter q
tmux_wait "[exit 0]"
finish
