#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# 500 exercises made to constraints, checked from run --json (and one in
# five graded from its own --solution): tests/quiz-constraints.py.
. "$TOP_SRCDIR/tests/lib/lib.sh"
[ -n "${PYTHON3:-}" ] || { echo "python3 not found: skipped"; exit 77; }
"$PYTHON3" "$TOP_SRCDIR/tests/course/quiz-constraints.py" "$ABPRUNE" 500 >"$TMP/out" 2>&1 ||
    fail "$(cat "$TMP/out")"
expect_in "$TMP/out" "500 of 500 exercises meet their constraints"
finish
