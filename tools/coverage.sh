#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make coverage: line and branch coverage of make check, per layer, with
# gcovr (Debian's gcovr): a copy of the sources (the files git knows)
# built again with --coverage in WORKDIR, beside the build in use, make
# check run there, and each layer of src/ summed.  Writes WORKDIR/coverage.txt (the
# table) and WORKDIR/uncovered-functions.txt (the functions of the core no
# test calls), and prints the table.
# Usage: coverage.sh SRCDIR WORKDIR
# (gcovr's report goes to a file of WORKDIR, never -o /dev/null: gcovr
# replaces its output file, and run as root that made /dev/null a
# regular file)
set -eu
src=$(cd "$1" && pwd) work=$2
command -v gcovr >/dev/null 2>&1 || { echo "make coverage needs gcovr (Debian: apt-get install gcovr)" >&2; exit 1; }
mkdir -p "$work"
work=$(cd "$work" && pwd)
build=$work/build
if [ ! -f "$build/Makefile" ]; then
    rm -rf "$build"
    mkdir -p "$build"
    (cd "$src" && git ls-files -z | tar --null -T - -cf -) | (cd "$build" && tar xf -) ||
        { echo "coverage: cannot copy the sources (git ls-files)" >&2; exit 1; }
    (cd "$build" && autoreconf -fi && ./configure --enable-tests=required --enable-web=no \
        CFLAGS='--coverage -O0 -g' LDFLAGS='--coverage') >"$work/configure.log" 2>&1 ||
        { echo "coverage: configure failed ($work/configure.log)" >&2; exit 1; }
fi
src=$build
find "$build" -name '*.gcda' -delete
make -C "$build" -j2 >"$work/build.log" 2>&1 || { echo "coverage: the build failed ($work/build.log)" >&2; exit 1; }
# the suite's failures do not stop the count: a failing test is the
# suite's business, the figures say what ran
CK_TIMEOUT_MULTIPLIER=10 make -C "$build" -j2 check >"$work/check.log" 2>&1 || echo "coverage: make check failed; the figures are of what ran" >&2
{
    printf '%-8s %7s %7s %9s %9s\n' layer lines covered 'lines %' 'branches %'
    for layer in base tree search render course web ui cli; do
        [ -d "$src/src/$layer" ] || continue
        gcovr -r "$src" --object-directory "$build" --filter "$src/src/$layer/" \
            --exclude-unreachable-branches --print-summary -o "$work/$layer.txt" 2>/dev/null \
            >"$work/$layer.sum" || true
        awk -v layer="$layer" '
            /^lines:/ { lp = $2; sub(/%/, "", lp); l = $3; sub(/\(/, "", l); lt = $6; sub(/\)/, "", lt) }
            /^branches:/ { bp = $2; sub(/%/, "", bp) }
            END { printf "%-8s %7s %7s %8s%% %8s%%\n", layer, lt, l, lp, bp }' "$work/$layer.sum"
    done
} | tee "$work/coverage.txt"
# the core's functions no test calls
gcovr -r "$src" --object-directory "$build" --filter "$src/src/(base|tree|search|course)/" \
    --json -o "$work/coverage.json" >/dev/null 2>&1 || true
"${PYTHON3:-python3}" - "$work/coverage.json" >"$work/uncovered-functions.txt" <<'PY' || true
import json, sys
data = json.load(open(sys.argv[1]))
for f in data["files"]:
    for fn in f.get("functions", []):
        if fn.get("execution_count", 0) == 0:
            print("%s:%s %s" % (f["file"], fn.get("lineno", "?"), fn["name"]))
PY
echo "coverage: $(wc -l <"$work/uncovered-functions.txt") functions of base, tree, search and course never called: $work/uncovered-functions.txt"
