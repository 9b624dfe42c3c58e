#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# export -f html: the path's colour and each kind of cutoff's told apart
# (issue 37), from the styles headless Chromium computes (tests/web/
# colours.py): in light, dark and print, and for a deuteranope; and each
# by its line too.  The browser part is skipped, with a message, without
# chromium, chromium-driver and python3-selenium.
. "$TOP_SRCDIR/tests/lib/lib.sh"

# the page's colours are the cut-kind table's page colours, not DOT's
"$ABPRUNE" export -f html trees/knuth-moore-fig1.tree >"$TMP/pi.html" || fail "export -f html failed"
expect_in "$TMP/pi.html" '{"name":"shallow","letter":"s","colour":"#00856a","dark":"#3ccfa8"'

run_in_browser "the page's colours" web/colours.py
finish
