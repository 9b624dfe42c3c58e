#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The course in the page of abprune web, in headless Chromium.

Usage: course.py ABPRUNE CHROMIUM CHROMEDRIVER TMPDIR   (tests/web/course.sh
runs it after writing TMPDIR/web.html).

Every lesson in English, Ukrainian, Russian and Hungarian played through
the page: each question answered with the answer the lesson file gives
(the one `lesson --check` checks) and marked right; the first question of
each lesson answered wrong first, marked wrong, with the lesson's first
hint when it has one; each lesson ending with its summary, a line a
question.  The list shows twelve lessons (data-lesson) in each language;
lesson 2 draws the pi tree's 121 positions (data-path), and at its last
question the root's value is "?"; lesson 2's value question takes "≥3"
and refuses "≤3" (a lower bound of 3); lesson 12 draws its game's board.  The progress: a
lesson left in its second section opens there again after a reload, the
list says where it was left, another language opens it at the same place,
and "forget" clears it.  The keyboard: Enter goes on, an answer typed and
Enter checks it, Esc shows the answer.  No page wider than the screen on
a phone (390x844), where an exercise wider than the screen opens at its
root.  Screenshots of a question answered, on a phone and a
laptop in each language, go to TMPDIR/course-*.png.  Prints one line per
failure and exits 1 when there is any."""
import os
import sys
import time

from browser import PHONE, run_chromium
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

ABPRUNE, CHROME, DRIVER, TMP = sys.argv[1:5]
TOP = os.environ.get("TOP_SRCDIR", ".")
PAGE = "file://" + os.path.join(os.path.abspath(TMP), "web.html")
LANGS = ["en", "uk", "ru", "hu"]
failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL: " + msg)


def lesson_files(lang):
    """The lessons' files in a language, in the list's order (the English
    one where a lesson has no translation, as the page does)."""
    top = os.path.join(TOP, "lessons")
    names = sorted(f for f in os.listdir(top) if f.endswith(".lesson"))
    out = []
    for n in names:
        own = os.path.join(top, lang, n)
        out.append(own if lang != "en" and os.path.exists(own) else os.path.join(top, n))
    return out


def questions(path):
    """Each question of a lesson file: (its right answer as the file gives
    it, a wrong one, its hints)."""
    out = []
    for line in open(path, encoding="utf-8"):
        w = line.split()
        if not w:
            continue
        if w[0] == "question":
            kind = w[1]
            if kind == "next":
                right = w[w.index("answer") + 1]
                wrong = next(p for p in w[2:w.index("answer")] if p != right)
            elif kind == "cut":
                right = w[-1]
                wrong = "shallow" if right != "shallow" else "none"
            elif kind == "window":
                right, wrong = w[-1], "(0,1)"
            else:
                right = w[-1]
                wrong = str(int(right.lstrip("<>=")) + 1001)
            out.append([right, wrong, []])
        elif w[0] == "hint" and out:
            out[-1][2].append(line.strip()[5:].strip())
    return out


def wait_core(d, frag):
    d.get("about:blank")
    d.get(PAGE + frag)
    for _ in range(400):
        state = d.execute_script("return document.documentElement.getAttribute('data-core')")
        if state:
            return state
        time.sleep(0.05)
    return None


def attr(d, css, name):
    return d.execute_script("var e = document.querySelector(arguments[0]);"
                            "return e ? e.getAttribute(arguments[1]) : null;", css, name)


def text(d, css):
    return d.execute_script("var e = document.querySelector(arguments[0]);"
                            "return e ? e.textContent : null;", css)


def answer(d, value):
    """Types value in the answer field and checks it (the Check button)."""
    d.execute_script("document.getElementById('c-answer').value = arguments[0];"
                     "document.getElementById('c-check').click();", value)


def go_on(d):
    d.execute_script("document.getElementById('c-go').click();")


def play(d, lang, n, path):
    """Lesson n (from 1) played through; the first question answered wrong
    first."""
    qs = questions(path)
    where = "%s lesson %d" % (lang, n)
    d.execute_script("location.hash = arguments[0];", "#lesson=%d&lang=%s" % (n, lang))
    for _ in range(200):
        if (attr(d, "#c-lesson", "data-name") or "").startswith("%02d-" % n) and \
                attr(d, "html", "lang") == lang:
            break
        time.sleep(0.05)
    else:
        fail("%s: does not open" % where)
        return
    asked = 0
    for _ in range(3000):
        wait = attr(d, "#c-lesson", "data-wait")
        if wait == "lesson-end":
            break
        if wait != "answer":
            go_on(d)
            continue
        k = attr(d, "#c-ask", "data-question")
        if not k or not k.isdigit() or not 1 <= int(k) <= len(qs):
            fail("%s: the question's element says data-question=%r" % (where, k))
            return
        right, wrong, hints = qs[int(k) - 1]
        if n == 2 and int(k) == 4 and text(d, '#c-figure [data-path=""]') != "?":
            fail("%s: the root's value is %r while a question asks for it" %
                 (where, text(d, '#c-figure [data-path=""]')))
        if n == 2 and int(k) == 3:
            answer(d, "\u22643")
            if attr(d, "#c-feedback", "data-verdict") != "wrong":
                fail("%s: '\u22643' for a lower bound of 3 was not wrong" % where)
            right = "\u22653"
        elif int(k) == 1:
            answer(d, wrong)
            verdict = attr(d, "#c-feedback", "data-verdict")
            said = text(d, "#c-feedback") or ""
            if verdict != "wrong":
                fail("%s: the wrong answer %r is marked %r: %s" % (where, wrong, verdict, said))
            elif hints and " ".join(hints[0].split()) not in " ".join(said.split()):
                fail("%s: the wrong answer's feedback has not the hint %r: %s" % (where, hints[0], said))
        answer(d, right)
        if attr(d, "#c-feedback", "data-verdict") != "right":
            fail("%s: question %s, the lesson's answer %r is marked %r: %s" %
                 (where, k, right, attr(d, "#c-feedback", "data-verdict"), text(d, "#c-feedback")))
            return
        asked += 1
    else:
        fail("%s: never ends" % where)
        return
    hows = d.execute_script("return Array.from(document.querySelectorAll('#c-summary li'))"
                            ".map(function (l) { return l.getAttribute('data-how'); });")
    if asked != len(qs) or len(hows) != len(qs):
        fail("%s: %d questions in the file, %d asked, %d in the summary" % (where, len(qs), asked, len(hows)))
    elif qs and hows != ["later" if i == 0 or (n == 2 and i == 2) else "right" for i in range(len(qs))]:
        fail("%s: the summary says %s" % (where, hows))
    if not (text(d, "#c-end-words") or "").strip():
        fail("%s: no words at the lesson's end" % where)
    if n == 2:
        count = d.execute_script("return document.querySelectorAll('#c-figure [data-path]').length")
        if count != 121:
            fail("%s: the board draws %d positions, not the pi tree's 121" % (where, count))
    if n == 12:
        board = text(d, "#c-panels pre.board") or ""
        if len(board.strip()) < 9:
            fail("%s: no game board drawn (%r)" % (where, board))


def every_lesson(d):
    if wait_core(d, "#lessons") != "ready":
        fail("the page's core did not start")
        return
    for lang in LANGS:
        d.execute_script("localStorage.clear(); location.hash = arguments[0];", "#lessons&lang=" + lang)
        time.sleep(0.2)
        items = d.execute_script("return document.querySelectorAll('#c-lessons li[data-lesson]').length")
        files = lesson_files(lang)
        if items != 12 or len(files) != 12:
            fail("%s: the list shows %d lessons (%d files)" % (lang, items, len(files)))
        if attr(d, "html", "lang") != lang:
            fail("%s: the page's language is %r" % (lang, attr(d, "html", "lang")))
        # the figure's words come from the module's catalogue too
        d.execute_script("location.hash = arguments[0];", "#lesson=2&lang=" + lang)
        time.sleep(0.3)
        whole = text(d, "#c-whole")
        if (whole == "Whole tree") != (lang == "en"):
            fail("%s: the whole tree's button says %r" % (lang, whole))
        for n, path in enumerate(files, 1):
            play(d, lang, n, path)


def progress(d):
    if wait_core(d, "#lesson=3") != "ready":
        fail("progress: the page's core did not start")
        return
    d.execute_script("localStorage.clear();")
    wait_core(d, "#lesson=3")
    body = d.find_element(By.TAG_NAME, "body")
    # the keyboard: Enter goes on
    for _ in range(30):
        if attr(d, "#c-lesson", "data-section") == "2":
            break
        wait = attr(d, "#c-lesson", "data-wait")
        if wait == "answer":
            field = d.find_element(By.ID, "c-answer")
            field.send_keys(Keys.ESCAPE)         # Esc shows the answer
            if attr(d, "#c-feedback", "data-verdict") != "shown":
                fail("progress: Esc did not show the answer")
        else:
            body.send_keys(Keys.ENTER)
    section, wait = attr(d, "#c-lesson", "data-section"), attr(d, "#c-lesson", "data-wait")
    if section != "2":
        fail("progress: Enter did not bring lesson 3 to its second section (%s)" % section)
    if wait == "answer":
        q = questions(lesson_files("en")[2])[int(attr(d, "#c-ask", "data-question")) - 1]
        field = d.find_element(By.ID, "c-answer")
        field.send_keys(q[0] + Keys.ENTER)      # typed, and Enter checks it
        if attr(d, "#c-feedback", "data-verdict") != "right":
            fail("progress: an answer typed and Enter: %s" % text(d, "#c-feedback"))
        section, wait = attr(d, "#c-lesson", "data-section"), attr(d, "#c-lesson", "data-wait")
    kept = d.execute_script("return localStorage.getItem('abprune-progress-en')") or ""
    if "03-alpha-beta\tleft\t2\t" not in kept:
        fail("progress: the storage keeps %r" % kept)
    d.refresh()
    for _ in range(400):
        if attr(d, "html", "data-core"):
            break
        time.sleep(0.05)
    time.sleep(0.3)
    # where the lesson was left: past the question answered (its feedback
    # is not kept, as in the terminal), at the next stop of the section
    if attr(d, "#c-lesson", "data-section") != section or \
            attr(d, "#c-lesson", "data-wait") not in ("answer", "continue", "section-end"):
        fail("progress: after a reload lesson 3 is at section %s waiting for %s, not section %s" %
             (attr(d, "#c-lesson", "data-section"), attr(d, "#c-lesson", "data-wait"), section))
    # in another language at the same place
    d.execute_script("var s = document.getElementById('w-lang'); s.value = 'uk';"
                     "s.dispatchEvent(new Event('change'));")
    if attr(d, "#c-lesson", "data-section") != section or attr(d, "html", "lang") != "uk":
        fail("progress: in Ukrainian lesson 3 is at section %s" % attr(d, "#c-lesson", "data-section"))
    d.execute_script("var s = document.getElementById('w-lang'); s.value = 'en';"
                     "s.dispatchEvent(new Event('change'));")
    d.execute_script("location.hash = '#lessons';")
    time.sleep(0.2)
    status = text(d, '#c-lessons li[data-lesson="3"] .status') or ""
    if "left in section 2" not in status:
        fail("progress: the list says %r of lesson 3" % status)
    d.execute_script("window.confirm = function () { return true; };"
                     "document.getElementById('c-forget').click();")
    if d.execute_script("return document.querySelectorAll('#c-lessons .status').length") != 0 or \
            d.execute_script("return localStorage.getItem('abprune-progress-en')"):
        fail("progress: forget left %r" % d.execute_script("return localStorage.getItem('abprune-progress-en')"))
    wait_core(d, "#lesson=3")
    if attr(d, "#c-lesson", "data-section") != "1":
        fail("progress: after forget lesson 3 opens at section %s" % attr(d, "#c-lesson", "data-section"))


def answered(d, lang, name):
    """A question answered in lesson 3 (lang), for the screenshots; on a
    phone, no wider than the screen."""
    if wait_core(d, "#lesson=3&lang=" + lang) != "ready":
        fail("%s: the page's core did not start" % name)
        return
    d.execute_script("localStorage.clear();")
    wait_core(d, "#lesson=3&lang=" + lang)
    for _ in range(40):
        if attr(d, "#c-lesson", "data-wait") == "answer":
            break
        go_on(d)
    q = questions(lesson_files(lang)[2])
    answer(d, q[int(attr(d, "#c-ask", "data-question")) - 1][0])
    go_on(d)
    for _ in range(40):
        if attr(d, "#c-lesson", "data-wait") == "answer":
            break
        go_on(d)
    answer(d, q[int(attr(d, "#c-ask", "data-question")) - 1][1])
    # a phone widens its layout to a page wider than itself (innerWidth
    # grows with it), so the screen's width is the measure
    wide = d.execute_script("return document.documentElement.scrollWidth - screen.width")
    if "phone" in name and wide > 0:
        fail("%s: the page is %d px wider than the phone" % (name, wide))
    d.execute_script("document.getElementById('c-feedback').scrollIntoView({block: 'center'});")
    d.save_screenshot(os.path.join(TMP, "course-%s.png" % name))


def laptop(d):
    every_lesson(d)
    progress(d)
    for lang in LANGS:
        answered(d, lang, lang + "-laptop")


def phone(d):
    for lang in LANGS:
        answered(d, lang, lang + "-phone")
    # the trees' part of the page, and an exercise, fit the phone too
    for lang in LANGS:
        for fragment in ("#lang=" + lang, "#quiz=2-3-7&lang=" + lang):
            if wait_core(d, fragment) != "ready":
                fail("%s: the page's core did not start" % fragment)
                continue
            time.sleep(0.5)
            wide = d.execute_script("return document.documentElement.scrollWidth - screen.width")
            if wide > 0:
                fail("%s: the page is %d px wider than the phone" % (fragment, wide))
    # an exercise of 81 leaves is wider than the phone: it opens at its
    # root (the middle of a uniform tree), not at its first leaf
    fragment = "#quiz=3-4-7"
    if wait_core(d, fragment) != "ready":
        fail("%s: the page's core did not start" % fragment)
        return
    time.sleep(0.5)
    left, shown, whole = d.execute_script(
        "var b = document.querySelector('div.fig'); return [b.scrollLeft, b.clientWidth, b.scrollWidth]")
    if whole <= shown:
        fail("%s: the figure (%d px) is not wider than its box (%d px)" % (fragment, whole, shown))
    elif abs(left + shown / 2 - whole / 2) > shown / 4:
        fail("%s: the figure opens at %d of %d px, its box %d px wide: the root is not in the middle"
             % (fragment, left, whole, shown))


run_chromium(CHROME, DRIVER, TMP, laptop)
run_chromium(CHROME, DRIVER, TMP, phone, mobile=PHONE)
sys.exit(1 if failures else 0)
