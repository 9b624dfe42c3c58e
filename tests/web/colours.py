#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The web page's colours told apart (issue 37, item 2), from the styles
Chromium computes, not from a picture.

Usage: colours.py ABPRUNE CHROMIUM CHROMEDRIVER TMPDIR   (from the top of
the source tree; tests/web/colours.sh runs it).

On the pi tree's page, in the light and the dark scheme and in print:
the colour of the path and the colour of each kind of cutoff (the
branches cut and those inside a branch cut, which take their kind's
colour) differ by a CIEDE2000 distance of at least 20, and still by 10
when both are seen as a deuteranope sees them (the simulation of Machado,
Oliveira and Fernandes, 2009, at full severity); every line told apart
by its style as well: the path doubled, a cut single and solid with its
kind's letter (a letter each), inside a cut branch dashed.  Prints one
line per failure and exits 1 when there is any."""
import math
import os
import subprocess
import sys

from browser import run_chromium

ABPRUNE, CHROME, DRIVER, TMP = sys.argv[1:5]
PI = "trees/knuth-moore-fig1.tree"
failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL: " + msg)


# ---- colours: sRGB to CIELAB, CIEDE2000, a deuteranope's view ----

def linear(c):
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def gamma(c):
    c = min(1.0, max(0.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def lab(rgb):
    r, g, b = (linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(c1, c2):
    l1, a1, b1 = lab(c1)
    l2, a2, b2 = lab(c2)
    cb = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cb ** 7 / (cb ** 7 + 25 ** 7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360
    h2 = math.degrees(math.atan2(b2, a2)) % 360
    dl, dc = l2 - l1, c2p - c1p
    dh = 0 if c1p * c2p == 0 else (h2 - h1 + 180) % 360 - 180
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lm, cm = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hm = h1 + h2
    elif abs(h1 - h2) > 180:
        hm = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    else:
        hm = (h1 + h2) / 2
    t = (1 - 0.17 * math.cos(math.radians(hm - 30)) + 0.24 * math.cos(math.radians(2 * hm)) +
         0.32 * math.cos(math.radians(3 * hm + 6)) - 0.20 * math.cos(math.radians(4 * hm - 63)))
    rt = (-2 * math.sqrt(cm ** 7 / (cm ** 7 + 25 ** 7)) *
          math.sin(math.radians(60 * math.exp(-((hm - 275) / 25) ** 2))))
    sl = 1 + 0.015 * (lm - 50) ** 2 / math.sqrt(20 + (lm - 50) ** 2)
    sc, sh = 1 + 0.045 * cm, 1 + 0.015 * cm * t
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


DEUTERANOPIA = [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881]]


def deuteranope(rgb):
    lin = [linear(c) for c in rgb]
    return tuple(gamma(sum(DEUTERANOPIA[i][j] * lin[j] for j in range(3))) for i in range(3))


def rgb(css):
    """'rgb(11, 92, 173)' as (11, 92, 173)."""
    return tuple(float(v) for v in css[css.index("(") + 1:css.index(")")].split(",")[:3])


# ---- the page ----

READ = """
function line(sel) {
  var e = document.querySelector('.fig svg ' + sel);
  if (!e) return null;
  var s = getComputedStyle(e);
  return [s.stroke, s.strokeDasharray, s.strokeWidth];
}
var D = JSON.parse(document.getElementById('abprune-data').textContent), out = {kinds: []};
out.path = line('path.e.on');
out.inner = line('path.e.on + path.ei');
out.followed = line('path.e.fw:not(.on)');
D.kinds.forEach(function (k, i) {
  out.kinds.push({name: k.name, letter: k.letter, cut: line('path.e.cut.k' + i),
                  inside: line('path.e.in.k' + i)});
});
return out;
"""


def checks(d):
    path = os.path.join(TMP, "pi.html")
    subprocess.run([ABPRUNE, "export", "-f", "html", "--force", "-o", path, PI], check=True)
    for scheme, media in (("light", ""), ("dark", ""), ("light", "print")):
        d.execute_cdp_cmd("Emulation.setEmulatedMedia",
                          {"media": media, "features": [{"name": "prefers-color-scheme", "value": scheme}]})
        d.get("file://" + os.path.abspath(path) + "#step=65")
        got = d.execute_script(READ)
        what = scheme + (" print" if media else "")
        if not got["path"] or not got["inner"] or not got["followed"]:
            fail("%s: no path or followed branch drawn: %r" % (what, got))
            continue
        p = rgb(got["path"][0])
        if got["path"] == got["followed"] or got["inner"][0] == got["path"][0]:
            fail("%s: the path is not a doubled line of its own colour: %r" % (what, got))
        letters = set()
        for k in got["kinds"]:
            cut, inside = k["cut"], k["inside"]
            if not cut or not inside:
                fail("%s: kind %s has no lines" % (what, k["name"]))
                continue
            c = rgb(cut[0])
            de, dd = ciede2000(p, c), ciede2000(deuteranope(p), deuteranope(c))
            if de < 20:
                fail("%s: the path %s and a %s cut %s differ by %.1f (CIEDE2000), under 20"
                     % (what, got["path"][0], k["name"], cut[0], de))
            if dd < 10:
                fail("%s: to a deuteranope the path and a %s cut differ by %.1f, under 10"
                     % (what, k["name"], dd))
            if inside[0] != cut[0]:
                fail("%s: inside a %s cut the lines are %s, not the kind's %s"
                     % (what, k["name"], inside[0], cut[0]))
            if cut[1] != "none" or inside[1] == "none":
                fail("%s: a %s cut is not solid (%s) or inside it not dashed (%s)"
                     % (what, k["name"], cut[1], inside[1]))
            letters.add(k["letter"])
        if len(letters) != len(got["kinds"]):
            fail("%s: the kinds' letters are not one each: %r" % (what, letters))


run_chromium(CHROME, DRIVER, TMP, checks)
if failures:
    print("%d failure(s)" % len(failures))
    sys.exit(1)
print("colours.py: all passed")
