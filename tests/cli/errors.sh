#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every class of malformed tree gets its own message with file:line:col and
# exit status 1; bad usage gets exit status 2; --help and --version work.
. "$TOP_SRCDIR/tests/lib/lib.sh"
for f in tests/bad/*.tree; do
    name=$(basename "$f" .tree)
    golden "bad-$name" 1 run "$f"
    # the first line names the file, a line and a column
    grep -qE "^tests/bad/$name\.tree:[0-9]+:[0-9]+: " "$TMP/err" ||
        [ "$name" = empty ] || [ "$name" = only-comment ] ||
        fail "$f: error lacks file:line:col: $(cat "$TMP/err")"
done
# the messages that say what to do, in a translation too (the file that
# cannot be opened is named with the system's reason, in English: the C
# library's catalogue for it may be missing)
if [ "${USE_NLS:-no}" = yes ]; then
    for name in unclosed unclosed-indent letter-in-number fullwidth-digit label-digit \
        three-trees; do
        golden "bad-$name.uk" 1 --lang uk run "tests/bad/$name.tree"
    done
fi
golden err-no-file 1 run tests/bad/no-such-file.tree
golden err-directory 1 run tests/bad

golden usage-no-command 2
golden usage-unknown-command 2 frobnicate
golden usage-unknown-option 2 --frobnicate
golden usage-run-option 2 run --frobnicate trees/aima-fig5-2.tree
golden usage-run-no-file 2 run
golden usage-run-no-value 2 run trees/aima-fig5-2.tree --window
golden usage-run-short-option 2 run -x trees/aima-fig5-2.tree
golden usage-run-two-files 2 run trees/aima-fig5-2.tree trees/aima-fig5-2.tree
golden usage-run-algorithm 2 run -a f3 trees/aima-fig5-2.tree
golden usage-run-window-order 2 run --window 4,0 trees/aima-fig5-2.tree
golden usage-run-window-junk 2 run --window 1 trees/aima-fig5-2.tree
golden usage-run-window-range 2 run --window 0,9999999999 trees/aima-fig5-2.tree
golden usage-run-window-f1 2 run -a f1 --window 0,4 trees/aima-fig5-2.tree
golden usage-run-soft-f 2 run -a f --fail-soft trees/aima-fig5-2.tree
golden usage-run-view 2 run --view maximin trees/aima-fig5-2.tree
# a number too large or too small is "out of range" with the range, not
# "expected a number"; a word is still "expected ..."
golden usage-run-depth-range 2 run --depth 99999999999999999999 trees/aima-fig5-2.tree
golden usage-run-depth-word 2 run --depth two trees/aima-fig5-2.tree
golden usage-run-guess-range 2 run -a mtdf --guess -99999999999 trees/aima-fig5-2.tree
golden usage-export-width-range 2 export --width 10000000000 trees/aima-fig5-2.tree
golden usage-export-aspect 2 export -f beamer --aspect 5:4 trees/aima-fig5-2.tree
golden usage-export-font-size 2 export -f tikz --font-size 2 trees/aima-fig5-2.tree
golden usage-export-scale 2 export -f beamer --scale 3 trees/aima-fig5-2.tree
golden usage-export-aspect-format 2 export -f dot --aspect 4:3 trees/aima-fig5-2.tree
golden usage-view-size-range 2 view --size 5x24 trees/aima-fig5-2.tree
golden usage-view-size-huge 2 view --size 99999999999999999999x24 trees/aima-fig5-2.tree
golden usage-view-size-longer 2 view --size 000000000000000000000000000000000000000000080x99999999999999999999999999999999999999999 trees/aima-fig5-2.tree
golden usage-view-size-word 2 view --size wide trees/aima-fig5-2.tree
golden usage-lesson-size-range 2 lesson --size 80x1 1
golden usage-quiz-size-range 2 quiz --size 2000x24
golden usage-run-depth-range.uk 2 --lang uk run --depth 99999999999999999999 trees/aima-fig5-2.tree

golden help 0 --help
# abprune help [COMMAND] is --help and COMMAND --help; a bare abprune shows
# the usage and the commands on stderr (usage-no-command above)
golden help 0 help
golden help-run 0 help run
golden help-gen 0 help gen
golden usage-help-unknown 2 help frobnicate
golden usage-help-two 2 help run gen
golden help-run 0 run --help
golden help-gen 0 gen --help
expect_status 0 --version
expect_in "$TMP/out" "abprune "
# GNU style: copyright, licence and no-warranty lines; the licence is shipped
expect_in "$TMP/out" "Copyright (C) "
expect_in "$TMP/out" "License GPLv3+: GNU GPL version 3 or later"
expect_in "$TMP/out" "There is NO WARRANTY, to the extent permitted by law."
expect_in COPYING "GNU GENERAL PUBLIC LICENSE"
expect_in COPYING "Version 3, 29 June 2007"
expect_status 0 -V
# every command takes --version (GNU style), before or among its arguments
for cmd in view run export lesson quiz gen stats help; do
    expect_status 0 "$cmd" --version
    expect_in "$TMP/out" "abprune "
    expect_in "$TMP/out" "License GPLv3+"
done
expect_status 0 run -a f1 --version trees/aima-fig5-2.tree
expect_in "$TMP/out" "There is NO WARRANTY"
finish
