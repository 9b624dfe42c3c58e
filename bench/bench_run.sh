#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_run.sh ABPRUNE PYTHON3 SRCDIR BENCH_PARSE: issue 19's comparisons in
# one run (bench/README.md records the figures):
#   - a 3^13 tree as JSON: parsing against jansson, searching against a bare
#     recursive C negamax (bench_parse), and `abprune run` against the same
#     procedures in plain Python with json.load, whole process and search
#     only (compare_run.py);
#   - peak memory of `run -a f` per position;
#   - `run --json` and `run --trace` on a path of 10^6 moves;
#   - the stats targets and the paper's table.
abprune=$1 py=$2 src=$3 parse=$4
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$abprune" gen random -b 3 -d 13 --seed 1 --min -1000 --max 1000 -o "$tmp/t.tree" || exit 1
# the same tree as a JSON array of arrays
"$py" - "$tmp/t.tree" "$tmp/t.json" <<'PY' || exit 1
import re, sys
body = "\n".join(l for l in open(sys.argv[1]) if not l.startswith("@"))
out, prev = [], None
for tok in re.findall(r"\(|\)|-?\d+", body):
    if tok == ")":
        out.append("]")
    else:
        if prev not in (None, "("):
            out.append(",")
        out.append("[" if tok == "(" else tok)
    prev = tok
open(sys.argv[2], "w").write("".join(out))
PY
echo "== parsing and searching a 3^13 tree (JSON, CPU time, best of 5)"
"$parse" "$tmp/t.json" || exit 1
echo
echo "== abprune run against plain Python (CPU time)"
"$py" "$src/bench/compare_run.py" "$abprune" "$src/bench/run_plain.py" "$tmp/t.json" || exit 1
echo
echo "== peak memory"
positions=$("$abprune" run "$tmp/t.json" | sed -n 's/^tree *\([0-9]*\) positions.*/\1/p')
for alg in f f2 mtdf; do
    kb=$(/usr/bin/time -f %M "$abprune" run -a $alg "$tmp/t.json" 2>&1 >/dev/null | tail -n 1)
    echo "  run -a $alg: $kb KiB peak, $(( kb * 1024 / positions )) bytes per position ($positions positions)"
done
echo
echo "== a path of 10^6 moves"
"$abprune" gen random -b 1 -d 1000000 --seed 3 -o "$tmp/path.tree" || exit 1
for opt in --json --trace "--json --trace"; do
    /usr/bin/time -f "  run $opt: %e s wall, %U s user + %S s system, %M KiB" \
        "$abprune" run $opt "$tmp/path.tree" >"$tmp/out" || exit 1
    echo "    $(wc -c <"$tmp/out") bytes"
done
echo
echo "== stats (2 threads; wall time and peak memory)"
/usr/bin/time -f "  stats -b 3 -d 16 -n 50 -a f1,f2: %e s wall, %U s user + %S s system, %M KiB" \
    "$abprune" stats -b 3 -d 16 -n 50 -a f1,f2 --threads 2 >/dev/null || exit 1
/usr/bin/time -f "  stats -b 2 -d 26 -n 50 -a f1,f2: %e s wall, %U s user + %S s system, %M KiB" \
    "$abprune" stats -b 2 -d 26 -n 50 -a f1,f2 --threads 2 >/dev/null || exit 1
/usr/bin/time -f "  stats --paper: %e s wall, %U s user + %S s system, %M KiB" \
    "$abprune" stats --paper --threads 2 || exit 1
