#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A lesson played in the terminal (tmux): text, the board, questions with a
# hint and a second try, the answer shown with the step that explains it,
# resizing, and the summary at the end.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
tmux_start 100 36 "ABPRUNE_DATADIR='$TOP_SRCDIR' LC_ALL=$UTF8_LOCALE '$ABPRUNE' lesson 7"
tmux_wait "[section 1 of 5: Ranges"
tmux_wait "Textbooks draw alpha-beta in the minimax view"
tmux_keys Enter
tmux_wait "End of the section: Enter for the next one."
tmux_keys Enter
tmux_wait "What will position 1 (B) return under F2?"
tmux_wait "Your answer"
tmux_keys 3 Enter
tmux_wait "Right. Position 1 (B) returns 3 at step 9: its true value."
tmux_keys Enter
tmux_wait "Which position will the search reach first: 2.1, 2.2 or 3.1?"
tmux_keys 2.2 Enter
tmux_wait "Not quite. Try again."
tmux_keys 3.1 Enter
tmux_wait "Not quite. The answer is 2.1. Position 2.1 is reached first, at step 12."
tmux_wait "step 12 of 26: leaf 2.1"

# too small, then back
tmux_resize 60 20
tmux_wait "Terminal too small: 60x20"
tmux_resize 100 36
tmux_wait "step 12 of 26: leaf 2.1"

# the view key: C's leaves are Max's payoffs in the minimax view
tmux_keys v
tmux_wait "(negamax view)"
tmux_keys v
tmux_wait "(minimax view)"

# the fourth section, its questions, the last one, and the summary
tmux_keys NPage NPage
tmux_wait "[section 4 of 5: D and"
tmux_wait "What will position 3 (D) return under F2?"
tmux_keys 2 Enter
tmux_wait "Right. Position 3 (D) returns 2 (upper bound) at step 24; its true value is 2."
tmux_keys Enter
tmux_wait "What will the root (A) return under F2?"
tmux_keys 3 Enter
tmux_wait "Right."
tmux_keys Enter
tmux_wait "How many leaves will F2 evaluate in all?"
tmux_keys 9 Enter
tmux_wait "Not quite. Hint: Nine leaves, two of them pruned at C."
tmux_keys 7 Enter
tmux_wait "Right. F2 evaluates 7 of the 9 leaves."
tmux_keys Enter Enter
tmux_wait "End of the section: Enter for the next one."
tmux_keys Enter
tmux_wait "[section 5 of 5: The order of D's leaves]"
tmux_keys 5 Enter
tmux_wait "Right. F2 evaluates 5 of the 9 leaves."
tmux_keys Enter
tmux_wait "Will position 3.2 be cut off"
tmux_keys shallow Enter
tmux_wait "Right. Position 3.2 is pruned by a shallow cutoff at position 3 (D) (step 20)."
tmux_keys Enter Enter
tmux_wait "End of the lesson. Right at the first try: 5 of 10 questions."
tmux_keys '?'
tmux_wait "this section again from its start"
tmux_keys Enter
# what happens on average, on random trees like this one (degree 3, height 2)
tmux_keys s
tmux_wait "On average: 50 random trees of degree 3 per height"
tmux_wait "f2        3   2        7.42"
tmux_keys Enter q
tmux_wait "[exit 0]"
finish
