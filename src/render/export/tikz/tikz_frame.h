/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz_frame.h: a deck's tree sized for its frame.
 *
 * A deck's tree gets its frame: the largest size (up to 14 pt) with which
 * the tree, its legend (full, compact or none) and the windows written
 * beside the path fit the frame's width and the height its title and
 * captions leave; where neighbours crowd, a depth's values may take two
 * rows (every other one a line lower, its line passing between the
 * others), which lets the paper's 81 leaves be set at 10 pt on a 16:9
 * slide rather than 5.  The tree is then spread to fill the frame's width
 * and, once its legend is known, its height.  A tree that does not fit
 * even at 5 pt is refused, with what would fit (tikz_deck_precheck says
 * so from the tree alone, before any search). */
#ifndef ABPRUNE_TIKZ_FRAME_H
#define ABPRUNE_TIKZ_FRAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "render/export/common/export.h"
#include "render/export/tikz/tikz_geom.h"

/* The text width (pt) of a deck's frame: the paper less its margins. */
double tikz_deck_width(enum slide_aspect a);

/* What a deck's tree may take: the frame less its title and captions. */
struct deck_room {
    double width, height;       /* pt, before --scale */
    enum deck_legend legend;    /* asked for (LEGEND_AUTO: what fits best) */
};

/* Whether a deck's tree fits its frame. */
enum deck_fit { DECK_FITS, DECK_TOO_WIDE, DECK_TOO_TALL, DECK_NO_MEMORY };

/* What tikz_geom_deck chose, or why nothing fits. */
struct deck_choice {
    int font;                   /* the tree's text (0: nothing fits) */
    enum deck_legend legend;    /* the legend drawn */
    bool staggered;             /* values on two rows at some depths */
    int largest;                /* nothing fits: the largest size that fits
                                   the tree with no legend (0: none) */
    double need_width;          /* the tree's width at the size asked for,
                                   or at 5 pt */
    double room_width, room_height;
};

/* Chooses a deck's sizes: the largest text (rq->size.font if given) with
 * which the tree, its legend and the windows beside the path fit the
 * room (shrunk by rq->size.scale); the legend asked for, or full if it
 * costs nothing, else compact, else none; values on two rows where that
 * gives a larger size.  DECK_FITS, or why not (g is then freed). */
enum deck_fit tikz_geom_deck(struct tikz_geom *g, const struct export_request *rq,
                             const struct paper *p, const struct deck_room *room,
                             struct deck_choice *choice);

/* A deck: the levels spread so that the tree and a legend of `rows` rows
 * fill g->fill_height (nothing for a standalone picture). */
void tikz_geom_fill(struct tikz_geom *g, size_t rows);

/* Before any search, from the tree alone: whether the subtree at root can
 * fit a deck's frame of `size` at all (its leaves at their closest on two
 * rows, its levels at their closest, at 5 pt or size->font); else
 * DECK_TOO_WIDE or DECK_TOO_TALL with the points it needs at least and
 * those the frame has. */
enum deck_fit tikz_deck_precheck(const struct tree *t, node_id root,
                                 const struct export_size *size, double *need, double *room);

/* The legend's columns: how many of count entries of the given widths
 * (pt) go side by side within `width`, their widths in colw[]. */
size_t tikz_legend_columns(const double *widths, size_t count, double width, double *colw);

/* The width (pt) of a legend entry of these words at font lf, in a deck's
 * full or compact legend (beamer's sans serif) or, LEGEND_AUTO, a
 * standalone picture's. */
double tikz_legend_entry_width(const char *words, double lf, enum deck_legend mode);

/* The height (pt) a legend of `rows` rows takes at font lf. */
double tikz_legend_height(size_t rows, double lf);

#endif
