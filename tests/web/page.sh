#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# export -f html: the page's file (size, no address outside it, the
# Content-Security-Policy, text from the tree file escaped), then the page
# itself in headless Chromium driven by selenium (tests/web/page.py: every
# step of F1 and F2 on the pi tree and of the AIMA tree in the minimax view
# against run --json, keys, slider, fragment, a hostile file, no network).
# The browser part is skipped, with a message, without chromium,
# chromium-driver and python3-selenium.
. "$TOP_SRCDIR/tests/lib/lib.sh"
pi=trees/knuth-moore-fig1.tree

# ---- the file ----
"$ABPRUNE" export -f html --compare $pi >"$TMP/pi.html" 2>"$TMP/err" || fail "export -f html failed"
[ -s "$TMP/err" ] && fail "export -f html said: $(cat "$TMP/err")"
size=$(wc -c <"$TMP/pi.html")
[ "$size" -lt 204800 ] || fail "the pi tree's page is $size bytes, not under 200 KB"
expect_in "$TMP/pi.html" '<meta http-equiv="Content-Security-Policy" content="default-src '"'none'"'; script-src '"'sha256-"
# no address outside the page: no http:, https: or // in any src or href
if grep -Eiq '(src|href)[[:space:]]*=[[:space:]]*["'"'"']?[[:space:]]*(https?:|//)' "$TMP/pi.html"; then
    fail "the page names an address outside it"
fi
grep -Eiq '<(link|iframe|object|embed|img)[[:space:]]' "$TMP/pi.html" && fail "the page loads something"
grep -Eq '<[a-zA-Z][^>]*[[:space:]]on[a-z]+[[:space:]]*=' "$TMP/pi.html" &&
    fail "the page has an inline event handler"
# a file written with -o, never over another without --force
"$ABPRUNE" export -f html -o "$TMP/out.html" $pi || fail "export -f html -o failed"
cmp -s "$TMP/out.html" "$TMP/pi.html" && fail "the compare page equals the plain one"
"$ABPRUNE" export -f html -o "$TMP/out.html" $pi 2>"$TMP/err"
[ $? -eq 2 ] || fail "export -f html over an existing file: status not 2"
"$ABPRUNE" export -f html --force -o "$TMP/out.html" $pi || fail "--force did not overwrite"
# words in the export's language
"$ABPRUNE" --lang uk export -f html $pi >"$TMP/uk.html" || fail "--lang uk export -f html failed"
expect_in "$TMP/uk.html" '<html lang="uk" '
expect_in "$TMP/uk.html" 'Крок 65 з 143'
# options that do not apply
"$ABPRUNE" export -f html --step 65 $pi >"$TMP/step.html" || fail "export -f html --step 65 failed"
expect_in "$TMP/step.html" '"start":65,'
"$ABPRUNE" export -f html --step 144 $pi >/dev/null 2>"$TMP/err"
[ $? -eq 2 ] || fail "export -f html --step 144 (of 143): status not 2"
for opt in --width=80 --rows=2 --charset=ascii --steps=1..3 --style=paper; do
    "$ABPRUNE" export -f html $opt $pi >/dev/null 2>"$TMP/err"
    [ $? -eq 2 ] || fail "export -f html $opt: status not 2"
done
"$ABPRUNE" export --compare $pi >/dev/null 2>"$TMP/err"
[ $? -eq 2 ] || fail "export --compare without -f html: status not 2"
# a big tree: written, with a warning that suggests --root
"$ABPRUNE" gen pi -b 3 -d 8 -o "$TMP/big.tree" || fail "gen pi failed"
"$ABPRUNE" export -f html -o "$TMP/big.html" "$TMP/big.tree" 2>"$TMP/err" || fail "big page failed"
expect_in "$TMP/err" "--root"

# ---- the page in a browser ----
run_in_browser "the web page" web/page.py
finish
