#!/bin/sh
# The man page formats without warnings and mentions every long option that
# --help lists, and the README shows the two set-up commands.
. "$TOP_SRCDIR/tests/lib.sh"
: "${MANPAGE:?}"
if command -v groff >/dev/null 2>&1; then
    groff -man -Tutf8 -ww -z "$MANPAGE" 2>"$TMP/groff" || fail "groff failed on the man page"
    [ -s "$TMP/groff" ] && fail "groff warns about the man page: $(head -n 5 "$TMP/groff")"
fi
grep -q '@PKGDATADIR@' "$MANPAGE" && fail "the man page still says @PKGDATADIR@"
for cmd in run gen stats; do
    "$ABPRUNE" $cmd --help | grep -oE -- '--[a-z][a-z-]+' | sort -u | while read -r opt; do
        [ "$opt" = --help ] && continue
        # the man page escapes hyphens as \-
        pattern=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
        grep -q -- "$pattern" "$MANPAGE" || echo "$opt"
    done >"$TMP/missing-$cmd"
    [ -s "$TMP/missing-$cmd" ] && fail "man page lacks $cmd options: $(tr '\n' ' ' <"$TMP/missing-$cmd")"
done
grep -q 'make check' README.md || fail "README.md does not show make check"
grep -q 'knuth-moore-fig1.tree' README.md || fail "README.md does not start on the paper's tree"
finish
