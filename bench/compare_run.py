#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""compare_run.py: `abprune run` against run_plain.py, whole processes.

Usage: compare_run.py ABPRUNE RUN_PLAIN FILE

For F and F2 on FILE: the CPU time (user + system, of the whole process,
start-up included) of `abprune run -a ALG FILE` (best of 15) and of
`python3 run_plain.py FILE ALG` (best of 5), the Python script's own split
into json.load and search (CPU time inside the process), and the ratios;
it fails when the two disagree on the leaves visited.  CPU time rather than
wall time, so that other work on a shared machine does not count, and the
least of several runs, as other work slows a run down (caches, memory
bandwidth) but never speeds it up.
"""
import re
import resource
import subprocess
import sys


def best_of(n, argv):
    best, out = None, None
    for _ in range(n):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        out = subprocess.run(argv, check=True, capture_output=True, text=True).stdout
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = t if best is None or t < best else best
    return best, out


def main():
    abprune, plain, path = sys.argv[1:4]
    print("whole process (CPU time), %s:" % path)
    print("  alg  abprune s  python s (load + search)       whole x   search-only python s")
    for alg in ("f", "f2"):
        c, out = best_of(15, [abprune, "run", "-a", alg, path])
        leaves = int(re.search(r"leaves\s+(\d+) of", out).group(1))
        p, pout = best_of(5, [sys.executable, plain, path, alg])
        value, pleaves, load, search = pout.split()
        if int(pleaves) != leaves:
            sys.exit("leaves differ: abprune %d, python %s" % (leaves, pleaves))
        print("  %-4s %9.3f  %8.3f (%.3f + %.3f)   %9.1f   %9.3f" %
              (alg, c, p, float(load), float(search), p / c, float(search)))


if __name__ == "__main__":
    main()
