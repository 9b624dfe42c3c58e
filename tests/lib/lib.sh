# SPDX-License-Identifier: GPL-3.0-or-later
# lib.sh: helpers for the shell tests (sourced).  Each test runs from the
# top of the source tree, so file names in the outputs read "trees/...".
#
#   golden NAME STATUS ARGS...   run abprune ARGS; its exit status must be
#                                STATUS, stdout must equal golden/AREA/NAME.out
#                                and stderr golden/AREA/NAME.err (empty if
#                                absent); AREA is the folder of the test
#                                (tests/AREA/NAME.sh): cli, export, ...
#   UPDATE_GOLDEN=1 make check   rewrites the golden files instead
set -u
: "${ABPRUNE:?ABPRUNE must name the program under test}"
: "${TOP_SRCDIR:?TOP_SRCDIR must name the source tree}"
cd "$TOP_SRCDIR" || exit 99
# the golden files of the test's area: tests/golden/cli for tests/cli/*.sh
GOLDEN=$TOP_SRCDIR/tests/golden/$(basename "$(dirname "$0")")
TMP=$(mktemp -d "${TMPDIR:-/tmp}/abprune-test.XXXXXX") || exit 99
trap 'rm -rf "$TMP"' EXIT
failures=0
# a UTF-8 locale this system has (C.UTF-8, else en_US.UTF-8, else any:
# tests/lib/utf8-locale.sh); the tests name it $UTF8_LOCALE, never C.UTF-8
UTF8_LOCALE=$(sh "$TOP_SRCDIR/tests/lib/utf8-locale.sh") ||
    { echo "no UTF-8 locale on this system (locale -a): skipped"; exit 77; }
LC_ALL=$UTF8_LOCALE
export LC_ALL UTF8_LOCALE
# English unless a test asks for a language (po/, tests/lang/i18n.sh)
unset LANGUAGE
# the lessons' progress (course/progress.h) in the test's own directory,
# never the user's
XDG_STATE_HOME=$TMP/state
export XDG_STATE_HOME

# text_width: the widest line of standard input in display columns: GNU
# wc -L where it counts so (one column for "é"), else python3, else awk's
# length (characters or bytes, by the awk: a rough bound); macOS's wc has
# no -L
if [ "$(printf '\303\251\n' | wc -L 2>/dev/null)" = 1 ]; then
    text_width() { wc -L | tr -d ' '; }
elif _py=${PYTHON3:-$(command -v python3)} && [ -n "$_py" ]; then
    text_width() {
        "$_py" -c 'import sys, unicodedata as u
w = lambda c: 0 if u.combining(c) else 2 if u.east_asian_width(c) in "WF" else 1
print(max([sum(map(w, l.rstrip("\n"))) for l in sys.stdin.buffer.read().decode("utf-8", "replace").split("\n")] or [0]))'
    }
else
    text_width() { awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }'; }
fi

# with_timeout SECONDS COMMAND...: COMMAND, killed after SECONDS (a guard
# against a hang; GNU timeout where there is one, else a watchdog)
with_timeout() {
    _secs=$1
    shift
    if command -v timeout >/dev/null 2>&1; then
        timeout "$_secs" "$@"
        return
    fi
    "$@" &
    _pid=$!
    (sleep "$_secs"; kill "$_pid" 2>/dev/null) &
    _dog=$!
    wait "$_pid"
    _rc=$?
    kill "$_dog" 2>/dev/null
    return $_rc
}

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

# make_locales NAME.CHARSET...: compiles the locales (ru_RU.UTF-8,
# uk_UA.KOI8-U...) with localedef into a LOCPATH of the test's own, sets
# $made to those it could make, and skips the test (77) when it made none
# (no localedef, or no locale sources: Debian's locales package).
# glibc's newlocale() leaks its copy of LOCPATH (45 bytes, once, inside
# libc: a program calling only newlocale and freelocale shows it), which
# a sanitizer build's leak check would count against the program: it is
# suppressed.
make_locales() {
    command -v localedef >/dev/null 2>&1 || { echo "no localedef: skipped"; exit 77; }
    LOCPATH=$TMP/loc
    mkdir -p "$LOCPATH"
    made=
    for _l in "$@"; do
        # localedef warns about the charmap on some systems: only the files count
        localedef -i "${_l%%.*}" -f "${_l#*.}" "$LOCPATH/$_l" >/dev/null 2>&1
        [ -f "$LOCPATH/$_l/LC_CTYPE" ] && made="$made $_l"
    done
    [ -n "$made" ] ||
        { echo "localedef made no locale (no /usr/share/i18n/locales?): skipped"; exit 77; }
    export LOCPATH
    printf 'leak:__argz_add_sep\n' >"$TMP/lsan.supp"
    LSAN_OPTIONS="suppressions=$TMP/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    export LSAN_OPTIONS
}

# run_in_browser WHAT SCRIPT: runs tests/SCRIPT (Python, Selenium) as
# SCRIPT ABPRUNE CHROMIUM CHROMEDRIVER TMP, failing with WHAT when it
# fails; without chromium, chromium-driver or python3-selenium (Debian
# packages) the test ends as skipped (77), unless it has failed already.
run_in_browser() {
    # CI runs the browser in its first make check only: in its distcheck
    # and sanitizer runs the page's script and module are the same files
    # (what the sanitizers watch, the program writing the page, ran above)
    if [ -n "${SKIP_BROWSER_TESTS:-}" ]; then
        echo "the browser tests of $1 are skipped (SKIP_BROWSER_TESTS); the file's own checks ran"
        [ "$failures" -eq 0 ] || finish
        exit 77
    fi
    _py=
    for _c in "${PYTHON3:-}" python3 /usr/bin/python3; do
        if [ -n "$_c" ] && command -v "$_c" >/dev/null 2>&1 && "$_c" -c 'import selenium' 2>/dev/null; then
            _py=$_c
            break
        fi
    done
    _chrome=$(command -v chromium || command -v chromium-browser || true)
    _driver=$(command -v chromedriver || true)
    if [ -z "$_py" ] || [ -z "$_chrome" ] || [ -z "$_driver" ]; then
        echo "the browser tests of $1 are skipped: they need chromium, chromium-driver"
        echo "and python3-selenium (Debian packages); the file's own checks ran"
        [ "$failures" -eq 0 ] || finish
        exit 77
    fi
    # the script imports tests/lib/browser.py
    PYTHONPATH="$TOP_SRCDIR/tests/lib${PYTHONPATH:+:$PYTHONPATH}" \
        "$_py" "$TOP_SRCDIR/tests/$2" "$ABPRUNE" "$_chrome" "$_driver" "$TMP" ||
        fail "$1 in Chromium (tests/$2)"
}

# The tests of abprune web need its WebAssembly module: a build configured
# with --enable-web=no from a tree that does not carry it has none, and
# says so (the coverage and mutants copies are such builds).
need_web_module() {
    if [ "${WEB_MODULE:-}" = none ]; then
        echo "this build has no WebAssembly module for abprune web (--enable-web=no): skipped"
        exit 77
    fi
}

finish() {
    if [ "$failures" -ne 0 ]; then
        printf '%d failure(s)\n' "$failures"
        exit 1
    fi
    exit 0
}
