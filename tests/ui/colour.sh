#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Colours by meaning, read back from the terminal (tmux capture-pane -e):
# every cut letter of the figure is drawn in its kind's look, the same as
# the header's legend (deep: red, underlined; shallow: white on blue); the
# path is magenta and bold, the current position black on yellow, in the
# figure, the call stack and the pseudocode alike; no colour is one that
# is faint on a dark or a light background (blue, yellow or cyan letters
# on the terminal's own background).  With NO_COLOR, or on a terminal
# without colours, no colour at all, and the meanings in attributes: the
# deep letters bold and underlined, the path bold, the current position
# reversed.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
pi=trees/knuth-moore-fig1.tree

tmux_start 120 40 "LC_ALL=$UTF8_LOCALE '$ABPRUNE' $pi"
tmux_wait "step 0 of 143"
tmux_keys G
tmux_wait "step 143/143"
tmux_wait "cuts:  s shallow  d deep"
tmux_screen "$TMP/end"
tmux_cells "$TMP/end.cells"
# the figure's rows: from 3 to the stack pane's header
last=$(($(grep -n '^l  position' "$TMP/end" | cut -d: -f1) - 1))
deep=$(legend_look "$TMP/end.cells" "$TMP/end" d)
shallow=$(legend_look "$TMP/end.cells" "$TMP/end" s)
[ "$deep" = "fg=1 bg=-1 bold ul" ] || fail "the legend's d is drawn '$deep', not red, bold, underlined"
[ "$shallow" = "fg=7 bg=4 bold" ] || fail "the legend's s is drawn '$shallow', not white on blue"
# the figure's letters: all five d in the legend's look
[ "$(awk -v b="$last" '$3 == "d" && $1 >= 3 && $1 <= b' "$TMP/end.cells" | wc -l)" -eq 5 ] ||
    fail "not five d letters on the figure"
[ "$(char_looks "$TMP/end.cells" d 3 "$last")" = "$deep" ] ||
    fail "deep letters drawn '$(char_looks "$TMP/end.cells" d 3 "$last")', the legend '$deep'"
[ "$(char_looks "$TMP/end.cells" s 3 "$last")" = "$shallow" ] ||
    fail "shallow letters drawn '$(char_looks "$TMP/end.cells" s 3 "$last")', the legend '$shallow'"
# the status line counts the kinds in their looks too
[ "$(grep -n "deep 5 (3)" "$TMP/end" | cut -d: -f1)" -gt "$last" ] || fail "no deep count below"
row=$(grep -n "deep 5 (3)" "$TMP/end" | cut -d: -f1)
col=$(sed -n "${row}p" "$TMP/end" | awk '{ print index($0, "deep 5 (3)") }')
[ "$(cell_look "$TMP/end.cells" "$row" "$col")" = "d $deep" ] || fail "the status line's deep is not in the deep look"

# no faint colour on the terminal's own background, anywhere
faint() {
    awk '$5 == "bg=-1" && ($4 == "fg=3" || $4 == "fg=4" || $4 == "fg=6")' "$1" | head -n 3
}
[ -z "$(faint "$TMP/end.cells")" ] || fail "faint colours: $(faint "$TMP/end.cells")"

# the path and the current position, in every pane: after the third cutoff
# the search is in 1.3 (on the path: root, 1, 1.3)
tmux_keys g c c c
tmux_wait "step 53/143"
tmux_screen "$TMP/mid"
tmux_cells "$TMP/mid.cells"
[ -z "$(faint "$TMP/mid.cells")" ] || fail "faint colours: $(faint "$TMP/mid.cells")"
# the figure: the root (on the path, row 4) magenta and bold
root=$(sed -n 4p "$TMP/mid" | awk '{ print index($0, "║") }')
[ "$(cell_look "$TMP/mid.cells" 4 "$root")" = "║ fg=5 bg=-1 bold" ] ||
    fail "the root on the path is drawn '$(cell_look "$TMP/mid.cells" 4 "$root")'"
# the current position's arrow black on yellow
[ "$(char_looks "$TMP/mid.cells" ▼ 3 "$last")" = "fg=0 bg=3" ] ||
    fail "the current position is drawn '$(char_looks "$TMP/mid.cells" ▼ 3 "$last")'"
# the stack: 1.3 (current) black on yellow, 1 (path) magenta
row=$(grep -n '^2  1\.3 ' "$TMP/mid" | cut -d: -f1)
[ "$(cell_look "$TMP/mid.cells" "$row" 4)" = "1 fg=0 bg=3" ] || fail "the stack's current position is not black on yellow"
row=$(grep -n '^1  1  ' "$TMP/mid" | cut -d: -f1)
[ "$(cell_look "$TMP/mid.cells" "$row" 4)" = "1 fg=5 bg=-1 bold" ] || fail "the stack's path is not magenta"
# the pseudocode's current line black on yellow
row=$(grep -n 'if m >= beta then goto done' "$TMP/mid" | cut -d: -f1)
# (its column counted in characters: a rule stands left of the pseudocode)
line=$(sed -n "${row}p" "$TMP/mid")
col=$(( $(printf '%s' "${line%%if m >= beta*}" | wc -m) + 1 ))
[ "$(cell_look "$TMP/mid.cells" "$row" "$col")" = "i fg=0 bg=3" ] || fail "the code's current line is not black on yellow"
tmux_keys q
tmux_wait "[exit 0]"
tmux_stop

# no colours: NO_COLOR, and a terminal without them; the meanings stay
for how in "NO_COLOR=1 TERM=screen" "TERM=vt100"; do
    TMUX_SOCKET=$TMUX_SOCKET-x    # a new server: the last one may still be ending
    tmux_start 120 40 "$how LC_ALL=$UTF8_LOCALE '$ABPRUNE' $pi"
    tmux_wait "step 0 of 143"
    tmux_keys G
    tmux_wait "step 143/143"
    tmux_cells "$TMP/mono.cells"
    colours=$(grep -v 'fg=-1 bg=-1' "$TMP/mono.cells" | head -n 3)
    [ -z "$colours" ] || fail "$how: colours drawn: $colours"
    [ "$(char_looks "$TMP/mono.cells" d 3 "$last")" = "fg=-1 bg=-1 bold ul" ] ||
        fail "$how: deep letters drawn '$(char_looks "$TMP/mono.cells" d 3 "$last")'"
    tmux_keys g c c c
    tmux_wait "step 53/143"
    tmux_cells "$TMP/mono.cells"
    [ "$(char_looks "$TMP/mono.cells" ▼ 3 "$last")" = "fg=-1 bg=-1 bold rev" ] ||
        fail "$how: the current position is drawn '$(char_looks "$TMP/mono.cells" ▼ 3 "$last")'"
    [ "$(cell_look "$TMP/mono.cells" 4 "$root")" = "║ fg=-1 bg=-1 bold" ] ||
        fail "$how: the root on the path is drawn '$(cell_look "$TMP/mono.cells" 4 "$root")'"
    tmux_keys q
    tmux_wait "[exit 0]"
    tmux_stop
done
finish
