#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# abprune lesson: the list of lessons, checking them, and the errors of
# broken ones.
. "$TOP_SRCDIR/tests/lib/lib.sh"
ABPRUNE_DATADIR=$TOP_SRCDIR
export ABPRUNE_DATADIR
golden lesson-list 0 lesson
golden lesson-check 0 lesson --check lessons/*.lesson
for f in tests/bad-lessons/*.lesson; do
    name=$(basename "$f" .lesson)
    golden "lesson-bad-$name" 1 lesson --check "$f"
done
# the course has at least 11 lessons, every one listed and checked by the
# line above
[ "$(ls lessons/*.lesson | wc -l)" -ge 11 ] || fail "fewer than 11 lessons"
[ "$(grep -c ': ok: ' "$GOLDEN/lesson-check.out")" = "$(ls lessons/*.lesson | wc -l)" ] ||
    fail "abprune lesson --check does not pass every lesson"
[ "$(grep -c '^  [0-9]' "$GOLDEN/lesson-list.out")" = "$(ls lessons/*.lesson | wc -l)" ] ||
    fail "abprune lesson does not list every lesson"
golden lesson-err-no-files 2 lesson --check
golden lesson-err-unknown 1 lesson no-such-lesson
# a lesson by its name, its number or a word of its name, in any case;
# "bound" is a word of 02-branch-and-bound, not of 04-bounds
"$ABPRUNE" lesson --check 03-alpha-beta 3 alpha-beta Alpha BETA history bound bounds \
    >"$TMP/names" || fail "lesson --check by names and words failed"
sed 's|.*/||; s|: ok: .*||' "$TMP/names" >"$TMP/found"
printf '%s.lesson\n' 03-alpha-beta 03-alpha-beta 03-alpha-beta 03-alpha-beta 03-alpha-beta \
    10-history 02-branch-and-bound 04-bounds >"$TMP/want"
compare "the lessons found by names and words" "$TMP/want" "$TMP/found"
# running one needs a terminal; a word in several names is bad usage
mkdir -p "$TMP/two/lessons"
ln -s "$TOP_SRCDIR/trees" "$TMP/two/trees"
cp lessons/01-minimax.lesson "$TMP/two/lessons/01-the-first.lesson"
cp lessons/01-minimax.lesson "$TMP/two/lessons/02-the-second.lesson"
ABPRUNE_DATADIR=$TMP/two
expect_status 2 lesson the </dev/null
expect_in "$TMP/err" "'the' is in the names of several lessons (01-the-first, 02-the-second)"
expect_status 1 lesson --check the
expect_in "$TMP/err" "several lessons"
expect_status 0 lesson --check second
ABPRUNE_DATADIR=$TOP_SRCDIR
# running one needs a terminal
expect_status 2 lesson 3 </dev/null
expect_in "$TMP/err" "terminal"
# 'abprune lesson list' is the list, not a lesson called list
golden lesson-list 0 lesson list
# --help names the lessons' directory on a line of its own: however long
# it is, every other line stays within 80 columns, in every language
long=$TMP/a-rather-long-directory-name/where-the-data-of-abprune-is-installed
mkdir -p "$long/lessons"
for lang in en uk ru hu; do
    ABPRUNE_DATADIR=$long LC_ALL=$UTF8_LOCALE "$ABPRUNE" --lang "$lang" lesson --help \
        >"$TMP/help-$lang" || fail "lesson --help ($lang) failed"
    grep -qxF "  $long/lessons" "$TMP/help-$lang" ||
        fail "lesson --help ($lang) does not give the directory a line of its own"
    grep -vxF "  $long/lessons" "$TMP/help-$lang" >"$TMP/rest-$lang"
    width=$(text_width <"$TMP/rest-$lang")
    [ "$width" -le 80 ] || fail "lesson --help ($lang) has a line of $width columns"
done
ABPRUNE_DATADIR=/nonexistent
expect_status 1 lesson
expect_in "$TMP/err" "no lessons in /nonexistent/lessons"
finish
