#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_lopsided.sh ABPRUNE [BEFORE]: the lopsided shapes of issue 43, each
# at three sizes doubling, with the CPU time (user + system, seconds) each
# command takes: it should double with the size (linear), where it grew
# four times (quadratic) before.  BEFORE, a build of the code before the
# issue, is measured beside it; each run is held to 60 s of CPU (">60").
# The shapes are made here (awk prints as it goes).
abprune=$1
before=${2:-}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

flat() { awk -v n="$1" 'BEGIN { printf "("; for (i = 0; i < n; i++) printf " %d", (i * 7919) % 97; print ")" }'; }
chain() { awk -v d="$1" 'BEGIN { for (i = 0; i < d; i++) printf "("; printf "1"; for (i = 0; i < d; i++) printf ")"; print "" }'; }

# cpu PROGRAM ARGS...: the CPU seconds of one run, ">60" past the limit,
# with the exit status when it is not 0
cpu() {
    rm -f end.screen l.screen
    (ulimit -t 60; /usr/bin/time -f '%U %S %x' "$@" >/dev/null 2>"$tmp/time") 2>/dev/null
    tail -n 1 "$tmp/time" | awk '{ t = $1 + $2; if ($3 == 0) printf "%.2f", t;
        else if (t >= 59) printf ">60"; else printf "%.2f(%s)", t, $3 }'
}

# row WHAT SIZE ARGS...: a line of the table, ARGS run by both programs
row() {
    what=$1 size=$2
    shift 2
    after=$(cpu "$abprune" "$@")
    if [ -n "$before" ]; then was=$(cpu "$before" "$@"); else was=-; fi
    printf '%-44s %9s %10s %10s\n' "$what" "$size" "$was" "$after"
}

printf '%-44s %9s %10s %10s\n' command size before after
for n in 12500 25000 50000; do
    flat $n >flat.tree
    row "1. run --trace, flat (leaves)" $n run --trace flat.tree
done
for n in 12500 25000 50000; do
    flat $n >flat.tree
    printf '<End> <dump>\n' >end.keys
    row "1. view, End (leaves)" $n view --keys end.keys --dump end.screen flat.tree
done
for d in 1024 2048 4096; do
    chain $d >chain.tree
    row "2. export -f beamer, chain (depth)" $d export -f beamer -o deck.tex --force chain.tree
done
for n in 4000 8000 16000; do
    flat $n >flat.tree
    row "2. export -f beamer, flat (leaves)" $n export -f beamer -o deck.tex --force flat.tree
done
for d in 8000 16000 32000; do
    chain $d >chain.tree
    row "3. export -f html --compare, chain (depth)" $d export -f html --compare -o page.html \
        --force chain.tree
done
flat 100000 >flat100k.tree
for n in 15500 31000 62000; do
    { printf 'abprune-lesson 1\ntitle L\nsection One\ntree flat100k.tree\n'
      awk -v n=$n 'BEGIN { for (i = 0; i < n; i++) print "highlight " 50000 + i % 50000 }'; } >l.lesson
    row "4. lesson, highlight lines" $n lesson --check l.lesson
done
for n in 15000 30000 60000; do
    { printf 'abprune-lesson 1\ntitle L\nsection One\ntree flat100k.tree\n'
      awk -v n=$n 'BEGIN { for (i = 0; i < n; i++) print "goto node " (i * 13) % 100000 + 1 }'; } >l.lesson
    row "4. lesson, goto node lines" $n lesson --check l.lesson
done
awk 'BEGIN { printf "("; for (i = 0; i < 100000; i++) printf " L%d:%d", i, i % 10; print ")" }' >labels.tree
for n in 14500 29000 58000; do
    { printf 'abprune-lesson 1\ntitle L\nsection One\ntree labels.tree\n'
      awk -v n=$n 'BEGIN { for (i = 0; i < n; i++) print "highlight L" 40000 + (i * 7) % 60000 }'; } >l.lesson
    row "4. lesson, highlight by label" $n lesson --check l.lesson
done
for n in 14500 29000 58000; do
    { printf 'abprune-lesson 1\ntitle L\nsection One\n'
      awk -v n=$n 'BEGIN { for (i = 0; i < n; i++) print "tree-inline ((3 12 8) (2 4 6))" }'; } >l.lesson
    row "4. lesson, tree-inline lines" $n lesson --check l.lesson
done
"$abprune" gen random -b 224 -d 2 >w2.tree
printf 'q\n' >q.keys
for n in 7500 15000 30000; do
    { printf 'abprune-lesson 1\ntitle L\nsection One\ntree w2.tree\n'
      awk -v n=$n 'BEGIN { for (i = 0; i < n / 2; i++) print "goto start\ngoto cutoff" }'
      printf 'pause\n'; } >l.lesson
    row "4. lesson screen, goto lines" $n lesson --keys q.keys --dump l.screen l.lesson
done
for n in 75000 150000 300000; do
    awk -v n=$n 'BEGIN { printf "(A: (1 2) =A"; for (i = 0; i < n; i++) printf " %d", (i * 31) % 1000; print ")" }' \
        >wide.tree
    row "5. run --order best, wide + transposition" $n run --order best wide.tree
done
for d in 19 20 21; do
    row "6. gen random -b 2 -o (height)" $d gen random -b 2 -d $d -o g.tree --force
done
for k in 17 18 19; do
    awk -v k=$k 'BEGIN { s = "(P0: (1 2)"; for (i = 1; i <= k; i++) s = s " P" i ": ((=P" (i - 1) " =P" (i - 1) "))"
                         print s ")" }' >bomb.tree
    row "10. run --json, doublings (levels)" $k run --json bomb.tree
done
