#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The stepper in Ukrainian (tmux): the header, the key line, the stack
# pane's headings and rows and the help overlay translated, and the
# columns of the stack pane in line although a Cyrillic letter takes two
# bytes (padded by columns, utf8.c).  Skipped without translations.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
[ "${USE_NLS:-no}" = yes ] || { echo "built without translations: skipped"; exit 77; }
tmux_start 120 36 "ABPRUNE_LOCALEDIR='$ABPRUNE_LOCALEDIR' LC_ALL=$UTF8_LOCALE '$ABPRUNE' --lang uk view '$TOP_SRCDIR/trees/knuth-moore-fig1.tree'"
tmux_wait "?: клавіші  q: вихід"
tmux_keys Down Down Down
tmux_wait "крок 9/143"
tmux_screen "$TMP/screen"
expect_in "$TMP/screen" "(негамаксне подання)"
expect_in "$TMP/screen" " F2 [f2]  вікно (-inf, +inf)  крок 9 з 143  листки 3 з 31"
# the headings and the rows: 'позиція' and 'корінь' padded to 10 columns
expect_in "$TMP/screen" "l  позиція    вікно              m   i/d вікно"
expect_in "$TMP/screen" "0  корінь     (-inf, +inf)    -inf   1/3"
expect_in "$TMP/screen" "3  1.1.1      (-inf, +inf)      -1   3/3"
# the column of "m" and of the values below it, counted in characters
col() {
    _line=$(grep -F -- "$2" "$1" | head -n 1)
    printf '%s' "${_line%%"$2"*}" | wc -m
}
[ "$(col "$TMP/screen" "(-inf, +inf)    -inf")" = "$(col "$TMP/screen" "вікно              m")" ] ||
    fail "the stack pane's columns are not in line"
# the help overlay
tmux_keys '?'
tmux_wait "на крок уперед"
tmux_screen "$TMP/help"
expect_in "$TMP/help" "     Right l Space  на крок уперед"
expect_in "$TMP/help" "     Left h         на крок назад"
tmux_keys q
tmux_stop
finish
