#!/bin/sh
# bench_view.sh: the time the stepper takes to handle one key (a step and a
# redraw of the whole screen), from a key script on a 120x40 virtual screen.
# The start (loading the tree, recording the search, laying it out) is
# timed alone and taken off.
#
# Usage: bench/bench_view.sh ABPRUNE   (run by make bench)
set -eu
abprune=${1:?usage: bench_view.sh ABPRUNE}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/abprune-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
LC_ALL=C.UTF-8
export LC_ALL

now() { date +%s.%N; }

# keys FILE COUNT KEY: a script of COUNT presses of KEY
keys() { awk -v n="$2" -v k="$3" 'BEGIN { for (i = 0; i < n; i++) print k }' >"$1"; }

# run NAME TREE COUNT KEY [OPTIONS]
run() {
    name=$1 tree=$2 count=$3 key=$4
    shift 4
    keys "$tmp/none" 0 q
    keys "$tmp/many" "$count" "$key"
    t0=$(now)
    "$abprune" view "$@" --size 120x40 --keys "$tmp/none" "$tree"
    t1=$(now)
    "$abprune" view "$@" --size 120x40 --keys "$tmp/many" "$tree"
    t2=$(now)
    awk -v name="$name" -v n="$count" -v s="$t0" -v a="$t1" -v b="$t2" 'BEGIN {
        start = a - s; per = ((b - a) - start) / n * 1000
        printf "  %-34s start %6.2f s   %7.3f ms per key (%d keys)\n", name, start, per, n }'
}

"$abprune" gen random -b 3 -d 10 --seed 1 -o "$tmp/3-10.tree"
"$abprune" gen random -b 10 -d 6 --seed 1 -o "$tmp/10-6.tree"
echo "stepper, one key = one step and a full redraw (120x40):"
run "3^10 leaves, figure, F2, l" "$tmp/3-10.tree" 2000 l
run "3^10 leaves, figure, F2, j (leaf)" "$tmp/3-10.tree" 2000 j
run "3^10 leaves, compare F1/F2, j" "$tmp/3-10.tree" 1000 j --compare
run "10^6 leaves, outline, F2, l" "$tmp/10-6.tree" 1000 l --outline
run "10^6 leaves, outline, F, l" "$tmp/10-6.tree" 1000 l --outline -a f
