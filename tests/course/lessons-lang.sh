#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Lessons by language: `abprune lesson`'s list, `lesson N` and
# `lesson --check NAME` take lessons/LL/NAME.lesson for the language of the
# messages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, --lang) and fall back to
# the English lesson one lesson at a time.  Skipped without translations.
. "$TOP_SRCDIR/tests/lib/lib.sh"
[ "${USE_NLS:-no}" = yes ] || { echo "built without translations: skipped"; exit 77; }

# a data directory with two English lessons, one of them translated
mkdir -p "$TMP/share/lessons/uk" "$TMP/share/trees"
cp trees/knuth-moore-fig1.tree "$TMP/share/trees/"
cat >"$TMP/share/lessons/01-one.lesson" <<'L'
abprune-lesson 1
title One in English
section First
say The first lesson.
tree ../trees/knuth-moore-fig1.tree
algorithm f1
view negamax
goto step 15
question cut 1.1.2.2 shallow
L
sed -e 's/^title .*/title Перший урок, példa/' -e 's|^tree \.\./|tree ../../|' \
    -e 's/^section .*/section Розділ/' -e 's/^say .*/say Перший урок./' \
    "$TMP/share/lessons/01-one.lesson" >"$TMP/share/lessons/uk/01-one.lesson"
sed -e 's/One/Two/' "$TMP/share/lessons/01-one.lesson" >"$TMP/share/lessons/02-two.lesson"
ABPRUNE_DATADIR=$TMP/share
export ABPRUNE_DATADIR
"$ABPRUNE" lesson --check "$TMP/share/lessons/01-one.lesson" >"$TMP/en-check" 2>&1 \
    || { fail "the test's lesson does not check"; cat "$TMP/en-check"; }

# the list: the translation's title, the English one where there is none;
# names padded by columns (the Ukrainian title starts in column 26)
LANGUAGE=uk "$ABPRUNE" lesson >"$TMP/uk" || fail "LANGUAGE=uk lesson failed"
expect_in "$TMP/uk" "  01-one                 Перший урок, példa"
expect_in "$TMP/uk" "  02-two                 Two in English"
LANGUAGE=hu "$ABPRUNE" lesson >"$TMP/hu" || fail "LANGUAGE=hu lesson failed"
expect_in "$TMP/hu" "  01-one                 One in English"
"$ABPRUNE" lesson >"$TMP/en" || fail "lesson failed"
expect_in "$TMP/en" "  01-one                 One in English"
LC_ALL=C "$ABPRUNE" --lang uk lesson >"$TMP/lang" || fail "--lang uk lesson failed"
expect_in "$TMP/lang" "  01-one                 Перший урок, példa"

# a name (or number) means the lesson in the user's language
LANGUAGE=uk "$ABPRUNE" lesson --check 1 02-two >"$TMP/check" 2>&1 || fail "--check 1 02-two"
expect_in "$TMP/check" "$TMP/share/lessons/uk/01-one.lesson: ok: \"Перший урок, példa\""
expect_in "$TMP/check" "$TMP/share/lessons/02-two.lesson: ok: \"Two in English\""
"$ABPRUNE" --lang ru lesson --check 01-one >"$TMP/check" 2>&1 || fail "--lang ru --check"
expect_in "$TMP/check" "$TMP/share/lessons/01-one.lesson: ok: \"One in English\""
expect_status 1 lesson --check 3

# the shipped courses: every translated lesson is found by its name
unset ABPRUNE_DATADIR
for dir in lessons/*/; do
    lang=$(basename "$dir")
    for f in "$dir"*.lesson; do
        [ -f "$f" ] || continue
        name=$(basename "$f" .lesson)
        LANGUAGE=$lang "$ABPRUNE" lesson --check "$name" >"$TMP/out" 2>&1 \
            || { fail "LANGUAGE=$lang lesson --check $name"; cat "$TMP/out"; }
        grep -q "/lessons/$lang/$name.lesson: ok: " "$TMP/out" \
            || fail "LANGUAGE=$lang lesson --check $name did not take $f: $(cat "$TMP/out")"
    done
done
finish
