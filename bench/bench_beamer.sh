#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_beamer.sh ABPRUNE: the cost of a deck and of a series (issue 27):
#   - `export -f beamer --frames steps` on the pi trees 3^5 ... 3^8: wall
#     time, slides, output size and peak memory, which should all grow
#     with the deck's size (slides + positions), not slides x positions;
#   - `export -f tikz --steps 0..N` (every step of 3^7 as a page), streamed:
#     its peak memory should not grow with the output;
#   - with pdflatex: the time it takes on the paper's tree's decks, a slide
#     per step and a slide per cutoff.
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
echo "== a beamer deck, a slide per step (pi trees, F2)"
printf '%-6s %8s %8s %10s %12s %10s\n' tree positions slides seconds 'output bytes' 'peak KiB'
for d in 5 6 7 8; do
    "$abprune" gen pi -b 3 -d $d -o "$tmp/pi$d.tree" || exit 1
    start=$(now)
    "$abprune" export -f beamer --frames steps "$tmp/pi$d.tree" -o "$tmp/deck.tex" --force \
        2>/dev/null || exit 1
    end=$(now)
    slides=$(sed -n '1s/.*deck, \([0-9]*\) slides.*/\1/p' "$tmp/deck.tex")
    kib=$(peak "$abprune" export -f beamer --frames steps "$tmp/pi$d.tree" -o "$tmp/deck.tex" --force)
    positions=$("$abprune" run --json "$tmp/pi$d.tree" | sed -n 's/.*"positions":\([0-9]*\).*/\1/p')
    printf '3^%-4s %8s %8s %10s %12s %10s\n' $d "$positions" "$slides" \
        "$(secs "$start" "$end")" "$(wc -c <"$tmp/deck.tex")" "$kib"
done
echo
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
    for frames in cutoffs steps; do
        "$abprune" export -f beamer --frames $frames knuth-moore-fig1.tree -o "$tmp/$frames.tex" \
            2>/dev/null || exit 1
        start=$(now)
        (cd "$tmp" && pdflatex -interaction=nonstopmode -halt-on-error $frames.tex >/dev/null 2>&1) ||
            { echo "pdflatex failed on --frames $frames"; continue; }
        end=$(now)
        printf -- '--frames %-8s %4s slides, %s s\n' $frames \
            "$(sed -n '1s/.*deck, \([0-9]*\) slides.*/\1/p' "$tmp/$frames.tex")" \
            "$(secs "$start" "$end")"
    done
fi
