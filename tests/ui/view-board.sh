#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The stepper's board pane on a tic-tac-toe tree from gen game, as golden
# screens with their colours (tmux capture-pane -e): at 80x24 the board
# stands in the call stack's place, at 120x40 beside the figures.  The
# search is stopped at its first deep cutoff (d), so that the board shows a
# position some moves down, the last move marked and X and O in their
# colours.  UPDATE_GOLDEN=1 rewrites the goldens.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
"$ABPRUNE" gen game tictactoe x.o.x.... -o "$TMP/ttt.tree" || fail "gen game tictactoe"

# screen SIZE: the stepper at COLSxROWS, after d, compared with its golden
screen() {
    TMUX_SOCKET=abprune-test-$$-$1     # a server of its own for each size
    tmux_start "${1%x*}" "${1#*x}" "cd '$TMP' && LC_ALL=$UTF8_LOCALE '$ABPRUNE' view ttt.tree"
    tmux_wait "O to move (Max)"
    tmux_keys d
    tmux_wait "X to move (Min)"
    # the screen settles: two captures alike
    _i=0
    tmux_cmd capture-pane -e -p -t t >"$TMP/a"
    while [ $_i -lt 50 ]; do
        sleep 0.1
        tmux_cmd capture-pane -e -p -t t >"$TMP/b"
        cmp -s "$TMP/a" "$TMP/b" && break
        mv "$TMP/b" "$TMP/a"
        _i=$((_i + 1))
    done
    if [ -n "${UPDATE_GOLDEN:-}" ]; then
        cp "$TMP/a" "$GOLDEN/view-board-$1.screen"
    fi
    compare "the stepper's screen at $1" "$GOLDEN/view-board-$1.screen" "$TMP/a"
    tmux_keys q
    tmux_wait "[exit 0]"
    tmux_stop
}
screen 80x24
screen 120x40
finish
