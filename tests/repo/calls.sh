#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# No two source files call each other, and no longer circle of calls
# closes: the call graph of the built objects (nm: what each object
# defines and what it uses), not only the includes tests/repo/layers.sh
# checks.  And the check can fail: two objects made to call each other.
. "$TOP_SRCDIR/tests/lib/lib.sh"
command -v nm >/dev/null 2>&1 || { echo "nm not installed: skipped"; exit 77; }

# check_calls DIR: one line a circle found among DIR's objects
check_calls() {
    find "$1" -name '*.o' | sort | while read -r o; do
        name=${o#"$1"/}
        name=${name%.o}
        nm "$o" 2>/dev/null | awk -v f="$name" '
            NF == 3 && $2 ~ /^[TDBR]$/ { print "D", f, $3 }
            NF == 2 && $1 == "U" { print "U", f, $2 }'
    done >"$TMP/symbols"
    awk '$1 == "D" { def[$3] = $2 }
         $1 == "U" { use[NR] = $2 " " $3 }
         END {
             for (i in use) {
                 split(use[i], u, " ")
                 if ((u[2] in def) && def[u[2]] != u[1]) print u[1], def[u[2]]
             }
         }' "$TMP/symbols" | sort -u >"$TMP/edges"
    awk '{ e[$1 " " $2] = 1 }
         END { for (k in e) { split(k, p, " "); if ((p[2] " " p[1]) in e && p[1] < p[2]) print p[1] " and " p[2] " call each other" } }' "$TMP/edges"
    tsort "$TMP/edges" 2>&1 >/dev/null | grep -v 'input contains a loop' | sed 's/^tsort: /a circle of calls through: /'
}

[ -n "$(find "$BUILDDIR/src" -name '*.o' | head -n 1)" ] || fail "no objects under $BUILDDIR/src"
check_calls "$BUILDDIR/src" >"$TMP/found"
[ -s "$TMP/found" ] && fail "the sources call in circles:
$(cat "$TMP/found")"

# the check itself can fail
mkdir -p "$TMP/probe/a" "$TMP/probe/b"
printf 'int b(int);\nint a(int x) { return x ? b(x - 1) : 0; }\n' >"$TMP/probe/a/a.c"
printf 'int a(int);\nint b(int x) { return x ? a(x - 1) : 1; }\n' >"$TMP/probe/b/b.c"
cc -c -o "$TMP/probe/a/a.o" "$TMP/probe/a/a.c" && cc -c -o "$TMP/probe/b/b.o" "$TMP/probe/b/b.c" ||
    fail "cannot compile the probe"
check_calls "$TMP/probe" | grep -q "a/a and b/b call each other" ||
    fail "the check misses two files that call each other"
finish
