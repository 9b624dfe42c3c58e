#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# abprune quiz: exercise sheets, solutions and grading, without a terminal.
. "$TOP_SRCDIR/tests/lib.sh"
ex="-b 3 -d 3 --seed 7"
golden quiz-print 0 quiz $ex --print
golden quiz-print-negamax 0 quiz $ex --print --view negamax
golden quiz-solution 0 quiz $ex --solution
golden quiz-solution-f1 0 quiz $ex -a f1 --solution --view negamax
golden quiz-solution-ascii 0 quiz -b 2 -d 4 --seed 3 --solution --ascii
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
    expect_in "$TMP/hu" "(F2 ezt adja vissza: "
    grep -q "returns" "$TMP/hu" && fail "the Hungarian grade has English words: $(grep returns "$TMP/hu" | head -n 1)"
fi
# a negamax sheet prints the commands that check and solve it in negamax
# values (without --view negamax they graded its right answers as wrong)
grep -qxF "  abprune quiz $ex -a f2 --view negamax --check ANSWERS" "$GOLDEN/quiz-print-negamax.out" ||
    fail "the negamax sheet's check command leaves out --view negamax"
printf 'value root 5\nvalue 1 -4\n' >"$TMP/negamax"
"$ABPRUNE" quiz $ex --view negamax --check "$TMP/negamax" >"$TMP/negamax.out"
expect_in "$TMP/negamax.out" "  abprune quiz $ex -a f2 --view negamax --solution"
grep -q "^1 *value: right" "$TMP/negamax.out" || fail "quiz --view negamax --check: -4 at 1 is not right"
# a teacher grades by the exit status: a missing value alone is not all right
printf 'cut 1.2.3\n' >"$TMP/one-cut"
expect_status 1 quiz $ex --check "$TMP/one-cut"

golden quiz-bad-line 1 quiz $ex --check tests/quiz/bad-line.txt
golden quiz-err-big 2 quiz -b 9 -d 8 --print
golden quiz-err-modes 2 quiz --print --solution
golden quiz-err-alg 2 quiz -a f --print
golden quiz-err-seed 2 quiz --seed 12x --print

# Same numbers, same exercise; without a terminal the sheet is printed.
"$ABPRUNE" quiz $ex </dev/null >"$TMP/a" || fail "quiz without a terminal"
"$ABPRUNE" quiz $ex --print >"$TMP/b"
compare "quiz without a terminal" "$TMP/b" "$TMP/a"
"$ABPRUNE" quiz -b 2 -d 3 --print >"$TMP/c" || fail "quiz with a clock seed"
expect_in "$TMP/c" "--seed"
# the README's example, followed literally: it writes answers.txt, then
# grades it (two right answers, the rest missing: exit status 1)
grep 'answers.txt' "$TOP_SRCDIR/README.md" | sed "s|\./src/abprune|\"\$ABPRUNE\"|" >"$TMP/readme-quiz.sh"
[ "$(wc -l <"$TMP/readme-quiz.sh")" -eq 2 ] || fail "README: the quiz example's two answers.txt lines: $(cat "$TMP/readme-quiz.sh")"
(cd "$TMP" && ABPRUNE=$ABPRUNE sh ./readme-quiz.sh) >"$TMP/readme-quiz.out" 2>&1
[ $? = 1 ] || fail "README's quiz example: exit status not 1: $(cat "$TMP/readme-quiz.out")"
expect_in "$TMP/readme-quiz.out" "cuts: 1 right"
expect_in "$TMP/readme-quiz.out" "values: 1 right"
finish
