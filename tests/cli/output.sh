#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Output: -o - is standard output everywhere; a full device fails every
# command that writes; an existing entry (a dangling symbolic link too) is
# refused without --force, and --force replaces a link instead of writing
# through it; --max-output stops an export cleanly; an interrupt while a
# file is written leaves no temporary behind.
. "$TOP_SRCDIR/tests/lib/lib.sh"
ABPRUNE_DATADIR=$TOP_SRCDIR
export ABPRUNE_DATADIR

# -o - and --plot-file - write to standard output
"$ABPRUNE" export trees/binary-4.tree >"$TMP/plain" || fail "export to stdout"
expect_status 0 export -o - trees/binary-4.tree
compare "export -o -" "$TMP/plain" "$TMP/out"
[ -e ./- ] && fail "export -o - made a file named -"
"$ABPRUNE" gen random -b 2 -d 3 --seed 4 >"$TMP/plain"
expect_status 0 gen random -b 2 -d 3 --seed 4 -o -
compare "gen -o -" "$TMP/plain" "$TMP/out"
expect_status 0 stats -b 2 -d 2 -n 2 --plot-file -
expect_in "$TMP/out" "<svg"

# every command that writes fails on a full device, with a message
if [ -w /dev/full ]; then
    for args in "--help" "--version" "run --help" "lesson" "lesson --check lessons/01-minimax.lesson" \
        "run trees/binary-4.tree" "run --json trees/binary-4.tree" "export trees/binary-4.tree" \
        "export -o - trees/binary-4.tree" "export -f dot -o /dev/full trees/binary-4.tree" \
        "gen random -b 2 -d 2" "gen random -b 2 -d 2 -o /dev/full" "quiz --print --seed 1" \
        "stats -b 2 -d 2 -n 2" "stats -b 2 -d 2 -n 2 --plot-file /dev/full"; do
        # shellcheck disable=SC2086
        "$ABPRUNE" $args >/dev/full 2>"$TMP/err"
        st=$?
        [ "$st" = 1 ] || fail "abprune $args >/dev/full exited $st, expected 1"
        grep -q "No space left on device" "$TMP/err" ||
            fail "abprune $args >/dev/full said: $(cat "$TMP/err")"
    done
fi

# a device is written to, not replaced
expect_status 0 export -o /dev/null trees/binary-4.tree
[ -c /dev/null ] || fail "/dev/null is no longer a device"

# an existing entry is refused without --force, a symbolic link too, even
# one that names nothing (which would otherwise create its target), with
# status 2 and nothing made; with --force the link itself is replaced by
# the new file (as sed -i and mv do): nothing is written through a link
echo old >"$TMP/real.txt"
ln -s real.txt "$TMP/link.txt"
expect_status 2 gen random -b 2 -d 2 -o "$TMP/link.txt"
expect_in "$TMP/err" "link.txt: file exists (use --force to replace it)"
expect_status 2 export -o "$TMP/link.txt" trees/binary-4.tree
ln -s nowhere.txt "$TMP/dangling.txt"
expect_status 2 export -o "$TMP/dangling.txt" trees/binary-4.tree
expect_in "$TMP/err" "dangling.txt: file exists (use --force to replace it)"
expect_status 2 gen random -b 2 -d 2 -o "$TMP/dangling.txt"
[ -e "$TMP/nowhere.txt" ] && fail "a dangling link's target was created"
expect_status 2 stats -b 2 -d 2 -n 2 --plot-file "$TMP/dangling.txt"
[ -e "$TMP/nowhere.txt" ] && fail "stats --plot-file created a dangling link's target"
expect_status 0 gen random -b 2 -d 2 --force -o "$TMP/link.txt"
[ -L "$TMP/link.txt" ] && fail "--force wrote through the link instead of replacing it"
grep -q '@values' "$TMP/link.txt" || fail "--force did not write the file in the link's place"
[ "$(cat "$TMP/real.txt")" = old ] || fail "--force changed the file the link named"
expect_status 0 export --force -o "$TMP/dangling.txt" trees/binary-4.tree
[ -L "$TMP/dangling.txt" ] && fail "export --force kept the dangling link"
[ -e "$TMP/nowhere.txt" ] && fail "export --force created a dangling link's target"
ls "$TMP"/*.tmp.* >/dev/null 2>&1 && fail "a temporary was left: $(ls "$TMP")"
# a directory is no file to write
mkdir "$TMP/dir.txt"
expect_status 1 export --force -o "$TMP/dir.txt" trees/binary-4.tree
expect_in "$TMP/err" "dir.txt: Is a directory"
# split series: one existing step file stops them all
expect_status 0 export --steps 1..3 --split -o "$TMP/s.txt" trees/binary-4.tree
rm -f "$TMP"/s-*.txt
ln -sf nowhere "$TMP/s-02.txt"
expect_status 2 export --steps 1..3 --split -o "$TMP/s.txt" trees/binary-4.tree
expect_in "$TMP/err" "s-02.txt: file exists"
[ -e "$TMP/s-01.txt" ] && fail "a split series wrote step 1 although step 2 exists"

# the output limit: an export that passes --max-output fails with status
# 1 and leaves nothing (no file, no temporary); to standard output it is
# cut at the limit
expect_status 1 export -f dot --max-output 2000 -o "$TMP/cut.dot" trees/binary-4.tree
expect_in "$TMP/err" "cut.dot: the output passed the limit of 2000 bytes: nothing was written (--max-output=BYTES raises the limit)"
[ -e "$TMP/cut.dot" ] && fail "an export past --max-output left its file"
ls "$TMP"/cut.dot* >/dev/null 2>&1 && fail "an export past --max-output left: $(ls "$TMP")"
expect_status 1 export -f dot --max-output 2000 trees/binary-4.tree
expect_in "$TMP/err" "the output passed the limit of 2000 bytes and was cut there"
[ "$(wc -c <"$TMP/out")" -le 2000 ] || fail "standard output went past --max-output"
# a picture sure to pass the limit is refused before the search: a DOT
# position takes 40 bytes at least
expect_status 1 export -f dot --max-output 1000 -o "$TMP/cut.dot" trees/binary-4.tree
expect_in "$TMP/err" "binary-4.tree: a picture of 31 positions takes at least 1240 bytes, more than the output limit of 1000 bytes; --max-output=BYTES raises the limit, --root PATH draws a subtree"
[ -e "$TMP/cut.dot" ] && fail "an export sure to pass --max-output left its file"
"$ABPRUNE" export -f dot trees/binary-4.tree >"$TMP/whole.dot"
size=$(wc -c <"$TMP/whole.dot")
expect_status 0 export -f dot --max-output "$size" -o "$TMP/exact.dot" trees/binary-4.tree
compare "export at its limit exactly" "$TMP/whole.dot" "$TMP/exact.dot"
expect_status 1 export -f dot --max-output "$((size - 1))" -o "$TMP/over.dot" trees/binary-4.tree
# a game's whole tree, written as it is walked, keeps to the limit too
# (with or without transpositions), to a file and to standard output
for merge in "" --transpositions; do
    expect_status 1 gen game tictactoe $merge --max-output 5000 -o "$TMP/game.tree"
    expect_in "$TMP/err" "game.tree: the output passed the limit of 5000 bytes: nothing was written"
    [ -e "$TMP/game.tree" ] && fail "gen game $merge past --max-output left its file"
    expect_status 1 gen game tictactoe $merge --max-output 5000
    [ "$(wc -c <"$TMP/out")" -le 5000 ] || fail "gen game $merge: standard output went past --max-output"
done
expect_status 2 export --max-output 0 trees/binary-4.tree
expect_in "$TMP/err" "--max-output '0' is out of range (1..18446744073709551615)"
expect_status 2 export --max-output lots trees/binary-4.tree
expect_in "$TMP/err" "bad output limit 'lots'"
# --split counts every file against one limit
expect_status 1 export --steps 0..20 --split --max-output 3000 -o "$TMP/t.txt" trees/binary-4.tree
expect_in "$TMP/err" "the output passed the limit of"
# the streamed figure is the one drawn whole: a paper figure with its
# rows dropped at the bottom, an outline, TikZ, and a series
for args in "-s paper" "-s outline" "-f tikz" "-f dot" "--steps 3..9" "-f tikz --steps 3..5"; do
    # shellcheck disable=SC2086
    "$ABPRUNE" export $args trees/knuth-moore-fig1.tree >"$TMP/a.out" 2>/dev/null
    # shellcheck disable=SC2086
    "$ABPRUNE" export $args --force -o "$TMP/b.out" trees/knuth-moore-fig1.tree 2>/dev/null
    compare "export $args to a file and to standard output" "$TMP/a.out" "$TMP/b.out"
done

# an interrupt while the file is written removes the temporary: wait for
# it to appear, then signal (a 4^9-leaf tree as DOT is 56 MB); the program
# starts with every signal at its default even when this script was started
# with SIGINT and SIGQUIT ignored (a background job of a non-interactive
# shell).  Every signal
# that ends a program and can be caught (issue 43): those of a user, of a
# broken pipe, a timer, another process, a CPU limit
"$ABPRUNE" gen random -b 4 -d 9 --seed 1 -o "$TMP/big.tree" || fail "gen big"
for sig in INT TERM HUP QUIT PIPE ALRM USR1 USR2 XCPU VTALRM; do
    seen=0
    for try in 1 2 3 4 5; do
        rm -f "$TMP"/big.dot*
        env --default-signal "$ABPRUNE" export -f dot -o "$TMP/big.dot" "$TMP/big.tree" \
            2>"$TMP/err" &
        pid=$!
        while kill -0 "$pid" 2>/dev/null; do
            if ls "$TMP"/big.dot.tmp.* >/dev/null 2>&1; then
                # it may have ended in between (kill fails, or lands on
                # the exited process): then it was not interrupted
                kill -s "$sig" "$pid" 2>/dev/null && seen=1
                break
            fi
            sleep 0.005
        done
        wait "$pid"
        st=$?
        if [ "$seen" = 1 ] && [ "$st" = 0 ] && [ -e "$TMP/big.dot" ] &&
            [ "$(tail -c 2 "$TMP/big.dot")" = "}" ]; then
            seen=0          # finished, whole, before the signal: try again
        fi
        [ "$seen" = 1 ] && break
    done
    if [ "$seen" = 1 ]; then
        [ "$st" -gt 128 ] || fail "export interrupted by SIG$sig exited $st"
        ls "$TMP"/big.dot.tmp.* >/dev/null 2>&1 &&
            fail "SIG$sig during export -o left: $(ls "$TMP"/big.dot*)"
        # the signal may come just after the rename: then the file is whole
        if [ -e "$TMP/big.dot" ] && [ "$(tail -c 2 "$TMP/big.dot")" != "}" ]; then
            fail "SIG$sig during export -o left a partial big.dot"
        fi
    else
        fail "export -o was never interrupted by SIG$sig while its temporary was there (5 tries)"
    fi
done
# a file past ulimit -f: SIGXFSZ is ignored while the temporary exists, so
# the write fails (File too large) and nothing is left
(ulimit -f 100 && exec "$ABPRUNE" export -f dot -o "$TMP/f.dot" "$TMP/big.tree") 2>"$TMP/err"
st=$?
[ "$st" = 1 ] || fail "export -o past ulimit -f exited $st, expected 1"
expect_in "$TMP/err" "f.dot: "
ls "$TMP"/f.dot* >/dev/null 2>&1 && fail "export -o past ulimit -f left: $(ls "$TMP"/f.dot*)"
finish
