#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# TikZ pictures and beamer decks compile with pdflatex in every language
# of the messages (en, uk, ru, hu), on a tree with Latin labels and on one
# with Cyrillic labels: the preamble is chosen from all the text the
# document contains (the translated title, legend and captions as well as
# the tree's labels), not from the tree alone.  One picture and one deck
# a language, kept small (the compile is what costs).  Without pdflatex,
# standalone, beamer, T2A (texlive-lang-cyrillic) or metafont (the
# Cyrillic fonts are made on first use) only the preambles are checked,
# and the test reports a skip (77) if they are right.
. "$TOP_SRCDIR/tests/lib/lib.sh"
aima=trees/aima-fig5-2.tree
printf '@title Дерево гри\nА: ( Б: (3 12 8) В: (2 4 6) Г: (14 5 2) )\n' >"$TMP/cyr.tree"
compile=yes
if ! command -v pdflatex >/dev/null 2>&1 || ! kpsewhich standalone.cls >/dev/null 2>&1 ||
    ! kpsewhich beamer.cls >/dev/null 2>&1 || ! kpsewhich t2aenc.def >/dev/null 2>&1 ||
    { ! kpsewhich larm1000.tfm >/dev/null 2>&1 && ! command -v mf >/dev/null 2>&1; }; then
    echo "pdflatex, standalone, beamer, T2A or the Cyrillic fonts missing: the documents are not compiled"
    compile=no
fi

for lang in en uk ru hu; do
    # Hungarian on the Cyrillic tree, the others on the Latin one
    tree=$aima
    [ "$lang" = hu ] && tree=$TMP/cyr.tree
    "$ABPRUNE" --lang $lang export -f tikz -m all --step 12 "$tree" -o "$TMP/$lang-fig.tex" ||
        fail "--lang $lang export -f tikz"
    "$ABPRUNE" --lang $lang export -f beamer --frames cutoffs --view minimax "$tree" \
        -o "$TMP/$lang-deck.tex" || fail "--lang $lang export -f beamer"
    for doc in fig deck; do
        case $lang in
        en) ! grep -q 'fontenc' "$TMP/$lang-$doc.tex" ||
                fail "English on Latin labels asks for a font encoding" ;;
        *) grep -q 'usepackage\[T1,T2A\]{fontenc}' "$TMP/$lang-$doc.tex" ||
                fail "--lang $lang $doc: no T2A for the Cyrillic text" ;;
        esac
        [ $compile = yes ] || continue
        (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error "$lang-$doc.tex" \
            >"$lang-$doc.txt" 2>&1) ||
            fail "pdflatex rejects --lang $lang $doc: $(grep -m 3 -A 2 '^!' "$TMP/$lang-$doc.log")"
        # with CM-Super, every font a vector font (a deck's sans serif
        # T2A text at 8, 9 and 12 pt was a bitmap), and the translated
        # words copy out of the PDF as they are
        if kpsewhich type1ec.sty >/dev/null 2>&1 && command -v pdffonts >/dev/null 2>&1; then
            pdffonts "$TMP/$lang-$doc.pdf" | grep -q 'Type 3' &&
                fail "--lang $lang $doc has bitmap fonts: $(pdffonts "$TMP/$lang-$doc.pdf" | grep -c 'Type 3')"
            case $lang in
            uk) word='Крок' ;; ru) word='Шаг' ;; *) word= ;;
            esac
            [ "$doc" = deck ] && [ -n "$word" ] && command -v pdftotext >/dev/null 2>&1 &&
                { pdftotext "$TMP/$lang-$doc.pdf" - | grep -q "$word" ||
                    fail "--lang $lang deck: '$word' does not copy out of the PDF"; }
        fi
    done
done
# only the preambles were checked: a skip unless one of them is wrong
[ $compile = yes ] || [ "$failures" -ne 0 ] || { echo "SKIP: not compiled"; exit 77; }
finish
