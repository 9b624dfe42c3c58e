#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A practice exercise in the terminal (tmux): the student writes values and
# marks cuts with the cursor keys, checks, and sees what is right.  The
# tree spreads over the screen as the stepper's does: at 100 columns its
# 27 leaves are 3 columns apart (it was 27 columns wide at any size).
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
tmux_start 100 30 "LC_ALL=$UTF8_LOCALE '$ABPRUNE' quiz -b 3 -d 3 --seed 7"
tmux_wait "Exercise 3-3-7: F2, minimax view."
tmux_wait "7  2  8  9  9  8  0  1  4  1  5  7  9  8  4  5  2  4  1  1  1  6  6  2  7  1  0"
# a first try with mistakes
tmux_keys 5 Enter Down 5 Enter c
tmux_wait "Not yet: 1 of 17 right (5%): values 1/11, cuts 0/6."
tmux_wait "1: wrong value: F2 returns exactly 4: the smallest of its children's values (8, >=9, 4)"
# the whole sheet: values (or bounds) of every visited position, every cut
tmux_keys 4 Enter Down 8 Enter Right '>' = 9 Enter Right 4 Enter
tmux_keys Left Down Right x Right x Up Up
tmux_keys Right 5 Enter Down 7 Enter Right '>' = 9 Enter Right 5 Enter
tmux_keys Left Down Right x Right x Up Up
tmux_keys Right '<' = 5 Enter Down '<' = 5 Enter Right x Right x
tmux_keys c
tmux_wait "All right!  17 of 17 right (100%): values 11/11, cuts 6/6."
# the search's own picture
tmux_keys s
tmux_wait "the search's own picture"
tmux_wait "7  2  8  9        0  1  4  1  5  7  9        5  2  4  1  1  1"
tmux_keys q
tmux_wait "[exit 0]"
tmux_stop
# an arrow key after a value writes it and moves on (it used to drop the
# value silently); Esc drops it
TMUX_SOCKET=$TMUX_SOCKET-arrows     # a new server: the last one may still be ending
tmux_start 100 30 "LC_ALL=$UTF8_LOCALE '$ABPRUNE' quiz -b 3 -d 3 --seed 7"
tmux_wait "7  2  8  9  9  8  0  1  4  1  5  7  9  8  4  5  2  4  1  1  1  6  6  2  7  1  0"
tmux_keys Down 4
tmux_wait "Value at 1 (Enter or an arrow: write it; Esc: cancel): 4"
tmux_keys Right
tmux_wait "cursor: 2"
tmux_keys 5 Up
tmux_wait "cursor: root"
tmux_keys 7 Escape
tmux_keys c
tmux_wait "Not yet: 2 of 17 right (11%): values 2/11, cuts 0/6."
tmux_keys q
tmux_wait "[exit 0]"
tmux_stop
# in Hungarian the articles agree with what follows ("a 17", "az F2"):
# the check's sentences had "a(z)" on the screen
printf '5 <Enter> <Down> 5 <Enter> c <dump> q\n' >"$TMP/keys-hu"
LANGUAGE=hu LC_ALL=$UTF8_LOCALE "$ABPRUNE" quiz -b 3 -d 3 --seed 7 --size 100x30 \
    --keys "$TMP/keys-hu" --dump "$TMP/screen-hu" || fail "the Hungarian exercise did not run"
expect_in "$TMP/screen-hu" "1 helyes a 17 közül"
expect_in "$TMP/screen-hu" "az F2 pontosan a 4 értéket"
grep -q "a(z)" "$TMP/screen-hu" && fail "the Hungarian exercise screen writes a(z)"
finish
