#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every word a person reads in the drawings and tables is translated: the
# Ukrainian outputs of every format (the text figure and its legend, the
# outline, DOT's legend, TikZ's and beamer's legends and captions, the
# stats table's headings) hold none of the English legend words.  Style
# names, option names and the words kept in every language by
# po/GLOSSARY.md (Max, Min, PV, CUT, ALL, minimax) are left out of what is
# searched.  And in the minimax view every figure says who moves at each
# level: "Max" and "Min" in the text figure and TikZ, boxes and ovals
# with their legend in DOT.
. "$TOP_SRCDIR/tests/lib/lib.sh"
tree=trees/aima-fig5-2.tree
words='thick|filled|box|oval|followed|branch|pruned|reached|visited|bound|lower|upper|type of|critical|current|to move|mean|minimum|deep|step|cutoff|leaf|window'
uk() { "$ABPRUNE" --lang uk "$@"; }

# english WHAT FILE: FILE (the lines a person reads) has no English word
english() {
    if grep -E -i -w "$words" "$2" >"$TMP/found"; then
        fail "$1 in Ukrainian has English words: $(head -n 3 "$TMP/found")"
    fi
}

uk export -m all --step 12 --view minimax "$tree" >"$TMP/text" || fail "export text"
english "the text figure" "$TMP/text"
uk export -m all -s outline --view minimax "$tree" >"$TMP/outline" || fail "export outline"
english "the outline" "$TMP/outline"
uk export -f dot -m all --step 12 --view minimax "$tree" >"$TMP/dot" || fail "export dot"
# the legend's cells (the rest is Graphviz's own words)
grep -o '<td[^>]*>.*</td>' "$TMP/dot" | sed 's/<[^>]*>/ /g' >"$TMP/dot-words"
english "DOT's legend" "$TMP/dot-words"
uk export -f tikz -m all --step 12 --view minimax "$tree" -o "$TMP/tikz.tex" || fail "export tikz"
uk export -f beamer -m all --frames cutoffs --view minimax "$tree" -o "$TMP/beamer.tex" ||
    fail "export beamer"
for f in tikz beamer; do
    # what is set as text: the legend's, title's, level's and caption's nodes
    grep -E '^\\node\[(legend|title|level)|\\only<[0-9]+>\{|^\\begin\{frame\}' "$TMP/$f.tex" |
        sed 's/ at ([^)]*) / /; s/([^)]*bounding box[^)]*)//; s/\\[a-zA-Z]*//g; s/\[[^]]*\]//g' \
        >"$TMP/$f-words"
    [ -s "$TMP/$f-words" ] || fail "no text found in the $f output"
    english "the $f legend" "$TMP/$f-words"
done
uk stats -b 2 -d 4..6 -n 3 -a f1,f2 >"$TMP/stats" || fail "stats"
grep -E '^[^ ]+ +d +h ' "$TMP/stats" >"$TMP/headings"
[ -s "$TMP/headings" ] || fail "no headings line in the stats table"
english "the stats headings" "$TMP/headings"

# Max and Min at each level in the minimax view, and only there
"$ABPRUNE" export --view minimax "$tree" >"$TMP/mm" || fail "export minimax"
[ "$(grep -c '^Max ' "$TMP/mm")" = 2 ] && [ "$(grep -c '^Min ' "$TMP/mm")" = 1 ] ||
    fail "the text figure does not say Max, Min, Max at its three levels: $(cat "$TMP/mm")"
"$ABPRUNE" export --view negamax "$tree" >"$TMP/nm" || fail "export negamax"
! grep -q -E '^(Max|Min) ' "$TMP/nm" || fail "the negamax view's figure names Max or Min levels"
grep -q '\\node\[level, anchor=east\] at ([^)]*) {Min};' "$TMP/tikz.tex" ||
    fail "TikZ in the minimax view has no Min level label"
"$ABPRUNE" export -f dot --view minimax "$tree" >"$TMP/dot-mm" || fail "export dot minimax"
grep -q 'box</td><td align="left">Max to move' "$TMP/dot-mm" ||
    fail "DOT's legend does not say the boxes are Max's"
# the type digits have a look of their own, with their legend line
grep -q 'xlabel=<<font color="gray35"><i>1</i>' "$TMP/dot" || fail "DOT's type digits look like values"
grep -q '^\\node\[typemark\].*{1};' "$TMP/tikz.tex" || fail "TikZ's legend has no type sample"
grep -q 'circle' "$TMP/tikz.tex" || fail "TikZ's type marks are not circled"
finish
