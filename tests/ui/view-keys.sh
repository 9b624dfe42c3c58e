#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The stepper's newer keys, driven by key scripts on a virtual screen:
# finding positions (/ n N, : with a path), cutoffs by kind (d D, . and ,
# with a letter), the mouse wheel, labels (L) and @title, the zoom ({ }),
# what the panes say (the i/d column names the child being searched, the
# play speed and the marks), and the prompts: UTF-8 text edited with the
# cursor, Esc to cancel, a name whose format is not known, and declining
# to overwrite.
. "$TOP_SRCDIR/tests/lib/lib.sh"
pi=trees/knuth-moore-fig1.tree
aima=trees/aima-fig5-2.tree

# run NAME SIZE TREE KEYS: the screens of a key script into $TMP/NAME
run() {
    printf '%s\n' "$4" >"$TMP/$1.keys"
    "$ABPRUNE" view --keys "$TMP/$1.keys" --dump "$TMP/$1" --size "$2" "$3" ||
        fail "$1: the stepper failed"
}
# screen NAME K: the K-th screen of a dump
screen() { awk -v k="$2" '/^----$/ { n++; next } n + 1 == k' "$TMP/$1"; }

# / by path, n and N round the places found; : with a path
run find 100x40 $pi "/ 3 . 1 . 3 <Enter> <dump> g n <dump> N <dump> : 2 . 1 . 1 . 3 <Enter> <dump>"
screen find 1 | grep -q "3.1.3 (1 of 1): entered at step 105" || fail "/3.1.3 did not find 3.1.3"
screen find 1 | grep -q "step 105/143" || fail "/3.1.3 is not at step 105"
screen find 2 | grep -q "step 105/143" || fail "n from the start is not at 3.1.3"
screen find 3 | grep -q "step 105/143" || fail "N round the end is not at 3.1.3"
screen find 4 | grep -q "2.1.1.3 (1 of 1): pruned by the deep cutoff at 2.1.1, step 65" ||
    fail ": with a pruned position's path did not go to its cutoff"
# nothing called so
run nofind 100x40 $pi "/ 9 . 9 <Enter> <dump>"
grep -q "no position is called 9.9" "$TMP/nofind" || fail "/9.9 did not say there is none"

# deep cutoffs: d three times, the fourth says there is no more; D back
run deep 100x40 $pi "d <dump> d <dump> d <dump> d <dump> D <dump>"
screen deep 1 | grep -q "step 65/143" || fail "d: not at the first deep cutoff (65)"
screen deep 2 | grep -q "step 93/143" || fail "d d: not at the second deep cutoff (93)"
screen deep 3 | grep -q "step 117/143" || fail "d d d: not at the third deep cutoff (117)"
screen deep 4 | grep -q "no cutoff of the kind 'deep' after step 117" || fail "a fourth d"
screen deep 5 | grep -q "step 93/143" || fail "D: not back at 93"
# a kind by its letter: . s is the first shallow cutoff, , s from the end
run kind 100x40 $pi ". <dump> s <dump> G , s <dump>"
screen kind 1 | grep -q "to the next cutoff of the kind: s shallow, d deep (Esc: none)" ||
    fail ". does not list the kinds"
screen kind 2 | grep -q "step 16/143" || fail ". s: not at the first shallow cutoff (16)"
screen kind 3 | grep -q "step 140/143" || fail ", s from the end: not at the last shallow cutoff (140)"

# the wheel scrolls a figure taller than the screen (what is above is
# counted), f follows again
"$ABPRUNE" gen pi -b 2 -d 10 >"$TMP/deep.tree" || fail "gen pi -b 2 -d 10 failed"
run wheel 80x24 "$TMP/deep.tree" "<wheel-down:5,10> <dump> f <dump>"
screen wheel 1 | sed -n 2p | grep -q "▲" || fail "the wheel did not scroll down"
screen wheel 2 | sed -n 2p | grep -q "▲" && fail "f did not follow again"

# labels and the title: AIMA's A, B, C, D on the figure, L takes them away
run labels 100x40 $aima "<dump> L <dump>"
screen labels 1 | head -n 1 | grep -q "AIMA Figure 5.2: Max at A, Min at B, C, D" ||
    fail "the header lacks the @title"
[ "$(screen labels 1 | sed -n '3,12p' | grep -Ec '^ *[A-D] *$|  B  *C  *D')" -ge 2 ] ||
    fail "the labels are not on the figure"
screen labels 2 | sed -n '3,12p' | grep -q '  B  *C  *D' && fail "L did not take the labels away"

# zoom: } spreads the leaves, { brings them back (automatic again)
run zoom 120x40 $pi "} <dump> { <dump>"
screen zoom 1 | grep -q "zoom: leaves 2 columns apart" || fail "} did not zoom"
screen zoom 1 | grep -q "3 1 4 1 5 9 2 6" || fail "} did not spread the leaves"
screen zoom 2 | grep -q "zoom: automatic, leaves 1 column apart" || fail "{ did not come back"

# the i/d column names the child being searched: after 1.3's cutoff (step
# 53) 1.3 is at its first child, the root at its first, 1 at its third
run id 100x40 $pi "c c c <dump> + + <dump> m <dump>"
screen id 1 | grep -q "^2  1.3 .*  1/3 " || fail "1.3's i/d is not 1/3"
screen id 1 | grep -q "^1  1  .*  3/3 " || fail "1's i/d is not 3/3"
screen id 1 | grep -q "marks: cut" || fail "the marks are not shown"
screen id 1 | grep -q "play:* 400 ms" || fail "the speed of play is not shown"
screen id 2 | grep -q "play:* 100 ms" || fail "+ + did not show the faster play"
screen id 3 | grep -q "marks: all" || fail "m did not show the marks"

# e's prompt at 80x24 lists every extension, with room left to type (the
# formats' names too where the screen is wide enough)
run narrow 80x24 $aima "e <dump> <Esc>"
screen narrow 1 | grep -q "^Export to a file (.txt, .dot, .gv or .tex): *$" ||
    fail "e's prompt at 80x24: $(screen narrow 1 | grep Export)"
run wide 120x40 $aima "e <dump> <Esc>"
screen wide 1 | grep -q "^Export to a file (.txt (the text figure), .* or .tex (TikZ)): *$" ||
    fail "e's prompt at 120x40: $(screen wide 1 | grep Export)"

# prompts: UTF-8 typed, the cursor moved into the name, Backspace; Esc
# cancels; .svg is not understood; declining to overwrite is no error
spell() { printf '%s' "$1" | sed 's/./& /g'; }
{
    echo "e $(spell "$TMP/ab.txt") <Left> <Left> <Left> <Left> é <Home> <End> <Enter> <dump>"
    echo "e $(spell "$TMP/x.txt") <Esc> <dump>"
    echo "e $(spell "$TMP/pic.svg") <Enter> <dump>"
    echo "e $(spell "$TMP/abé.txt") <Enter> n <Enter> <dump>"
} >"$TMP/prompts.keys"
"$ABPRUNE" view --keys "$TMP/prompts.keys" --dump "$TMP/prompts" --size 120x40 $aima ||
    fail "the prompts script failed"
[ -s "$TMP/abé.txt" ] || fail "the UTF-8 name edited with the cursor was not written"
[ -e "$TMP/ab.txt" ] && fail "the cursor did not move into the name"
screen prompts 1 | grep -q "wrote $TMP/abé.txt" || fail "no 'wrote' for the UTF-8 name"
[ -e "$TMP/x.txt" ] && fail "Esc did not cancel the export"
screen prompts 2 | tail -n 1 | grep -Eq "wrote|could not" && fail "Esc said something"
[ -e "$TMP/pic.svg" ] && fail "a .svg was written"
screen prompts 3 | grep -q "pic.svg: the name does not say the format; end it in .txt (the" ||
    fail ".svg got no message"
screen prompts 4 | grep -q "$TMP/abé.txt left as it was" || fail "declining is not said so"
screen prompts 4 | grep -q "could not write" && fail "declining reported as an error"

# O: a file that cannot be opened is named with the system's reason (not
# as FILE:0:0:), a tree with an error with its line and column
{
    echo "O $(spell tests/bad/no-such-file.tree) <Enter> <dump>"
    echo "O $(spell tests/bad/unclosed-indent.tree) <Enter> <dump>"
} >"$TMP/open.keys"
"$ABPRUNE" view --keys "$TMP/open.keys" --dump "$TMP/open" --size 160x40 $aima ||
    fail "the open script failed"
screen open 1 | grep -q "tests/bad/no-such-file.tree: cannot open: No such file or directory" ||
    fail "O on a missing file: $(screen open 1 | tail -n 2)"
screen open 1 | grep -q ":0:0:" && fail "O names a missing file with 0:0"
screen open 2 | grep -q "tests/bad/unclosed-indent.tree:4:3: unclosed '('" ||
    fail "O on a bad tree: $(screen open 2 | tail -n 2)"
finish
