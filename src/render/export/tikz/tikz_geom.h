/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz_geom.h: the sizes of a TikZ picture or of a beamer deck's tree.
 *
 * The picture is laid out on the paper figure's columns, but a column is
 * only as wide as what it holds needs: each is 0.72 em at least (a digit
 * with room beside it), and one is widened where a value or bound ("≥−2"),
 * a kind-of-cutoff letter, a label or a type mark would otherwise touch
 * its neighbour at the same depth, in any state of the search (the whole
 * trace is read once for the widest text each position ever shows).  The
 * text size is then the largest that fits the slide's width, or the one
 * asked for.  A deck's tree is sized for its frame by tikz_frame.h, from
 * the pieces below. */
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
/* mm: a deck's frames' side margins (beamer's are 10 mm) */
#define TIKZ_DECK_MARGIN_MM 4

/* A shape of slide: its name, beamer's aspectratio= and, in pt, the text
 * width (the paper less beamer's 1 cm margins), the paper's height and
 * width. */
struct slide_shape {
    const char *name;           /* "16:9" */
    const char *beamer;         /* "169" */
    double text_width, height, paper_width;
};

const struct slide_shape *slide_shape(enum slide_aspect a);

/* Reads "16:9", "16:10" or "4:3" (or beamer's "169", "1610", "43"). */
bool slide_aspect_parse(const char *s, enum slide_aspect *out);

/* "16:9, 16:10 or 4:3", for messages. */
const char *slide_aspect_names(void);


/* About how wide (em) text is in beamer's sans serif (or math): rather
 * more than less.  And in how many lines it is set at `font` pt in a box
 * `width` pt wide, ragged right. */
double tikz_text_em(const char *utf8);
size_t tikz_text_lines(const char *utf8, double font, double width);

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
    double legend_top;      /* y of the legend's first row */
    /* a deck's: */
    enum deck_legend legend;    /* the legend drawn (LEGEND_AUTO: a picture's) */
    uint8_t *staggered;     /* per level: values on two rows; NULL: none */
    uint8_t *lower;         /* per position of the subtree: on the lower row */
    double drop;            /* how far the lower row is under the upper */
    bool centred;           /* values centred on their lines (with two rows) */
    double top, bottom;     /* what text takes above the root and under the
                               deepest level */
    double least_level;     /* the closest its levels may be */
    double board_x, board_y;    /* a game's deck: the side column of boards
                                   (--boards), the current position's board's
                                   top; board_x 0: none */
};

/* Chooses the sizes of a TikZ picture of the subtree of rq (p needs a
 * layout) from rq->size, its levels spaced for rq->ratio when given.
 * False when out of memory. */
bool tikz_geom_init(struct tikz_geom *g, const struct export_request *rq,
                    const struct paper *p);
void tikz_geom_free(struct tikz_geom *g);


/* The y (pt) of depth d below the subtree's root (0): d levels down, and
 * a row further for each depth above whose values take two rows. */
double tikz_geom_y(const struct tikz_geom *g, uint32_t d);




/* Whether the subtree fits rq's slide at the smallest font; *width_cm
 * gets its width there. */
bool tikz_fits_slide(const struct export_request *rq, const struct paper *p,
                     double *width_cm);

/* ---- the pieces a deck's size is made of (tikz_frame.c) ---- */

/* em: a column at least (a digit with room beside it), or in a deck whose
 * values take two rows; the columns "Max" and "Min" take left of the
 * levels (minimax view); how far under the upper row the lower is */
#define TIKZ_COLUMN_EM 0.72
#define TIKZ_COLUMN_STAGGER_EM 0.4
#define TIKZ_LEVEL_COLUMNS 4
#define TIKZ_DROP_EM 1.15

/* What both kinds of picture start from: the subtree's columns and
 * levels, and what the trace shows at each position. */
struct tikz_widths {
    float *vw, *ww;             /* the widest value and window (em), per position */
    uint8_t *cut;               /* a kind-of-cutoff letter under it */
    uint32_t uses;              /* the meanings a legend may list */
};

/* Starts g for the subtree of rq (its columns and levels) and reads the
 * trace once into *tw (windows: their widths too); false when out of
 * memory (then free both). */
bool tikz_geom_start(struct tikz_geom *g, const struct export_request *rq,
                     const struct paper *p, struct tikz_widths *tw, bool windows);
void tikz_geom_widths_free(struct tikz_widths *tw);

/* What the columns are placed from: the trace's widths, and how. */
struct tikz_columns {
    const float *vw, *ww;
    const uint8_t *cut;
    double colmin;              /* em a column at least */
    const uint8_t *staggered;   /* per level, or NULL */
    bool centred;               /* values centred on their lines */
    bool packed;                /* a column no position stands on takes no room */
};

/* The centres of g's columns (em) so that no two texts at a depth touch,
 * and on a staggered depth which positions take the lower row (g->lower
 * when not NULL); the tree's width in em, with the windows written
 * beside positions.  *ok false when out of memory. */
double tikz_geom_columns(struct tikz_geom *g, const struct export_request *rq,
                         const struct paper *p, const struct tikz_columns *in, bool *ok);

/* Which depths crowd at the narrow columns of in (two neighbours' texts
 * would need more room) and may take two rows (no type marks above
 * them): staggered[d]; false when none. */
bool tikz_geom_crowded(const struct tikz_geom *g, const struct export_request *rq,
                       const struct paper *p, const struct tikz_columns *in,
                       uint8_t *staggered);

/* Sets g's text size: the columns (em) and the widths (pt) scale to it. */
void tikz_geom_set_font(struct tikz_geom *g, int font, double em_width);

#endif
