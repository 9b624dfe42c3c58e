#!/bin/sh
# The core (everything but the interface's ui_*, the command line's cmd_*,
# cli.* and main.c) must include neither curses nor the headers of those
# layers: only ui_* files may include curses, and the core knows nothing
# of the command line or the screens.  Fails naming any core file that
# does.
. "$TOP_SRCDIR/tests/lib.sh"
for f in src/*/*.c src/*/*.h; do
    case $(basename "$f") in ui_*|cmd_*|cli.*|main.c) continue ;; esac
    if grep -nE '#[[:space:]]*include[[:space:]]*[<"](n?curses|ncursesw/|term\.h|panel\.h)' "$f"; then
        fail "$f includes curses but is not an interface file"
    fi
    if grep -nE '#[[:space:]]*include[[:space:]]*"(cli\.h|ui_[^"]*|cmd_[^"]*)"' "$f"; then
        fail "$f is a core file but includes a header of the command line or the interface"
    fi
done
# ... and the check itself can fail
printf '#include "cli.h"\n' >"$TMP/probe.c"
grep -qE '#[[:space:]]*include[[:space:]]*"(cli\.h|ui_[^"]*|cmd_[^"]*)"' "$TMP/probe.c" ||
    fail "the include pattern does not match"
finish
