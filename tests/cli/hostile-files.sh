#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Hostile files stay small (issue 26): a lesson's trees share one budget;
# a lesson's `tree` line reads only regular files; nothing from a file or
# the command line reaches the terminal as a control sequence; a search
# shown step by step is bounded; and the hostile files of the review, made
# here (never committed megabytes), run under a 1 GB address space and
# finish or are refused.
. "$TOP_SRCDIR/tests/lib/lib.sh"

# chain P K: a tree of K doublings, 2^(K+1) positions from 3K+3 lines
chain() {
    awk -v p="$1" -v k="$2" 'BEGIN {
        s = "(" p "0: (1 2)"
        for (i = 1; i <= k; i++) s = s " " p i ": ((=" p (i - 1) " =" p (i - 1) "))"
        print s ")" }'
}
lesson_of_chains() {
    printf 'abprune-lesson 1\ntitle Chains\nsection One\n'
    for p in A B C D; do
        printf 'tree-inline %s\nsay a chain\n' "$(chain "$p" "$1")"
    done
}

# --- one budget per lesson: the trees count together ---------------------
lesson_of_chains 12 >"$TMP/chains.lesson"
expect_status 0 lesson --check "$TMP/chains.lesson"
expect_status 1 lesson --check --max-positions 100000 "$TMP/chains.lesson"
expect_in "$TMP/err" "chains.lesson:8:1: tree 'inline' does not load"
expect_in "$TMP/err" "(the lesson's trees share one limit of 100000 positions: 81860 taken by the trees before it)"
# trees in files count as inline ones do
chain E 12 >"$TMP/e.tree"
printf 'abprune-lesson 1\ntitle Files\nsection One\ntree e.tree\nsay one\ntree e.tree\nsay two\n' \
    >"$TMP/files.lesson"
expect_status 1 lesson --check --max-positions 60000 "$TMP/files.lesson"
expect_in "$TMP/err" "files.lesson:6:1: tree 'e.tree' does not load"
# the searches a lesson records share 2^20 steps
lesson_of_chains 19 >"$TMP/steps.lesson"
expect_status 1 lesson --check "$TMP/steps.lesson"
expect_in "$TMP/err" "steps.lesson:4:1: F2 on this tree would take the lesson's searches past 1048576 steps in all"

# --- a lesson's trees are regular files ---------------------------------
mkfifo "$TMP/fifo.tree"
mkdir "$TMP/dir.tree"
for t in fifo.tree dir.tree /dev/zero /dev/stdin /dev/null; do
    printf 'abprune-lesson 1\ntitle T\nsection S\ntree %s\nsay x\n' "$t" >"$TMP/t.lesson"
    # a FIFO must not block: the timeout is only a guard for the test
    with_timeout 10 "$ABPRUNE" lesson --check "$TMP/t.lesson" </dev/null >"$TMP/out" 2>"$TMP/err"
    got=$?
    [ "$got" = 1 ] || fail "lesson with 'tree $t' exited $got, expected 1"
    expect_in "$TMP/err" "t.lesson:4:1: tree '$t' does not load: "
    expect_in "$TMP/err" "not a regular file (a lesson's trees are files)"
done
# relative to the lesson's folder, wherever the command runs
mkdir "$TMP/sub"
cp trees/aima-fig5-2.tree "$TMP/sub/a.tree"
printf 'abprune-lesson 1\ntitle T\nsection S\ntree a.tree\nsay x\n' >"$TMP/sub/rel.lesson"
expect_status 0 lesson --check "$TMP/sub/rel.lesson"
# a file that is no tree is quoted by a few characters only
printf 'SECRET_TOKEN_abcdefghijklmnopqrstuvwxyz=1\n' >"$TMP/sub/env"
printf 'abprune-lesson 1\ntitle T\nsection S\ntree env\nsay x\n' >"$TMP/sub/env.lesson"
expect_status 1 lesson --check "$TMP/sub/env.lesson"
expect_in "$TMP/err" "'SECRET_TOKEN...'"
grep -q abcdefghij "$TMP/err" && fail "an error quotes a whole token of a file that is no tree"

# --- text from files: controls refused with their column ----------------
printf 'abprune-lesson 1\ntitle Esc \033]0;owned\007 here\nsection S\n' >"$TMP/esc.lesson"
expect_status 1 lesson --check "$TMP/esc.lesson"
expect_in "$TMP/err" "esc.lesson:2:11: control character (byte 0x1B): a lesson is text"
grep -q "$(printf '\033')" "$TMP/err" && fail "an escape reached the terminal"
printf 'abprune-lesson 1\ntitle T\nsection S\nsay csi \302\2332J\n' >"$TMP/c1.lesson"
expect_status 1 lesson --check "$TMP/c1.lesson"
expect_in "$TMP/err" "c1.lesson:4:9: control character U+009B: a lesson is text"
printf 'abprune-lesson 1\ntitle T\nsection S\nsay caf\303 \377\n' >"$TMP/utf.lesson"
expect_status 1 lesson --check "$TMP/utf.lesson"
expect_in "$TMP/err" "utf.lesson:4:8: byte 0xC3 is not UTF-8 (a lesson is UTF-8 text)"
# a byte order mark starts a lesson as it starts a tree
printf '\357\273\277abprune-lesson 1\ntitle T\nsection S\ntree-inline (1 2)\nsay x\n' \
    >"$TMP/bom.lesson"
expect_status 0 lesson --check "$TMP/bom.lesson"
expect_in "$TMP/out" 'bom.lesson: ok: "T", 1 sections'
# a label's stray byte is named
printf '(A\377: 1 2)\n' >"$TMP/label.tree"
expect_status 1 run "$TMP/label.tree"
expect_in "$TMP/err" "label.tree:1:3: byte 0xFF in label 'A': a label holds letters, digits"
# long labels are quoted by their first twelve characters
printf '(Abcdefghijklmnopqrstuvwxyz 1)\n' >"$TMP/long.tree"
expect_status 1 run "$TMP/long.tree"
expect_in "$TMP/err" "expected ':' after label 'Abcdefghijkl...'"

# --- names from the command line shown with their controls visible ------
expect_status 1 run "$TMP/no$(printf '\033')[31mred.tree"
expect_in "$TMP/err" 'no\x1B[31mred.tree: cannot open'
grep -q "$(printf '\033')" "$TMP/err" && fail "a file name's escape reached the terminal"

# --- the review's hostile files under a 1 GB address space --------------
# (each finishes or is refused with the limit named, within seconds)
# A sanitizer build cannot start under ulimit -v (ASan reserves terabytes
# of shadow memory): there the files run without the limit.
if (ulimit -v 1048576 2>/dev/null && exec "$ABPRUNE" --version) >/dev/null 2>&1; then
    vlimit=1048576
else
    echo "note: $ABPRUNE does not start under ulimit -v (a sanitizer build?): no memory limit"
    vlimit=unlimited
fi
limited() {
    (ulimit -v "$vlimit" 2>/dev/null; exec "$ABPRUNE" "$@") >"$TMP/out" 2>"$TMP/err"
}
# 900 KB of labels and as many references (was 26 s, quadratic)
# (written piece by piece: mawk copies a growing string at each
# concatenation, which took minutes for this one)
awk 'BEGIN { n = 50000; printf "("
    for (i = 0; i < n; i++) printf "L%d: %d ", i, i % 100
    for (i = 0; i < n; i++) printf "=L%d ", i
    print ")" }' >"$TMP/labels.tree"
limited run "$TMP/labels.tree" || fail "1 MB of labels under 1 GB: $(head -c 300 "$TMP/err")"
expect_in "$TMP/out" "100001 positions"
# a 1.6 KB lesson of four doubling chains (was 1.65 GB)
limited lesson --check "$TMP/steps.lesson"
expect_in "$TMP/err" "steps.lesson:4:1: "
# many references to one subtree: 5 million positions from 20 KB; the
# picture is refused before it is drawn, naming the output limit
awk 'BEGIN { srand(1); s = "(S: ("
    for (i = 0; i < 5461; i++) s = s "(" int(rand() * 199) - 99 " " int(rand() * 199) - 99 ") "
    s = s ")"
    for (i = 0; i < 300; i++) s = s " =S"
    print s ")" }' >"$TMP/manyref.tree"
limited export -f dot --max-output 100000000 -o "$TMP/m.dot" "$TMP/manyref.tree"
expect_in "$TMP/err" "more than the output limit of 100000000 bytes"
[ -e "$TMP/m.dot" ] && fail "a refused export left a file"
# the stepper on a tree of 1.8 million positions with too little memory
# (100 MB) is refused with a message, not killed: the search step by step
# needs more than the tree
awk 'BEGIN { srand(1); s = "(S: ("
    for (i = 0; i < 2000; i++) s = s "(" int(rand() * 199) - 99 " " int(rand() * 199) - 99 ") "
    s = s ")"
    for (i = 0; i < 300; i++) s = s " =S"
    print s ")" }' >"$TMP/midref.tree"
printf 'q\n' >"$TMP/q.keys"
if [ "$vlimit" != unlimited ]; then
    (ulimit -v 100000; exec "$ABPRUNE" view --keys "$TMP/q.keys" --dump "$TMP/screen" \
        "$TMP/midref.tree") >"$TMP/out" 2>"$TMP/err"
    got=$?
    [ "$got" = 1 ] || fail "view with 100 MB exited $got, expected 1: $(head -c 300 "$TMP/err")"
    expect_in "$TMP/err" "midref.tree"
    expect_in "$TMP/err" "out of memory"
fi
finish
