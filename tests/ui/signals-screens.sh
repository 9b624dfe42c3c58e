#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Ctrl-Z and fg on the lesson and quiz screens, as tests/ui/signals.sh does
# for the stepper: stopped, the terminal is as it was found (keypad out of
# application mode, the main screen); after 'fg' the screen is drawn again
# and the first arrow is one key (the keypad back in application mode),
# not Esc [ C read as three.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
command -v bash >/dev/null 2>&1 || { echo "bash not installed (job control): skipped"; exit 77; }
tmux_start 100 30 "env PS1='$ ' bash --norc --noprofile"

# the pane's keypad cursor mode and alternate screen: "1 1" while curses
# runs, "0 0" in the shell
flags() { tmux_cmd display-message -p -t t '#{keypad_cursor_flag} #{alternate_on}'; }

# stop_and_resume WHAT SHOWN: Ctrl-Z, check the shell's terminal, fg, and
# wait for SHOWN again
stop_and_resume() {
    tmux_keys C-z
    tmux_wait "Stopped" 10
    [ "$(flags)" = "0 0" ] || fail "$1: Ctrl-Z left keypad mode or the alternate screen ($(flags))"
    tmux_keys fg Enter
    tmux_wait "$2" 10
    [ "$(flags)" = "1 1" ] || fail "$1: after fg the keypad is not in application mode ($(flags))"
}

n=0
# ended: the program quit with q, status 0
ended() {
    n=$((n + 1))
    tmux_keys "printf '[status %s] (command %s)\\n' \$? $n" Enter
    tmux_wait "(command $n)" 10
    tmux_screen "$TMP/shell$n"
    expect_in "$TMP/shell$n" "[status 0]"
}

# a lesson: Right steps the search on its board
tmux_keys "clear; LC_ALL=$UTF8_LOCALE '$ABPRUNE' lesson 1" Enter
tmux_wait "step 0 of 29" 10
stop_and_resume lesson "step 0 of 29"
tmux_keys Right
tmux_wait "step 1 of 29" 10
tmux_keys Right
tmux_wait "step 2 of 29" 10
stop_and_resume lesson "step 2 of 29"
tmux_keys Right
tmux_wait "step 3 of 29" 10
tmux_keys q
ended

# the quiz: Down moves the cursor to the first child, Right to its sibling
tmux_keys "clear; LC_ALL=$UTF8_LOCALE '$ABPRUNE' quiz --seed 1" Enter
tmux_wait "cursor: root" 10
stop_and_resume quiz "cursor: root"
tmux_keys Down
tmux_wait "cursor: 1" 10
stop_and_resume quiz "cursor: 1"
tmux_keys Right
tmux_wait "cursor: 2" 10
tmux_keys q
ended
finish
