#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# export -f html on a chain (issue 43, item 3): a position a level, a leaf
# beside it, 64 KB and 128 KB deep (16384 and 32768 levels).  Writing the
# page's data compared the path from the root at every step and found
# the step's frame by walking the path, so a chain's page took time in
# the square of its depth (the 128 KB chain 9.9 s of CPU, the 1 MB one
# had written 1 MB after 85 s); now each step costs the same at any
# depth.  Each runs under 5 s of CPU and 1 GB of address space, with and
# without --compare; --practice, which asks about every position, refuses
# a tree past its limit, naming it, before any work.
. "$TOP_SRCDIR/tests/lib/lib.sh"

# chain LEVELS: (((1 0) 1) 2)... LEVELS deep
chain() {
    awk -v n="$1" 'BEGIN {
        for (i = 0; i < n; i++) printf "("
        printf "1"
        for (i = 0; i < n; i++) printf " %d)", i % 7
        print "" }'
}
# A sanitizer build cannot start under ulimit -v (ASan reserves terabytes
# of shadow memory): there the files run without the memory limit.
if (ulimit -v 1048576 2>/dev/null && exec "$ABPRUNE" --version) >/dev/null 2>&1; then
    vlimit=1048576
else
    echo "note: $ABPRUNE does not start under ulimit -v (a sanitizer build?): no memory limit"
    vlimit=unlimited
fi
# and it runs several times slower: five times the CPU there
tlimit=5
[ "$vlimit" = unlimited ] && tlimit=25
limited() {
    (ulimit -t "$tlimit" -v "$vlimit" 2>/dev/null; exec "$ABPRUNE" "$@") >"$TMP/out" 2>"$TMP/err"
}

chain 16384 >"$TMP/c64.tree"
chain 32768 >"$TMP/c128.tree"
[ "$(wc -c <"$TMP/c64.tree")" -eq 65538 ] || fail "the 64 KB chain is $(wc -c <"$TMP/c64.tree") bytes"
for t in c64 c128; do
    limited export -f html -o "$TMP/$t.html" "$TMP/$t.tree"
    got=$?
    [ "$got" = 0 ] || fail "export -f html of the $t chain exited $got: $(head -c 300 "$TMP/err")"
    # the page is whole: its last step is the search's end, at the root
    tail -c 100 "$TMP/$t.html" | grep -q '</html>' || fail "the $t chain's page is not whole"
done
# five steps a level (enter, leaf, child, child, return) and the root's
grep -q '"n":81921$' "$TMP/c64.html" || fail "the 64 KB chain's page does not have its 81921 steps"
limited export -f html --compare -o "$TMP/cmp.html" "$TMP/c64.tree"
got=$?
[ "$got" = 0 ] || fail "export -f html --compare of the 64 KB chain exited $got: $(head -c 300 "$TMP/err")"
limited export -f html --practice -o "$TMP/ex.html" "$TMP/c64.tree"
got=$?
[ "$got" = 1 ] || fail "export -f html --practice of the 64 KB chain exited $got, not 1"
expect_in "$TMP/err" "--practice asks about every position, at most 5000, and this tree has 32769"
[ -e "$TMP/ex.html" ] && fail "a refused --practice left a file"
finish
