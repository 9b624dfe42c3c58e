#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_beamer.sh ABPRUNE: the cost of a series, and of the decks in
# pdflatex (issues 27 and 40):
#   - `export -f tikz --steps 0..N` (every step of 3^7 as a page), streamed:
#     its peak memory should not grow with the output;
#   - with pdflatex: the time it takes on the paper's tree's decks, a slide
#     per cutoff and a slide per step with F2 and with F (282 slides, which
#     did not compile before the deck was cut into frames).
# The time to write a deck against its size: bench_deck (the command line
# refuses the decks of trees no frame holds, 3^5 and up).
abprune=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
# peak resident memory in KiB of a command, or "-" without GNU time
peak() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -n 1
    else
        "$@" >/dev/null 2>&1
        echo -
    fi
}
"$abprune" gen pi -b 3 -d 7 -o "$tmp/pi7.tree" || exit 1
echo "== a series of TikZ pictures, every step of 3^7 (streamed)"
last=$("$abprune" run --json "$tmp/pi7.tree" | sed -n 's/.*"steps": *\([0-9]*\).*/\1/p' | head -n 1)
start=$(now)
"$abprune" export -f tikz --steps "0..$last" "$tmp/pi7.tree" -o "$tmp/series.tex" --force --max-output=4000000000 \
    2>/dev/null || exit 1
end=$(now)
kib=$(peak "$abprune" export -f tikz --steps "0..$last" "$tmp/pi7.tree" -o "$tmp/series.tex" --force --max-output=4000000000)
printf '%s pictures, %s s, %s bytes, peak %s KiB\n' $((last + 1)) "$(secs "$start" "$end")" \
    "$(wc -c <"$tmp/series.tex")" "$kib"
echo
if command -v pdflatex >/dev/null 2>&1; then
    echo "== pdflatex on the paper's tree's decks (knuth-moore-fig1.tree)"
    for deck in "f2 cutoffs" "f2 steps" "f steps"; do
        set -- $deck
        "$abprune" export -f beamer -a $1 --frames $2 knuth-moore-fig1.tree -o "$tmp/$1-$2.tex" \
            2>/dev/null || exit 1
        start=$(now)
        (cd "$tmp" && pdflatex -interaction=nonstopmode -halt-on-error $1-$2.tex >/dev/null 2>&1) ||
            { echo "pdflatex failed on -a $1 --frames $2"; continue; }
        end=$(now)
        printf -- '-a %-3s --frames %-8s %4s slides, %s s\n' $1 $2 \
            "$(sed -n '1s/.*deck, \([0-9]*\) slides.*/\1/p' "$tmp/$1-$2.tex")" \
            "$(secs "$start" "$end")"
    done
fi
