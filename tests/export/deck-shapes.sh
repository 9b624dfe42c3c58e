#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Lopsided trees as beamer decks (issue 43, item 2): a chain of depth 2048
# (4 KB) and a flat tree of 50,000 leaves (100 KB), which took 7 s and
# 15 s (220 MB) when every frame marked the whole path, are refused at
# once, before the search, with the limit named (no frame holds them);
# and the lopsided trees a frame does hold (a chain of depth 9, 150 flat
# leaves) are written, a slide a step, well within the limits.  Each runs
# under `ulimit -t 5` and a 1.1 GB address space.  The time to write a
# deck against its size: bench/bench_deck.c.
. "$TOP_SRCDIR/tests/lib/lib.sh"
"${PYTHON3:-python3}" - "$TMP" <<'EOF' || exit 99
import sys
tmp = sys.argv[1]
def chain(d):
    return "(" * d + "5" + ")" * d + "\n"
def flat(n):
    return "(" + " ".join(str((i * 7 + 3) % 10) for i in range(n)) + ")\n"
for name, text in (("chain2048", chain(2048)), ("flat50000", flat(50000)),
                   ("chain9", chain(9)), ("flat150", flat(150))):
    open(f"{tmp}/{name}.tree", "w").write(text)
EOF
# A sanitizer build cannot start under ulimit -v (ASan reserves terabytes
# of shadow memory) and runs several times slower: there it runs without
# the memory limit and with five times the CPU.
vlimit=1100000 tlimit=5
if ! (ulimit -v $vlimit 2>/dev/null && exec "$ABPRUNE" --version) >/dev/null 2>&1; then
    vlimit=unlimited tlimit=25
fi
# limited RUN...: RUN under 5 s of CPU and 1.1 GB, its status in $TMP/status
limited() {
    (ulimit -t $tlimit -v $vlimit 2>/dev/null; "$@" >"$TMP/out" 2>"$TMP/err"; echo $? >"$TMP/status")
}
for shape in chain2048 flat50000; do
    limited "$ABPRUNE" export -f beamer -o "$TMP/$shape.tex" "$TMP/$shape.tree"
    [ "$(cat "$TMP/status")" = 1 ] ||
        fail "export -f beamer $shape: status $(cat "$TMP/status"), not 1: $(head -c 300 "$TMP/err")"
    [ ! -e "$TMP/$shape.tex" ] || fail "export -f beamer $shape wrote a deck it refused"
done
limited "$ABPRUNE" export -f beamer -o "$TMP/x.tex" "$TMP/chain2048.tree"
expect_in "$TMP/err" "its levels need 26624 pt at least, the 16:9 frame has 256 pt"
limited "$ABPRUNE" export -f beamer -o "$TMP/x.tex" "$TMP/flat50000.tree"
expect_in "$TMP/err" "this one is 99998 pt wide at least, the 16:9 frame 432 pt"
expect_in "$TMP/err" "draw a subtree with --root PATH"
for shape in chain9 flat150; do
    for alg in f f2 pvs; do
        limited "$ABPRUNE" export -f beamer -a $alg --aspect 16:10 -o "$TMP/$shape.tex" --force \
            "$TMP/$shape.tree"
        [ "$(cat "$TMP/status")" = 0 ] ||
            fail "export -f beamer -a $alg $shape: status $(cat "$TMP/status"): $(head -c 300 "$TMP/err")"
        grep -q '^\\end{document}' "$TMP/$shape.tex" || fail "the deck of $shape is not whole"
    done
done
finish
