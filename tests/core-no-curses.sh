#!/bin/sh
# The core (everything in libabcore) must not include curses: only the ui_*
# files may.  Fails naming any core file that does.
. "$TOP_SRCDIR/tests/lib.sh"
for f in src/*.c src/*.h; do
    case $(basename "$f") in ui*|tui*) continue ;; esac
    if grep -nE '#[[:space:]]*include[[:space:]]*[<"](n?curses|ncursesw/|term\.h|panel\.h)' "$f"; then
        fail "$f includes curses but is not an interface file"
    fi
done
finish
