#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A tree in other scripts: labels Б:, Ő:, Щ: and a title in Ukrainian and
# Hungarian load and run; apostrophes inside labels (п'ять, п’ять, пʼять); the text figure puts each label over its value
# (counted in characters, and in columns for wide Hangul and an accent
# written after its letter); DOT renders; TikZ and beamer compile with
# pdflatex (the T2A font encoding is asked for Cyrillic); a title with
# invalid bytes still gives JSON that parses.
. "$TOP_SRCDIR/tests/lib/lib.sh"
printf '@title Дерево гри, példa\nА: ( Б: (3 12 8) Ő: (2 4 6) Щ: (14 5 2) )\n' >"$TMP/t.tree"
expect_status 0 run "$TMP/t.tree"
expect_in "$TMP/out" "title       Дерево гри, példa"
expect_in "$TMP/out" "root value  3"

# the text figure: every label ends in the column where its value ends
"$ABPRUNE" export --width 0 "$TMP/t.tree" >"$TMP/fig" 2>&1 || fail "export: $(cat "$TMP/fig")"
"${PYTHON3:-python3}" - "$TMP/fig" <<'PY' || fail "labels not over their values: $(cat "$TMP/fig")"
import re, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
# the minimax view's level names in the margin are not labels
lines = [re.sub(r"^(Max|Min) ", "    ", l) for l in lines]
row = next(i for i, l in enumerate(lines) if "Б" in l and "Щ" in l)
labels = [m.end() for m in re.finditer(r"\S+", lines[row])]
values = [m.end() for m in re.finditer(r"\S+", lines[row + 1])]
assert labels == values and len(labels) == 3, (lines[row], lines[row + 1])
PY

# apostrophes inside labels (', U+2019 and U+02BC: the Ukrainian п'ять
# and ім'я; a prime), each its own label
printf "@title Апостроф\nім'я: ( п’ять: (3 12 8) пʼять: (2 4 6) A': (14 5 2) )\n" >"$TMP/a.tree"
"$ABPRUNE" export --width 0 "$TMP/a.tree" >"$TMP/afig" 2>&1 || fail "apostrophes: $(cat "$TMP/afig")"
for label in "ім'я" "п’ять" "пʼять" "A'"; do
    grep -qF -- "$label" "$TMP/afig" || fail "the label $label is not in the figure"
done

# wide (Hangul) and accented (е + U+0301) labels: over their values by
# the columns they are seen in, not by characters
printf '가: ( е\314\201: (3 12 8) 나나: (2 4 6) Ő: (14 5 2) )\n' >"$TMP/w.tree"
"$ABPRUNE" export --width 0 "$TMP/w.tree" >"$TMP/wfig" 2>&1 || fail "export: $(cat "$TMP/wfig")"
"${PYTHON3:-python3}" - "$TMP/wfig" <<'PY' || fail "wide labels not over their values: $(cat "$TMP/wfig")"
import re, sys, unicodedata
def cols(s):
    return sum(0 if unicodedata.combining(c) else
               2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
# the minimax view's level names in the margin are not labels
lines = [re.sub(r"^(Max|Min) ", "    ", l) for l in lines]
for name in ("가", "나나"):
    row = next(i for i, l in enumerate(lines) if name in l)
    ends = lambda l: [cols(l[:m.end()]) for m in re.finditer(r"\S+", l)]
    assert ends(lines[row]) == ends(lines[row + 1]), (lines[row], lines[row + 1])
assert "е\u0301" in "\n".join(lines), "the accent is lost"
PY

if command -v dot >/dev/null 2>&1; then
    "$ABPRUNE" export -f dot "$TMP/t.tree" >"$TMP/t.dot" || fail "export -f dot"
    dot -Tsvg "$TMP/t.dot" >"$TMP/t.svg" 2>"$TMP/dot.err" || fail "dot rejects it: $(cat "$TMP/dot.err")"
    expect_in "$TMP/t.svg" "Щ"
fi

if command -v pdflatex >/dev/null 2>&1 && kpsewhich standalone.cls >/dev/null 2>&1 &&
    kpsewhich t2aenc.def >/dev/null 2>&1; then
    for f in tikz beamer; do
        "$ABPRUNE" export -f "$f" -o "$TMP/$f.tex" "$TMP/t.tree" || fail "export -f $f"
        (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error "$f.tex" >"$f.log" 2>&1) ||
            fail "pdflatex rejects the $f export: $(grep -m 3 '^!' "$TMP/$f.log")"
    done
    # the apostrophes are TeX's (no font has U+02BC)
    "$ABPRUNE" export -f tikz -o "$TMP/a.tex" "$TMP/a.tree" || fail "export -f tikz (apostrophes)"
    (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error a.tex >a.log 2>&1) ||
        fail "pdflatex rejects the apostrophes: $(grep -m 3 '^!' "$TMP/a.log")"
else
    echo "pdflatex, standalone or T2A (texlive-lang-cyrillic) missing: TikZ not compiled"
fi
# Latin text asks for no Cyrillic fonts
"$ABPRUNE" export -f tikz trees/aima-fig5-2.tree >"$TMP/latin.tex"
grep -q 'T2A' "$TMP/latin.tex" && fail "a Latin tree asks for T2A"

# invalid bytes, C1 controls and DEL in the title are refused with their
# position (doc/tree-format.md): a title is shown on terminals
printf '@title bad \377\376 title\n(1 2)\n' >"$TMP/bad.tree"
expect_status 1 run --json "$TMP/bad.tree"
expect_in "$TMP/err" "bad.tree:1:12: byte 0xFF in @title is not UTF-8 (a tree file is UTF-8 text)"
printf '@title csi \302\233 2J\n(1 2)\n' >"$TMP/c1.tree"
expect_status 1 run "$TMP/c1.tree"
expect_in "$TMP/err" "c1.tree:1:12: control character U+009B in @title"
printf '@title del \177\n(1 2)\n' >"$TMP/del.tree"
expect_status 1 run "$TMP/del.tree"
expect_in "$TMP/err" "del.tree:1:12: control character (byte 0x7F) in @title"
finish
