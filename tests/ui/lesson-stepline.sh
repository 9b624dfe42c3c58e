#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The line under a lesson's board keeps to one row in every language
# (tmux): at 80x24 whole (in full, or in its brief form "F2, 64/143:
# child 2.1.1  2.1.1: (-inf, -2), m -2" when that is too wide), with the
# leaves, the row under it blank; at 200x60 in full ("step 64 of 143",
# "window"); the view named at the end of the title line at both sizes.
# Lesson 3's second section, at step 64 (after its window question).  A narrow minimax board (lesson 7)
# takes the brief form and stays in it while it steps.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"

for lang in en uk ru hu; do
    if [ $lang != en ] && [ "${USE_NLS:-no}" != yes ]; then
        continue
    fi
    case $lang in
        en) full="step 64 of 143"; window=window; leaves="leaves 15"; view="(negamax view)" ;;
        uk) full="крок 64 з 143"; window=вікно; leaves="листки 15"; view="(негамаксне подання)" ;;
        ru) full="шаг 64 из 143"; window=окно; leaves="листья 15"; view="(негамаксный вид)" ;;
        hu) full="64./143 mozzanat"; window=ablak; leaves="levelek: 15"; view="(negamax nézet)" ;;
    esac
    file=lessons/03-alpha-beta.lesson
    [ $lang = en ] || file=lessons/$lang/03-alpha-beta.lesson
    for size in 80x24 200x60; do
        TMUX_SOCKET=abprune-test-$$-$lang-$size
        tmux_start "${size%x*}" "${size#*x}" "ABPRUNE_LOCALEDIR='$ABPRUNE_LOCALEDIR' ABPRUNE_DATADIR='$TOP_SRCDIR' LC_ALL=$UTF8_LOCALE '$ABPRUNE' --lang $lang lesson '$TOP_SRCDIR/$file'"
        tmux_wait "F2, "
        tmux_keys NPage
        # the section asks 2.1.1's window first: shown (Esc), then on to step 64
        tmux_wait "(alpha, beta)"
        tmux_keys Escape
        tmux_wait "(-inf, -2)"
        tmux_keys Enter
        tmux_wait "2.1.1.3"
        tmux_screen "$TMP/s"
        row=$(grep -n '^F2, ' "$TMP/s" | head -n 1 | cut -d: -f1)
        line=$(sed -n "${row}p" "$TMP/s")
        below=$(sed -n "$((row + 1))p" "$TMP/s")
        where="$lang $size"
        # on the small screen in either form, whole
        case $size-$line in
            200x60-"F2, $full: "*"2.1.1"*"  2.1.1: $window (-inf, -2), m -2  $leaves") ;;
            80x24-"F2, $full: "*"2.1.1"*"  2.1.1: $window (-inf, -2), m -2  $leaves") ;;
            80x24-"F2, 64/143: "*"2.1.1"*"  2.1.1: "*"(-inf, -2), m -2  $leaves") ;;
            *) fail "$where: the step line is not whole: '$line'" ;;
        esac
        [ -z "$(echo "$below" | tr -d ' ')" ] ||
            fail "$where: the step line goes on to a second row: '$line' / '$below'"
        title=$(head -n 1 "$TMP/s" | sed 's/ *$//')
        case $title in
            *"] "*" $view") ;;
            *) fail "$where: the title line does not end with its section and '$view': '$title'" ;;
        esac
        tmux_stop
    done
done

# the minimax board of lesson 7 at 80x24: too wide in full at step 1, so
# brief (the range keeps its word), and still brief five steps on, where
# the full form would fit
TMUX_SOCKET=abprune-test-$$-aima
tmux_start 80 24 "ABPRUNE_DATADIR='$TOP_SRCDIR' LC_ALL=$UTF8_LOCALE '$ABPRUNE' lesson 7"
tmux_wait "F2, step 0 of 26: before the search"
tmux_keys Right
tmux_wait "F2, 1/26: enter root (A)  root (A): range [-inf, +inf], (-inf, +inf)  leaves 0"
tmux_keys Right Right Right Right Right
tmux_wait "F2, 6/26: child 1 (B)  1 (B): range [-inf, 3], (-inf, +inf)  leaves 2"
tmux_keys v
tmux_wait "(negamax view)"
tmux_wait "F2, step 6 of 26: child 1 (B)  1 (B): window (-inf, +inf), m -3  leaves 2"
tmux_stop
finish
