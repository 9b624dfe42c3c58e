#!/bin/sh
# Every lesson taken through to its end at 80x24 on a key script (the
# answer shown at each question, Enter to go on): the end is reached, and
# nothing is cut at the right edge.  All text is wrapped within the
# columns 1..78, so a row that reaches the last column (80) was cut; the
# figure's rows (between the title and the status line) are exempt, the
# figure scrolls to follow the search by design.  A question is shown
# whole: the row above "Your answer" ends it with "?".
. "$TOP_SRCDIR/tests/lib.sh"
ABPRUNE_DATADIR=$TOP_SRCDIR
export ABPRUNE_DATADIR
# 150 times: show the answer (a question waits) and go on
i=0
: >"$TMP/keys"
while [ $i -lt 150 ]; do
    echo "<Esc> <dump> <Enter> <dump>" >>"$TMP/keys"
    i=$((i + 1))
done
for f in lessons/*.lesson; do
    name=$(basename "$f" .lesson)
    "$ABPRUNE" lesson --ascii --keys "$TMP/keys" --dump "$TMP/$name.screens" \
        --size 80x24 "$f" || fail "lesson $name did not run on the key script"
    tail -n 30 "$TMP/$name.screens" | grep -q "End of the lesson." ||
        fail "lesson $name was not taken to its end"
    awk -v name="$name" '
        # one screen: rows 1..n, then "----"
        /^----$/ {
            status = 0
            for (r = 1; r <= n; r++)
                if (line[r] ~ /, (minimax|negamax) view, step [0-9]+ of [0-9]+/ && !status)
                    status = r
            for (r = 1; r <= n; r++) {
                figure = status && r > 1 && r < status
                if (!figure && length(line[r]) >= 80) {
                    printf "%s: row %d has %d columns (cut?): %s\n", name, r,
                           length(line[r]), line[r]
                    bad = 1
                }
                if (line[r] ~ /^ Your answer/ && line[r - 1] !~ /\?$/) {
                    printf "%s: the question is not whole: %s\n", name, line[r - 1]
                    bad = 1
                }
            }
            n = 0
            next
        }
        { line[++n] = $0 }
        END { exit bad }' "$TMP/$name.screens" || fail "lesson $name cuts text at 80x24"
done

# the translated lessons too, in UTF-8 (columns are characters: Python
# counts them where awk may count bytes)
if [ -n "${PYTHON3:-}" ]; then
    for f in lessons/*/*.lesson; do
        [ -f "$f" ] || continue
        name=$(echo "$f" | sed 's|^lessons/||; s|\.lesson$||; s|/|-|')
        LC_ALL=C.UTF-8 "$ABPRUNE" lesson --keys "$TMP/keys" --dump "$TMP/$name.screens" \
            --size 80x24 "$f" || fail "lesson $f did not run on the key script"
        "$PYTHON3" - "$TMP/$name.screens" "$f" <<'PY' || fail "lesson $f cuts text at 80x24"
import re, sys
screens = open(sys.argv[1], encoding="utf-8").read().split("----\n")
bad = 0
for screen in screens[:-1]:
    rows = screen.split("\n")
    status = next((i for i, r in enumerate(rows)
                   if re.search(r", (minimax|negamax) view, step \d+ of \d+", r)), None)
    for i, r in enumerate(rows):
        if status is not None and 0 < i < status:
            continue        # the figure
        if len(r) >= 80:
            print("%s: row %d has %d columns (cut?): %s" % (sys.argv[2], i + 1, len(r), r))
            bad = 1
if "End of the lesson." not in "".join(screens[-3:]):
    print("%s was not taken to its end" % sys.argv[2])
    bad = 1
sys.exit(bad)
PY
    done
fi
finish
