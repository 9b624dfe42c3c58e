#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_open.sh: what opening a big tree in the stepper costs next to
# searching it with run (issue 27): `abprune view` started on a key
# script that only quits (load, record the search, the first screen at
# 120x40) against `abprune run -a f2` on the same file.  For each: the
# least CPU time (user + system) of five runs, and the peak resident
# memory in bytes a position.  The goal: the stepper within 3 times run's
# time and under 24 bytes a position.
#
# Usage: bench/bench_open.sh ABPRUNE [RUNS]
set -eu
abprune=${1:?usage: bench_open.sh ABPRUNE [RUNS]}
runs=${2:-5}
command -v /usr/bin/time >/dev/null 2>&1 || [ -x /usr/bin/time ] || {
    echo "bench_open.sh: needs /usr/bin/time (Debian: time)" >&2
    exit 1
}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/abprune-open.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
LC_ALL=C.UTF-8
export LC_ALL
echo q >"$tmp/quit"

# least RUNS COMMAND...: "seconds kilobytes", the least CPU time of RUNS
# runs and the most resident memory any of them had
least() {
    _n=$1
    shift
    for _i in $(seq "$_n"); do
        /usr/bin/time -f '%U %S %M' -o "$tmp/time" "$@" >/dev/null
        cat "$tmp/time"
    done | awk 'NR == 1 || $1 + $2 < best { best = $1 + $2 }
                $3 > kb { kb = $3 }
                END { printf "%.3f %d\n", best, kb }'
}

echo "opening a tree in the stepper (view, 120x40, quits at once) against run -a f2:"
printf '  %-12s %11s %8s %10s %8s %10s %7s\n' tree positions "run s" "run B/pos" "view s" \
    "view B/pos" ratio
for spec in "10 6" "10 7"; do
    set -- $spec
    tree="$tmp/$1-$2.tree"
    "$abprune" gen random -b "$1" -d "$2" --seed 1 -o "$tree"
    positions=$("$abprune" run -a f2 --json "$tree" | sed 's/.*"positions":\([0-9]*\).*/\1/')
    r=$(least "$runs" "$abprune" run -a f2 "$tree")
    v=$(least "$runs" "$abprune" view --size 120x40 --keys "$tmp/quit" "$tree")
    echo "$1^$2 $positions $r $v" | awk '{
        printf "  %-12s %11d %8.3f %10.1f %8.3f %10.1f %7.2f\n", $1 " leaves", $2, $3,
               $4 * 1024 / $2, $5, $6 * 1024 / $2, ($3 > 0 ? $5 / $3 : 0) }'
    rm -f "$tree"
done
