#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The web page of `abprune export -f html` on a phone: headless Chromium
as ChromeDriver's mobile emulation makes it, 390x844 CSS pixels with
touch (tests/lib/browser.py's PHONE).

Usage: phone.py ABPRUNE CHROMIUM CHROMEDRIVER TMPDIR   (from the top of the
source tree; tests/web/phone.sh runs it).

On the pi tree's page opened at step 65 (the first deep cutoff, at 2.1.1,
whose bound comes from the root): the position 2.1.1 and the root (their
data-path elements, and the frame and the ring the figure draws round
them) inside the viewport without scrolling, drawn 9 CSS pixels high or
more; the root ringed as where the bound came from, the cutoff's position
showing what it will return.  The document never wider than the viewport:
on the replay page at several steps, with the whole tree, in Ukrainian,
and on a --practice page before and after Check, whose rows stack the
fields and the reasons; "(-inf" never broken after its minus.  The buttons: play and a step forward drawn
differently and named differently, each 44 pixels or more, one with
nothing to go to faded, ? listing every button.  Then: showSearch(data)
shows another search in place of the first, an address with a bad step
is rewritten, a --root page counts its own leaves.  Screenshots go to
TMPDIR/phone-*.png.  Prints one line per failure and exits 1 when there
is any."""
import os
import re
import subprocess
import sys
import time

from browser import PHONE, run_chromium
from selenium.webdriver.common.by import By

ABPRUNE, CHROME, DRIVER, TMP = sys.argv[1:5]
PI = "trees/knuth-moore-fig1.tree"
EX = ["--irregular", "--min-cuts", "3", "--min-deep", "1", "--seed", "21"]
failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL: " + msg)


def export(name, *args, lang=None):
    path = os.path.join(TMP, name)
    subprocess.run([ABPRUNE] + (["--lang", lang] if lang else []) +
                   ["export", "-f", "html", "--force", "-o", path, *args], check=True,
                   stderr=subprocess.DEVNULL)
    return path


def load(d, path, frag=""):
    d.get("file://" + os.path.abspath(path) + frag)
    d.execute_script("return document.documentElement.getAttribute('data-ready')")


def shot(d, name):
    d.save_screenshot(os.path.join(TMP, "phone-%s.png" % name))


# Where an element is drawn, in CSS pixels of the viewport: a position's
# text by its anchor and its font's size on the screen (the root's and
# 2.1.1's are empty at step 65: on the path, nothing returned yet), a
# shape by its box.
DRAWN = """
function drawn(e) {
  if (!e) return null;
  var css = getComputedStyle(e);
  if (css.display === 'none' || css.visibility === 'hidden') return null;
  if (e.tagName === 'text') {
    var m = e.getScreenCTM(), x = +e.getAttribute('x'), y = +e.getAttribute('y');
    var size = parseFloat(css.fontSize) * m.d;
    return [m.a * x + m.e, m.d * y + m.f - size, m.a * x + m.e, m.d * y + m.f, size];
  }
  var r = e.getBoundingClientRect();
  return [r.left, r.top, r.right, r.bottom, r.height];
}
"""


def inside(box, d):
    w, h = d.execute_script("return [innerWidth, innerHeight]")
    return box is not None and box[0] >= 0 and box[1] >= 0 and box[2] <= w and box[3] <= h


def not_wider(d, what):
    # a phone widens its layout to a page wider than itself (innerWidth
    # grows with it), so the screen's width is the measure
    sw, w = d.execute_script("return [document.documentElement.scrollWidth, screen.width]")
    if sw > w:
        fail("%s: the document is %d px wide in a %d px viewport" % (what, sw, w))


def unbroken(d, what):
    """Every "-inf" shown in a span kept on one line (page.js setText): a
    line broken after the minus of "(-inf" reads as a dash."""
    got = d.execute_script("""
      var w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT), n, all = 0, loose = [];
      while ((n = w.nextNode())) {
        if (n.data.indexOf('-inf') < 0 || n.parentNode.closest('script, style')) continue;
        all++;
        var s = n.parentNode;
        if (!(s.classList.contains('nobr') && getComputedStyle(s).whiteSpace === 'nowrap'))
          loose.push(s.tagName + ': ' + n.data.slice(0, 60));
      }
      return [all, loose];""")
    if got[1]:
        fail("%s: \"-inf\" may break after its minus in %r" % (what, got[1][:3]))
    return got[0]


def replay(d):
    pi = export("pi.html", PI)
    load(d, pi, "#step=65")
    w, h, touch = d.execute_script("return [innerWidth, innerHeight, navigator.maxTouchPoints]")
    if (w, h) != (390, 844) or touch < 1:
        fail("the phone is %dx%d with %d touch points, not 390x844 with touch" % (w, h, touch))
    got = d.execute_script(DRAWN + """
      var f = document.querySelector('.fig svg');
      return {deep: drawn(f.querySelector('[data-path="2.1.1"]')),
              root: drawn(f.querySelector('[data-path=""]')),
              frame: drawn(f.querySelector('.curmark')), ring: drawn(f.querySelector('.ring')),
              from: f.querySelector('.ring').getAttribute('data-from'),
              prov: f.querySelector('.prov').textContent,
              shown: [f.querySelector('[data-path="2.1.1"]').classList.contains('shown'),
                      f.querySelector('[data-path=""]').classList.contains('shown')],
              step: document.documentElement.getAttribute('data-step')}""")
    if got["step"] != "65":
        fail("the page opened at step %s, not 65" % got["step"])
    for name in ("deep", "root", "frame", "ring"):
        box = got[name]
        if not inside(box, d):
            fail("at step 65 the %s is not inside the 390x844 viewport: %r" % (name, box))
        elif box[4] < 9:
            fail("at step 65 the %s is drawn %.1f px high, less than 9" % (name, box[4]))
    if got["from"] != "":
        fail("at step 65 the ring marks %r, not the root, where beta came from" % got["from"])
    if got["prov"] != "\u2265-2":
        fail("at step 65 the cutoff's position shows %r, not its bound \u2265-2" % got["prov"])
    shot(d, "step65")
    # never wider than the screen: the steps, the whole tree
    for k in (0, 30, 65, 100, 143):
        d.execute_script("location.hash = '#step=%d'" % k)
        not_wider(d, "step %d" % k)
    d.execute_script("location.hash = '#step=1'")
    if unbroken(d, "step 1") == 0:
        fail("step 1 shows no -inf (its sentence names the window (-inf, +inf))")
    d.find_element(By.CSS_SELECTOR, 'button[data-action="focus"]').click()
    not_wider(d, "the whole tree")
    if d.execute_script("return document.querySelector('.fig svg').classList.contains('focus')"):
        fail("the whole-tree button left the figure around the current position")
    d.find_element(By.CSS_SELECTOR, 'button[data-action="focus"]').click()

    # the buttons: play is not a step, each is a target a finger can hit
    b = d.execute_script("""
      function b(a) { return document.querySelector('button[data-action="' + a + '"]'); }
      var all = Array.prototype.map.call(document.querySelectorAll('#buttons button'), function (e) {
        var r = e.getBoundingClientRect();
        return [e.getAttribute('data-action'), r.width, r.height];
      });
      return {play: [b('play').innerHTML, b('play').parentNode.parentNode.textContent],
              step: [b('forward').innerHTML, b('forward').parentNode.parentNode.textContent],
              all: all, helpRows: document.querySelectorAll('#keys dt').length,
              deep: [b('prevDeep').getAttribute('aria-disabled'), getComputedStyle(b('prevDeep')).opacity]};
    """)
    if b["play"][0] == b["step"][0] or b["play"][1] == b["step"][1] or not b["play"][1].strip():
        fail("play and one step forward look or read the same: %r / %r" % (b["play"], b["step"]))
    for action, bw, bh in b["all"]:
        if bw < 44 or bh < 44:
            fail("the button %s is %.0fx%.0f px, under 44" % (action, bw, bh))
    if b["helpRows"] != len(b["all"]):
        fail("? lists %d buttons of %d" % (b["helpRows"], len(b["all"])))
    d.execute_script("location.hash = '#step=0'")
    if d.execute_script("return document.querySelector('button[data-action=\"prevDeep\"]')"
                        ".getAttribute('aria-disabled')") != "true":
        fail("at step 0 the previous deep cutoff's button is not disabled")
    elif float(d.execute_script("return getComputedStyle(document.querySelector("
                                "'button[data-action=\"prevDeep\"]')).opacity")) > 0.5:
        fail("a disabled button does not look disabled")
    d.find_element(By.CSS_SELECTOR, 'button[data-action="help"]').click()
    shot(d, "help")
    if not d.execute_script("return document.getElementById('help').open"):
        fail("the help button does not open the help")
    d.find_element(By.ID, "helpclose").click()

    # a bad step in the address is rewritten
    d.execute_script("location.hash = '#step=12'")
    d.execute_script("location.hash = '#step=-5'")
    if d.execute_script("return location.hash") != "#step=0":
        fail("#step=-5 stays in the address: %r" % d.execute_script("return location.hash"))

    # in Ukrainian: the words and the keys' names translated
    uk = export("pi-uk.html", PI, lang="uk")
    load(d, uk, "#step=65")
    not_wider(d, "the Ukrainian page")
    words = d.execute_script("return [document.querySelector('#buttons .word').textContent,"
                             " Array.prototype.map.call(document.querySelectorAll('#keys kbd'),"
                             " function (k) { return k.textContent; })]")
    if words[0] != "початок" or "Вправо l" not in words[1] or "Right l" in words[1]:
        fail("the Ukrainian page's buttons and keys: %r" % (words,))
    shot(d, "uk")

    # another search shown in place of the first (the data of a --root
    # page): its positions alone, its leaves counted in its subtree
    sub = export("sub.html", "--root", "2.1", PI)
    with open(sub, encoding="utf-8") as f:
        html = f.read()
    data = html.split('id="abprune-data">', 1)[1].split("</script>", 1)[0]
    load(d, pi, "#step=65")
    got = d.execute_script("""
      abprune.showSearch(JSON.parse(arguments[0]));
      location.hash = '#step=9999';
      var paths = Array.prototype.map.call(document.querySelectorAll('svg [data-path]'),
                                           function (e) { return e.getAttribute('data-path'); });
      return [paths.length, paths[0], document.querySelectorAll('#sides section').length,
              document.querySelectorAll('#buttons button').length,
              document.querySelector('.leaves').textContent, document.title];
    """, data)
    if got[0] != 13 or got[1] != "2.1" or got[2] != 1:
        fail("showSearch: the --root 2.1 page shows %d positions from %r in %d sections"
             % (got[0], got[1], got[2]))
    if got[3] != len(b["all"]):
        fail("showSearch left %d buttons, not %d" % (got[3], len(b["all"])))
    counted = re.match(r"\D*(\d+)\D+(\d+)", got[4])
    if not counted or counted.group(2) != "9" or int(counted.group(1)) > 9:
        fail("the --root 2.1 page at its end says %r (of its 9 leaves)" % got[4])
    if got[5] != d.execute_script("return document.getElementById('title').textContent"):
        fail("showSearch left the title %r" % got[5])


def practice(d):
    tree = os.path.join(TMP, "ex.tree")
    with open(tree, "w", encoding="utf-8") as f:
        f.write(subprocess.run([ABPRUNE, "quiz", *EX, "--print-tree"], check=True,
                               capture_output=True, text=True).stdout)
    for lang in (None, "uk"):
        load(d, export("ex-%s.html" % (lang or "en"), "--practice", "--view", "minimax", tree, lang=lang))
        not_wider(d, "the practice page (%s)" % (lang or "en"))
        # Check grades with the page's core: wait for it to start
        for _ in range(200):
            if d.execute_script("return document.documentElement.getAttribute('data-core')"):
                break
            time.sleep(0.05)
        d.execute_script("""
          function set(path, part, v) {
            var e = document.querySelector('[data-path="' + path + '"][data-part="' + part + '"]');
            e.value = v; e.dispatchEvent(new Event(e.tagName === 'SELECT' ? 'change' : 'input'));
          }
          set('root', 'window', '-inf +inf'); set('1', 'value', '5'); set('1.3', 'cut', 'cut');
          document.querySelector('button[data-action="check"]').click();
        """)
        not_wider(d, "the practice page after Check (%s)" % (lang or "en"))
        unbroken(d, "the practice page after Check (%s)" % (lang or "en"))
        rows = d.execute_script("""
          var tr = document.querySelector('tr[data-path="1"]');
          function r(e) { var b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; }
          return [r(tr.querySelector('input[data-part="window"]')), r(tr.querySelector('select')),
                  r(tr.querySelector('td.note')), tr.querySelector('td.note').textContent, innerWidth];
        """)
        win, cut, note, text, w = rows
        if not text or note[1] < cut[3] or cut[1] < win[3] or note[2] > w or cut[2] > w:
            fail("practice (%s): row 1's fields and reason are not stacked in the screen: %r"
                 % (lang or "en", rows))
        d.execute_script("document.querySelector('tr[data-path=\"1\"]').scrollIntoView();"
                         "window.scrollBy(0, -200)")
        shot(d, "practice-%s" % (lang or "en"))


def checks(d):
    replay(d)
    practice(d)
    errors = [e for e in d.get_log("browser") if e["level"] == "SEVERE"]
    if errors:
        fail("the browser reported errors: %s" % errors[:3])


run_chromium(CHROME, DRIVER, TMP, checks, mobile=PHONE)
if failures:
    print("%d failure(s)" % len(failures))
    sys.exit(1)
print("phone.py: all passed")
