# SPDX-License-Identifier: GPL-3.0-or-later
# sgr.awk: a screen captured with `tmux capture-pane -e -p` as one line
# per character that is not a blank: ROW COL CHAR ATTRS, where ATTRS is
# the character's look as the escape sequences left it: fg=N and bg=N
# (0-7, 8-15 for bright colours, -1 for the terminal's own), then any of
# bold dim ul rev.  Rows and columns count from 1; wide characters count
# one column each, as the interface draws them.
#
#   tmux capture-pane -e -p -t t | awk -f tests/lib/sgr.awk
BEGIN {
    ESC = sprintf("%c", 27)
    # bytes that continue a UTF-8 character (awk may count bytes)
    for (i = 128; i < 192; i++)
        CONT = CONT sprintf("%c", i)
}

function reset() { fg = -1; bg = -1; bold = 0; dim = 0; ul = 0; rev = 0 }

function sgr(params,    n, i, p, a) {
    if (params == "")
        params = "0"
    n = split(params, a, ";")
    for (i = 1; i <= n; i++) {
        p = a[i] + 0
        if (p == 0) reset()
        else if (p == 1) bold = 1
        else if (p == 2) dim = 1
        else if (p == 4) ul = 1
        else if (p == 7) rev = 1
        else if (p == 22) { bold = 0; dim = 0 }
        else if (p == 24) ul = 0
        else if (p == 27) rev = 0
        else if (p >= 30 && p <= 37) fg = p - 30
        else if (p == 39) fg = -1
        else if (p >= 40 && p <= 47) bg = p - 40
        else if (p == 49) bg = -1
        else if (p >= 90 && p <= 97) fg = p - 90 + 8
        else if (p >= 100 && p <= 107) bg = p - 100 + 8
        else if ((p == 38 || p == 48) && a[i + 1] == 5) {
            if (p == 38) fg = a[i + 2] + 0; else bg = a[i + 2] + 0
            i += 2
        }
    }
}

function look(    s) {
    s = "fg=" fg " bg=" bg
    if (bold) s = s " bold"
    if (dim) s = s " dim"
    if (ul) s = s " ul"
    if (rev) s = s " rev"
    return s
}

{
    reset()
    row = NR
    col = 0
    line = $0
    while (length(line) > 0) {
        if (substr(line, 1, 2) == ESC "[") {
            rest = substr(line, 3)
            if (match(rest, /^[0-9;]*[A-Za-z]/)) {
                seq = substr(rest, 1, RLENGTH)
                if (substr(seq, RLENGTH, 1) == "m")
                    sgr(substr(seq, 1, RLENGTH - 1))
                line = substr(rest, RLENGTH + 1)
                continue
            }
        }
        ch = substr(line, 1, 1)
        line = substr(line, 2)
        while (length(line) > 0 && index(CONT, substr(line, 1, 1)) > 0) {
            ch = ch substr(line, 1, 1)
            line = substr(line, 2)
        }
        col++
        if (ch != " ")
            print row, col, ch, look()
    }
}
