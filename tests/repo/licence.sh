#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every source file says its licence in its first two lines (after a #!
# line), as an SPDX tag, so that a file copied out of the project still
# says under which terms: the C sources, the scripts, the build files and
# the page's templates.  Fails naming each file without one.
. "$TOP_SRCDIR/tests/lib/lib.sh"

# has_licence FILE: the tag in the file's first two lines
has_licence() {
    head -n 2 "$1" | grep -q 'SPDX-License-Identifier: GPL-3.0-or-later'
}

find src tests bench \( -path tests/fuzz/corpus -o -path tests/golden -o -name '.deps' \) -prune -o \
    -type f \( -name '*.[ch]' -o -name '*.sh' -o -name '*.py' -o -name '*.awk' -o -name '*.js' \
    -o -name '*.css' -o -name '*.html' -o -name 'Makefile.am' \) -print >"$TMP/files"
printf '%s\n' Makefile.am configure.ac .ci/run completion/abprune completion/_abprune >>"$TMP/files"
[ "$(wc -l <"$TMP/files")" -gt 150 ] || fail "too few source files found: $(wc -l <"$TMP/files")"
while read -r f; do
    [ -f "$f" ] || continue
    has_licence "$f" || fail "$f has no 'SPDX-License-Identifier: GPL-3.0-or-later' line at its top"
done <"$TMP/files"

# ... and the check itself can fail
printf '/* a file */\nint x;\n' >"$TMP/probe.c"
has_licence "$TMP/probe.c" && fail "the check accepts a file without a licence line"
finish
