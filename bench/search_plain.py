#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""search_plain.py: F, F1 and F2 written plainly in Python, for bench_stats.

The procedures are the paper's, recursive, on nested lists (a leaf is an
int, a position a list of positions), as a textbook would write them.
Input (a file written by bench_stats): a line "DEGREE HEIGHT TREES", then
one line per tree with its leaf values (negamax) left to right.  For each
procedure it prints "NAME TREES SECONDS LEAVES": the time to search every
tree once (best of REPEATS) and the leaves examined in total, which
bench_stats checks against the C engine.
"""
import sys
import time

REPEATS = 3
INF = float("inf")


def nest(leaves, degree, height):
    """The uniform tree of the given leaves as nested lists."""
    level = list(leaves)
    for _ in range(height):
        level = [level[i:i + degree] for i in range(0, len(level), degree)]
    return level[0]


class Counter:
    leaves = 0


def f(p, c):
    if isinstance(p, int):
        c.leaves += 1
        return p
    m = -INF
    for q in p:
        t = -f(q, c)
        if t > m:
            m = t
    return m


def f1(p, bound, c):
    if isinstance(p, int):
        c.leaves += 1
        return p
    m = -INF
    for q in p:
        t = -f1(q, -m, c)
        if t > m:
            m = t
        if m >= bound:
            break
    return m


def f2(p, alpha, beta, c):
    if isinstance(p, int):
        c.leaves += 1
        return p
    m = alpha
    for q in p:
        t = -f2(q, -beta, -m, c)
        if t > m:
            m = t
        if m >= beta:
            break
    return m


PROCEDURES = [
    ("f", lambda p, c: f(p, c)),
    ("f1", lambda p, c: f1(p, INF, c)),
    ("f2", lambda p, c: f2(p, -INF, INF, c)),
]


def main():
    with open(sys.argv[1]) as src:
        degree, height, count = map(int, src.readline().split())
        trees = [nest(list(map(int, src.readline().split())), degree, height)
                 for _ in range(count)]
    sys.setrecursionlimit(10000 + 10 * height)
    for name, search in PROCEDURES:
        best = INF
        for _ in range(REPEATS):
            c = Counter()
            start = time.perf_counter()
            for t in trees:
                search(t, c)
            best = min(best, time.perf_counter() - start)
        print(name, count, "%.6f" % best, c.leaves)


if __name__ == "__main__":
    main()
