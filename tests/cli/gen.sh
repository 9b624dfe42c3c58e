#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# abprune gen: the pi tree, digit strings, reproducible random trees, -o.
. "$TOP_SRCDIR/tests/lib/lib.sh"
golden gen-pi 0 gen pi
golden gen-pi-2-3 0 gen pi -b 2 -d 3
golden gen-digits 0 gen digits 2718281828 -b 3 -d 2
golden gen-random 0 gen random -b 3 -d 3 --seed 7 --min -20 --max 20
golden gen-irregular 0 gen random --irregular -b 3 -d 4 --seed 11

# The shipped paper tree is what `gen pi` writes, plus its comment header.
grep -v '^#' trees/knuth-moore-fig1.tree >"$TMP/shipped"
"$ABPRUNE" gen pi >"$TMP/gen"
compare "gen pi against trees/knuth-moore-fig1.tree" "$TMP/shipped" "$TMP/gen"

# pi with more digits: 3^6 = 729 leaves, starting with the paper's 81.
"$ABPRUNE" gen pi -b 3 -d 6 -o "$TMP/pi6.tree" || fail "gen pi -b 3 -d 6"
"$ABPRUNE" run -a f "$TMP/pi6.tree" >"$TMP/pi6"
expect_in "$TMP/pi6" "leaves      729 of 729 visited"

# Same seed, same tree; another seed, another tree.
"$ABPRUNE" gen random -b 4 -d 5 --seed 99 >"$TMP/a"
"$ABPRUNE" gen random -b 4 -d 5 --seed 99 >"$TMP/b"
"$ABPRUNE" gen random -b 4 -d 5 --seed 100 >"$TMP/c"
compare "same seed" "$TMP/a" "$TMP/b"
cmp -s "$TMP/a" "$TMP/c" && fail "seeds 99 and 100 gave the same tree"

# -o is atomic and refuses to clobber without --force.
echo keep >"$TMP/exists.tree"
# the same status and message as export and stats: a usage problem
expect_status 2 gen pi -o "$TMP/exists.tree"
expect_in "$TMP/err" "abprune gen: $TMP/exists.tree: file exists (use --force to replace it)"
[ "$(cat "$TMP/exists.tree")" = keep ] || fail "gen -o clobbered an existing file"
expect_status 0 gen pi -o "$TMP/exists.tree" --force
compare "gen -o --force" "$TMP/gen" "$TMP/exists.tree"
ls "$TMP" | grep -q '\.tmp\.' && fail "a temporary file was left behind"
expect_status 1 gen pi -o "$TMP/no/such/dir/x.tree"
expect_in "$TMP/err" "No such file or directory"

# Bad usage.
golden gen-err-kind 2 gen fibonacci
golden gen-err-missing 2 gen random -b 3
golden gen-err-seed 2 gen pi --seed 3
golden gen-err-degree 2 gen pi -b 0
golden gen-err-range 2 gen random -b 2 -d 2 --min 5 --max 4
# an argument that does not fit is bad usage too, like a bad option
golden gen-err-digits 2 gen digits 31x -b 2 -d 1
golden gen-err-digits-short 2 gen digits 12 -b 2 -d 2
golden gen-err-big 2 gen pi -b 10 -d 6
golden gen-err-leaves 2 gen random -b 1000 -d 9

# gen digits titles its tree with the digits it uses, as pi and random do:
# a long string by its first digits and how many
golden gen-digits-long 0 gen digits 31415926535897932384626433832795028841971 -b 2 -d 5
finish
