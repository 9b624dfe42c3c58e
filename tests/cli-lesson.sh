#!/bin/sh
# abprune lesson: the list of lessons, checking them, and the errors of
# broken ones.
. "$TOP_SRCDIR/tests/lib.sh"
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
# running one needs a terminal
expect_status 2 lesson 3 </dev/null
expect_in "$TMP/err" "terminal"
ABPRUNE_DATADIR=/nonexistent
expect_status 1 lesson
expect_in "$TMP/err" "no lessons in /nonexistent/lessons"
finish
