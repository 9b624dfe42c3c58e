/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz_geom.c: the sizes of a TikZ picture or a deck's tree (tikz_geom.h). */
#include "config.h"

#include "render/export/tikz/tikz_geom.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/utf8.h"
#include "render/words/format.h"
#include "render/export/common/graph.h"
#include "search/nodetype.h"

/* ---- slides ---- */

/* pt: 1 mm is 72.27 / 25.4 pt; beamer's paper and its 1 cm side margins */
#define MM (72.27 / 25.4)

static const struct slide_shape shapes[ASPECT_COUNT] = {
    [ASPECT_16_9] = { "16:9", "169", 140 * MM, 90 * MM },
    [ASPECT_16_10] = { "16:10", "1610", 140 * MM, 100 * MM },
    [ASPECT_4_3] = { "4:3", "43", 108 * MM, 96 * MM },
};

const struct slide_shape *slide_shape(enum slide_aspect a)
{
    return &shapes[a < ASPECT_COUNT ? a : ASPECT_16_9];
}

bool slide_aspect_parse(const char *s, enum slide_aspect *out)
{
    for (int a = 0; a < ASPECT_COUNT; a++)
        if (strcmp(s, shapes[a].name) == 0 || strcmp(s, shapes[a].beamer) == 0) {
            *out = (enum slide_aspect)a;
            return true;
        }
    return false;
}

const char *slide_aspect_names(void)
{
    return "16:9, 16:10, 4:3";
}

/* ---- the widths of what a position shows, in em ---- */

/* A column holds the widest character of a value (a minus sign or a
 * bound sign is about 0.78 em, a digit 0.5 em) with a little to spare. */
#define COLUMN_EM 0.72
/* In the minimax view "Max" and "Min" stand left of each level's values,
 * in about this many columns. */
#define LEVEL_COLUMNS 3
/* between two texts side by side, and around a kind-of-cutoff letter */
#define GAP_EM 0.3
#define MARK_EM 0.85
#define TYPE_EM 1.2
/* pt kept free at a deck frame's right and bottom: TeX's boxes are a
 * little larger than these estimates (an overfull box otherwise) */
#define DECK_SLACK 4.0

/* The width of "≥−12" as the picture sets it in math. */
static double value_em(int32_t v, enum bound_kind k, uint32_t depth, enum value_view view)
{
    char buf[FMT_VALUE_MAX];
    double em = bound_in_view(k, depth, view) == BOUND_EXACT ? 0 : 0.78;
    for (const char *c = fmt_value(buf, v, depth, view); *c; c++)
        em += *c == '-' || *c == '+' ? 0.78 : 0.5;
    return em;
}

/* What the whole search ever shows at each position of the subtree: the
 * widest value (vw, em), whether a kind-of-cutoff letter (cut), and the
 * meanings a deck's legend may list (*uses). */
static void scan_trace(const struct export_request *rq, float *vw, uint8_t *cut, uint32_t *uses)
{
    const struct trace *tr = rq->trace;
    const struct tree *t = tr->tree;
    node_id root = rq->root, end = graph_end(rq);
    enum value_view view = rq->opt.view;
    for (size_t i = 0; i < tr->len; i++) {
        const struct event *e = &tr->ev[i];
        if (e->type == EV_LEAF || e->type == EV_EXIT) {
            node_id n = e->node;
            if (n < root || n >= end)
                continue;
            int32_t v = e->type == EV_LEAF ? event_c_value(e) : e->a;
            enum bound_kind k = e->type == EV_LEAF ? BOUND_EXACT : (enum bound_kind)e->kind;
            double em = value_em(v, k, tree_depth(t, n), view);
            if (em > vw[n - root])
                vw[n - root] = (float)em;
            k = bound_in_view(k, tree_depth(t, n), view);
            if (k != BOUND_EXACT)
                *uses |= 1u << (k == BOUND_LOWER ? GM_LOWER : GM_UPPER);
        } else if (e->type == EV_CUTOFF) {
            node_id c = e->c;
            for (int32_t k = 0; k < e->b && c != AB_NO_NODE; k++) {
                if (c >= root && c < end && c != root) {
                    cut[c - root] = 1;
                    *uses |= 1u << (GM_CUT + trace_branch_kind(tr, e, c));
                    if (t->size[c] > 1)
                        *uses |= 1u << GM_INSIDE;
                }
                if (k + 1 < e->b)
                    c = tree_next_sibling(t, c);
            }
        }
    }
}

/* One column at least this far (em) right of another. */
struct need {
    uint32_t from, to;      /* columns from left; from == UINT32_MAX: from 0 */
    float em;
};

static int by_to(const void *a, const void *b)
{
    const struct need *x = a, *y = b;
    return (x->to > y->to) - (x->to < y->to);
}

/* The centres of the columns (em, from the picture's left edge) so that
 * no two texts at a depth touch; returns the tree's width in em. */
static double place_columns(struct tikz_geom *g, const struct export_request *rq,
                            const struct paper *p, const float *vw, const uint8_t *cut,
                            bool *ok)
{
    const struct tree *t = p->tree;
    const struct layout *l = p->layout;
    node_id root = rq->root, end = graph_end(rq);
    size_t count = end - root;
    struct need *need = malloc((count + 1) * sizeof *need);
    node_id *prev = malloc(((size_t)g->levels + 1) * sizeof *prev);
    if (!need || !prev) {
        free(need);
        free(prev);
        *ok = false;
        return 0;
    }
    for (uint32_t d = 0; d <= g->levels; d++)
        prev[d] = AB_NO_NODE;
    size_t nneed = 0;
    for (node_id n = root; n < end; n++) {
        uint32_t d = tree_depth(t, n) - g->depth0;
        node_id a = prev[d];
        prev[d] = n;
        /* the value ends COLUMN_EM / 2 right of its column's centre */
        double em = vw[n - root] + GAP_EM;
        if (a == AB_NO_NODE) {
            need[nneed++] = (struct need){ UINT32_MAX, l->x[n] - g->left,
                                           (float)(vw[n - root] - COLUMN_EM / 2) };
            continue;
        }
        if (cut[a - root] && em < MARK_EM + GAP_EM)
            em = MARK_EM + GAP_EM;
        const char *label = rq->no_labels ? NULL : tree_label_short(t, a);
        if (label) {
            double lw = 0.45 + 0.55 * (double)utf8_width(label) + GAP_EM;
            if (lw > em)
                em = lw;
        }
        if (p->type && p->type[a] != NODE_NOT_CRITICAL && p->type[n] != NODE_NOT_CRITICAL &&
            em < TYPE_EM)
            em = TYPE_EM;
        if (em > COLUMN_EM)
            need[nneed++] = (struct need){ l->x[a] - g->left, l->x[n] - g->left, (float)em };
    }
    qsort(need, nneed, sizeof *need, by_to);
    size_t j = 0;
    for (uint32_t c = 0; c < g->cols; c++) {
        g->x[c] = c ? g->x[c - 1] + COLUMN_EM : COLUMN_EM / 2;
        for (; j < nneed && need[j].to == c; j++) {
            double at = (need[j].from == UINT32_MAX ? 0 : g->x[need[j].from]) + need[j].em;
            if (at > g->x[c])
                g->x[c] = at;
        }
    }
    free(need);
    free(prev);
    return g->cols ? g->x[g->cols - 1] + COLUMN_EM / 2 : 0;
}

/* ---- the legend ---- */

double tikz_legend_entry_width(size_t len, double lf, bool deck)
{
    /* small design sizes of Computer Modern are wide: about 0.62 em a
     * letter at 5 pt, 0.5 em at 8 pt; beamer's sans serif about 0.45 em
     * (measured with pdftotext -bbox on its legends); the sample takes
     * 5 em, 2 em between columns */
    double em = deck ? 0.46 : 0.5 + 0.04 * (TIKZ_LEGEND_FONT - lf);
    return 5.0 * lf + em * lf * (double)len + 2 * lf;
}

size_t tikz_legend_columns(const double *widths, size_t count, double width, double *colw)
{
    size_t cols = count;
    for (; cols > 1; cols--) {
        double total = 0;
        for (size_t j = 0; j < cols; j++) {
            colw[j] = 0;
            for (size_t i = j; i < count; i += cols)
                if (widths[i] > colw[j])
                    colw[j] = widths[i];
            total += colw[j];
        }
        if (total <= width)
            break;
    }
    if (cols <= 1) {
        colw[0] = 0;
        for (size_t i = 0; i < count; i++)
            if (widths[i] > colw[0])
                colw[0] = widths[i];
        cols = 1;
    }
    return cols;
}

/* The height (pt) of a legend of `rows` rows at font lf: tikz.c sets
 * them 1.7 lf apart; the last row's text reaches half a line further. */
static double legend_height(size_t rows, double lf)
{
    return rows ? (1.7 * (double)rows + 0.5) * lf : 0;
}

/* The rows of a legend of the meanings in uses at font lf. */
static size_t legend_rows(const struct export_request *rq, uint32_t uses, double lf, double width)
{
    double widths[GM_COUNT], colw[GM_COUNT];
    size_t count = 0;
    char words[256];
    for (int m = 0; m < GM_COUNT; m++)
        if (uses & (1u << m))
            widths[count++] = tikz_legend_entry_width(
                strlen(graph_meaning_words(words, sizeof words, rq, (enum graph_meaning)m)), lf,
                true);
    if (!count)
        return 0;
    size_t cols = tikz_legend_columns(widths, count, width, colw);
    return (count + cols - 1) / cols;
}

/* ---- the geometry ---- */

static void set_font(struct tikz_geom *g, int font, double em_width)
{
    g->font = font;
    double s = font;
    for (uint32_t c = 0; c < g->cols; c++)
        g->x[c] *= s;
    g->width = em_width * s;
    g->half = COLUMN_EM / 2 * s;
    g->bar = 0.75 * s + 1.0;
    g->legend_font = font < TIKZ_LEGEND_FONT ? font : TIKZ_LEGEND_FONT;
}

bool tikz_geom_init(struct tikz_geom *g, const struct export_request *rq,
                    const struct paper *p, double deck_height)
{
    const struct tree *t = p->tree;
    const struct layout *l = p->layout;
    *g = (struct tikz_geom){ 0 };
    node_id root = rq->root, end = graph_end(rq);
    uint32_t lo = UINT32_MAX, hi = 0, deepest = tree_depth(t, root);
    for (node_id n = root; n < end; n++) {
        uint32_t start = l->x[n] + 1 - p->width[n];
        if (start < lo)
            lo = start;
        if (l->x[n] > hi)
            hi = l->x[n];
        if (tree_depth(t, n) > deepest)
            deepest = tree_depth(t, n);
    }
    g->left = lo;
    g->cols = hi - lo + 1;
    g->depth0 = tree_depth(t, root);
    g->levels = deepest - g->depth0;
    size_t count = end - root;
    g->x = malloc((size_t)g->cols * sizeof *g->x);
    float *vw = calloc(count, sizeof *vw);
    uint8_t *cut = calloc(count, 1);
    uint32_t uses = (1u << GM_FOLLOWED) | (1u << GM_UNVISITED);
    bool ok = g->x && vw && cut;
    double em_width = 0;
    if (ok) {
        scan_trace(rq, vw, cut, &uses);
        em_width = place_columns(g, rq, p, vw, cut, &ok);
    }
    free(vw);
    free(cut);
    if (!ok) {
        tikz_geom_free(g);
        return false;
    }
    const struct slide_shape *shape = slide_shape(rq->size.aspect);
    double scale = rq->size.scale > 0 ? rq->size.scale : 1.0;
    g->slide_width = shape->text_width * scale;
    double levels_em = rq->opt.view == VIEW_MINIMAX ? LEVEL_COLUMNS * COLUMN_EM : 0;
    double fit_em = em_width + levels_em;
    g->natural_width = fit_em * TIKZ_MIN_FONT;
    double room = g->slide_width - (deck_height > 0 ? 0 : 2 * TIKZ_BORDER);
    double fit = room / (fit_em > 0 ? fit_em : 1);
    int font;
    if (rq->size.font > 0) {
        font = rq->size.font;
    } else if (deck_height > 0) {
        /* the largest text with which the tree, 2.2 em, and the legend
         * fit the frame's height as well, at 3.2 em a level at least */
        if (rq->snapshot)
            uses |= (1u << GM_PATH) | (1u << GM_CURRENT);
        if (rq->opt.marks & MARK_TYPES)
            uses |= 1u << GM_TYPES;
        double height = deck_height * scale;
        for (font = TIKZ_DECK_MAX_FONT; font > TIKZ_MIN_FONT; font--) {
            double lf = font < TIKZ_LEGEND_FONT ? font : TIKZ_LEGEND_FONT;
            double need = font * (3.2 * g->levels + 2.2) +
                          legend_height(legend_rows(rq, uses, lf,
                                                    g->slide_width - levels_em * font - DECK_SLACK),
                                        lf);
            if (font <= fit && need <= height)
                break;
        }
    } else {
        font = fit >= TIKZ_MAX_FONT ? TIKZ_MAX_FONT
             : fit <= TIKZ_MIN_FONT ? TIKZ_MIN_FONT : (int)floor(fit);
    }
    set_font(g, font, em_width);
    g->legend_width = g->width;
    double s = font;
    if (deck_height > 0) {
        /* a deck's tree fills the frame's width: its columns spread (at
         * most four times as far apart), its legend as wide */
        double spread = (g->slide_width - levels_em * s - DECK_SLACK) / (g->width > 0 ? g->width : 1);
        if (spread > 4)
            spread = 4;
        if (spread > 1) {
            for (uint32_t c = 0; c < g->cols; c++)
                g->x[c] *= spread;
            g->width *= spread;
        }
        g->legend_width = g->slide_width - levels_em * s - DECK_SLACK;
        g->fill_height = deck_height * scale;
    }
    g->level = 4.5 * s;
    if (rq->ratio > 0 && g->levels > 0)
        g->level = g->width / rq->ratio / g->levels;
    /* room for a label or a window above a value, never a stretched line */
    if (g->level < 3.2 * s)
        g->level = 3.2 * s;
    if (g->level > 30 * s)
        g->level = 30 * s;
    g->height = g->level * g->levels;
    return true;
}

void tikz_geom_fill(struct tikz_geom *g, size_t rows)
{
    if (g->fill_height <= 0 || g->levels == 0)
        return;
    double s = g->font;
    double room = g->fill_height - 2.2 * s - legend_height(rows, g->legend_font) - DECK_SLACK;
    g->level = room / g->levels;
    if (g->level < 3.2 * s)
        g->level = 3.2 * s;
    if (g->level > 30 * s)
        g->level = 30 * s;
    g->height = g->level * g->levels;
}

void tikz_geom_free(struct tikz_geom *g)
{
    free(g->x);
    g->x = NULL;
}

bool tikz_fits_slide(const struct export_request *rq, const struct paper *p,
                     double *width_cm)
{
    struct tikz_geom g;
    if (!tikz_geom_init(&g, rq, p, 0)) {
        *width_cm = 0;
        return true;
    }
    *width_cm = g.natural_width * 2.54 / 72.27;
    bool fits = g.natural_width <= g.slide_width - 2 * TIKZ_BORDER;
    tikz_geom_free(&g);
    return fits;
}
