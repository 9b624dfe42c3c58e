#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# utf8-locale.sh: prints the name of a UTF-8 locale this system has, for
# the tests (lib.sh's UTF8_LOCALE): C.UTF-8 where there is one (glibc 2.35
# and later, Debian, FreeBSD 13, musl), else en_US.UTF-8 (macOS has no
# C.UTF-8), else the first UTF-8 locale `locale -a` lists.  A name counts
# when `locale charmap` says UTF-8 under it, that is when the C library
# really loads it.  Prints nothing and exits 1 when there is none.
is_utf8() {
    case $(LC_ALL=$1 locale charmap 2>/dev/null) in
    UTF-8 | utf-8 | UTF8 | utf8) return 0 ;;
    esac
    return 1
}
for name in C.UTF-8 C.utf8 en_US.UTF-8 en_US.utf8 \
    $(locale -a 2>/dev/null | grep -i 'utf-*8$'); do
    if is_utf8 "$name"; then
        printf '%s\n' "$name"
        exit 0
    fi
done
exit 1
