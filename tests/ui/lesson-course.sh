#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every lesson taken through to its end at 80x24 on a key script (the
# answer shown at each question, Enter to go on): the end is reached, and
# nothing is cut at the right edge.  All text is wrapped within the
# columns 1..78, so a row that reaches the last column (80) was cut; the
# figure's rows (between the title and the status line) are exempt, the
# figure scrolls to follow the search by design.  A question is shown
# whole: the row above "Your answer" ends it with "?".
. "$TOP_SRCDIR/tests/lib/lib.sh"
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
                if (line[r] ~ /^[^ ]+, (step [0-9]+ of [0-9]+|[0-9]+\/[0-9]+): / && !status)
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

# Every lesson in every language (English and each translation with the
# messages in its language: --lang), and the exercise screen, in UTF-8 at
# 80x24 and 200x60 (columns are characters: Python counts them where awk
# may count bytes; tests/lib/screen-check.py says what is checked).
if [ -n "${PYTHON3:-}" ]; then
    check="$TOP_SRCDIR/tests/lib/screen-check.py"
    for f in lessons/*.lesson lessons/*/*.lesson; do
        [ -f "$f" ] || continue
        case $f in
            lessons/*/*) lang=$(echo "$f" | cut -d/ -f2) ;;
            *) lang=en ;;
        esac
        name=$(echo "$f" | sed 's|^lessons/||; s|\.lesson$||; s|/|-|')
        for size in 80x24 200x60; do
            # the big screen: the lessons on the pi tree are enough
            case $size-$f in 200x60-*02-*|200x60-*03-*|80x24-*) ;; *) continue ;; esac
            LC_ALL=$UTF8_LOCALE "$ABPRUNE" --lang "$lang" lesson --keys "$TMP/keys" \
                --dump "$TMP/$name.screens" --force --size "$size" "$f" ||
                fail "lesson $f did not run on the key script ($lang, $size)"
            "$PYTHON3" "$check" lesson "$TMP/$name.screens" "$f" "$lang" "$size" ||
                fail "lesson $f does not read well at $size in $lang"
        done
    done
    # the exercise: values written, a cut marked, checked, the solution and
    # the help shown, for each procedure and view
    cat >"$TMP/quiz-keys" <<'KEYS'
<dump> <Down> <dump> x <dump> 3 <Enter> <dump> <Right> <Down> x <dump> c <dump>
s <dump> s ? <dump>
KEYS
    for lang in en uk ru hu; do
        for alg in f1 f2; do
            for view in minimax negamax; do
                for size in 80x24 200x60; do
                    out="$TMP/quiz-$lang-$alg-$view-$size.screens"
                    LC_ALL=$UTF8_LOCALE "$ABPRUNE" --lang "$lang" quiz --seed 7 -a "$alg" \
                        --view "$view" --keys "$TMP/quiz-keys" --dump "$out" --size "$size" ||
                        fail "quiz -a $alg --view $view did not run ($lang, $size)"
                    "$PYTHON3" "$check" quiz "$out" "$alg-$view" "$lang" "$size" ||
                        fail "the exercise does not read well at $size in $lang"
                done
            done
        done
    done
fi
finish
