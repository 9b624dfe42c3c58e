#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# abprune quiz: exercise sheets, solutions, grading and worksheets, without
# a terminal.
. "$TOP_SRCDIR/tests/lib/lib.sh"
ex="-b 3 -d 3 --seed 7"
golden quiz-print 0 quiz $ex --print
golden quiz-print-negamax 0 quiz $ex --print --view negamax
golden quiz-print-all 0 quiz $ex --print --ask all
golden quiz-solution 0 quiz $ex --solution
golden quiz-solution-f1 0 quiz $ex -a f1 --solution --view negamax
golden quiz-solution-ascii 0 quiz -b 2 -d 4 --seed 3 --solution --ascii
golden quiz-solution-window 0 quiz -b 2 -d 4 --seed 3 --window 3,6 --solution
golden quiz-perfect 0 quiz $ex --check tests/quiz/perfect-3-3-7.txt
golden quiz-mistakes 1 quiz $ex --check tests/quiz/mistakes-3-3-7.txt
grep -q "All right." "$GOLDEN/quiz-perfect.out" || fail "the perfect sheet is not all right"
grep -q "All right." "$GOLDEN/quiz-mistakes.out" && fail "a sheet with mistakes is all right"
# the grade names the command that shows the solution, and says what the
# procedure returns in the student's language
grep -qxF "  abprune quiz $ex -a f2 --solution" "$GOLDEN/quiz-mistakes.out" ||
    fail "the grade does not give the command of the solution"
if [ "${USE_NLS:-no}" = yes ]; then
    "$ABPRUNE" --lang hu quiz $ex --check tests/quiz/mistakes-3-3-7.txt >"$TMP/hu"
    grep -E -q "returns|missing|wrong|called" "$TMP/hu" &&
        fail "the Hungarian grade has English words: $(grep -E "returns|missing|wrong|called" "$TMP/hu" | head -n 1)"
fi
# a negamax sheet prints the commands that check and solve it in negamax
# values (without --view negamax they graded its right answers as wrong)
grep -qxF "  abprune quiz $ex -a f2 --view negamax --check ANSWERS" "$GOLDEN/quiz-print-negamax.out" ||
    fail "the negamax sheet's check command leaves out --view negamax"
printf 'value root 5\nvalue 1 -4\n' >"$TMP/negamax"
"$ABPRUNE" quiz $ex --view negamax --check "$TMP/negamax" >"$TMP/negamax.out"
expect_in "$TMP/negamax.out" "  abprune quiz $ex -a f2 --view negamax --solution"
grep -q "^1: " "$TMP/negamax.out" && fail "quiz --view negamax --check: -4 at 1 is not right"
# a teacher grades by the exit status: a missing value alone is not all right
printf 'cut 1.2.3\n' >"$TMP/one-cut"
expect_status 1 quiz $ex --check "$TMP/one-cut"

# every answer line of --solution, fed back, is all right; each kind of
# one-line mistake is caught and named, with the line it is on
for opts in "$ex" "$ex -a f1" "$ex --view negamax" "$ex --fail-soft" \
        "--irregular --min-deep 1 --seed 11" "--irregular --distinct --values -30..30 --seed 4" \
        "-b 2 -d 4 --seed 3 --window 3,6"; do
    "$ABPRUNE" quiz $opts --solution >"$TMP/key" 2>/dev/null || fail "quiz $opts --solution"
    "$ABPRUNE" quiz $opts --check "$TMP/key" >"$TMP/graded" 2>/dev/null ||
        fail "quiz $opts: its own solution is not all right: $(grep -v '^#' "$TMP/graded" | head -n 3)"
    expect_in "$TMP/graded" "(100%)"
done
key() { grep -v '^#' "$TMP/key"; }
"$ABPRUNE" quiz --irregular --min-deep 1 --seed 11 --solution >"$TMP/key" 2>/dev/null
mutated() {     # mutated NAME SED-SCRIPT: the key changed, graded, the mistake named
    _n=$1
    sed "$2" "$TMP/key" >"$TMP/mutated"
    cmp -s "$TMP/key" "$TMP/mutated" && fail "mutation $_n changed nothing"
    "$ABPRUNE" quiz --irregular --min-deep 1 --seed 11 --check "$TMP/mutated" >"$TMP/graded" 2>/dev/null &&
        fail "mutation $_n: still all right"
    [ "$(grep -c -E "^([^ ]*:[0-9]+: )?[0-9.a-z]+: " "$TMP/graded")" = 1 ] ||
        fail "mutation $_n: not exactly one mistake: $(cat "$TMP/graded")"
    grep -q ": $_n: " "$TMP/graded" || fail "mutation $_n not named: $(cat "$TMP/graded")"
}
mutated "wrong value" '0,/^value \([^ ]*\) \([0-9]*\)$/s//value \1 1\2/'
mutated "wrong bound direction" '0,/^bound \([^ ]*\) >=/s//bound \1 <=/'
mutated "wrong window" '0,/^window \([^ ]*\) \([^ ]*\) +inf$/s//window \1 \2 55/'
mutated "wrong kind" '0,/^cut \([^ ]*\) deep$/s//cut \1 shallow/'
mutated "missing cut" '0,/^cut .*/{//d}'
mutated "extra cut" '$a cut 1'
# the mistake's line is given
grep -q "^$TMP/mutated:[0-9]*: 1: extra cut: not cut off: F2 reaches it at step " "$TMP/graded" ||
    fail "the extra cut's line is not given: $(cat "$TMP/graded")"
mutated "a bound, not exact" '0,/^bound \([^ ]*\) [<>]=/s//value \1 /'
# the signs as printed: every <= written as ≤ and >= as ≥ is all right,
# and one ≥ for a ≤ is the wrong direction
le=$(printf '\342\211\244') ge=$(printf '\342\211\245')
sed -e "s/<=/$le/g" -e "s/>=/$ge/g" "$TMP/key" >"$TMP/signs"
grep -q "^bound [^ ]* $le" "$TMP/signs" || fail "the key has no bound <= to write as a sign"
"$ABPRUNE" quiz --irregular --min-deep 1 --seed 11 --check "$TMP/signs" >"$TMP/graded" 2>&1 ||
    fail "bounds written with the signs are not all right: $(cat "$TMP/graded")"
sed "0,/^bound \([^ ]*\) $le/s//bound \1 $ge/" "$TMP/signs" >"$TMP/mutated"
"$ABPRUNE" quiz --irregular --min-deep 1 --seed 11 --check "$TMP/mutated" >"$TMP/graded" 2>/dev/null &&
    fail "a sign of the wrong direction is right"
grep -q ": wrong bound direction: " "$TMP/graded" || fail "the sign's direction is not named: $(cat "$TMP/graded")"

# a line that does not read is reported where it is, and the others are
# graded all the same
golden quiz-bad-line 1 quiz $ex --check tests/quiz/bad-line.txt
expect_in "$GOLDEN/quiz-bad-line.err" "tests/quiz/bad-line.txt:2:11: value 1.1 needs a number"
expect_in "$GOLDEN/quiz-bad-line.out" "1 line not read"
grep -q "^1.2.3: " "$GOLDEN/quiz-bad-line.out" && fail "the cut after the bad line is not graded"

golden quiz-err-big 2 quiz -b 9 -d 8 --print
golden quiz-err-modes 2 quiz --print --solution
golden quiz-err-alg 2 quiz -a f --print
golden quiz-err-seed 2 quiz --seed 12x --print
# requests no exercise can meet are refused, and say why
golden quiz-err-deep-f1 2 quiz -a f1 -d 4 --min-deep 1 --print
golden quiz-err-deep-low 2 quiz --min-deep 1 --print
golden quiz-err-leaves 2 quiz -b 3 -d 3 --leaves 12..20 --print
golden quiz-err-distinct 2 quiz --distinct --print
golden quiz-err-none 2 quiz -b 2 -d 3 --min-cuts 6 --seed 1 --print
golden quiz-err-ask 2 quiz --ask values,colours --print
golden quiz-err-sheet-output 2 quiz -o x.txt --print
# a constraint met by a later seed: that seed is the exercise's and is shown
"$ABPRUNE" quiz --irregular --min-deep 2 --seed 5 --print >"$TMP/later" 2>"$TMP/later.err" ||
    fail "quiz --min-deep 2 --seed 5"
seed=$(sed -n 's/^abprune quiz: seed \([0-9]*\) is the first from 5 that meets the constraints$/\1/p' "$TMP/later.err")
[ -n "$seed" ] || fail "the seed used is not shown: $(cat "$TMP/later.err")"
expect_in "$TMP/later" "Exercise 3-4-$seed irregular"
"$ABPRUNE" quiz --irregular --min-deep 2 --seed "$seed" --print >"$TMP/again" 2>"$TMP/again.err"
compare "the exercise of the seed shown" "$TMP/later" "$TMP/again"
[ -s "$TMP/again.err" ] && fail "the seed shown is not the first that meets the constraints"

# a worksheet as text: four exercises, then the keys on pages of their own
golden quiz-sheet 0 quiz --sheet 4 --irregular --min-cuts 3 --min-deep 1 --seed 20 --ask all
[ "$(grep -c '^Exercise [1-4] (' "$GOLDEN/quiz-sheet.out")" = 4 ] || fail "the worksheet has not 4 exercises"
[ "$(grep -c '^Answer key: Exercise [1-4] (' "$GOLDEN/quiz-sheet.out")" = 4 ] || fail "the worksheet has not 4 keys"
[ "$(tr -cd '\f' <"$GOLDEN/quiz-sheet.out" | wc -c)" = 4 ] || fail "the worksheet's pages are not apart"
# the key apart, and nothing written over without --force
(cd "$TMP" && "$ABPRUNE" quiz --sheet 2 --seed 3 -o ws.txt --key key.txt) || fail "quiz --sheet -o --key"
grep -q "Answer key" "$TMP/ws.txt" && fail "the key is in the worksheet though --key was given"
expect_in "$TMP/key.txt" "Answer key: Exercise 2 ("
(cd "$TMP" && "$ABPRUNE" quiz --sheet 2 --seed 3 -o ws.txt 2>"$TMP/exists.err")
[ $? = 2 ] || fail "quiz --sheet wrote over ws.txt without --force"
expect_in "$TMP/exists.err" "ws.txt: file exists (use --force to replace it)"
# each exercise of a sheet checks with the command it prints
cmd=$(sed -n 's/^  abprune quiz \(.*\) --check ANSWERS$/\1/p' "$TMP/ws.txt" | sed -n 2p)
grep -v '^#' "$TMP/key.txt" | sed -n '/^Answer key: Exercise 2/,$p' | sed -n -E 's/^  (cut|value|bound|window|leaves) /\1 /p' >"$TMP/answers2"
"$ABPRUNE" quiz $cmd --check "$TMP/answers2" >"$TMP/graded2" || fail "exercise 2's key, checked by the command its sheet prints: $(cat "$TMP/graded2")"

# Same numbers, same exercise; without a terminal the sheet is printed.
"$ABPRUNE" quiz $ex </dev/null >"$TMP/a" || fail "quiz without a terminal"
"$ABPRUNE" quiz $ex --print >"$TMP/b"
compare "quiz without a terminal" "$TMP/b" "$TMP/a"
"$ABPRUNE" quiz -b 2 -d 3 --print >"$TMP/c" || fail "quiz with a clock seed"
expect_in "$TMP/c" "--seed"
# the README's example, followed literally: it writes answers.txt, then
# quiz --game: the tree of a real game's position is the exercise (gen
# game's tree, with its depth limit); every line of its --solution, fed to
# --check, is right, in each of the three games
golden quiz-game-print 0 quiz --game tictactoe x.o.x.... --depth 2 --print
expect_in "$GOLDEN/quiz-game-print.out" "Exercise tictactoe x.o.x....: F2 on Tic-tac-toe x.o.x....: O to move (Max); 2 moves deep, then the static evaluation, 30 leaves"
expect_in "$GOLDEN/quiz-game-print.out" "  abprune quiz --game tictactoe x.o.x.... --depth 2 -a f2 --check ANSWERS"
for g in "tictactoe xo.xo...." "nim 1,2,2" "connect4 4x4:1234 --depth 2" "nim 3,4 --depth 3"; do
    "$ABPRUNE" quiz --game $g --ask all --solution >"$TMP/game-solution" ||
        fail "quiz --game $g --solution"
    "$ABPRUNE" quiz --game $g --ask all --check "$TMP/game-solution" >"$TMP/game-check" ||
        fail "quiz --game $g: its own solution is not all right: $(head -n 3 "$TMP/game-check")"
    expect_in "$TMP/game-check" "(100%)"
done
# the exercise is gen game's tree: the same values and positions
"$ABPRUNE" quiz --game nim 1,2,2 --print-tree >"$TMP/game-quiz.tree"
expect_in "$TMP/game-quiz.tree" "@title abprune quiz --game nim 1,2,2 -a f2"
expect_in "$TMP/game-quiz.tree" "@game nim"
"$ABPRUNE" gen game nim 1,2,2 >"$TMP/game-gen.tree"
grep -v '^@title' "$TMP/game-quiz.tree" >"$TMP/game-quiz-body"
grep -v '^@title' "$TMP/game-gen.tree" >"$TMP/game-gen-body"
compare "quiz --game nim 1,2,2 --print-tree" "$TMP/game-gen-body" "$TMP/game-quiz-body"
# a wrong value is caught, and the grade names the game's command
printf 'value root 5\n' >"$TMP/game-wrong"
expect_status 1 quiz --game tictactoe xo.xo.... --check "$TMP/game-wrong"
# (its tree cut where it fits a page: 3 moves down, said in the command)
expect_in "$TMP/out" "  abprune quiz --game tictactoe xo.xo.... --depth 3 -a f2 --solution"
# without --depth, a game's exercise is its deepest cut of a page of
# leaves at most, with its moves and its board (issue 40)
golden quiz-game-fitted 0 quiz --game nim 1,2,3 --print
expect_in "$GOLDEN/quiz-game-fitted.out" "  abprune quiz --game nim 1,2,3 --depth 2 -a f2 --check ANSWERS"
expect_in "$GOLDEN/quiz-game-fitted.out" "h3-1"
expect_in "$GOLDEN/quiz-game-fitted.out" "Max to move"
# --min-deep with --game: a cut with a deep cutoff, or refused with why
expect_status 0 quiz --game tictactoe xx.o.o... --min-deep 1 --solution
expect_in "$TMP/out" "(deep)"
expect_status 2 quiz --game tictactoe x.o.x.... --min-deep 1 --print
expect_in "$TMP/err" "no cut of the tree of Tic-tac-toe x.o.x.... is an exercise of at most 64 leaves"
# a worksheet of game positions, played from the one given by the seed,
# each with a deep cutoff: each exercise's command makes it again
expect_status 0 quiz --game tictactoe --sheet 3 --min-deep 1 --seed 9
grep '^  abprune quiz --game tictactoe' "$TMP/out" >"$TMP/game-sheet-cmds"
[ "$(sort -u "$TMP/game-sheet-cmds" | wc -l)" = 3 ] ||
    fail "a game's worksheet of 3 has $(sort -u "$TMP/game-sheet-cmds" | wc -l) positions"
while read -r _ _ opts; do
    "$ABPRUNE" quiz $(echo "$opts" | sed 's/ --check ANSWERS$//') --solution >"$TMP/sol" ||
        fail "quiz $opts --solution"
    grep -q "(deep)" "$TMP/sol" || fail "the worksheet's exercise $opts has no deep cutoff"
done <"$TMP/game-sheet-cmds"
# refused (status 2): a tree larger than an exercise, a position that does
# not read (position:COLUMN), and the random tree's options with --game
golden quiz-game-too-big 2 quiz --game tictactoe --depth 6 --print
golden quiz-game-bad-position 2 quiz --game tictactoe x.o.xx... --print
golden quiz-game-bad-nim 2 quiz --game nim 1,2,x --print
expect_status 2 quiz --game chess
expect_status 2 quiz --game tictactoe -b 3 --print
expect_status 2 quiz --game tictactoe xo.xo.... --seed 4 --print
expect_status 2 quiz --game nim --columns 4
expect_status 2 quiz --depth 2 --print
expect_status 2 quiz --game nim 1,2 3,4 --print

# grades it (two right answers, the rest missing: exit status 1)
grep 'answers.txt' "$TOP_SRCDIR/README.md" | sed "s|\./src/abprune|\"\$ABPRUNE\"|" >"$TMP/readme-quiz.sh"
[ "$(wc -l <"$TMP/readme-quiz.sh")" -eq 2 ] || fail "README: the quiz example's two answers.txt lines: $(cat "$TMP/readme-quiz.sh")"
(cd "$TMP" && ABPRUNE=$ABPRUNE sh ./readme-quiz.sh) >"$TMP/readme-quiz.out" 2>&1
[ $? = 1 ] || fail "README's quiz example: exit status not 1: $(cat "$TMP/readme-quiz.out")"
expect_in "$TMP/readme-quiz.out" "Score: 2 of 15 right (13%): values 1/11, cuts 1/4."
# a sheet's title: the exercise's name keeps its hyphens in TikZ (not
# math minus signs), and the view is named in the reader's language
"$ABPRUNE" quiz --sheet 1 -b 3 -d 4 --seed 21 -f tikz -o "$TMP/name.tex" || fail "quiz --sheet 1 -f tikz"
expect_in "$TMP/name.tex" 'section*{Exercise 1 (3-4-21): F2 on a tree of degree 3 and height 4 (minimax view)}'
if [ "${USE_NLS:-no}" = yes ]; then
    "$ABPRUNE" --lang uk quiz --sheet 1 -b 3 -d 4 --seed 21 >"$TMP/name-uk.txt" || fail "quiz --sheet 1 (uk)"
    expect_in "$TMP/name-uk.txt" "Вправа 1 (3-4-21): F2 на дереві степеня 3 і висоти 4 (мінімаксне подання)"
    "$ABPRUNE" --lang uk quiz --sheet 1 --irregular --seed 20 --view negamax >"$TMP/name-uk2.txt" ||
        fail "quiz --sheet 1 --irregular (uk)"
    grep -q "листками (негамаксне подання)" "$TMP/name-uk2.txt" ||
        fail "the Ukrainian irregular sheet does not name the negamax view: $(head -n 1 "$TMP/name-uk2.txt")"
fi
# a TikZ worksheet with --key: the keys in a document of their own, one
# for each exercise, none in the worksheet
(cd "$TMP" && "$ABPRUNE" quiz --sheet 2 --seed 3 -f tikz -o wsk.tex --key keys.tex) ||
    fail "quiz --sheet 2 -f tikz -o --key"
grep -q 'Answer key' "$TMP/wsk.tex" && fail "the TikZ worksheet holds a key though --key was given"
[ "$(grep -c 'Answer key: Exercise [12] (3-3-[34])' "$TMP/keys.tex")" = 2 ] ||
    fail "the TikZ keys' file has not the two exercises' keys"
grep -q 'documentclass' "$TMP/keys.tex" || fail "the TikZ keys' file is not a document"
# a TikZ worksheet of 4 exercises and their keys is a complete A4 document
# that pdflatex compiles in English, Ukrainian and Hungarian (not compiled
# without pdflatex, T2A or the Cyrillic fonts)
if command -v pdflatex >/dev/null 2>&1 && kpsewhich t2aenc.def >/dev/null 2>&1 &&
    { kpsewhich larm1000.tfm >/dev/null 2>&1 || command -v mf >/dev/null 2>&1; }; then
    for lang in en uk hu; do
        if [ $lang != en ] && [ "${USE_NLS:-no}" != yes ]; then
            continue
        fi
        "$ABPRUNE" --lang $lang quiz --sheet 4 --irregular --min-cuts 3 --min-deep 1 --seed 20 \
            --ask all -f tikz -o "$TMP/ws-$lang.tex" || fail "quiz --sheet 4 -f tikz ($lang)"
        grep -q 'documentclass\[a4paper' "$TMP/ws-$lang.tex" || fail "the $lang worksheet is not A4"
        [ "$(grep -c 'newpage' "$TMP/ws-$lang.tex")" = 7 ] ||
            fail "the $lang worksheet has not 4 exercises and 4 keys on pages of their own"
        (cd "$TMP" && pdflatex -interaction=nonstopmode -halt-on-error "ws-$lang.tex" >latex.out 2>&1) ||
            fail "pdflatex rejects the $lang worksheet: $(grep -A3 '^!' "$TMP/ws-$lang.log" | head -n 6)"
        grep -q "Overfull \\\\hbox" "$TMP/ws-$lang.log" &&
            fail "the $lang worksheet runs over the page: $(grep -m1 'Overfull' "$TMP/ws-$lang.log")"
        [ -s "$TMP/ws-$lang.pdf" ] || fail "pdflatex wrote no PDF for the $lang worksheet"
    done
else
    echo "pdflatex, T2A or the Cyrillic fonts missing: the worksheets are not compiled"
fi
finish
