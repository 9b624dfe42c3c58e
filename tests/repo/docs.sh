#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The man page formats without warnings and mentions every long option that
# --help lists, and its exit statuses are the README's, word for word
# (tests/repo/readme.sh checks the README's set-up commands).
. "$TOP_SRCDIR/tests/lib/lib.sh"
: "${MANPAGE:?}"
if command -v groff >/dev/null 2>&1; then
    groff -man -Tutf8 -ww -z "$MANPAGE" 2>"$TMP/groff.all" || fail "groff failed on the man page"
    # FILES names the installed paths, substituted at build time: under a
    # long prefix (make distcheck's _inst) a path is wider than a line and
    # cannot be adjusted, which says nothing about the page
    grep -v "warning .*cannot adjust line" "$TMP/groff.all" >"$TMP/groff" || :
    [ -s "$TMP/groff" ] && fail "groff warns about the man page: $(head -n 5 "$TMP/groff")"
    # the figures' double lines as the export draws them (not dashes), and
    # as --charset ascii draws them on a device without them
    groff -man -Tutf8 "$MANPAGE" 2>/dev/null | grep -q 'double lines (═ ║)' ||
        fail "the man page does not show the double lines as the figures draw them (═ ║)"
    groff -man -Tascii "$MANPAGE" 2>/dev/null | grep -q 'double lines (= #)' ||
        fail "the man page in ASCII does not show the double lines as --charset ascii draws them (= #)"
fi
grep -qE '@(PKGDATADIR|DOCDIR|BASHCOMPLETIONDIR|ZSHCOMPLETIONDIR)@' "$MANPAGE" && fail "the man page still says @PKGDATADIR@, @DOCDIR@ or a completion directory"
# every command that abprune --help lists
cmds=$("$ABPRUNE" --help | awk '/^Commands:/ { f = 1; next } f && /^  [a-z]/ { print $1 } f && /^$/ { exit }')
[ -n "$cmds" ] || fail "abprune --help lists no commands"
for cmd in $cmds; do
    "$ABPRUNE" $cmd --help | grep -oE -- '--[a-z][a-z-]+' | sort -u | while read -r opt; do
        [ "$opt" = --help ] && continue
        # the man page escapes hyphens as \-
        pattern=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
        grep -q -- "$pattern" "$MANPAGE" || echo "$opt"
    done >"$TMP/missing-$cmd"
    [ -s "$TMP/missing-$cmd" ] && fail "man page lacks $cmd options: $(tr '\n' ' ' <"$TMP/missing-$cmd")"
done
# the man page's ALGORITHMS are the program's table: for each algorithm of
# --list-algorithms, in order, an entry whose "Taken by" names its users
"$ABPRUNE" --list-algorithms >"$TMP/algs" || fail "abprune --list-algorithms failed"
[ "$(wc -l <"$TMP/algs")" -ge 3 ] || fail "abprune --list-algorithms lists too few"
awk '{ i = index($0, "  "); n = substr($0, 1, i - 1); u = substr($0, 55)
       gsub(/^ +| +$/, "", u); print n ": " u }' "$TMP/algs" >"$TMP/algs-want"
awk '
    /^\.\\" The algorithms/ { on = 1; next }
    on && /^\.\\" End of the algorithms/ { if (n != "") print n ": " u; exit }
    !on || /^\.\\"/ { next }
    /^\.TP/ { if (n != "") print n ": " u; n = ""; u = ""; t = ""; next }
    /^\.B / && n == "" { n = substr($0, 4); next }
    { t = t " " $0
      if (match(t, /Taken by [^.]*\./)) {
          u = substr(t, RSTART + 9, RLENGTH - 10)
          gsub(/,? and /, ", ", u); gsub(/, /, " ", u); sub(/lessons/, "lesson", u) } }
' "$TOP_SRCDIR/doc/abprune.1.in" | sed 's/\\-/-/g' >"$TMP/algs-man"
[ -s "$TMP/algs-man" ] || fail "the man page has no ALGORITHMS list"
compare "the man page's ALGORITHMS" "$TMP/algs-man" "$TMP/algs-want"
# doc/hacking.md maps every module of src/
for f in src/*/*.c; do
    m=$(basename "$f" .c)
    grep -q "\`$m\`" doc/hacking.md || fail "doc/hacking.md does not name the module $m"
done

# The documentation stands on its own: nothing cites a file from outside
# the repository (the project's notes on the paper live in doc/paper.md),
# every document is listed in the README, and every doc/NAME.md cited
# exists.
outside='PAPER[.]md|[.][.]/shared|shared/(seeds|figures)'
grep -rnIE --exclude='*.log' --exclude='*.trs' "$outside" README.md doc src tests lessons trees bench Makefile.am configure.ac \
    >"$TMP/outside" 2>/dev/null
[ -s "$TMP/outside" ] && fail "files outside the repository are cited: $(head -n 5 "$TMP/outside")"
sed -n '/^## Documentation/,/^## /p' README.md >"$TMP/doclist"
for f in doc/*.md; do
    grep -qF "\`$f\`" "$TMP/doclist" || fail "README's Documentation list lacks $f"
done
grep -rhoIE --exclude='*.log' --exclude='*.trs' 'doc/[a-z0-9-]+[.]md' README.md doc src tests lessons bench | sort -u | while read -r f; do
    [ -f "$f" ] || echo "$f"
done >"$TMP/missing-docs"
[ -s "$TMP/missing-docs" ] && fail "documents cited but missing: $(tr '\n' ' ' <"$TMP/missing-docs")"

# EXIT STATUS: "STATUS meaning" per line, from the man page and the README
sed -n '/^\.SH EXIT STATUS/,/^\.SH /p' "$MANPAGE" |
    awk '/^\.TP/ { if (line != "") print line; line = ""; next }
         /^\.B [0-9]/ { line = $2; next }
         /^\.SH/ { if (line != "") print line; line = ""; next }
         line != "" { line = line " " $0 }' | sed 's/\\-/-/g' >"$TMP/exit-man"
sed -n '/^## Exit status/,/^## /p' README.md |
    sed -n 's/^| \([0-9][0-9]*\) | \(.*\) |$/\1 \2/p' >"$TMP/exit-readme"
[ -s "$TMP/exit-man" ] || fail "the man page lists no exit status"
compare "the README's exit statuses (left: the man page's)" "$TMP/exit-man" "$TMP/exit-readme"
finish
