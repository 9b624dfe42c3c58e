#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_view_instr.sh: the work the stepper does for one key on big trees,
# counted in instructions (valgrind's callgrind), which a busy machine does
# not blur as it does times.  Only the screen loop is counted
# (--toggle-collect=ui_screen_run): loading the tree and recording the
# search are left out.  For each tree: the loop with no key but the first
# drawing, then with N presses of a key; (with - without) / N is the cost
# of one key: the step and a full redraw of a 120x40 screen.
#
# Usage: bench/bench_view_instr.sh ABPRUNE [KEYS [big]]   (needs valgrind,
# not run by make bench: slow; the 10^7-leaf tree, only with 'big', takes
# some minutes under valgrind)
set -eu
abprune=${1:?usage: bench_view_instr.sh ABPRUNE [KEYS [big]]}
count=${2:-20}
big=${3:-}
command -v valgrind >/dev/null 2>&1 || { echo "valgrind not installed: skipped"; exit 0; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/abprune-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
LC_ALL=C.UTF-8
export LC_ALL

# instructions FILE: the total a callgrind output file counted
instructions() { sed -n 's/^summary: //p' "$1"; }

# run NAME TREE KEY [OPTIONS]
run() {
    name=$1 tree=$2 key=$3
    shift 3
    printf 'q\n' >"$tmp/none"
    awk -v n="$count" -v k="$key" 'BEGIN { for (i = 0; i < n; i++) print k }' >"$tmp/many"
    for keys in none many; do
        valgrind --tool=callgrind --callgrind-out-file="$tmp/$keys.cg" \
            --toggle-collect=ui_screen_run "$abprune" view "$@" --size 120x40 \
            --keys "$tmp/$keys" "$tree" >/dev/null 2>"$tmp/$keys.log"
    done
    awk -v name="$name" -v n="$count" -v a="$(instructions "$tmp/none.cg")" \
        -v b="$(instructions "$tmp/many.cg")" 'BEGIN {
        printf "  %-34s %12.0f instructions per key (%d keys)\n", name, (b - a) / n, n }'
}

"$abprune" gen random -b 10 -d 6 --seed 1 -o "$tmp/10-6.tree"
echo "stepper, one key = one step and a full redraw (120x40), in instructions:"
run "10^6 leaves, F2, l" "$tmp/10-6.tree" l
run "10^6 leaves, compare F1/F2, j" "$tmp/10-6.tree" j --compare
if [ "$big" = big ]; then
    "$abprune" gen random -b 10 -d 7 --seed 1 -o "$tmp/10-7.tree"
    run "10^7 leaves, F2, l" "$tmp/10-7.tree" l
fi
