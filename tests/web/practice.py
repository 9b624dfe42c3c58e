#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The practice page of `abprune export -f html --practice` in headless
Chromium (selenium).

Usage: html-practice.py ABPRUNE CHROMIUM CHROMEDRIVER TMPDIR   (from the top
of the source tree; tests/web/practice.sh runs it).

The exercise is quiz's (--print-tree), so that `quiz --check` can grade the
same answers: the answers of `quiz --solution` are typed into the page, some
changed (a wrong window, a wrong value, a bound for an exact value, a cut
without its kind, a cut clicked on a branch the search follows, a cut left
out, a line that does not read), and what the page lists after Check must
be, line for line, what `quiz --check` prints for that answer file, and its
score the same.  Then a cut marked by clicking the figure, the solution
revealed step by step until it is whole and checks as all right, a
Ukrainian and a Hungarian page against `quiz --check` in
those languages, and no network request.
Screenshots go to TMPDIR/practice-*.png.  Prints one line per failure and
exits 1 when there is any."""
import json
import os
import re
import subprocess
import sys
import time

from browser import run_chromium
from selenium.webdriver.common.by import By

ABPRUNE, CHROME, DRIVER, TMP = sys.argv[1:5]
EX = ["--irregular", "--min-cuts", "3", "--min-deep", "1", "--seed", "21"]
failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL: " + msg)


def run(*args, lang=None, check=True):
    cmd = [ABPRUNE] + (["--lang", lang] if lang else []) + list(args)
    return subprocess.run(cmd, check=check, capture_output=True, text=True)


def solution():
    """quiz --solution's answer lines (no comments)."""
    out = run("quiz", *EX, "--ask", "all", "--solution").stdout
    return [l for l in out.splitlines() if l and not l.startswith("#")]


def quiz_check(lines, prefix, lang=None):
    """What quiz --check prints for these answer lines: the lines that do
    not read and the graded lines (without file:line:) and the score line
    (the one that starts with prefix, "Score: ")."""
    path = os.path.join(TMP, "answers-%s.txt" % (lang or "en"))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    done = run("quiz", *EX, "--ask", "all", "--check", path, lang=lang, check=False)
    out = done.stdout
    # the lines that do not read come first, as quiz --check says them
    # (on standard error, "FILE:LINE:COL: message"), as the page lists them
    graded = [l.split(": ", 1)[1] for l in done.stderr.splitlines() if l.startswith(path + ":")]
    for l in out.splitlines()[1:]:
        if l.startswith(prefix):
            return graded, l
        graded.append(l[len(path):].split(": ", 1)[1] if l.startswith(path + ":") else l)
    return graded, None


def export(name, *args, lang=None):
    tree = os.path.join(TMP, "ex.tree")
    with open(tree, "w", encoding="utf-8") as f:
        f.write(run("quiz", *EX, "--print-tree").stdout)
    path = os.path.join(TMP, name)
    run("export", "-f", "html", "--practice", "--view", "minimax", "--force", "-o", path, tree,
        lang=lang)
    return path


def load(d, path, core="ready"):
    """Opens the page and waits for it to be drawn and for its core (the
    grader, compiled to WebAssembly) to start, or to fail to: core is the
    data-core the page must reach."""
    d.get("file://" + os.path.abspath(path))
    for _ in range(200):
        if d.execute_script("return document.documentElement.getAttribute('data-ready')") and \
           d.execute_script("return document.documentElement.getAttribute('data-core')") == core:
            return
        time.sleep(0.05)
    fail("the page did not get ready (its core %s): %s" % (core, path))


def field(d, path, part):
    return d.find_element(By.CSS_SELECTOR, '[data-path="%s"][data-part="%s"]' % (path, part))


def type_in(d, path, part, text):
    """Types text into the position's field as a person would."""
    e = field(d, path, part) if part != "leaves" else \
        d.find_element(By.CSS_SELECTOR, 'input[data-part="leaves"]')
    e.clear()
    e.send_keys(text)


def choose_cut(d, path, value):
    d.execute_script("var s = arguments[0]; s.value = arguments[1];"
                     "s.dispatchEvent(new Event('change'));", field(d, path, "cut"), value)


def fill_in(d, lines, kinds):
    """The answer lines typed into the page: windows and values as the
    answer file writes them, cuts chosen in their rows."""
    for l in lines:
        w = l.split()
        if w[0] == "leaves":
            type_in(d, "", "leaves", w[1])
        elif w[0] == "window":
            type_in(d, w[1], "window", " ".join(w[2:]))
        elif w[0] in ("value", "bound"):
            type_in(d, w[1], "value", w[2])
        elif w[0] == "cut":
            choose_cut(d, w[1], str(kinds[w[2]]) if len(w) > 2 else "cut")


def same_lines(page, quiz):
    """Whether the page's graded lines are quiz --check's: the same, but
    that a reason naming the step of the search where quiz --check names
    one ("(step 14)", "at step 25", "(14. mozzanat)") has it left out on
    the page, which shows no steps: one piece of the line, holding a
    number, taken out, in any language."""
    if len(page) != len(quiz):
        return False
    for p, q in zip(page, quiz):
        if p == q:
            continue
        head = 0
        while head < len(p) and head < len(q) and p[head] == q[head]:
            head += 1
        tail = 0
        while tail < len(p) - head and tail < len(q) - head and p[-1 - tail] == q[-1 - tail]:
            tail += 1
        cut = q[head:len(q) - tail]
        if head + tail != len(p) or not re.search(r"\d", cut) or len(cut) > 40:
            return False
    return True


def page_result(d):
    wrong = [li.text for li in d.find_elements(By.CSS_SELECTOR, "#wrong li")]
    return wrong, d.find_element(By.ID, "score").text


def prefix(data):
    """The score line's start in the page's language: "Score: "."""
    return data["words"]["score"].split("{1}")[0]


def click(d, action):
    d.find_element(By.CSS_SELECTOR, 'button[data-action="%s"]' % action).click()


def checks(d):
    page = export("practice.html")
    load(d, page)
    data = d.execute_script(
        "return JSON.parse(document.getElementById('abprune-data').textContent).practice")
    kinds = {k["word"]: k["k"] for k in data["kinds"]}
    key = solution()
    # no position is framed as current before the solution is revealed
    if d.execute_script("return document.querySelector('.curmark').getAttribute('visibility')") != "hidden":
        fail("the practice page frames a position as current before anything is revealed")

    # the whole solution typed in: all right, as quiz --check says
    fill_in(d, key, kinds)
    click(d, "check")
    wrong, score = page_result(d)
    graded, want = quiz_check(key, prefix(data))
    if wrong or graded:
        fail("the solution typed in: the page lists %r, quiz --check %r" % (wrong, graded))
    if score != want + " " + data["words"]["allRight"]:
        fail("the solution's score: page %r, quiz --check %r" % (score, want))
    if d.find_element(By.ID, "score").get_attribute("data-perfect") != "true":
        fail("the solution typed in is not all right on the page")
    # the leaves' line named once, as the rows are: "leaves: right."
    note = d.find_element(By.CSS_SELECTOR, 'tr[data-path="leaves"] td.note').text
    if note != "leaves: right.":
        fail("the leaves' row says %r, not 'leaves: right.'" % note)

    # answers with mistakes, one of each kind, against quiz --check
    mistakes = []
    for l in key:
        w = l.split()
        if l == "window 2 4 +inf":
            l = "window 2 (3, +inf)"                  # a wrong lower side
        elif l == "value 1.1 4":
            l = "value 1.1 5"                         # a wrong value
        elif l == "value root 4":
            l = "bound root >=4"                      # a bound for an exact value
        elif l == "bound 2.1 <=4":
            l = "bound 2.1 >=4"                       # the wrong direction
        elif l == "cut 2.1.1.2 deep":
            l = "cut 2.1.1.2 shallow"                 # the wrong kind
        elif l == "cut 1.2.2 shallow":
            l = "cut 1.2.2"                           # no kind
        elif l == "cut 2.2 shallow":
            continue                                  # a cut left out
        elif l == "value 1.1.1 4":
            l = "value 1.1.1 four"                    # a line that does not read
        elif l == "leaves 9":
            l = "leaves 10"
        mistakes.append(l)
    mistakes.append("cut 1.3")                        # a branch the search follows
    click(d, "again")
    fill_in(d, [l for l in mistakes if l != "cut 1.3" and l != "value 1.1.1 four"], kinds)
    type_in(d, "1.1.1", "value", "four")
    # the extra cut by clicking the branch in the figure
    d.find_element(By.CSS_SELECTOR, 'rect[data-cut-path="1.3"]').click()
    if field(d, "1.3", "cut").get_attribute("value") != "cut":
        fail("a click on branch 1.3 did not mark it cut off")
    # "=4" reads as the exact value 4
    type_in(d, "1", "value", "=4")
    click(d, "check")
    wrong, score = page_result(d)
    graded, want = quiz_check(mistakes, prefix(data))
    if not same_lines(wrong, graded):
        fail("the graded answers differ:\n  page:  %s\n  quiz --check: %s"
             % ("\n         ".join(wrong), "\n                ".join(graded)))
    if any(re.search(r"\bstep \d", w) for w in wrong):
        fail("a reason on the page names a step: %r" % [w for w in wrong if "step" in w])
    if not score.startswith(want + " "):
        fail("the score: page %r, quiz --check %r" % (score, want))
    for needed in ("wrong window", "wrong value", "exact, not a bound", "wrong bound direction",
                   "wrong kind", "kind missing", "missing cut", "extra cut", "wrong count"):
        if not any(needed in w for w in wrong):
            fail("no '%s' among the page's verdicts" % needed)
    note = d.find_element(By.CSS_SELECTOR, 'tr[data-path="1.1.1"] td.note').text
    if "value 1.1.1 needs a number" not in note:
        fail("the line that does not read is not reported in its row: %r" % note)
    if d.find_element(By.CSS_SELECTOR, 'tr[data-path="2"]').get_attribute("data-verdict") != "wrong":
        fail("position 2's row is not marked wrong")
    d.save_screenshot(os.path.join(TMP, "practice-checked.png"))

    # clicking a branch cycles: cut, then its kinds, then not cut
    click(d, "again")
    hit = d.find_element(By.CSS_SELECTOR, 'rect[data-cut-path="2.1.1.2"]')
    seen = []
    for _ in range(len(data["kinds"]) + 2):
        hit.click()
        seen.append(field(d, "2.1.1.2", "cut").get_attribute("value"))
    want_cycle = ["cut"] + [str(k["k"]) for k in data["kinds"]] + ["none"]
    if seen != want_cycle:
        fail("clicking branch 2.1.1.2 gave %r, not %r" % (seen, want_cycle))
    drawn = d.execute_script(
        "var e = document.querySelector('text[data-branch=\"2.1.1.2\"]');"
        "return [document.querySelector('svg [data-path=\"2.1.1.2\"]').getAttribute('data-cut'),"
        " e ? e.textContent : '']")
    if drawn != ["none", ""]:
        fail("branch 2.1.1.2 not cut off any more is drawn as %r" % drawn)

    # the solution step by step: the root's window first, then in the
    # order of the search; whole, it is all right
    click(d, "reveal")
    root_w = field(d, "root", "window")
    if root_w.get_attribute("value") != "(-inf, +inf)" or "revealed" not in root_w.get_attribute("class"):
        fail("the first step revealed is not the root's window: %r" % root_w.get_attribute("value"))
    if not d.find_element(By.ID, "score").text.startswith("window root -inf +inf \u2014 F2 is called"):
        fail("the first step's sentence: %r" % d.find_element(By.ID, "score").text)
    for _ in range(4):
        click(d, "reveal")
    d.save_screenshot(os.path.join(TMP, "practice-reveal.png"))
    revealed = d.execute_script("return Array.from(document.querySelectorAll('.revealed'))"
                                ".map(function (e) { return e.getAttribute('data-path') + ' ' +"
                                " e.getAttribute('data-part'); })")
    if revealed != ["root window", "1 window", "1.1 window", "1.1.1 window", "1.1.1 value"]:
        fail("the first five steps revealed: %r" % revealed)
    for _ in range(len(data["order"])):
        click(d, "reveal")
    click(d, "check")
    wrong, score = page_result(d)
    if wrong or d.find_element(By.ID, "score").get_attribute("data-perfect") != "true":
        fail("the whole solution revealed does not check: %r %r" % (wrong, score))

    # Ukrainian and Hungarian (its articles settled before the numbers):
    # the same sentences and score as quiz --check in that language
    for lang in ("uk", "hu"):
        load(d, export("practice-%s.html" % lang, lang=lang))
        ldata = d.execute_script(
            "return JSON.parse(document.getElementById('abprune-data').textContent).practice")
        lines = ["window 2 3 +inf", "bound 2 <=4", "cut 1.3", "value 1 4"]
        fill_in(d, lines, {k["word"]: k["k"] for k in ldata["kinds"]})
        click(d, "check")
        wrong, score = page_result(d)
        graded, want = quiz_check(lines, prefix(ldata), lang=lang)
        if not same_lines(wrong, graded):
            fail("%s: the page lists %r, quiz --check %r" % (lang, wrong, graded))
        if not want or not score.startswith(want + " "):
            fail("%s score: page %r, quiz --check %r" % (lang, score, want))
        # the root's row named in the page's language
        root = d.find_element(By.CSS_SELECTOR, 'tr[data-path="root"] th').text
        if root != {"uk": "корінь", "hu": "gyökér"}[lang]:
            fail("%s: the root's row is named %r" % (lang, root))
        d.save_screenshot(os.path.join(TMP, "practice-%s.png" % lang))

    # other searches: the page grades F1's one bound, a window and
    # fail-soft with the core, as quiz --check does with the same options
    for variant in (["-a", "f1"], ["-a", "f2-soft", "--window", "2,7"], ["--window", "3,6"]):
        opts = ["-b", "3", "-d", "3", "--seed", "5"] + variant
        tree = os.path.join(TMP, "variant.tree")
        with open(tree, "w", encoding="utf-8") as f:
            f.write(run("quiz", *opts, "--print-tree").stdout)
        path = os.path.join(TMP, "variant.html")
        run("export", "-f", "html", "--practice", "--view", "minimax", "--force", "-o", path,
            tree, *variant)
        load(d, path)
        vdata = d.execute_script(
            "return JSON.parse(document.getElementById('abprune-data').textContent).practice")
        vkinds = {k["word"]: k["k"] for k in vdata["kinds"]}
        out = run("quiz", *opts, "--ask", "all", "--solution").stdout
        vkey = [l for l in out.splitlines() if l and not l.startswith("#")]
        # the solution with its first window and last value changed
        first_w = next(i for i, l in enumerate(vkey) if l.startswith("window "))
        last_v = max(i for i, l in enumerate(vkey) if l.split()[0] in ("value", "bound"))
        changed = list(vkey)
        changed[first_w] = " ".join(vkey[first_w].split()[:2]) + (" 1" if "f1" in variant else " 1 2")
        changed[last_v] = re.sub(r"-?\d+$", "99", vkey[last_v])
        for lines, perfect in ((vkey, True), (changed, False)):
            click(d, "again")
            fill_in(d, lines, vkinds)
            click(d, "check")
            wrong, score = page_result(d)
            path_a = os.path.join(TMP, "variant-answers.txt")
            with open(path_a, "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
            done = run("quiz", *opts, "--ask", "all", "--check", path_a, check=False)
            graded = [l[len(path_a):].split(": ", 1)[1] for l in done.stdout.splitlines()
                      if l.startswith(path_a + ":")]
            want = [l for l in done.stdout.splitlines() if l.startswith("Score: ")]
            if not same_lines(wrong, graded):
                fail("%s: the page lists %r, quiz --check %r" % (variant, wrong, graded))
            if not want or not score.startswith(want[0] + " "):
                fail("%s: the score %r, quiz --check's %r" % (variant, score, want))
            got = d.find_element(By.ID, "score").get_attribute("data-perfect") == "true"
            if got != perfect:
                fail("%s: %s answers checked as %s" % (variant, "right" if perfect else "wrong",
                                                       "all right" if got else "not all right"))

    # a browser that cannot start the core: Check says so, and grades
    # nothing by itself
    with open(page, encoding="utf-8") as f:
        text = f.read()
    broken = re.sub(r'(id="abprune-core">)[^<]*', r"\1AAAA", text)
    path = os.path.join(TMP, "practice-broken.html")
    with open(path, "w", encoding="utf-8") as f:
        f.write(broken)
    load(d, path, core="failed")
    fill_in(d, key, kinds)
    click(d, "check")
    wrong, score = page_result(d)
    if wrong or not score.startswith(data["words"]["noCore"]):
        fail("without its core the page says %r and lists %r" % (score, wrong))

    # no network request at all
    for entry in d.get_log("performance"):
        msg = json.loads(entry["message"])["message"]
        if msg.get("method") == "Network.requestWillBeSent":
            url = msg["params"]["request"]["url"]
            if url.split(":")[0] in ("http", "https", "ws", "wss", "ftp"):
                fail("the page asked for " + url)
    for entry in d.get_log("browser"):
        if entry.get("level") == "SEVERE":
            fail("the browser said: " + entry.get("message", ""))


def main():
    run_chromium(CHROME, DRIVER, TMP, checks, window="1280,1400")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
