#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_view.sh: the time the stepper takes to handle one key (a step and a
# redraw of the whole screen), from a key script on a 120x40 virtual screen.
# The start (loading the tree, recording the search, laying it out) is
# measured alone and taken off: (with N keys - without) / N, each the
# best of three runs.  Times are user CPU time (/usr/bin/time), which a
# busy machine blurs less than the clock (the system time is the start's
# page faults, and varies most); without /usr/bin/time, the clock.
#
# Usage: bench/bench_view.sh ABPRUNE [SCALE]   (run by make bench; SCALE
# divides the number of keys, for a quick look)
set -eu
abprune=${1:?usage: bench_view.sh ABPRUNE [SCALE]}
scale=${2:-1}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/abprune-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
LC_ALL=C.UTF-8
export LC_ALL

# seconds COMMAND...: the CPU seconds COMMAND took (or its wall seconds)
if [ -x /usr/bin/time ]; then
    what="user CPU"
    seconds() {
        /usr/bin/time -f '%U' -o "$tmp/time" "$@" >/dev/null
        cat "$tmp/time"
    }
else
    what="wall"
    seconds() {
        t0=$(date +%s.%N)
        "$@" >/dev/null
        t1=$(date +%s.%N)
        awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }'
    }
fi

# best COMMAND...: the least of three runs' seconds
best() {
    for i in 1 2 3; do seconds "$@"; done | sort -n | head -n 1
}

# keys FILE FIRST COUNT KEY: the key FIRST (if not "-"), then COUNT
# presses of KEY
keys() {
    awk -v f="$2" -v n="$3" -v k="$4" 'BEGIN { if (f != "-") print f
        for (i = 0; i < n; i++) print k }' >"$1"
}

# run NAME TREE COUNT FIRST KEY [OPTIONS]: FIRST (a key, or -) is pressed
# in both runs, so that KEY is timed from there (End, then steps back)
run() {
    name=$1 tree=$2 count=$(($3 / scale)) first=$4 key=$5
    shift 5
    keys "$tmp/none" "$first" 0 q
    keys "$tmp/many" "$first" "$count" "$key"
    start=$(best "$abprune" view "$@" --size 120x40 --keys "$tmp/none" "$tree")
    total=$(best "$abprune" view "$@" --size 120x40 --keys "$tmp/many" "$tree")
    awk -v name="$name" -v n="$count" -v s="$start" -v t="$total" 'BEGIN {
        per = (t - s) / n * 1000
        printf "  %-36s start %6.2f s   %7.3f ms per key (%d keys)\n", name, s, per, n }'
}

"$abprune" gen random -b 3 -d 10 --seed 1 -o "$tmp/3-10.tree"
"$abprune" gen random -b 10 -d 6 --seed 1 -o "$tmp/10-6.tree"
"$abprune" gen random -b 10 -d 7 --seed 1 -o "$tmp/10-7.tree"
echo "stepper, one key = one step and a full redraw (120x40), $what time:"
run "3^10 leaves, figure, F2, l" "$tmp/3-10.tree" 2000 - l
run "3^10 leaves, figure, F2, j (leaf)" "$tmp/3-10.tree" 2000 - j
run "3^10 leaves, compare F1/F2, j" "$tmp/3-10.tree" 1000 - j --compare
run "10^6 leaves, F2, l" "$tmp/10-6.tree" 2000 - l
run "10^6 leaves, F2, h (from the end)" "$tmp/10-6.tree" 2000 G h
run "10^6 leaves, F, l" "$tmp/10-6.tree" 1000 - l -a f
run "10^6 leaves, F, j (leaf)" "$tmp/10-6.tree" 1000 - j -a f
run "10^6 leaves, F, h (from the end)" "$tmp/10-6.tree" 1000 G h -a f
run "10^6 leaves, compare F1/F2, j" "$tmp/10-6.tree" 1000 - j --compare
run "10^7 leaves, F2, l" "$tmp/10-7.tree" 1000 - l
run "10^7 leaves, F2, j (leaf)" "$tmp/10-7.tree" 1000 - j
run "10^7 leaves, F2, h (from the end)" "$tmp/10-7.tree" 1000 G h
run "10^7 leaves, F, l" "$tmp/10-7.tree" 1000 - l -a f
run "10^7 leaves, F, j (leaf)" "$tmp/10-7.tree" 1000 - j -a f
run "10^7 leaves, compare F1/F2, j" "$tmp/10-7.tree" 10000 - j --compare
