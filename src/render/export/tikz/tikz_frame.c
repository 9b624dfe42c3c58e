/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz_frame.c: a deck's tree sized for its frame, and the legend's
 * rows (tikz_frame.h). */
#include "config.h"

#include "render/export/tikz/tikz_frame.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/export/common/graph.h"
#include "search/nodetype.h"

/* pt: 1 mm is 72.27 / 25.4 pt */
#define MM (72.27 / 25.4)
/* a deck's levels are this far apart at least (em): a value, the bar
 * under it, a cut letter under the bar and some line under that; and
 * with labels (a move above each position) the label too */
#define DECK_LEVEL_EM 2.6
#define DECK_LABELLED_LEVEL_EM 3.0
/* pt kept free at a deck frame's right and bottom: TeX's boxes are a
 * little larger than these estimates (an overfull box otherwise) */
#define DECK_SLACK 2.0

double tikz_deck_width(enum slide_aspect a)
{
    return slide_shape(a)->paper_width - 2 * TIKZ_DECK_MARGIN_MM * MM;
}

/* ---- the legend ---- */

double tikz_legend_entry_width(const char *words, double lf, enum deck_legend mode)
{
    /* a full legend's sample takes 4 em and 0.6 before the words, 2 em
     * between columns; a compact one's 2.4, 0.6 and 1.2 */
    if (mode == LEGEND_AUTO) {
        /* small design sizes of Computer Modern are wide: about 0.62 em a
         * letter at 5 pt, 0.5 em at 8 pt; the sample takes 5 em, 2 em
         * between columns */
        double em = 0.5 + 0.04 * (TIKZ_LEGEND_FONT - lf);
        return 5.0 * lf + em * lf * (double)strlen(words) + 2 * lf;
    }
    double em = tikz_text_em(words);
    if (mode == LEGEND_COMPACT)
        return (2.4 + 0.6 + em + 1.2) * lf;
    return (4.0 + 0.6 + em + 2.0) * lf;
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

double tikz_legend_height(size_t rows, double lf)
{
    /* rows 1.7 lf apart, half a row above the first and below the last,
     * and half a row of space above */
    return rows ? (1.7 * (double)rows + 0.5) * lf : 0;
}

/* The rows of a legend of the meanings in uses at font lf. */
static size_t legend_rows(const struct export_request *rq, uint32_t uses, double lf,
                          double width, enum deck_legend mode)
{
    if (mode == LEGEND_NONE)
        return 0;
    double widths[GM_COUNT], colw[GM_COUNT];
    size_t count = 0;
    char words[256];
    uses &= ~((1u << GM_MAX) | (1u << GM_MIN));
    for (int m = 0; m < GM_COUNT; m++)
        if (uses & (1u << m))
            widths[count++] = tikz_legend_entry_width(
                graph_legend_words(words, sizeof words, rq, (enum graph_meaning)m,
                                   mode == LEGEND_COMPACT), lf, mode);
    if (!count)
        return 0;
    size_t cols = tikz_legend_columns(widths, count, width, colw);
    return (count + cols - 1) / cols;
}

/* One way of setting a deck's tree: its columns (em) and rows. */
struct deck_way {
    double *x;                  /* em, g->cols */
    uint8_t *lower;             /* NULL: one row at every depth */
    const uint8_t *rows;        /* per level: two rows */
    double em_width;
    bool staggered;
};

/* The height (pt) a deck's tree and legend need at font s, levels at
 * their closest. */
static double deck_need(const struct tikz_geom *g, const struct deck_way *w, double s,
                        size_t rows, bool labelled_top, double level_em)
{
    double lf = s < TIKZ_LEGEND_FONT ? s : TIKZ_LEGEND_FONT;
    double drop = TIKZ_DROP_EM * s;
    double top = 0.6 * s + (labelled_top ? 1.5 * s : 0);
    /* a level under a depth of two rows is a row longer; the deepest's
     * lower row is under the tree */
    double drops = 0;
    for (uint32_t d = 0; w->staggered && d <= g->levels; d++)
        drops += w->rows[d] ? drop : 0;
    double bottom = 0.7 * s;
    return top + g->levels * level_em * s + drops + bottom + tikz_legend_height(rows, lf) +
           DECK_SLACK;
}

enum deck_fit tikz_geom_deck(struct tikz_geom *g, const struct export_request *rq,
                             const struct paper *p, const struct deck_room *room,
                             struct deck_choice *out)
{
    const struct tree *t = p->tree;
    struct tikz_widths tw;
    struct deck_way way[2] = { { 0 }, { 0 } };
    uint8_t *staggered = NULL;
    *out = (struct deck_choice){ 0 };
    bool ok = tikz_geom_start(g, rq, p, &tw, true);
    size_t count = graph_end(rq) - rq->root;
    if (ok) {
        staggered = calloc((size_t)g->levels + 1, 1);
        way[0].x = malloc((size_t)g->cols * sizeof *way[0].x);
        way[1].x = malloc((size_t)g->cols * sizeof *way[1].x);
        way[1].lower = calloc(count, 1);
        ok = staggered && way[0].x && way[1].x && way[1].lower;
    }
    size_t ways = 1;
    if (ok) {
        struct tikz_columns in = { tw.vw, tw.ww, tw.cut, TIKZ_COLUMN_EM, NULL, false, true };
        way[0].em_width = tikz_geom_columns(g, rq, p, &in, &ok);
        memcpy(way[0].x, g->x, (size_t)g->cols * sizeof *g->x);
        struct tikz_columns in2 = { tw.vw, tw.ww, tw.cut, TIKZ_COLUMN_STAGGER_EM, staggered, true,
                                   true };
        if (ok && tikz_geom_crowded(g, rq, p, &in2, staggered)) {
            g->lower = way[1].lower;
            way[1].em_width = tikz_geom_columns(g, rq, p, &in2, &ok);
            memcpy(way[1].x, g->x, (size_t)g->cols * sizeof *g->x);
            way[1].staggered = true;
            way[1].rows = staggered;
            g->lower = NULL;
            ways = 2;
        }
    }
    uint32_t uses = tw.uses | (1u << GM_PATH) | (1u << GM_CURRENT);
    if (rq->opt.marks & MARK_TYPES)
        uses |= 1u << GM_TYPES;
    tikz_geom_widths_free(&tw);
    if (!ok) {
        free(staggered);
        free(way[0].x);
        free(way[1].x);
        free(way[1].lower);
        tikz_geom_free(g);
        return DECK_NO_MEMORY;
    }
    bool labelled_top = (!rq->no_labels && tree_label_short(t, rq->root)) ||
                        (p->type && p->type[rq->root] != NODE_NOT_CRITICAL);
    bool labelled = false;
    for (node_id n = rq->root; n < graph_end(rq) && !rq->no_labels && !labelled; n++)
        labelled = tree_label_short(t, n) != NULL;
    double level_em = labelled ? DECK_LABELLED_LEVEL_EM : DECK_LEVEL_EM;
    double levels_em = rq->opt.view == VIEW_MINIMAX ? TIKZ_LEVEL_COLUMNS * TIKZ_COLUMN_EM : 0;
    double scale = rq->size.scale > 0 ? rq->size.scale : 1.0;
    double width = room->width * scale, height = room->height * scale;
    /* the ways to try: each legend asked for (or full, compact and none),
     * each setting of the columns, each size from the largest down */
    enum deck_legend legends[3] = { room->legend, LEGEND_COUNT, LEGEND_COUNT };
    if (room->legend == LEGEND_AUTO) {
        legends[0] = LEGEND_FULL;
        legends[1] = LEGEND_COMPACT;
        legends[2] = LEGEND_NONE;
    }
    int top_font = rq->size.font > 0 ? rq->size.font : TIKZ_DECK_MAX_FONT;
    int best = 0, best_way = 0, widest_fit = 0;
    enum deck_legend best_legend = LEGEND_FULL;
    for (int font = top_font; font >= TIKZ_MIN_FONT && !best; font--) {
        if (rq->size.font > 0 && font != rq->size.font)
            break;
        double lf = font < TIKZ_LEGEND_FONT ? font : TIKZ_LEGEND_FONT;
        for (size_t w = 0; w < ways && !best; w++) {
            if ((way[w].em_width + levels_em) * font > width - DECK_SLACK)
                continue;
            if (!widest_fit)
                widest_fit = font;
            for (int k = 0; k < 3 && legends[k] != LEGEND_COUNT && !best; k++) {
                /* none only when nothing else fits (or when asked) */
                if (legends[k] == LEGEND_NONE && room->legend == LEGEND_AUTO &&
                    font > TIKZ_MIN_FONT && rq->size.font == 0)
                    continue;
                size_t rows = legend_rows(rq, uses, lf, width - levels_em * font - DECK_SLACK,
                                          legends[k]);
                if (deck_need(g, &way[w], font, rows, labelled_top, level_em) <= height) {
                    best = font;
                    best_way = (int)w;
                    best_legend = legends[k];
                }
            }
        }
    }
    /* with none of them at the smallest size, whether it was the width or
     * the height */
    enum deck_fit fit = best ? DECK_FITS : widest_fit ? DECK_TOO_TALL : DECK_TOO_WIDE;
    out->font = best;
    out->legend = best_legend;
    out->staggered = best && way[best_way].staggered;
    out->need_width = (way[ways - 1].em_width + levels_em) * (rq->size.font > 0 ? rq->size.font
                                                                              : TIKZ_MIN_FONT);
    out->room_width = width;
    out->room_height = height;
    out->largest = 0;
    if (!best) {
        /* the largest size that would fit, for the message */
        for (int font = TIKZ_DECK_MAX_FONT; font >= TIKZ_MIN_FONT && !out->largest; font--)
            for (size_t w = 0; w < ways; w++)
                if ((way[w].em_width + levels_em) * font <= width - DECK_SLACK &&
                    deck_need(g, &way[w], font, 0, labelled_top, level_em) <= height)
                    out->largest = font;
        free(staggered);
        free(way[0].x);
        free(way[1].x);
        free(way[1].lower);
        tikz_geom_free(g);
        return fit;
    }
    struct deck_way *w = &way[best_way];
    memcpy(g->x, w->x, (size_t)g->cols * sizeof *g->x);
    if (w->staggered) {
        g->lower = w->lower;
        g->staggered = staggered;
        w->lower = NULL;
        staggered = NULL;
    }
    free(staggered);
    free(way[0].x);
    free(way[1].x);
    free(way[1].lower);
    tikz_geom_set_font(g, best, w->em_width);
    double s = best;
    g->legend = best_legend;
    g->centred = w->staggered;
    g->drop = w->staggered ? TIKZ_DROP_EM * s : 0;
    g->top = 0.6 * s + (labelled_top ? 1.5 * s : 0);
    g->bottom = 0.7 * s + (g->staggered && g->staggered[g->levels] ? g->drop : 0);
    g->slide_width = width;
    g->natural_width = (w->em_width + levels_em) * TIKZ_MIN_FONT;
    /* the tree fills the frame's width: its columns spread (at most four
     * times as far apart), its legend as wide */
    double room_w = width - levels_em * s - DECK_SLACK;
    double spread = room_w / (g->width > 0 ? g->width : 1);
    if (spread > 4)
        spread = 4;
    if (spread > 1) {
        for (uint32_t c = 0; c < g->cols; c++)
            g->x[c] *= spread;
        /* a window beside the rightmost position keeps its width */
        g->width = g->width * spread < room_w ? g->width * spread : room_w;
    }
    g->legend_width = room_w;
    g->fill_height = height;
    g->least_level = level_em * s;
    g->level = g->least_level;
    tikz_geom_fill(g, 0);
    return DECK_FITS;
}

void tikz_geom_fill(struct tikz_geom *g, size_t rows)
{
    if (g->fill_height <= 0)
        return;
    double s = g->font;
    double least = g->least_level > 0 ? g->least_level : DECK_LEVEL_EM * s;
    double drops = -tikz_geom_y(g, g->levels) - (double)g->levels * g->level;
    if (g->levels > 0) {
        double room = g->fill_height - g->top - g->bottom - drops -
                      tikz_legend_height(rows, g->legend_font) - DECK_SLACK;
        g->level = room / g->levels;
        if (g->level < least)
            g->level = least;
        if (g->level > 30 * s)
            g->level = 30 * s;
    }
    g->height = -tikz_geom_y(g, g->levels);
    g->legend_top = -g->height - g->bottom - 1.35 * g->legend_font;
}

enum deck_fit tikz_deck_precheck(const struct tree *t, node_id root,
                                 const struct export_size *size, double *need, double *room)
{
    /* the fewest points the subtree can take: its leaves side by side on
     * two rows, its levels at their closest, at the smallest size (or
     * the one asked for) */
    size_t leaves = 0;
    uint32_t deepest = tree_depth(t, root);
    for (node_id n = root; n < root + t->size[root]; n++) {
        leaves += tree_is_leaf(t, n);
        if (tree_is_leaf(t, n) && tree_depth(t, n) > deepest)
            deepest = tree_depth(t, n);
    }
    double s = size->font > 0 ? size->font : TIKZ_MIN_FONT;
    double scale = size->scale > 0 ? size->scale : 1.0;
    double w = (double)(leaves ? leaves - 1 : 0) * (TIKZ_COLUMN_STAGGER_EM * s);
    double h = (double)(deepest - tree_depth(t, root)) * DECK_LEVEL_EM * s;
    *need = w;
    *room = tikz_deck_width(size->aspect) * scale;
    if (w > *room)
        return DECK_TOO_WIDE;
    *need = h;
    *room = slide_shape(size->aspect)->height * scale;
    return h > *room ? DECK_TOO_TALL : DECK_FITS;
}
