#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The course remembers (issue 30): a lesson of the course played to its end
# is kept in $XDG_STATE_HOME/abprune/progress with its score, and `abprune
# lesson` marks it in the list; Enter at a lesson's end goes on to the next
# lesson; the progress file is never required (none yet, none possible, or
# one that cannot be written: the lessons run as before).  Lesson names
# are matched without case in any script.  Key scripts, no terminal.
. "$TOP_SRCDIR/tests/lib/lib.sh"

# Esc shows a waiting question's answer, Enter goes on: n pairs, then a
# dump, then q
keys() {
    i=0
    : >"$2"
    while [ $i -lt "$1" ]; do
        printf '<Esc>\n<Enter>\n' >>"$2"
        i=$((i + 1))
    done
    printf '<dump>\nq\n' >>"$2"
}

state=$TMP/state
progress=$state/abprune/progress

# no progress yet: the list has no marks and no note, and makes no file
"$ABPRUNE" lesson >"$TMP/list0" || fail "lesson (the list) failed"
grep -Eq "^✓|finished, \(right" "$TMP/list0" && fail "a list without progress shows some"
[ -e "$progress" ] && fail "listing the lessons wrote a progress file"

# the last lesson to its end: kept, with its score
keys 60 "$TMP/k11"
"$ABPRUNE" lesson --keys "$TMP/k11" --dump "$TMP/d11" --size 80x24 11 2>"$TMP/err11" ||
    fail "lesson 11 did not run: $(cat "$TMP/err11")"
grep -q "End of the lesson" "$TMP/d11" || fail "lesson 11 was not played to its end"
[ -f "$progress" ] || fail "no progress file at $progress"
expect_in "$progress" "abprune-progress 1"
# every answer was shown (Esc), none right at the first try: 0 of 15
expect_in "$progress" "$(printf '11-theory\tfinished\t0\t15')"
"$ABPRUNE" lesson >"$TMP/list1" || fail "lesson (the list) failed"
expect_in "$TMP/list1" "✓ 11-theory"
expect_in "$TMP/list1" "(0/15)"
expect_in "$TMP/list1" "  10-history"
expect_in "$TMP/list1" "$progress"
# the same in a locale that is not UTF-8: an ASCII mark
LC_ALL=C "$ABPRUNE" lesson >"$TMP/list-c" || fail "LC_ALL=C lesson failed"
expect_in "$TMP/list-c" "* 11-theory"
# in the user's language
LANGUAGE=uk "$ABPRUNE" lesson >"$TMP/list-uk" || fail "LANGUAGE=uk lesson failed"
expect_in "$TMP/list-uk" "✓ 11-theory"
expect_in "$TMP/list-uk" "пройдено"

# Enter at the end of lesson 10 goes on to lesson 11; both are kept
keys 90 "$TMP/k10"
"$ABPRUNE" lesson --keys "$TMP/k10" --dump "$TMP/d10" --size 80x24 10 2>"$TMP/err10" ||
    fail "lesson 10 did not run: $(cat "$TMP/err10")"
expect_in "$TMP/d10" "Enter: the next"
expect_in "$TMP/d10" "lesson, 11-theory."
expect_in "$TMP/d10" "The theory…  [section 7 of 7: What alpha-beta costs]"
expect_in "$progress" "$(printf '10-history\tfinished\t0\t10')"
expect_in "$progress" "$(printf '11-theory\tfinished')"
# the last lesson offers no next one
grep -q "the next lesson" "$TMP/d11" && fail "lesson 11, the last, offers a next lesson"

# a damaged progress file is no error: its good lines stay
printf 'abprune-progress 1\n03-alpha-beta\tfinished\t9\tnine\n' >"$progress"
"$ABPRUNE" lesson >"$TMP/list2" || fail "a damaged progress file breaks the list"
grep -q "^✓" "$TMP/list2" && fail "a damaged line is shown as progress"

# the progress file cannot be written (a file where its directory should
# be): the lesson still runs and ends well, and says so once
XDG_STATE_HOME=$TMP/blocked
printf 'not a directory\n' >"$TMP/blocked"
export XDG_STATE_HOME
"$ABPRUNE" lesson --keys "$TMP/k11" --dump "$TMP/d11b" --size 80x24 11 2>"$TMP/err" ||
    fail "an unwritable progress file stops the lesson"
expect_in "$TMP/err" "cannot keep the progress"
# neither XDG_STATE_HOME nor HOME: nothing kept, nothing said
(unset XDG_STATE_HOME HOME
 "$ABPRUNE" lesson --keys "$TMP/k11" --dump "$TMP/d11c" --size 80x24 11 2>"$TMP/err2") ||
    fail "no HOME stops the lesson"
[ -s "$TMP/err2" ] && fail "no HOME: the lesson said: $(cat "$TMP/err2")"
XDG_STATE_HOME=$state
export XDG_STATE_HOME

# a lesson's name without case in any script (a user's course in Ukrainian)
mkdir -p "$TMP/share/lessons" "$TMP/share/trees"
cp trees/knuth-moore-fig1.tree "$TMP/share/trees/"
cat >"$TMP/share/lessons/12-альфа-бета.lesson" <<'L'
abprune-lesson 1
title Альфа-бета
section Перший
say Урок.
tree ../trees/knuth-moore-fig1.tree
L
ABPRUNE_DATADIR=$TMP/share "$ABPRUNE" lesson --check АЛЬФА >"$TMP/found" 2>&1 ||
    fail "lesson --check АЛЬФА does not find 12-альфа-бета: $(cat "$TMP/found")"
expect_in "$TMP/found" "12-альфа-бета.lesson: ok"
ABPRUNE_DATADIR=$TMP/share "$ABPRUNE" lesson --check 12-АЛЬФА-БЕТА >"$TMP/found" 2>&1 ||
    fail "lesson --check 12-АЛЬФА-БЕТА does not find 12-альфа-бета"
finish
