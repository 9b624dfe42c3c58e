#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# abprune run --json: valid JSON with the documented fields and the paper's
# facts.  Needs python3 to read the JSON; skipped (77) without it.
. "$TOP_SRCDIR/tests/lib/lib.sh"
py=${PYTHON3:-}
[ -n "$py" ] || py=$(command -v python3) || exit 77
pi=trees/knuth-moore-fig1.tree
"$ABPRUNE" run --json -a f1 $pi >"$TMP/f1.json" || fail "run --json -a f1"
"$ABPRUNE" run --json -a f2 $pi >"$TMP/f2.json" || fail "run --json -a f2"
"$ABPRUNE" run --json --trace -a f2 --window 0,4 $pi >"$TMP/w.json" || fail "run --json --window"
"$ABPRUNE" run --json --fail-soft $pi >"$TMP/soft.json" || fail "run --json --fail-soft"
"$ABPRUNE" run --json -a pvs $pi >"$TMP/pvs.json" || fail "run --json -a pvs"
"$ABPRUNE" run --json -a mtdf $pi >"$TMP/mtdf.json" || fail "run --json -a mtdf"
printf '@values negamax\n( -5 ( ( (3 1) (2 9) ) ) )\n' | "$ABPRUNE" run --json - >"$TMP/local.json" ||
    fail "run --json on the negamax tree"
printf '@values negamax\n( -5 ( ( -3 (4 1 7) ) ) )\n' | "$ABPRUNE" run --json - >"$TMP/mixed.json" ||
    fail "run --json on the mixed tree"
"$py" - "$TMP" <<'PY' || fail "JSON checks (see above)"
import json, sys
d = sys.argv[1]
load = lambda n: json.load(open(f"{d}/{n}.json"))
f1, f2, w, soft = load("f1"), load("f2"), load("w"), load("soft")
pvs, mtdf, local, mixed = load("pvs"), load("mtdf"), load("local"), load("mixed")
def check(cond, what):
    if not cond:
        print("JSON check failed:", what)
        sys.exit(1)
for doc in (f1, f2, w, soft):
    for key in ("algorithm", "root_value", "leaves_visited", "nodes", "leaves", "cutoffs"):
        check(key in doc, f"field {key}")
    check(doc["root_value"] == 2, "root value 2")
    check(len(doc["leaves"]) == doc["leaves_visited"], "leaves list length")
    for n in doc["nodes"]:
        check(n["kind"] in ("exact", "lower", "upper"), "node kind")
    for c in doc["cutoffs"]:
        check(c["kind"] in ("shallow", "deep", "window"), "cutoff kind")
for doc in (f1, f2, w, soft, pvs, mtdf, local, mixed):
    totals = {k: 0 for k in doc["cutoff_totals"]}
    for c in doc["cutoffs"]:
        # one kind per pruned branch, the first being the event's
        check(len(c["kinds"]) == c["pruned"] and c["kinds"][0] == c["kind"], "kinds per branch")
        for k in c["kinds"]:
            totals[k] += 1
    check(all(totals[k] == v["branches"] for k, v in doc["cutoff_totals"].items()),
          "cutoff_totals count branches by their kinds")
check(f1["algorithm"] == "F1" and f1["leaves_visited"] == 36, "F1 visits 36")
node12 = [n for n in f1["nodes"] if n["path"] == "1.2"][0]
check(node12["value"] == 3 and node12["true_value"] == 7 and node12["kind"] == "lower", "F1 1.2 is 3, true 7")
check(all(c["kind"] == "shallow" for c in f1["cutoffs"]), "F1 cuts shallow only")
check(f2["algorithm"] == "F2" and f2["leaves_visited"] == 31, "F2 visits 31")
kinds = [k for c in f2["cutoffs"] for k in c["kinds"]]
deep, shallow = kinds.count("deep"), kinds.count("shallow")
check((deep, shallow) == (5, 13), f"F2 prunes 5 deep, 13 shallow, got {deep}, {shallow}")
check(f2["cutoff_totals"]["deep"] == {"events": 3, "branches": 5, "in_cutoffs": 3}, "3 deep cutoffs")
check(all(k == "shallow" for c in f1["cutoffs"] for k in c["kinds"]), "F1's kinds all shallow")
for doc, name in ((pvs, "PVS"), (mtdf, "MTD(f)")):
    check(all(k != "window" for c in doc["cutoffs"] for k in c["kinds"]), f"{name}: no window")
    check(doc["cutoff_totals"]["null-window"]["branches"] > 0, f"{name}: null-window cuts")
check([c["kinds"] for c in local["cutoffs"]] == [["deep"], ["deep"]], "both cuts deep")
check([c["kinds"] for c in mixed["cutoffs"]] == [["deep", "shallow"]], "one cut, two kinds")
check(f2["leaves"][0] == "1.1.1.1", "first leaf 1.1.1.1")
check(f2["nodes"][0]["path"] == "", "root path is empty")
# the visited digits of the paper, read off the JSON
pi = "314159265358979323846264338327950288419716939937510582097494459230781640628620899"
def row(doc):
    seen = set(doc["leaves"])
    out = ""
    for i in range(81):
        p = ".".join(str(1 + (i // 3 ** (3 - k)) % 3) for k in range(4))
        out += pi[i] if p in seen else " "
    return out.rstrip()
check(row(f1) == "3141  265358      846      3279502                    0974944  230781640", "F1 digits")
check(row(f2) == "3141  265358      846      32 9502                    0  4944  2  781640", "F2 digits")
win = [c for c in w["cutoffs"] if c["kind"] == "window"]
check(len(win) == 1 and win[0]["first_pruned"] == "3.1.3", "window cutoff prunes 3.1.3")
check(w["alpha"] == 0 and w["beta"] == 4, "window recorded")
check(len(w["trace"]) == w["steps"], "one trace entry per step")
check(soft["fail_soft"] is True and soft["leaves_visited"] == 31, "fail-soft visits 31")
vals = {n["path"]: n["value"] for n in soft["nodes"]}
check([vals.get(p) for p in ("1.1", "1.2", "1.3")] == [2, 3, 4], "fail-soft depth-2 values")
PY

# A title with invalid UTF-8 is refused where it is read (doc/tree-format.md):
# nothing from a file reaches the output that is not text.
printf '@title caf\303\251 \377\376 \355\240\200 ok\n(1 2)\n' >"$TMP/bad-title.tree"
expect_status 1 run --json "$TMP/bad-title.tree"
expect_in "$TMP/err" "bad-title.tree:1:13: byte 0xFF in @title is not UTF-8 (a tree file is UTF-8 text)"
# a file name is not checked: its stray bytes become U+FFFD in the JSON
printf '@title caf\303\251 ok\n(1 2)\n' >"$TMP/bad-utf8-$(printf '\377').tree"
"$ABPRUNE" run --json "$TMP/bad-utf8-$(printf '\377').tree" >"$TMP/utf8.json" ||
    fail "run --json with invalid UTF-8 in the file name"
"$py" - "$TMP/utf8.json" <<'PY' || fail "JSON with invalid UTF-8 in the file name does not parse"
import json, sys
doc = json.loads(open(sys.argv[1], "rb").read().decode("utf-8"))
assert doc["title"] == "caf\u00e9 ok", repr(doc["title"])
assert doc["file"].endswith("bad-utf8-\ufffd.tree"), repr(doc["file"])
PY
finish
