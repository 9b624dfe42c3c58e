/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz_geom.c: the sizes of a TikZ picture or a deck's tree (tikz_geom.h). */
#include "config.h"

#include "render/export/tikz/tikz_geom.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "render/words/format.h"
#include "render/export/common/graph.h"
#include "search/nodetype.h"

/* ---- slides ---- */

/* pt: 1 mm is 72.27 / 25.4 pt; beamer's paper and its 1 cm side margins */
#define MM (72.27 / 25.4)

static const struct slide_shape shapes[ASPECT_COUNT] = {
    [ASPECT_16_9] = { "16:9", "169", 140 * MM, 90 * MM, 160 * MM },
    [ASPECT_16_10] = { "16:10", "1610", 140 * MM, 100 * MM, 160 * MM },
    [ASPECT_4_3] = { "4:3", "43", 108 * MM, 96 * MM, 128 * MM },
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

/* ---- the widths of texts, in em ---- */

/* between two texts side by side, and around a kind-of-cutoff letter;
 * between a value and the line of a neighbour on the other row */
#define GAP_EM 0.3
#define LINE_GAP_EM 0.12
#define MARK_EM 0.85
#define TYPE_EM 1.2

/* The width of "≥−12" as the picture sets it in math. */
static double value_em(int32_t v, enum bound_kind k, uint32_t depth, enum value_view view)
{
    char buf[FMT_VALUE_MAX];
    double em = bound_in_view(k, depth, view) == BOUND_EXACT ? 0 : 0.78;
    for (const char *c = fmt_value(buf, v, depth, view); *c; c++)
        em += *c == '-' || *c == '+' ? 0.78 : 0.5;
    return em;
}

/* One character's width (em) in beamer's sans serif or in math: generous
 * rather than short, so that what is estimated to fit does. */
static double char_em(uint32_t c)
{
    if (c == ' ')
        return 0.33;
    if (c == 'i' || c == 'l' || c == 'j' || c == '.' || c == ',' || c == ':' || c == ';' ||
        c == '\'' || c == '!' || c == '|' || c == 'I')
        return 0.3;
    if (c == '(' || c == ')' || c == '[' || c == ']' || c == 'f' || c == 't' || c == 'r')
        return 0.4;
    if (c == 'm' || c == 'w' || c == 'M' || c == 'W')
        return 0.85;
    if (c >= 'A' && c <= 'Z')
        return 0.68;
    if (c < 0x80)
        return 0.53;
    if (c == 0x2212 || c == 0x2265 || c == 0x2264 || c == 0x221E)   /* − ≥ ≤ ∞ */
        return 1.0;
    if (c >= 0x0410 && c <= 0x042F)     /* Cyrillic capitals */
        return 0.75;
    if (c == 0x0448 || c == 0x0449 || c == 0x044E || c == 0x0436 || c == 0x043C ||
        c == 0x0444 || c == 0x0429 || c == 0x0428)
        return 0.8;     /* ш щ ю ж м ф */
    return 0.6;
}

double tikz_text_em(const char *s)
{
    double em = 0;
    const char *end = s + strlen(s);
    while (s < end) {
        uint32_t c = (unsigned char)*s;
        size_t n = c < 0x80 ? 1 : utf8_decode(s, end, &c);
        if (n == 0)
            n = 1;
        em += char_em(c);
        s += n;
    }
    return em;
}

size_t tikz_text_lines(const char *s, double font, double width)
{
    /* greedy, as \raggedright breaks: a word too long for a line of its
     * own takes the line */
    size_t lines = 1;
    double line = 0, space = 0.33 * font;
    char word[512];
    while (*s) {
        while (*s == ' ')
            s++;
        if (!*s)
            break;
        size_t n = strcspn(s, " ");
        snprintf(word, sizeof word, "%.*s", (int)(n < sizeof word - 1 ? n : sizeof word - 1), s);
        double w = tikz_text_em(word) * font;
        if (line > 0 && line + space + w > width) {
            lines++;
            line = w;
        } else {
            line += (line > 0 ? space : 0) + w;
        }
        s += n;
    }
    return lines;
}

/* What the whole search ever shows at each position of the subtree: the
 * widest value (vw, em), whether a kind-of-cutoff letter (cut), the
 * widest window written beside it (ww, em; none for F), and the meanings
 * a deck's legend may list (*uses). */
static void scan_trace(const struct export_request *rq, float *vw, uint8_t *cut, float *ww,
                       uint32_t *uses)
{
    const struct trace *tr = rq->trace;
    const struct tree *t = tr->tree;
    node_id root = rq->root, end = graph_end(rq);
    enum value_view view = rq->opt.view;
    enum algorithm alg = tr->options.alg;
    for (size_t i = 0; i < tr->len; i++) {
        struct event e_buf;
        const struct event *e = trace_event_at(tr, i, &e_buf);
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
        } else if (e->type == EV_ENTER && ww && alg != ALG_F && e->node >= root &&
                   e->node < end) {
            char w[FMT_WINDOW_MAX], text[FMT_WINDOW_MAX + 16];
            uint32_t d = tree_depth(t, e->node);
            if (alg == ALG_F1)
                snprintf(text, sizeof text, _("bound %s"), fmt_value(w, e->b, d, view));
            else
                snprintf(text, sizeof text, "%s", fmt_window(w, e->a, e->b, d, view));
            double em = tikz_text_em(text);
            if (em > ww[e->node - root])
                ww[e->node - root] = (float)em;
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


/* The width (em) of n's label, set in italics centred on its line just
 * above its value, or 0 when it has none (or labels are left out). */
static double label_em(const struct export_request *rq, const struct tree *t, node_id n)
{
    const char *label = rq->no_labels ? NULL : tree_label_short(t, n);
    return label ? 0.1 + 0.55 * (double)utf8_width(label) : 0;
}

/* The space (em) labels centred on their lines need between a and n: side
 * by side, and each clear of the other's line. */
static double labels_apart(double la, double ln)
{
    double em = 0;
    if (la > 0 && ln > 0)
        em = (la + ln) / 2 + GAP_EM;
    if (la > 0 && la / 2 + LINE_GAP_EM > em)
        em = la / 2 + LINE_GAP_EM;
    if (ln > 0 && ln / 2 + LINE_GAP_EM > em)
        em = ln / 2 + LINE_GAP_EM;
    return em;
}

/* The space (em) n needs right of a, its neighbour on its left at the
 * same depth, when both are on the same row. */
static double side_by_side(const struct export_request *rq, const struct paper *p,
                           const struct tikz_columns *in, node_id a, node_id n)
{
    const struct tree *t = p->tree;
    node_id root = rq->root;
    /* the value ends TIKZ_COLUMN_EM / 2 right of its column's centre, or is
     * centred on it */
    double em = in->centred ? (in->vw[a - root] + in->vw[n - root]) / 2 + GAP_EM
                            : in->vw[n - root] + GAP_EM;
    if (in->cut[a - root] && em < MARK_EM + GAP_EM)
        em = MARK_EM + GAP_EM;
    double lw = labels_apart(label_em(rq, t, a), label_em(rq, t, n));
    if (lw > em)
        em = lw;
    if (p->type && p->type[a] != NODE_NOT_CRITICAL && p->type[n] != NODE_NOT_CRITICAL &&
        em < TYPE_EM)
        em = TYPE_EM;
    return em;
}

/* The space (em) n needs right of a when they are on different rows of a
 * staggered depth (centred values): each line passes beside the other's
 * value and label, and the lower one's label (at the upper row's height)
 * beside the upper one's value. */
static double row_apart(const struct export_request *rq, const struct paper *p,
                        const struct tikz_columns *in, const uint8_t *lower, node_id a,
                        node_id n)
{
    const struct tree *t = p->tree;
    node_id root = rq->root;
    double va = in->vw[a - root], vn = in->vw[n - root];
    double la = label_em(rq, t, a), ln = label_em(rq, t, n);
    double em = va / 2 + LINE_GAP_EM;
    if (vn / 2 + LINE_GAP_EM > em)
        em = vn / 2 + LINE_GAP_EM;
    if (in->cut[a - root] && em < MARK_EM + LINE_GAP_EM)
        em = MARK_EM + LINE_GAP_EM;
    double lw = labels_apart(la, ln);
    if (lw > em)
        em = lw;
    bool a_lower = lower && lower[a - root];
    double mixed = a_lower ? (la + vn) / 2 : (va + ln) / 2;
    if ((a_lower ? la : ln) > 0 && mixed + GAP_EM > em)
        em = mixed + GAP_EM;
    return em;
}

/* The centres of the columns (em, from the picture's left edge) so that
 * no two texts at a depth touch, and on a staggered depth which positions
 * take the lower row (g->lower); returns the tree's width in em, with the
 * windows written beside positions. */
double tikz_geom_columns(struct tikz_geom *g, const struct export_request *rq,
                            const struct paper *p, const struct tikz_columns *in, bool *ok)
{
    const struct tree *t = p->tree;
    const struct layout *l = p->layout;
    node_id root = rq->root, end = graph_end(rq);
    size_t count = end - root;
    struct need *need = malloc((2 * count + 1) * sizeof *need);
    node_id *prev = malloc(2 * ((size_t)g->levels + 1) * sizeof *prev);
    if (!need || !prev) {
        free(need);
        free(prev);
        *ok = false;
        return 0;
    }
    /* prev[2d]: the last position at depth d, prev[2d + 1] the one before */
    for (uint32_t d = 0; d <= 2 * g->levels + 1; d++)
        prev[d] = AB_NO_NODE;
    const double half = TIKZ_COLUMN_EM / 2;
    size_t nneed = 0;
    for (node_id n = root; n < end; n++) {
        uint32_t d = tree_depth(t, n) - g->depth0;
        node_id a = prev[2 * d], b = prev[2 * d + 1];
        prev[2 * d + 1] = a;
        prev[2 * d] = n;
        bool stag = in->staggered && in->staggered[d];
        if (g->lower)
            g->lower[n - root] = stag && a != AB_NO_NODE && !g->lower[a - root];
        uint32_t col = l->x[n] - g->left;
        /* how far the value (or the label) reaches left of the line */
        double left_of = in->centred ? in->vw[n - root] / 2 : in->vw[n - root] - half;
        if (label_em(rq, t, n) / 2 > left_of)
            left_of = label_em(rq, t, n) / 2;
        if (a == AB_NO_NODE || (stag && b == AB_NO_NODE))
            need[nneed++] = (struct need){ UINT32_MAX, col, (float)left_of };
        if (a == AB_NO_NODE)
            continue;
        double em;
        if (stag) {
            em = row_apart(rq, p, in, g->lower, a, n);
            if (b != AB_NO_NODE) {
                double em2 = side_by_side(rq, p, in, b, n);
                if (em2 > TIKZ_COLUMN_STAGGER_EM)
                    need[nneed++] = (struct need){ l->x[b] - g->left, col, (float)em2 };
            }
        } else {
            em = side_by_side(rq, p, in, a, n);
        }
        if (em > in->colmin)
            need[nneed++] = (struct need){ l->x[a] - g->left, col, (float)em };
    }
    qsort(need, nneed, sizeof *need, by_to);
    uint8_t *used = in->packed ? calloc(g->cols, 1) : NULL;
    if (used)
        for (node_id n = root; n < end; n++)
            used[l->x[n] - g->left] = 1;
    size_t j = 0;
    for (uint32_t c = 0; c < g->cols; c++) {
        double step = !used || used[c] ? in->colmin : 0;
        g->x[c] = c ? g->x[c - 1] + step : in->colmin / 2;
        for (; j < nneed && need[j].to == c; j++) {
            double at = (need[j].from == UINT32_MAX ? 0 : g->x[need[j].from]) + need[j].em;
            if (at > g->x[c])
                g->x[c] = at;
        }
    }
    free(need);
    free(prev);
    free(used);
    double width = g->cols ? g->x[g->cols - 1] + in->colmin / 2 : 0;
    if (in->ww)
        /* a window is written right of its position, 0.6 em off */
        for (node_id n = root; n < end; n++)
            if (in->ww[n - root] > 0) {
                double right = g->x[l->x[n] - g->left] + 0.6 + in->ww[n - root];
                if (right > width)
                    width = right;
            }
    return width;
}

/* Which depths of the subtree crowd (two neighbours' texts would need
 * more room than the narrow columns of a staggered deck give them) and
 * may be set on two rows (no type marks above them, which the lower row
 * would run into): staggered[d]; false when none. */
bool tikz_geom_crowded(const struct tikz_geom *g, const struct export_request *rq,
                           const struct paper *p, const struct tikz_columns *in,
                           uint8_t *staggered)
{
    const struct tree *t = p->tree;
    const struct layout *l = p->layout;
    node_id root = rq->root, end = graph_end(rq);
    bool any = false;
    uint8_t *blocked = calloc((size_t)g->levels + 1, 1);
    node_id *prev = malloc(((size_t)g->levels + 1) * sizeof *prev);
    if (!blocked || !prev) {
        free(blocked);
        free(prev);
        return false;
    }
    memset(staggered, 0, (size_t)g->levels + 1);
    for (uint32_t d = 0; d <= g->levels; d++)
        prev[d] = AB_NO_NODE;
    for (node_id n = root; n < end; n++) {
        uint32_t d = tree_depth(t, n) - g->depth0;
        if (p->type && p->type[n] != NODE_NOT_CRITICAL)
            blocked[d] = 1;
        node_id a = prev[d];
        prev[d] = n;
        if (a != AB_NO_NODE &&
            side_by_side(rq, p, in, a, n) > (l->x[n] - l->x[a]) * TIKZ_COLUMN_STAGGER_EM + 1e-9)
            staggered[d] = 1;
    }
    for (uint32_t d = 0; d <= g->levels; d++) {
        if (blocked[d])
            staggered[d] = 0;
        any |= staggered[d];
    }
    free(blocked);
    free(prev);
    return any;
}

/* ---- the geometry ---- */

void tikz_geom_set_font(struct tikz_geom *g, int font, double em_width)
{
    g->font = font;
    double s = font;
    for (uint32_t c = 0; c < g->cols; c++)
        g->x[c] *= s;
    g->width = em_width * s;
    g->half = TIKZ_COLUMN_EM / 2 * s;
    g->bar = 0.75 * s + 1.0;
    g->legend_font = font < TIKZ_LEGEND_FONT ? font : TIKZ_LEGEND_FONT;
}


bool tikz_geom_start(struct tikz_geom *g, const struct export_request *rq,
                       const struct paper *p, struct tikz_widths *tw, bool windows)
{
    const struct tree *t = p->tree;
    const struct layout *l = p->layout;
    *g = (struct tikz_geom){ 0 };
    *tw = (struct tikz_widths){ 0 };
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
    tw->vw = calloc(count, sizeof *tw->vw);
    tw->cut = calloc(count, 1);
    tw->ww = windows ? calloc(count, sizeof *tw->ww) : NULL;
    tw->uses = (1u << GM_FOLLOWED) | (1u << GM_UNVISITED);
    if (!g->x || !tw->vw || !tw->cut || (windows && !tw->ww))
        return false;
    scan_trace(rq, tw->vw, tw->cut, tw->ww, &tw->uses);
    return true;
}

void tikz_geom_widths_free(struct tikz_widths *tw)
{
    free(tw->vw);
    free(tw->ww);
    free(tw->cut);
}

bool tikz_geom_init(struct tikz_geom *g, const struct export_request *rq,
                    const struct paper *p)
{
    struct tikz_widths tw;
    bool ok = tikz_geom_start(g, rq, p, &tw, false);
    double em_width = 0;
    if (ok) {
        struct tikz_columns in = { tw.vw, NULL, tw.cut, TIKZ_COLUMN_EM, NULL, false, false };
        em_width = tikz_geom_columns(g, rq, p, &in, &ok);
    }
    tikz_geom_widths_free(&tw);
    if (!ok) {
        tikz_geom_free(g);
        return false;
    }
    const struct slide_shape *shape = slide_shape(rq->size.aspect);
    double scale = rq->size.scale > 0 ? rq->size.scale : 1.0;
    g->slide_width = shape->text_width * scale;
    double levels_em = rq->opt.view == VIEW_MINIMAX ? TIKZ_LEVEL_COLUMNS * TIKZ_COLUMN_EM : 0;
    double fit_em = em_width + levels_em;
    g->natural_width = fit_em * TIKZ_MIN_FONT;
    double fit = (g->slide_width - 2 * TIKZ_BORDER) / (fit_em > 0 ? fit_em : 1);
    int font = rq->size.font > 0 ? rq->size.font
             : fit >= TIKZ_MAX_FONT ? TIKZ_MAX_FONT
             : fit <= TIKZ_MIN_FONT ? TIKZ_MIN_FONT : (int)floor(fit);
    tikz_geom_set_font(g, font, em_width);
    g->legend_width = g->width;
    double s = font;
    g->level = 4.5 * s;
    if (rq->ratio > 0 && g->levels > 0)
        g->level = g->width / rq->ratio / g->levels;
    /* room for a label or a window above a value, never a stretched line */
    if (g->level < 3.2 * s)
        g->level = 3.2 * s;
    if (g->level > 30 * s)
        g->level = 30 * s;
    g->height = g->level * g->levels;
    g->legend_top = -g->height - 2.2 * s;
    return true;
}

double tikz_geom_y(const struct tikz_geom *g, uint32_t d)
{
    double y = d ? -(double)d * g->level : 0.0;
    /* a level under a depth whose values take two rows is a row longer */
    for (uint32_t i = 0; g->staggered && i < d; i++)
        y -= g->staggered[i] ? g->drop : 0;
    return y;
}

void tikz_geom_free(struct tikz_geom *g)
{
    free(g->x);
    free(g->lower);
    free(g->staggered);
    g->x = NULL;
    g->lower = g->staggered = NULL;
}

bool tikz_fits_slide(const struct export_request *rq, const struct paper *p,
                     double *width_cm)
{
    struct tikz_geom g;
    if (!tikz_geom_init(&g, rq, p)) {
        *width_cm = 0;
        return true;
    }
    *width_cm = g.natural_width * 2.54 / 72.27;
    bool fits = g.natural_width <= g.slide_width - 2 * TIKZ_BORDER;
    tikz_geom_free(&g);
    return fits;
}

