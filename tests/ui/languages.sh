#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The stepper in Russian and Hungarian (tmux; Ukrainian has its own test,
# ui-uk.sh): the key line, the header after a few steps and the help
# overlay come from the catalogue.  Skipped without translations.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"
[ "${USE_NLS:-no}" = yes ] || { echo "built without translations: skipped"; exit 77; }
# language, its key line, header view, step counter after three steps,
# and the help's line for the Right key
check_language() {
    TMUX_SOCKET=abprune-test-$$-$1     # a server of its own for each language
    tmux_start 120 36 "ABPRUNE_LOCALEDIR='$ABPRUNE_LOCALEDIR' LC_ALL=$UTF8_LOCALE '$ABPRUNE' --lang $1 view '$TOP_SRCDIR/trees/knuth-moore-fig1.tree'"
    tmux_wait "$2" || { tmux_stop; return; }
    tmux_keys Down Down Down
    tmux_wait "$4" || { tmux_stop; return; }
    tmux_screen "$TMP/screen-$1"
    expect_in "$TMP/screen-$1" "$3"
    tmux_keys '?'
    tmux_wait "$5" || { tmux_stop; return; }
    tmux_keys q
    tmux_stop
}
check_language ru "?: клавиши  q: выход" "(негамаксный вид)" "шаг 9/143" "Right l Space  шаг вперёд"
check_language hu "?: billentyűk  q: kilépés" "(negamax nézet)" "mozz. 9/143" "Jobbra l Szóköz  egy mozzanat előre"

# the code pane's prose in the reader's language: who is to move beside
# the minimax form's headers, and the listing's remarks
printf '<dump>\n' >"$TMP/keys-code"
check_code() {
    ABPRUNE_LOCALEDIR="$ABPRUNE_LOCALEDIR" "$ABPRUNE" --lang "$1" view -a f --view minimax \
        --keys "$TMP/keys-code" --dump "$TMP/code-$1" --size 200x60 \
        "$TOP_SRCDIR/trees/knuth-moore-fig1.tree" || fail "$1: view --dump failed"
    expect_in "$TMP/code-$1" "$2"
    expect_in "$TMP/code-$1" "$3"
}
check_code en "F(p):                     Max to move" "(F never cuts off)"
check_code ru "F(p):                     ходит Max" "(F ничего не отсекает)"
check_code uk "F(p):                     ходить Max" "(F нічого не відсікає)"
check_code hu "F(p):                     Max lép" "(F sosem nyes le ágat)"
finish
