#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A path of 1,000,000 moves and a tree of 10^7 leaves load, search, draw and free
# without stack overflow (everything is iterative).
. "$TOP_SRCDIR/tests/lib/lib.sh"
"$ABPRUNE" gen random -b 1 -d 1000000 --seed 3 -o "$TMP/path.tree" || fail "gen path"
"$ABPRUNE" run -a f2 "$TMP/path.tree" >"$TMP/path.out" 2>&1 || fail "run on the path: $(tail -n 3 "$TMP/path.out")"
expect_in "$TMP/path.out" "leaves      1 of 1 visited"
expect_in "$TMP/path.out" "height 1000000"
# drawing it stays linear: indentation and paths are capped
"$ABPRUNE" export -s outline "$TMP/path.tree" >"$TMP/path.outline" 2>&1 || fail "outline of the path"
[ "$(wc -l <"$TMP/path.outline")" = 1000001 ] || fail "the outline of the path has $(wc -l <"$TMP/path.outline") lines"
expect_in "$TMP/path.outline" "[depth 1000000] ...1.1.1.1.1.1.1.1  "
"$ABPRUNE" export --width 0 "$TMP/path.tree" | tail -n 1 | grep -q '[0-9]' || fail "figure of the path"
# run --json and --trace on a path of 10^5 moves write output linear in the
# depth: paths in JSON stop at depth 64 (ids and parents go on), trace
# lines name deep positions by their last steps
"$ABPRUNE" gen random -b 1 -d 100000 --seed 3 -o "$TMP/path5.tree" || fail "gen path of 10^5"
"$ABPRUNE" run --json --trace "$TMP/path5.tree" >"$TMP/path5.json" || fail "run --json on the path"
size=$(wc -c <"$TMP/path5.json")
[ "$size" -lt 60000000 ] || fail "run --json --trace on a path of 10^5 wrote $size bytes"
[ "$size" -gt 10000000 ] || fail "run --json --trace on a path of 10^5 wrote only $size bytes"
if [ -n "${PYTHON3:-}" ]; then
    "$PYTHON3" - "$TMP/path5.json" <<'PY' || fail "JSON of the path"
import json, sys
doc = json.load(open(sys.argv[1]))
nodes = doc["nodes"]
assert len(nodes) == 100001 and len(doc["trace"]) == doc["steps"] == 300001
assert nodes[64]["path"] == ".".join(["1"] * 64) and nodes[65]["path"] is None
assert all(n["id"] == i and n["parent"] == (i - 1 if i else None) for i, n in enumerate(nodes))
assert doc["leaves"] == [None]
PY
fi
"$ABPRUNE" run --trace "$TMP/path5.tree" >"$TMP/path5.trace" || fail "run --trace on the path"
size=$(wc -c <"$TMP/path5.trace")
[ "$size" -lt 40000000 ] || fail "run --trace on a path of 10^5 wrote $size bytes"
expect_in "$TMP/path5.trace" "  leaf    ...1.1.1.1.1.1.1.1  "
grep -q '^ *[0-9]*  enter   1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1  ' "$TMP/path5.trace" ||
    fail "run --trace: depth 32 not named in full"
"$ABPRUNE" gen random -b 10 -d 7 --seed 5 -o "$TMP/wide.tree" || fail "gen 10^7 leaves"
"$ABPRUNE" run -a f2 "$TMP/wide.tree" >"$TMP/wide.out" 2>&1 || fail "run on 10^7 leaves: $(tail -n 3 "$TMP/wide.out")"
expect_in "$TMP/wide.out" "11111111 positions, 10000000 terminal, height 7"
# the stepper opens it as an outline, laid out only when the figure is
# asked for (o), and back; the search's state holds only what F2 touches
printf '<dump> l l l <dump> o <dump> o <dump> q\n' >"$TMP/wide.keys"
"$ABPRUNE" view --size 120x40 --keys "$TMP/wide.keys" --dump "$TMP/wide.screens" "$TMP/wide.tree" ||
    fail "view of 10^7 leaves"
awk -v F="$TMP/wide.screen." 'BEGIN { n = 0 } /^----$/ { n++; next } { print > (F n) }' \
    "$TMP/wide.screens"
for k in 0 1 2 3; do
    [ -s "$TMP/wide.screen.$k" ] || fail "view of 10^7 leaves: no screen $k"
done
expect_in "$TMP/wide.screen.0" "├── 1  not reached yet"
expect_in "$TMP/wide.screen.1" "1.1.1.1.1.1.1  "
expect_in "$TMP/wide.screen.2" "Max"
grep -q "├──" "$TMP/wide.screen.2" && fail "view of 10^7 leaves: o still shows the outline"
expect_in "$TMP/wide.screen.3" "├── 1"
finish
