#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# --lang under a locale whose charset is not UTF-8 (uk_UA.KOI8-U and
# ru_RU.ISO-8859-5, made here with localedef into a temporary LOCPATH)
# keeps that charset: the messages come converted by gettext, the same
# words as under UTF-8; errors quote a UTF-8 file name by the locale's
# charset, its C1 controls written as \xHH; the documents (JSON, DOT,
# TikZ) stay UTF-8; the interface's screen holds the translated words.
# Under C, which has no charset but ASCII, --lang still takes a UTF-8
# locale (tests/lang/i18n.sh).  Skipped (77) without catalogues, localedef or
# iconv.
. "$TOP_SRCDIR/tests/lib/lib.sh"
[ "${USE_NLS:-no}" = yes ] || { echo "built without translations: skipped"; exit 77; }
command -v iconv >/dev/null 2>&1 || { echo "no iconv: skipped"; exit 77; }
make_locales uk_UA.KOI8-U ru_RU.ISO-8859-5
aima=trees/aima-fig5-2.tree

for l in $made; do
    set=${l#*.}
    lang=$(echo "$l" | cut -c1-2)
    [ "$(LC_ALL=$l locale charmap 2>/dev/null)" = "$set" ] || { fail "$l: the generated locale's charmap is not $set"; continue; }
    d=$TMP/$l
    mkdir "$d"
    # the same words as under UTF-8, in the locale's charset
    for args in "--help" "run --help" "run -a f1 $aima" "stats --help"; do
        LC_ALL=$l "$ABPRUNE" --lang "$lang" $args >"$d/raw" 2>&1 || fail "$l: --lang $lang $args failed"
        LC_ALL=$UTF8_LOCALE "$ABPRUNE" --lang "$lang" $args >"$d/utf8" 2>&1
        if iconv -f UTF-8 -t UTF-8 <"$d/raw" >/dev/null 2>&1; then
            fail "$l: --lang $lang $args wrote UTF-8, not $set"
        fi
        iconv -f "$set" -t UTF-8 <"$d/raw" >"$d/back" || { fail "$l: --lang $lang $args is not $set"; continue; }
        # what the charset lacks is approximated (neither has « » —: << >>
        # --); run's table pads by bytes, which may differ by a column
        sed -e 's/«/<</g; s/»/>>/g; s/—/--/g' "$d/utf8" | tr -s ' ' >"$d/want"
        tr -s ' ' <"$d/back" >"$d/got"
        compare "$l: --lang $lang $args (left: under UTF-8)" "$d/want" "$d/got"
    done
    # an error quotes the file name; the message is in the charset, and a
    # UTF-8 name's bytes that are C1 controls there are written as \xHH
    LC_ALL=$l "$ABPRUNE" --lang "$lang" run "$TMP/no-such.tree" >/dev/null 2>"$d/err"
    [ $? = 1 ] || fail "$l: run of a missing file did not exit 1"
    iconv -f "$set" -t UTF-8 <"$d/err" >"$d/err-back" || fail "$l: the error is not $set"
    grep -q '\\x' "$d/err" && fail "$l: the error escapes its own message: $(cat "$d/err-back")"
    LC_ALL=$UTF8_LOCALE "$ABPRUNE" --lang "$lang" run "$TMP/no-such.tree" 2>"$d/err-utf8" >/dev/null
    compare "$l: the error (left: under UTF-8)" "$d/err-utf8" "$d/err-back"
    # (U+041B is D0 9B in UTF-8; 0x9B is CSI in ISO-8859-5, not in KOI8-U)
    LC_ALL=$l "$ABPRUNE" --lang "$lang" run "$TMP/$(printf '\320\233').tree" >/dev/null 2>"$d/err2"
    case $set in
    ISO-8859-5) grep -q '\\x9B\.tree' "$d/err2" || fail "$l: 0x9B of a file name reached the terminal: $(od -c "$d/err2" | head -n 3)" ;;
    *) grep -q '\\x' "$d/err2" && fail "$l: a file name printable in $set was escaped: $(od -c "$d/err2" | head -n 3)" ;;
    esac
    # documents are UTF-8 whatever the locale
    LC_ALL=$l "$ABPRUNE" --lang "$lang" run --json $aima >"$d/run.json" || fail "$l: run --json"
    LC_ALL=$l "$ABPRUNE" --lang "$lang" export -f dot $aima >"$d/fig.dot" || fail "$l: export -f dot"
    LC_ALL=$l "$ABPRUNE" --lang "$lang" export -f tikz $aima >"$d/fig.tex" || fail "$l: export -f tikz"
    LC_ALL=$l "$ABPRUNE" --lang "$lang" stats -b 2 -d 2 -n 2 --json >"$d/stats.json" || fail "$l: stats --json"
    for f in run.json fig.dot fig.tex stats.json; do
        iconv -f UTF-8 -t UTF-8 <"$d/$f" >/dev/null 2>&1 || fail "$l: $f is not UTF-8"
    done
    # (the glyphs follow the locale: <= for ≤)
    LC_ALL=$UTF8_LOCALE "$ABPRUNE" --lang "$lang" export -f dot $aima >"$d/fig-utf8.dot"
    sed -n 5p "$d/fig-utf8.dot" >"$d/legend-line"
    grep -qF -f "$d/legend-line" "$d/fig.dot" || fail "$l: the DOT legend lacks $(cat "$d/legend-line")"
    # the interface: curses reads the charset's words (the dump is UTF-8)
    LC_ALL=$l TERM=xterm "$ABPRUNE" --lang "$lang" view --keys /dev/null --dump "$d/screen" --size 100x30 $aima \
        2>"$d/err" || fail "$l: view --keys failed: $(cat "$d/err")"
    case $lang in
    uk) expect_in "$d/screen" "крок 0 з 26" ;;
    ru) expect_in "$d/screen" "шаг 0 из 26" ;;
    esac
done
finish
