# SPDX-License-Identifier: GPL-3.0-or-later
"""make mutants: does make check notice a wrong change?  Each mutant of
tests/mutants/mutants.py is put into a copy of the source tree, built, and
the tests it names are run until one fails (the mutant is killed by it);
a mutant no test notices survives.  Prints each mutant with the test that
killed it, and the score; exits 1 when one survives (unless it is marked
equivalent, with the reason).

Usage: run.py SRCDIR WORKDIR [NAME...]   (NAME: only these mutants)
The copy is configured once (no WebAssembly module: the mutants are in the
core) and built again incrementally after each change."""
import os
import shutil
import subprocess
import sys
import time

SRC, WORK = sys.argv[1], sys.argv[2]
ONLY = set(sys.argv[3:])
sys.path.insert(0, os.path.join(SRC, "tests", "mutants"))
from mutants import MUTANTS  # noqa: E402


def run(cmd, cwd, log):
    with open(log, "a") as f:
        return subprocess.run(cmd, cwd=cwd, stdout=f, stderr=subprocess.STDOUT).returncode


def copy_tree():
    """The sources into WORK/src: the files git knows, else everything."""
    dest = os.path.join(WORK, "src")
    if os.path.exists(dest):
        shutil.rmtree(dest)
    try:
        files = subprocess.run(["git", "-C", SRC, "ls-files"], capture_output=True, text=True,
                               check=True).stdout.split("\n")
    except (OSError, subprocess.CalledProcessError):
        shutil.copytree(SRC, dest, ignore=shutil.ignore_patterns("*.o", "*.a", ".deps"))
        return dest
    for f in files:
        if f and os.path.isfile(os.path.join(SRC, f)):
            os.makedirs(os.path.dirname(os.path.join(dest, f)), exist_ok=True)
            shutil.copy2(os.path.join(SRC, f), os.path.join(dest, f))
    return dest


def main():
    os.makedirs(WORK, exist_ok=True)
    log = os.path.join(WORK, "mutants.log")
    open(log, "w").close()
    tree = copy_tree()
    started = time.time()
    print("mutants: building a copy of the sources in %s (log: %s)" % (tree, log), flush=True)
    if not os.path.exists(os.path.join(tree, "configure")) and \
            run(["autoreconf", "-fi"], tree, log) != 0:
        sys.exit("mutants: autoreconf failed")
    if run(["./configure", "--enable-tests=required", "--enable-web=no"], tree, log) != 0 or \
            run(["make", "-j2"], tree, log) != 0 or \
            run(["make", "-j2", "check", "TESTS="], tree, log) != 0:
        sys.exit("mutants: the copy does not build")
    killed = survived = equivalent = 0
    for m in MUTANTS:
        if ONLY and m["name"] not in ONLY:
            continue
        path = os.path.join(tree, m["file"])
        original = open(path, encoding="utf-8").read()
        if original.count(m["text"]) != 1:
            sys.exit("mutants: %s: its text is in %s %d times, not once" %
                     (m["name"], m["file"], original.count(m["text"])))
        if "equivalent" in m:
            equivalent += 1
            print("  %-20s equivalent: %s" % (m["name"], m["equivalent"]), flush=True)
            continue
        open(path, "w", encoding="utf-8").write(original.replace(m["text"], m["to"]))
        by = None
        if run(["make", "-j2"], tree, log) != 0:
            by = "the build"
        else:
            for t in m["tests"]:
                if run(["make", "check", "TESTS=" + t], tree, log) != 0:
                    by = t
                    break
        open(path, "w", encoding="utf-8").write(original)
        if by:
            killed += 1
            print("  %-20s killed by %-32s (%s)" % (m["name"], by, m["what"]), flush=True)
        else:
            survived += 1
            print("  %-20s SURVIVED %-33s (%s)" % (m["name"], "", m["what"]), flush=True)
    run(["make", "-j2"], tree, log)
    total = killed + survived
    print("mutants: %d of %d killed (%d%%), %d equivalent, %.0f s" %
          (killed, total, 100 * killed // max(total, 1), equivalent, time.time() - started))
    sys.exit(1 if survived else 0)


main()
