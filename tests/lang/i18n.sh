#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Translated messages (po/): the catalogues built from po/LL.po are found
# (ABPRUNE_LOCALEDIR: the build's, before installing), chosen by LANGUAGE
# under a UTF-8 locale (tests/lib/utf8-locale.sh) and by --lang, and English
# stays the default.  Skipped when configure found no gettext.
. "$TOP_SRCDIR/tests/lib/lib.sh"
[ "${USE_NLS:-no}" = yes ] || { echo "built without translations: skipped"; exit 77; }

# first_line LANG: the first line of --help with LANGUAGE=LANG
first_line() { LANGUAGE=$1 "$ABPRUNE" --help | head -n 1; }
[ "$(first_line uk)" = "Використання: abprune ФАЙЛ" ] || fail "LANGUAGE=uk --help: $(first_line uk)"
[ "$(first_line ru)" = "Использование: abprune ФАЙЛ" ] || fail "LANGUAGE=ru --help: $(first_line ru)"
[ "$(first_line hu)" = "Használat: abprune FÁJL" ] || fail "LANGUAGE=hu --help: $(first_line hu)"
unset LANGUAGE
[ "$("$ABPRUNE" --help | head -n 1)" = "Usage: abprune FILE" ] || fail "English is not the default"
# a list: the first language with a catalogue wins
[ "$(first_line xx:ru:uk)" = "Использование: abprune ФАЙЛ" ] || fail "LANGUAGE=xx:ru:uk --help"
# the command table's summaries are translated where printed
LANGUAGE=uk "$ABPRUNE" --help >"$TMP/uk"
expect_in "$TMP/uk" "  run      пошук у дереві"

# --lang, before or after the command, over LANGUAGE and a C locale
LC_ALL=C "$ABPRUNE" --lang uk --help >"$TMP/c-uk" || fail "--lang uk --help failed"
expect_in "$TMP/c-uk" "Використання: abprune ФАЙЛ"
LANGUAGE=hu "$ABPRUNE" --help --lang=ru >"$TMP/ver" || fail "--help --lang=ru failed"
expect_in "$TMP/ver" "альфа-бета отсечений» (1975)"
LANGUAGE=hu "$ABPRUNE" --lang en --help >"$TMP/en"
expect_in "$TMP/en" "Usage: abprune FILE"
# an unknown language is bad usage, and names the known ones
"$ABPRUNE" --lang xx --help >"$TMP/out" 2>"$TMP/err"
[ $? = 2 ] || fail "--lang xx did not exit 2"
expect_in "$TMP/err" "abprune: unknown language 'xx' (one of: en, $(echo $LINGUAS | sed 's/ /, /g'))"
# "--" ends the options: what follows is an argument
"$ABPRUNE" run -- --lang >"$TMP/out" 2>"$TMP/err"
[ $? = 1 ] || fail "run -- --lang: not a file named --lang ($(cat "$TMP/err"))"

# before make install the program finds the build's catalogues by itself
# (the README's first command runs it from the build tree)
env -u ABPRUNE_LOCALEDIR LANGUAGE=hu LC_ALL=$UTF8_LOCALE "$ABPRUNE" run trees/aima-fig5-2.tree >"$TMP/out" 2>&1
expect_in "$TMP/out" "gyökérérték 3"

# run's kind table lines up in every language: each row's counts end in
# the columns where the header's last two words end (counted in characters)
for lang in $LINGUAS; do
    LANGUAGE=$lang LC_ALL=$UTF8_LOCALE "$ABPRUNE" run --depth 2 --futility 0 trees/estimates.tree \
        >"$TMP/kinds-$lang" 2>&1
    "$PYTHON3" - "$TMP/kinds-$lang" <<'PY' || fail "$lang: run's kind table does not line up: $(cat "$TMP/kinds-$lang")"
import re, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
head = next(i for i, l in enumerate(lines) if l and not l.startswith(" ") and len(l.split()) == 4
            and lines[i + 1].startswith("            ") and re.search(r"\d+ +\d+$", lines[i + 1]))
ends = [m.end() for m in re.finditer(r"\S+", lines[head])][-2:]
rows = [l for l in lines[head + 1:head + 8] if re.search(r"\d+ +\d+$", l)]
assert rows, "no rows"
for row in rows:
    got = [m.end() for m in re.finditer(r"\d+", row)][-2:]
    assert got == ends, (row, got, ends)
PY
done

# run's list of bounds lines up in every language: the values returned
# and the true values each start in one column although "(upper bound)"
# translates to different widths, and so do they when the root is named
# ("корень (A)", 10 columns, wider than the positions' column of 9)
bounds_line_up() {
    name=$1
    shift
    for lang in $LINGUAS; do
        LANGUAGE=$lang LC_ALL=$UTF8_LOCALE "$ABPRUNE" run "$@" >"$TMP/bounds-$name-$lang" 2>&1
        "$PYTHON3" - "$TMP/bounds-$name-$lang" <<'PY' || fail "$lang: run's bounds ($name) do not line up: $(cat "$TMP/bounds-$name-$lang")"
import re, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
start = next(i for i, l in enumerate(lines) if l.endswith(":") and not l.startswith(" "))
rows = []
for l in lines[start + 1:]:
    if not l.startswith("            "):
        break
    rows.append(l)
assert len(rows) >= 3, rows
# fields are separated by two spaces or more: position, value, true value
cols = {tuple(m.start() for m in re.finditer(r"\S+(?: \S+)*", r[12:]))[1:3] for r in rows}
assert len(cols) == 1, rows
PY
    done
}
bounds_line_up pi trees/knuth-moore-fig1.tree
bounds_line_up named --depth 2 --futility 0 trees/estimates.tree

# --list-algorithms: the commands that take each algorithm start in one
# column (14 + 40 + a space) whatever the summary's letters (UTF-8 bytes
# are not columns)
for lang in $LINGUAS; do
    LANGUAGE=$lang LC_ALL=$UTF8_LOCALE "$ABPRUNE" --list-algorithms >"$TMP/algs-$lang"
    "$PYTHON3" - "$TMP/algs-$lang" <<'PY' || fail "$lang: --list-algorithms does not line up: $(cat "$TMP/algs-$lang")"
import sys
lines = [l for l in open(sys.argv[1], encoding="utf-8").read().split("\n") if l]
assert len(lines) >= 3, lines
assert {l.index(" run ") for l in lines} == {54}, lines
PY
done

# a noun after a number takes the form the number asks for (P_(): three
# forms in Russian): больше 1 байта, 2 байтов, 21 байта
printf '(1 2 3 4 5 6 7 8 9 10 11 12)\n' >"$TMP/small.tree"
for case in "ru 1 ввод больше 1 байта" "ru 2 ввод больше 2 байтов" "ru 21 ввод больше 21 байта" \
            "ru 5 ввод больше 5 байтов" "uk 1 вхідні дані більші за 1 байт" \
            "uk 2 вхідні дані більші за 2 байти" "uk 21 вхідні дані більші за 21 байт" \
            "uk 5 вхідні дані більші за 5 байтів"; do
    set -- $case
    lang=$1 n=$2; shift 2
    LC_ALL=$UTF8_LOCALE "$ABPRUNE" --lang "$lang" run --max-input "$n" "$TMP/small.tree" >"$TMP/out" 2>"$TMP/err"
    expect_in "$TMP/err" "$*"
done

# Ukrainian: branches counted with the kind in the instrumental ("13 гілок
# відсічено верхніми відсіканнями"), and a lesson's "of 81 leaves" in the
# genitive the last digit asks for (з 81 листка, not листків)
LC_ALL=$UTF8_LOCALE "$ABPRUNE" --lang uk run trees/knuth-moore-fig1.tree >"$TMP/out" 2>&1
expect_in "$TMP/out" "13 гілок відсічено верхніми відсіканнями (7 відсікань)"
expect_in "$TMP/out" "5 гілок відсічено нижніми відсіканнями (3 відсікання)"
# the quiz screen's title names cutoffs as the glossary does (відсікання)
echo q >"$TMP/quiz-keys"
LC_ALL=$UTF8_LOCALE "$ABPRUNE" --lang uk quiz -b 3 -d 3 --seed 17 --keys "$TMP/quiz-keys" \
    --dump "$TMP/quiz-uk" >/dev/null 2>&1
expect_in "$TMP/quiz-uk" "Позначте відсікання x, запишіть оцінки."
i=0
: >"$TMP/keys"
while [ $i -lt 12 ]; do
    echo "<Esc> <dump> <Enter>" >>"$TMP/keys"
    i=$((i + 1))
done
LC_ALL=$UTF8_LOCALE ABPRUNE_DATADIR="$TOP_SRCDIR" "$ABPRUNE" --lang uk lesson --keys "$TMP/keys" \
    --dump "$TMP/screen" --size 80x24 lessons/uk/02-branch-and-bound.lesson >"$TMP/out" 2>&1
expect_in "$TMP/screen" "F1 оцінює 36 з 81 листка."

# a cutoff's description names the kinds of the moves it prunes in the
# language of the messages: "(1 window, 1 shallow)", "(окно: 1, верхнее: 1)"
printf '@values minimax\n%s\n' "( ( ((9 0 5) (8 9 3) (0 9 9)) ((6 1 7) (1 9 1) (7 6 1)) ((7 3 0) (0 2 1) (9 5 4)) ) ( ((3 5 8) (7 7 9) (2 7 5)) ((8 9 4) (6 5 7) (0 2 0)) ((2 3 6) (8 9 9) (2 6 7)) ) ( ((1 3 2) (1 3 7) (4 4 3)) ((3 2 2) (2 1 6) (3 1 7)) ((8 4 4) (9 1 5) (9 0 7)) ) )" >"$TMP/kinds.tree"
for case in "en (1 window, 1 shallow)" "ru (окно: 1, верхнее: 1)" "uk (вікно: 1, верхнє: 1)" \
            "hu (1 ablak, 1 sekély)"; do
    lang=${case%% *}
    LC_ALL=$UTF8_LOCALE "$ABPRUNE" --lang "$lang" run -w -2,2 --trace "$TMP/kinds.tree" >"$TMP/out" 2>&1
    expect_words "$TMP/out" "${case#* }"
done

# so does a rule that returns without searching (here the table)
LC_ALL=$UTF8_LOCALE "$ABPRUNE" --lang ru run --tt --trace trees/transpositions.tree >"$TMP/out" 2>&1
expect_words "$TMP/out" "отсечено ходов: 2, начиная с 2.1.1.1 (таблица)"

# a cut kind in a sentence is the language's word, not the identifier of
# --json and --trace: the outline's "cut off (shallow cutoff at 2 (C) ...)"
# and the stepper's answer to / (a position found pruned)
LANGUAGE=hu "$ABPRUNE" export --style outline trees/aima-fig5-2.tree >"$TMP/outline-hu"
expect_in "$TMP/outline-hu" "2.2  lenyesve itt: 2 (C), 14. mozzanat (fajta: sekély)"
printf '/ 2 . 1 . 1 . 3 <Enter> <dump>\n' >"$TMP/find.keys"
LANGUAGE=uk "$ABPRUNE" view --keys "$TMP/find.keys" --dump "$TMP/find-uk" --size 100x40 \
    trees/knuth-moore-fig1.tree || fail "the Ukrainian stepper's key script failed"
expect_in "$TMP/find-uk" "відсічено в 2.1.1, крок 65 (вид відсікання — нижнє)"
# and in the words of a step (run --trace, the stepper's status line)
LANGUAGE=hu "$ABPRUNE" run --trace trees/knuth-moore-fig1.tree >"$TMP/trace-hu"
expect_words "$TMP/trace-hu" "2 lenyesve az 1.1.2.2 csomóponttól kezdve (sekély)"

# the same English in two places that read differently in Ukrainian: the
# count sentence "cut off by futility pruning" (instrumental) and the
# export legend's caption (nominative), by a message context
LANGUAGE=uk "$ABPRUNE" run --depth 2 --futility 1 trees/estimates.tree >"$TMP/fut-uk"
expect_in "$TMP/fut-uk" "6 гілок відсічено відсіканням безперспективних ходів (3 відсікання)"
LANGUAGE=uk "$ABPRUNE" export -f dot --depth 2 --futility 1 -o - trees/estimates.tree >"$TMP/fut-uk.dot"
expect_in "$TMP/fut-uk.dot" "гілку відсічено (відсікання безперспективних ходів)"

# run --trace's columns line up when a name is wider than the node column:
# "gyökér (A)" is 10 columns, the column 9; every description (and the
# heading's last word) starts in one column
LANGUAGE=hu "$ABPRUNE" run --trace trees/aima-fig5-2.tree >"$TMP/trace-aima-hu"
"$PYTHON3" - "$TMP/trace-aima-hu" <<'PY' || fail "the Hungarian trace's columns do not line up: $(head -n 4 "$TMP/trace-aima-hu")"
import re, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
cols = {lines[0].index("mi történt")}
for l in lines[1:]:
    m = re.match(r"^ *\d+  \S+ +(.*?)  (ablak|t = |m = |visszaad)", l)
    if m:
        cols.add(m.start(2))
assert len(cols) == 1, cols
PY

# every catalogue of po/LINGUAS is built, and says its language
for lang in $LINGUAS; do
    [ -f "$ABPRUNE_LOCALEDIR/$lang/LC_MESSAGES/abprune.mo" ] || fail "no catalogue for $lang"
    grep -q "^\"Language: $lang\\\\n\"" "$TOP_SRCDIR/po/$lang.po" || fail "po/$lang.po: no Language: $lang"
done
# The help names the keys from their codes, each label translated: no
# English word for what follows a key ("KIND") in another language
for lang in uk ru hu; do
    "$ABPRUNE" --lang "$lang" view --list-keys >"$TMP/keys-$lang" || fail "view --list-keys in $lang failed"
    grep -q 'KIND' "$TMP/keys-$lang" && fail "the $lang key list says KIND: $(grep KIND "$TMP/keys-$lang")"
done
grep -q '^Balra h ' "$TMP/keys-hu" || fail "the Hungarian key list does not name Left as Balra: $(head -n 3 "$TMP/keys-hu")"
finish
