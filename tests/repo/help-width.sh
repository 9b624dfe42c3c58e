#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# What a new user reads first fits an 80-column terminal: abprune --help and
# every command's --help, in English and in every translation, and the man
# page formatted for 80 columns, have no line wider than 80 columns
# (display width: text_width counts characters, not bytes, under a UTF-8 locale), and
# neither is the last line of the stepper's ? screen at 80x24.
# The lesson directory that lesson --help names (it may be long) stands on
# a line of its own, and is the one lessons are really read from.
. "$TOP_SRCDIR/tests/lib/lib.sh"

# too_wide WHAT FILE: fail with the lines of FILE wider than 80 columns
too_wide() {
    [ "$(text_width <"$2")" -le 80 ] && return 0
    while IFS= read -r line; do
        [ "$(printf '%s\n' "$line" | text_width)" -gt 80 ] && printf '  |%s|\n' "$line"
    done <"$2" >"$TMP/wide"
    fail "$1 has lines wider than 80 columns:"
    head -n 10 "$TMP/wide"
}

langs=en
[ "${USE_NLS:-no}" = yes ] && langs="en ${LINGUAS:-}"
cmds=$("$ABPRUNE" --help | awk '/^Commands:/ { f = 1; next } f && /^  [a-z]/ { print $1 } f && /^$/ { exit }')
[ -n "$cmds" ] || fail "abprune --help lists no commands"
for lang in $langs; do
    "$ABPRUNE" --lang "$lang" --help >"$TMP/help" || fail "abprune --lang $lang --help failed"
    too_wide "abprune --lang $lang --help" "$TMP/help"
    for cmd in $cmds; do
        "$ABPRUNE" --lang "$lang" "$cmd" --help >"$TMP/help" || fail "abprune --lang $lang $cmd --help failed"
        too_wide "abprune --lang $lang $cmd --help" "$TMP/help"
    done
done

# the usage lines line up: "  or:  abprune ..." (in every language) starts
# abprune in the column of the first line's abprune
if [ -n "${PYTHON3:-}" ]; then
    for lang in $langs; do
        for cmd in "" $cmds; do
            "$ABPRUNE" --lang "$lang" $cmd --help | head -n 4 >"$TMP/usage"
            "$PYTHON3" - "$TMP/usage" <<'PY' || fail "abprune --lang $lang $cmd --help: the usage lines do not line up: $(cat "$TMP/usage")"
import re, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
col = lines[0].find("abprune")
for l in lines[1:]:
    if col > 0 and re.match(r"^ +\S+: abprune ", l):
        assert l.find("abprune") == col, l
PY
        done
    done
fi

# the lesson directory: on a line of its own, even when it is long
long=$TMP/a-rather-long-directory-name-for-the-data/that-goes-on-and-on/share/abprune
mkdir -p "$long/lessons"
ABPRUNE_DATADIR=$long "$ABPRUNE" lesson --help >"$TMP/lesson-help" || fail "lesson --help failed"
grep -qxF "  $long/lessons" "$TMP/lesson-help" || fail "lesson --help does not name $long/lessons on a line of its own"
ABPRUNE_DATADIR=$long "$ABPRUNE" --lang hu lesson --help >"$TMP/lesson-help"
[ "${USE_NLS:-no}" = yes ] && { grep -qxF "  $long/lessons" "$TMP/lesson-help" ||
    fail "lesson --help in Hungarian does not name $long/lessons on a line of its own"; }

# the reports people read in a terminal: stats' table (its heading with the
# largest seed), the list of lessons (titles wrapped under their column) and
# run's summary of the paper's tree under F (81 leaves)
for lang in $langs; do
    "$ABPRUNE" --lang "$lang" stats -b 2..3 -d 1..4 -n 3 --seed 18446744073709551615 >"$TMP/stats" ||
        fail "abprune --lang $lang stats failed"
    too_wide "abprune --lang $lang stats" "$TMP/stats"
    "$ABPRUNE" --lang "$lang" lesson >"$TMP/lessons" || fail "abprune --lang $lang lesson failed"
    too_wide "abprune --lang $lang lesson (the list)" "$TMP/lessons"
    "$ABPRUNE" --lang "$lang" run -a f trees/knuth-moore-fig1.tree | grep -v '^[^ ]* *Knuth & Moore (1975)' >"$TMP/run"
    too_wide "abprune --lang $lang run -a f (the title line aside)" "$TMP/run"
done

# the stepper's ? screen at 80x24: its last line (any key, and how to see
# the other keys) is not cut, in any language
printf '? <dump>\n' >"$TMP/keys"
for lang in $langs; do
    "$ABPRUNE" --lang "$lang" view --keys "$TMP/keys" --dump "$TMP/screen" --force --size 80x24 \
        trees/knuth-moore-fig1.tree || fail "abprune --lang $lang view --keys failed"
    grep -q 'PgDn: .*[0-9])$' "$TMP/screen" ||
        fail "the ? screen's last line is cut at 80x24 in $lang: $(grep PgDn "$TMP/screen" | tail -n 1)"
done

# the stepper's s screen (what happens on average): its title is whole at
# 80x24 in every language
printf 's <dump> q\n' >"$TMP/keys-s"
for lang in $langs; do
    "$ABPRUNE" --lang "$lang" view --keys "$TMP/keys-s" --dump "$TMP/screen-s" --force \
        --size 80x24 trees/aima-fig5-2.tree || fail "abprune --lang $lang view (s) failed"
    head -n 1 "$TMP/screen-s" | grep -q '(abprune stats) *$' ||
        fail "the s screen's title is cut at 80x24 in $lang: $(head -n 1 "$TMP/screen-s")"
done

# the man page, formatted for an 80-column terminal
if command -v groff >/dev/null 2>&1; then
    groff -man -Tutf8 -rLL=80n -P-cbou "$MANPAGE" >"$TMP/man" 2>/dev/null || fail "groff failed on the man page"
    too_wide "the man page at 80 columns" "$TMP/man"
else
    echo "no groff: the man page's width not checked"
fi
finish
