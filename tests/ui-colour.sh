#!/bin/sh
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
. "$TOP_SRCDIR/tests/lib.sh"
. "$TOP_SRCDIR/tests/tmux-lib.sh"
pi=trees/knuth-moore-fig1.tree

# look CELLS ROW COL: one cell's character and look ("" when blank)
look() { awk -v r="$2" -v c="$3" '$1 == r && $2 == c { $1 = $2 = ""; sub(/^ +/, ""); print }' "$1"; }
# looks CELLS CHAR FIRST LAST: the distinct looks of CHAR in rows FIRST..LAST
looks() {
    awk -v ch="$2" -v a="$3" -v b="$4" '$3 == ch && $1 >= a && $1 <= b {
        $1 = $2 = $3 = ""; sub(/^ +/, ""); print }' "$1" | sort -u
}
# legend CELLS SCREEN LETTER: the look of LETTER in the legend "cuts: ..."
legend() {
    _row=$(grep -n "cuts: " "$2" | head -n 1 | cut -d: -f1)
    _col=$(sed -n "${_row}p" "$2" | awk -v l="$3" '{ i = index($0, "cuts:");
        j = index(substr($0, i), " " l " "); print i + j }')
    look "$1" "$_row" "$_col" | cut -d' ' -f2-
}

tmux_start 120 40 "LC_ALL=C.UTF-8 '$ABPRUNE' $pi"
tmux_wait "step 0 of 143"
tmux_keys G
tmux_wait "step 143/143"
tmux_wait "cuts: s shallow  d deep  w window"
tmux_screen "$TMP/end"
tmux_cells "$TMP/end.cells"
deep=$(legend "$TMP/end.cells" "$TMP/end" d)
shallow=$(legend "$TMP/end.cells" "$TMP/end" s)
[ "$deep" = "fg=1 bg=-1 bold ul" ] || fail "the legend's d is drawn '$deep', not red, bold, underlined"
[ "$shallow" = "fg=7 bg=4 bold" ] || fail "the legend's s is drawn '$shallow', not white on blue"
# the figure's letters (rows 3 to 18): all five d in the legend's look
[ "$(awk '$3 == "d" && $1 >= 3 && $1 <= 18' "$TMP/end.cells" | wc -l)" -eq 5 ] ||
    fail "not five d letters on the figure"
[ "$(looks "$TMP/end.cells" d 3 18)" = "$deep" ] ||
    fail "deep letters drawn '$(looks "$TMP/end.cells" d 3 18)', the legend '$deep'"
[ "$(looks "$TMP/end.cells" s 3 18)" = "$shallow" ] ||
    fail "shallow letters drawn '$(looks "$TMP/end.cells" s 3 18)', the legend '$shallow'"
# the status line counts the kinds in their looks too
[ "$(grep -n "deep 5 (3)" "$TMP/end" | cut -d: -f1)" -gt 30 ] || fail "no deep count below"
row=$(grep -n "deep 5 (3)" "$TMP/end" | cut -d: -f1)
col=$(sed -n "${row}p" "$TMP/end" | awk '{ print index($0, "deep 5 (3)") }')
[ "$(look "$TMP/end.cells" "$row" "$col")" = "d $deep" ] || fail "the status line's deep is not in the deep look"

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
# the figure: the root (on the path, row 4, column 41) magenta and bold
[ "$(look "$TMP/mid.cells" 4 41)" = "║ fg=5 bg=-1 bold" ] ||
    fail "the root on the path is drawn '$(look "$TMP/mid.cells" 4 41)'"
# the current position's arrow black on yellow
[ "$(looks "$TMP/mid.cells" ▼ 3 18)" = "fg=0 bg=3" ] ||
    fail "the current position is drawn '$(looks "$TMP/mid.cells" ▼ 3 18)'"
# the stack: 1.3 (current) black on yellow, 1 (path) magenta
row=$(grep -n '^2  1\.3 ' "$TMP/mid" | cut -d: -f1)
[ "$(look "$TMP/mid.cells" "$row" 4)" = "1 fg=0 bg=3" ] || fail "the stack's current position is not black on yellow"
row=$(grep -n '^1  1  ' "$TMP/mid" | cut -d: -f1)
[ "$(look "$TMP/mid.cells" "$row" 4)" = "1 fg=5 bg=-1 bold" ] || fail "the stack's path is not magenta"
# the pseudocode's current line black on yellow
row=$(grep -n 'if m >= beta: return m' "$TMP/mid" | cut -d: -f1)
col=$(sed -n "${row}p" "$TMP/mid" | awk '{ print index($0, "if m >= beta") }')
[ "$(look "$TMP/mid.cells" "$row" "$col")" = "i fg=0 bg=3" ] || fail "the code's current line is not black on yellow"
tmux_keys q
tmux_wait "[exit 0]"
tmux_stop

# no colours: NO_COLOR, and a terminal without them; the meanings stay
for how in "NO_COLOR=1 TERM=screen" "TERM=vt100"; do
    TMUX_SOCKET=$TMUX_SOCKET-x    # a new server: the last one may still be ending
    tmux_start 120 40 "$how LC_ALL=C.UTF-8 '$ABPRUNE' $pi"
    tmux_wait "step 0 of 143"
    tmux_keys G
    tmux_wait "step 143/143"
    tmux_cells "$TMP/mono.cells"
    colours=$(grep -v 'fg=-1 bg=-1' "$TMP/mono.cells" | head -n 3)
    [ -z "$colours" ] || fail "$how: colours drawn: $colours"
    [ "$(looks "$TMP/mono.cells" d 3 18)" = "fg=-1 bg=-1 bold ul" ] ||
        fail "$how: deep letters drawn '$(looks "$TMP/mono.cells" d 3 18)'"
    tmux_keys g c c c
    tmux_wait "step 53/143"
    tmux_cells "$TMP/mono.cells"
    [ "$(looks "$TMP/mono.cells" ▼ 3 18)" = "fg=-1 bg=-1 bold rev" ] ||
        fail "$how: the current position is drawn '$(looks "$TMP/mono.cells" ▼ 3 18)'"
    [ "$(look "$TMP/mono.cells" 4 41)" = "║ fg=-1 bg=-1 bold" ] ||
        fail "$how: the root on the path is drawn '$(look "$TMP/mono.cells" 4 41)'"
    tmux_keys q
    tmux_wait "[exit 0]"
    tmux_stop
done
finish
