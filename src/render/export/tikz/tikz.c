/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz.c: TikZ pictures of a search (see tikz.h), and the TikZ export. */
#include "config.h"

#include "render/export/tikz/tikz.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strbuf.h"
#include "base/utf8.h"
#include "render/export/common/board.h"
#include "render/words/format.h"
#include "render/export/common/graph.h"
#include "render/export/common/latex.h"
#include "render/export/tikz/tikz_deck.h"
#include "search/nodetype.h"
#include "search/step_state.h"

/* In the minimax view "Max" and "Min" stand left of each level's values. */
static bool level_labels(const struct export_request *rq)
{
    return rq->opt.view == VIEW_MINIMAX;
}

/* ---- styles ---- */

static void style(struct strbuf *out, bool guarded, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void style(struct strbuf *out, bool guarded, const char *name, const char *fmt, ...)
{
    char body[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(body, sizeof body, fmt, ap);
    va_end(ap);
    if (guarded)
        strbuf_printf(out, "\\pgfkeysifdefined{/tikz/%s/.@cmd}{}{\\tikzset{%s/.style={%s}}}\n",
                      name, name, body);
    else
        strbuf_printf(out, "\\tikzset{%s/.style={%s}}\n", name, body);
}

void tikz_styles(struct strbuf *out, const struct tikz_geom *g, bool guarded)
{
    int s = g->font;
    char font[64];
    snprintf(font, sizeof font, "font=\\fontsize{%d}{%d}\\selectfont", s, s + 1);
    strbuf_printf(out, "%% one style per meaning: change one to restyle every use of it\n");
    style(out, guarded, "abp text", "%s, inner sep=0.5pt", font);
    style(out, guarded, "value", "abp text, fill=white");
    style(out, guarded, "lower bound", "%s", "");
    style(out, guarded, "upper bound", "%s", "");
    style(out, guarded, "max node", "%s", "");
    style(out, guarded, "min node", "%s", "");
    style(out, guarded, "current", "draw=blue, line width=0.6pt");
    style(out, guarded, "path node", "blue");
    style(out, guarded, "followed", "line width=1.3pt");
    style(out, guarded, "followed core", "line width=0.5pt, white");
    style(out, guarded, "pathline", "followed, blue");
    style(out, guarded, "pathline core", "followed core");
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        const struct cut_kind_info *kind = cut_kind_info((enum cut_kind)k);
        style(out, guarded, kind->tikz_style, "%s, densely dashed, line width=0.8pt",
              kind->tikz_colour);
    }
    style(out, guarded, "pruned", "gray!60, densely dashed, line width=0.4pt");
    style(out, guarded, "unvisited", "gray!60, line width=0.4pt");
    style(out, guarded, "cutmark", "abp text, font=\\fontsize{%d}{%d}\\selectfont\\bfseries",
          s, s + 1);
    /* a type digit in a small circle, never taken for a value */
    style(out, guarded, "typemark", "abp text, gray!70!black, draw=gray!70, circle, "
          "inner sep=0.3pt, fill=white, font=\\fontsize{%d}{%d}\\selectfont",
          s > TIKZ_MIN_FONT ? s - 1 : s, s);
    style(out, guarded, "level", "abp text, gray!70!black, font=\\fontsize{%d}{%d}"
          "\\selectfont\\itshape", s, s + 1);
    style(out, guarded, "node label", "abp text, fill=white, "
          "font=\\fontsize{%d}{%d}\\selectfont\\itshape", s, s + 1);
    style(out, guarded, "window text", "abp text, gray!70!black, fill=white");
    style(out, guarded, "legend", "abp text, font=\\fontsize{%d}{%d}\\selectfont",
          g->legend_font, g->legend_font + 1);
    style(out, guarded, "title", "abp text, font=\\fontsize{%d}{%d}\\selectfont\\bfseries", s,
          s + 1);
}

/* ---- the parts of a picture ---- */

/* What a picture draws for a node, each recorded on its own so that a
 * sequence can show each part for the frames it stays the same. */
enum part { PART_EDGE, PART_CORE, PART_MARK, PART_VALUE, PART_DOT, PART_WINDOW, PART_BOARD,
             PART_COUNT };

/* Where a part goes in the output: later layers lie on top.  A followed
 * branch is a double line drawn as a thick line, and later a thin white
 * core along it, so that the double lines of a bar join cleanly. */
enum layer { LAYER_UNDER, LAYER_OVER, LAYER_CORE, LAYER_MARKS, LAYER_VALUES, LAYER_COUNT };

struct tikz_scene {
    const struct export_request *rq;
    const struct paper *p;
    struct tikz_geom *g;
    bool overlays;
    size_t frames;              /* recorded so far */
    uint32_t uses;              /* meanings used in any frame */
    struct deck_items items;    /* with overlays: what each frame showed */
    bool failed;                /* out of memory recording them */
    /* with overlays: per part and node, what it showed since frame since[] */
    char **shown[PART_COUNT];
    size_t *since[PART_COUNT];
    uint8_t *layer_of[PART_COUNT];
    /* with overlays: the paper whose looks the scene keeps up to date, and
     * the step of the last frame, so that only the positions the steps
     * since then changed are drawn again (a step changes a few: the deck
     * is linear in its size, not steps x positions, nor steps x depth) */
    struct paper *moving;
    size_t was_step;
    node_id was_current;
    uint64_t *dirty;            /* a bit per node of the subtree ... */
    node_id *list;              /* ... and the same nodes in a list */
    size_t nlist, caplist;
};


static double x_of(const struct tikz_scene *sc, node_id n)
{
    /* the centre of the node's column: its line comes down there, and its
     * value ends just right of it, as in the paper */
    return sc->g->x[sc->p->layout->x[n] - sc->g->left];
}

static double y_of(const struct tikz_scene *sc, node_id n)
{
    const struct tikz_geom *g = sc->g;
    double y = tikz_geom_y(g, tree_depth(sc->p->tree, n) - g->depth0);
    /* a depth whose values take two rows: every other one a row lower */
    if (g->lower && g->lower[n - sc->rq->root])
        y -= g->drop;
    return y;
}

/* How far under parent its children's bar is: under the lower row when
 * its depth takes two, so that a line passes between values, never
 * through one. */
static double bar_of(const struct tikz_scene *sc, node_id parent)
{
    const struct tikz_geom *g = sc->g;
    uint32_t d = tree_depth(sc->p->tree, parent) - g->depth0;
    if (g->staggered && g->staggered[d] && !g->lower[parent - sc->rq->root])
        return g->bar + g->drop;
    return g->bar;
}

/* Where position n is (at ny's height, ny != n), as TikZ reads it inside
 * parentheses: the named coordinate of a picture ("n12", "n12 |- n7"), or
 * in a deck the macros of its position ("\abpX{12},\abpY{7}": a named
 * coordinate costs TeX far more, and a deck's boxes name thousands). */
static const char *pt(const struct tikz_scene *sc, node_id n, node_id ny, char *buf,
                      size_t cap)
{
    if (sc->overlays)
        snprintf(buf, cap, "\\abpX{%u},\\abpY{%u}", (unsigned)n, (unsigned)ny);
    else if (ny != n)
        snprintf(buf, cap, "n%u |- n%u", (unsigned)n, (unsigned)ny);
    else
        snprintf(buf, cap, "n%u", (unsigned)n);
    return buf;
}

static const char *edge_style(const struct tikz_scene *sc, node_id c)
{
    switch (sc->p->look[c]) {
    case ROLE_PATH:
    case ROLE_CURRENT:
        return "pathline";
    case ROLE_FOLLOWED:
        return "followed";
    case ROLE_CUT:
        /* the root of a pruned branch is cut itself, the rest below it */
        if (sc->rq->state->status[c] == NODE_CUT)
            return cut_kind_info(step_state_cut_kind(sc->rq->state, c))->tikz_style;
        return "pruned";
    default:
        return "unvisited";
    }
}

/* The value at n as TeX ("${\geq}{-2}$"), or "" when none. */
static void value_tex(struct strbuf *out, const struct tikz_scene *sc, node_id n,
                      enum bound_kind *kind)
{
    const struct step_state *s = sc->rq->state;
    const struct tree *t = sc->p->tree;
    char v[FMT_VALUE_MAX];
    enum bound_kind k = bound_in_view(step_state_kind(s, n), tree_depth(t, n), sc->rq->opt.view);
    *kind = k;
    strbuf_printf(out, "$%s{%s}$", k == BOUND_LOWER ? "{\\geq}" : k == BOUND_UPPER ? "{\\leq}" : "",
                  fmt_value(v, step_state_value(s, n), tree_depth(t, n), sc->rq->opt.view));
}

/* The layer part `part` of node n goes in at the current state. */
static enum layer part_layer(const struct tikz_scene *sc, node_id n, enum part part)
{
    switch (part) {
    case PART_EDGE:
        return n != sc->rq->root && role_is_followed(sc->p->look[n]) ? LAYER_OVER : LAYER_UNDER;
    case PART_CORE:
        return LAYER_CORE;
    case PART_MARK:
        return LAYER_MARKS;
    default:
        return LAYER_VALUES;
    }
}

/* Writes part `part` of node n at the current state into out (nothing
 * when the node has none); returns its layer (part_layer's). */
static enum layer part_tex(struct strbuf *out, const struct tikz_scene *sc, node_id n,
                           enum part part)
{
    const struct paper *p = sc->p;
    const struct tree *t = p->tree;
    const struct step_state *s = sc->rq->state;
    const struct tikz_geom *g = sc->g;
    char a[64], b[64];
    switch (part) {
    case PART_EDGE: {
        if (n == sc->rq->root)
            return LAYER_UNDER;
        strbuf_printf(out, "\\draw[%s] (%s) -- ++(0,-%.2fpt) -| (%s);\n", edge_style(sc, n),
                      pt(sc, tree_parent(t, n), tree_parent(t, n), a, sizeof a),
                      bar_of(sc, tree_parent(t, n)), pt(sc, n, n, b, sizeof b));
        return role_is_followed(p->look[n]) ? LAYER_OVER : LAYER_UNDER;
    }
    case PART_CORE:
        if (n == sc->rq->root || !role_is_followed(p->look[n]))
            return LAYER_CORE;
        strbuf_printf(out, "\\draw[%s core] (%s) -- ++(0,-%.2fpt) -| (%s);\n",
                      edge_style(sc, n), pt(sc, tree_parent(t, n), tree_parent(t, n), a, sizeof a),
                      bar_of(sc, tree_parent(t, n)), pt(sc, n, n, b, sizeof b));
        return LAYER_CORE;
    case PART_MARK:
        if (n == sc->rq->root || s->status[n] != NODE_CUT)
            return LAYER_MARKS;
        /* just under the parent's bar: at the parent's height, so that a
         * deck can spread its levels once its legend is known */
        strbuf_printf(out, "\\node[cutmark, %s, anchor=west] at ([shift={(0.5pt,-%.2fpt)}]%s) "
                      "{%c};\n",
                      cut_kind_info(step_state_cut_kind(sc->rq->state, n))->tikz_style,
                      bar_of(sc, tree_parent(t, n)) + 0.7 * g->font,
                      pt(sc, n, tree_parent(t, n), a, sizeof a),
                      cut_kind_info(step_state_cut_kind(sc->rq->state, n))->letter);
        return LAYER_MARKS;
    case PART_VALUE: {
        if (s->status[n] != NODE_DONE)
            return LAYER_VALUES;
        struct strbuf text;
        strbuf_init(&text);
        enum bound_kind k;
        value_tex(&text, sc, n, &k);
        if (g->centred)
            strbuf_printf(out, "\\node[value%s%s%s] at (%s) {%s};\n",
                          k == BOUND_LOWER ? ", lower bound" : k == BOUND_UPPER ? ", upper bound" : "",
                          (tree_depth(t, n) & 1u) ? ", min node" : ", max node",
                          p->look[n] == ROLE_CURRENT ? ", current" : "", pt(sc, n, n, a, sizeof a),
                          text.data ? text.data : "");
        else
            strbuf_printf(out, "\\node[value%s%s%s, anchor=east] at ([xshift=%.2fpt]%s) {%s};\n",
                          k == BOUND_LOWER ? ", lower bound" : k == BOUND_UPPER ? ", upper bound" : "",
                          (tree_depth(t, n) & 1u) ? ", min node" : ", max node",
                          p->look[n] == ROLE_CURRENT ? ", current" : "", g->half,
                          pt(sc, n, n, a, sizeof a), text.data ? text.data : "");
        out->failed |= text.failed;
        strbuf_free(&text);
        return LAYER_VALUES;
    }
    case PART_DOT:
        if (s->status[n] == NODE_DONE ||
            (p->look[n] != ROLE_CURRENT && p->look[n] != ROLE_PATH))
            return LAYER_VALUES;
        strbuf_printf(out, "\\fill[path node] (%s) circle (%s);\n", pt(sc, n, n, a, sizeof a),
                      p->look[n] == ROLE_CURRENT ? "2pt" : "1.2pt");
        return LAYER_VALUES;
    case PART_BOARD:
        /* a deck's board of the current position, in its side column */
        if (!sc->overlays || g->board_x <= 0 || p->look[n] != ROLE_CURRENT ||
            (sc->rq->boards != BOARDS_PATH && sc->rq->boards != BOARDS_LEAVES))
            return LAYER_VALUES;
        board_tikz_one(out, sc->rq, n, g->board_x, g->board_y, NULL);
        return LAYER_VALUES;
    case PART_WINDOW: {
        enum algorithm alg = sc->rq->trace->options.alg;
        uint32_t d = tree_depth(t, n);
        if (!sc->rq->snapshot || s->status[n] != NODE_ACTIVE || tree_is_leaf(t, n) ||
            alg == ALG_F || d >= s->depth || s->path[d].node != n)
            return LAYER_VALUES;
        const struct path_frame *f = &s->path[d];
        char w[FMT_WINDOW_MAX], text[FMT_WINDOW_MAX + 16];
        if (alg == ALG_F1)
            snprintf(text, sizeof text, _("bound %s"), fmt_value(w, f->beta, d, sc->rq->opt.view));
        else
            snprintf(text, sizeof text, "%s", fmt_window(w, f->alpha, f->beta, d,
                                                          sc->rq->opt.view));
        strbuf_printf(out, "\\node[window text, anchor=west] at ([xshift=%.2fpt]%s) {",
                      0.6 * g->font, pt(sc, n, n, a, sizeof a));
        latex_escape(out, text, true);
        strbuf_puts(out, "};\n");
        return LAYER_VALUES;
    }
    default:
        return LAYER_VALUES;
    }
}

/* A scene, with its overlays' bookkeeping when moving is not NULL. */
static struct tikz_scene *scene_new(const struct export_request *rq, const struct paper *p,
                                    struct paper *moving, struct tikz_geom *g)
{
    struct tikz_scene *sc = calloc(1, sizeof *sc);
    if (!sc)
        return NULL;
    sc->rq = rq;
    sc->p = p;
    sc->g = g;
    sc->overlays = moving != NULL;
    sc->moving = moving;
    sc->was_current = AB_NO_NODE;
    size_t n = p->tree->count;
    bool ok = true;
    if (sc->overlays) {
        for (int i = 0; i < PART_COUNT && ok; i++) {
            sc->shown[i] = calloc(n, sizeof *sc->shown[i]);
            sc->since[i] = calloc(n, sizeof *sc->since[i]);
            sc->layer_of[i] = calloc(n, 1);
            ok = sc->shown[i] && sc->since[i] && sc->layer_of[i];
        }
        sc->dirty = calloc(p->tree->size[rq->root] / 64 + 1, sizeof *sc->dirty);
        ok = ok && sc->dirty;
    }
    if (!ok) {
        tikz_scene_free(sc);
        return NULL;
    }
    return sc;
}

struct tikz_scene *tikz_scene_new(const struct export_request *rq, const struct paper *p,
                                  struct tikz_geom *g)
{
    return scene_new(rq, p, NULL, g);
}

struct tikz_scene *tikz_deck_scene_new(const struct export_request *rq, struct paper *p,
                                       struct tikz_geom *g)
{
    return scene_new(rq, p, p, g);
}

void tikz_scene_free(struct tikz_scene *sc)
{
    if (!sc)
        return;
    deck_items_free(&sc->items);
    for (int i = 0; i < PART_COUNT; i++) {
        if (sc->shown[i])
            for (size_t n = 0; n < sc->p->tree->count; n++)
                free(sc->shown[i][n]);
        free(sc->shown[i]);
        free(sc->since[i]);
        free(sc->layer_of[i]);
    }
    free(sc->dirty);
    free(sc->list);
    free(sc);
}

/* Records what part `part` of n showed from frame since[] to frame `last`
 * (1-based, inclusive; 0: to the last frame) as an item of the deck,
 * which takes its text. */
static void flush(struct tikz_scene *sc, int part, node_id n, size_t last)
{
    char *text = sc->shown[part][n];
    if (!text || !*text)
        return;
    sc->shown[part][n] = NULL;
    struct deck_item it = { .first = sc->since[part][n], .last = last ? last : sc->frames,
                            .layer = sc->layer_of[part][n],
                            .nodes = { n, tree_parent(sc->p->tree, n) }, .text = text };
    sc->failed |= !deck_add(&sc->items, &it);
}

/* Marks n (of the subtree drawn) to be drawn again, once. */
static void mark(struct tikz_scene *sc, node_id n)
{
    if (n == AB_NO_NODE || n < sc->rq->root || n >= graph_end(sc->rq))
        return;
    size_t i = n - sc->rq->root;
    uint64_t bit = (uint64_t)1 << (i % 64);
    if (sc->dirty[i / 64] & bit)
        return;
    if (!ARRAY_GROW(sc->list, sc->caplist, sc->nlist + 1)) {
        sc->failed = true;
        return;
    }
    sc->dirty[i / 64] |= bit;
    sc->list[sc->nlist++] = n;
}

/* Marks the subtree at n: a branch pruned, or searched again. */
static void mark_subtree(struct tikz_scene *sc, node_id n)
{
    for (node_id m = n, end = n + sc->p->tree->size[n]; m < end; m++)
        mark(sc, m);
}

static int by_node_id(const void *a, const void *b)
{
    node_id x = *(const node_id *)a, y = *(const node_id *)b;
    return (x > y) - (x < y);
}

/* Marks the positions whose parts may differ from the last frame's, from
 * the events applied since: a position entered, evaluated or returning,
 * the branches a cutoff pruned with their subtrees, a subtree searched
 * again, and the current position then and now (every part_tex reads
 * only a position's status, value, bound, look and path frame, which
 * nothing else changes: a path frame's window is set on entering); then
 * works out their looks again, parents first.  The first frame marks
 * all. */
static void mark_changed(struct tikz_scene *sc)
{
    const struct step_state *s = sc->rq->state;
    const struct trace *tr = sc->rq->trace;
    const struct tree *t = sc->p->tree;
    node_id root = sc->rq->root, end = graph_end(sc->rq);
    if (sc->frames == 1 || s->step < sc->was_step) {
        paper_update(sc->moving, s);
        for (node_id n = root; n < end; n++)
            mark(sc, n);
    } else {
        for (size_t i = sc->was_step; i < s->step; i++) {
            struct event e_buf;
            const struct event *e = trace_event_at(tr, i, &e_buf);
            switch ((enum event_type)e->type) {
            case EV_ENTER: case EV_LEAF: case EV_EXIT:
                mark(sc, e->node);
                break;
            case EV_CUTOFF: {
                node_id c = e->c;
                for (int32_t k = 0; k < e->b && c != AB_NO_NODE; k++) {
                    mark_subtree(sc, c);
                    if (k + 1 < e->b)
                        c = tree_next_sibling(t, c);
                }
                break;
            }
            case EV_RESEARCH:
                mark_subtree(sc, e->node);
                break;
            default:
                break;
            }
        }
        mark(sc, sc->was_current);
        paper_follow(sc->moving, s);
        qsort(sc->list, sc->nlist, sizeof *sc->list, by_node_id);
        for (size_t i = 0; i < sc->nlist; i++) {
            node_id n = sc->list[i];
            if (n == root && root != 0) {
                /* the subtree's root reads its ancestors' looks: a few,
                 * and only when its own state changed */
                node_id up[64], a = tree_parent(t, n);
                size_t k = 0;
                for (; a != AB_NO_NODE && k < 64; a = tree_parent(t, a))
                    up[k++] = a;
                if (a != AB_NO_NODE)
                    paper_update(sc->moving, s);
                else
                    while (k > 0)
                        paper_update_node(sc->moving, up[--k]);
            }
            paper_update_node(sc->moving, n);
        }
    }
    sc->was_step = s->step;
    sc->was_current = s->step > 0 ? step_state_current_node(s) : AB_NO_NODE;
    if (sc->was_current != AB_NO_NODE && sc->frames > 1) {
        mark(sc, sc->was_current);
        paper_update_node(sc->moving, sc->was_current);
    }
}

bool tikz_scene_frame(struct tikz_scene *sc)
{
    sc->frames++;
    /* one picture is written straight out by tikz_scene_write, a layer
     * at a time, so that it streams */
    if (!sc->overlays) {
        sc->uses |= graph_uses(sc->rq, sc->p);
        return true;
    }
    mark_changed(sc);
    struct strbuf part;
    strbuf_init(&part);
    qsort(sc->list, sc->nlist, sizeof *sc->list, by_node_id);
    for (size_t k = 0; k < sc->nlist; k++) {
        node_id n = sc->list[k];
        size_t i = n - sc->rq->root;
        sc->dirty[i / 64] &= ~((uint64_t)1 << (i % 64));
        sc->uses |= graph_node_uses(sc->rq, sc->p, n);
        for (int j = 0; j < PART_COUNT; j++) {
            part.len = 0;
            enum layer layer = part_tex(&part, sc, n, (enum part)j);
            const char *was = sc->shown[j][n] ? sc->shown[j][n] : "";
            if (part.len == strlen(was) && (part.len == 0 || memcmp(was, part.data, part.len) == 0))
                continue;
            flush(sc, j, n, sc->frames - 1);
            free(sc->shown[j][n]);
            sc->shown[j][n] = part.len ? strndup(part.data, part.len) : NULL;
            if (part.len && !sc->shown[j][n])
                part.failed = true;
            sc->since[j][n] = sc->frames;
            sc->layer_of[j][n] = (uint8_t)layer;
        }
    }
    sc->nlist = 0;
    bool ok = !part.failed && !sc->failed;
    strbuf_free(&part);
    return ok;
}

/* ---- the picture ---- */

/* A legend's sample and where its words begin, in legend fonts (pt):
 * a picture's and a deck's full legend 4 lf long, a compact one 2.4. */
static double sample_length(const struct tikz_scene *sc)
{
    return (sc->g->legend == LEGEND_COMPACT ? 2.4 : 4.0) * sc->g->legend_font;
}

static void legend_sample(struct strbuf *out, const struct tikz_scene *sc,
                          enum graph_meaning m, double x, double y)
{
    double len = sample_length(sc);
    int lf = sc->g->legend_font;
    /* a deck's samples of text are as large as its legend's words */
    char font[96] = "";
    if (sc->g->legend != LEGEND_AUTO)
        snprintf(font, sizeof font, ", font=\\fontsize{%d}{%d}\\selectfont", lf, lf + 1);
    switch (m) {
    case GM_FOLLOWED: case GM_PATH: case GM_INSIDE: case GM_UNVISITED: {
        const char *st = m == GM_FOLLOWED ? "followed" : m == GM_PATH ? "pathline"
                       : m == GM_INSIDE ? "pruned" : "unvisited";
        strbuf_printf(out, "\\draw[%s] (%.2fpt,%.2fpt) -- ++(%.2fpt,0);\n", st, x, y, len);
        if (m == GM_FOLLOWED || m == GM_PATH)
            strbuf_printf(out, "\\draw[%s core] (%.2fpt,%.2fpt) -- ++(%.2fpt,0);\n", st, x, y,
                          len);
        break;
    }
    case GM_CURRENT:
        strbuf_printf(out, "\\fill[path node] (%.2fpt,%.2fpt) circle (2pt);\n", x + len / 2, y);
        break;
    case GM_LOWER: case GM_UPPER:
        strbuf_printf(out, "\\node[value, %s%s] at (%.2fpt,%.2fpt) {$%s3$};\n",
                      m == GM_LOWER ? "lower bound" : "upper bound", font, x + len / 2, y,
                      m == GM_LOWER ? "{\\geq}" : "{\\leq}");
        break;
    case GM_TYPES:
        for (int k = 1; k <= 3; k++)
            strbuf_printf(out, "\\node[typemark%s] at (%.2fpt,%.2fpt) {%d};\n", font,
                          x + len * (k - 0.5) / 3.0, y, k);
        break;
    default: {
        const struct cut_kind_info *k = cut_kind_info((enum cut_kind)(m - GM_CUT));
        strbuf_printf(out, "\\draw[%s] (%.2fpt,%.2fpt) -- ++(%.2fpt,0) "
                      "node[cutmark, %s, solid, anchor=west%s%s] {%c};\n", k->tikz_style, x, y,
                      len * 0.75, k->tikz_style, font, *font ? "\\bfseries" : "", k->letter);
    }
    }
}

/* The meanings the legend lists: those used, less Max/Min (the level
 * labels say it) and types unless they are marked; none for a deck
 * without a legend. */
static size_t legend_meanings(const struct tikz_scene *sc, enum graph_meaning *shown,
                              double *width)
{
    if (sc->g->legend == LEGEND_NONE)
        return 0;
    uint32_t uses = sc->uses & ~((1u << GM_MAX) | (1u << GM_MIN));
    if (!(sc->rq->opt.marks & MARK_TYPES))
        uses &= ~(1u << GM_TYPES);
    char words[256];
    size_t count = 0;
    bool compact = sc->g->legend == LEGEND_COMPACT;
    for (int m = 0; m < GM_COUNT; m++)
        if (uses & (1u << m)) {
            graph_legend_words(words, sizeof words, sc->rq, (enum graph_meaning)m, compact);
            width[count] = tikz_legend_entry_width(words, sc->g->legend_font, sc->g->legend);
            shown[count++] = (enum graph_meaning)m;
        }
    return count;
}

/* The legend under the tree: the meanings used, in as many columns as
 * fit the legend's width (each as wide as its widest entry). */
static void legend(struct strbuf *out, const struct tikz_scene *sc, double top)
{
    enum graph_meaning shown[GM_COUNT];
    double width[GM_COUNT], colw[GM_COUNT];
    size_t count = legend_meanings(sc, shown, width);
    if (!count)
        return;
    size_t cols = tikz_legend_columns(width, count, sc->g->legend_width, colw);
    double lf = sc->g->legend_font;
    char words[256];
    double row = 1.7 * lf;
    bool compact = sc->g->legend == LEGEND_COMPACT;
    strbuf_puts(out, "% legend: the meanings this picture uses\n");
    for (size_t i = 0; i < count; i++) {
        double x = 0, y = top - (double)(i / cols) * row;
        for (size_t j = 0; j < i % cols; j++)
            x += colw[j];
        legend_sample(out, sc, shown[i], x, y);
        strbuf_printf(out, "\\node[legend, anchor=west] at (%.2fpt,%.2fpt) {",
                      x + sample_length(sc) + 0.6 * lf, y);
        latex_escape(out, graph_legend_words(words, sizeof words, sc->rq, shown[i], compact),
                     false);
        strbuf_puts(out, "};\n");
    }
}

/* Writes where position n is (deck_coordinate_fn). */
static void position(struct strbuf *out, const void *ctx, node_id n)
{
    const struct tikz_scene *sc = ctx;
    strbuf_printf(out, "(%.2fpt,%.2fpt)", x_of(sc, n), y_of(sc, n));
}

/* The same for a deck's \abpat: "{3.00pt}{-26.14pt}". */
static void deck_position(struct strbuf *out, const void *ctx, node_id n)
{
    const struct tikz_scene *sc = ctx;
    strbuf_printf(out, "{%.2fpt}{%.2fpt}", x_of(sc, n), y_of(sc, n));
}

/* What every frame shows alike: the file's labels, the types of critical
 * positions, who moves at each level, and the legend. */
static void fixed_parts(struct strbuf *out, const struct tikz_scene *sc)
{
    const struct paper *p = sc->p;
    const struct tree *t = p->tree;
    const struct tikz_geom *g = sc->g;
    bool any_static = false;
    char a[64];
    for (node_id n = sc->rq->root; n < graph_end(sc->rq); n++) {
        const char *label = sc->rq->no_labels ? NULL : tree_label_short(t, n);
        bool typed = p->type && p->type[n] != NODE_NOT_CRITICAL;
        if (!label && !typed)
            continue;
        if (!any_static)
            strbuf_puts(out, "% labels from the file, and types of critical positions\n");
        any_static = true;
        /* the label (a move, in a game's tree) on the position's line just
         * above its value, never beside a neighbour's value; the type
         * above that */
        double up = 0.55 * g->font + 1.0;
        if (label) {
            strbuf_printf(out, "\\node[node label, anchor=south] at ([yshift=%.2fpt]%s) {", up,
                          pt(sc, n, n, a, sizeof a));
            latex_escape(out, label, false);
            strbuf_puts(out, "};\n");
        }
        if (typed)
            strbuf_printf(out, "\\node[typemark, anchor=south] at ([yshift=%.2fpt]%s) {%u};\n",
                          label ? up + 1.15 * g->font : up, pt(sc, n, n, a, sizeof a),
                          p->type[n]);
    }
    if (level_labels(sc->rq)) {
        /* whose move it is at each level, as the textbooks write it */
        strbuf_puts(out, "% who moves at each level (minimax view)\n");
        for (uint32_t d = 0; d <= g->levels; d++)
            strbuf_printf(out, "\\node[level, anchor=east] at (%.2fpt,%.2fpt) {%s};\n",
                          -0.8 * g->font, tikz_geom_y(g, d),
                          ((g->depth0 + d) & 1u) ? "Min" : "Max");
    }
    legend(out, sc, g->legend_top);
    if (sc->overlays && g->board_x > 0 && sc->rq->boards == BOARDS_ROOT)
        board_tikz_one(out, sc->rq, sc->rq->root, g->board_x, g->top, NULL);
}

/* The comment above each layer's elements. */
static const char *const layer_comments[LAYER_COUNT] = {
    [LAYER_UNDER] = "branches: not followed first, followed ones on top",
    [LAYER_MARKS] = "the kind of cutoff under every pruned branch",
    [LAYER_VALUES] = "values and bounds returned",
};

/* A deck's levels fill what its legend leaves of the frame. */
static void fill_frame(struct tikz_scene *sc)
{
    struct tikz_geom *g = sc->g;
    enum graph_meaning shown[GM_COUNT];
    double width[GM_COUNT], colw[GM_COUNT];
    size_t count = legend_meanings(sc, shown, width);
    size_t cols = count ? tikz_legend_columns(width, count, g->legend_width, colw) : 1;
    tikz_geom_fill(g, (count + cols - 1) / cols);
}

void tikz_deck_write(struct tikz_scene *sc, struct strbuf *out, const struct deck_frames *frames)
{
    fill_frame(sc);
    /* what each element showed up to the last slide */
    for (int i = 0; i < PART_COUNT; i++)
        for (node_id n = sc->rq->root; n < graph_end(sc->rq); n++)
            flush(sc, i, n, 0);
    struct strbuf fixed;
    strbuf_init(&fixed);
    fixed_parts(&fixed, sc);
    deck_write(out, &sc->items, sc->frames, LAYER_COUNT, layer_comments,
               fixed.data ? fixed.data : "", sc->rq->root, graph_end(sc->rq), deck_position, sc,
               frames);
    out->failed |= fixed.failed || sc->failed;
    strbuf_free(&fixed);
}

void tikz_scene_write(struct tikz_scene *sc, struct strbuf *out, const char *title,
                      const char *sub)
{
    struct tikz_geom *g = sc->g;
    strbuf_puts(out, "\\begin{tikzpicture}\n");
    strbuf_puts(out, "% positions: move one and its branches follow\n");
    for (node_id n = sc->rq->root; n < graph_end(sc->rq); n++) {
        strbuf_printf(out, "\\coordinate (n%u) at ", (unsigned)n);
        position(out, sc, n);
        strbuf_puts(out, ";\n");
    }
    if (title) {
        /* the tree's title, and the search on a line under it */
        strbuf_printf(out, "\\node[title, anchor=south west, align=left] at (0,%.2fpt) {",
                      1.6 * g->font);
        latex_escape(out, title, false);
        if (sub && *sub) {
            strbuf_puts(out, "\\\\\\mdseries ");
            latex_escape(out, sub, false);
        }
        strbuf_puts(out, "};\n");
    }
    for (int i = 0; i < LAYER_COUNT; i++) {
        if (layer_comments[i])
            strbuf_printf(out, "%% %s\n", layer_comments[i]);
        for (node_id n = sc->rq->root; n < graph_end(sc->rq) && !out->failed; n++)
            for (int k = 0; k < PART_COUNT; k++)
                if (part_layer(sc, n, (enum part)k) == (enum layer)i)
                    part_tex(out, sc, n, (enum part)k);
    }
    fixed_parts(out, sc);
    if (sc->rq->snapshot) {
        /* what the step did, under the legend (a deck has its captions) */
        char caption[1400];
        strbuf_printf(out, "\\node[legend, anchor=north west, align=left, text width=%.2fpt] "
                      "at ([yshift=-%.2fpt]current bounding box.south west) {",
                      g->width > 240.0 ? g->width : 240.0, 0.6 * g->font);
        graph_step_caption(caption, sizeof caption, sc->rq);
        latex_escape(out, caption, true);
        strbuf_puts(out, "};\n");
    }
    board_tikz(out, sc->rq);
    strbuf_puts(out, "\\end{tikzpicture}\n");
}

/* ---- the TikZ export ---- */

/* The comment lines, the document's head (unless body_only) and the
 * styles; multi: one page per tikzpicture.  The preamble is chosen from
 * the text lt has seen: everything the pictures will hold (latex.h). */
static void document_head(struct strbuf *out, const struct export_request *rq,
                          const struct tikz_geom *g, bool multi,
                          const struct latex_text *lt)
{
    char title[256];
    strbuf_puts(out, "% abprune export: ");
    strbuf_puts(out, graph_title(title, sizeof title, rq));
    strbuf_printf(out, "\n%% text at %d pt; the tree is %.1f cm wide", g->font,
                  g->width * 2.54 / 72.27);
    if (g->natural_width > g->slide_width - 2 * TIKZ_BORDER)
        strbuf_printf(out, ", wider than a %s slide even at %d pt: export a subtree with "
                      "--root PATH for slides", slide_shape(rq->size.aspect)->name, TIKZ_MIN_FONT);
    strbuf_puts(out, "\n");
    struct strbuf preamble;
    strbuf_init(&preamble);
    latex_preamble(&preamble, lt);
    out->failed |= preamble.failed;
    if (rq->body_only) {
        strbuf_puts(out, "% needs \\usepackage{tikz}; a style the document defines first "
                         "is kept\n");
        if (preamble.len) {
            /* the lines its text needs, for the document's preamble */
            strbuf_puts(out, "% and, for its text:\n");
            for (const char *line = preamble.data; *line;) {
                const char *nl = strchr(line, '\n');
                size_t n = nl ? (size_t)(nl - line) : strlen(line);
                strbuf_puts(out, "%   ");
                strbuf_add(out, line, n);
                strbuf_puts(out, "\n");
                line += nl ? n + 1 : n;
            }
        }
        tikz_styles(out, g, true);
    } else {
        strbuf_printf(out, "\\documentclass[border=%gpt%s]{standalone}\n\\usepackage{tikz}\n",
                      TIKZ_BORDER, multi ? ", multi=tikzpicture" : "");
        strbuf_add(out, preamble.data ? preamble.data : "", preamble.len);
        tikz_styles(out, g, false);
        strbuf_puts(out, "\\begin{document}\n");
    }
    strbuf_free(&preamble);
}

/* The picture of rq's state. */
static void picture(struct strbuf *out, const struct export_request *rq, const struct paper *p,
                    struct tikz_geom *g)
{
    char title[640], sub[400];
    graph_picture_title(title, sizeof title, sub, sizeof sub, rq);
    struct tikz_scene *sc = tikz_scene_new(rq, p, g);
    if (!sc || !tikz_scene_frame(sc))
        out->failed = true;
    else
        tikz_scene_write(sc, out, rq->body_only ? NULL : title, sub);
    tikz_scene_free(sc);
}

/* The text of the boards' strip (export --boards) for the preamble: its
 * captions are translated, its glyphs not all ASCII. */
static void scan_boards(struct latex_text *lt, const struct export_request *rq)
{
    struct strbuf boards;
    strbuf_init(&boards);
    board_tikz(&boards, rq);
    if (boards.len)
        latex_text_scan(lt, boards.data, boards.len);
    strbuf_free(&boards);
}

void graph_tikz(struct strbuf *out, const struct export_request *rq, const struct paper *p)
{
    struct tikz_geom g;
    if (!tikz_geom_init(&g, rq, p)) {
        out->failed = true;
        return;
    }
    struct latex_text lt;
    latex_text_init(&lt);
    graph_scan_texts(&lt, rq, NULL, NULL, 0);
    scan_boards(&lt, rq);
    document_head(out, rq, &g, false, &lt);
    latex_text_free(&lt);
    picture(out, rq, p, &g);
    tikz_geom_free(&g);
    if (!rq->body_only)
        strbuf_puts(out, "\\end{document}\n");
}

void graph_tikz_series(struct strbuf *out, const struct export_request *rq, struct paper *p,
                       struct step_state *walk, const size_t *steps, size_t count)
{
    struct export_request at = *rq;
    at.state = walk;
    at.snapshot = true;
    struct tikz_geom g;
    if (!tikz_geom_init(&g, &at, p)) {
        out->failed = true;
        return;
    }
    /* the text of every step first, then the pictures stream out */
    struct latex_text lt;
    latex_text_init(&lt);
    graph_scan_texts(&lt, &at, walk, steps, count);
    scan_boards(&lt, &at);
    document_head(out, &at, &g, true, &lt);
    latex_text_free(&lt);
    for (size_t i = 0; i < count && !out->failed; i++) {
        step_state_seek(walk, steps[i]);
        paper_update(p, walk);
        strbuf_printf(out, "%% step %zu\n", steps[i]);
        picture(out, &at, p, &g);
    }
    tikz_geom_free(&g);
    if (!rq->body_only)
        strbuf_puts(out, "\\end{document}\n");
}
