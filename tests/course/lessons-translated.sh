#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The translated courses (lessons/LL/): every file passes lesson --check,
# has an English original of the same name, and has the same directives as
# it in the same order (trees, searches, steps, questions and their answers):
# only the prose (title, section, say, hint, prompt) is translated.  The
# languages named in COMPLETE must also have every English lesson, except
# the LANG:LESSON pairs in PENDING: English lessons newer than the
# translation (drop a pair when its translation comes).
. "$TOP_SRCDIR/tests/lib/lib.sh"
COMPLETE="ru uk hu"
PENDING=""

# directives of a lesson without its prose, tree paths as in lessons/
skeleton() {
    sed -e '/^[[:space:]]*$/d' -e '/^#/d' \
        -e '/^\(title\|section\|say\|hint\|prompt\)\([[:space:]]\|$\)/d' \
        -e 's|^tree \.\./\.\./trees/|tree ../trees/|' "$1"
}

# the screen shows the lessons' text as it is: no markdown in it (issue 30:
# "`bound`" showed its backticks)
for f in lessons/*.lesson lessons/*/*.lesson; do
    if grep -En '^(title|section|say|hint|prompt) .*`' "$f" >"$TMP/marked"; then
        fail "$f has markdown the screen would show: $(head -n 1 "$TMP/marked")"
    fi
done

for dir in lessons/*/; do
    lang=$(basename "$dir")
    ls "$dir"*.lesson >/dev/null 2>&1 || continue
    expect_status 0 lesson --check "$dir"*.lesson
    for f in "$dir"*.lesson; do
        en=lessons/$(basename "$f")
        if [ ! -f "$en" ]; then
            fail "$f has no English original $en"
            continue
        fi
        skeleton "$en" >"$TMP/en"
        skeleton "$f" >"$TMP/tr"
        compare "the directives of $f (prose left out)" "$TMP/en" "$TMP/tr"
        grep -q '^title ' "$f" || fail "$f has no title"
    done
    case " $COMPLETE " in
    *" $lang "*)
        for en in lessons/*.lesson; do
            case " $PENDING " in
            *" $lang:$(basename "$en" .lesson) "*) continue ;;
            esac
            [ -f "$dir$(basename "$en")" ] || fail "$en has no translation in $dir"
        done ;;
    esac
done
finish
