#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Answers in the terminal (tmux) forgive case and spaces, a kind of cutoff
# is also its first letter, and a word given for a number is told so and
# uses up no try: every question below is right at the first try.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
cat >"$TMP/answers.lesson" <<LESSON
abprune-lesson 1
title Answers
section Kinds and values
tree $TOP_SRCDIR/trees/deep-cutoff.tree
algorithm f2
goto end
question cut 2.1.1.2 deep
question cut 2.1.1.2 deep
question cut 2.1.1.2 deep
question cut 2.1.1.2 deep
question value root 5
hint Max has 5 at B.
pause
LESSON
tmux_start 80 24 "LC_ALL=$UTF8_LOCALE '$ABPRUNE' lesson '$TMP/answers.lesson'"
for answer in Deep DEEP ' deep ' d; do
    tmux_wait "Will position 2.1.1.2 be cut off"
    tmux_wait "Your answer"
    tmux_keys -l "$answer"
    tmux_keys Enter
    tmux_wait "Right. Position 2.1.1.2 is pruned by a deep cutoff"
    tmux_keys Enter
done
tmux_wait "What will the root (A) return under F2?"
tmux_wait "Your answer"
tmux_keys xyz Enter
tmux_wait "That is not a number: write a value such as 3 or -2"
# no try used: no hint yet, and the question still waits
grep -qF "Max has 5 at B." "$TMP/screen" && fail "xyz used up a try (the hint shows)"
tmux_keys 5 Enter
tmux_wait "Right. The root (A) returns 5"
tmux_keys Enter Enter
tmux_wait "End of the lesson. Right at the first try: 5 of 5 questions."
tmux_keys q
tmux_wait "[exit 0]"
finish
