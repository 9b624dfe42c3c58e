# SPDX-License-Identifier: GPL-3.0-or-later
# lib.sh: helpers for the shell tests (sourced).  Each test runs from the
# top of the source tree, so file names in the outputs read "trees/...".
#
#   golden NAME STATUS ARGS...   run abprune ARGS; its exit status must be
#                                STATUS, stdout must equal golden/NAME.out
#                                and stderr golden/NAME.err (empty if absent)
#   UPDATE_GOLDEN=1 make check   rewrites the golden files instead
set -u
: "${ABPRUNE:?ABPRUNE must name the program under test}"
: "${TOP_SRCDIR:?TOP_SRCDIR must name the source tree}"
cd "$TOP_SRCDIR" || exit 99
GOLDEN=$TOP_SRCDIR/tests/golden
TMP=$(mktemp -d "${TMPDIR:-/tmp}/abprune-test.XXXXXX") || exit 99
trap 'rm -rf "$TMP"' EXIT
failures=0
LC_ALL=C.UTF-8
export LC_ALL
# English unless a test asks for a language (po/, tests/i18n.sh)
unset LANGUAGE
# the lessons' progress (course/progress.h) in the test's own directory,
# never the user's
XDG_STATE_HOME=$TMP/state
export XDG_STATE_HOME

fail() {
    printf 'FAIL: %s\n' "$*"
    failures=$((failures + 1))
}

# compare WHAT EXPECTED-FILE ACTUAL-FILE
compare() {
    if ! cmp -s "$2" "$3"; then
        fail "$1 differs from $2:"
        diff -u "$2" "$3" | head -n 40
    fi
}

golden() {
    _name=$1 _want=$2
    shift 2
    "$ABPRUNE" "$@" >"$TMP/raw" 2>"$TMP/err"
    got=$?
    # the installation directory differs between builds
    sed "s|${PKGDATADIR:-/nonexistent}|@PKGDATADIR@|g" "$TMP/raw" >"$TMP/out"
    if [ -n "${UPDATE_GOLDEN:-}" ]; then
        cp "$TMP/out" "$GOLDEN/$_name.out"
        if [ -s "$TMP/err" ]; then cp "$TMP/err" "$GOLDEN/$_name.err"; else rm -f "$GOLDEN/$_name.err"; fi
    fi
    [ "$got" = "$_want" ] || fail "abprune $* exited $got, expected $_want ($(head -c 300 "$TMP/err"))"
    compare "stdout of abprune $*" "$GOLDEN/$_name.out" "$TMP/out"
    if [ -f "$GOLDEN/$_name.err" ]; then
        compare "stderr of abprune $*" "$GOLDEN/$_name.err" "$TMP/err"
    elif [ -s "$TMP/err" ]; then
        fail "abprune $* wrote to stderr: $(head -c 300 "$TMP/err")"
    fi
}

# expect_status STATUS ARGS...: only the exit status matters.
expect_status() {
    _want=$1
    shift
    "$ABPRUNE" "$@" >"$TMP/out" 2>"$TMP/err"
    got=$?
    [ "$got" = "$_want" ] || fail "abprune $* exited $got, expected $_want ($(head -c 300 "$TMP/err"))"
}

# expect_in FILE TEXT: FILE contains the line fragment TEXT.
expect_in() {
    grep -qF -- "$2" "$1" || { fail "$1 lacks '$2'"; head -n 20 "$1"; }
}

# expect_words FILE TEXT: FILE holds TEXT, where a run of blanks and line
# breaks counts as one blank: for text wrapped to 80 columns (run --trace
# goes on under its column); write TEXT with single blanks.
expect_words() {
    tr -s ' \n' ' ' <"$1" | grep -qF -- "$2" || { fail "$1 lacks '$2'"; head -n 20 "$1"; }
}

finish() {
    if [ "$failures" -ne 0 ]; then
        printf '%d failure(s)\n' "$failures"
        exit 1
    fi
    exit 0
}
