#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# abprune links no curses: it hands view, lesson and quiz (and the lists of
# their options) to abprune-curses with the command line it was given
# (src/cli/handoff.h), which the build tree's abprune finds beside it; a
# program that cannot find it says where it looked and exits 1.
. "$TOP_SRCDIR/tests/lib/lib.sh"
curses=$(dirname "$ABPRUNE")/abprune-curses
[ -x "$curses" ] || { fail "no $curses beside $ABPRUNE"; finish; }

# no curses library among abprune's, where readelf can say; abprune-curses
# has them (unless linked in statically: --enable-static-libs)
if command -v readelf >/dev/null 2>&1; then
    readelf -d "$ABPRUNE" >"$TMP/needed" 2>&1 || fail "readelf -d $ABPRUNE failed"
    grep -Ei "NEEDED.*(ncurses|tinfo)" "$TMP/needed" && fail "abprune needs a curses library"
    if ! nm "$curses" 2>/dev/null | grep -q " T initscr$"; then
        readelf -d "$curses" | grep -qi "NEEDED.*ncurses" || fail "abprune-curses links no ncurses"
    fi
else
    echo "no readelf: the libraries not looked at"
fi

# the same answers through abprune as from abprune-curses itself
same() {
    "$ABPRUNE" "$@" >"$TMP/via" 2>"$TMP/via-err"
    via=$?
    "$curses" "$@" >"$TMP/direct" 2>"$TMP/direct-err"
    direct=$?
    [ "$via" = "$direct" ] || fail "abprune $* exited $via, abprune-curses $direct"
    compare "abprune $* (left: through abprune)" "$TMP/via" "$TMP/direct"
    compare "abprune $*, standard error (left: through abprune)" "$TMP/via-err" "$TMP/direct-err"
}
same view --keys /dev/null --dump - trees/knuth-moore-fig1.tree
same view --list-keys
same lesson
same lesson --list-keys
same quiz --list-keys
same --complete options view
same --complete options quiz
same help lesson
same quiz --help
# --lang goes along (main takes it out of the command line it reads)
same --lang uk view --help
expect_in "$TMP/via" "abprune view [ПАРАМЕТР]"
same view --lang=hu --help
# abprune FILE is view
same trees/knuth-moore-fig1.tree </dev/null
expect_in "$TMP/via-err" "the stepper needs a terminal"
# a usage error in a handed-over command is still 2
"$ABPRUNE" view --no-such-option trees/knuth-moore-fig1.tree >/dev/null 2>"$TMP/err"
[ $? = 2 ] || fail "view --no-such-option did not exit 2"
# what abprune answers itself is the same in both
same --complete options run
same --complete commands
same run trees/knuth-moore-fig1.tree

# a copy of abprune away from the build tree and from any installation
# looks in the configured directory: when nothing is there, it says so
mkdir "$TMP/alone"
cp "$ABPRUNE" "$TMP/alone/abprune"
if [ -e "${PKGLIBEXECDIR:?}/abprune-curses" ]; then
    echo "$PKGLIBEXECDIR/abprune-curses is installed: the missing program not tried"
else
    "$TMP/alone/abprune" view --keys /dev/null trees/knuth-moore-fig1.tree >"$TMP/out" 2>"$TMP/err"
    [ $? = 1 ] || fail "view without abprune-curses did not exit 1"
    expect_in "$TMP/err" "abprune: view, lesson and quiz run in $PKGLIBEXECDIR/abprune-curses, which cannot be started: No such file or directory"
    [ -s "$TMP/out" ] && fail "view without abprune-curses wrote to standard output"
    "$TMP/alone/abprune" --lang uk lesson >/dev/null 2>"$TMP/err"
    [ $? = 1 ] || fail "lesson without abprune-curses did not exit 1"
    expect_in "$TMP/err" "$PKGLIBEXECDIR/abprune-curses, який не вдається запустити"
    # every other command works without it
    "$TMP/alone/abprune" run trees/knuth-moore-fig1.tree >"$TMP/out" 2>"$TMP/err" ||
        fail "run failed in a copy of abprune: $(cat "$TMP/err")"
    expect_in "$TMP/out" "root value  2"
fi
finish
