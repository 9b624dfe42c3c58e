#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_game.sh ABPRUNE [RUNS]: `abprune gen game tictactoe`, the whole game
# from the empty board (549,946 positions, 255,168 of them finished games),
# written to a file: CPU time (user + system, the least of RUNS runs,
# default 5: a shared machine's load inflates the clock, the least CPU time
# the least), wall time of that run, peak resident memory and the file's
# size; the same with --transpositions and --symmetry, and `run -a f` and
# `run -a f2` reading the whole file back.  bench/README.md records the
# figures.  Needs /usr/bin/time (GNU time).
abprune=$1 runs=${2:-5}
[ -x /usr/bin/time ] || { echo "bench_game.sh: /usr/bin/time is needed"; exit 0; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# least LABEL COMMAND...: runs COMMAND $runs times, prints the run of least
# CPU time: "LABEL: CPU s (user + system), wall s, peak KiB"
least() {
    _label=$1
    shift
    _i=0
    : >"$tmp/times"
    while [ $_i -lt "$runs" ]; do
        /usr/bin/time -f "%U %S %e %M" -o "$tmp/one" "$@" >/dev/null || return 1
        tail -n 1 "$tmp/one" >>"$tmp/times"
        _i=$((_i + 1))
    done
    awk -v label="$_label" '
        { cpu = $1 + $2; if (NR == 1 || cpu < best) { best = cpu; wall = $3; kib = $4 } }
        END { printf "  %-36s %6.2f s CPU  %6.2f s wall  %7d KiB peak\n", label, best, wall, kib }
    ' "$tmp/times"
}

echo "== gen game tictactoe from the empty board (least CPU time of $runs runs)"
for opt in "" --transpositions --symmetry; do
    least "gen game tictactoe $opt" "$abprune" gen game tictactoe $opt -o "$tmp/t.tree" --force ||
        exit 1
    bytes=$(wc -c <"$tmp/t.tree")
    positions=$("$abprune" run "$tmp/t.tree" | sed -n 's/^tree *\([0-9]*\) positions.*/\1/p')
    echo "    $bytes bytes, $positions positions read back"
    [ -n "$opt" ] || cp "$tmp/t.tree" "$tmp/full.tree"
done
echo
echo "== the whole tree read back and searched (least CPU time of $runs runs)"
for alg in f f2; do
    least "run -a $alg (the file above)" "$abprune" run -a $alg "$tmp/full.tree" || exit 1
done
