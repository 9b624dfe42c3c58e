#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A lesson's text re-wrapped at 80x24 in every language (tmux): the lines
# of a paragraph are joined and wrapped again to the window, and sentences
# are one space apart wherever the lesson file broke its lines (the files
# put two spaces after a sentence inside a line, none at its end); so are
# a hint's, and the program's own explanation of an answer.  No row of the
# text (below the line under the board, above the key rows, which keep two
# blanks between keys) has two blanks inside.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"

# the rows of the text on the screen: after the status line (its first
# row saying 'F1'/'F2'), above the two key rows; two blanks between words
# is a fault
spaced() {
    awk 'NR > 1 && /^(F1|F2|F),/ && !s { s = NR; next }
         { row[NR] = $0 } END {
             for (r = s + 1; r < NR - 1; r++) {
                 t = row[r]; sub(/^. /, "", t); sub(/ +$/, "", t)
                 if (t ~ /[^ ]  +[^ ]/) { print "row " r ": " row[r]; bad = 1 }
             }
             exit bad }' "$1"
}

for lang in en uk ru hu; do
    if [ $lang != en ] && [ "${USE_NLS:-no}" != yes ]; then
        continue
    fi
    file=lessons/05-ordering.lesson
    [ $lang = en ] || file=lessons/$lang/05-ordering.lesson
    TMUX_SOCKET=abprune-test-$$-$lang
    tmux_start 80 24 "ABPRUNE_LOCALEDIR='$ABPRUNE_LOCALEDIR' ABPRUNE_DATADIR='$TOP_SRCDIR' LC_ALL=$UTF8_LOCALE '$ABPRUNE' --lang $lang lesson '$TOP_SRCDIR/$file'"
    # the second section: its paragraph, and the hint after a wrong answer
    tmux_wait "F2, "
    tmux_keys NPage
    tmux_wait "Esc"
    tmux_screen "$TMP/text-$lang"
    spaced "$TMP/text-$lang" || { fail "$lang: the text has two blanks between words:"; cat "$TMP/text-$lang"; }
    # a wrong answer (the English words are understood in every language):
    # the hint
    tmux_keys none Enter
    case $lang in
        en) tmux_wait "Is 2.2 critical?" ;;
        uk) tmux_wait "Чи критична 2.2?" ;;
        ru) tmux_wait "Критическая ли 2.2?" ;;
        hu) tmux_wait "Kritikus-e a 2.2?" ;;
    esac
    tmux_screen "$TMP/hint-$lang"
    spaced "$TMP/hint-$lang" || { fail "$lang: the hint has two blanks between words:"; cat "$TMP/hint-$lang"; }
    # the answer shown: the program's explanation, whose messages put two
    # spaces before "In all", shown as the lesson's text is
    tmux_keys Escape
    case $lang in
        en) tmux_wait "cutoffs (4 cutoffs)" ;;
        uk) tmux_wait "на кроці 36" ;;
        ru) tmux_wait "на шаге 36" ;;
        hu) tmux_wait "A válasz: sekély." ;;
    esac
    tmux_screen "$TMP/answer-$lang"
    spaced "$TMP/answer-$lang" || { fail "$lang: the answer has two blanks between words:"; cat "$TMP/answer-$lang"; }
    tmux_stop
done
finish
