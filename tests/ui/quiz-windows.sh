#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The exercise screen asks windows too (tmux): w switches to writing
# windows, a window typed at a position is checked with the sentences of
# quiz --check, a wrong one in the wrong look (white on red) and a right
# one in the right look (green), read from the terminal's colours; t gives
# a cut its kind, drawn as the kind's letter.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
tmux_start 100 30 "LC_ALL=$UTF8_LOCALE '$ABPRUNE' quiz -b 3 -d 3 --seed 7"
tmux_wait "7  2  8  9  9  8  0  1  4  1  5  7  9  8  4  5  2  4  1  1  1  6  6  2  7  1  0"
tmux_keys w
tmux_wait "cursor: root   writing windows"
# the root's window, then 2's (wrong: alpha is what Max has from 1)
tmux_keys Down Right
tmux_wait "cursor: 2   writing windows"
tmux_keys 3 Space + i n f
tmux_wait "Window at 2, such as 3 +inf (Enter or an arrow: write it; Esc: cancel): 3 +inf"
tmux_keys Enter
tmux_wait "cursor: 2   writing windows   window (3, +inf)"
tmux_keys c
tmux_wait "Not yet: 0 of 28 right (0%): windows 0/11, values 0/11, cuts 0/6."
tmux_wait "2: wrong window: F2 is called with (4, +inf): alpha is 4, the value Max"
# the sentence in the wrong look, the window's text on the figure too
tmux_cells "$TMP/wrong.cells"
row=$(grep -n "2: wrong window" "$TMP/screen" | head -n 1 | cut -d: -f1)
[ "$(cell_look "$TMP/wrong.cells" "$row" 2)" = "2 fg=7 bg=1 bold" ] ||
    fail "the wrong window's sentence is drawn '$(cell_look "$TMP/wrong.cells" "$row" 2)'"
# put right: the alpha Max has, the beta no Min has yet
tmux_keys 4 Space + i n f Enter
tmux_wait "cursor: 2   writing windows   window (4, +inf)"
tmux_keys c
tmux_wait "Not yet: 1 of 28 right (3%): windows 1/11, values 0/11, cuts 0/6."
tmux_wait "2: window: right."
tmux_cells "$TMP/right.cells"
row=$(grep -n "2: window: right." "$TMP/screen" | head -n 1 | cut -d: -f1)
[ "$(cell_look "$TMP/right.cells" "$row" 2)" = "2 fg=2 bg=-1 bold" ] ||
    fail "the right window's sentence is drawn '$(cell_look "$TMP/right.cells" "$row" 2)'"
# back to values: a bound typed with >= at 1.2, a cut with its kind
tmux_keys w
tmux_wait_gone "writing windows"
tmux_keys Left Down Right
tmux_wait "cursor: 1.2"
tmux_keys '>' = 9 Enter
tmux_wait "cursor: 1.2   bound >=9"
tmux_keys Down Right x t
tmux_wait "cursor: 1.2.2   cut shallow"
tmux_cells "$TMP/kind.cells"
grep -q "^[0-9]* [0-9]* s " "$TMP/kind.cells" || fail "the cut's kind is not drawn as its letter"
tmux_keys q
tmux_wait "[exit 0]"
finish
