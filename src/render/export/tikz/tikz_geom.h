/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz_geom.h: the sizes of a TikZ picture or of a beamer deck's tree.
 *
 * The picture is laid out on the paper figure's columns, but a column is
 * only as wide as what it holds needs: each is 0.78 em at least (a digit
 * with room beside it), and one is widened where a value or bound ("≥−2"),
 * a kind-of-cutoff letter, a label or a type mark would otherwise touch
 * its neighbour at the same depth, in any state of the search (the whole
 * trace is read once for the widest text each position ever shows).  The
 * text size is then the largest that fits the slide's width (and, for a
 * deck, its height with the legend and caption), or the one asked for;
 * a deck's tree is spread to fill the frame's width and, once its legend
 * is known, its height. */
#ifndef ABPRUNE_TIKZ_GEOM_H
#define ABPRUNE_TIKZ_GEOM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "render/export/common/export.h"

#define TIKZ_MIN_FONT 5         /* pt, the smallest text a picture chooses */
#define TIKZ_MAX_FONT 10        /* pt, the largest a standalone picture chooses */
#define TIKZ_DECK_MAX_FONT 14   /* pt, the largest a deck's tree chooses */
#define TIKZ_FONT_LIMIT 40      /* pt, the largest --font-size */
#define TIKZ_LEGEND_FONT 8      /* pt, the largest legend text */
#define TIKZ_BORDER 2.0         /* pt around a standalone picture */
/* pt: the text width of a 16:9 beamer slide (160 mm less 1 cm margins) */
#define TIKZ_SLIDE_WIDTH 398.0

/* A shape of slide: its name, beamer's aspectratio= and, in pt, the text
 * width (the paper less beamer's 1 cm margins) and the paper's height. */
struct slide_shape {
    const char *name;           /* "16:9" */
    const char *beamer;         /* "169" */
    double text_width, height;
};

const struct slide_shape *slide_shape(enum slide_aspect a);

/* Reads "16:9", "16:10" or "4:3" (or beamer's "169", "1610", "43"). */
bool slide_aspect_parse(const char *s, enum slide_aspect *out);

/* "16:9, 16:10 or 4:3", for messages. */
const char *slide_aspect_names(void);

/* Sizes of one picture, in points. */
struct tikz_geom {
    int font;               /* every text of the tree */
    double *x;              /* the centre of each layout column from `left` */
    uint32_t cols;          /* of x */
    double half;            /* a value ends this far right of its column's centre */
    double level;           /* between two depths */
    double bar;             /* from a value down to the bar under it */
    uint32_t left;          /* leftmost layout column of the subtree */
    uint32_t depth0;        /* depth of the subtree's root */
    uint32_t levels;        /* depths below it */
    double width, height;   /* of the tree (legend and title aside) */
    double natural_width;   /* of the tree at TIKZ_MIN_FONT, unspread */
    double fill_height;     /* a deck: tree and legend fill this (levels spread) */
    double slide_width;     /* what the picture is sized to fit */
    int legend_font;        /* the legend's text, at most TIKZ_LEGEND_FONT */
    double legend_width;    /* the legend's columns fit this */
};

/* Chooses the sizes for the subtree of rq (p needs a layout) from
 * rq->size: deck_height 0 for a standalone picture (levels spaced for
 * rq->ratio when given), else the height of a deck's frame that the
 * tree and its legend may fill (its width is filled too).  False when
 * out of memory. */
bool tikz_geom_init(struct tikz_geom *g, const struct export_request *rq,
                    const struct paper *p, double deck_height);
void tikz_geom_free(struct tikz_geom *g);

/* A deck: the levels spread so that the tree and a legend of `rows` rows
 * fill g->fill_height (nothing for a standalone picture). */
void tikz_geom_fill(struct tikz_geom *g, size_t rows);

/* The legend's columns: how many of count entries of the given widths
 * (pt) go side by side within `width`, their widths in colw[]. */
size_t tikz_legend_columns(const double *widths, size_t count, double width, double *colw);

/* The width (pt) of a legend entry of `len` bytes of words at font lf,
 * in a deck (beamer's sans serif) or a standalone picture. */
double tikz_legend_entry_width(size_t len, double lf, bool deck);

/* Whether the subtree fits rq's slide at the smallest font; *width_cm
 * gets its width there. */
bool tikz_fits_slide(const struct export_request *rq, const struct paper *p,
                     double *width_cm);

#endif
