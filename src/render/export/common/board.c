/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board.c: the boards of a game's positions in the exports. */
#include "config.h"

#include "render/export/common/board.h"
#include "base/strbuf.h"
#include "render/export/common/latex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "render/words/format.h"
#include "render/export/common/graph.h"
#include "search/step_state.h"
#include "tree/game.h"
#include "tree/node_name.h"

bool board_choice_parse(const char *s, enum export_boards *out)
{
    static const struct { const char *name; enum export_boards b; } names[] = {
        { "none", BOARDS_NONE }, { "root", BOARDS_ROOT }, { "path", BOARDS_PATH },
        { "leaves", BOARDS_LEAVES },
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(s, names[i].name) == 0) {
            *out = names[i].b;
            return true;
        }
    return false;
}

/* Appends n to the list, growing it; false when out of memory. */
static bool add(node_id **list, size_t *n, size_t *cap, node_id node)
{
    if (*n == *cap) {
        size_t ncap = *cap ? 2 * *cap : 16;
        node_id *l = realloc(*list, ncap * sizeof *l);
        if (!l)
            return false;
        *list = l;
        *cap = ncap;
    }
    (*list)[(*n)++] = node;
    return true;
}

node_id *board_positions(const struct export_request *rq, size_t *n)
{
    const struct tree *t = rq->trace->tree;
    const struct step_state *s = rq->state;
    node_id *list = NULL, end = rq->root + t->size[rq->root];
    size_t cap = 0;
    bool ok = true;
    *n = 0;
    if (rq->boards == BOARDS_NONE || !t->game)
        return NULL;
    if (rq->boards == BOARDS_ROOT) {
        ok = add(&list, n, &cap, rq->root);
    } else if (rq->boards == BOARDS_LEAVES) {
        for (node_id m = rq->root; ok && m < end; m++)
            if (tree_is_leaf(t, m) && s->status[m] == NODE_DONE)
                ok = add(&list, n, &cap, m);
    } else if (rq->snapshot) {
        /* the path to where the search is, within the subtree drawn */
        node_id cur = step_state_current_node(s);
        if (cur != AB_NO_NODE && cur >= rq->root && cur < end) {
            for (node_id m = cur;; m = tree_parent(t, m)) {
                ok = ok && add(&list, n, &cap, m);
                if (m == rq->root)
                    break;
            }
            for (size_t i = 0; i < *n / 2; i++) {
                node_id x = list[i];
                list[i] = list[*n - 1 - i];
                list[*n - 1 - i] = x;
            }
        }
    } else {
        /* the principal variation: each position's first best move */
        node_id m = rq->root;
        while (ok) {
            ok = add(&list, n, &cap, m);
            if (tree_is_leaf(t, m))
                break;
            node_id c = tree_first_child(t, m);
            while (-t->value[c] != t->value[m])
                c = tree_next_sibling(t, c);
            m = c;
        }
    }
    if (!ok) {
        free(list);
        *n = 0;
        return NULL;
    }
    return list;
}

/* One board and its lines: the position's name, the board, whose move,
 * the value the search returned (or that it was not reached). */
struct drawn {
    struct board_picture pic;
    char name[NODE_NAME_MAX], caption[GAME_CAPTION_MAX], value[64];
    unsigned width;
};

static bool draw(const struct export_request *rq, const struct tree_game *g, node_id n,
                 bool ascii, struct drawn *d)
{
    const struct tree *t = rq->trace->tree;
    const struct step_state *s = rq->state;
    if (!game_board_at(t, g, n, ascii, &d->pic, d->caption, sizeof d->caption))
        return false;
    node_name(d->name, sizeof d->name, t, n);
    char v[FMT_VALUE_MAX];
    uint32_t depth = tree_depth(t, n);
    if (s->status[n] == NODE_DONE)
        /* TRANSLATORS: under a board: the value the search returned there */
        snprintf(d->value, sizeof d->value, _("returned %s"),
                 fmt_value(v, step_state_value(s, n), depth, rq->opt.view));
    else
        snprintf(d->value, sizeof d->value, "%s", _("not returned"));
    d->width = d->pic.cols;
    const char *lines[] = { d->name, d->caption, d->value };
    for (size_t i = 0; i < 3; i++)
        if (utf8_width(lines[i]) > d->width)
            d->width = (unsigned)utf8_width(lines[i]);
    return true;
}

/* Writes s padded with blanks to `width` columns. */
static void padded(struct strbuf *out, const char *s, unsigned width)
{
    strbuf_puts(out, s);
    for (size_t w = utf8_width(s); w < width; w++)
        strbuf_puts(out, " ");
}

/* The boards drawn[0..k-1] side by side, `gap` blanks apart. */
static void text_row(struct strbuf *out, const struct drawn *d, size_t k)
{
    unsigned rows = 0;
    for (size_t i = 0; i < k; i++)
        rows = d[i].pic.rows > rows ? d[i].pic.rows : rows;
    for (unsigned line = 0; line < rows + 3; line++) {
        struct strbuf row;
        strbuf_init(&row);
        for (size_t i = 0; i < k; i++) {
            unsigned w = d[i].width + (i + 1 < k ? 3 : 0);
            if (line == 0) {
                padded(&row, d[i].name, w);
            } else if (line <= rows) {
                size_t start = row.len;
                for (unsigned c = 0; line - 1 < d[i].pic.rows && c < d[i].pic.cols; c++)
                    strbuf_puts(&row, d[i].pic.cell[line - 1][c].glyph);
                size_t cols = line - 1 < d[i].pic.rows ? d[i].pic.cols : 0;
                (void)start;
                for (size_t c = cols; c < w; c++)
                    strbuf_puts(&row, " ");
            } else {
                padded(&row, line == rows + 1 ? d[i].caption : d[i].value, w);
            }
        }
        /* no blanks at the end of a line */
        while (row.len && row.data[row.len - 1] == ' ')
            row.len--;
        strbuf_add(out, row.data ? row.data : "", row.len);
        strbuf_puts(out, "\n");
        strbuf_free(&row);
    }
}

void board_text(struct strbuf *out, const struct export_request *rq, const struct paper *p,
                uint32_t width)
{
    (void)p;
    struct tree_game g;
    size_t n;
    node_id *list = board_positions(rq, &n);
    if (!list || !tree_game(rq->trace->tree, &g)) {
        free(list);
        return;
    }
    struct drawn *d = malloc((n < BOARD_SHOWN_MAX ? n : BOARD_SHOWN_MAX) * sizeof *d);
    size_t k = 0, shown = n < BOARD_SHOWN_MAX ? n : BOARD_SHOWN_MAX;
    if (!d) {
        out->failed = true;
        free(list);
        return;
    }
    strbuf_puts(out, "\n");
    strbuf_puts(out, _("Boards:"));
    strbuf_puts(out, "\n");
    uint32_t used = 0;
    for (size_t i = 0; i < shown; i++) {
        if (!draw(rq, &g, list[i], rq->opt.ascii, &d[k]))
            continue;
        /* a new row when this one would pass the width */
        if (k > 0 && used + 3 + d[k].width > width) {
            strbuf_puts(out, "\n");
            text_row(out, d, k);
            d[0] = d[k];
            k = 0;
            used = 0;
        }
        used += (k ? 3 : 0) + d[k].width;
        k++;
    }
    if (k) {
        strbuf_puts(out, "\n");
        text_row(out, d, k);
    }
    if (n > shown) {
        strbuf_puts(out, "\n");
        strbuf_printf(out, P_("(and %zu more position)", "(and %zu more positions)", n - shown),
                      n - shown);
        strbuf_puts(out, "\n");
    }
    free(d);
    free(list);
}

/* DOT colours of the pieces, by what they are. */
static const char *dot_colour(const struct board_cell *c)
{
    switch (c->role) {
    case BOARD_FIRST: return "#c00000";
    case BOARD_SECOND: return "#008000";
    case BOARD_EMPTY:
    case BOARD_FRAME: return "gray50";
    default: return NULL;
    }
}

/* Copies s into an HTML-like DOT label. */
static void dot_text(struct strbuf *out, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': strbuf_puts(out, "&amp;"); break;
        case '<': strbuf_puts(out, "&lt;"); break;
        case '>': strbuf_puts(out, "&gt;"); break;
        case ' ': strbuf_puts(out, "&nbsp;"); break;
        default: strbuf_add(out, s, 1);
        }
    }
}

void board_dot(struct strbuf *out, const struct export_request *rq)
{
    struct tree_game g;
    size_t n;
    node_id *list = board_positions(rq, &n);
    if (!list || !tree_game(rq->trace->tree, &g)) {
        free(list);
        return;
    }
    strbuf_puts(out, "  // the boards of the positions (export --boards)\n");
    for (size_t i = 0; i < n && i < BOARD_SHOWN_MAX; i++) {
        struct drawn d;
        if (!draw(rq, &g, list[i], rq->opt.ascii, &d))
            continue;
        unsigned id = (unsigned)list[i];
        strbuf_printf(out, "  b%u [shape=box, style=\"rounded,dashed\", color=gray60, "
                           "fontname=\"Courier\", label=<<table border=\"0\" cellspacing=\"0\" "
                           "cellpadding=\"0\">", id);
        for (unsigned r = 0; r < d.pic.rows; r++) {
            strbuf_puts(out, "<tr><td align=\"left\">");
            for (unsigned c = 0; c < d.pic.cols; c++) {
                const struct board_cell *cell = &d.pic.cell[r][c];
                const char *colour = dot_colour(cell);
                bool last = cell->flags & BOARD_LAST, win = cell->flags & BOARD_WIN;
                if (colour)
                    strbuf_printf(out, "<font color=\"%s\">", colour);
                if (last)
                    strbuf_puts(out, "<b>");
                if (win)
                    strbuf_puts(out, "<u>");
                dot_text(out, cell->glyph);
                if (win)
                    strbuf_puts(out, "</u>");
                if (last)
                    strbuf_puts(out, "</b>");
                if (colour)
                    strbuf_puts(out, "</font>");
            }
            strbuf_puts(out, "</td></tr>");
        }
        strbuf_puts(out, "<tr><td align=\"left\"><font face=\"Helvetica\" point-size=\"9\">");
        dot_text(out, d.caption);
        strbuf_puts(out, "</font></td></tr></table>>];\n");
        /* beside its position, on its rank */
        strbuf_printf(out, "  { rank=same; n%u; b%u; }\n  n%u -> b%u [style=dotted, "
                           "color=gray60, constraint=false];\n", id, id, id, id);
    }
    free(list);
}

/* One board as a tabular: the position's name (unless bare), the board,
 * whose move it is. */
static void board_tabular(struct strbuf *out, const struct drawn *d, bool named)
{
    strbuf_puts(out, "\\begin{tabular}[t]{@{}l@{}}");
    if (named)
        latex_escape(out, d->name, false);
    for (unsigned r = 0; r < d->pic.rows; r++) {
        strbuf_puts(out, r || named ? "\\\\\\texttt{" : "\\texttt{");
        for (unsigned c = 0; c < d->pic.cols; c++) {
            const struct board_cell *cell = &d->pic.cell[r][c];
            const char *colour = cell->role == BOARD_FIRST ? "red!75!black"
                               : cell->role == BOARD_SECOND ? "green!45!black" : NULL;
            if (cell->glyph[0] == ' ') {
                strbuf_puts(out, "~");
                continue;
            }
            if (colour)
                strbuf_printf(out, "\\textcolor{%s}{", colour);
            if (cell->flags & (BOARD_LAST | BOARD_WIN))
                strbuf_puts(out, "\\textbf{");
            latex_escape(out, cell->glyph, false);
            if (cell->flags & (BOARD_LAST | BOARD_WIN))
                strbuf_puts(out, "}");
            if (colour)
                strbuf_puts(out, "}");
        }
        strbuf_puts(out, "}");
    }
    strbuf_puts(out, "\\\\");
    latex_escape(out, d->caption, false);
    strbuf_puts(out, "\\end{tabular}");
}

void board_tikz(struct strbuf *out, const struct export_request *rq)
{
    enum { PER_ROW = 6 };
    struct tree_game g;
    size_t n;
    node_id *list = board_positions(rq, &n);
    if (!list || !tree_game(rq->trace->tree, &g)) {
        free(list);
        return;
    }
    strbuf_puts(out, "% the boards of the positions (export --boards)\n"
                     "\\node[anchor=north west, inner sep=0pt, font=\\scriptsize] at "
                     "([yshift=-6pt]current bounding box.south west) {%\n"
                     "\\begin{tabular}{@{}");
    size_t shown = n < BOARD_SHOWN_MAX ? n : BOARD_SHOWN_MAX;
    for (size_t i = 0; i < PER_ROW && i < shown; i++)
        strbuf_puts(out, "l@{\\hspace{1.5em}}");
    strbuf_puts(out, "@{}}\n");
    size_t col = 0;
    for (size_t i = 0; i < shown; i++) {
        struct drawn d;
        if (!draw(rq, &g, list[i], true, &d))
            continue;
        if (col == PER_ROW) {
            strbuf_puts(out, "\\\\[1ex]\n");
            col = 0;
        }
        strbuf_puts(out, col ? "& " : "");
        board_tabular(out, &d, true);
        strbuf_puts(out, "\n");
        col++;
    }
    strbuf_puts(out, "\\end{tabular}};\n");
    free(list);
}

bool board_tikz_one(struct strbuf *out, const struct export_request *rq, node_id n,
                    double x, double y, const char *heading)
{
    struct tree_game g;
    struct drawn d;
    if (!tree_game(rq->trace->tree, &g) || !draw(rq, &g, n, true, &d))
        return false;
    strbuf_printf(out, "\\node[anchor=north west, inner sep=0pt, font=\\fontsize{%d}{%d}"
                  "\\selectfont, align=left] at (%.2fpt,%.2fpt) {", BOARD_DECK_FONT,
                  BOARD_DECK_FONT + 2, x, y);
    if (heading) {
        latex_escape(out, heading, false);
        strbuf_puts(out, " ");
    }
    latex_escape(out, d.name, false);
    strbuf_puts(out, "\\\\");
    board_tabular(out, &d, false);
    strbuf_puts(out, "};\n");
    return true;
}

bool board_tikz_size(const struct export_request *rq, double *width, double *height)
{
    /* the widest and tallest board of any position the subtree may show,
     * as the root's: a game's boards keep their size */
    struct tree_game g;
    struct drawn d;
    *width = *height = 0;
    if (rq->boards == BOARDS_NONE || !tree_game(rq->trace->tree, &g) ||
        !draw(rq, &g, rq->root, true, &d))
        return false;
    double em = BOARD_DECK_FONT;
    /* typewriter cells 0.53 em; the caption's and name's words about 0.6
     * em a character in the small sans serif; a line 1.25 em */
    double w = 0.53 * em * d.pic.cols;
    double words = 0.62 * em * (double)utf8_width(d.caption);
    if (words > w)
        w = words;
    words = 0.62 * em * (double)(utf8_width(d.name) + 12);
    if (words > w)
        w = words;
    *width = w;
    *height = 1.25 * em * (d.pic.rows + 2.3);
    return true;
}
