#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# abprune web: the page that runs the core itself (its WebAssembly module):
# the file (one offline page, its Content-Security-Policy allows the module
# and nothing else beyond the replay page's), then in headless Chromium
# (tests/web/live.py) 200 random trees typed through the link, searched by
# F, F1 and F2 (fail-hard and fail-soft, with a window), against run
# --json; a malformed tree's error as run prints it; hostile text; 50
# exercises graded by the page and by quiz --check alike.  A build without
# the module fails here: make check runs where the module is built.
. "$TOP_SRCDIR/tests/lib/lib.sh"
need_web_module

"$ABPRUNE" web -o "$TMP/web.html" 2>"$TMP/err" || fail "abprune web failed: $(cat "$TMP/err")"
[ -s "$TMP/err" ] && fail "abprune web said: $(cat "$TMP/err")"
size=$(wc -c <"$TMP/web.html")
[ "$size" -lt 1572864 ] || fail "the page is $size bytes, not under 1.5 MB"
csp=$(sed -n 's/.*http-equiv="Content-Security-Policy" content="\([^"]*\)".*/\1/p' "$TMP/web.html")
case $csp in
"default-src 'none'; script-src 'sha256-"*"' 'sha256-"*"' 'wasm-unsafe-eval'; style-src 'sha256-"*) ;;
*) fail "the page's Content-Security-Policy is '$csp'" ;;
esac
case $csp in *unsafe-eval*unsafe-eval* | *"'unsafe-eval'"* | *"'unsafe-inline'"*) fail "the CSP allows eval or inline code: $csp" ;; esac
grep -Eiq '<(link|iframe|object|embed|img)[[:space:]]' "$TMP/web.html" && fail "the page loads something"
grep -Eq '<[a-zA-Z][^>]*[[:space:]]on[a-z]+[[:space:]]*=' "$TMP/web.html" &&
    fail "the page has an inline event handler"
# never over a file without --force
"$ABPRUNE" web -o "$TMP/web.html" 2>/dev/null
[ $? -eq 2 ] || fail "abprune web over an existing file: status not 2"
"$ABPRUNE" web extra 2>/dev/null
[ $? -eq 2 ] || fail "abprune web with an argument: status not 2"
# in the language of --lang
"$ABPRUNE" --lang uk web >"$TMP/uk.html" || fail "--lang uk web failed"
expect_in "$TMP/uk.html" '<html lang="uk" '

# ---- the page in a browser ----
run_in_browser "the page of abprune web" web/live.py
finish
