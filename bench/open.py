#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""open.py: opening a big tree in the stepper against run (issues 27, 42).

    open.py ABPRUNE [RUNS [OTHER]]

`abprune view -a f` and `view -a f2`, started on a key script that only
quits (load, record the search, the first screen at 120x40), against
`abprune run -a f` on the same file, the anchor, and `run -a f2`: every
command once a round, RUNS rounds (default 5), so that all of them see the
same load.  For each: the least CPU time (user + system, from wait4) and
its ratio to the anchor's, and the peak resident memory (GNU time's %M: a
process started from Python would count Python's pages as its own) in
bytes a position, whole and above what the same command takes on a tree
of 100 leaves (the program's fixed cost: ncurses, the catalogues).  The
goal: the stepper within 3 times run's CPU and under 24 bytes a position
above its size on a small tree, for F as for F2.  OTHER: another build
(main, say), whose views are timed in the same rounds.
"""
import os
import shutil
import subprocess
import sys
import tempfile

NULL_FD = os.open(os.devnull, os.O_WRONLY)


def measure(argv, tmp):
    """CPU seconds and peak kilobytes of one run of argv, and whether it
    succeeded (main's stepper refuses F on 10^7 leaves: too many steps)."""
    out = os.path.join(tmp, "time")
    cmd = ["/usr/bin/time", "-f", "%M", "-o", out] + argv
    pid = os.posix_spawn(cmd[0], cmd, os.environ,
                         file_actions=[(os.POSIX_SPAWN_DUP2, NULL_FD, 1),
                                       (os.POSIX_SPAWN_DUP2, NULL_FD, 2)])
    _, status, ru = os.wait4(pid, 0)
    with open(out) as f:
        kb = int(f.read().split()[-1])
    # time's own CPU (a millisecond) is in it too, the same for every command
    return ru.ru_utime + ru.ru_stime, kb, os.waitstatus_to_exitcode(status) == 0


def main():
    abprune = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    other = sys.argv[3] if len(sys.argv) > 3 else None
    tmp = tempfile.mkdtemp(prefix="abprune-open.")
    quit_keys = os.path.join(tmp, "quit")
    with open(quit_keys, "w") as f:
        f.write("q\n")
    os.environ["LC_ALL"] = "C.UTF-8"
    view = ["view", "--size", "120x40", "--keys", quit_keys]
    cmds = [("run -a f", [abprune, "run", "-a", "f"]),
            ("run -a f2", [abprune, "run", "-a", "f2"]),
            ("view -a f", [abprune] + view + ["-a", "f"]),
            ("view -a f2", [abprune] + view + ["-a", "f2"])]
    if other:
        cmds += [("OTHER view -a f", [other] + view + ["-a", "f"]),
                 ("OTHER view -a f2", [other] + view + ["-a", "f2"])]

    def rounds(tree):
        best = {}
        for _ in range(runs):
            for name, argv in cmds:
                cpu, kb, ok = measure(argv + [tree], tmp)
                b = best.get(name, (cpu, kb, ok))
                best[name] = (min(b[0], cpu), max(b[1], kb), b[2] and ok)
        return best

    def gen(b, d):
        tree = os.path.join(tmp, "%d-%d.tree" % (b, d))
        subprocess.run([abprune, "gen", "random", "-b", str(b), "-d", str(d), "--seed", "1",
                        "-o", tree], check=True)
        return tree

    small_tree = gen(10, 2)
    small = rounds(small_tree)
    os.unlink(small_tree)
    load = os.getloadavg()
    print("opening a tree in the stepper (view, 120x40, quits at once) against run -a f")
    print("(least CPU of %d interleaved rounds, peak memory; load %.1f %.1f %.1f)" % ((runs,) + load))
    print("  %-24s %8s %8s %8s %12s" % ("", "CPU s", "x run", "B/pos", "B/pos above"))
    for b, d in ((10, 6), (10, 7)):
        tree = gen(b, d)
        out = subprocess.run([abprune, "run", "-a", "f2", "--json", tree], check=True,
                             capture_output=True, text=True).stdout
        positions = int(out.split('"positions":')[1].split(",")[0].split("}")[0])
        best = rounds(tree)
        os.unlink(tree)
        anchor = best["run -a f"][0]
        print("  %d^%d leaves, %d positions:" % (b, d, positions))
        for name, _ in cmds:
            cpu, kb, ok = best[name]
            print("    %-22s %8.4f %8.2f %8.1f %12.1f%s" % (
                name, cpu, cpu / anchor if anchor > 0 else float("nan"),
                kb * 1024 / positions, (kb - small[name][1]) * 1024 / positions,
                "" if ok else "  refused"))
        sys.stdout.flush()
    after = os.getloadavg()
    print("  (load after %.1f %.1f %.1f)" % after)
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
