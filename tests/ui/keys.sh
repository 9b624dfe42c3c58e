#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The key lists of the man page are the key tables of the screens: for the
# stepper, the lesson and the exercise screens, the man page's list (one
# .TP entry per key) must say what `abprune SCREEN --list-keys` prints,
# row for row.  The tables also drive the ? overlay, so the three agree.
. "$TOP_SRCDIR/tests/lib/lib.sh"
for screen in view lesson quiz; do
    "$ABPRUNE" $screen --list-keys >"$TMP/list" ||
        fail "abprune $screen --list-keys failed"
    [ "$(wc -l <"$TMP/list")" -ge 10 ] || fail "abprune $screen --list-keys lists too few keys"
    # names, a tab, the help: the names end at the first run of two spaces
    awk '{ i = index($0, "  "); n = substr($0, 1, i - 1); h = substr($0, i);
           sub(/^ +/, "", h); print n "\t" h }' "$TMP/list" >"$TMP/want"
    # the man page's list between its markers, unescaped
    awk -v screen="$screen" '
        $0 ~ "^\\.\\\\\" The keys of the " screen " screen" { on = 1; next }
        on && /^\.\\" End of the keys/ { if (n != "") print n "\t" h; exit }
        !on || /^\.\\"/ { next }
        /^\.TP/ { if (n != "") print n "\t" h; n = ""; h = ""; next }
        /^\.B / { n = substr($0, 4); gsub(/^"|"$/, "", n); next }
        { h = h == "" ? $0 : h " " $0 }
    ' "$TOP_SRCDIR/doc/abprune.1.in" | sed 's/\\-/-/g; s/\\e/\\/g' >"$TMP/man"
    [ -s "$TMP/man" ] || fail "the man page has no key list for $screen"
    compare "the man page's keys of $screen" "$TMP/man" "$TMP/want"
done
finish
