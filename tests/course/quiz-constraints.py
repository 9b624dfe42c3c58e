#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""500 exercises made to a teacher's request, checked from the outside.

For each: the exercise's tree (quiz --print-tree) searched by `run --json`
with the same algorithm and window must meet the constraints asked for
(leaves in the range, at least so many cutoffs and deep cutoffs, values in
the range and distinct when asked, an irregular shape when asked); for one
in five, the exercise's --solution, fed back to --check, must score 100%
with status 0 through the command line (tests/unit/check_quiz.c does that,
and every one-line mistake, for all 500 of its own, in one process).

Usage: quiz-constraints.py ABPRUNE [COUNT]
"""
import concurrent.futures
import json
import re
import subprocess
import sys

ABPRUNE = sys.argv[1]
COUNT = int(sys.argv[2]) if len(sys.argv) > 2 else 500


def request(i):
    """The options of exercise i: every shape, algorithm and constraint in turn."""
    alg = ["f2", "f1", "f2-soft"][i % 3]
    opts = ["--seed", str(7000 + 31 * i), "-a", alg]
    want = {"alg": alg, "irregular": i % 2 == 0, "min_cuts": i % 4, "min_deep": 0,
            "values": (0, 9), "distinct": i % 7 == 3, "leaves": None, "window": None}
    if want["irregular"]:
        lo, hi = 10 + i % 5, 22 + i % 9
        opts += ["--irregular", "-b", str(2 + i % 3), "-d", "4", "--leaves", f"{lo}..{hi}"]
        want["leaves"] = (lo, hi)
        if alg != "f1" and i % 6 == 0:
            want["min_deep"] = 1
    else:
        b = 2 + i % 3
        opts += ["-b", str(b), "-d", "4" if b == 2 else "3"]
    if i % 5 == 1 or want["distinct"]:
        want["values"] = (-40, 40) if want["distinct"] else (-20, 20)
        opts += ["--values", "%d..%d" % want["values"]]
    if want["distinct"]:
        opts.append("--distinct")
    if want["min_cuts"]:
        opts += ["--min-cuts", str(want["min_cuts"])]
    if want["min_deep"]:
        opts += ["--min-deep", "1"]
    if alg == "f2" and i % 11 == 5:
        want["window"] = "2,6"
        opts += ["--window", "2,6"]
    if i % 4 == 2:
        opts += ["--view", "negamax"]
    return opts, want


def leaves_of(tree_text):
    """The leaf values (as written, Max's view) and depths of a tree file."""
    body = "\n".join(l for l in tree_text.splitlines() if not l.startswith("@"))
    depth, out = 0, []
    for tok in re.findall(r"[()]|-?\d+", body):
        if tok == "(":
            depth += 1
        elif tok == ")":
            depth -= 1
        else:
            out.append((int(tok), depth - 1))
    return out


def check(i):
    opts, want = request(i)
    run = lambda *a, **k: subprocess.run([ABPRUNE, "quiz"] + opts + list(a), capture_output=True,
                                         text=True, **k)
    tree = run("--print-tree")
    if tree.returncode != 0:
        return f"{i}: quiz {' '.join(opts)} --print-tree: {tree.stderr.strip()}"
    search = ["run", "--json", "-a", want["alg"]]
    if want["window"]:
        search += ["--window", want["window"]]
    rep = subprocess.run([ABPRUNE] + search + ["-"], input=tree.stdout, capture_output=True,
                         text=True)
    if rep.returncode != 0:
        return f"{i}: run --json: {rep.stderr.strip()}"
    d = json.loads(rep.stdout)
    cuts = sum(k["events"] for k in d["cutoff_totals"].values())
    where = f"{i}: quiz {' '.join(opts)}"
    if want["leaves"] and not want["leaves"][0] <= d["leaves_total"] <= want["leaves"][1]:
        return f"{where}: {d['leaves_total']} leaves"
    if cuts < want["min_cuts"]:
        return f"{where}: {cuts} cutoffs"
    if d["cutoff_totals"]["deep"]["in_cutoffs"] < want["min_deep"]:
        return f"{where}: no deep cutoff"
    leaves = leaves_of(tree.stdout)
    if len(leaves) != d["leaves_total"]:
        return f"{where}: {len(leaves)} leaves read, run says {d['leaves_total']}"
    lo, hi = want["values"]
    if any(not lo <= v <= hi for v, _ in leaves):
        return f"{where}: a value outside {lo}..{hi}"
    if want["distinct"] and len({v for v, _ in leaves}) != len(leaves):
        return f"{where}: values not distinct"
    if want["irregular"]:
        degrees = set()
        # the shape: a uniform tree has its leaves at one depth and one degree
        stack = []
        body = "\n".join(l for l in tree.stdout.splitlines() if not l.startswith("@"))
        for tok in re.findall(r"[()]|-?\d+", body):
            if tok == "(":
                stack.append(0)
            elif tok == ")":
                degrees.add(stack.pop())
                if stack:
                    stack[-1] += 1
            elif stack:
                stack[-1] += 1
        if len(degrees) < 2 and len({dep for _, dep in leaves}) < 2:
            return f"{where}: a uniform tree"
    if i % 5:
        return None
    key = run("--solution")
    graded = run("--check", "-", input=key.stdout)
    if graded.returncode != 0 or "(100%)" not in graded.stdout:
        return f"{where}: its solution graded {graded.returncode}: {graded.stdout[-300:]}"
    return None


def main():
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        failures = [f for f in pool.map(check, range(COUNT)) if f]
    for f in failures[:10]:
        print("FAIL:", f)
    print(f"{COUNT - len(failures)} of {COUNT} exercises meet their constraints and their "
          "solutions are all right")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
