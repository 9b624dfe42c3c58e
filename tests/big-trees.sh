#!/bin/sh
# A path of 1,000,000 moves and a tree of 10^7 leaves load, search, draw and free
# without stack overflow (everything is iterative).
. "$TOP_SRCDIR/tests/lib.sh"
"$ABPRUNE" gen random -b 1 -d 1000000 --seed 3 -o "$TMP/path.tree" || fail "gen path"
"$ABPRUNE" run -a f2 "$TMP/path.tree" >"$TMP/path.out" 2>&1 || fail "run on the path: $(tail -n 3 "$TMP/path.out")"
expect_in "$TMP/path.out" "leaves      1 of 1 visited"
expect_in "$TMP/path.out" "height 1000000"
# drawing it stays linear: indentation and paths are capped
"$ABPRUNE" export -s outline "$TMP/path.tree" >"$TMP/path.outline" 2>&1 || fail "outline of the path"
[ "$(wc -l <"$TMP/path.outline")" = 1000001 ] || fail "the outline of the path has $(wc -l <"$TMP/path.outline") lines"
expect_in "$TMP/path.outline" "[depth 1000000] ...1.1.1.1.1.1.1.1  "
"$ABPRUNE" export --width 0 "$TMP/path.tree" | tail -n 1 | grep -q '[0-9]' || fail "figure of the path"
"$ABPRUNE" gen random -b 10 -d 7 --seed 5 -o "$TMP/wide.tree" || fail "gen 10^7 leaves"
"$ABPRUNE" run -a f2 "$TMP/wide.tree" >"$TMP/wide.out" 2>&1 || fail "run on 10^7 leaves: $(tail -n 3 "$TMP/wide.out")"
expect_in "$TMP/wide.out" "11111111 positions, 10000000 terminal, height 7"
finish
