#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# One measure of width on every screen (utf8_width_on through
# ui_text_width): wide characters (Hangul) and combining accents take the
# columns they are seen in, in the stepper's header and call stack and in
# the lesson's wrapped text; on a terminal whose locale is not UTF-8 (C) a
# byte is a column and a byte that is not text there is drawn '?', the
# rest of the line still drawn.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
cat >"$TMP/w.tree" <<'EOF'
@title 예시 게임 트리: 최대값과 최소값을 번갈아 가며 찾는 탐색의 예, е́ й
@values minimax
가: (
  Бб: (3 12 8)
  나: (2 4 6)
  Ő: (14 5 2)
)
EOF

# the call stack in the negamax view: the window bar after the labels'
# columns, once (it was drawn again a byte count further right: "<<===")
TMUX_SOCKET=abprune-test-$$-utf8
tmux_start 120 40 "LC_ALL=$UTF8_LOCALE '$ABPRUNE' '$TMP/w.tree'"
tmux_wait "minimax view"
tmux_keys v l l l
tmux_wait "leaf 1.1"
tmux_screen "$TMP/s"
tmux_cells "$TMP/s.cells"
for who in '0  root \(가\)  ' '1  1 \(Бб\)     '; do
    line=$(grep -E "^$who" "$TMP/s")
    [ -n "$line" ] || { fail "no stack row '$who'"; continue; }
    printf '%s\n' "$line" | grep -q -E "^$who\\(-inf, \\+inf\\)    -inf   1/3 <=+> +│ +[a-z]" ||
        fail "the stack row is not in its columns: '$line'"
    printf '%s\n' "$line" | grep -q -E '<<|<=+<' && fail "the window bar is drawn twice: '$line'"
    # the bar in the bounds' look from its first column
    row=$(grep -n -E "^$who" "$TMP/s" | cut -d: -f1)
    col=$(awk -v r="$row" '$1 == r && $3 == "<" { print $2; exit }' "$TMP/s.cells")
    [ -n "$col" ] && [ "$(cell_look "$TMP/s.cells" "$row" "$((col - 1))")" = "" ] ||
        fail "the window bar of row $row does not start after a blank"
done
# the title line fits: shortened at a word, the keys at its end
head -n 1 "$TMP/s" | grep -q -E '^w\.tree  예시 게임 .* е́ й  \(negamax view\)  \?: keys  q: quit$' ||
    fail "the title line: '$(head -n 1 "$TMP/s")'"
tmux_keys q
tmux_wait "[exit 0]"
tmux_stop

# the C locale: a column a byte, '?' for each byte of the labels
TMUX_SOCKET=abprune-test-$$-c
tmux_start 80 24 "LC_ALL=C '$ABPRUNE' '$TMP/w.tree'"
tmux_wait "minimax view"
tmux_keys l l l
tmux_wait "leaf 1.1"
tmux_screen "$TMP/c"
# (the minimax view's stack keeps the ranges: the level's column goes and
# the position's narrows to make room for them at 80 columns)
grep -q -E '^root \(\?\?\? \(-inf, \+inf\) -inf \[-inf, \+inf\]\| +if d = 0' "$TMP/c" ||
    fail "C locale: the root's stack row: '$(grep '^root ' "$TMP/c")'"
grep -q -E '^1 \(\?\?\?\?\)  \(-inf, \+inf\) \+inf \[-inf, 3\] +\| +m := alpha' "$TMP/c" ||
    fail "C locale: B's stack row: '$(grep '^1 ' "$TMP/c")'"
head -n 1 "$TMP/c" | grep -q -E '^w\.tree  \?+ \?+ \?+: \?+\.\.\.  \(minimax view\)  \?: keys  q: quit$' ||
    fail "C locale: the title line: '$(head -n 1 "$TMP/c")'"
tmux_keys q
tmux_wait "[exit 0]"
tmux_stop

# the lesson's title on one row at 80x24, cut at a word by columns to leave
# its section whole and the view at its end; its text wrapped by columns,
# no word lost
cat >"$TMP/w.lesson" <<'EOF'
abprune-lesson 1
title 예시 게임 트리: 최대값과 최소값을 번갈아 가며 찾는 탐색의 예를 한 걸음씩 따라가 봅니다

section 첫 번째 부분: 나무
say 이 나무는 최대값과 최소값을 번갈아 가며 찾는 탐색의 예입니다. 한 걸음씩 따라가 보면서 각 위치의 값이 어떻게 정해지는지 살펴보십시오. 가, 나, 다는 위치의 이름입니다.
tree w.tree
algorithm f2
view minimax
pause
EOF
printf '<dump> q\n' >"$TMP/keys"
"$ABPRUNE" lesson --keys "$TMP/keys" --dump "$TMP/lesson" "$TMP/w.lesson" || fail "the lesson did not run"
head -n 1 "$TMP/lesson" | grep -q -x -E '예시 게임 [^ ]+( [^ ]+)*…  \[section 1 of 1: 첫 번째 부분: 나무\] +\(minimax view\)' ||
    fail "the lesson's title line: '$(head -n 1 "$TMP/lesson")'"
cat >"$TMP/want" <<'EOF'
 이 나무는 최대값과 최소값을 번갈아 가며 찾는 탐색의 예입니다. 한 걸음씩 따라가
 보면서 각 위치의 값이 어떻게 정해지는지 살펴보십시오. 가, 나, 다는 위치의
 이름입니다.
EOF
while IFS= read -r want; do
    grep -q -x -F -- "$want" "$TMP/lesson" || fail "the lesson screen has no line '$want'"
done <"$TMP/want"
finish
