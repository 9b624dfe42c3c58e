/* SPDX-License-Identifier: GPL-3.0-or-later */
/* text_export.c: the text formats: the paper's figure with its legend, and the
 * outline. */
#include "config.h"

#include "render/export/text/text_export.h"

#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "render/export/common/board.h"
#include "render/words/describe.h"
#include "render/words/format.h"
#include "search/nodetype.h"
#include "search/step_state.h"
#include "tree/node_name.h"

static void add_codepoints(struct strbuf *out, const uint32_t *cp, uint32_t n)
{
    char buf[4];
    for (uint32_t i = 0; i < n; i++)
        strbuf_add(out, buf, utf8_encode(cp[i], buf));
}

void export_row_text(struct strbuf *out, const struct cell *row, uint32_t w)
{
    while (w > 0 && row[w - 1].ch == ' ')
        w--;
    char buf[4];
    for (uint32_t i = 0; i < w; i++) {
        /* a wide character's second column: the character covers it */
        if (row[i].ch == PAPER_WIDE_TAIL)
            continue;
        strbuf_add(out, buf, utf8_encode(row[i].ch, buf));
        if (row[i].accent)
            strbuf_add(out, buf, utf8_encode(row[i].accent, buf));
    }
    strbuf_add(out, "\n", 1);
}

/* Which cut kinds occur in the picture (rq's subtree), to list only
 * those. */
static unsigned cut_kinds_shown(const struct export_request *rq)
{
    const struct step_state *s = rq->state;
    const struct tree *t = rq->trace->tree;
    unsigned kinds = 0;
    for (node_id n = rq->root + 1; n < rq->root + t->size[rq->root]; n++)
        if (s->status[n] == NODE_CUT)
            kinds |= 1u << step_state_cut_kind(s, n);
    return kinds;
}

/* The legend under a figure; an outline says everything in words and only
 * needs the snapshot line. */
static void legend(struct strbuf *out, const struct export_request *rq, bool figure)
{
    const struct paper_options *o = &rq->opt;
    bool a = o->ascii;
    if (!rq->snapshot && (!figure || !o->marks))
        return;
    strbuf_puts(out, "\n");
    if (figure)
        strbuf_printf(out, _("%s followed    %s not followed (cut off or not reached)\n"),
                  a ? "= #" : "═ ║", a ? "- |" : "─ │");
    if (figure && (o->marks & MARK_CUTS)) {
        unsigned kinds = cut_kinds_shown(rq);
        strbuf_puts(out, _("pruned branches, a letter under each:"));
        if (!kinds)
            strbuf_puts(out, _(" none"));
        for (int k = 0; k < CUT_KIND_COUNT; k++)
            if (kinds & (1u << k))
                strbuf_printf(out, "  %c %s", cut_kind_info((enum cut_kind)k)->letter,
                              _(cut_kind_info((enum cut_kind)k)->legend));
        strbuf_puts(out, "\n");
    }
    if (figure && (o->marks & MARK_TYPES))
        strbuf_puts(out, _("1 2 3 above a position: its type (critical positions)\n"));
    if (figure && (o->marks & MARK_BOUNDS))
        strbuf_printf(out, _("%s3 %s3 a lower or upper bound, not the exact value\n"),
                      a ? ">=" : "≥", a ? "<=" : "≤");
    if (rq->snapshot) {
        const struct step_state *s = rq->state;
        const struct trace *tr = rq->trace;
        const struct tree *t = tr->tree;
        const struct algorithm_info *ai = algorithm_info(tr->options.alg);
        char where[200];
        snprintf(where, sizeof where, _("%s current node; step %zu of %zu of %s"),
                 a ? "v" : "▼", s->step, tr->len, ai->name);
        strbuf_printf(out, "%s", i18n_articles(where));
        const struct event *e = step_state_current_event(s);
        if (e) {
            /* the step as one phrase ("cutoff 2.1.1", translated whole),
             * then what it did */
            char step[160], what[1024];
            const struct path_frame *f = NULL;
            for (size_t i = 0; i < s->depth; i++)
                if (s->path[i].node == e->node)
                    f = &s->path[i];
            describe_step(step, sizeof step, t, e);
            describe_event(what, sizeof what, tr, e, f, o->view);
            strbuf_printf(out, ": %s: %s", step, what);
        }
        strbuf_puts(out, "\n");
    }
}

/* The gutter of row y in the minimax view: "Max " on the value rows of
 * even depths, "Min " on odd ones, blanks elsewhere.  Rows come in order,
 * so *d (the first depth whose value row is not above y, from the
 * subtree's root's) only moves down: linear in rows + depths. */
static const char *level_word(const struct layout *l, uint32_t *d, uint32_t height, uint32_t y)
{
    while (*d <= height && layout_value_row(l, *d) < y)
        ++*d;
    if (*d <= height && layout_value_row(l, *d) == y)
        return (*d & 1u) ? "Min " : "Max ";
    return "    ";
}

uint32_t export_paper_columns(const struct export_request *rq, const struct paper *p,
                              uint32_t *left)
{
    const struct layout *l = p->layout;
    const struct tree *t = p->tree;
    uint32_t lo = UINT32_MAX, hi = 0;
    node_id end = rq->root + t->size[rq->root];
    for (node_id n = rq->root; n < end; n++) {
        if (l->x[n] + 1 - p->width[n] < lo)
            lo = l->x[n] + 1 - p->width[n];
        if (l->x[n] > hi)
            hi = l->x[n];
    }
    if (left)
        *left = lo;
    return hi - lo + 1;
}

void export_paper(struct strbuf *out, const struct export_request *rq, const struct paper *p)
{
    const struct layout *l = p->layout;
    const struct tree *t = p->tree;
    /* the whole drawing, or the part of it under rq->root: its columns,
     * its rows from the mark above it down, and only its own cells */
    uint32_t x0, w = export_paper_columns(rq, p, &x0), y0 = 0;
    node_id first = rq->root, end = rq->root + t->size[rq->root];
    if (rq->root != 0) {
        uint32_t d = tree_depth(t, rq->root);
        y0 = layout_value_row(l, d) - layout_label_row(l, d);
        if (y0 > 0 && l->top_rows > 0)
            y0--;
    }
    struct cell *row = malloc((size_t)w * sizeof *row);
    if (!row) {
        out->failed = true;
        return;
    }
    /* in the minimax view "Max" or "Min" left of each level's values, as
     * the textbooks write who moves there */
    bool levels = rq->opt.view == VIEW_MINIMAX;
    uint32_t level = tree_depth(t, rq->root);
    /* row by row, so memory stays proportional to the width; empty rows
     * are held back until a row with something follows, so that those
     * left empty at the bottom (leaves not reached) are dropped, except
     * in snapshots, which must all have the same size */
    bool hold = !rq->snapshot, any = false;
    uint32_t empty = 0;
    for (uint32_t y = y0; y < l->rows && !out->failed; y++) {
        paper_draw(p, x0, y, w, 1, row);
        if (rq->root != 0)
            for (uint32_t i = 0; i < w; i++)
                if (row[i].node != AB_NO_NODE && (row[i].node < first || row[i].node >= end))
                    row[i] = (struct cell){ ' ', ROLE_BLANK, AB_NO_NODE, 0 };
        uint32_t used = w;
        while (used > 0 && row[used - 1].ch == ' ')
            used--;
        if (hold && used == 0) {
            empty++;
            continue;
        }
        for (; empty > 0; empty--)
            strbuf_add(out, "\n", 1);
        if (levels)
            strbuf_puts(out, level_word(l, &level, t->height, y));
        export_row_text(out, row, w);
        any = true;
    }
    free(row);
    if (empty > 0 && !any)
        strbuf_add(out, "\n", 1);
    legend(out, rq, true);
}

void export_outline_entry(struct strbuf *out, const struct export_request *rq,
                          const struct paper *p, node_id n, node_id cut_root, uint8_t type)
{
    char who[160], words[200];
    export_node_name(who, sizeof who, p->tree, n);
    strbuf_puts(out, who);
    if (rq->state->status[n] == NODE_DONE) {
        uint32_t cp[PAPER_TEXT_MAX];
        strbuf_puts(out, "  ");
        add_codepoints(out, cp, paper_node_text(p, n, cp));
    }
    strbuf_printf(out, "  %s", export_status_words(words, sizeof words, rq, p, n, cut_root));
    if (type != NODE_NOT_CRITICAL)
        strbuf_printf(out, _(", type %u (%s)"), type, node_type_name(type));
}

/* Outline indentation and paths are capped so that a path of a million
 * positions still gives a file (and a running time) linear in its size. */
#define OUTLINE_MAX_INDENT 32

void export_outline(struct strbuf *out, const struct export_request *rq, const struct paper *p)
{
    const struct tree *t = p->tree;
    bool a = rq->opt.ascii;
    const char *pipe = a ? "|   " : "│   ", *tee = a ? "|-- " : "├── ",
               *elbow = a ? "`-- " : "└── ";
    node_id *root = export_cut_roots(p);
    uint8_t *types = (rq->opt.marks & MARK_TYPES) ? malloc(t->count) : NULL;
    /* last[d]: whether the ancestor d levels below rq->root is its
     * parent's last child */
    bool *last = calloc((size_t)t->height + 1, sizeof *last);
    uint32_t d0 = tree_depth(t, rq->root);
    node_id end = rq->root + t->size[rq->root];
    if (!root || !last || ((rq->opt.marks & MARK_TYPES) && !types)) {
        out->failed = true;
        goto done;
    }
    if (types)
        node_types(t, types);
    for (node_id n = rq->root; n < end && !out->failed; n++) {
        uint32_t d = tree_depth(t, n) - d0;
        last[d] = n == rq->root || tree_is_last_child(t, n);
        uint32_t shown = d < OUTLINE_MAX_INDENT ? d : OUTLINE_MAX_INDENT;
        for (uint32_t i = 1; i < shown; i++)
            strbuf_puts(out, last[i] ? "    " : pipe);
        if (d > 0)
            strbuf_puts(out, last[d] ? elbow : tee);
        if (d > OUTLINE_MAX_INDENT)
            strbuf_printf(out, _("[depth %u] "), d);
        export_outline_entry(out, rq, p, n, root[n], types ? types[n] : NODE_NOT_CRITICAL);
        strbuf_puts(out, "\n");
    }
    legend(out, rq, false);
done:
    free(root);
    free(types);
    free(last);
}

void text_export_picture(struct strbuf *out, const struct export_request *rq,
                         const struct paper *p)
{
    if (rq->outline)
        export_outline(out, rq, p);
    else
        export_paper(out, rq, p);
    board_text(out, rq, p, rq->width);
}
