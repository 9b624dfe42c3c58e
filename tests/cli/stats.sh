#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# abprune stats: the table, CSV, JSON and plots against golden files; the
# same seed gives the same bytes for any number of threads; --plot-file
# writes SVG and keeps existing files; Ctrl-C prints the finished rows;
# bad usage exits 2.
. "$TOP_SRCDIR/tests/lib/lib.sh"

golden stats-text 0 stats -b 2..3 -d 1..5 -n 30 --seed 7
golden stats-csv 0 stats -b 2 -d 2..6 -n 20 --seed 3 -a f1,f2 --csv
golden stats-json 0 stats -b 3 -d 1..3 -n 10 --json
golden stats-plot 0 stats -b 2..3 -d 1..8 -n 20 -a f1,f2 --plot
golden stats-best 0 stats -b 2..4 -d 1..6 -n 3 --order best -a f2,f2-soft
golden stats-worst 0 stats -b 2 -d 1..6 -n 3 --order worst -a f1,f2 --csv
golden stats-values 0 stats -b 2 -d 1..6 -n 50 --values -9..9 -a f,f2
golden stats-skip 0 stats -b 2 -d 4..8 -n 2 --max-leaves 64 -a f2 --csv

# --paper: the paper's six degrees at its heights (and two below), F2 and F1
golden stats-paper 0 stats --paper -n 2 --threads 2
"$ABPRUNE" stats --paper -n 2 --csv >"$TMP/paper.csv" || fail "stats --paper --csv"
[ "$(wc -l <"$TMP/paper.csv")" = 25 ] || fail "stats --paper --csv: not 24 rows"
for cell in "2,24" "3,16" "4,13" "5,12" "10,9" "20,7"; do
    grep -q "^f2,$cell,2," "$TMP/paper.csv" || fail "stats --paper: no F2 row for $cell"
    grep -q "^f1,$cell,2," "$TMP/paper.csv" || fail "stats --paper: no F1 row for $cell"
done
golden stats-err-paper 2 stats --paper -b 3

# trees are never built: heights no built tree could reach
"$ABPRUNE" stats -b 2 -d 40 -n 1 -a f2 --order best --csv >"$TMP/deep.csv" || fail "stats -d 40"
grep -q '^f2,2,40,1,2097151,' "$TMP/deep.csv" || fail "best order at height 40: not the minimum"

# gen random writes the trees stats searches: tree 0 (and --tree 1) of a
# seed give the same leaf counts in both, for ties, distinct values and
# the best order
for args in "--values 0..9" "" "--order best"; do
    gen_args=$(printf '%s' "$args" | sed 's/--values 0..9//')
    [ -z "$args" ] && gen_args="--distinct"
    [ "$args" = "--order best" ] && gen_args="--distinct --order best"
    "$ABPRUNE" stats -b 3 -d 5 -n 2 --seed 9 $args -a f1,f2 --json >"$TMP/two.json"
    for tree in 0 1; do
        "$ABPRUNE" gen random -b 3 -d 5 --seed 9 --tree $tree $gen_args >"$TMP/t$tree.tree" ||
            fail "gen random --tree $tree $gen_args"
    done
    for alg in f1 f2; do
        sum=0
        for tree in 0 1; do
            n=$("$ABPRUNE" run -a $alg "$TMP/t$tree.tree" | sed -n 's/^leaves *\([0-9]*\) of.*/\1/p')
            sum=$((sum + n))
        done
        grep -q "\"algorithm\":\"$alg\",\"degree\":3,\"height\":5,\"trees\":2,\"mean_leaves\":$(awk "BEGIN { print $sum / 2 }")," "$TMP/two.json" ||
            fail "stats $args and gen random $gen_args disagree on $alg ($sum leaves for two trees)"
    done
done

# best order: F2's mean is the minimum in every row
"$ABPRUNE" stats -b 2..5 -d 1..7 -n 2 --order best -a f2 --csv >"$TMP/best.csv"
awk -F, 'NR > 1 && $5 != $8 { print; bad = 1 } END { exit bad }' "$TMP/best.csv" ||
    fail "best order: F2 mean differs from the minimum"

# the thread count changes nothing
for t in 1 2 3 8; do
    "$ABPRUNE" stats -b 2..4 -d 1..7 -n 25 --seed 11 --threads $t --csv >"$TMP/threads-$t.csv" ||
        fail "stats --threads $t failed"
done
for t in 2 3 8; do
    compare "stats --threads $t" "$TMP/threads-1.csv" "$TMP/threads-$t.csv"
done
"$ABPRUNE" stats -b 2..4 -d 1..7 -n 25 --seed 12 --csv >"$TMP/seed-12.csv"
cmp -s "$TMP/threads-1.csv" "$TMP/seed-12.csv" && fail "another seed gave the same table"

# each block's heading names where its branching factor is expected:
# Pearl's limit is F2's alone, the reference figure is this program's own
expect_in "$GOLDEN/stats-text.out" "f1, degree 3: reference 2.60 at h = 16"
expect_in "$GOLDEN/stats-text.out" "f2, degree 3: Pearl's limit 2.148, reference 2.17 at h = 16"
if grep -q "^f1, .*Pearl" "$GOLDEN/stats-text.out"; then
    fail "an F1 block heading gives Pearl's limit, which is F2's"
fi
"$ABPRUNE" stats --help >"$TMP/help"
if grep -Eq "figures of the paper's section 6|the paper's table" "$TMP/help"; then
    fail "stats --help still calls the reference simulation the paper's"
fi

# JSON parses and has the documented members
if [ -n "${PYTHON3:-}" ]; then
    "$ABPRUNE" stats -b 2..3 -d 1..4 -n 5 --json >"$TMP/stats.json"
    "$PYTHON3" - "$TMP/stats.json" <<'PY' || fail "stats --json is not the documented array"
import json, sys
rows = json.load(open(sys.argv[1]))
assert isinstance(rows, list) and len(rows) == 2 * 4 * 3, len(rows)
need = {"algorithm", "degree", "height", "trees", "mean_leaves", "ci95", "minimum",
        "branching_factor", "full", "pearl_limit", "reference_branching_factor", "deep_leaves"}
for r in rows:
    assert need <= set(r), need - set(r)
    assert r["trees"] == 5
f2 = [r for r in rows if r["algorithm"] == "f2" and r["degree"] == 3 and r["height"] == 4][0]
assert abs(f2["pearl_limit"] - 2.148) < 0.001 and f2["reference_branching_factor"] == 2.17
assert f2["minimum"] == 17 and f2["full"] == 81 and f2["branching_factor"] > 1
PY
fi

# --plot-file: SVG, atomically, existing files kept without --force
expect_status 0 stats -b 2 -d 1..6 -n 5 --plot-file "$TMP/plot.svg"
expect_in "$TMP/plot.svg" "<svg xmlns="
expect_in "$TMP/plot.svg" "alpha-beta F2"
if [ -n "${PYTHON3:-}" ]; then
    "$PYTHON3" -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$TMP/plot.svg" ||
        fail "the SVG is not well-formed XML"
fi
echo keep >"$TMP/keep.svg"
expect_status 2 stats -b 2 -d 1..3 -n 5 --plot-file "$TMP/keep.svg"
expect_in "$TMP/err" "keep.svg: file exists (use --force to replace it)"
expect_in "$TMP/keep.svg" "keep"
expect_status 0 stats -b 2 -d 1..3 -n 5 --plot-file "$TMP/keep.svg" --force
expect_in "$TMP/keep.svg" "<svg"

# Ctrl-C: the rows finished so far, a note, status 130 (the child starts
# with SIGINT at its default even if this script inherited it ignored, and
# is killed if it does not stop, so no search is left running)
if [ -n "${PYTHON3:-}" ]; then
    "$PYTHON3" - "$ABPRUNE" "$TMP" <<'PY' || fail "Ctrl-C did not print the finished rows"
import signal, subprocess, sys, time
prog, tmp = sys.argv[1], sys.argv[2]
with open(tmp + "/int.out", "w") as out, open(tmp + "/int.err", "w") as err:
    p = subprocess.Popen([prog, "stats", "-b", "2", "-d", "1..40", "-n", "1000",
                          "--max-leaves", "100000000", "-a", "f2", "--csv"],
                         stdout=out, stderr=err,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(1.0)
    p.send_signal(signal.SIGINT)
    try:
        status = p.wait(timeout=60)
    except subprocess.TimeoutExpired:
        p.kill()
        p.wait()
        raise
rows = open(tmp + "/int.out").read().splitlines()
note = open(tmp + "/int.err").read()
assert status == 130, status
assert rows[0].startswith("algorithm,degree,height") and len(rows) >= 2, rows[:3]
assert len(rows) < 41, len(rows)
assert "interrupted" in note, note
PY
fi

# bad usage
golden usage-stats-degree 2 stats -b 0..3
golden usage-stats-degree-order 2 stats -b 5..2
golden usage-stats-height 2 stats -d x
golden usage-stats-trees 2 stats -n 0
golden usage-stats-algorithm 2 stats -a f1,f3
golden usage-stats-pvs 2 stats -a f2,pvs
golden usage-stats-order 2 stats --order sideways
golden usage-stats-values 2 stats --values 3..1
golden usage-stats-plot-csv 2 stats --plot --csv
golden usage-stats-force 2 stats --force
golden usage-stats-argument 2 stats extra
golden usage-stats-no-value 2 stats --seed
golden usage-stats-threads 2 stats --threads 0
golden usage-stats-too-big 2 stats -b 2 -d 63
golden help-stats 0 stats --help
# the heading's order and the skip note in the reader's language: the
# order's words translated, the count of leaves with its plural form
if [ "${USE_NLS:-no}" = yes ]; then
    "$ABPRUNE" --lang uk stats -b 2 -d 2..5 -n 2 --order worst --max-leaves 8 -a f2 \
        >"$TMP/uk" 2>"$TMP/uk-err" || fail "stats --lang uk"
    expect_in "$TMP/uk" "оцінки листків різні, найгірший порядок ходів"
    expect_in "$TMP/uk-err" "висоту 4: 16 листків у дереві"
    expect_in "$TMP/uk-err" "висоту 5: 32 листки у дереві"
    "$ABPRUNE" --lang ru stats -b 2 -d 2 -n 2 --order best -a f2 >"$TMP/ru" || fail "stats --lang ru"
    expect_in "$TMP/ru" "значения листьев различные, лучший порядок ходов"
    "$ABPRUNE" --lang hu stats -b 2 -d 2 -n 2 -a f2 >"$TMP/hu" || fail "stats --lang hu"
    expect_in "$TMP/hu" "különböző levélértékek, a lépések véletlen sorrendje"
fi
finish
