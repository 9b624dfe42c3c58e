#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A practice exercise in the terminal (tmux): the student writes values and
# marks cuts with the cursor keys, checks, and sees what is right.
. "$TOP_SRCDIR/tests/lib.sh"
. "$TOP_SRCDIR/tests/tmux-lib.sh"
tmux_start 100 30 "LC_ALL=C.UTF-8 '$ABPRUNE' quiz -b 3 -d 3 --seed 7"
tmux_wait "Exercise 3-3-7: F2, minimax view."
tmux_wait "728998014157984524111662710"
# a first try with mistakes
tmux_keys 5 Enter Down 5 Enter c
tmux_wait "Not yet.  Cuts: 0 right, 0 marked wrongly, 6 missed.  Values: 1 right, 1 wrong, 9 missing."
tmux_wait "1: value: wrong"
# the whole sheet: values of every visited position, every cut
tmux_keys 4 Enter Down 8 Enter Right 9 Enter Right 4 Enter
tmux_keys Left Down Right x Right x Up Up
tmux_keys Right 5 Enter Down 7 Enter Right 9 Enter Right 5 Enter
tmux_keys Left Down Right x Right x Up Up
tmux_keys Right 5 Enter Down 5 Enter Right x Right x
tmux_keys c
tmux_wait "All right!  Cuts: 6 right, 0 marked wrongly, 0 missed.  Values: 11 right"
# the search's own picture
tmux_keys s
tmux_wait "the search's own picture"
tmux_wait "7289  0141579  524111"
tmux_keys q
tmux_wait "[exit 0]"
tmux_stop
# an arrow key after a value writes it and moves on (it used to drop the
# value silently); Esc drops it
TMUX_SOCKET=$TMUX_SOCKET-arrows     # a new server: the last one may still be ending
tmux_start 100 30 "LC_ALL=C.UTF-8 '$ABPRUNE' quiz -b 3 -d 3 --seed 7"
tmux_wait "728998014157984524111662710"
tmux_keys Down 4
tmux_wait "Value at 1 (Enter or an arrow: write it; Esc: cancel): 4"
tmux_keys Right
tmux_wait "cursor: 2"
tmux_keys 5 Up
tmux_wait "cursor: root"
tmux_keys 7 Escape
tmux_keys c
tmux_wait "Not yet.  Cuts: 0 right, 0 marked wrongly, 6 missed.  Values: 2 right, 0 wrong, 9 missing."
tmux_keys q
tmux_wait "[exit 0]"
finish
