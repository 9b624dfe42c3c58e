#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# seeds.sh DIR: writes the lopsided shapes of issue 43 as seeds for make
# fuzz, made here rather than committed (a few hundred kilobytes):
# DIR/tree and DIR/pipeline get a degree of 50,000, a chain of depth
# 2,048 and a wide position with a transposition (the pipeline's also
# with option bytes: F2 with --tt, best order, beamer by leaves);
# DIR/lesson and DIR/course get lessons of 40,000 lookups (highlight,
# goto node, labels, the same search asked for again).
set -e
dir=$1
mkdir -p "$dir/tree" "$dir/pipeline" "$dir/lesson" "$dir/course"
flat() { awk -v n="$1" 'BEGIN { printf "("; for (i = 0; i < n; i++) printf " %d", (i * 7919) % 97; print ")" }'; }
chain() { awk -v d="$1" 'BEGIN { for (i = 0; i < d; i++) printf "("; printf "1"; for (i = 0; i < d; i++) printf ")"; print "" }'; }
flat 50000 >"$dir/tree/flat-50000"
chain 2048 >"$dir/tree/chain-2048"
awk 'BEGIN { printf "(A: (1 2) =A"; for (i = 0; i < 30000; i++) printf " %d", (i * 31) % 1000; print ")" }' \
    >"$dir/tree/wide-transposition"
awk 'BEGIN { printf "("; for (i = 0; i < 20000; i++) printf " L%d:%d", i, i % 10; print ")" }' \
    >"$dir/tree/labels-20000"
for f in "$dir"/tree/*; do
    cp "$f" "$dir/pipeline/"
    # option bytes (none may be 0, which would end the tree): algorithm 1,
    # best order (2), no horizon (0x10), --tt (4), window byte 1, step 1
    { cat "$f"; printf '\000\001\002\020\004\001\001'; } >"$dir/pipeline/$(basename "$f")-f2-best-tt"
done
inline=$(flat 5000)
{ printf 'abprune-lesson 1\ntitle Lookups\nsection One\ntree-inline %s\n' "$inline"
  awk 'BEGIN { for (i = 0; i < 40000; i++) print "highlight " (i * 13) % 5000 + 1 }'; } \
    >"$dir/lesson/highlight-40000"
{ printf 'abprune-lesson 1\ntitle Lookups\nsection One\ntree-inline %s\n' "$inline"
  awk 'BEGIN { for (i = 0; i < 40000; i++) print "goto node " (i * 13) % 5000 + 1 }'; } \
    >"$dir/lesson/goto-40000"
{ printf 'abprune-lesson 1\ntitle Inline\nsection One\n'
  awk 'BEGIN { for (i = 0; i < 30000; i++) print "tree-inline ((3 12 8) (2 4 6))" }'; } \
    >"$dir/lesson/inline-30000"
cp "$dir"/lesson/* "$dir/course/"
