#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Output: -o - is standard output everywhere; a full device fails every
# command that writes; symbolic links are written through; an interrupt
# while a file is written leaves no temporary behind.
. "$TOP_SRCDIR/tests/lib.sh"
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

# a symbolic link is written through: its file is replaced, the link stays
echo old >"$TMP/real.txt"
ln -s real.txt "$TMP/link.txt"
# an existing file without --force is a usage problem (2), as everywhere
expect_status 2 gen random -b 2 -d 2 -o "$TMP/link.txt"
expect_status 0 gen random -b 2 -d 2 --force -o "$TMP/link.txt"
[ -L "$TMP/link.txt" ] || fail "the link was replaced"
grep -q '@values' "$TMP/real.txt" || fail "the linked file was not written"
ln -s new.txt "$TMP/dangling.txt"
expect_status 0 gen random -b 2 -d 2 -o "$TMP/dangling.txt"
[ -L "$TMP/dangling.txt" ] && [ -f "$TMP/new.txt" ] || fail "a dangling link's file was not made"

# an interrupt while the file is written removes the temporary: wait for
# it to appear, then signal (a 4^9-leaf tree as DOT is 56 MB); the program
# starts with SIGINT at its default even when this script was started with
# it ignored (a background job of a non-interactive shell)
"$ABPRUNE" gen random -b 4 -d 9 --seed 1 -o "$TMP/big.tree" || fail "gen big"
for sig in INT TERM; do
    seen=0
    for try in 1 2 3 4 5; do
        rm -f "$TMP"/big.dot*
        env --default-signal=INT "$ABPRUNE" export -f dot -o "$TMP/big.dot" "$TMP/big.tree" 2>"$TMP/err" &
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
        fail "export -o was never interrupted while its temporary was there (5 tries)"
    fi
done
finish
