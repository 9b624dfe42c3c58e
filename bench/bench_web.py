# SPDX-License-Identifier: GPL-3.0-or-later
"""bench_web.py ABPRUNE BENCH_WEB CHROME DRIVER: the page of abprune web
(issue 38): its size, how long after it is opened its core is ready
(Chromium, performance.now() at the moment, least and median of 7 loads),
the same for the page of export -f html --practice, which carries the
core to grade,
and a search of a 10^4-leaf tree by the page's call web_search in the
page (WebAssembly, after 3 to warm up) and natively (bench_web: the same
call compiled for the machine), mean of 10: the search recorded and
written as the page's data, every step of it."""
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests", "lib"))
from browser import run_chromium  # noqa: E402

ABPRUNE, BENCH_WEB, CHROME, DRIVER = sys.argv[1:5]
tmp = tempfile.mkdtemp()
page = os.path.join(tmp, "web.html")
subprocess.run([ABPRUNE, "web", "-o", page], check=True)
size = os.path.getsize(page)
tree = os.path.join(tmp, "t.tree")
subprocess.run([ABPRUNE, "gen", "random", "-b", "10", "-d", "4", "--seed", "1", "--min", "-99",
                "--max", "99", "-o", tree], check=True)
text = open(tree).read()
exercise = os.path.join(tmp, "ex.tree")
with open(exercise, "w") as f:
    subprocess.run([ABPRUNE, "quiz", "--irregular", "--min-cuts", "3", "--min-deep", "1", "--seed",
                    "21", "--print-tree"], check=True, stdout=f)
practice = os.path.join(tmp, "practice.html")
subprocess.run([ABPRUNE, "export", "-f", "html", "--practice", "-o", practice, exercise], check=True)
print("page: %d bytes (%.0f KB)" % (size, size / 1024))
print("practice page: %d bytes (%.0f KB)" % (os.path.getsize(practice),
                                             os.path.getsize(practice) / 1024))
results = {}


def ready_times(d, path):
    """When the core of the page at path is ready after opening, 7 loads."""
    ready = []
    for _ in range(7):
        d.get("about:blank")
        d.get("file://" + path)
        for _ in range(400):
            t = d.execute_script("return document.documentElement.getAttribute('data-core') "
                                 "&& performance.now()")
            if t:
                ready.append(t)
                break
            time.sleep(0.02)
    return ready


def checks(d):
    results["practice"] = ready_times(d, practice)
    results["ready"] = ready_times(d, page)
    d.set_script_timeout(600)
    for alg in ("f", "f2"):
        results[alg] = d.execute_script("""
            var c = window.abpruneCore, o = 'algorithm ' + arguments[1] + '\\n', s;
            for (var i = 0; i < 3; i++) c.text('web_search', arguments[0], o);
            var t0 = performance.now();
            for (var i = 0; i < 10; i++) s = c.text('web_search', arguments[0], o);
            var t1 = performance.now();
            for (var i = 0; i < 10; i++) JSON.parse(s);
            return [(t1 - t0) / 10, (performance.now() - t1) / 10, s.length];""", text, alg)


run_chromium(CHROME, DRIVER, tmp, checks)
for name, what in (("ready", "core ready after opening"),
                   ("practice", "practice page's core ready after opening")):
    r = results[name]
    print("%s: least %.0f ms, median %.0f ms (%d loads)" %
          (what, min(r), statistics.median(r), len(r)))
for alg in ("f", "f2"):
    native = float(subprocess.run([BENCH_WEB, tree, alg, "10"], capture_output=True, text=True,
                                  check=True).stdout)
    page_ms, parse_ms, length = results[alg]
    print("web_search -a %s on 10^4 leaves (%d bytes of page data): page %.1f ms (and %.1f ms "
          "for JSON.parse), native %.1f ms, ratio %.1f" %
          (alg, length, page_ms, parse_ms, native, page_ms / native))
print("load average: %s" % os.getloadavg()[0])
