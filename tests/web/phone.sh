#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# export -f html on a phone (issue 37): the page in headless Chromium as
# ChromeDriver's mobile emulation makes a 390x844 phone with touch
# (tests/web/phone.py): at the pi tree's first deep cutoff the current
# position and the root, where its bound came from, both in sight at a
# legible size; no page wider than the screen (the replay, the whole
# tree, Ukrainian, a --practice page before and after Check); buttons a
# finger can use and read.  The browser part is skipped, with a message,
# without chromium, chromium-driver and python3-selenium.
. "$TOP_SRCDIR/tests/lib/lib.sh"

# the page's data names where each cutoff's bound came from: the pi
# tree's first deep cutoff (step 65) from the root (0), and the
# position's provisional bound
"$ABPRUNE" export -f html trees/knuth-moore-fig1.tree >"$TMP/pi.html" 2>"$TMP/err" ||
    fail "export -f html failed"
grep -q '"cuts":\[16,2,0,[0-9]*,40,1,0,[0-9]*,53,1,0,[0-9]*,65,0,0,' "$TMP/pi.html" ||
    fail "the pi page's cutoffs are not marked: $(grep -o '"cuts":[^]]*' "$TMP/pi.html")"

run_in_browser "the page on a phone" web/phone.py
finish
