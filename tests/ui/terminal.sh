#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The interface on a terminal it cannot drive: TERM dumb, unknown or unset
# gives a clear message naming the commands that work without it, and exit
# status 2 (bad usage), before curses prints or draws anything.  Ctrl-C in
# the stepper, a lesson or a quiz restores the terminal and exits 130, as
# stats does.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
pi=trees/knuth-moore-fig1.tree
tmux_start 100 30 "sh"

# run COMMAND in the tmux shell and wait for its status line (numbered, so
# that the previous command's line is never taken for it).  The line is
# printed from a format, so that the typed command, which the terminal
# echoes before 'clear' runs, never matches what is waited for.
n=0
shell() {
    n=$((n + 1))
    tmux_keys "clear; $1; printf '[status %s] (command %s)\\n' \$? $n" Enter
    tmux_wait "] (command $n)" 10 || return
    tmux_screen "$TMP/shell"
}

shell "TERM=dumb '$ABPRUNE' $pi"
expect_in "$TMP/shell" "abprune: the terminal type 'dumb' (TERM) cannot move the cursor,"
expect_in "$TMP/shell" "abprune run $pi "
expect_in "$TMP/shell" "abprune export $pi "
expect_in "$TMP/shell" "[status 2]"

shell "TERM=no-such-terminal '$ABPRUNE' view $pi"
expect_in "$TMP/shell" "abprune: the terminal type 'no-such-terminal' (TERM) is not known here (no"
expect_in "$TMP/shell" "abprune run $pi "
expect_in "$TMP/shell" "[status 2]"

shell "(unset TERM; '$ABPRUNE' $pi)"
expect_in "$TMP/shell" "abprune: TERM is not set, so the terminal interface cannot start."
expect_in "$TMP/shell" "[status 2]"

shell "TERM=dumb ABPRUNE_DATADIR='$TOP_SRCDIR' '$ABPRUNE' lesson 3"
expect_in "$TMP/shell" "abprune lesson: the terminal type 'dumb' (TERM) cannot move the cursor,"
expect_in "$TMP/shell" "'abprune run' and 'abprune export' show a search."
expect_in "$TMP/shell" "[status 2]"

shell "TERM=dumb '$ABPRUNE' quiz -b 2 -d 2 --seed 1"
expect_in "$TMP/shell" "abprune quiz: the terminal type 'dumb' (TERM) cannot move the cursor,"
expect_in "$TMP/shell" "Without it, 'abprune quiz --print' prints the exercise sheet"
expect_in "$TMP/shell" "[status 2]"

# Ctrl-C: the program ends by SIGINT, which a shell reports as status 130,
# and the terminal is back in its normal modes (stty shows echo and
# canonical input again).  An interactive shell drops the rest of a command
# line whose program died of Ctrl-C, so a script that catches the signal
# itself reports the status (a trap, unlike an ignored signal, is not
# inherited by the program).
cat >"$TMP/interrupt.sh" <<'SCRIPT'
trap : INT
"$@"
echo "[status $?]"
stty -a | tr ' ' '\n' | grep -x -e echo -e icanon | tr '\n' ' '
echo '[modes]'
SCRIPT
interrupt() {
    n=$((n + 1))
    tmux_keys "clear; sh '$TMP/interrupt.sh' env LC_ALL=$UTF8_LOCALE ABPRUNE_DATADIR='$TOP_SRCDIR' '$ABPRUNE' $1; printf '(command %s)\\n' $n" Enter
    tmux_wait "$2" 10 || return
    tmux_keys C-c
    tmux_wait "(command $n)" 10 || return
    tmux_screen "$TMP/shell"
    expect_in "$TMP/shell" "[status 130]"
    expect_in "$TMP/shell" "icanon echo [modes]"
}
interrupt "$pi" "step 0 of 143"
interrupt "lesson 1" "section 1 of"
interrupt "quiz -b 2 -d 2 --seed 1" "2-2-1"
finish
