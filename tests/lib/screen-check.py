#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""screen-check.py: the lesson and exercise screens read well (tests/ui/lesson-course.sh).

    screen-check.py lesson|quiz SCREENS WHAT LANG COLSxROWS

SCREENS is a --dump file (screens separated by "----" lines), WHAT the
lesson file or "ALG-VIEW" of the exercise, LANG the language of the
messages (en or a po/LL.po).  On every screen:

- no row but the figure's reaches the last column (all text is wrapped
  or shortened by whole pieces: a row as wide as the screen was cut);
- the title line is whole: a lesson's ends with the view in the language
  of the messages in parentheses after its section's "]", or, when the
  section needs the row, with that "]" (or a word and an ellipsis); an
  exercise's names the view;
- a lesson's step line (under the board) keeps to one row: the row under
  it is blank;
- the key line ends with the key to quit and its label ("q: quit"), help
  just before it; every key of the screen's table is there, on the last
  row of the big screen and on the last two rows at 80x24 (but under the
  help, which lists them all);
- on the paper's pi tree (lessons 2 and 3) the row of leaves is in sight
  whenever the board is.
A lesson is taken to its end.  Exit status 1 with the reasons printed.
"""
import os
import re
import sys


def catalogue(lang):
    """msgid -> msgstr of po/LANG.po ({} for English)."""
    if lang == "en":
        return {}
    path = os.path.join(os.environ.get("TOP_SRCDIR", "."), "po", lang + ".po")
    entries, key, cur = {}, None, {}
    unq = lambda s: re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)),
                           s)
    def keep():
        # a plural entry under both its English forms, by its first form
        for k in ("msgid", "plural"):
            if k in cur and "msgstr" in cur:
                entries[cur[k]] = cur["msgstr"]
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        m = re.match(r'^(msgid|msgid_plural|msgstr|msgstr\[\d+\]) "(.*)"$', line)
        if m:
            if m.group(1) == "msgid":
                keep()
                cur = {}
            key = {"msgid_plural": "plural", "msgstr[0]": "msgstr"}.get(m.group(1), m.group(1))
            if key.startswith("msgstr["):
                key = None
                continue
            cur[key] = unq(m.group(2))
        elif line.startswith('"') and key:
            cur[key] += unq(line[1:-1])
        elif not line.strip():
            keep()
            cur, key = {}, None
    keep()
    return entries


def main():
    kind, path, what, lang, size = sys.argv[1:6]
    cols, nrows = (int(x) for x in size.split("x"))
    po = catalogue(lang)
    tr = lambda s: po.get(s) or s
    # the step line under a lesson's board: its start in its full or its
    # brief form, from the catalogue
    heads = []
    for fmt in ("%s, step %zu of %zu: %s", "%s, %zu/%zu: %s"):
        f = tr(fmt)
        heads.append(re.escape(f[:f.rindex("%s")]).replace("%s", "[^ ]+").replace("%zu", r"\d+"))
    status_re = re.compile("^(%s)" % "|".join(heads))
    cursor = tr("cursor: %s").split("%s")[0]
    quit_key, help_key = tr("q: quit"), tr("?: help")
    back = tr("any key: back to the lesson" if kind == "lesson" else "any key: back to the exercise")
    screens = open(path, encoding="utf-8").read().split("----\n")[:-1]
    every = ("Enter: go on", "Left/Right: step", "Up/Down: scroll", "PgUp/PgDn: section",
             "Tab: code", "v: view", "m: marks", "s: stats", "?: help", "q: quit") \
        if kind == "lesson" else ("arrows: move", "x: cut", "t: kind", "digits/=: value",
                                  "w: windows", "c: check", "s: solution", "?: help", "q: quit")
    bad = []
    pi = kind == "lesson" and re.search(r"/0[23]-", what)
    for k, screen in enumerate(screens):
        rows = screen.split("\n")[:nrows]
        where = "%s %s %s screen %d" % (what, lang, size, k + 1)
        if kind == "lesson":
            status = next((i for i, r in enumerate(rows) if status_re.search(r)), None)
            figure = set(range(1, status)) if status else set()
        else:
            at = next((i for i, r in enumerate(rows) if r.startswith(cursor)), None)
            figure = set(range(1, at)) if at else set()
        for i, r in enumerate(rows):
            if i not in figure and len(r) >= cols:
                bad.append("%s: row %d has %d columns (cut?): %s" % (where, i + 1, len(r), r))
        title = rows[0].rstrip()
        views = [tr("minimax view"), tr("negamax view")]
        if kind == "lesson":
            end = r"(\]|\u2026|\.\.\.)"
            viewed = any(title.endswith("(%s)" % v) for v in views)
            if not re.search(end + ("  +\(" if viewed else "$"), title):
                bad.append("%s: the title line is not whole: %s" % (where, title))
            if status and status + 1 < len(rows) and rows[status + 1].strip():
                bad.append("%s: the step line takes two rows: %s / %s" % (where, rows[status],
                                                                          rows[status + 1]))
        if kind == "quiz":
            view = tr("minimax view" if what.endswith("minimax") else "negamax view")
            if view not in title:
                bad.append("%s: the title line lacks '%s': %s" % (where, view, title))
        keys = rows[-1].rstrip() if len(rows) == nrows else ""
        if not keys.endswith(quit_key) or help_key not in keys:
            bad.append("%s: the key line lacks '%s' or '%s': %s" % (where, help_key, quit_key,
                                                                  keys))
        # every key of the table: on the last row of the big screen, on the
        # last two of the small one
        # (the help overlay covers all but the last row: it lists them all)
        shown = keys if cols >= 200 else " / ".join(r.rstrip() for r in rows[-2:])
        helping = any(back in r for r in rows)
        for key in () if helping else every:
            if tr(key) not in shown:
                bad.append("%s: the key line lacks '%s': %s" % (where, tr(key), shown))
        # the leaves: twelve digits in a row, as far apart as the board
        # spreads them (one column at 80, more on a wide screen)
        leaves = [rows[i] for i in figure if re.search(r"(\d {0,7}){12}", rows[i])]
        if pi and figure and not leaves:
            bad.append("%s: the board shows no leaves:\n%s" % (where, "\n".join(rows[:status + 1])))
        # the board grows with the screen as the stepper's does (issue 30:
        # the pi tree stayed 81 columns wide at 200x60)
        if pi and leaves and cols >= 200:
            span = max(len(r.rstrip()) - (len(r) - len(r.lstrip())) for r in leaves)
            if span < 150:
                bad.append("%s: the board does not spread over the screen: its leaves take "
                           "%d columns of %d" % (where, span, cols))
    if kind == "lesson":
        end = tr("End of the lesson.  Right at the first try: %zu of %zu questions.")
        # (shown one space after each sentence, as all the lesson's text)
        end = re.sub(" +", " ", end.split("%zu")[0].strip())
        if not any(end in s for s in screens[-3:]):
            bad.append("%s (%s, %s) was not taken to its end" % (what, lang, size))
    for b in bad[:12]:
        print(b)
    if len(bad) > 12:
        print("... and %d more" % (len(bad) - 12))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
