#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# abprune export: the paper's figures reproduced, golden pictures in every
# style and format, snapshots, output files and errors.
. "$TOP_SRCDIR/tests/lib/lib.sh"
pi=trees/knuth-moore-fig1.tree

# squeeze FILE: drops a row that repeats the row above when it holds only
# vertical connectors (their number per level may differ from the paper's),
# and trailing blank lines.
squeeze() {
    awk '{ plain = $0; gsub(/[ ║│]/, "", plain)
           if (plain == "" && $0 != "" && $0 == prev) next
           prev = $0; rows[++n] = $0 }
         END { while (n > 0 && rows[n] == "") n--
               for (i = 1; i <= n; i++) print rows[i] }' "$1"
}

# unpad FILE: FILE without its trailing blank lines.
unpad() {
    awk '{ rows[++n] = $0 }
         END { while (n > 0 && rows[n] == "") n--
               for (i = 1; i <= n; i++) print rows[i] }' "$1"
}

# Figures 1 and 2: character for character, up to connector rows, with
# --marks none (the paper's bare figure; by default bounds are marked).
for fig in 1:f 2:f1; do
    n=${fig%%:*} alg=${fig#*:}
    "$ABPRUNE" export --marks none -a "$alg" $pi >"$TMP/fig$n" || fail "export -a $alg failed"
    squeeze "$TMP/fig$n" >"$TMP/got$n"
    squeeze tests/paper/knuth-moore-fig$n.txt >"$TMP/want$n"
    compare "export -a $alg (Figure $n)" "$TMP/want$n" "$TMP/got$n"
    # with four connector rows the upper levels are the paper's row for row
    "$ABPRUNE" export -m none -a "$alg" --rows 4 $pi | head -n 13 >"$TMP/top$n"
    head -n 13 tests/paper/knuth-moore-fig$n.txt >"$TMP/ptop$n"
    compare "export -a $alg --rows 4, upper levels" "$TMP/ptop$n" "$TMP/top$n"
    # --rows paper: the figure as printed, every row (4, 4, 3, 2 connectors)
    "$ABPRUNE" export -m none -a "$alg" --rows paper $pi >"$TMP/rows$n" ||
        fail "export -a $alg --rows paper failed"
    unpad "$TMP/rows$n" >"$TMP/got$n"
    unpad tests/paper/knuth-moore-fig$n.txt >"$TMP/want$n"
    compare "export -a $alg --rows paper (Figure $n as printed)" "$TMP/want$n" "$TMP/got$n"
done

# Figure 3: the same line structure (digits aside) and the same leaf row.
# The paper's top bar lost its middle junction (tests/paper/README).
"$ABPRUNE" export -m none -a f2 $pi >"$TMP/fig3"
squeeze "$TMP/fig3" | sed '2d; s/[0-9]/x/g' >"$TMP/got3"
squeeze tests/paper/knuth-moore-fig3.txt | sed '2d; s/[0-9]/x/g' >"$TMP/want3"
compare "export -a f2 line structure (Figure 3)" "$TMP/want3" "$TMP/got3"
# --rows paper: Figure 3 row for row, digits aside, but for the top bar
"$ABPRUNE" export -m none -a f2 --rows paper $pi | unpad /dev/stdin |
    sed '2d; s/[0-9]/x/g' >"$TMP/got3"
unpad tests/paper/knuth-moore-fig3.txt | sed '2d; s/[0-9]/x/g' >"$TMP/want3"
compare "export -a f2 --rows paper (Figure 3's rows as printed)" "$TMP/want3" "$TMP/got3"
leaf_row=$(squeeze "$TMP/fig3" | tail -n 1)
[ "$leaf_row" = "3141  265358      846      32 9502                    0  4944  2  781640" ] ||
    fail "F2 leaf row is '$leaf_row'"
# the values F2 really returns (doc/paper.md section 3), not Figure 2's
squeeze "$TMP/fig3" | sed -n 4p | grep -q -- '-2 *-2 *-2$' || fail "F2 depth-1 values"
squeeze "$TMP/fig3" | sed -n 7p | tr -s ' ' | grep -q '^ 2 2 2 2 │ │ 4 2 │$' ||
    fail "F2 depth-2 values: $(squeeze "$TMP/fig3" | sed -n 7p)"

# Golden pictures.
golden export-aima-minimax 0 export -m all trees/aima-fig5-2.tree
golden export-aima-negamax 0 export -m all --view negamax trees/aima-fig5-2.tree
golden export-uneven 0 export -m all -a f1 trees/uneven-depths.tree
golden export-binary 0 export -m all trees/binary-4.tree
golden export-negative 0 export -m all trees/negative-values.tree
golden export-negative-f 0 export -a f --view negamax trees/negative-values.tree
golden export-deep 0 export -m cuts,bounds trees/deep-cutoff.tree
golden export-rows-paper 0 export -m all --rows paper trees/uneven-depths.tree
golden export-window 0 export -m cuts -w 0,4 $pi
golden export-soft 0 export -m bounds --fail-soft $pi
golden export-ascii 0 export -m all --width 0 --charset ascii $pi
golden export-outline 0 export --style outline -a f1 -m types $pi
golden export-outline-ascii 0 export -s outline --charset ascii trees/aima-fig5-2.tree
golden export-snapshot 0 export --step 60 -m all --width 0 $pi
golden export-snapshot-start 0 export --step 0 trees/aima-fig5-2.tree
golden export-snapshot-outline 0 export --step 9 -s outline trees/aima-fig5-2.tree
golden export-too-wide 0 export --width 20 trees/aima-fig5-2.tree
golden export-dot 0 export -f dot -m all trees/aima-fig5-2.tree
golden export-dot-snapshot 0 export -f dot --step 10 trees/deep-cutoff.tree
golden export-tikz 0 export -f tikz -m all $pi
golden export-tikz-snapshot 0 export -f tikz --step 12 trees/aima-fig5-2.tree
golden export-tikz-body 0 export -f tikz --body trees/aima-fig5-2.tree
golden export-dot-ratio 0 export -f dot --ratio 16:9 trees/aima-fig5-2.tree
golden export-root 0 export --root 2.1 $pi
golden export-no-labels 0 export --no-labels -m all trees/aima-fig5-2.tree
# labels in every picture, and --no-labels leaves them out of every one
"$ABPRUNE" export -f dot trees/aima-fig5-2.tree >"$TMP/lab.dot"
expect_in "$TMP/lab.dot" 'label="B: 3"'
"$ABPRUNE" export -f dot --no-labels trees/aima-fig5-2.tree >"$TMP/nolab.dot"
if grep -q 'label="[A-D]: ' "$TMP/nolab.dot"; then fail "export -f dot --no-labels writes labels"; fi
for f in tikz beamer; do
    "$ABPRUNE" export -f $f trees/aima-fig5-2.tree >"$TMP/lab.tex"
    # on the position's line just above its value (a deck's text is larger
    # than the picture's, and so is the shift; a deck names its positions
    # by macros)
    grep -q -E '^\\node\[node label, anchor=south\] at \(\[yshift=[0-9.]+pt\](n1|\\abpX\{1\},\\abpY\{1\})\) \{B\};$' \
        "$TMP/lab.tex" || fail "export -f $f writes no label B at n1"
    "$ABPRUNE" export -f $f --no-labels trees/aima-fig5-2.tree >"$TMP/nolab.tex"
    if grep -qF '\node[node label' "$TMP/nolab.tex"; then fail "export -f $f --no-labels writes labels"; fi
done
golden export-root-label 0 export --root C -m all trees/aima-fig5-2.tree
golden export-root-outline 0 export --root 2 -s outline $pi
golden export-dot-root 0 export -f dot --root 3 trees/aima-fig5-2.tree

# Legends list the meanings a picture uses and no others.
"$ABPRUNE" export -f dot trees/aima-fig5-2.tree >"$TMP/aima.dot"
expect_in "$TMP/aima.dot" "branch pruned (shallow cutoff)"
if grep -Eq "deep cutoff|window cutoff|not visited|current node" "$TMP/aima.dot"; then
    fail "the AIMA tree's DOT legend lists meanings it does not use"
fi
"$ABPRUNE" export -f tikz $pi >"$TMP/pi.tex"
expect_in "$TMP/pi.tex" "branch pruned (deep cutoff)"
if grep -Eq "window cutoff|McCarthy" "$TMP/pi.tex"; then
    fail "the pi tree's TikZ legend lists kinds that do not occur"
fi
# one font in the whole DOT picture (graph, legend, nodes, edges)
[ "$(grep -o 'fontname="[^"]*"' "$TMP/aima.dot" | sort -u | wc -l)" = 1 ] ||
    fail "the DOT picture names more than one font"
[ "$(grep -o 'fontsize=[0-9.]*' "$TMP/aima.dot" | sort -u | wc -l)" = 1 ] ||
    fail "the DOT picture has more than one font size"
# the DOT legend is the graph's label, under the tree: no legend node
grep -q "labelloc=b" "$TMP/aima.dot" || fail "the DOT legend is not under the tree"
if grep -q "cluster_legend" "$TMP/aima.dot"; then fail "the DOT legend is a node cluster"; fi

# ASCII is 7-bit, and is what a non-UTF-8 locale gets.
"$ABPRUNE" export -m all --width 0 --step 60 --charset ascii $pi >"$TMP/ascii"
LC_ALL=C "$ABPRUNE" export -m all --width 0 --step 60 $pi >"$TMP/ascii-c"
compare "export in the C locale" "$TMP/ascii" "$TMP/ascii-c"
if LC_ALL=C grep -q '[^ -~]' "$TMP/ascii"; then fail "ASCII output has 8-bit characters"; fi

# Every snapshot of a search has the same size, so they line up on slides.
"$ABPRUNE" export $pi | text_width >"$TMP/w-end"
for step in 0 1 50 100 143; do
    "$ABPRUNE" export --step $step $pi >"$TMP/s$step" || fail "export --step $step"
done
for step in 1 50 100 143; do
    [ "$(wc -l <"$TMP/s0")" = "$(wc -l <"$TMP/s$step")" ] ||
        fail "snapshot $step has another height"
done
expect_in "$TMP/s143" "step 143 of 143 of F2: exit root: returns 2"

# Graphviz and LaTeX accept what we write (CI installs both).
if command -v dot >/dev/null 2>&1; then
    for args in "-m all trees/aima-fig5-2.tree" "--step 40 $pi" "-a f1 trees/uneven-depths.tree" \
                "--root 2 --ratio 4:3 $pi"; do
        "$ABPRUNE" export -f dot $args >"$TMP/g.dot"
        dot -Tsvg "$TMP/g.dot" >"$TMP/g.svg" 2>"$TMP/dot.err" || fail "dot rejects export -f dot $args: $(head -n 3 "$TMP/dot.err")"
        grep -q '<svg' "$TMP/g.svg" || fail "dot wrote no SVG for $args"
    done
    # the 81-leaf tree at a slide's proportions (about 5.8:1 without --ratio)
    "$ABPRUNE" export -f dot --ratio 16:9 $pi | dot -Tpng >"$TMP/pi.png" || fail "dot -Tpng"
    shape=$(od -An -tu1 -j16 -N8 "$TMP/pi.png" |
            awk '{ w = (($1 * 256 + $2) * 256 + $3) * 256 + $4
                   h = (($5 * 256 + $6) * 256 + $7) * 256 + $8
                   printf "%.2f", w / h }')
    awk -v r="$shape" 'BEGIN { exit !(r >= 1.65 && r <= 1.95) }' ||
        fail "export -f dot --ratio 16:9 of the pi tree renders at $shape:1"
else
    echo "dot not installed: DOT output not compiled"
fi
if command -v pdflatex >/dev/null 2>&1 && kpsewhich standalone.cls >/dev/null 2>&1; then
    for args in "-m all $pi" "--step 12 trees/aima-fig5-2.tree" "-m all trees/negative-values.tree" \
                "--mccarthy trees/estimates.tree" "--root 2.1 --ratio 16:9 $pi"; do
        "$ABPRUNE" export -f tikz $args >"$TMP/fig.tex"
        (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error fig.tex >latex.out 2>&1) ||
            fail "pdflatex rejects export -f tikz $args: $(grep -A3 '^!' "$TMP/fig.log" | head -n 6)"
        [ -s "$TMP/fig.pdf" ] || fail "pdflatex wrote no PDF for $args"
        [ "$args" = "-m all $pi" ] && cp "$TMP/fig.pdf" "$TMP/pi.pdf"
        rm -f "$TMP/fig.pdf"
    done
    # the paper's tree: one page the size of the picture, which fits the
    # text width of a 16:9 slide (398 pt) unscaled, with no text under 5 pt
    set -- $("${PYTHON3:-python3}" tests/export/pdf-fonts.py "$TMP/pi.pdf")
    [ "$1" = 1 ] || fail "the TikZ picture of the pi tree has $1 pages"
    awk -v w="$2" 'BEGIN { exit !(w > 200 && w <= 398) }' ||
        fail "the TikZ picture of the pi tree is $2 pt wide (a slide's text is 398 pt)"
    awk -v f="$4" 'BEGIN { exit !(f >= 5) }' || fail "the TikZ picture of the pi tree has $4 pt text"
    [ "$5" = unscaled ] || fail "the TikZ picture of the pi tree is scaled"
    # --body goes into a document as it is
    "$ABPRUNE" export -f tikz --body trees/aima-fig5-2.tree >"$TMP/body.tex"
    printf '%s\n' '\documentclass[aspectratio=169]{beamer}' '\usepackage{tikz}' \
        '\tikzset{followed/.style={line width=2pt, red}}' \
        '\begin{document}' '\begin{frame}' '\input{body.tex}' '\end{frame}' '\end{document}' \
        >"$TMP/deck.tex"
    (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error deck.tex >latex.out 2>&1) ||
        fail "a beamer frame cannot \\input export -f tikz --body: $(grep -A3 '^!' "$TMP/deck.log" | head -n 6)"
else
    echo "pdflatex or standalone.cls not installed: TikZ output not compiled"
fi
# a teacher's own style wins over the one --body brings
"$ABPRUNE" export -f tikz --body trees/aima-fig5-2.tree >"$TMP/body2.tex"
expect_in "$TMP/body2.tex" '\pgfkeysifdefined{/tikz/followed/.@cmd}{}{\tikzset{followed/.style='
if grep -q 'documentclass' "$TMP/body2.tex"; then fail "--body writes a document"; fi

# A beamer deck steps through the search: one slide per step (or leaf,
# or cutoff), the picture in overlays, a caption in words on each.
golden export-beamer 0 export -f beamer trees/aima-fig5-2.tree
# its first caption counts the steps, in the singular for one
printf '5\n' >"$TMP/leaf.tree"
"$ABPRUNE" export -f beamer -o - "$TMP/leaf.tree" >"$TMP/leaf.tex"
expect_in "$TMP/leaf.tex" "Before the search: 1 step to come."
golden export-beamer-cutoffs 0 export -f beamer --frames cutoffs trees/deep-cutoff.tree
golden export-beamer-4x3 0 export -f beamer --frames cutoffs --aspect 4:3 --font-size 9 \
    --scale 0.9 trees/deep-cutoff.tree
"$ABPRUNE" export -f beamer $pi >"$TMP/deck.tex" || fail "export -f beamer"
expect_in "$TMP/deck.tex" "a beamer deck, 144 slides (--frames=steps)"
expect_in "$TMP/deck.tex" '{\textbf{Step 65 of 143: }cutoff at 2.1.1: m = $-$2 $\geq$ beta = $-$2'
expect_in "$TMP/deck.tex" 'pruned from 2.1.1.3 (deep)'
"$ABPRUNE" export -f beamer --frames leaves $pi >"$TMP/leaves.tex" || fail "export --frames leaves"
expect_in "$TMP/leaves.tex" "a beamer deck, 33 slides (--frames=leaves)"
if command -v pdflatex >/dev/null 2>&1 && kpsewhich beamer.cls >/dev/null 2>&1; then
    # the pi tree with F2, a slide per leaf (31) with the start and the end
    (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error leaves.tex >latex.out 2>&1) ||
        fail "pdflatex rejects the deck: $(grep -A3 '^!' "$TMP/leaves.log" | head -n 6)"
    set -- $("${PYTHON3:-python3}" tests/export/pdf-fonts.py "$TMP/leaves.pdf")
    [ "$1" = 33 ] || fail "the pi tree's deck has $1 pages, not 33"
    awk -v f="$4" 'BEGIN { exit !(f >= 5) }' || fail "the pi tree's deck has $4 pt text"
    "$ABPRUNE" export -f beamer trees/aima-fig5-2.tree >"$TMP/aima-deck.tex"
    (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error aima-deck.tex >latex.out 2>&1) ||
        fail "pdflatex rejects the AIMA deck: $(grep -A3 '^!' "$TMP/aima-deck.log" | head -n 6)"
    set -- $("${PYTHON3:-python3}" tests/export/pdf-fonts.py "$TMP/aima-deck.pdf")
    [ "$1" = 27 ] || fail "the AIMA deck has $1 pages, not 27 (steps 0 to 26)"
    # the lecture deck in each slide shape: the frame's size, the tree
    # filling it without any overfull box, its text larger than the
    # 5 pt the decks had before they filled the frame
    for shape in "16:9 455.2 256.1" "16:10 455.2 284.5" "4:3 364.2 273.1"; do
        set -- $shape
        "$ABPRUNE" export -f beamer --frames cutoffs -m all --aspect "$1" \
            trees/aima-fig5-2.tree >"$TMP/shape.tex"
        (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error shape.tex >latex.out 2>&1) ||
            fail "pdflatex rejects the $1 deck: $(grep -A3 '^!' "$TMP/shape.log" | head -n 6)"
        if grep -q "Overfull" "$TMP/shape.log"; then
            fail "the $1 deck overflows its frame: $(grep Overfull "$TMP/shape.log" | head -n 2)"
        fi
        want="$2 $3"
        set -- $("${PYTHON3:-python3}" tests/export/pdf-fonts.py "$TMP/shape.pdf")
        [ "$1 $2 $3" = "3 $want" ] || fail "the deck's pages are '$1 $2 $3', not '3 $want'"
        awk -v f="$4" 'BEGIN { exit !(f >= 7) }' || fail "the AIMA deck has $4 pt text"
    done
else
    echo "pdflatex or beamer.cls not installed: the decks not compiled"
fi

# A series of snapshots in any format, in one file or one file per step.
golden export-steps 0 export --steps 12..14 trees/aima-fig5-2.tree
golden export-steps-dot 0 export -f dot --steps cutoffs trees/deep-cutoff.tree
"$ABPRUNE" export --steps 9..11 --split -o "$TMP/aima.txt" trees/aima-fig5-2.tree ||
    fail "export --split"
for k in 09 10 11; do
    "$ABPRUNE" export --step "$k" trees/aima-fig5-2.tree >"$TMP/one.txt"
    compare "--split step $k" "$TMP/one.txt" "$TMP/aima-$k.txt"
done
expect_status 2 export --steps 9..11 --split -o "$TMP/aima.txt" trees/aima-fig5-2.tree
expect_in "$TMP/err" "aima-09.txt: file exists (use --force to replace it)"
"$ABPRUNE" export --steps 9..11 --split --force -o "$TMP/aima.txt" trees/aima-fig5-2.tree ||
    fail "export --split --force"
"$ABPRUNE" export -f tikz --steps leaves -o "$TMP/leaves-series.tex" trees/aima-fig5-2.tree ||
    fail "export -f tikz --steps leaves"
expect_in "$TMP/leaves-series.tex" "multi=tikzpicture"
if command -v pdflatex >/dev/null 2>&1 && kpsewhich standalone.cls >/dev/null 2>&1; then
    (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error leaves-series.tex >latex.out 2>&1) ||
        fail "pdflatex rejects a TikZ series: $(grep -A3 '^!' "$TMP/leaves-series.log" | head -n 6)"
    set -- $("${PYTHON3:-python3}" tests/export/pdf-fonts.py "$TMP/leaves-series.pdf")
    [ "$1" = 7 ] || fail "the TikZ series of the AIMA tree's 7 leaves has $1 pages"
fi

# Big graphic exports warn and suggest the outline or a subtree.
"$ABPRUNE" gen random -b 3 -d 8 --seed 4 -o "$TMP/big.tree" || fail "gen big"
"$ABPRUNE" export -f dot -o "$TMP/big.dot" "$TMP/big.tree" 2>"$TMP/big.err" || fail "export big"
expect_in "$TMP/big.err" "9841 positions are more than Graphviz lays out comfortably"
expect_in "$TMP/big.err" "--root PATH"
"$ABPRUNE" export -f dot --root 1.1 -o "$TMP/sub.dot" "$TMP/big.tree" 2>"$TMP/sub.err" || fail "export --root"
[ -s "$TMP/sub.err" ] && fail "a subtree of 1093 positions warns: $(cat "$TMP/sub.err")"
"$ABPRUNE" export -f tikz -o "$TMP/big.tex" "$TMP/big.tree" 2>"$TMP/big.err" || fail "export big"
expect_in "$TMP/big.err" "more than LaTeX draws comfortably"

# Output files: atomic, never clobbered without --force.
"$ABPRUNE" export -o "$TMP/out.txt" $pi || fail "export -o failed"
"$ABPRUNE" export $pi | cmp -s - "$TMP/out.txt" || fail "export -o wrote other bytes than stdout"
echo precious >"$TMP/keep.txt"
expect_status 2 export -o "$TMP/keep.txt" $pi
expect_in "$TMP/err" "abprune export: $TMP/keep.txt: file exists (use --force to replace it)"
[ "$(cat "$TMP/keep.txt")" = precious ] || fail "export overwrote a file without --force"
"$ABPRUNE" export -o "$TMP/keep.txt" --force $pi 2>/dev/null || fail "export --force failed"
cmp -s "$TMP/keep.txt" "$TMP/out.txt" || fail "export --force did not overwrite"
expect_status 1 export -o "$TMP/no/such/dir/x.txt" $pi
ls "$TMP/no" 2>/dev/null && fail "export left something behind"
[ -z "$(ls "$TMP" | grep -E '^\.abprune|\.tmp')" ] || fail "export left a temporary file"

# Usage errors exit 2 and say what is wrong.
golden export-err-style 2 export --style fancy $pi
golden export-err-format 2 export -f png $pi
golden export-err-step 2 export --step 500 $pi
golden export-err-marks 2 export -m cuts,colours $pi
golden export-err-charset 2 export --charset latin1 $pi
golden export-err-force 2 export --force $pi
golden export-err-outline-dot 2 export -s outline -f dot $pi
golden export-err-window 2 export -a f1 -w 0,4 $pi
golden export-err-rows 2 export --rows 0 $pi
golden export-err-rows-word 2 export --rows papers $pi
golden export-err-bad-tree 1 export tests/bad/unclosed.tree
golden export-err-root 2 export --root 4 trees/aima-fig5-2.tree
golden export-err-ratio 2 export -f dot --ratio 16:0 trees/aima-fig5-2.tree
golden export-err-body 2 export --body trees/aima-fig5-2.tree
golden export-err-frames 2 export --frames leaves trees/aima-fig5-2.tree
golden export-err-beamer-step 2 export -f beamer --step 3 trees/aima-fig5-2.tree
golden export-err-split 2 export --steps 1..3 --split trees/aima-fig5-2.tree
golden export-err-steps 2 export --steps 3..99 trees/aima-fig5-2.tree
golden export-err-steps-bad 2 export --steps 3-9 trees/aima-fig5-2.tree
golden export-err-steps-reversed 2 export --steps 9..3 trees/aima-fig5-2.tree
golden export-err-width 2 export --width -1 trees/aima-fig5-2.tree
golden export-err-step-negative 2 export --step -1 trees/aima-fig5-2.tree
golden export-err-title-dot 2 export -f dot --title Hello trees/aima-fig5-2.tree
# --title over a TikZ picture, the search under it; none with --body
expect_status 0 export -f tikz --title "Alpha & beta" trees/aima-fig5-2.tree
expect_in "$TMP/out" '{Alpha \& beta\\\mdseries F2, minimax view}'
expect_status 0 export -f tikz --body --title "Alpha" trees/aima-fig5-2.tree
grep -q 'node\[title' "$TMP/out" && fail "export -f tikz --body draws a title"
finish
