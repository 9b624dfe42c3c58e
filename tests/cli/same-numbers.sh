#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# What seeds name stays what it was: tests/cli/same_numbers prints random
# trees, draws over whole ranges and the statistics' rows (to the digits
# stats --csv prints) for fixed seeds, and they must equal
# golden/same-numbers.out.  make check-m32 (.ci/run) runs the same program
# with the core compiled for 32 bits, where u128.h does the products in
# halves, and wants the same output.
. "$TOP_SRCDIR/tests/lib/lib.sh"
prog=$BUILDDIR/tests/cli/same_numbers
[ -x "$prog" ] || { echo "$prog not built"; exit 99; }
"$prog" >"$TMP/out" 2>"$TMP/err" || fail "same_numbers failed: $(cat "$TMP/err")"
[ -n "${UPDATE_GOLDEN:-}" ] && cp "$TMP/out" "$GOLDEN/same-numbers.out"
compare "what the seeds name" "$GOLDEN/same-numbers.out" "$TMP/out"
# the golden file is not empty and holds each part
for part in "== gen random -b 2 -d 3 --seed 1" "== irregular" "== implicit tree 5" \
    "== rng_range" "== stats --ties" "== stats --order best"; do
    expect_in "$GOLDEN/same-numbers.out" "$part"
done
finish
