#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A worksheet's check command survives the PDF (issue 40, item 3): in the
# Ukrainian, Russian and Hungarian worksheets (T2A and T1 fonts, whose
# typewriter "--" was a dash) the command is copied out of the PDF with
# pdftotext, as a student would, and run: once with --solution in place
# of --check ANSWERS to write the answers, then as printed, which grades
# them all right.  The PDFs' fonts are vector fonts (cm-super), none a
# bitmap, so that their text can be searched and copied.  A game's
# worksheet (tic-tac-toe positions played by the seed) compiles with no
# overfull box, shows each position's board and its moves, and its check
# commands copy out and run too.
. "$TOP_SRCDIR/tests/lib/lib.sh"
if ! command -v pdflatex >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1 ||
    ! kpsewhich t2aenc.def >/dev/null 2>&1; then
    echo "SKIP: pdflatex, pdftotext or T2A missing: the worksheets are not compiled"
    exit 77
fi
# what the student types: abprune is the program under test
cat >"$TMP/run.sh" <<EOF
abprune() { "$ABPRUNE" "\$@"; }
EOF
for lang in uk ru hu; do
    "$ABPRUNE" --lang $lang quiz --sheet 2 --irregular --min-deep 1 --ask all --seed 11 \
        -f tikz -o "$TMP/ws-$lang.tex" || fail "--lang $lang quiz --sheet -f tikz"
    (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error "ws-$lang.tex" \
        >"ws-$lang.out" 2>&1) ||
        { fail "pdflatex rejects the $lang worksheet: $(grep -m 1 -A 2 '^!' "$TMP/ws-$lang.log")"
          continue; }
    if command -v pdffonts >/dev/null 2>&1 && kpsewhich type1ec.sty >/dev/null 2>&1; then
        pdffonts "$TMP/ws-$lang.pdf" | grep -q 'Type 3' &&
            fail "the $lang worksheet has bitmap fonts: $(pdffonts "$TMP/ws-$lang.pdf" | grep 'Type 3')"
    fi
    pdftotext "$TMP/ws-$lang.pdf" "$TMP/ws-$lang.txt" || fail "pdftotext $lang"
    # the first check command, its lines continued with a backslash
    awk '/^abprune quiz / { on = 1 } on { print } on && !/\\$/ { exit }' \
        "$TMP/ws-$lang.txt" >"$TMP/cmd-$lang"
    expect_in "$TMP/cmd-$lang" " --check ANSWERS"
    expect_in "$TMP/cmd-$lang" " --irregular "
    sed 's/--check ANSWERS/--solution/' "$TMP/cmd-$lang" >"$TMP/solve-$lang"
    sed "s|--check ANSWERS|--check $TMP/answers-$lang|" "$TMP/cmd-$lang" >"$TMP/check-$lang"
    (cd "$TMP" && . ./run.sh && . "./solve-$lang") >"$TMP/answers-$lang" 2>"$TMP/err" ||
        fail "$lang: the command copied from the PDF, with --solution: $(cat "$TMP/err")"
    (cd "$TMP" && . ./run.sh && . "./check-$lang") >"$TMP/graded-$lang" 2>"$TMP/err" ||
        fail "$lang: the command copied from the PDF: status $?: $(cat "$TMP/err") $(tail -n 3 "$TMP/graded-$lang")"
    grep -q "^window root " "$TMP/answers-$lang" || fail "$lang: no answers written"
    echo "$lang: $(tr "\n" " " <"$TMP/cmd-$lang") ran: $(tail -n 1 "$TMP/graded-$lang")"
done

# a game's worksheet, in Hungarian
"$ABPRUNE" --lang hu quiz --game tictactoe --sheet 2 --seed 5 -f tikz -o "$TMP/game.tex" ||
    fail "quiz --game tictactoe --sheet 2 -f tikz"
# in the key, a pruned branch's letter stands beside its move (on the
# branch the move's label hid it), and a bound's sign is not set apart
# from its number ("<=-10", not "<= - 10")
expect_in "$TMP/game.tex" '\,{\upshape\bfseries\color{blue}s}};'
expect_in "$TMP/game.tex" '${\leq}{-}10$'
if (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error game.tex >game.out 2>&1); then
    [ "$(grep -c '^Overfull' "$TMP/game.log")" = 0 ] ||
        fail "the game's worksheet has overfull boxes: $(grep -m 2 '^Overfull' "$TMP/game.log")"
    pdftotext -layout "$TMP/game.pdf" "$TMP/game.txt" || fail "pdftotext game"
    # the board's rows and columns, and moves on the branches
    grep -q '^ *3 O X' "$TMP/game.txt" || fail "the game's worksheet shows no board"
    grep -q '^ *a b c' "$TMP/game.txt" || fail "the game's board has no column letters"
    [ "$(grep -o -w -E '[abc][123]' "$TMP/game.txt" | wc -l)" -ge 100 ] ||
        fail "the game's worksheet labels $(grep -o -w -E '[abc][123]' "$TMP/game.txt" | wc -l) moves"
    awk '/^ *abprune quiz / { on = 1 } on { print } on && !/\\$/ { exit }' \
        "$TMP/game.txt" | sed 's/^ *//; s/--check/--solution/; s/ANSWERS$//' >"$TMP/game-cmd"
    expect_in "$TMP/game-cmd" "--game tictactoe"
    (cd "$TMP" && . ./run.sh && . ./game-cmd) >"$TMP/game-answers" 2>"$TMP/err" ||
        fail "the game's command copied from the PDF: $(cat "$TMP/err")"
    grep -q "^value root " "$TMP/game-answers" || fail "the game's command wrote no answers"
else
    fail "pdflatex rejects the game's worksheet: $(grep -m 1 -A 2 '^!' "$TMP/game.log")"
fi
finish
