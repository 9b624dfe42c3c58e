#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The stepper on a student's laptop (80x24), a desk (120x40) and a
# projector (200x60), in a real terminal (tmux): the stepper at the start
# and after the third cutoff, compare mode and the help, each screen a
# golden file (tests/golden/ui-sizes-*.screen), with the colours checked
# too (the deep letters in the legend's look, the path).  At 80x24 the
# paper's whole tree can be followed: the leaf row 3141592653... is on the
# screen from step 0, what is off screen is counted, both searches' leaf
# rows show in compare mode, and the help clears what is behind it and
# scrolls; /3.1.3 Enter goes to 3.1.3; the name typed after e shows even
# where the question fills the line; at 200x60 the tree is spread over
# at least 150 columns.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
pi=trees/knuth-moore-fig1.tree
digits=314159265358979323846264338327950288419716939937510582097494459230781640628620899

# screen NAME: the screen into $TMP/NAME (and its looks), compared with
# its golden file
screen() {
    tmux_screen "$TMP/$1"
    tmux_cells "$TMP/$1.cells"
    [ -n "${UPDATE_GOLDEN:-}" ] && cp "$TMP/$1" "$GOLDEN/ui-sizes-$1.screen"
    compare "the screen $1" "$GOLDEN/ui-sizes-$1.screen" "$TMP/$1"
}

# deep_looks NAME: the deep letters of the figure are drawn as the legend's d
deep_looks() {
    _want=$(legend_look "$TMP/$1.cells" "$TMP/$1" d)
    [ "$_want" = "fg=1 bg=-1 bold ul" ] || fail "$1: the legend's d is drawn '$_want'"
    # the figure's rows: tree glyphs, values and cut letters only
    grep -n '^[ │║═─┌┐╔╗╦┬┼╤╩┴▼0-9sdw-]*$' "$TMP/$1" | cut -d: -f1 >"$TMP/$1.rows"
    _got=$(awk 'NR == FNR { fig[$1] = 1; next } $3 == "d" && fig[$1]' "$TMP/$1.rows" \
           "$TMP/$1.cells" | cut -d' ' -f4- | sort -u)
    [ "$_got" = "$_want" ] || fail "$1: the deep letters are drawn '$_got'"
}

n=0
for size in 80x24 120x40 200x60; do
    cols=${size%x*} rows=${size#*x}
    n=$((n + 1))
    TMUX_SOCKET=abprune-test-$$-$n
    tmux_start "$cols" "$rows" "LC_ALL=$UTF8_LOCALE TERM=screen '$ABPRUNE' $pi"
    tmux_wait "step 0/143" 20 || continue
    screen "$size-start"
    # the leaf row from the first step: all of it, or all but what is
    # counted off screen on the right
    grep -q "$(echo $digits | cut -c1-79)" "$TMP/$size-start" ||
        grep -q "$(echo $digits | sed 's/./& /g' | cut -c1-150)" "$TMP/$size-start" ||
        fail "$size: the leaf row is not on the screen at step 0"
    if [ "$cols" -eq 80 ]; then
        expect_in "$TMP/$size-start" "1▶"
    fi
    tmux_keys c c c
    tmux_wait "step 53/143" 20
    screen "$size-cut"
    tmux_keys G
    tmux_wait "step 143/143" 20
    screen "$size-end"
    deep_looks "$size-end"
    # the path at the end: the root, magenta and bold, under the arrow
    root=$(grep -n '▼' "$TMP/$size-end" | head -n 1 | cut -d: -f1)
    col=$(sed -n "${root}p" "$TMP/$size-end" | awk '{ print index($0, "▼") }')
    [ "$(cell_look "$TMP/$size-end.cells" "$((root + 1))" "$col")" = "2 fg=0 bg=3" ] ||
        fail "$size: the current root is drawn '$(cell_look "$TMP/$size-end.cells" "$((root + 1))" "$col")'"
    if [ "$cols" -eq 200 ]; then
        # the projector: leaves spread to a column apart and more
        span=$(grep "3 1 4 1 5 9" "$TMP/$size-end" | awk '{ match($0, /[0-9]/); a = RSTART;
            s = $0; sub(/ +$/, "", s); print length(s) - a + 1 }')
        [ "${span:-0}" -ge 150 ] || fail "$size: the tree spans ${span:-0} columns, not 150"
    fi

    # compare mode: both searches' leaf rows on the screen
    tmux_keys g x
    tmux_wait "F1 [f1]" 20 || tmux_wait " F1  " 5
    tmux_wait "step 0/143" 20
    screen "$size-compare"
    leafrows=$(grep -c "$(echo $digits | cut -c1-60)\|$(echo $digits | sed 's/./& /g' | cut -c1-120)" \
               "$TMP/$size-compare")
    [ "$leafrows" -eq 2 ] || fail "$size: compare mode shows $leafrows leaf rows, not 2"
    tmux_keys G
    tmux_wait "step 143/143" 20
    screen "$size-compare-end"
    deep_looks "$size-compare-end"
    tmux_keys x

    # the help: over a cleared box, scrolling when it is longer
    tmux_keys '?'
    tmux_wait "any key: back to the search" 20
    screen "$size-help"
    # nothing of the stepper shows through the box (rows 2 to the last but one)
    if sed -n "2,$((rows - 1))p" "$TMP/$size-help" | grep -q '[║│═─]'; then
        fail "$size: the stepper shows through the help"
    fi
    if grep -q "more keys" "$TMP/$size-help"; then
        tmux_keys PgDn
        # the scrolled page is drawn when the footer's range no longer
        # starts at 1 (waiting for "quit" returned at once: the header
        # says "q: quit" on every page, so a loaded machine captured the
        # first page again)
        _i=0
        while [ $_i -lt 200 ]; do
            tmux_screen "$TMP/screen"
            grep -q "more keys, 1-" "$TMP/screen" || break
            sleep 0.1
            _i=$((_i + 1))
        done
        tmux_wait "more keys" 20
        screen "$size-help-more"
    fi
    tmux_keys Escape

    # / finds a position: 3.1.3, entered at step 105
    tmux_keys g /
    tmux_wait "Find position (path or label):" 20
    tmux_keys 3.1.3 Enter
    tmux_wait "3.1.3 (1 of 1): entered at step 105" 20
    tmux_wait "step 105/143" 20

    # e asks for a file name; the question, wider than 80 columns, is cut
    # short so that the name typed shows on the line (Esc: not exported)
    tmux_keys e
    tmux_wait "Export to a file (" 20
    tmux_keys fig-typed.txt
    tmux_wait "fig-typed.txt" 20
    tmux_keys Escape
    tmux_keys q
    tmux_wait "[exit 0]" 20
    tmux_stop
done
finish
