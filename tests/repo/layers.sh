#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The architecture, checked: src/ holds one folder a layer, and a file may
# include only headers of its own layer and of the layers before it in the
# table below; inside render/, the same for its parts, and no format's
# folder includes another's.  Also: no two modules include each other (a module is a
# folder's NAME.c with its NAME.h), nor do longer circles close; only ui/
# includes curses; no source file sits at the top of src/; every folder of
# src/ is in the table.  doc/hacking.md shows the same table (checked).
# Fails naming each offending line.
. "$TOP_SRCDIR/tests/lib/lib.sh"

# The layers, lowest first.
LAYERS='base tree search render course web ui cli'

# render/ is in folders, lowest first: the words of a search, the paper's
# figure, run's and stats' reports, then the exports: common/ (what every
# format shares), a folder a format (text/, dot/, tikz/, html/: any folder
# of export/ but common/; a format never includes another format), and at
# the top of export/ the table of formats, which names them all.  No file
# sits at the top of render/.
RENDER_PARTS='words figure report export/common export/FORMAT export'

# check_layers DIR: prints one line a violation found under DIR (a src/).
check_layers() {
    _dir=$1
    for f in "$_dir"/*.c "$_dir"/*.h; do
        [ -e "$f" ] && echo "$f: a source file at the top of src/: put it in a layer's folder"
    done
    for f in "$_dir"/render/*.c "$_dir"/render/*.h; do
        [ -e "$f" ] && echo "$f: a source file at the top of src/render/: put it in one of its folders"
    done
    for d in "$_dir"/*/; do
        [ -d "$d" ] || continue
        d=$(basename "$d")
        case " $LAYERS " in *" $d "*) ;; *) echo "$_dir/$d/: a folder that is not a layer (add it to tests/repo/layers.sh's table)" ;; esac
    done
    for d in "$_dir"/render/*/; do
        [ -d "$d" ] || continue
        d=$(basename "$d")
        case " $RENDER_PARTS " in *" $d "*) ;; *) echo "$_dir/render/$d/: a folder that is not in render/'s table (tests/repo/layers.sh)" ;; esac
    done
    # one line an include: FILE LINE LAYER MODULE TARGET-LAYER TARGET-MODULE
    # (a module: its path under src/ without .c or .h)
    find "$_dir" -name '*.[ch]' | sort | while read -r f; do
        rel=${f#"$_dir"/}
        layer=${rel%%/*}
        case " $LAYERS " in *" $layer "*) ;; *) continue ;; esac
        awk -v file="$f" -v rel="$rel" -v layer="$layer" '
            /^[ \t]*#[ \t]*include[ \t]*"/ {
                inc = $0; sub(/^[^"]*"/, "", inc); sub(/".*$/, "", inc)
                if (inc == "config.h") next
                n = split(inc, part, "/")
                tl = n >= 2 ? part[1] : "?"; tm = inc; sub(/\.h$/, "", tm)
                m = rel; sub(/\.[ch]$/, "", m)
                print file, FNR, layer, m, tl, tm
            }
            /^[ \t]*#[ \t]*include[ \t]*<(n?curses|ncursesw\/|term\.h|panel\.h)/ {
                if (layer != "ui") print "@ " file ":" FNR ": includes curses, which only ui/ may"
            }' "$f"
    done >"$TMP/includes"
    sed -n 's/^@ //p' "$TMP/includes"
    grep -v '^@ ' "$TMP/includes" | awk -v layers="$LAYERS" -v parts="$RENDER_PARTS" '
        BEGIN {
            n = split(layers, l, " "); for (i = 1; i <= n; i++) rank[l[i]] = i
            n = split(parts, q, " "); for (i = 1; i <= n; i++) prank[q[i]] = i
        }
        # the part of render/ a module is in: words, export/common,
        # export/FORMAT (then fmt gets the format), export
        function part_of(mod,    k, p) {
            k = split(mod, p, "/")
            fmt = ""
            if (k <= 3) return p[2] == "export" && k == 3 ? "export" : p[2]
            if (p[2] == "export" && p[3] != "common") { fmt = p[3]; return "export/FORMAT" }
            return p[2] "/" p[3]
        }
        {
            file = $1; line = $2; layer = $3; m = $4; tl = $5; tm = $6
            if (!(tl in rank)) { print file ":" line ": includes \"" tm ".h\" without its layer folder (\"LAYER/...\")"; next }
            if (rank[tl] > rank[layer])
                print file ":" line ": " layer "/ includes " tm ".h, a later layer"
            if (layer == "render" && tl == "render") {
                a = part_of(m); fa = fmt; b = part_of(tm); fb = fmt
                if ((a in prank) && (b in prank)) {
                    if (prank[b] > prank[a])
                        print file ":" line ": render/" a "/ includes " tm ".h, a later part of render/"
                    else if (a == "export/FORMAT" && b == a && fa != fb)
                        print file ":" line ": the format " fa "/ includes " tm ".h, another format'"'"'s"
                }
            }
            if (tm != m) edge[m " " tm] = file ":" line
        }
        END {
            for (e in edge) {
                split(e, ab, " ")
                back = ab[2] " " ab[1]
                if ((back in edge) && ab[1] < ab[2])
                    print edge[e] ": " ab[1] " and " ab[2] " include each other (also " edge[back] ")"
            }
            for (e in edge) print e >"/dev/stderr"
        }' 2>"$TMP/edges"
    # longer circles: tsort names the modules of any loop
    tsort "$TMP/edges" 2>&1 >/dev/null | grep -v 'input contains a loop' | sed 's/^tsort: /a circle of includes through: /'
}

check_layers src >"$TMP/violations"
[ -s "$TMP/violations" ] && fail "the layers are broken:
$(cat "$TMP/violations")"

# doc/hacking.md shows the same table, in the same order
sed -n '/^| layer | folder/,/^$/p' doc/hacking.md | sed -n 's/^| [^|]* | `src\/\([a-z]*\)\/` .*/\1/p' | tr '\n' ' ' >"$TMP/doc-layers"
[ "$(cat "$TMP/doc-layers")" = "$LAYERS " ] ||
    fail "doc/hacking.md's table of layers reads '$(cat "$TMP/doc-layers")', tests/repo/layers.sh's '$LAYERS'"

# ... and the check itself can fail: a tree with each fault once
p=$TMP/probe
mkdir -p "$p/base" "$p/tree" "$p/search" "$p/ui" "$p/extra"
printf '#include "search/b.h"\n' >"$p/tree/a.c"            # a later layer
printf '#include "search/a.h"\n' >"$p/search/b.c"           # b <-> a in one layer
printf '#include "search/b.h"\n' >"$p/search/a.c"
printf '#include "search/d.h"\n' >"$p/search/c.c"           # c -> d -> e -> c
printf '#include "search/e.h"\n' >"$p/search/d.c"
printf '#include "search/c.h"\n' >"$p/search/e.c"
printf '#include <curses.h>\n' >"$p/base/f.c"               # curses outside ui/
printf '#include <curses.h>\n#include "base/f.h"\n' >"$p/ui/g.c"  # allowed
printf '#include "f.h"\n' >"$p/base/h.c"                    # no folder
printf 'int x;\n' >"$p/top.c"                               # at the top
mkdir -p "$p/render/words" "$p/render/export/common" "$p/render/export/dot" "$p/render/export/tikz" "$p/render/oddity"
printf '#include "render/export/common/k.h"\n' >"$p/render/words/j.c"   # a later part
printf '#include "render/export/tikz/m.h"\n' >"$p/render/export/dot/l.c" # another format
printf '#include "render/words/j.h"\n#include "render/export/common/k.h"\n' >"$p/render/export/tikz/m.c"  # allowed
printf 'int y;\n' >"$p/render/n.c"                          # at the top of render/
check_layers "$p" >"$TMP/probe-out"
for want in 'tree/a.c:1: tree/ includes search/b.h, a later layer' \
            'search/a and search/b include each other' \
            'a circle of includes through: search/' \
            'base/f.c:1: includes curses' \
            'base/h.c:1: includes "f.h" without its layer folder' \
            'top.c: a source file at the top of src/' \
            'extra/: a folder that is not a layer' \
            'render/words/j.c:1: render/words/ includes render/export/common/k.h, a later part' \
            "render/export/dot/l.c:1: the format dot/ includes render/export/tikz/m.h, another format's" \
            'render/n.c: a source file at the top of src/render/' \
            'render/oddity/: a folder that is not in render'; do
    grep -qF "$want" "$TMP/probe-out" || fail "the check misses a fault: '$want' not in: $(cat "$TMP/probe-out")"
done
grep -q 'ui/g.c' "$TMP/probe-out" && fail "the check refuses curses in ui/: $(cat "$TMP/probe-out")"
grep -q 'tikz/m.c' "$TMP/probe-out" && fail "the check refuses a format's lawful includes: $(cat "$TMP/probe-out")"
finish
