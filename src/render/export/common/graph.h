/* SPDX-License-Identifier: GPL-3.0-or-later */
/* graph.h: what the graphic formats share (DOT in dot/, TikZ and beamer
 * in tikz/, the web page in html/): the meanings a picture shows, their
 * legend's words, titles and captions.  All take the same
 * export_request.
 *
 * Each picture says which meanings it uses (followed, pruned by each kind
 * of cutoff, a bound, ...) so that its legend lists those and no others;
 * the words of every legend line come from one table here, the colours
 * and letters of the kinds of cutoff from cutkind.c. */
#ifndef ABPRUNE_GRAPH_H
#define ABPRUNE_GRAPH_H

#include <stdbool.h>
#include <stdint.h>

#include "base/strbuf.h"
#include "render/export/common/export.h"
#include "search/step_state.h"

/* The meanings a picture can show, in the order legends list them. */
enum graph_meaning {
    GM_FOLLOWED,        /* a branch the search followed */
    GM_PATH,            /* the path to the current node (snapshots) */
    GM_CURRENT,         /* the current node (snapshots) */
    GM_CUT,             /* a pruned branch: GM_CUT + enum cut_kind */
    GM_INSIDE = GM_CUT + CUT_KIND_COUNT, /* below the root of a pruned branch */
    GM_UNVISITED,       /* not visited (or not reached yet) */
    GM_LOWER,           /* a value that is a lower bound */
    GM_UPPER,           /* a value that is an upper bound */
    GM_TYPES,           /* the type of a critical position */
    GM_MAX,             /* a position where the root's player moves (DOT's boxes) */
    GM_MIN,             /* one where the opponent moves (DOT's ovals) */
    GM_COUNT
};

/* Which meanings the drawing of rq (its subtree) uses, as bits
 * 1 << enum graph_meaning. */
uint32_t graph_uses(const struct export_request *rq, const struct paper *p);

/* What node n (of rq's subtree) adds to graph_uses at the current state. */
uint32_t graph_node_uses(const struct export_request *rq, const struct paper *p, node_id n);

/* The words of a meaning's legend line ("branch followed", "branch pruned
 * by a deep cutoff", ...), translated, into buf. */
const char *graph_meaning_words(char *buf, size_t cap, const struct export_request *rq,
                                enum graph_meaning m);

/* A meaning's words in a legend: graph_meaning_words, or compact, a word
 * or two ("followed", "deep", "lower bound") beside its sample. */
const char *graph_legend_words(char *buf, size_t cap, const struct export_request *rq,
                               enum graph_meaning m, bool compact);

/* One past the last node of the subtree drawn (nodes rq->root .. end-1,
 * in preorder). */
static inline node_id graph_end(const struct export_request *rq)
{
    return rq->root + rq->trace->tree->size[rq->root];
}

/* "F2 on pi.tree, negamax view[, subtree 2.1][, after step 12 of 143]". */
const char *graph_title(char *buf, size_t cap, const struct export_request *rq);

/* A deck's frame title: --title (rq->title), else the tree's @title, with
 * the subtitle "F2, negamax view[, subtree 2.1]" in sub; without either,
 * graph_title's "F2 on pi.tree, negamax view" and no subtitle (""). */
const char *graph_deck_title(char *buf, size_t cap, char *sub, size_t subcap,
                             const struct export_request *rq);

/* A picture's title (export -f tikz): the deck's, graph_deck_title, with
 * ", after step 12 of 143" after the subtitle for a snapshot (after the
 * title when there is no subtitle, as graph_title has it). */
const char *graph_picture_title(char *buf, size_t cap, char *sub, size_t subcap,
                                const struct export_request *rq);

/* What a snapshot's step did, into buf, as the beamer slides' captions
 * and the text snapshots say it: "Step 65 of 143: cutoff at 2.1.1: m = -2
 * >= beta = -2: ...", or "Before the search: 143 steps to come."; "" when
 * rq is not a snapshot.  Returns the length of its head ("Step 65 of 143:
 * ", which a slide sets in bold), 0 when it has none. */
size_t graph_step_caption(char *buf, size_t cap, const struct export_request *rq);

/* The value written at n ("3", "≥3") as UTF-8, or "" when none. */
const char *graph_value_utf8(char *buf, size_t cap, const struct paper *p, node_id n);

/* For every node the root of the pruned branch it lies in and the type of
 * every node; false (and out marked failed) when out of memory. */
bool graph_node_facts(struct strbuf *out, const struct paper *p, node_id **root,
                      uint8_t **types);

struct latex_text;

/* Feeds lt every text a picture (or a series, or a deck) of rq will
 * contain, before it is written, so that its LaTeX preamble is chosen from
 * all of it while the pictures stream out (latex.h): the titles, every
 * legend's words, the window's word, the labels of the subtree, and the
 * caption of each step drawn: rq->state's when walk is NULL, else each
 * of steps[0..count-1] (every step 0..count-1 when steps is NULL), walk
 * being moved to them. */
void graph_scan_texts(struct latex_text *lt, const struct export_request *rq,
                      struct step_state *walk, const size_t *steps, size_t count);

#endif
