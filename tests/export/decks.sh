#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every deck the program offers compiles with pdflatex and fits its
# frames (issue 40): the beamer deck of every shipped tree, for every
# algorithm export takes, a slide per cutoff, per leaf and per step, in
# 16:9 and 4:3 (the per-step deck of F on the paper's tree, 282 slides,
# among them), with no overfull box and no text off its slide; a tree too
# wide for a frame even at 5 pt (the games' trees) is refused with the
# limit named, and its decks are then those of the first subtree that fits
# (--root 1, 1.1, ...).  The pi tree's numbers are at least 8 pt high on a
# 16:9 cutoff slide (pdftotext -bbox), and no text is smaller than 5 pt.
# A game's deck with its boards (--boards path) compiles and shows them.
#
# Decks that are the same apart from their title lines (F2, F2-iterative
# and F2-list search alike) are compiled once.  The beamer class and TikZ
# come from a format made once an aspect (mylatexformat), when it can be
# made, which halves the cost of the small decks; the decks are written
# and compiled $JOBS at a time (default: a job a processor, 2 at least).
# Cost (2026-12-06): 702 decks wanted, 434 of them different, about 11
# minutes of CPU in all (the paper's tree's per-step decks a third of
# it), some 6 minutes on two free cores; the CPU of each compile is in
# the log.
. "$TOP_SRCDIR/tests/lib/lib.sh"
# CI compiles the decks in its first make check only: its distcheck and
# sanitizer runs would compile the same 434 decks again in pdflatex
if [ -n "${SKIP_DECK_COMPILES:-}" ]; then
    echo "SKIP: SKIP_DECK_COMPILES is set: the decks are compiled in another run"
    exit 77
fi
if ! command -v pdflatex >/dev/null 2>&1 || ! kpsewhich beamer.cls >/dev/null 2>&1 ||
    ! command -v pdftotext >/dev/null 2>&1; then
    echo "SKIP: pdflatex, beamer or pdftotext missing: the decks are not compiled"
    exit 77
fi
# as many at a time as there are processors, two at least
JOBS=${JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
[ "$JOBS" -ge 2 ] 2>/dev/null || JOBS=2
TMPD=$TMP/d
export ABPRUNE TMPD
mkdir -p "$TMPD"
algs=$("$ABPRUNE" --list-algorithms | awk '/ export / { print $1 }')
[ -n "$algs" ] || fail "--list-algorithms names no algorithm export takes"

# the decks wanted: TREE ALG FRAMES ASPECT [ROOT] a line
for tree in trees/*.tree; do
    for aspect in 16:9 4:3; do
        # the subtree drawn: the whole tree, or the first that fits
        root=
        until "$ABPRUNE" export -f beamer --frames steps --aspect "$aspect" \
            ${root:+--root "$root"} --force -o "$TMP/probe.tex" "$tree" 2>"$TMP/err"; do
            grep -q "a deck's tree must fit its frame: .* the $aspect frame" "$TMP/err" ||
                { fail "$tree $aspect: $(cat "$TMP/err")"; break; }
            [ "${#root}" -lt 9 ] || { fail "$tree: no subtree fits a $aspect frame"; break; }
            root=${root:+$root.}1
        done
        for alg in $algs; do
            for frames in cutoffs leaves steps; do
                # (no blank at the end of a line: xargs -L would join the next)
                echo "$tree $alg $frames $aspect${root:+ $root}"
            done
        done
    done
done >"$TMP/wanted"
awk 'NF == 5 { print $1 " " $4 ": --root " $5 }' "$TMP/wanted" | sort -u
# written $JOBS at a time; each that is not says why
cat >"$TMP/deck.sh" <<'EOF'
#!/bin/sh
# deck.sh TREE ALG FRAMES ASPECT [ROOT]: writes the deck into $TMPD
name=$(basename "$1" .tree)-$2-$3-$(echo "$4" | tr -d :)
"$ABPRUNE" export -f beamer -a "$2" --frames "$3" --aspect "$4" ${5:+--root "$5"} \
    -o "$TMPD/$name.tex" "$1" 2>"$TMPD/$name.err" ||
    echo "FAIL: export -f beamer -a $2 --frames $3 --aspect $4 ${5:+--root $5 }$1: $(cat "$TMPD/$name.err")"
EOF
xargs -P "$JOBS" -L 1 sh "$TMP/deck.sh" <"$TMP/wanted" >"$TMP/written"
if [ -s "$TMP/written" ]; then
    failures=$((failures + $(wc -l <"$TMP/written")))
    head -n 5 "$TMP/written"
fi

# the formats: the lines every deck of an aspect begins with
cd "$TMPD" || exit 99
for aspect in 169 43; do
    sed -n '3,/^\\setbeamerfont/p' "knuth-moore-fig1-f2-cutoffs-$aspect.tex" >"head$aspect.tex"
    printf '%s\n' '\begin{document}' '\end{document}' >>"head$aspect.tex"
    if kpsewhich mylatexformat.ltx >/dev/null 2>&1 &&
        pdflatex -ini -interaction=nonstopmode -jobname="fmt$aspect" "&pdflatex" \
            mylatexformat.ltx "head$aspect.tex" >/dev/null 2>&1 && [ -s "fmt$aspect.fmt" ]; then
        head -n "$(($(wc -l <"head$aspect.tex") - 2))" "head$aspect.tex" >"head$aspect.lines"
    fi
done
# one deck a kind: the first of those alike apart from their title lines
for f in *-*.tex; do
    printf '%s %s\n' "$(sed '1d;/^\\framesubtitle/d' "$f" | cksum | tr ' ' -)" "$f"
done | sort -k1,1 -u | awk '{ print $2 }' >decks.list
cat >one.sh <<'EOF'
#!/bin/sh
# one.sh DECK.tex: compiles it (with its aspect's format when the deck
# begins as the format did: the format skips what precedes \endofdump)
# and says "DECK status overfull-boxes CPU-seconds"
f=${1%.tex}
aspect=${f##*-}
n=$(wc -l <"head$aspect.lines" 2>/dev/null || echo 0)
if [ -s "fmt$aspect.fmt" ] && [ "$n" -gt 0 ] &&
    sed -n "3,$((n + 2))p" "$1" | cmp -s - "head$aspect.lines"; then
    { echo "%&fmt$aspect"; sed -n "1,$((n + 2))p" "$1"; printf '%s\n' '\endofdump'
      sed "1,$((n + 2))d" "$1"; } >"$f.fmt.tex"
    set -- -jobname="$f" "$f.fmt.tex"
fi
if [ -x /usr/bin/time ]; then
    /usr/bin/time -o "$f.cpu" -f '%U %S' pdflatex -interaction=nonstopmode -halt-on-error \
        "$@" >/dev/null 2>&1
else
    pdflatex -interaction=nonstopmode -halt-on-error "$@" >/dev/null 2>&1
fi
status=$?
echo "$f $status $(grep -c '^Overfull' "$f.log") $(awk '{ print $1 + $2 }' "$f.cpu" 2>/dev/null)"
rm -f "$f.aux" "$f.nav" "$f.out" "$f.snm" "$f.toc" "$f.fmt.tex" "$f.cpu"
EOF
xargs -P "$JOBS" -n 1 sh one.sh <decks.list >results
cd "$TOP_SRCDIR" || exit 99
[ "$(wc -l <"$TMPD/results")" -eq "$(wc -l <"$TMPD/decks.list")" ] ||
    fail "$(wc -l <"$TMPD/results") results for $(wc -l <"$TMPD/decks.list") decks"
while read -r name status overfull cpu; do
    if [ "$status" != 0 ]; then
        fail "pdflatex rejects $name: $(grep -m 1 -A 2 '^!' "$TMPD/$name.log")"
    elif [ "$overfull" != 0 ]; then
        fail "$name has $overfull overfull boxes: $(grep -m 2 '^Overfull' "$TMPD/$name.log")"
    fi
done <"$TMPD/results"
echo "$(wc -l <"$TMPD/decks.list") decks of $(wc -l <"$TMP/wanted") compiled, in" \
    "$(awk '{ s += $4 } END { printf "%.0f", s }' "$TMPD/results") s of pdflatex's CPU; the longest:"
sort -k4 -n -r "$TMPD/results" | head -n 5 | awk '{ print "  " $1 ": " $4 " s" }'
# and no text off its slide (a caption longer than its box is no overfull
# box)
sed "s|^\(.*\)\.tex\$|$TMPD/\1.pdf|" "$TMPD/decks.list" |
    xargs "${PYTHON3:-python3}" tests/export/pdf-bounds.py >"$TMP/bounds" ||
    fail "text off its slide: $(head -n 5 "$TMP/bounds")"

# the per-step deck of F on the paper's tree: all its slides
pi=knuth-moore-fig1
[ -s "$TMPD/$pi-f-steps-169.pdf" ] && [ -s "$TMPD/$pi-f2-cutoffs-169.pdf" ] ||
    { fail "the pi tree's decks were not compiled"; finish; }
set -- $("${PYTHON3:-python3}" tests/export/pdf-fonts.py "$TMPD/$pi-f-steps-169.pdf")
[ "$1" = 282 ] || fail "the per-step deck of F on the pi tree has $1 pages, not 282"
awk -v f="$4" 'BEGIN { exit !(f >= 5) }' || fail "the per-step deck of F has $4 pt text"
# the pi tree's numbers on the slide of its first deep cutoff (16:9): at
# least 8 pt from top to bottom (pdftotext's box is the font's ascent to
# its descent, in PostScript points); the numbers above the legend, whose
# first word is "followed" (the legend and the caption are smaller on
# purpose)
pdftotext -f 5 -l 5 -bbox "$TMPD/$pi-f2-cutoffs-169.pdf" "$TMP/bbox.html" ||
    fail "pdftotext -bbox"
awk -F'"' '/<word / && />followed<\/word>/ && top == "" { top = $4 }
    /<word / && />[-−≥≤0-9]+<\/word>/ { k++; y[k] = $8; h[k] = ($8 - $4) * 72.27 / 72 }
    END { for (i = 1; i <= k; i++)
              if (y[i] < top) { n++; if (n == 1 || h[i] < low) low = h[i] }
          printf "%d %.2f\n", n, low }' "$TMP/bbox.html" >"$TMP/numbers"
read -r count low <"$TMP/numbers"
[ "$count" -ge 20 ] || fail "the pi tree's cutoff slide shows $count numbers"
awk -v h="$low" 'BEGIN { exit !(h >= 8) }' ||
    fail "the pi tree's numbers are $low pt high on a 16:9 cutoff slide (8 at least)"
echo "the pi tree on a 16:9 cutoff slide: $count numbers, the smallest $low pt high"

# a game's deck with its boards (--boards path: the current position's
# board right of the tree), its moves on their branches: it compiles with
# no overfull box, and the slide of a leaf shows that leaf's board
"$ABPRUNE" gen game tictactoe x.oxo.... --depth 2 -o "$TMPD/ttt.tree" ||
    fail "gen game tictactoe x.oxo.... --depth 2"
"$ABPRUNE" export -f beamer --boards path -o "$TMPD/game.tex" "$TMPD/ttt.tree" ||
    fail "export -f beamer --boards path"
if (cd "$TMPD" && pdflatex -interaction=nonstopmode -halt-on-error game.tex >/dev/null 2>&1); then
    [ "$(grep -c '^Overfull' "$TMPD/game.log")" = 0 ] ||
        fail "the game's deck has overfull boxes: $(grep -m 2 '^Overfull' "$TMPD/game.log")"
    pdftotext -f 12 -l 12 -layout "$TMPD/game.pdf" "$TMP/game.txt" || fail "pdftotext game"
    expect_in "$TMP/game.txt" "c1.a1"
    expect_in "$TMP/game.txt" "O won (Min)"
    grep -q ' a b c *$' "$TMP/game.txt" || fail "the game's slide has no board"
    [ "$(grep -o -w -E '[abc][123]' "$TMP/game.txt" | wc -l)" -ge 15 ] ||
        fail "the game's slide labels $(grep -o -w -E '[abc][123]' "$TMP/game.txt" | wc -l) moves"
else
    fail "pdflatex rejects the game's deck: $(grep -m 1 -A 2 '^!' "$TMPD/game.log")"
fi
finish
