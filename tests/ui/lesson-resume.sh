#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A lesson keeps its place (tmux; issue 41): lesson 12 left in section 3,
# with q on an empty answer (the key line's "q: quit"; q typed after
# something is part of the answer), keeps the section, the stop in it and
# the answers given in the progress file; started again, it offers to go
# back there, Enter takes the reader to the same question with the earlier
# answers (the summary at the end counts them), r declines and starts from
# the beginning.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
progress=$XDG_STATE_HOME/abprune/progress
run="ABPRUNE_DATADIR='$TOP_SRCDIR' XDG_STATE_HOME='$XDG_STATE_HOME' LC_ALL=$UTF8_LOCALE '$ABPRUNE' lesson 12"

tmux_start 80 24 "$run"
tmux_wait "[section 1 of 6: A position from a real game]"
lesson_answer "What will the root return under F?" 0
lesson_answer "What will position a1 return under F?" -10
lesson_answer "how many leaves will F evaluate" 441
lesson_section_end
lesson_answer "how many of the 441 leaves will F2" 88
lesson_answer "Will position b1.a1.c1.c2 be cut off" deep
lesson_section_end
tmux_wait "A horizon and a static evaluation]"
lesson_answer "What will the root return under F2, searching 1 move deep?" -1
# the second question of section 3: "q" after a character is typed, and
# taken away again; q on the empty answer quits
tmux_wait "What will position a1 return under F2, searching 1 move deep?"
tmux_keys 7 q
tmux_wait "Your answer (Esc: show it; q: quit): 7q"
tmux_keys BSpace BSpace
tmux_wait_gone "Your answer (Esc: show it; q: quit): 7"
tmux_keys q
tmux_wait "[exit 0]"
tmux_stop
# kept: section 3, one stop of it passed, six answers right at the first try
[ -f "$progress" ] || fail "no progress file at $progress"
expect_in "$progress" "$(printf '12-real-game\tleft\t3\t1\trrrrrr.............')"
grep -q "12-real-game	finished" "$progress" && fail "a lesson left midway is kept as finished"
"$ABPRUNE" lesson >"$TMP/list" || fail "lesson (the list) failed"
expect_in "$TMP/list" "(left in section 3)"

# started again: the offer, Enter takes it, the same question waits
TMUX_SOCKET=$TMUX_SOCKET-again
tmux_start 80 24 "$run"
tmux_wait "You left this lesson in section 3 of 6"
tmux_wait "with 6 of 19 questions answered"
tmux_keys Enter
tmux_wait "[3/6: A horizon and a static evaluation]"
tmux_wait "What will position a1 return under F2, searching 1 move deep?"
# the rest of the lesson, every answer shown: the summary keeps the six
# answers given before
i=0
while [ $i -lt 40 ] && ! grep -q "End of the lesson" "$TMP/screen"; do
    tmux_keys Escape
    sleep 0.2
    tmux_keys Enter
    sleep 0.2
    tmux_screen "$TMP/screen"
    i=$((i + 1))
done
tmux_wait "End of the lesson. Right at the first try: 6 of 19 questions."
# the summary's first lines, scrolled back to: the answers of the first run
i=0
while [ $i -lt 60 ]; do
    tmux_keys Up
    i=$((i + 1))
done
tmux_wait "- right  What will the root return under F?  0"
tmux_wait "- right  Will position b1.a1.c1.c2 be cut off"
tmux_keys q
tmux_wait "[exit 0]"
tmux_stop
# finished: kept as finished with its score, the place forgotten
expect_in "$progress" "$(printf '12-real-game\tfinished\t6\t19')"
grep -q "12-real-game	left" "$progress" && fail "a finished lesson keeps its place"

# declined: r starts from the beginning, and leaving at once keeps no place
printf 'abprune-progress 1\n12-real-game\tleft\t3\t1\trrrrrr.............\n' >"$progress"
TMUX_SOCKET=$TMUX_SOCKET-declined
tmux_start 80 24 "$run"
tmux_wait "You left this lesson in section 3 of 6"
tmux_keys r
tmux_wait_gone "You left this lesson"
tmux_wait "[section 1 of 6: A position from a real game]"
tmux_wait "What will the root return under F?"
tmux_keys q
tmux_wait "[exit 0]"
tmux_stop
grep -q "12-real-game	left" "$progress" && fail "a declined place is kept"
# q at the offer leaves the place as it was
printf 'abprune-progress 1\n12-real-game\tleft\t3\t1\trrrrrr.............\n' >"$progress"
TMUX_SOCKET=$TMUX_SOCKET-kept
tmux_start 80 24 "$run"
tmux_wait "You left this lesson in section 3 of 6"
tmux_keys q
tmux_wait "[exit 0]"
tmux_stop
expect_in "$progress" "$(printf '12-real-game\tleft\t3\t1\trrrrrr.............')"
finish
