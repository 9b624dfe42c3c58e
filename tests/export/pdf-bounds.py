#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""pdf-bounds.py FILE.pdf...: every word of every page lies on its page.

An overfull box is what TeX reports when something does not fit; text
that runs off a slide's bottom out of a box of fixed height (a caption
longer than its box) is not reported, so the export tests read the text's
boxes (pdftotext -bbox) too.  Prints "FILE: page P: WORD at x y" for each
word that reaches past its page's edges, and exits 1 when there is one.
"""
import re
import subprocess
import sys

PAGE = re.compile(r'<page width="([\d.]+)" height="([\d.]+)">')
WORD = re.compile(r'<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" '
                  r'yMax="([-\d.]+)">([^<]*)</word>')


def check(path):
    out = subprocess.run(["pdftotext", "-bbox", path, "-"], capture_output=True,
                         text=True, check=True).stdout
    bad = 0
    page, width, height = 0, 0.0, 0.0
    for line in out.splitlines():
        m = PAGE.search(line)
        if m:
            page += 1
            width, height = float(m.group(1)), float(m.group(2))
            continue
        m = WORD.search(line)
        if not m:
            continue
        x0, y0, x1, y1 = (float(m.group(i)) for i in range(1, 5))
        if x0 < -0.5 or y0 < -0.5 or x1 > width + 0.5 or y1 > height + 0.5:
            print("%s: page %d: %s at %.1f %.1f (page %.1f x %.1f)"
                  % (path, page, m.group(5), x1, y1, width, height))
            bad += 1
    return bad


def main(paths):
    bad = sum(check(p) for p in paths)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main(sys.argv[1:])
