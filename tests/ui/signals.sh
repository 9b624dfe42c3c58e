#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Terminal hygiene: a hangup (SIGHUP), SIGTERM and Ctrl-\ (SIGQUIT) in the
# stepper leave the terminal as it was found (normal modes, the main
# screen, the keypad out of application mode) and end the program by that
# signal (status 129, 143, 131); Ctrl-Z leaves it as found while stopped
# and, after 'fg', the screen is drawn again and the first arrow is one
# key (the keypad back in application mode), not Esc [ C.  Ctrl-C's 130 is
# tests/ui/terminal.sh's.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
command -v bash >/dev/null 2>&1 || { echo "bash not installed (job control): skipped"; exit 77; }
pi=trees/knuth-moore-fig1.tree
tmux_start 100 30 "env PS1='$ ' bash --norc --noprofile"

# the pane's keypad cursor mode and alternate screen: "1 1" while curses
# runs, "0 0" in the shell
flags() { tmux_cmd display-message -p -t t '#{keypad_cursor_flag} #{alternate_on}'; }

# the shell's terminal modes, printed from a format (never matched by the
# echoed command line)
n=0
modes() {
    n=$((n + 1))
    tmux_keys "clear; stty -a | tr ' ' '\\n' | grep -x -e echo -e icanon | tr '\\n' ' '; printf '[modes] (command %s)\\n' $n" Enter
    tmux_wait "] (command $n)" 10 || return
    tmux_screen "$TMP/shell"
    expect_in "$TMP/shell" "icanon echo [modes]"
}

# the program's pid is written to a file; the script catches SIGQUIT (a
# trap is not inherited, so the program gets the default action) and
# writes no core file
cat >"$TMP/signal.sh" <<'SCRIPT'
trap : INT QUIT
ulimit -c 0
sh -c 'echo $$ >"$0"; exec "$@"' "$@"
echo "[status $?]"
SCRIPT

# ending SIGNAL STATUS: the stepper started, then SIGNAL
ending() {
    n=$((n + 1))
    rm -f "$TMP/pid"
    tmux_keys "clear; sh '$TMP/signal.sh' '$TMP/pid' env ABPRUNE_DATADIR='$TOP_SRCDIR' '$ABPRUNE' $pi; printf '(command %s)\\n' $n" Enter
    tmux_wait "step 0 of 143" 10 || return
    [ "$(flags)" = "1 1" ] || fail "$1: the stepper is not in the keypad mode and alternate screen ($(flags))"
    if [ "$1" = QUIT ]; then
        tmux_keys 'C-\'
    else
        kill -"$1" "$(cat "$TMP/pid")"
    fi
    tmux_wait "(command $n)" 10 || return
    tmux_screen "$TMP/shell"
    expect_in "$TMP/shell" "[status $2]"
    [ "$(flags)" = "0 0" ] || fail "SIG$1 left the terminal in keypad mode or the alternate screen ($(flags))"
    modes
}
ending HUP 129
ending TERM 143
ending QUIT 131

# Ctrl-Z, then fg
tmux_keys "clear; '$ABPRUNE' $pi" Enter
tmux_wait "step 0 of 143" 10
tmux_keys C-z
tmux_wait "Stopped" 10
[ "$(flags)" = "0 0" ] || fail "Ctrl-Z left the terminal in keypad mode or the alternate screen ($(flags))"
modes
tmux_keys fg Enter
tmux_wait "step 0 of 143" 10
[ "$(flags)" = "1 1" ] || fail "after fg the keypad is not in application mode ($(flags))"
# the first arrow after fg is one step
tmux_keys Right
tmux_wait "step 1 of 143" 10
tmux_keys Right
tmux_wait "step 2 of 143" 10
# and again
tmux_keys C-z
tmux_wait "Stopped" 10
tmux_keys fg Enter
tmux_wait "step 2 of 143" 10
tmux_keys Right
tmux_wait "step 3 of 143" 10
tmux_keys q
n=$((n + 1))
tmux_keys "printf '[status %s] (command %s)\\n' \$? $n" Enter
tmux_wait "(command $n)" 10
tmux_screen "$TMP/shell"
expect_in "$TMP/shell" "[status 0]"
finish
