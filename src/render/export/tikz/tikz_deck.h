/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz_deck.h: a beamer deck's picture typeset once, not once a slide.
 *
 * Beamer typesets a frame again for each of its slides, so a deck of a
 * slide per step drew its whole tree at every step (70 s of pdflatex for
 * the paper's tree, 144 slides).  Each element of the picture shows on a
 * run of slides (tikz.c records them).  Those that show from the first
 * slide on (branches not reached yet) go into boxes that nest: the box of
 * slides 1..k holds the box of 1..k+1 and what ends at k.  Those that
 * show to the last slide (what the search left) nest the same way from
 * the other end, and every other element gets a box of its own.  Every
 * box is typeset once, before the frame (\abpsave); the frame's picture
 * only puts each slide's boxes in place (\only<a-b>{\abpshow{NAME}}), a
 * layer at a time so that what is drawn on top stays on top. */
#ifndef ABPRUNE_TIKZ_DECK_H
#define ABPRUNE_TIKZ_DECK_H

#include <stdbool.h>
#include <stddef.h>

#include "base/strbuf.h"
#include "base/util.h"
#include "tree/tree.h"

/* One element of the picture and the slides it shows on. */
struct deck_item {
    size_t first, last;         /* slides, 1-based, inclusive */
    unsigned layer;             /* layers are drawn lowest first */
    node_id nodes[2];           /* the positions its code names (n12), or
                                   AB_NO_NODE */
    char *text;                 /* TikZ code ending in a newline (owned) */
};

struct deck_items {
    struct deck_item *v;
    size_t len, cap;
};

/* Adds an item, taking text; false (text freed) when out of memory. */
bool deck_add(struct deck_items *items, const struct deck_item *item);
void deck_items_free(struct deck_items *items);

/* Writes where position n is, as TikZ reads a point: "(3.00pt,-26.14pt)". */
typedef void deck_coordinate_fn(struct strbuf *out, const void *ctx, node_id n);

/* Writes the boxes of a deck of `slides` slides and `layers` layers into
 * boxes (for between \begin{document} and the frame: the macros, then
 * one \abpsave a box) and what puts them in the frame's tikzpicture into
 * picture, each layer under its comment (or none: NULL).  Positions
 * first..end-1 are written once (\abpat), and each box names those it
 * draws at.  `fixed` (may be empty) is drawn on every slide above the
 * rest, in a box that names every position. */
void deck_write(struct strbuf *boxes, struct strbuf *picture, const struct deck_items *items,
                size_t slides, unsigned layers, const char *const *layer_comments,
                const char *fixed, node_id first, node_id end, deck_coordinate_fn *coordinate,
                const void *ctx);

#endif
