#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""pdf-fonts.py FILE.pdf: the page count, the first page's size and the
smallest font size a pdflatex PDF sets, for the export tests.

Prints "PAGES WIDTH HEIGHT SMALLEST SCALED": the width and height of the
first page in TeX points, the smallest size given to the Tf operator in any
content stream in TeX points, and whether any cm operator scales (a
picture shrunk or enlarged as a whole), which would make Tf sizes lie.
"""
import re
import sys
import zlib

BP_TO_PT = 72.27 / 72


def main(path):
    data = open(path, "rb").read()
    # streams (page contents, and object streams holding the page
    # dictionaries), decompressed
    streams = []
    for m in re.finditer(rb"stream\r?\n", data):
        raw = data[m.end():data.find(b"endstream", m.end())]
        try:
            streams.append(zlib.decompress(raw))
        except zlib.error:
            streams.append(raw)
    blob = data + b"\n".join(streams)
    pages = len(re.findall(rb"/Type\s*/Page(?![s\w])", blob))
    box = re.search(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]",
                    blob)
    width = (float(box.group(3)) - float(box.group(1))) * BP_TO_PT
    height = (float(box.group(4)) - float(box.group(2))) * BP_TO_PT
    smallest, scaled = None, False
    for text in streams:
        for size in re.findall(rb"/F\d+\s+([\d.]+)\s+Tf", text):
            size = float(size) * BP_TO_PT
            if smallest is None or size < smallest:
                smallest = size
        for a, b, c, d in re.findall(
                rb"([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+[-\d.]+\s+[-\d.]+\s+cm", text):
            if abs(float(a) - 1) > 1e-3 or abs(float(d) - 1) > 1e-3:
                scaled = True
    print(pages, "%.1f" % width, "%.1f" % height,
          "%.2f" % (smallest or 0), "scaled" if scaled else "unscaled")


if __name__ == "__main__":
    main(sys.argv[1])
