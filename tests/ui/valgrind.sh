#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A scripted session of the stepper under valgrind: no invalid reads or
# writes, no definite or indirect leaks.  Skipped without valgrind, and in
# sanitizer builds (the two do not mix; ASan covers the same ground there).
. "$TOP_SRCDIR/tests/lib/lib.sh"
command -v valgrind >/dev/null 2>&1 || { echo "valgrind not installed: skipped"; exit 77; }
if nm "$ABPRUNE" 2>/dev/null | grep -q __asan_init; then
    echo "sanitizer build: skipped"
    exit 77
fi
# every kind of key: steps, leaves, cutoffs, views, marks, algorithms,
# compare, outline, folds, clicks, resizes, the help and stats screens
cat >"$TMP/keys" <<'KEYS'
l l j j c c C v m m m a a a a a a a x G g o <click:4,0> z z o
T S P <resize:80x24> <resize:120x40> ? q
KEYS
# abprune hands view to abprune-curses (src/cli/handoff.h): both are checked
valgrind --trace-children=yes --error-exitcode=9 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect "$ABPRUNE" view --keys "$TMP/keys" --dump "$TMP/screens" trees/knuth-moore-fig1.tree \
    >"$TMP/vg.out" 2>&1 || { fail "valgrind found errors:"; head -n 40 "$TMP/vg.out"; }
grep -q "step [0-9]" "$TMP/screens" || fail "no screen was dumped"
# the stepper's program was checked too, not only abprune
grep -q "Command: .*abprune-curses view" "$TMP/vg.out" ||
    fail "valgrind did not follow abprune into abprune-curses: $(head -n 8 "$TMP/vg.out")"
finish
