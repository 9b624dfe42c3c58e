#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every key of the lesson screen and of the exercise is on the screen in
# every language (tmux): at 80x24 on two rows of about the same length
# (one row cannot take them all), at 200x60 on one; PgUp/PgDn, Tab, v, m
# and s no longer only in the help.
. "$TOP_SRCDIR/tests/lib/lib.sh"
. "$TOP_SRCDIR/tests/lib/tmux-lib.sh"

# the screen's last rows hold every key in $@, in order; $1 is how many
# at most (on two, when the first key is not on the last row)
check_keys() {
    _rows=$1
    shift
    tail -n "$_rows" "$TMP/s" | tr '\n' '|' >"$TMP/keys"
    _line=$(cat "$TMP/keys")
    for _k in "$@"; do
        case $_line in
            *"$_k"*) _line=${_line#*"$_k"} ;;
            *) fail "$where: the key rows lack '$_k' (or have it out of order): $(cat "$TMP/keys")" ;;
        esac
    done
    # on two rows: the first is not the row above's text, and neither row
    # holds one key alone
    if [ "$_rows" = 2 ] && ! tail -n 1 "$TMP/s" | grep -q -F -- "$1"; then
        case $(tail -n 2 "$TMP/s" | head -n 1) in
            *"$1"*) ;;
            *) fail "$where: the first key row does not start the keys: $(cat "$TMP/keys")" ;;
        esac
        tail -n 2 "$TMP/s" | grep -q -v '  ' &&
            fail "$where: a key row holds a single key: $(cat "$TMP/keys")"
    fi
}

for lang in en uk ru hu; do
    if [ $lang != en ] && [ "${USE_NLS:-no}" != yes ]; then
        continue
    fi
    file=lessons/03-alpha-beta.lesson
    [ $lang = en ] || file=lessons/$lang/03-alpha-beta.lesson
    env="ABPRUNE_LOCALEDIR='$ABPRUNE_LOCALEDIR' ABPRUNE_DATADIR='$TOP_SRCDIR' LC_ALL=$UTF8_LOCALE"
    for size in 80x24 200x60; do
        case $lang in
            en) set -- "Enter: go on" "Left/Right: step" "Up/Down: scroll" "PgUp/PgDn: section" \
                    "Tab: code" "v: view" "m: marks" "s: stats" "?: help" "q: quit"
                quiz="arrows: move|x: cut|t: kind|digits/=: value|w: windows|c: check|s: solution|?: help|q: quit" ;;
            uk) set -- "Enter: далі" "Left/Right: крок" "Up/Down: прокрутка" "PgUp/PgDn: розділ" \
                    "Tab: код" "v: подання" "m: позначки" "s: статистика" "?: довідка" "q: вихід"
                quiz="стрілки: рух|x: відсікти|t: вид|цифри/=: оцінка|w: вікна|c: перевірити|s: розв'язок|?: довідка|q: вихід" ;;
            ru) set -- "Enter: далее" "Left/Right: шаг" "Up/Down: прокрутка" "PgUp/PgDn: раздел" \
                    "Tab: код" "v: вид" "m: пометки" "s: стат." "?: помощь" "q: выход"
                quiz="стрелки: выбор|x: отсечь|t: вид|=: оценка|w: окна|c: проверка|s: ответ|?: помощь|q: выход" ;;
            hu) set -- "Enter: tovább" "Balra/Jobbra: léptetés" "Fel/Le: görgetés" "PgUp/PgDn: szakasz" \
                    "Tab: kód" "v: nézet" "m: jelölések" "s: statisztika" "?: súgó" "q: kilépés"
                quiz="nyilak: mozgás|x: nyesés|t: fajta|számjegyek/=: érték|w: ablakok|c: ellenőrzés|s: megoldás|?: súgó|q: kilépés" ;;
        esac
        rows=1
        [ $size = 80x24 ] && rows=2
        where="lesson $lang $size"
        TMUX_SOCKET=abprune-test-$$-$lang-$size
        tmux_start "${size%x*}" "${size#*x}" "$env '$ABPRUNE' --lang $lang lesson '$TOP_SRCDIR/$file'"
        tmux_wait "$1"
        tmux_wait "${10}"
        tmux_screen "$TMP/s"
        check_keys $rows "$@"
        tmux_stop
        # the exercise
        where="quiz $lang $size"
        TMUX_SOCKET=abprune-test-$$-$lang-$size-quiz
        tmux_start "${size%x*}" "${size#*x}" "$env '$ABPRUNE' --lang $lang quiz --seed 7"
        first=${quiz%%|*}
        tmux_wait "$first"
        tmux_wait "${quiz##*|}"
        tmux_screen "$TMP/s"
        saved_ifs=$IFS
        IFS='|'
        # shellcheck disable=SC2086
        set -- $quiz
        IFS=$saved_ifs
        check_keys $rows "$@"
        tmux_stop
    done
done
finish
