#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Transpositions (=Label) are references until the file is read: a file
# that nests them into billions of positions fails at once with the limit
# on positions (--max-positions), and reordering keeps them for --tt.
. "$TOP_SRCDIR/tests/lib/lib.sh"
# 508 bytes standing for 2^27 leaves: the limit's message, from every
# command that reads trees (run is in cli-errors.sh with the other bad trees)
golden bomb-export 1 export tests/bad/transposition-bomb.tree
golden bomb-limit-raised 1 run --max-positions 200000000 tests/bad/transposition-bomb.tree
printf 'abprune-lesson 1\ntitle T\nsection S\ntree ../bad/transposition-bomb.tree\n' \
    >"$TMP/bomb.lesson"
cp -r tests/bad "$TMP/bad"
mkdir "$TMP/lessons" && mv "$TMP/bomb.lesson" "$TMP/lessons/"
expect_status 1 lesson --check "$TMP/lessons/bomb.lesson"
expect_in "$TMP/err" "=L20 would make the tree larger than the limit of 16000000 positions"
# the limit applies to every tree, and can be lowered or raised
golden max-positions-low 1 run --max-positions 20 trees/transpositions.tree
golden max-positions-bad 2 run --max-positions 0 trees/transpositions.tree
# one position, not "1 positions" (plurals through the catalogue)
golden max-positions-one 1 run --max-positions 1 trees/aima-fig5-2.tree
expect_status 0 run --max-positions 46 trees/transpositions.tree
expect_status 1 run --max-positions 45 trees/transpositions.tree
expect_status 1 lesson --max-positions 5 --check lessons/09-more.lesson
expect_in "$TMP/err" "more than the limit of 5 positions"
expect_status 0 lesson --max-positions 100000 --check lessons/09-more.lesson
# a smaller one (L0 to L16, 262142 leaves) runs within the limit
head -c 330 tests/bad/transposition-bomb.tree | sed 's/ L17:.*$/)/' >"$TMP/small.tree"
expect_status 1 run --max-positions 700000 "$TMP/small.tree"
expect_in "$TMP/err" "=L15 would make the tree larger than the limit of 700000 positions"
expect_status 0 run --tt "$TMP/small.tree"
expect_in "$TMP/out" "786376 positions, 262142 terminal, height 34"
# reordered moves keep their transpositions: the table still answers
golden tt-order-best 0 run --tt --order best trees/transpositions.tree
golden tt-order-random 0 run --tt --order random:3 trees/transpositions.tree
finish
