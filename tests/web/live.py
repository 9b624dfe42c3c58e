# SPDX-License-Identifier: GPL-3.0-or-later
"""The page of abprune web in headless Chromium: the core itself, compiled
to WebAssembly, on 200 random trees typed through the link (F, F1 and F2,
fail-hard and fail-soft, with a window) against abprune run --json (root
value, leaves visited, every pruned branch with its kind); a malformed
tree's error as run prints it; hostile text in a tree; 50 exercises whose
answers, mutated, the page and quiz --check grade alike; the module's
imports; no network.  Prints one line per failure and exits 1 when there
is any."""
import json
import os
import random
import subprocess
import sys
import time
import urllib.parse

from browser import run_chromium
from selenium.webdriver.common.by import By

ABPRUNE, CHROME, DRIVER, TMP = sys.argv[1:5]
PAGE = os.path.join(TMP, "web.html")
failures = []


def fail(text):
    failures.append(text)
    print("FAIL: " + text)


def abprune(*args, check=True):
    r = subprocess.run([ABPRUNE, *args], capture_output=True, text=True)
    if check and r.returncode not in (0,):
        raise RuntimeError("abprune %s: %s" % (" ".join(args), r.stderr))
    return r


# The variants of the search: the link's options and run's.
VARIANTS = [
    ({"alg": "f"}, ["-a", "f"]),
    ({"alg": "f1"}, ["-a", "f1"]),
    ({"alg": "f2"}, ["-a", "f2"]),
    ({"alg": "f2", "fail-soft": "1"}, ["-a", "f2", "--fail-soft"]),
    ({"alg": "f2", "window": "-3,2"}, ["-a", "f2", "--window", "-3,2"]),
    ({"alg": "f2", "fail-soft": "1", "window": "-1,4"}, ["-a", "f2", "--fail-soft", "--window", "-1,4"]),
]


def open_page(d, fragment):
    """The page at fragment, its core started; a new document each time
    (a change of fragment alone would not load it again)."""
    d.get("about:blank")
    d.get("file://" + PAGE + fragment)
    for _ in range(300):
        state = d.execute_script("return document.documentElement.getAttribute('data-core')")
        if state:
            return state
        time.sleep(0.05)
    return None


def expected(tree_file, args):
    """What run --json says: root value, leaves visited, pruned branches
    {path: kind}."""
    j = json.loads(abprune("run", "--json", *args, tree_file).stdout)
    pruned = {}
    for c in j["cutoffs"]:
        first = c["first_pruned"].split(".")
        for k, kind in enumerate(c["kinds"]):
            path = first[:-1] + [str(int(first[-1]) + k)]
            pruned[".".join(path)] = kind
    return j["root_value"], j["leaves_visited"], pruned


def shown(d):
    """What the page shows at its last step: the root's value, the leaves
    visited, the roots of pruned branches with their kinds."""
    cells = d.execute_script("""
        var fig = document.querySelector('#sides section');
        return Array.from(fig.querySelectorAll('[data-path]')).map(function (e) {
          return [e.getAttribute('data-path'), e.getAttribute('data-state'),
                  e.getAttribute('data-kind'), e.textContent.trim()];
        });""")
    paths = [c[0] for c in cells]
    inner = set()
    for p in paths:
        if p:
            inner.add(p.rsplit(".", 1)[0] if "." in p else "")
    root = [c[3] for c in cells if c[0] == ""][0]
    leaves = sum(1 for c in cells if c[0] not in inner and c[1] == "visited")
    pruned = {c[0]: c[2] for c in cells if c[2]}
    return root, leaves, pruned


def random_trees(d):
    rng = random.Random(2026)
    for i in range(200):
        degree, height = rng.randint(1, 4), rng.randint(1, 4)
        tree_file = os.path.join(TMP, "t%d.tree" % i)
        abprune("gen", "random", "-b", str(degree), "-d", str(height), "--seed", str(i),
                "--irregular", "--min", "-9", "--max", "9", "-o", tree_file)
        text = open(tree_file, encoding="utf-8").read()
        link, args = VARIANTS[i % len(VARIANTS)]
        want = expected(tree_file, args)
        fragment = "#tree=" + urllib.parse.quote(text) + "".join(
            "&%s=%s" % (k, urllib.parse.quote(v)) for k, v in link.items()) + "&step=end"
        if open_page(d, fragment) != "ready":
            fail("tree %d: the core did not start" % i)
            continue
        root, leaves, pruned = shown(d)
        value = want[0]
        # the page shows the root in the view: Max's at depth 0 is the
        # negamax value itself; a bound (fail-hard, a window) as >= or <=
        if root.lstrip("\u2265\u2264>=<") != str(value) and root != str(value):
            fail("tree %d (%s): the root shows %r, run says %d" % (i, " ".join(args), root, value))
        if leaves != want[1]:
            fail("tree %d (%s): %d leaves visited, run says %d" % (i, " ".join(args), leaves, want[1]))
        if pruned != want[2]:
            fail("tree %d (%s): pruned %s, run says %s" % (i, " ".join(args), pruned, want[2]))


def errors_and_hostile_text(d):
    bad = "( 1 2\n  ( 3 x ) )\n"
    path = os.path.join(TMP, "bad.tree")
    with open(path, "w", encoding="utf-8") as f:
        f.write(bad)
    r = abprune("run", path, check=False)
    line = r.stderr.strip().splitlines()[0]
    want = line[len(path) + 1:]          # LINE:COL: message
    open_page(d, "#tree=" + urllib.parse.quote(bad))
    said = d.execute_script("return document.getElementById('w-message').textContent")
    if want not in said:
        fail("a malformed tree shows %r, run says %r" % (said, want))
    # the form stays open where the tree does not read
    if not d.execute_script("return document.getElementById('w-tree-box').open"):
        fail("a link to a malformed tree folds the form that shows where it is wrong")
    hostile = ('@title </script><script>document.title="owned"</script> <!-- <img src=x onerror=alert(1)>\n'
               '# </script><img src=x onerror=alert(1)>\n( 1 ( 2 3 ) )\n')
    open_page(d, "#tree=" + urllib.parse.quote(hostile))
    if d.execute_script("return document.querySelectorAll('img').length") != 0:
        fail("a tree's text made an <img> element")
    if d.execute_script("return document.title") == "owned":
        fail("a tree's text ran a script")
    title = d.execute_script("return document.getElementById('title').textContent")
    if "</script>" not in title:
        fail("the hostile title is not shown as text: %r" % title)
    bad_label = "( A<img>: 1 2 )"
    open_page(d, "#tree=" + urllib.parse.quote(bad_label))
    if d.execute_script("return document.querySelectorAll('img').length") != 0:
        fail("a label made an <img> element")


def mutate(lines, rng):
    """The key with a few answers changed: a value, a window, a cut."""
    out = list(lines)
    for _ in range(3):
        i = rng.randrange(len(out))
        words = out[i].split()
        if words[0] in ("value", "bound") and len(words) == 3:
            words[2] = str(rng.randint(-9, 9))
        elif words[0] == "window" and len(words) == 4:
            words[2] = str(rng.randint(-9, 9))
        elif words[0] == "cut":
            words = ["value", words[1], str(rng.randint(-9, 9))]
        out[i] = " ".join(words)
    return out


def exercises(d):
    open_page(d, "")
    rng = random.Random(7)
    for i in range(50):
        degree, height, seed = rng.randint(2, 3), rng.randint(2, 3), rng.randint(1, 10**6)
        alg = ["f1", "f2", "f2-soft"][i % 3]
        name = "%d-%d-%d" % (degree, height, seed)
        key = abprune("quiz", "-b", str(degree), "-d", str(height), "--seed", str(seed), "-a", alg,
                      "--ask", "all", "--solution").stdout
        lines = [l for l in key.splitlines() if l and not l.startswith("#")]
        answers = mutate(lines, rng)
        sheet = os.path.join(TMP, "answers-%d.txt" % i)
        with open(sheet, "w", encoding="utf-8") as f:
            f.write("\n".join(answers) + "\n")
        native = abprune("quiz", "-b", str(degree), "-d", str(height), "--seed", str(seed), "-a", alg,
                         "--ask", "all", "--check", sheet, check=False).stdout
        options = "degree %d\nheight %d\nseed %d\nalgorithm %s\n" % (degree, height, seed, alg)
        r = d.execute_script("return window.abpruneCore.call('web_grade', '', arguments[0], arguments[1])",
                             options, "\n".join(answers) + "\n")
        if not r.get("ok"):
            fail("exercise %s: the page says %s" % (name, r.get("error")))
            continue
        # quiz --check's lines: "WHERE: VERDICT: REASON." for each wrong answer
        page = ["%s: %s: %s." % (it["where"], it["verdict"], it["reason"])
                for it in r["items"] if not it["right"]]
        want = [l.split(": ", 1)[1] if l.startswith(sheet) else l
                for l in native.splitlines() if ": " in l and not l.startswith("Score")
                and not l.startswith("Exercise") and not l.startswith("  ")]
        if page != want:
            fail("exercise %s (%s): the page grades %s, quiz --check %s" % (name, alg, page, want))
        if ("Score: %s." % r["score"]) not in native:
            fail("exercise %s: the page's score %r is not quiz --check's" % (name, r["score"]))


def practice_form(d):
    """An exercise answered in the page's own form (each field typed as a
    student types it, a value and a window wrong, a cut left out) and
    checked: the page shows, field by field, the lines quiz --check
    prints for the same answers, and its score."""
    open_page(d, "#quiz=3-3-7")
    for _ in range(100):
        if d.execute_script("return !!document.querySelector('button[data-action=\"check\"]')"):
            break
        time.sleep(0.05)
    name = d.execute_script("return location.hash").split("quiz=")[1].split("&")[0]
    degree, height, seed = name.split("-")
    # the page is headed by the exercise's name, which a teacher gives
    heading = d.execute_script("return document.getElementById('title').textContent")
    if heading != "Exercise %s" % name:
        fail("the exercise's page is headed %r, not 'Exercise %s'" % (heading, name))
    # the link shows its exercise first: the tree's form is folded away
    if d.execute_script("return document.getElementById('w-tree-box').open"):
        fail("a link to an exercise leaves the tree's form open above it")
    args = ["quiz", "-b", degree, "-d", height, "--seed", seed, "-a", "f2", "--ask", "all"]
    key = [l for l in abprune(*args, "--solution").stdout.splitlines() if l and not l.startswith("#")]
    values = [i for i, l in enumerate(key) if l.split()[0] == "value" and l.split()[1] != "root"]
    windows = [i for i, l in enumerate(key) if l.split()[0] == "window" and l.split()[1] != "root"]
    cuts = [i for i, l in enumerate(key) if l.split()[0] == "cut"]
    typed = list(key)
    typed[values[0]] = "value %s 99" % key[values[0]].split()[1]
    typed[windows[-1]] = "window %s 1 2" % key[windows[-1]].split()[1]
    if cuts:
        typed[cuts[0]] = None
    for line in typed:
        if line is None:
            continue
        w = line.split()
        if w[0] == "leaves":
            d.find_element(By.CSS_SELECTOR, 'input[data-part="leaves"]').send_keys(w[1])
        elif w[0] == "cut":
            d.execute_script(
                "var s = document.querySelector('select[data-path=\"' + arguments[0] + '\"]');"
                "for (var i = 0; i < s.options.length; i++)"
                "  if (s.options[i].value !== 'none' && s.options[i].value !== 'cut' &&"
                "      s.options[i].textContent.indexOf(arguments[1]) >= 0) s.selectedIndex = i;",
                w[1], w[2])
        else:
            part = "window" if w[0] == "window" else "value"
            d.find_element(By.CSS_SELECTOR, 'input[data-path="%s"][data-part="%s"]' % (w[1], part)) \
                .send_keys(" ".join(w[2:]))
    d.find_element(By.CSS_SELECTOR, 'button[data-action="check"]').click()
    sheet = os.path.join(TMP, "form-answers.txt")
    with open(sheet, "w", encoding="utf-8") as f:
        f.write("\n".join(l for l in typed if l is not None) + "\n")
    native = abprune(*args, "--check", sheet, check=False).stdout
    want = [l.split(": ", 1)[1] if l.startswith(sheet) else l
            for l in native.splitlines() if ": " in l and not l.startswith("Score")
            and not l.startswith("Exercise") and not l.startswith("  ")]
    page = d.execute_script("return Array.prototype.map.call(document.querySelectorAll('#wrong li'),"
                            " function (e) { return e.textContent; })")
    if sorted(page) != sorted(want) or len(want) < 3:
        fail("the form's answers checked: the page says %s, quiz --check %s" % (page, want))
    score = d.execute_script("return document.getElementById('score').textContent")
    native_score = [l for l in native.splitlines() if l.startswith("Score: ")]
    if not native_score or not score.startswith(native_score[0]):
        fail("the form's score %r is not quiz --check's %r" % (score, native_score))
    if d.execute_script("return document.querySelectorAll('tr[data-verdict=\"wrong\"]').length") < 3:
        fail("the form does not mark the rows answered wrong")


def checks(d):
    started = open_page(d, "")
    if started != "ready":
        fail("the page's core did not start: %s" % started)
        return
    missing = d.execute_script("return window.abpruneMissing || []")
    if missing:
        fail("the module asked for WASI functions the page does not give: %s" % missing)
    random_trees(d)
    errors_and_hostile_text(d)
    exercises(d)
    practice_form(d)
    for entry in d.get_log("performance"):
        m = json.loads(entry["message"])["message"]
        if m.get("method") == "Network.requestWillBeSent":
            url = m["params"]["request"]["url"]
            # the browser's own pages (chrome://) load their resources too
            if not url.startswith(("file:", "about:", "data:", "blob:", "chrome:")):
                fail("the page asked the network for %s" % url)
    for entry in d.get_log("browser"):
        if entry["level"] == "SEVERE":
            fail("the console says: %s" % entry["message"])


subprocess.run([ABPRUNE, "web", "--force", "-o", PAGE], check=True)
run_chromium(CHROME, DRIVER, TMP, checks)
print("%d failure(s)" % len(failures))
sys.exit(1 if failures else 0)
