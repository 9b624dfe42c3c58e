#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The course in the page of abprune web (issue 39): the page carries every
# lesson file in every language (the lessons' directory, read when the
# page is written: a new lesson appears after make), then in headless
# Chromium (tests/web/course.py) every lesson in four languages played
# through with the answers the lesson files give, wrong answers and their
# hints, the summaries, the list, the boards, the progress kept in the
# browser, the keyboard, a phone's width.
. "$TOP_SRCDIR/tests/lib/lib.sh"
need_web_module

"$ABPRUNE" web -o "$TMP/web.html" 2>"$TMP/err" || fail "abprune web failed: $(cat "$TMP/err")"
for f in "$TOP_SRCDIR"/lessons/*.lesson "$TOP_SRCDIR"/lessons/*/*.lesson; do
    rel=${f#"$TOP_SRCDIR"/}
    grep -q "\"$rel\"" "$TMP/web.html" || fail "the page has not $rel"
done
# a lesson added to the lessons' directory is in the next page written
mkdir -p "$TMP/data/lessons" "$TMP/data/trees"
cp "$TOP_SRCDIR"/trees/*.tree "$TMP/data/trees/"
cp "$TOP_SRCDIR"/lessons/*.lesson "$TMP/data/lessons/"
printf 'abprune-lesson 1\ntitle A lesson of its own\nsection One\nsay Hello.\npause\n' \
    >"$TMP/data/lessons/13-own.lesson"
ABPRUNE_DATADIR="$TMP/data" "$ABPRUNE" web -o "$TMP/own.html" 2>"$TMP/err" ||
    fail "abprune web with a lesson added failed: $(cat "$TMP/err")"
grep -q '"lessons/13-own.lesson","abprune-lesson 1' "$TMP/own.html" ||
    fail "the lesson added is not in the page"

run_in_browser "the course in the page of abprune web" web/course.py
finish
