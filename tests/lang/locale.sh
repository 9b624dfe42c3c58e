#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Numbers in the files abprune writes for programs do not follow the
# locale: under locales whose decimal point is a comma (ru_RU, uk_UA,
# hu_HU, de_DE, made here with localedef into a temporary LOCPATH),
# stats --json and --csv, --plot-file's SVG, run --json, export -f dot and
# -f tikz and gen's trees read the same as under C, and parse; a tree
# file's plausibilities (p=0.5) and --threshold 0.3 are read with a
# point; the table of stats, which a person reads, takes the reader's
# decimal comma.  Skipped (77) without localedef and the locales' sources
# (Debian's locales package) or python3.
. "$TOP_SRCDIR/tests/lib/lib.sh"
py=${PYTHON3:-}
[ -n "$py" ] || py=$(command -v python3) || exit 77
make_locales ru_RU.UTF-8 uk_UA.UTF-8 hu_HU.UTF-8 de_DE.UTF-8
pi=trees/knuth-moore-fig1.tree
printf '( A: ( (3 5) {p=0.25 eval=4} (4 1) {p=0.5} ) B: ( (2 9) {p=0.5} (1 6) ) )\n' >"$TMP/p.tree"

for locale in $made; do
    l=${locale%.UTF-8}
    d=$TMP/$l
    mkdir "$d"
    # the locale really has a comma: printf of the shell under it says so
    LC_ALL=$l.UTF-8 "$py" -c 'import locale; locale.setlocale(locale.LC_ALL, ""); assert locale.localeconv()["decimal_point"] == ","' ||
        { fail "$l: the generated locale has no decimal comma"; continue; }
    # English messages (LANGUAGE), so that only the numbers could differ
    # from C's output; the table's language is the locale's
    run() { LC_ALL=$l.UTF-8 LANGUAGE=en "$ABPRUNE" "$@"; }
    run stats -b 2 -d 2..5 -n 5 -a f1,f2 --json >"$d/stats.json" || fail "$l: stats --json"
    run stats -b 2 -d 2..5 -n 5 -a f1,f2 --csv >"$d/stats.csv" || fail "$l: stats --csv"
    LC_ALL=$l.UTF-8 "$ABPRUNE" stats -b 2 -d 2..5 -n 5 -a f1,f2 --plot-file "$d/plot.svg" >"$d/stats.txt" ||
        fail "$l: stats --plot-file"
    run run --json $pi >"$d/run.json" || fail "$l: run --json"
    run export -f dot --ratio 16:9 $pi >"$d/fig.dot" || fail "$l: export -f dot"
    run export -f tikz --step 40 -m all $pi >"$d/fig.tex" || fail "$l: export -f tikz"
    run export -f beamer --frames cutoffs $pi >"$d/deck.tex" || fail "$l: export -f beamer"
    run gen random -b 2 -d 2 --seed 3 >"$d/gen.tree" || fail "$l: gen"
    run run --threshold 0.3 "$TMP/p.tree" >"$d/p.txt" || fail "$l: run on p=0.5 with --threshold 0.3"
    LC_ALL=$UTF8_LOCALE "$ABPRUNE" run --threshold 0.3 "$TMP/p.tree" >"$d/p-c.txt"
    # the limit, in the summary a person reads, with the reader's comma
    expect_in "$d/p.txt" "plausibility 0,3: 1 position made terminal"
    sed 's/plausibility 0,3/plausibility 0.3/' "$d/p.txt" >"$d/p-point.txt"
    compare "$l: run with plausibilities" "$d/p-c.txt" "$d/p-point.txt"
    # the same bytes as under C, for everything a program reads
    LC_ALL=$UTF8_LOCALE "$ABPRUNE" gen random -b 2 -d 2 --seed 3 >"$d/gen-c.tree"
    compare "$l: gen" "$d/gen-c.tree" "$d/gen.tree"
    LC_ALL=$UTF8_LOCALE "$ABPRUNE" stats -b 2 -d 2..5 -n 5 -a f1,f2 --json >"$d/stats-c.json"
    compare "$l: stats --json" "$d/stats-c.json" "$d/stats.json"
    LC_ALL=$UTF8_LOCALE "$ABPRUNE" export -f dot --ratio 16:9 $pi >"$d/fig-c.dot"
    compare "$l: export -f dot" "$d/fig-c.dot" "$d/fig.dot"
    LC_ALL=$UTF8_LOCALE "$ABPRUNE" export -f tikz --step 40 -m all $pi >"$d/fig-c.tex"
    compare "$l: export -f tikz" "$d/fig-c.tex" "$d/fig.tex"
    # a person's table: the reader's comma
    grep -q '[0-9],[0-9][0-9]' "$d/stats.txt" || fail "$l: the stats table lacks the decimal comma"
    "$py" - "$d" <<'PY' || fail "$l: an output does not parse (see above)"
import csv, json, re, sys, xml.etree.ElementTree as ET
d = sys.argv[1]
def check(cond, what):
    if not cond:
        print("locale check failed:", what)
        sys.exit(1)
rows = json.load(open(f"{d}/stats.json"))
check(all(isinstance(r["pearl_limit"], float) for r in rows), "pearl_limit a number")
check(abs(rows[0]["pearl_limit"] - 1.618033989) < 1e-9, "pearl_limit 1.618...")
table = list(csv.reader(open(f"{d}/stats.csv")))
check(all(len(r) == len(table[0]) for r in table), "every CSV row as long as the header")
for r in table[1:]:
    for cell in r[4:7]:
        float(cell)
svg = ET.parse(f"{d}/plot.svg").getroot()
numbers = 0
for el in svg.iter():
    for k in ("x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "width", "height"):
        if k in el.attrib and not el.attrib[k].endswith("%"):
            float(el.attrib[k])
            numbers += 1
    if "points" in el.attrib:
        for pt in el.attrib["points"].split():
            x, y = pt.split(",")
            float(x), float(y)
check(numbers > 20, "the plot has coordinates")
run = json.load(open(f"{d}/run.json"))
check(run["root_value"] == 2, "run --json root value")
dot = open(f"{d}/fig.dot").read()
m = re.search(r"ratio=([^,\]]+)", dot)
check(m and float(m.group(1)) > 0, "DOT ratio a number")
for name in ("fig.tex", "deck.tex"):
    tex = open(f"{d}/{name}").read()
    coords = re.findall(r"\(([^()]*?)pt,([^()]*?)pt\)", tex)
    check(len(coords) > 20, f"{name}: coordinates")
    for x, y in coords:
        float(x.split("{")[-1].split("=")[-1]), float(y)
    check(not re.search(r"\d,\d+pt", tex), f"{name}: a comma in a length")
PY
done
finish
