/* SPDX-License-Identifier: GPL-3.0-or-later */
/* paper.h: a search drawn in the manner of the paper's figures, as cells.
 *
 * The drawing of Knuth & Moore's Figures 1-3: values on the centre column
 * of each position, a bar joining the children, vertical connector rows;
 * branches the procedure followed in double lines, everything else in
 * single lines, nothing written where a position was not visited.  It is
 * produced as a grid of cells (a character and what it means), so the text
 * export writes the characters and the interface colours them by meaning:
 * one renderer, two outputs.  Any window of the drawing can be produced on
 * its own, in time proportional to what it shows, so the interface can
 * scroll over huge trees.
 *
 * The layout is fixed for the whole trace (widths are the widest text a
 * node ever gets), so pictures of successive steps line up. */
#ifndef ABPRUNE_PAPER_H
#define ABPRUNE_PAPER_H

#include <stdbool.h>
#include <stdint.h>

#include "render/figure/layout.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "tree/tree.h"

/* Marks the paper does not have (each optional). */
enum paper_mark {
    MARK_CUTS = 1u << 0,    /* its kind's letter under the root of each pruned branch */
    MARK_TYPES = 1u << 1,   /* 1/2/3 above every critical position */
    MARK_BOUNDS = 1u << 2,  /* "≥3" / "≤3" where a value is only a bound */
    MARK_ALL = MARK_CUTS | MARK_TYPES | MARK_BOUNDS,
};

/* What a cell shows, for colouring; ordered so that a monochrome terminal
 * can still tell them apart by attribute. */
enum cell_role {
    ROLE_BLANK,         /* empty space */
    ROLE_PLAIN,         /* not reached (yet) */
    ROLE_FOLLOWED,      /* visited: returned, or the lines leading there */
    ROLE_PATH,          /* on the path from the root to the current node */
    ROLE_CURRENT,       /* the current node */
    ROLE_CUT,           /* in a pruned branch */
    ROLE_MARK,          /* cut letters: ROLE_MARK + enum cut_kind */
    ROLE_TYPE = ROLE_MARK + CUT_KIND_COUNT, /* a node-type digit */
    ROLE_BOUND,         /* a returned value that is only a bound (MARK_BOUNDS);
                         * cells only: a node's look is never this */
    ROLE_COUNT
};

struct cell {
    uint32_t ch;        /* a Unicode code point (7-bit in ASCII drawings),
                         * or PAPER_WIDE_TAIL */
    uint8_t role;       /* enum cell_role */
    node_id node;       /* the position the cell belongs to, or AB_NO_NODE */
    uint32_t accent;    /* a combining accent written after ch (a label's
                         * е́), or 0 */
};

/* The ch of the second column of a wide character (a label's 가), which
 * the character in the cell before covers: nothing is written for it. */
#define PAPER_WIDE_TAIL 0u

struct paper_options {
    enum value_view view;
    unsigned marks;             /* enum paper_mark flags */
    bool ascii;                 /* 7-bit characters only */
    uint32_t connector_rows;    /* vertical rows under each bar (>= 1), or
                                   LAYOUT_ROWS_PAPER: the figures' */
    bool snapshot;              /* mark the current node, room above the root */
    bool unvisited_leaves;      /* write leaf values not evaluated yet */
    bool no_layout;             /* only looks and texts (outline, graphs) */
    /* for screens: */
    uint32_t pitch;             /* leaves at least this many columns apart
                                 * (a zoom); 0 or 1: as close as texts allow */
    bool compact;               /* no connector rows and no row above the
                                 * root: the shortest drawing (cut letters
                                 * on the bar, no arrow above the current
                                 * position: its look marks it) */
    bool labels;                /* the file's labels (A:, B: ...) written
                                 * above their positions */
    bool label_row;             /* with labels: a row of their own above the
                                 * values of each labelled depth, the type
                                 * and current-node arrow above the label
                                 * (exports and screens alike) */
};

struct paper {
    const struct trace *trace;
    const struct tree *tree;
    struct paper_options opt;
    struct layout *layout;      /* NULL with no_layout */
    uint8_t *width;             /* text width of each node used by the layout */
    uint8_t *type;              /* enum node_type of each node (MARK_TYPES) */
    uint8_t *look;              /* enum cell_role of each node at the step */
    const struct step_state *state;
    uint8_t widest;             /* largest entry of width[] */
    bool live;                  /* attached (paper_attach): looks come from
                                 * the state as drawn, look[] is not kept */
    node_id hidden;             /* a position whose value is written "?"
                                 * (paper_hide_value), or AB_NO_NODE */
};

/* The rows the drawing of tree t with options o has (its layout's rows),
 * known before laying it out: for choosing the spacing that fits. */
uint32_t paper_height(const struct tree *t, const struct paper_options *o);

/* Lays out the drawing of a recorded search.  NULL when out of memory. */
struct paper *paper_new(const struct trace *tr, const struct paper_options *o);
void paper_free(struct paper *p);

/* Takes the state to draw (it must outlive the drawing calls) and fills
 * look[] for every node; O(nodes).  For exports and graphs, which read
 * look[]. */
void paper_update(struct paper *p, const struct step_state *s);

/* Takes the state to draw, as paper_update does, but works out no look:
 * the caller updates those a step changed, one at a time and parents
 * first (paper_update_node), so that a deck following a search a step
 * at a time costs what each step changes, not the tree's size. */
void paper_follow(struct paper *p, const struct step_state *s);

/* Works out look[n] again from the state followed, its parent's look[]
 * being up to date (a position below a pruned branch is pruned); O(1). */
void paper_update_node(struct paper *p, node_id n);

/* Takes the state to draw without filling look[]: each look is worked out
 * from the state when asked (paper_look, paper_draw), so that a screen
 * following a search costs what it shows, not the tree's size.  O(1);
 * call it again after the state moves (or not: it keeps pointing at it). */
void paper_attach(struct paper *p, const struct step_state *s);

/* The look (enum cell_role) of node n at the state's step: look[n] after
 * paper_update; after paper_attach from the state, in O(distance to the
 * nearest ancestor the search reached). */
uint8_t paper_look(const struct paper *p, node_id n);

/* Draws the window of w x h cells whose top-left corner is (x0, y0) of the
 * drawing into out[0 .. w*h-1], row by row.  Cells outside the drawing are
 * blank.  Call paper_update first. */
void paper_draw(const struct paper *p, uint32_t x0, uint32_t y0, uint32_t w, uint32_t h,
                struct cell *out);

/* The text written at node n at the current step, as code points into
 * buf (at least PAPER_TEXT_MAX); returns the count (0: nothing written). */
#define PAPER_TEXT_MAX 24

/* The most columns of a label written above its position. */
#define PAPER_LABEL_MAX 16
uint32_t paper_node_text(const struct paper *p, node_id n, uint32_t *buf);

/* The widest leaf spacing, from 1 to max, at which the drawing of p (as
 * laid out, its other options kept) is at most cols columns wide: what a
 * screen spreads a figure to (the stepper's, a lesson's board, an
 * exercise); the narrowest the texts allow when even that is wider.
 * Trees of more than PAPER_FIT_NODES_MAX positions are not laid out again:
 * their narrowest spacing is returned. */
#define PAPER_FIT_NODES_MAX 100000
uint32_t paper_fit_pitch(const struct paper *p, uint32_t cols, uint32_t max);

/* Writes "?" instead of position n's value from now on (AB_NO_NODE: none),
 * for a lesson whose question would otherwise have its answer on the
 * screen; the lines and looks stay as they are. */
void paper_hide_value(struct paper *p, node_id n);

/* Whether a role belongs to a position the search has reached. */
static inline bool role_is_followed(uint8_t role)
{
    return role == ROLE_FOLLOWED || role == ROLE_PATH || role == ROLE_CURRENT;
}

#endif
