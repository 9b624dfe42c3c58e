/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz.h: TikZ pictures of a search, one state or a sequence of them.
 *
 * A picture places every position where the paper-style layout puts it,
 * as a named coordinate (n12), and draws branches, values and marks with
 * styles named once per meaning (\tikzset), so that a teacher can move a
 * position or restyle a meaning in one place.  Sizes come from the tree:
 * the largest font from TIKZ_MIN_FONT to TIKZ_MAX_FONT points with which
 * the subtree fits TIKZ_SLIDE_WIDTH.  A scene records the picture at one
 * or more states of the search; with several, every element is wrapped in
 * beamer overlay commands (\only<a-b>) for the frames it looks the same,
 * so the tree stays put while values and marks appear (beamer.c). */
#ifndef ABPRUNE_TIKZ_H
#define ABPRUNE_TIKZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "render/export.h"

#define TIKZ_MIN_FONT 5         /* pt, the smallest text in any picture */
#define TIKZ_MAX_FONT 10        /* pt */
#define TIKZ_LEGEND_FONT 8      /* pt, the largest legend text */
/* pt: the text width of a 16:9 beamer slide (160 mm less 1 cm margins) */
#define TIKZ_SLIDE_WIDTH 398.0
#define TIKZ_BORDER 2.0         /* pt around a standalone picture */

/* Sizes of one picture, in points. */
struct tikz_geom {
    int font;               /* every text, TIKZ_MIN_FONT .. TIKZ_MAX_FONT */
    double column;          /* one column of the paper layout */
    double level;           /* between two depths */
    double bar;             /* from a value down to the bar under it */
    uint32_t left;          /* leftmost layout column of the subtree */
    uint32_t depth0;        /* depth of the subtree's root */
    uint32_t levels;        /* depths below it */
    double width, height;   /* of the tree (legend and title aside) */
    int legend_font;        /* the legend's text, at most TIKZ_LEGEND_FONT */
    double legend_width;    /* the legend's columns fit this (the tree's width) */
};

/* Chooses the sizes for the subtree of rq (p needs a layout): the
 * largest font with which it fits TIKZ_SLIDE_WIDTH and (when max_height
 * is not 0) max_height points, levels spaced for rq->ratio when given. */
void tikz_geom_init(struct tikz_geom *g, const struct export_request *rq,
                    const struct paper *p, double max_height);

/* Whether the subtree fits a 16:9 slide at the smallest font; *width_cm
 * gets its width there. */
bool tikz_fits_slide(const struct export_request *rq, const struct paper *p,
                     double *width_cm);

/* The \tikzset lines, one per meaning.  guarded: each only when the
 * document has not defined that style already (for \input). */
void tikz_styles(struct strbuf *out, const struct tikz_geom *g, bool guarded);

struct tikz_scene;

/* A scene for the pictures of rq's search; overlays: a beamer sequence.
 * NULL when out of memory. */
struct tikz_scene *tikz_scene_new(const struct export_request *rq, const struct paper *p,
                                  const struct tikz_geom *g, bool overlays);
void tikz_scene_free(struct tikz_scene *sc);

/* Records the picture at the paper's current state (paper_update) as the
 * next frame (the only one without overlays).  False when out of memory. */
bool tikz_scene_frame(struct tikz_scene *sc);

/* Writes the tikzpicture: positions, every element recorded, and a
 * legend of the meanings used in any frame under the tree; with a title
 * above when title is not NULL. */
void tikz_scene_write(struct tikz_scene *sc, struct strbuf *out, const char *title);

#endif
