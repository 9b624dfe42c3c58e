#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Only main exits: no file of the program calls exit(), _exit() or abort(),
# so every screen restores the terminal and every error travels back to
# main as a value.  Fails naming the lines that do.
. "$TOP_SRCDIR/tests/lib/lib.sh"
if grep -nE '(^|[^A-Za-z0-9_])(exit|_exit|_Exit|abort|quick_exit)[[:space:]]*\(' src/*/*.c src/*/*.h \
    >"$TMP/exits"; then
    fail "only main may end the program; these lines exit: $(cat "$TMP/exits")"
fi
finish
