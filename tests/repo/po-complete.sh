#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every catalogue is complete for the sources as they are: po/LL.po merged
# with the template made from the sources (po/abprune.pot in the build
# directory) has no untranslated and no fuzzy message, and msgfmt -c
# (formats, plural forms, header) accepts it.  Registered in Makefile.am
# once the translations are there (po/README.md).
. "$TOP_SRCDIR/tests/lib/lib.sh"
[ "${USE_NLS:-no}" = yes ] || { echo "built without translations: skipped"; exit 77; }
[ -n "${MSGMERGE:-}" ] && [ -f "${POT:-}" ] || { echo "no msgmerge or template: skipped"; exit 77; }
for lang in $LINGUAS; do
    "$MSGMERGE" --quiet --lang="$lang" -o "$TMP/$lang.po" "po/$lang.po" "$POT" ||
        { fail "msgmerge po/$lang.po failed"; continue; }
    LC_ALL=C "$MSGFMT" -c --statistics -o /dev/null "$TMP/$lang.po" 2>"$TMP/stats" ||
        fail "msgfmt -c rejects po/$lang.po: $(cat "$TMP/stats")"
    if grep -Eq 'untranslated|fuzzy' "$TMP/stats"; then
        fail "po/$lang.po is not complete: $(cat "$TMP/stats")"
        # the first few messages still to do (after the header)
        msgattrib --untranslated "$TMP/$lang.po" 2>/dev/null | grep -A1 '^msgid' | sed -n '3,12p'
    fi
done
finish
