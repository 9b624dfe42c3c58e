#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The web page of `abprune export -f html` in headless Chromium (selenium).

Usage: html-page.py ABPRUNE CHROMIUM CHROMEDRIVER TMPDIR   (from the top of
the source tree; tests/web/page.sh runs it).

One browser session loads the pages and, at every step of F1 and F2 on the
pi tree and of F2 on the AIMA tree in the minimax view, compares what the
page shows (each position's state, value and kind; the windows and m on
the path) with the program's own state, replayed from `run --json --trace`
(the same search as the page's, written by report_json.c, not by the
page's code).  It also checks the keys, the slider, the fragment, a page
made from a hostile file (no injected element, no script run), that the
page makes no network request (Chromium's performance log), and
`chromium --dump-dom` on a #step=N link.  Prints one line per failure and
exits 1 when there is any."""
import json
import os
import subprocess
import sys
import tempfile

from browser import run_chromium
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

ABPRUNE, CHROME, DRIVER, TMP = sys.argv[1:5]
PI = "trees/knuth-moore-fig1.tree"
AIMA = "trees/aima-fig5-2.tree"
failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL: " + msg)


def export(name, *args):
    path = os.path.join(TMP, name)
    subprocess.run([ABPRUNE, "export", "-f", "html", "--force", "-o", path, *args], check=True)
    return path


def run_json(*args):
    out = subprocess.run([ABPRUNE, "run", "--json", "--trace", *args], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


# ---- the program's state at every step, from run --json --trace ----

INF = 1 << 40


def num(v):
    if v == "+inf":
        return INF
    if v == "-inf":
        return -INF
    return v


def fmt_number(v):
    return "+inf" if v >= INF else "-inf" if v <= -INF else str(v)


def fmt_value(v, depth, view):
    v = num(v)
    if view == "negamax" and depth % 2 and v == 0:
        return "-0"
    return fmt_number(-v if view == "minimax" and depth % 2 else v)


def fmt_window(a, b, depth, view):
    a, b = num(a), num(b)
    if view == "minimax" and depth % 2:
        a, b = -b, -a
    return "(%s, %s)" % (fmt_number(a), fmt_number(b))


def depth_of(path):
    return 0 if path == "" else path.count(".") + 1


def sibling(path, k):
    head, _, last = path.rpartition(".")
    return (head + "." if head else "") + str(int(last) + k)


def states(report, view, alg, labels):
    """For every step: {path: (state, text, kind)} for the positions that
    are not unvisited (below a pruned root: 'pruned'), and the path's rows
    (name, window, m)."""
    cut_kinds = {c["step"]: c for c in report["cutoffs"]}
    status = {}          # path -> ("active"|"done"|"cut", text or kind)
    frames = []
    out = [(dict(), [])]
    for ev in report["trace"]:
        path, kind = ev["path"], ev["event"]
        d = depth_of(path)
        if kind == "enter":
            status[path] = ("active", "")
            frames.append([path, ev["alpha"], ev["beta"], ev["m"]])
        elif kind == "leaf":
            status[path] = ("done", fmt_value(ev["value"], d, view))
        elif kind == "child":
            frames[-1][3] = ev["m"]
        elif kind == "exit":
            text = fmt_value(ev["value"], d, view)
            bound = ev["kind"]
            if view == "minimax" and d % 2 and bound != "exact":
                bound = "upper" if bound == "lower" else "lower"
            if bound == "lower":
                text = "\u2265" + text
            elif bound == "upper":
                text = "\u2264" + text
            status[path] = ("done", text)
            frames.pop()
        elif kind == "cutoff":
            c = cut_kinds[ev["step"]]
            for i, k in enumerate(c["kinds"]):
                status[sibling(c["first_pruned"], i)] = ("cut", k)
        elif kind == "research":
            raise SystemExit("research not modelled")
        shown = {}
        for p, (s, x) in status.items():
            if s == "cut":
                shown[p] = ("pruned", "", x)
            else:
                shown[p] = ("visited", x, "")
        rows = []
        for f in frames:
            fd = depth_of(f[0])
            name = "root" if f[0] == "" else f[0]
            if f[0] in labels:
                name += " (%s)" % labels[f[0]]
            window = fmt_value(f[2], fd, view) if alg == "F1" else fmt_window(f[1], f[2], fd, view)
            rows.append([name, window, fmt_value(f[3], fd, view)])
        out.append((shown, rows))
    return out


# ---- the page ----

READ = """
function read(side) {
var out = {};
document.querySelectorAll('#sides section')[side].querySelectorAll('svg [data-path]').forEach(function (g) {
  out[g.getAttribute('data-path')] = [g.getAttribute('data-state'), g.textContent,
                                      g.getAttribute('data-kind') || ''];
});
var rows = [];
document.querySelectorAll('table.stack')[side].querySelectorAll('tbody tr').forEach(function (tr) {
  rows.push(Array.prototype.map.call(tr.querySelectorAll('td'), function (td) { return td.textContent; }));
});
return [document.getElementById('slider').value, location.hash, out, rows];
}
/* every step: the state read, then the key Right (as a keydown event) */
var all = [];
for (var k = 0; k < arguments[1]; k++) {
  if (k > 0) document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
  all.push(read(arguments[0]));
}
return all;
"""


def expected_page(model, all_paths):
    """The model's state on every position the page draws."""
    shown, rows = model
    cut_roots = {p: v for p, v in shown.items() if v[0] == "pruned"}
    want = {}
    for p in all_paths:
        if p in shown:
            want[p] = list(shown[p])
            continue
        # below the root of a pruned branch: pruned, no kind, no value
        q, inside = p, False
        while q:
            q = q.rpartition(".")[0]
            if q in cut_roots:
                inside = True
                break
        want[p] = ["pruned" if inside else "unvisited", "", ""]
    return want, rows


def compare_steps(d, label, page, report, view, side=0):
    alg = report["algorithm"]
    labels = {n["path"]: n["label"] for n in report["nodes"] if "label" in n}
    models = states(report, view, alg, labels)
    d.get("file://" + page)
    seen = d.execute_script(READ, side, len(models))
    for k, model in enumerate(models):
        slider, hash_, got, rows = seen[k]
        if slider != str(k) or hash_ != "#step=%d" % k:
            fail("%s: after %d x Right the slider says %s and the fragment %s" % (label, k, slider, hash_))
            return
        want, want_rows = expected_page(model, got.keys())
        for p in sorted(want):
            if got[p] != want[p]:
                fail("%s step %d: position '%s' shows %s, the program's state is %s"
                     % (label, k, p, got[p], want[p]))
                return
        if rows != want_rows:
            fail("%s step %d: the path shows %s, the program's is %s" % (label, k, rows, want_rows))
            return
    return got


def main():
    run_chromium(CHROME, DRIVER, TMP, checks, window="1280,900")


def network_requests(d):
    """The requests the pages made since the last call (data: and file:
    aside: the page itself)."""
    seen = []
    for entry in d.get_log("performance"):
        msg = json.loads(entry["message"])["message"]
        if msg.get("method") == "Network.requestWillBeSent":
            url = msg["params"]["request"]["url"]
            page = msg["params"].get("documentURL", "")
            # the browser's own pages (chrome://) load their resources too
            if page.startswith("file:") and not url.startswith("file:") or \
               url.split(":")[0] in ("http", "https", "ws", "wss", "ftp"):
                seen.append(url)
    return seen


def checks(d):
    f1 = export("pi-f1.html", "-a", "f1", PI)
    f2 = export("pi-f2.html", "-a", "f2", "--compare", PI)
    aima = export("aima.html", "-a", "f2", "--view", "minimax", AIMA)
    network_requests(d)

    # every step against the program's state
    compare_steps(d, "F1 on pi", f1, run_json("-a", "f1", PI), "negamax")
    last = compare_steps(d, "F2 on pi", f2, run_json("-a", "f2", PI), "negamax")
    compare_steps(d, "F2 on AIMA, minimax view", aima,
                  run_json("-a", "f2", "--view", "minimax", AIMA), "minimax")

    # the end of F2: 31 leaves, the five deep branches
    if last:
        leaves = [p for p, v in last.items() if p.count(".") == 3 and v[0] == "visited"]
        deep = sorted(p for p, v in last.items() if v[2] == "deep")
        if len(leaves) != 31:
            fail("F2 on pi ends with %d leaves visited, not 31" % len(leaves))
        if deep != ["2.1.1.3", "3.1.1.2", "3.1.1.3", "3.2.1.2", "3.2.1.3"]:
            fail("F2 on pi's deep branches are %s" % deep)

    # keys, the slider and the fragment
    d.get("file://" + f2)
    body = d.find_element(By.TAG_NAME, "body")

    def at():
        return d.execute_script("return [+document.getElementById('slider').value, location.hash]")

    report = run_json("-a", "f2", PI)
    events = [e["event"] for e in report["trace"]]
    first_leaf = events.index("leaf") + 1
    first_cut = events.index("cutoff") + 1
    first_deep = min(c["step"] for c in report["cutoffs"] if "deep" in c["kinds"])
    n = len(events)
    for keys, want in [(Keys.END, n), (Keys.HOME, 0), ("j", first_leaf), ("g", 0),
                       ("c", first_cut), ("g", 0), ("d", first_deep), ("h", first_deep - 1),
                       ("l", first_deep), ("G", n), (Keys.ARROW_LEFT, n - 1)]:
        body.send_keys(keys)
        if at() != [want, "#step=%d" % want]:
            fail("key %r: the page is at %s, not step %d" % (keys, at(), want))
    slider = d.find_element(By.ID, "slider")
    slider.send_keys(Keys.HOME)
    slider.send_keys(Keys.ARROW_RIGHT)
    if at() != [1, "#step=1"]:
        fail("the slider moved by the keyboard: the page is at %s, not step 1" % (at(),))
    d.execute_script("var s = document.getElementById('slider'); s.value = '77';"
                     "s.dispatchEvent(new Event('input'));")
    if at() != [77, "#step=77"]:
        fail("the slider set to 77: the page is at %s" % (at(),))
    # a link to a step opens there; a step past the end shows the last
    for frag, want in [("#step=60", 60), ("#step=99999", n)]:
        d.get("file://" + f2 + frag)
        if at()[0] != want:
            fail("%s opens at step %s, not %d" % (frag, at()[0], want))
    d.get("file://" + f2 + "#step=60")
    d.execute_script("location.hash = '#step=12'")
    if at()[0] != 12:
        fail("changing the fragment to #step=12 leaves the page at %s" % at()[0])
    # the second side follows: at the end both are at their ends
    d.get("file://" + f2 + "#step=%d" % n)
    ends = d.execute_script("return Array.prototype.map.call(document.querySelectorAll('.leaves'),"
                            " function (p) { return p.textContent; })")
    if len(ends) != 2 or "31 of 81" not in ends[0] or "36 of 81" not in ends[1]:
        fail("compare at the end: %s (F2 31 leaves, F1 36 expected)" % ends)
    # the help opens with ? and its keys are the page's
    body = d.find_element(By.TAG_NAME, "body")
    body.send_keys("?")
    if not d.execute_script("return document.getElementById('help').open"):
        fail("? does not open the keys")

    # a hostile tree file: its text is shown as text, nothing injected runs
    hostile_dir = os.path.join(TMP, 'a"b<img src=x onerror=alert(1)>')
    os.makedirs(hostile_dir, exist_ok=True)
    evil = os.path.join(hostile_dir, "t<!--x&amp;'.tree")
    title = ('<b>&</b> "q" \'s\' </script><script>window.pwned=1</script> '
             '<img src=x onerror="window.pwned=2"> <!-- <svg onload="window.pwned=3">')
    with open(evil, "w", encoding="utf-8") as fh:
        fh.write("@title " + title + "\n( A_1: (3 Щ-2.x: 5) B: (2 9) )\n")
    page = export("hostile.html", evil)
    with open(page, encoding="utf-8") as fh:
        html = fh.read()
    if html.count("<script") != 2 or html.count("</script>") != 2:
        fail("the hostile page has %d <script and %d </script>, not 2" %
             (html.count("<script"), html.count("</script>")))
    if "<!--" in html or "<img" in html or "<b>" in html:
        fail("the hostile page holds the file's markup unescaped")
    d.get("file://" + page)
    pwned = d.execute_script("return window.pwned === undefined ? null : window.pwned")
    if pwned is not None:
        fail("the hostile page ran injected code (window.pwned = %r)" % pwned)
    found = d.execute_script("return [document.querySelectorAll('img, b, script:not([type]) ~ script, "
                             "svg [onload], [onerror]').length, document.title,"
                             " document.getElementById('title').textContent,"
                             " document.getElementById('subtitle').textContent,"
                             " Array.prototype.map.call(document.querySelectorAll('svg .lbl'),"
                             " function (t) { return t.textContent; })]")
    if found[0] != 0:
        fail("the hostile page's DOM has %d injected elements" % found[0])
    if found[1] != title or found[2] != title:
        fail("the title is not shown as the text it is: %r / %r" % (found[1], found[2]))
    if "t<!--x&amp;'.tree" not in found[3]:
        fail("the file name is not shown as text: %r" % found[3])
    if sorted(found[4]) != sorted(["A_1", "B", "Щ-2.x"]):
        fail("the labels are shown as %r" % found[4])

    # no request leaves the page
    urls = network_requests(d)
    if urls:
        fail("the pages made network requests: %s" % urls[:5])
    errors = [e for e in d.get_log("browser") if e["level"] == "SEVERE"]
    if errors:
        fail("the browser reported errors: %s" % errors[:3])

    # --dump-dom renders the step of the fragment during load
    prof = tempfile.mkdtemp(dir=TMP)
    for frag, want in [("#step=65", 65)]:
        dom = subprocess.run([CHROME, "--headless", "--no-sandbox", "--disable-gpu",
                              "--disable-background-networking", "--disable-component-update",
                              "--disable-sync", "--no-first-run", "--user-data-dir=" + prof,
                              "--dump-dom", "file://" + f2 + frag],
                             capture_output=True, text=True, timeout=120).stdout
        if 'data-step="%d"' % want not in dom or 'data-path="2.1.1.3"' not in dom:
            fail("--dump-dom of %s does not show step %d" % (frag, want))
    if 'data-path="2.1.1.3" data-state="pruned" data-kind="deep"' not in dom:
        fail("--dump-dom at step 65 does not show 2.1.1.3 pruned by a deep cutoff")


main()
if failures:
    print("%d failure(s)" % len(failures))
    sys.exit(1)
print("html-page.py: all passed")
