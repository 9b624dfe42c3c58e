#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# export -f html --practice: the exercise's page.  The options that do not
# go with it, the file (its data, the core compiled to WebAssembly that
# grades it, the tree and options it grades), then the page in headless
# Chromium (tests/web/practice.py): answers typed and clicked are graded by
# the core with the sentences and the score quiz --check prints for the
# same answers, the solution is revealed step by step.  The browser part is skipped, with a
# message, without chromium, chromium-driver and python3-selenium.
. "$TOP_SRCDIR/tests/lib/lib.sh"
ex="--irregular --min-cuts 3 --min-deep 1 --seed 21"
"$ABPRUNE" quiz $ex --print-tree >"$TMP/ex.tree" || fail "quiz --print-tree failed"

# ---- options that do not go with it ----
for opt in "--compare" "--step=3" "--root=1" "-a f" "-a pvs" "-f text" "-f tikz"; do
    "$ABPRUNE" export -f html --practice $opt "$TMP/ex.tree" >/dev/null 2>"$TMP/err"
    [ $? -eq 2 ] || fail "export --practice $opt: status not 2"
    [ -s "$TMP/err" ] || fail "export --practice $opt: no message"
done
"$ABPRUNE" export --practice "$TMP/ex.tree" >/dev/null 2>&1
[ $? -eq 2 ] || fail "export --practice without -f html: status not 2"

# the page grades with the core compiled to WebAssembly: a build without
# the module refuses --practice (exit 1), says what it needs, writes nothing
if [ "${WEB_MODULE:-}" = none ]; then
    "$ABPRUNE" export -f html --practice "$TMP/ex.tree" >"$TMP/out" 2>"$TMP/err"
    [ $? -eq 1 ] || fail "export --practice without the module: status not 1"
    expect_in "$TMP/err" "no WebAssembly module"
    [ -s "$TMP/out" ] && fail "export --practice without the module wrote a page"
    finish
fi

# ---- the file ----
"$ABPRUNE" export -f html --practice --view minimax "$TMP/ex.tree" >"$TMP/ex.html" 2>"$TMP/err" ||
    fail "export -f html --practice failed"
[ -s "$TMP/err" ] && fail "export -f html --practice said: $(cat "$TMP/err")"
expect_in "$TMP/ex.html" '"practice":{"alg":"F2"'
# the module, which grades, and what it grades: the tree and the options
expect_in "$TMP/ex.html" 'id="abprune-core">'
expect_in "$TMP/ex.html" "'wasm-unsafe-eval'"
expect_in "$TMP/ex.html" '"options":"algorithm f2\nview minimax\n"'
# the sentences of quiz --solution's reasons are the page's
"$ABPRUNE" quiz $ex --ask all --solution 2>/dev/null >"$TMP/key"
grep -q '"leavesKey":"leaves 9"' "$TMP/ex.html" || fail "the page's key has no 'leaves 9'"
why=$(sed -n 's/^#   \(F2 evaluates .*\)\.$/\1/p' "$TMP/key")
[ -n "$why" ] || fail "no reason in quiz --solution"
expect_in "$TMP/ex.html" "$why"
"$ABPRUNE" export -f html --practice -a f1 "$TMP/ex.tree" >"$TMP/f1.html" ||
    fail "export -f html --practice -a f1 failed"
expect_in "$TMP/f1.html" '"f1":true'

# ---- the page in a browser ----
run_in_browser "the practice page" web/practice.py
finish
