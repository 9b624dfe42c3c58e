#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_anchor.sh ABPRUNE PYTHON3 SRCDIR BARE_RUN PLAIN_GAME [RUNS [OTHER...]]:
# issue 42's comparisons with the anchors, in one run (bench/README.md
# records the figures):
#   - `abprune run -a f|f1|f2` against bench/bare_run (a tuned bare C
#     program: the file mapped, read into flat arrays, a recursive
#     negamax) on random trees of 10^5, 10^6 and 10^7 leaves (degree 10)
#     and 3^13, each in the .tree format `gen` writes and as a JSON array
#     of arrays; the root value and the leaves visited checked equal first;
#   - bare_run with its arrays on ordinary pages ("small") beside it: what
#     huge pages are worth on this machine (abprune's big_alloc asks for
#     them for arrays of 4 MiB and more);
#   - `abprune gen game tictactoe` against bench/plain_game (a plain C
#     writer of the same bytes, checked with cmp first), and the same game
#     with --transpositions and --symmetry beside it;
#   - the CPU time a position written (a position in full or a =Label)
#     of tic-tac-toe and of Connect Four 4x4 ten moves deep, plain, with
#     --transpositions and with --symmetry, and the same less the time of
#     starting the program (each build's own 2-leaf run).
# Each block runs its commands in turn RUNS times (default 5) and prints
# the least CPU time (user + system) of each and its ratio to the anchor
# (bench/anchor.py), with the load average before and after: the machine
# may be shared, and the ratios within a block saw the same load.  Each
# OTHER, another build of abprune (the one before a change, one configured
# otherwise), is timed beside it: abprune-other, abprune-other2, ...
abprune=$1 py=$2 src=$3 bare=$4 plain=$5 runs=${6:-5}
shift $(($# < 6 ? $# : 6))
# others WHAT ARG...: "-- abprune-otherN/WHAT=OTHER ARG..." for each other
# build, into $cmds (split into words where it is used: no blanks in the
# builds' paths)
others() {
    cmds= o_n=1 o_what=$1
    shift
    for o in $builds; do
        o_suffix=$([ $o_n -gt 1 ] && echo $o_n)
        cmds="$cmds -- abprune-other$o_suffix$o_what=$o $*"
        o_n=$((o_n + 1))
    done
}
builds="$*"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
anchor() {
    "$py" "$src/bench/anchor.py" "$runs" "$@"
}

echo "== run against a bare C reader and search (CPU time, least of $runs interleaved runs)"
# what starting costs: a tree of two leaves (the libraries a terminal
# program links, the locale and the catalogues, against a bare program's
# libc alone)
echo "(1 2)" >"$tmp/tiny.tree"
others "" run -a f "$tmp/tiny.tree"
anchor "2 leaves: starting the program" -- bare="$bare" f "$tmp/tiny.tree" \
    -- abprune="$abprune" run -a f "$tmp/tiny.tree" $cmds || exit 1
for spec in "10 5 1e5" "10 6 1e6" "3 13 3^13" "10 7 1e7"; do
    set -- $spec
    name=$3
    "$abprune" gen random -b "$1" -d "$2" --seed 1 --min -1000 --max 1000 -o "$tmp/t.tree" --force ||
        exit 1
    # the same tree as a JSON array of arrays: blanks collapsed, none
    # inside the brackets, the others commas
    grep -v '^@' "$tmp/t.tree" | tr -s ' \n' '  ' |
        sed 's/( /(/g; s/ )/)/g; s/^ //; s/ $//; s/ /,/g; s/(/[/g; s/)/]/g' >"$tmp/t.json"
    for fmt in tree json; do
        file=$tmp/t.$fmt
        for alg in f f1 f2; do
            want=$("$bare" "$alg" "$file")
            got=$("$abprune" run -a "$alg" "$file" |
                  sed -n 's/^root value *\([-0-9]*\)$/value \1/p; s/^leaves *\([0-9]*\) of.*/leaves \1/p' |
                  tr '\n' ' ' | sed 's/ $//')
            [ "$want" = "$got" ] || { echo "bench_anchor.sh: $name.$fmt $alg: bare says '$want', abprune '$got'"; exit 1; }
            others "" run -a "$alg" "$file"
            anchor "$name leaves, .$fmt, $alg ($(wc -c <"$file") bytes)" -- bare="$bare" "$alg" "$file" \
                -- bare-small-pages="$bare" "$alg" "$file" small \
                -- abprune="$abprune" run -a "$alg" "$file" $cmds || exit 1
        done
    done
done

echo
echo "== gen game tictactoe against a plain C writer (CPU time, least of $runs interleaved runs)"
"$plain" >"$tmp/plain.tree" && "$abprune" gen game tictactoe >"$tmp/game.tree" || exit 1
cmp "$tmp/plain.tree" "$tmp/game.tree" || { echo "bench_anchor.sh: the writers differ"; exit 1; }
echo "  $(wc -c <"$tmp/game.tree") bytes, the same from both"
others "" gen game tictactoe
plain_cmds=$cmds
others /--transpositions gen game tictactoe --transpositions
tr_cmds=$cmds
others /--symmetry gen game tictactoe --symmetry
anchor "gen game tictactoe" -- plain="$plain" -- abprune="$abprune" gen game tictactoe $plain_cmds \
    -- "abprune --transpositions=$abprune" gen game tictactoe --transpositions $tr_cmds \
    -- "abprune --symmetry=$abprune" gen game tictactoe --symmetry $cmds || exit 1
if [ -x /usr/bin/time ]; then
    for cmd in "$plain" "$abprune gen game tictactoe"; do
        /usr/bin/time -f "  peak memory %M KiB: $cmd" $cmd >/dev/null || exit 1
    done
fi

echo
echo "== gen game: CPU time a position written (least of $runs interleaved runs)"
# a position written is one in full ({eval=...}) or a reference (=Label)
written() {
    "$abprune" gen game "$@" >"$tmp/w.tree" || exit 1
    full=$(grep -o '{eval=' "$tmp/w.tree" | wc -l)
    refs=$(grep -oE '(^|[^a-z])=[A-Za-z0-9]' "$tmp/w.tree" | wc -l)
    echo $((full + refs))
}
# each build's start (the 2-leaf run), in the order anchor.py prints them
others "" run -a f "$tmp/tiny.tree"
starts=$("$py" "$src/bench/anchor.py" "$runs" start -- "abprune=$abprune" run -a f "$tmp/tiny.tree" $cmds |
         sed -n 's/^  .* \([0-9.]*\) s CPU.*/\1/p' | tr '\n' ' ')
[ -n "$starts" ] || exit 1
for game in "tictactoe" "connect4 4x4 --depth 10"; do
    for merge in "" --transpositions --symmetry; do
        n=$(written $game $merge) || exit 1
        others "" gen game $game $merge
        "$py" "$src/bench/anchor.py" "$runs" "gen game $game $merge" -- "abprune=$abprune" gen game $game $merge $cmds |
            sed -n 's/^  \([^ ]*\) .* \([0-9.]*\) s CPU.*/\1 \2/p' |
            awk -v n="$n" -v starts="$starts" -v what="$game $merge" '
                BEGIN { split(starts, s, " ") }
                { printf "  %-44s %-16s %8d positions  %6.3f us each, %6.3f less the start\n", what, $1, n, $2 / n * 1e6, ($2 - s[NR]) / n * 1e6 }'
    done
done
