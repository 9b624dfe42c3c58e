#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""anchor.py: whole programs against their anchor, CPU time (issue 42).

    anchor.py RUNS TITLE -- ANCHOR... [-- NAME=PROGRAM...]...

Runs the anchor and each other command in turn, RUNS rounds (interleaved,
so that all of them see the same load), output to /dev/null, and prints
each command's least CPU time (user + system, from wait4: the machine is
shared and wall time measures the others) over the rounds and its ratio to the anchor's least CPU time.  The load
average is printed before and after.  A command's NAME is what the line
shows; the anchor is the first.  The outputs are not compared here:
bench_anchor.sh checks them once before timing.
"""
import os
import sys


# opened once: a shared machine's /dev/null has been seen replaced for a
# moment, which made a run fail
NULL_FD = os.open(os.devnull, os.O_WRONLY)


def cpu_of(argv):
    # posix_spawn (vfork): cheap to start, the output to /dev/null
    fa = [(os.POSIX_SPAWN_DUP2, NULL_FD, 1)]
    pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=fa)
    _, status, ru = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("anchor.py: %s failed" % " ".join(argv))
    return ru.ru_utime + ru.ru_stime


def main():
    runs, title = int(sys.argv[1]), sys.argv[2]
    groups, cur = [], None
    for a in sys.argv[3:]:
        if a == "--":
            cur = []
            groups.append(cur)
        else:
            cur.append(a)
    cmds = []
    for g in groups:
        name, _, first = g[0].partition("=")
        cmds.append((name, [first] + g[1:]))
    load = os.getloadavg()
    best = [None] * len(cmds)
    for _ in range(runs):
        for i, (_, argv) in enumerate(cmds):
            t = cpu_of(argv)
            best[i] = t if best[i] is None else min(best[i], t)
    after = os.getloadavg()
    print("%s  (least of %d interleaved runs; load %.1f -> %.1f)" % (title, runs, load[0], after[0]))
    for i, (name, _) in enumerate(cmds):
        ratio = best[i] / best[0] if best[0] > 0 else float("nan")
        print("  %-40s %8.4f s CPU  %6.2fx" % (name, best[i], ratio))
    sys.stdout.flush()


main()
