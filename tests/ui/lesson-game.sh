#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Lesson 12 (a real game) taken to its end in a terminal (tmux) at 80x24:
# every question of its six sections, one answered wrong first, and the
# game's board beside the figure read off the screen: the tic-tac-toe
# position with X and O in their own colours, the board following the
# search as it steps, the positions of the symmetry section and Nim's heaps.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
tmux_start 80 24 "ABPRUNE_DATADIR='$TOP_SRCDIR' LC_ALL=$UTF8_LOCALE '$ABPRUNE' lesson '$TOP_SRCDIR/lessons/12-real-game.lesson'"

# ---- 1: the position x.o.x...., O to move ----
tmux_wait "[section 1 of 6: A position from a real game]"
tmux_wait "What will the root return under F?"
tmux_wait "3 X · O"
tmux_wait "2 · X ·"
tmux_wait "1 · · ·"
tmux_wait "  a b c"
tmux_wait "O to move (Max)"
tmux_wait "eval -3"
# X and O drawn in the players' colours (red, green), the empty cells dim
row=$(grep -n "3 X · O" "$TMP/screen" | head -n 1 | cut -d: -f1)
tmux_cells "$TMP/s1.cells"
looks() { char_looks "$TMP/s1.cells" "$1" "$row" "$((row + 2))"; }
[ "$(looks X)" = "fg=1 bg=-1 bold" ] || fail "X is drawn '$(looks X)', not in red"
[ "$(looks O)" = "fg=2 bg=-1 bold" ] || fail "O is drawn '$(looks O)', not in green"
[ "$(looks ·)" = "fg=-1 bg=-1 dim" ] || fail "the empty cells are drawn '$(looks ·)', not dim"
tmux_keys 0 Enter
tmux_wait "Right."
tmux_keys Enter
# one answered wrong first, with its hint
tmux_wait "What will position a1 return under F?"
tmux_keys 0 Enter
tmux_wait "After O's a1, what does X play?"
tmux_keys -- -10 Enter
tmux_wait "Right."
tmux_keys Enter
tmux_wait "Guess, then check: how many leaves will F evaluate"
tmux_keys 441 Enter
tmux_wait "Right."
# the board follows the search: two steps back the search is leaving b3,
# O's last move, marked on the board
tmux_keys Left Left
tmux_wait "step 2355 of 2357: exit b3"
tmux_wait "3 X O O"
tmux_wait "X to move (Min)"
tmux_cells "$TMP/b3.cells"
b3=$(awk -v r="$row" '$1 == r && ($3 == "X" || $3 == "O" || $3 == "·")' "$TMP/b3.cells" | sed -n 2p)
case "$b3" in *"O fg=0 bg=3 bold"*) ;; *) fail "the last move b3 is drawn '$b3', not marked" ;; esac
tmux_keys Right Right
tmux_wait "step 2357 of 2357: exit root"
tmux_wait "O to move (Max)"
tmux_keys Enter
tmux_wait_gone "Right."
lesson_section_end

# ---- 2: F2 in the file's order ----
tmux_wait "Alpha-beta on the game]"
lesson_answer "Guess, then check: how many of the 441 leaves will F2" 88
lesson_answer "Will position b1.a1.c1.c2 be cut off" deep
lesson_section_end

# ---- 3: a horizon ----
tmux_wait "A horizon and a static evaluation]"
lesson_answer "What will the root return under F2, searching 1 move deep?" -1
lesson_answer "What will position a1 return under F2, searching 1 move deep?" -1
lesson_answer "What will position c1 return under F2, searching 1 move deep?" -1
lesson_answer "What will position a1 return under F2, searching 2 moves deep?" -10
lesson_answer "What will the root return under F2, searching 2 moves deep?" -2
lesson_section_end

# ---- 4: moves ordered by eval= ----
tmux_wait "Moves ordered by the evaluation]"
tmux_wait "3 X · O"
lesson_answer "What will the root return under F2?" 0
lesson_answer "how many leaves will F2 evaluate with the moves ordered" 32
lesson_answer "How many leaves will F1 evaluate in all?" 32
lesson_section_end

# ---- 5: the centre, transpositions by symmetry ----
tmux_wait "The same position twice: symmetry]"
tmux_wait "2 · X ·"
tmux_wait "3 · · ·"
lesson_answer "What will the root return under F2?" 0
lesson_answer "how many leaves will F2 evaluate without a transposition" 785
lesson_answer "how many leaves will F2 evaluate with a transposition" 85
lesson_answer "Will position c1.b1 be cut off" transposition
lesson_section_end

# ---- 6: Nim ----
tmux_wait "Nim: a game a formula knows]"
# the heaps 1, 2 and 3, Max to move, its evaluation exact
tmux_wait "1 ●"
tmux_wait "2 ●●"
tmux_wait "3 ●●●"
tmux_wait "Max to move"
lesson_answer "What will the root return under F2?" -1
lesson_answer "What will the root return under F2, searching 1 move deep?" -1
tmux_keys Enter
tmux_wait "End of the lesson. Right at the first try: 18 of 19 questions."
tmux_keys q
tmux_wait "[exit 0]"
finish
