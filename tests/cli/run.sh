#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# abprune run: summaries, traces and views, against golden files.
. "$TOP_SRCDIR/tests/lib/lib.sh"
pi=trees/knuth-moore-fig1.tree
golden run-pi-f 0 run -a f $pi
golden run-pi-f1 0 run -a f1 $pi
golden run-pi-f2 0 run -a f2 $pi
golden run-pi-f2-soft 0 run -a f2 --fail-soft $pi
golden run-pi-f2-window 0 run -a f2 --window 0,4 $pi
# a window narrowed on one side only: the window cutoffs it adds, the
# shallow and deep ones unchanged (issue 44)
golden run-pi-f2-window-above 0 run -a f2 --window 1,+inf $pi
golden run-pi-f2-window-below 0 run -a f2 --window -inf,3 $pi
golden run-pi-f2-minimax 0 run --view minimax $pi
golden run-aima-trace 0 run --trace trees/aima-fig5-2.tree
golden run-aima-trace-negamax 0 run --trace --view negamax trees/aima-fig5-2.tree
golden run-deep-trace 0 run -t -a f2 trees/deep-cutoff.tree
golden run-uneven-f1 0 run -a f1 trees/uneven-depths.tree
golden run-binary-f2 0 run trees/binary-4.tree

# Move orders and search limits (depth, plausibility) are reported as such.
golden run-order-best 0 run --order best $pi
golden run-order-eval 0 run --order eval trees/horizon.tree
golden run-depth-1 0 run -a f --depth 1 trees/horizon.tree
golden run-depth-2 0 run --depth 2 --view negamax trees/horizon.tree
golden run-threshold 0 run --threshold 0.3 trees/horizon.tree
golden run-err-no-eval 1 run --depth 2 $pi
golden run-err-order 2 run --order sideways $pi
golden run-err-threshold 2 run --threshold 2 $pi
"$ABPRUNE" run --order best $pi >"$TMP/best"
expect_in "$TMP/best" "leaves      17 of 81 visited"
expect_in "$TMP/best" "minimum     17 leaves"
"$ABPRUNE" gen random -b 3 -d 4 --seed 2 --order best >"$TMP/best.tree" || fail "gen --order best"
"$ABPRUNE" run "$TMP/best.tree" >"$TMP/best2"
expect_in "$TMP/best2" "leaves      17 of 81 visited"
golden gen-err-order 2 gen random -b 2 -d 2 --order eval

# The minimax form: F2 for Max, G2 for Min, values in Max's view.
golden run-ab-minimax 0 run -a ab-minimax --trace trees/aima-fig5-2.tree
"$ABPRUNE" run -a ab-minimax $pi >"$TMP/abm"
expect_in "$TMP/abm" "leaves      31 of 81 visited"
expect_in "$TMP/abm" "deep           3         5"

# Every command that searches takes every algorithm of the table by -a:
# -a f2-soft is --fail-soft (which goes with f2 or f2-soft only).
for cmd in run export; do
    "$ABPRUNE" $cmd -a f2-soft $pi >"$TMP/soft-a" || fail "$cmd -a f2-soft failed"
    "$ABPRUNE" $cmd --fail-soft $pi >"$TMP/soft-o"
    compare "$cmd -a f2-soft and --fail-soft" "$TMP/soft-o" "$TMP/soft-a"
    "$ABPRUNE" $cmd -a f2-soft --fail-soft $pi >"$TMP/soft-b" || fail "$cmd -a f2-soft --fail-soft"
    compare "$cmd -a f2-soft --fail-soft" "$TMP/soft-o" "$TMP/soft-b"
done
golden run-err-soft-pvs 2 run -a pvs --fail-soft $pi
# the lists in --help and in the errors are those of the table
"$ABPRUNE" --list-algorithms >"$TMP/algs" || fail "--list-algorithms failed"
for cmd in run view export stats quiz; do
    awk -v c="$cmd" '{ for (i = 3; i <= NF; i++) if ($i == c) { print $1; next } }' \
        "$TMP/algs" >"$TMP/want-$cmd"
    "$ABPRUNE" $cmd --help | sed -n 's/^ \{26,27\}\([a-z0-9-]*\)  .*/\1/p' >"$TMP/help-$cmd"
    compare "the algorithms of $cmd --help" "$TMP/want-$cmd" "$TMP/help-$cmd"
    "$ABPRUNE" $cmd -a nosuch $pi 2>"$TMP/err-$cmd" >/dev/null
    expect_in "$TMP/err-$cmd" "unknown algorithm 'nosuch' (use $(sed 's/$/, /' "$TMP/want-$cmd" |
        tr -d '\n' | sed 's/, $//; s/\(.*\), /\1 or /'))"
done

# The paper's iterative form is the same search.
"$ABPRUNE" run -a f2-iterative $pi >"$TMP/iter"
expect_in "$TMP/iter" "leaves      31 of 81 visited"
expect_in "$TMP/iter" "deep           3         5"
# and so is the list-structure form
"$ABPRUNE" run -a f2-list $pi >"$TMP/list"
expect_in "$TMP/list" "leaves      31 of 81 visited"
expect_in "$TMP/list" "5 branches cut off by deep cutoffs (3 cutoffs)"

# Searching again: an aspiration window, PVS and MTD(f) (beyond the paper).
golden run-research 0 run -w 3,5 --research $pi
golden run-research-trace 0 run -w 2,4 --research --trace trees/aima-fig5-2.tree
golden run-pvs 0 run -a pvs --trace trees/aima-fig5-2.tree
golden run-mtdf 0 run -a mtdf --guess 5 $pi
golden run-err-guess 2 run --guess 3 $pi
golden run-err-research 2 run -a f1 --research $pi
"$ABPRUNE" run -w 3,5 --research $pi >"$TMP/re"
expect_in "$TMP/re" "passes      1: window (3, 5) returns 3 (upper bound), 20 leaves"
# searched again as printed: F2(p, -inf, v) after v <= a
expect_in "$TMP/re" "            2: window (-inf, 3) returns 2, 30 leaves"
expect_in "$TMP/re" "research    (-inf, v) after v <= alpha, as printed; (v, +inf) after v >= beta,"
expect_in "$TMP/re" "            the extension of the paper's rule"
"$ABPRUNE" run -w 3,5 --research=widened $pi >"$TMP/re"
expect_in "$TMP/re" "            2: window (-inf, 4) returns 2, 30 leaves"
expect_in "$TMP/re" "(the engines' variant, not the paper's)"
"$ABPRUNE" run -w 0,1 --research $pi >"$TMP/re"
expect_in "$TMP/re" "            2: window (1, +inf) returns 2"
golden run-err-research-how 2 run -w 3,5 --research=sideways $pi
"$ABPRUNE" run -a pvs $pi >"$TMP/pvs"
expect_in "$TMP/pvs" "root value  2"

# Transpositions and the table.
golden run-tt 0 run --tt trees/transpositions.tree
golden run-tt-mtdf 0 run -a mtdf --tt trees/transpositions.tree
golden export-tt 0 export -m cuts --tt trees/transpositions.tree
# the TikZ legend lists the kinds of the entry rules too, as the DOT one does
golden export-tikz-tt 0 export -f tikz --tt trees/transpositions.tree
golden export-dot-tt 0 export -f dot --tt trees/transpositions.tree
golden run-err-tt 2 run -a f1 --tt trees/transpositions.tree
"$ABPRUNE" run trees/transpositions.tree >"$TMP/nott"
expect_in "$TMP/nott" "leaves      18 of 24 visited"
"$ABPRUNE" run --tt trees/transpositions.tree >"$TMP/tt"
expect_in "$TMP/tt" "leaves      13 of 24 visited"
expect_in "$TMP/tt" "root value  3"

# McCarthy's bounds (exact with sound estimates) and futility (a heuristic).
golden run-mccarthy 0 run --mccarthy trees/estimates.tree
golden run-mccarthy-soft 0 run --mccarthy --fail-soft --trace trees/estimates.tree
golden run-futility 0 run --depth 2 --futility 0 trees/estimates.tree
golden run-futility-wide 0 run --depth 2 --futility 10 trees/estimates.tree
golden run-err-futility-depth 2 run --futility 1 trees/estimates.tree
golden run-err-mccarthy-f1 2 run -a f1 --mccarthy trees/estimates.tree
golden export-mccarthy 0 export -m cuts --mccarthy trees/estimates.tree
"$ABPRUNE" run --mccarthy trees/estimates.tree >"$TMP/mc"
expect_in "$TMP/mc" "root value  8"
expect_in "$TMP/mc" "leaves      7 of 16 visited"
"$ABPRUNE" run --depth 2 --futility 0 trees/estimates.tree >"$TMP/fu"
expect_in "$TMP/fu" "futility    margin 0: root value 5, 6 without futility pruning (it changed the result)"

# The facts of doc/paper.md, read off the text.
"$ABPRUNE" run -a f1 $pi >"$TMP/f1"
expect_in "$TMP/f1" "root value  2"
expect_in "$TMP/f1" "leaves      36 of 81 visited"
expect_in "$TMP/f1" "1.2        3 (lower bound)     true value 7"
# the leaf row, the bottom row of the figures: the root's first two
# subtrees (54 leaves) on a line, the third under it (80 columns in all)
grep -A1 "^leaf row" "$TMP/f1" >"$TMP/row"
printf '%s\n' "leaf row    3141  265358      846      3279502" \
    "            0974944  230781640" >"$TMP/row-want"
compare "F1's leaf row" "$TMP/row-want" "$TMP/row"
"$ABPRUNE" run -a f2 $pi >"$TMP/f2"
expect_in "$TMP/f2" "leaves      31 of 81 visited"
expect_in "$TMP/f2" "deep           3         5"
expect_in "$TMP/f2" "shallow        7        13"
grep -A1 "^leaf row" "$TMP/f2" >"$TMP/row"
printf '%s\n' "leaf row    3141  265358      846      32 9502" \
    "            0  4944  2  781640" >"$TMP/row-want"
compare "F2's leaf row" "$TMP/row-want" "$TMP/row"
# no line of run's report is wider than 80 columns, even F's 81 leaves
"$ABPRUNE" run -a f $pi >"$TMP/f"
[ "$(text_width <"$TMP/f")" -le 80 ] || fail "run -a f has lines wider than 80 columns"
expect_in "$TMP/f" "            097494459230781640628620899"
# a tree that is not uniform breaks its row at 68 leaves (one column each)
"$ABPRUNE" gen random -b 5 -d 5 --irregular --seed 1 >"$TMP/irr.tree"   # 115 leaves
"$ABPRUNE" run -a f "$TMP/irr.tree" >"$TMP/irr"
[ "$(grep -A1 "^leaf row" "$TMP/irr" | text_width)" -eq 80 ] ||
    fail "the irregular tree's leaf row does not fill 80 columns: $(grep -A1 "^leaf row" "$TMP/irr")"
grep -A1 "^leaf row" "$TMP/irr" | tail -n 1 | grep -q "^            [0-9]" ||
    fail "the irregular tree's leaf row does not go on under its label"
"$ABPRUNE" run -a f2 --window 0,4 --trace $pi >"$TMP/w"
expect_words "$TMP/w" "pruned from 3.1.3 (window)"

# A rule that prunes one move says so in the singular ("1 move"), more
# in the plural
printf '@values minimax\n( (5 6) ( (1 2) ) {hi=3} )\n' >"$TMP/one.tree"
"$ABPRUNE" run --mccarthy --trace "$TMP/one.tree" >"$TMP/one"
expect_words "$TMP/one" "returns alpha = 5 without searching; 1 move pruned from 2.1 (bound)"
"$ABPRUNE" run --mccarthy --trace trees/estimates.tree >"$TMP/two"
expect_words "$TMP/two" "returns alpha = 6 without searching; 2 moves pruned from 2.1 (bound)"

# Standard input works, and gives the same answer.
"$ABPRUNE" run -a f2 - <$pi | sed 's/<stdin>/FILE/' >"$TMP/stdin"
sed "s|$pi|FILE|" "$TMP/f2" >"$TMP/f2b"
compare "run on stdin" "$TMP/f2b" "$TMP/stdin"
# --trace fits 80 columns in every language: a long description (a cutoff,
# a rule on entering, the minimax view's ranges) goes on under its column,
# broken between words, and nothing of it is lost
langs=en
[ "${USE_NLS:-no}" = yes ] && langs="en ${LINGUAS:-}"
for lang in $langs; do
    for args in "-a f2 $pi" "-a f1 $pi" "-a f2 --view minimax $pi" "-a f2 -w 2,5 --research $pi" \
                "-a mtdf --view minimax $pi" "--mccarthy trees/estimates.tree" \
                "--depth 2 --futility 0 trees/estimates.tree" "-a pvs trees/aima-fig5-2.tree"; do
        "$ABPRUNE" --lang "$lang" run --trace $args >"$TMP/trace" || fail "run --trace $args"
        # the steps end at the first empty line (text_width: display columns)
        sed '/^$/q' "$TMP/trace" >"$TMP/steps"
        [ "$(text_width <"$TMP/steps")" -le 80 ] ||
            fail "--lang $lang run --trace $args: lines over 80 columns (up to $(text_width <"$TMP/steps"))"
    done
done
# so does the summary, for every algorithm: a long title and its window
# go on under the title, the window whole ("(-inf, +inf)")
for lang in $langs; do
    for alg in $("$ABPRUNE" --list-algorithms | awk '/ run /{print $1}'); do
        "$ABPRUNE" --lang "$lang" run -a "$alg" $pi >"$TMP/summary" || fail "run -a $alg"
        [ "$(text_width <"$TMP/summary")" -le 80 ] ||
            fail "--lang $lang run -a $alg: lines over 80 columns (up to $(text_width <"$TMP/summary"))"
        grep -q '^ *window (-inf,$' "$TMP/summary" && fail "run -a $alg: the window is broken"
    done
done
# the words of a wrapped step are all there, in order
"$ABPRUNE" run --trace $pi | sed -n '/^  16  cutoff/,/^  17 /p' | sed '$d' >"$TMP/step16"
[ "$(wc -l <"$TMP/step16")" -gt 1 ] || fail "run --trace: step 16 is not wrapped: $(cat "$TMP/step16")"
expect_words "$TMP/step16" "16 cutoff 1.1.2 m = -1 >= beta = -1: 1 of 3 children examined, 2 pruned from 1.1.2.2 (shallow)"
# a lone leaf is a tree of one position, said in the singular
echo 5 >"$TMP/leaf.tree"
"$ABPRUNE" run "$TMP/leaf.tree" >"$TMP/leaf" || fail "run on a lone leaf failed"
expect_in "$TMP/leaf" "tree        1 position, 1 terminal, height 0"
finish
