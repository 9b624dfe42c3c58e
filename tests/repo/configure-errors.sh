#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# configure names the package to install when a library is missing
# (issue 31): ncursesw (pkg-config finding nothing: Debian's
# libncurses-dev, Homebrew's keg-only ncurses with PKG_CONFIG_PATH),
# libunistring and gettext's libintl (their checks answered "no" through
# configure's cache variables).  configure runs in a copy holding only what
# it reads before those checks (the source tree may be configured already,
# and distcheck's is read-only).  Skipped (77) without pkg-config.
. "$TOP_SRCDIR/tests/lib/lib.sh"
command -v pkg-config >/dev/null 2>&1 || { echo "no pkg-config: skipped"; exit 77; }
[ -x configure ] || { echo "no configure script here: skipped"; exit 77; }
c=$TMP/src
mkdir -p "$c/src/search" "$c/po" "$TMP/no-pc"
cp configure "$c/" && cp -R build-aux "$c/" && cp src/search/search.c "$c/src/search/" &&
    cp po/LINGUAS "$c/po/" || exit 99

# configure [VAR=VALUE...]: run it in the copy, its output in $TMP/cfg
cfg() {
    (cd "$c" && unset MAKEFLAGS MFLAGS MAKELEVEL && ./configure -q "$@") >"$TMP/cfg" 2>&1
}

# no ncursesw.pc where pkg-config looks
cfg PKG_CONFIG_LIBDIR="$TMP/no-pc" PKG_CONFIG_PATH= && fail "configure went on without ncursesw"
expect_in "$TMP/cfg" "ncurses with wide characters (ncursesw.pc) was not found"
expect_in "$TMP/cfg" "apt-get install libncurses-dev"
expect_in "$TMP/cfg" "brew install ncurses"
expect_in "$TMP/cfg" "PKG_CONFIG_PATH=BREW/opt/ncurses/lib/pkgconfig"

# ncursesw found (this system's), libunistring's header not
if pkg-config --exists ncursesw; then
    cfg ac_cv_header_unictype_h=no && fail "configure went on without libunistring's headers"
    expect_in "$TMP/cfg" "GNU libunistring's headers were not found (unictype.h)"
    expect_in "$TMP/cfg" "apt-get install libunistring-dev"
    expect_in "$TMP/cfg" "brew install libunistring"
    # the library not
    cfg ac_cv_search_u8_casefold=no && fail "configure went on without libunistring"
    expect_in "$TMP/cfg" "GNU libunistring's library was not found (u8_casefold)"
    expect_in "$TMP/cfg" "apt-get install libunistring-dev"
    # --enable-nls without libintl
    cfg --enable-nls ac_cv_search_bindtextdomain=no && fail "configure --enable-nls went on without libintl"
    expect_in "$TMP/cfg" "--enable-nls needs gettext (libintl.h, libintl) and msgfmt"
    expect_in "$TMP/cfg" "apt-get install gettext"
    expect_in "$TMP/cfg" "brew install gettext"
else
    echo "note: no ncursesw here: only its message was checked"
fi
finish
