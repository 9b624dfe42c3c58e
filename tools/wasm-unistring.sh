#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# wasm-unistring.sh DESTDIR: GNU libunistring for wasm32-wasi, from Debian's
# source package, with only the modules abprune's core calls (uc_width,
# uc_is_general_category_withtable, uc_is_alpha, uc_is_digit, uc_toupper,
# u8_casefold, u8_normalize, uninorm_nfc) and what they need.
#
# Writes DESTDIR/include (the public headers, generated for wasm32) and
# DESTDIR/lib/libunistring.a (30 objects, indexed by llvm-ranlib); works in
# DESTDIR/build.  Run again, it does only what is missing (make's rules; a
# stamp skips everything when the archive is there with the same inputs).
# The page of `abprune web` runs the core compiled to WebAssembly, and the
# core measures text with libunistring: ./configure looks for this
# script's output in ./wasm-unistring (or --with-wasm-unistring=DIR).
# About two minutes, most of it libunistring's configure.
#
# Needs: clang, lld, wasi-libc, llvm (llvm-ar/llvm-ranlib: GNU ar's index is
# not one wasm-ld reads), make, dpkg-dev (dpkg-source), xz-utils, and a way to
# the source package:
#   - UNISTRING_DSC=/path/libunistring_1.0-2.dsc (already downloaded), or
#   - a deb-src line for bookworm in the system's apt sources, or
#   - neither: a private apt configuration under DESTDIR/build/apt (no root,
#     the system's sources untouched) asks deb.debian.org for it.
# Optional: JOBS (default 2), NICE (default "nice").
set -eu

[ $# -eq 1 ] || { echo "usage: $0 DESTDIR" >&2; exit 2; }
mkdir -p "$1"
DEST=$(cd "$1" && pwd)
B=$DEST/build
JOBS=${JOBS:-2}
NICE=${NICE-nice}
VERSION=1.0                 # Debian 12's; the object list below is this version's
SRC=$B/libunistring-$VERSION

for tool in clang wasm-ld make; do
    command -v $tool >/dev/null || { echo "$0: $tool is missing (apt-get install clang lld make)" >&2; exit 1; }
done
AR=$(command -v llvm-ar || command -v llvm-ar-14 || true)
RANLIB=$(command -v llvm-ranlib || command -v llvm-ranlib-14 || true)
[ -n "$AR" ] && [ -n "$RANLIB" ] || { echo "$0: llvm-ar/llvm-ranlib missing (apt-get install llvm-14)" >&2; exit 1; }
[ -d /usr/include/wasm32-wasi ] || { echo "$0: wasi-libc missing (apt-get install wasi-libc libclang-rt-14-dev-wasm32)" >&2; exit 1; }

CC="clang --target=wasm32-wasi --sysroot=/usr"
CFLAGS="-O2 -D_WASI_EMULATED_SIGNAL"

# The modules' objects (lib/*.lo targets): the closure of the functions above,
# found by linking a program that calls them against the whole library
# (wasm-ld --trace).  free.lo and malloc.lo are gnulib's rpl_free/rpl_malloc
# (configure finds wasi-libc's malloc(0) returns NULL).
OBJECTS="free.lo malloc.lo
 unicase/cased.lo unicase/empty-prefix-context.lo unicase/empty-suffix-context.lo
 unicase/ignorable.lo unicase/special-casing.lo unicase/tocasefold.lo unicase/toupper.lo
 unicase/u8-casefold.lo unicase/u8-casemap.lo unicase/u8-ct-casefold.lo
 unictype/categ_none.lo unictype/categ_of.lo unictype/combiningclass.lo
 unictype/ctype_alpha.lo unictype/ctype_digit.lo unictype/pr_soft_dotted.lo
 uninorm/canonical-decomposition.lo uninorm/composition.lo uninorm/decompose-internal.lo
 uninorm/decomposing-form.lo uninorm/decomposition-table.lo uninorm/nfc.lo uninorm/nfd.lo
 uninorm/u8-normalize.lo
 unistr/u8-cpy.lo unistr/u8-mbtouc-unsafe-aux.lo unistr/u8-uctomb-aux.lo
 uniwidth/width.lo"
HEADERS_TARGETS="install-nodist_includeHEADERS install-nobase_includeHEADERS install-nobase_nodist_includeHEADERS"

STAMP_TEXT="libunistring $VERSION | $CC | $CFLAGS | $OBJECTS"
if [ -f "$DEST/lib/libunistring.a" ] && [ -f "$DEST/.stamp" ] &&
   [ "$(cat "$DEST/.stamp")" = "$STAMP_TEXT" ]; then
    echo "$0: $DEST/lib/libunistring.a is up to date"
    exit 0
fi
mkdir -p "$B"
T0=$(date +%s)
phase() { echo "$0: $1 done at +$(( $(date +%s) - T0 )) s" >&2; }

# 1. the source package, unpacked (Debian's patches applied)
if [ ! -f "$SRC/configure" ]; then
    command -v dpkg-source >/dev/null || { echo "$0: dpkg-source is missing (apt-get install dpkg-dev)" >&2; exit 1; }
    rm -rf "$SRC" "$SRC.tmp"
    if [ -n "${UNISTRING_DSC:-}" ]; then
        dsc=$UNISTRING_DSC
    else
        mkdir -p "$B/dl"
        if ! (cd "$B/dl" && apt-get source --download-only libunistring >/dev/null 2>&1); then
            # no deb-src in the system's sources: a private apt state, same mirror
            A=$B/apt
            mkdir -p "$A/lists/partial" "$A/cache/archives/partial" "$A/sources.list.d"
            cat >"$A/sources.list.d/bookworm-src.sources" <<EOF
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
            set -- -o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$A/sources.list.d" \
                -o Dir::State::Lists="$A/lists" -o Dir::Cache="$A/cache" -o Debug::NoLocking=1
            apt-get "$@" update >/dev/null
            (cd "$B/dl" && apt-get "$@" source --download-only libunistring >/dev/null)
        fi
        dsc=$(ls "$B"/dl/libunistring_$VERSION-*.dsc | tail -n 1)
    fi
    dpkg-source --no-check -x "$dsc" "$SRC.tmp" >/dev/null
    # dpkg-source leaves configure.ac newer than configure: make would run
    # aclocal, autoconf, automake and configure a second time (2 minutes,
    # and a failure where automake 1.16 is missing).  One time for all.
    now=$(date +%s)
    find "$SRC.tmp" -exec touch -h -d "@$now" {} +
    mv "$SRC.tmp" "$SRC"
fi
phase "source"

# 2. configure, for wasm32-wasi, static only, no threads (again only when the
#    flags changed)
OBJ=$B/obj
CONF_TEXT="$CC | $CFLAGS"
if [ ! -f "$OBJ/config.status" ] || [ "$(cat "$OBJ/.conf" 2>/dev/null)" != "$CONF_TEXT" ]; then
    rm -rf "$OBJ"
    mkdir -p "$OBJ"
    (cd "$OBJ" && $NICE "$SRC/configure" --host=wasm32-unknown-wasi --disable-shared \
        --disable-threads --disable-dependency-tracking --prefix=/ \
        CC="$CC" CFLAGS="$CFLAGS" AR="$AR" RANLIB="$RANLIB" >configure.log 2>&1) ||
        { echo "$0: configure failed, see $OBJ/configure.log" >&2; exit 1; }
    echo "$CONF_TEXT" >"$OBJ/.conf"
fi
phase "configure"

# 3. the public headers (generated), then only the objects we need
rm -rf "$DEST/include.tmp"
$NICE make -s -C "$OBJ/lib" -j"$JOBS" $HEADERS_TARGETS prefix=/ DESTDIR="$DEST/include.tmp" includedir=/ >/dev/null
# the objects include the generated private headers (special-casing.h, ...):
# make them first, by the list the Makefile keeps
printf 'wasm-headers: $(BUILT_SOURCES)\n' >"$OBJ/lib/wasm-headers.mk"
$NICE make -s -C "$OBJ/lib" -f Makefile -f wasm-headers.mk -j"$JOBS" wasm-headers >/dev/null
phase "headers"
$NICE make -s -C "$OBJ/lib" -j"$JOBS" $OBJECTS >/dev/null
phase "objects"

# 4. the archive, indexed for wasm-ld
rm -rf "$DEST/lib.tmp"
mkdir -p "$DEST/lib.tmp"
objs=
for lo in $OBJECTS; do
    objs="$objs $OBJ/lib/${lo%.lo}.o"      # static-only libtool: the object beside the .lo
done
"$AR" rc "$DEST/lib.tmp/libunistring.a" $objs
"$RANLIB" "$DEST/lib.tmp/libunistring.a"

# 5. check: every function the core calls resolves (a link of them all)
cat >"$B/check.c" <<'EOF'
#include <unicase.h>
#include <unictype.h>
#include <uninorm.h>
#include <uniwidth.h>
int main(void)
{
    size_t n = 0, m = 0;
    uint8_t *a = u8_casefold((const uint8_t *)"A", 1, NULL, UNINORM_NFC, NULL, &n);
    uint8_t *b = u8_normalize(UNINORM_NFD, (const uint8_t *)"A", 1, NULL, &m);
    return uc_width(0x4e00, "UTF-8") + uc_is_general_category_withtable(0x301, UC_CATEGORY_MASK_Mn) +
           uc_is_alpha(0x416) + uc_is_digit('7') + (int)uc_toupper(0x439) + (a != 0) + (b != 0);
}
EOF
$CC -O2 -I"$DEST/include.tmp" "$B/check.c" "$DEST/lib.tmp/libunistring.a" -o "$B/check.wasm"

rm -rf "$DEST/include" "$DEST/lib"
mv "$DEST/include.tmp" "$DEST/include"
mv "$DEST/lib.tmp" "$DEST/lib"
echo "$STAMP_TEXT" >"$DEST/.stamp"
echo "$0: $DEST/lib/libunistring.a ($(wc -c <"$DEST/lib/libunistring.a") bytes), headers in $DEST/include"
