#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""make bench: the web page of `export -f html` on trees of growing size.

Usage: bench_html.py ABPRUNE [CHROMIUM CHROMEDRIVER]
For the pi trees 3^4 (the paper's), 3^6 and 3^8 and F2 (and the paper's
tree with --compare): the time export takes and the page's size; then, when
Chromium, chromedriver and selenium are there, in headless Chromium: the
time from navigation to the page drawn at step 0 (the script's
performance mark 'abprune-ready'), the mean time of a step forward (Right,
200 of them from the middle), and of a jump from the start to the end and
back.  Timings on a shared machine vary: take the best of 3 loads."""
import os
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
finally:
    d.quit()
