#!/bin/sh
# The stepper at 80x24 and 200x60, in tmux, as a new reader found it:
# ] and [ scroll the figure no further than its ends (none at all when it
# fits), PgDn no further than its last row.
. "$TOP_SRCDIR/tests/lib.sh"
. "$TOP_SRCDIR/tests/tmux-lib.sh"
pi="$TOP_SRCDIR/trees/knuth-moore-fig1.tree"
leaves=314159265358979323846264338327950288419716939937510582097494459230781640628620899

# 80x24: the pi tree's 81 columns; ] stops with its last column at the
# right edge (one column off to the left), [ comes back to the start
tmux_start 80 24 "'$ABPRUNE' view '$pi'"
tmux_wait "1▶"
tmux_keys ']'
tmux_wait "◀1"
tmux_keys ']' ']'
sleep 0.3
tmux_keys '?'
tmux_wait "one step forward"
tmux_keys q
tmux_wait "◀1"
tmux_screen "$TMP/right"
sed -n 2p "$TMP/right" | grep -q "◀1 *$" || fail "] ] ] went past the figure's end: $(sed -n 2p "$TMP/right")"
expect_in "$TMP/right" "$(echo $leaves | cut -c2-81)"
tmux_keys '[' '['
tmux_wait "1▶"
tmux_screen "$TMP/left"
expect_in "$TMP/left" "$(echo $leaves | cut -c1-80)"
grep -q "◀" "$TMP/left" && fail "[ [ left the figure scrolled"
tmux_stop

# 200x60: the figure fits, so neither ] nor PgDn moves it
TMUX_SOCKET=abprune-test-$$-wide
tmux_start 200 60 "'$ABPRUNE' view '$pi'"
tmux_wait "before the search"
tmux_screen "$TMP/wide0"
tmux_keys ']' ']' PgDn PgDn
sleep 0.3
tmux_keys '?'
tmux_wait "one step forward"
tmux_keys q
tmux_wait "before the search"
tmux_screen "$TMP/wide1"
grep -q "[◀▶▲▼]" "$TMP/wide1" && fail "at 200x60 the figure scrolled: $(sed -n 2p "$TMP/wide1")"
compare "the 200x60 screen after ] ] PgDn PgDn" "$TMP/wide0" "$TMP/wide1"
tmux_stop
finish
