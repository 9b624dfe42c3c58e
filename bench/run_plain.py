#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""run_plain.py: what `abprune run` does, written plainly in Python.

Usage: run_plain.py FILE f|f2

Reads a JSON array of arrays with json.load (leaf values are Max's, as
abprune reads a file without @values), searches it with F or F2 written
as a textbook does (recursive negamax on nested lists), and prints
"value LEAVES load_seconds search_seconds" (CPU time).  bench/compare_run.py runs it
as a whole process next to abprune and compares.
"""
import json
import sys
import time

INF = float("inf")


class Counter:
    leaves = 0


def f(p, odd, c):
    if isinstance(p, int):
        c.leaves += 1
        return -p if odd else p
    m = -INF
    for q in p:
        t = -f(q, not odd, c)
        if t > m:
            m = t
    return m


def f2(p, alpha, beta, odd, c):
    if isinstance(p, int):
        c.leaves += 1
        return -p if odd else p
    m = alpha
    for q in p:
        t = -f2(q, -beta, -m, not odd, c)
        if t > m:
            m = t
        if m >= beta:
            break
    return m


def main():
    sys.setrecursionlimit(100000)
    start = time.process_time()
    with open(sys.argv[1]) as src:
        tree = json.load(src)
    loaded = time.process_time()
    c = Counter()
    if sys.argv[2] == "f":
        v = f(tree, False, c)
    else:
        v = f2(tree, -INF, INF, False, c)
    done = time.process_time()
    print(v, c.leaves, "%.6f" % (loaded - start), "%.6f" % (done - loaded))


if __name__ == "__main__":
    main()
