#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""make bench: the web page of `export -f html` on trees of growing size.

Usage: bench_html.py ABPRUNE [CHROMIUM CHROMEDRIVER [OTHER]]
For the pi trees 3^4 (the paper's), 3^6 and 3^8 and F2 (and the paper's
tree with --compare): the time export takes and the page's size; the CPU
time of export on chains (one position a level, a leaf beside it) of 16,
32 and 64 KB, which grows with the depth times the steps when anything
walks the whole path at every step; then, when Chromium, chromedriver and
selenium are there, in headless Chromium: the time from navigation to the
page drawn at step 0 (the script's performance mark 'abprune-ready'), the
mean time of a step forward (Right, 200 of them from the middle), and of a
jump from the start to the end and back; and on the 3^8 page each jump a
student makes first on a page just opened (End, the slider to the middle,
d to the first deep cutoff), as the script's time and the time until the
browser has drawn it (the next frame after the jump).  Timings on a shared
machine vary: take the best of 3 loads.  With OTHER (another build's
abprune, such as the one before a change), the 3^8 page of each is
measured in turn, five rounds, so that both see the same load."""
import os
import resource
import subprocess
import sys
import tempfile
import time

ABPRUNE = sys.argv[1]
tmp = tempfile.mkdtemp()
pages = []
for depth, extra in [(4, []), (4, ["--compare"]), (6, []), (8, [])]:
    tree = os.path.join(tmp, "pi-3-%d.tree" % depth)
    subprocess.run([ABPRUNE, "gen", "pi", "-b", "3", "-d", str(depth), "--force", "-o", tree], check=True)
    page = os.path.join(tmp, "pi-3-%d%s.html" % (depth, "-compare" if extra else ""))
    t0 = time.perf_counter()
    subprocess.run([ABPRUNE, "export", "-f", "html", *extra, "-o", page, tree], check=True,
                   stderr=subprocess.DEVNULL)
    ms = (time.perf_counter() - t0) * 1000
    name = "3^%d%s" % (depth, " --compare" if extra else "")
    pages.append((name, page))
    print("export -f html %-14s %8.1f ms  %8.1f KB" % (name, ms, os.path.getsize(page) / 1024))


def cpu_of(cmd):
    """The CPU time (user + system) of a command, in seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


for kb in (16, 32, 64):
    depth = kb * 1024 // 4
    tree = os.path.join(tmp, "chain-%d.tree" % kb)
    with open(tree, "w") as f:
        f.write("(" * depth + "1" + "".join(" %d)" % (i % 7) for i in range(depth)) + "\n")
    page = os.path.join(tmp, "chain-%d.html" % kb)
    best = min(cpu_of([ABPRUNE, "export", "-f", "html", "--force", "-o", page, tree])
               for _ in range(3))
    print("export -f html chain %3d KB (depth %5d) %6.2f s CPU (best of 3)  %8.1f KB"
          % (kb, depth, best, os.path.getsize(page) / 1024))

if len(sys.argv) < 4:
    print("(no Chromium: the page's own timings are left out)")
    sys.exit(0)
try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
except ImportError:
    print("(no selenium: the page's own timings are left out)")
    sys.exit(0)
opts = webdriver.ChromeOptions()
for f in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
          "--disable-component-update", "--disable-sync", "--no-first-run",
          "--window-size=1280,900", "--user-data-dir=" + os.path.join(tmp, "profile")]:
    opts.add_argument(f)
opts.binary_location = sys.argv[2]
d = webdriver.Chrome(service=Service(sys.argv[3]), options=opts)
STEPS = """
var n = +document.getElementById('slider').max, t0 = performance.now();
var s = document.getElementById('slider');
s.value = String(Math.floor(n / 2));
s.dispatchEvent(new Event('input'));
var mid = performance.now();
var k = 0;
for (; k < 200; k++)
  document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
var t1 = performance.now();
document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'Home', bubbles: true}));
var t2 = performance.now();
document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'End', bubbles: true}));
document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'Home', bubbles: true}));
var t3 = performance.now();
return [n, (t1 - mid) / k, (t3 - t2) / 2];
"""
# A jump (JS that moves the page) timed on its own and until the next
# frame is drawn.
JUMP = """
var done = arguments[arguments.length - 1];
var t0 = performance.now();
(new Function(arguments[0]))();
var t1 = performance.now();
requestAnimationFrame(function () { setTimeout(function () {
  done([t1 - t0, performance.now() - t0]); }, 0); });
"""
KEY = "document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '%s', bubbles: true}));"
JUMPS = [("End", KEY % "End"),
         ("slider to the middle", "var s = document.getElementById('slider');"
          "s.value = String(Math.floor(+s.max / 2)); s.dispatchEvent(new Event('input'));"),
         ("d (first deep cutoff)", KEY % "d")]
try:
    for name, page in pages:
        loads = []
        for _ in range(3):
            d.get("file://" + page)
            loads.append(d.execute_script(
                "return performance.getEntriesByName('abprune-ready')[0].startTime"))
        n, step, jump = d.execute_script(STEPS)
        print("page %-14s %5d steps: drawn %7.1f ms after navigation (best of 3), "
              "a step %.2f ms, start<->end %.1f ms" % (name, n, min(loads), step, jump))

    def first_jumps(page, setup, rounds):
        """The best script and drawn times of each first jump on page."""
        out = []
        for what, js in JUMPS:
            script, drawn = [], []
            for _ in range(rounds):
                d.get("file://" + page)
                if setup:
                    d.execute_script(setup)
                a, b = d.execute_async_script(JUMP, js)
                script.append(a)
                drawn.append(b)
            out.append((what, min(script), min(drawn)))
        return out
    # the first jumps on the 3^8 page, each on the page just opened, as
    # it opens (the figure around the current position, where the page
    # has one) and with the whole tree (f)
    page = pages[-1][1]
    for view, setup in (("", ""), ("whole tree ", KEY % "f")):
        for what, script, drawn in first_jumps(page, setup, 3):
            print("page 3^8 %sfirst jump %-22s script %7.1f ms, drawn %7.1f ms (best of 3)"
                  % (view, what, script, drawn))
    if len(sys.argv) > 4:
        other = os.path.join(tmp, "pi-3-8-other.html")
        subprocess.run([sys.argv[4], "export", "-f", "html", "-o", other,
                        os.path.join(tmp, "pi-3-8.tree")], check=True, stderr=subprocess.DEVNULL)
        best = {}
        for _ in range(5):
            for who, p in (("this", page), ("other", other)):
                for what, script, drawn in first_jumps(p, "", 1):
                    was = best.get((who, what), (1e9, 1e9))
                    best[(who, what)] = (min(was[0], script), min(was[1], drawn))
        for what, _ in JUMPS:
            for who in ("other", "this"):
                print("page 3^8 first jump %-22s %-5s script %7.1f ms, drawn %7.1f ms (best of 5, in turn)"
                      % (what, who, best[(who, what)][0], best[(who, what)][1]))
finally:
    d.quit()
