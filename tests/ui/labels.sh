#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Labels on the stepper's screen and the lesson board: each labelled depth
# has a row of its own for its labels, just above its values, with the
# node-type digits and the current-node arrow in the row above the labels
# (as abprune export draws them), so that no digit reads as part of a
# label or a value ("B1") and the arrow shows on a labelled position too.
# At 80x24 and 200x60, colours read back from the terminal: the arrow and
# the current label black on yellow, the type digits in their own look.
# L takes the labels away and the arrow stays.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
aima=trees/aima-fig5-2.tree

# row_of FILE REGEX: the first row (from 1) of FILE matching REGEX, or 0
row_of() { grep -n -E -- "$2" "$1" | head -n 1 | cut -d: -f1 | grep . || echo 0; }

for size in "80 24" "200 60"; do
    cols=${size% *} rows=${size#* }
    TMUX_SOCKET=abprune-test-$$-$cols    # a server a size
    tmux_start "$cols" "$rows" "LC_ALL=$UTF8_LOCALE '$ABPRUNE' $aima"
    tmux_wait "AIMA Figure 5.2"
    # the types on (m: cuts, then all), into B: its entering step
    tmux_keys m l l
    tmux_wait "marks: all" && tmux_wait "enter 1 (B)"
    tmux_screen "$TMP/b"
    tmux_cells "$TMP/b.cells"
    # the figure: from the third row to the call stack's header, which
    # names the position column "position" (with the level column "l" at
    # 200 columns) or "pos." where it is narrow
    last=$(($(row_of "$TMP/b" '^(l +)?pos(ition|\.) +window') - 1))
    [ "$last" -gt 3 ] || fail "$cols x $rows: no call stack header under the figure"
    sed -n "3,${last}p" "$TMP/b" >"$TMP/fig"
    grep -q 'B' "$TMP/fig" || fail "$cols x $rows: the figure rows hold no label B"
    # B, C and D alone in their row; above it the arrow over B and C's and
    # D's types (2: CUT), nothing else; below it B's line (not valued yet)
    lr=$(row_of "$TMP/b" '^ *B +C +D *$')
    [ "$lr" -gt 3 ] || fail "$cols x $rows: no row of the labels B C D alone"
    sed -n "$((lr - 1))p" "$TMP/b" | grep -q -E '^ *▼ +2 +2 *$' ||
        fail "$cols x $rows: the row above the labels is '$(sed -n "$((lr - 1))p" "$TMP/b")', not the arrow and two types"
    colb=$(sed -n "${lr}p" "$TMP/b" | awk '{ print index($0, "B") }')
    [ "$(cell_look "$TMP/b.cells" "$((lr - 1))" "$colb")" = "▼ fg=0 bg=3" ] ||
        fail "$cols x $rows: the arrow over B is '$(cell_look "$TMP/b.cells" "$((lr - 1))" "$colb")'"
    [ "$(cell_look "$TMP/b.cells" "$lr" "$colb")" = "B fg=0 bg=3" ] ||
        fail "$cols x $rows: the current label B is '$(cell_look "$TMP/b.cells" "$lr" "$colb")'"
    [ "$(cell_look "$TMP/b.cells" "$((lr + 1))" "$colb")" = "║ fg=0 bg=3" ] ||
        fail "$cols x $rows: under B's label is '$(cell_look "$TMP/b.cells" "$((lr + 1))" "$colb")', not its line"
    # the type digits in their look, not the labels'
    types=$(awk -v r="$((lr - 1))" '$1 == r && $3 == "2"' "$TMP/b.cells" | cut -d' ' -f4- | sort -u)
    [ "$types" = "fg=0 bg=6" ] || fail "$cols x $rows: the type digits are drawn '$types'"
    # the root: A alone, its type above it
    ar=$(row_of "$TMP/b" '^ *A *$')
    sed -n "$((ar - 1))p" "$TMP/b" | grep -q -E '^ *1 *$' || fail "$cols x $rows: no type 1 above A"
    # nowhere a digit right after a letter or a value, nor a letter after a digit
    grep -q -E '[A-D][0-9]|[0-9][A-D]' "$TMP/fig" && fail "$cols x $rows: a digit touches a label"

    # B done (its three leaves): its value 3 under its label, C current
    tmux_keys : C Enter
    tmux_wait "entered at step 11"
    tmux_screen "$TMP/c"
    lr=$(row_of "$TMP/c" '^ *B +C +D *$')
    sed -n "$((lr - 1))p" "$TMP/c" | grep -q -E '^ *1 +▼ +2 *$' ||
        fail "$cols x $rows: above the labels at C: '$(sed -n "$((lr - 1))p" "$TMP/c")'"
    [ "$(sed -n "$((lr + 1))p" "$TMP/c" | cut -c"$colb")" = 3 ] ||
        fail "$cols x $rows: B's value 3 is not under its label: '$(sed -n "$((lr + 1))p" "$TMP/c")'"

    # L: no labels; the arrow still over C, right above its line
    tmux_keys L
    i=0
    while [ $i -lt 50 ]; do
        tmux_screen "$TMP/nl"
        grep -q -E '^ *B +C +D *$' "$TMP/nl" || break
        sleep 0.1
        i=$((i + 1))
    done
    grep -q -E '^ *B +C +D *$' "$TMP/nl" && fail "$cols x $rows: L did not take the labels away"
    grep -q -E '^ *1 +▼ +2 *$' "$TMP/nl" || fail "$cols x $rows: without labels, no arrow over C"
    tmux_keys q
    tmux_wait "[exit 0]"
    tmux_stop
done

# the lesson board (lesson 7 is on the AIMA tree) at 80x24: the arrow over
# B in the row above its label; at the first leaf the leaves are in sight
printf '<Right> <Right> <dump> <Right> <Right> q\n' >"$TMP/keys"
"$ABPRUNE" lesson --keys "$TMP/keys" --dump "$TMP/lesson" lessons/07-aima.lesson ||
    fail "lesson 7 did not run"
awk -v F="$TMP/lesson." 'BEGIN { n = 0 } /^----$/ { n++; next } { print > (F n) }' "$TMP/lesson"
lr=$(row_of "$TMP/lesson.0" '^ *B +C +D *$')
[ "$lr" -gt 1 ] || fail "the lesson board has no row of the labels B C D alone"
sed -n "$((lr - 1))p" "$TMP/lesson.0" | grep -q -E '^ *▼ +│ +│ *$' ||
    fail "the lesson board above the labels: '$(sed -n "$((lr - 1))p" "$TMP/lesson.0")'"
grep -q -E '^ *3 +12 +8 +2 +4 +6 +14 +5 +2 *$' "$TMP/lesson.1" ||
    fail "the lesson board at the first leaf does not show the leaves"
finish
