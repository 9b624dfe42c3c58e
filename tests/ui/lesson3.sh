#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Lesson 3 taken as a student would, in a terminal (tmux): every section,
# every question, one answered wrong and then right, and the summary.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
tmux_start 110 40 "LC_ALL=$UTF8_LOCALE '$ABPRUNE' lesson 3"
tmux_wait "[section 1 of 4: Two bounds"
tmux_keys Enter
tmux_wait "End of the section: Enter for the next one."
tmux_keys Enter
tmux_wait "[section 2 of 4: Bounds from further up]"
tmux_wait "Which window (alpha, beta) does position 2.1.1 receive under F2?"
tmux_keys "(-inf, 3)" Enter
tmux_wait "Not quite. Hint: Position 2.1 has no value of its own yet when 2.1.1 is called: follow beta further up."
tmux_keys "(-inf, -2)" Enter
tmux_wait "Right. Position 2.1.1: F2 is called with (-inf, -2): alpha is -inf"
tmux_wait "the root already has m = 2 (from 1)."
tmux_keys Enter
tmux_wait "Will position 2.1.1.3 be cut off, and by which kind of cutoff"
tmux_keys shallow Enter
tmux_wait "Not quite. Hint: Which ancestor's value made the window at 2.1.1 so narrow?"
tmux_keys deep Enter
tmux_wait "Right. Position 2.1.1.3 is pruned by a deep cutoff at position 2.1.1 (step 65)."
tmux_keys Enter
tmux_wait "Which position will the search reach first: 2.1.2, 2.2 or 3?"
tmux_keys 2.1.2 Enter
tmux_wait "Right. Position 2.1.2 is reached first, at step 68."
tmux_keys Enter
tmux_wait "End of the section"
tmux_keys Enter
tmux_wait "[section 3 of 4: What F2 visits]"
tmux_wait "How many leaves will F1 evaluate in all?"
tmux_keys 36 Enter
tmux_wait "Right. F1 evaluates 36 of the 81 leaves."
tmux_keys Enter Enter
tmux_wait "How many leaves will F2 evaluate in all?"
tmux_keys 31 Enter
tmux_wait "Right. F2 evaluates 31 of the 81 leaves."
tmux_keys Enter
tmux_wait "Will position 3.2.1.2 be cut off"
tmux_keys deep Enter
tmux_wait "Right."
tmux_keys Enter
tmux_wait "Will position 2.2 be cut off"
tmux_keys shallow Enter
tmux_wait "Right. Position 2.2 is pruned by a shallow cutoff at position 2 (step 85)."
tmux_keys Enter Enter
tmux_wait "End of the section"
tmux_keys Enter
tmux_wait "[section 4 of 4: The values are bounds too]"
tmux_wait "What will position 1.2 return under F2?"
tmux_keys 2 Enter
tmux_wait "Right. Position 1.2 returns 2 (lower bound) at step 41; its true value is 7."
tmux_keys Enter
tmux_wait "What will the root return under F2?"
tmux_keys 2 Enter
tmux_wait "Right."
tmux_keys Enter Enter
tmux_wait "End of the lesson. Right at the first try: 7 of 9 questions."
tmux_wait "later  Which window (alpha, beta) does position 2.1.1 receive"
tmux_wait "later  Will position 2.1.1.3 be cut off"
tmux_keys q
tmux_wait "[exit 0]"
finish
