/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz_deck.h: a beamer deck's picture typeset once a frame, not once a
 * slide, in memory that does not grow with the deck.
 *
 * Beamer typesets a frame again for each of its slides, so a deck of a
 * slide per step drew its whole tree at every step (70 s of pdflatex for
 * the paper's tree, 144 slides).  Each element of the picture shows on a
 * run of slides (tikz.c records them).  The deck is cut into frames of a
 * bounded length; before each frame, what shows on all its slides is
 * typeset once in a box a layer, and every other element in a box for its
 * run of slides within the frame (\abpsave); the frame's picture only puts
 * each slide's boxes in place (\only<a-b>{\abpshow{NAME}}), a layer at a
 * time so that what is drawn on top stays on top.  The next frame's boxes
 * take the same names, so TeX holds one frame's boxes at a time (a box
 * kept for the whole deck made decks of more than some 600 boxes overflow
 * pdflatex's memory).  A frame ends once as many elements have appeared
 * as its base holds, or after base/8 slides, so that the bases written
 * again for every frame cost a few elements a slide: the deck's size, and
 * the time to write it, grow with its slides and the changes they show. */
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

/* Writes where position n is, as \\abpat's arguments: "{3.00pt}{-26.14pt}". */
typedef void deck_coordinate_fn(struct strbuf *out, const void *ctx, node_id n);

/* What goes around each frame's picture: open writes \begin{frame} and
 * what comes before the picture, close what comes after it (the captions
 * of slides first..last of the deck, numbered from 1 in the frame) and
 * \end{frame}. */
struct deck_frames {
    void (*open)(struct strbuf *out, void *ctx, size_t first, size_t last);
    void (*close)(struct strbuf *out, void *ctx, size_t first, size_t last);
    void *ctx;
};

/* Writes the deck's body (for after \begin{document}) of `slides` slides
 * and `layers` layers: the macros, positions first..end-1 once (\abpat),
 * `fixed` (may be empty: drawn on every slide above the rest, in a box
 * that names every position, typeset once), then each frame's boxes and
 * the frame, its picture's layers each under its comment (or none:
 * NULL). */
void deck_write(struct strbuf *out, const struct deck_items *items, size_t slides,
                unsigned layers, const char *const *layer_comments, const char *fixed,
                node_id first, node_id end, deck_coordinate_fn *coordinate, const void *ctx,
                const struct deck_frames *frames);

#endif
