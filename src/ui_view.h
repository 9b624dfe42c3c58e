/* ui_view.h: the interactive stepper (`abprune FILE`, `abprune view`).
 *
 * The state of the stepper is one or two "sides" (one search each; two in
 * compare mode) over the same tree, plus what the user toggles.  ui_view.c
 * handles keys and moves the sides; ui_view_draw.c draws the panes from
 * the state it is given. */
#ifndef ABPRUNE_UI_VIEW_H
#define ABPRUNE_UI_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "order.h"
#include "diag.h"
#include "paper.h"
#include "search.h"
#include "trace.h"
#include "tree.h"
#include "ui_screen.h"

/* What `abprune view` was asked for on the command line. */
struct view_options {
    enum algorithm alg;
    int32_t alpha, beta;        /* F2's root window */
    int view;                   /* enum value_view, or -1 for the file's */
    bool ascii, compare, outline;
    struct move_order order;    /* applied to every tree opened */
    uint32_t depth;             /* HORIZON_NO_DEPTH: no limit */
    double threshold;           /* 0: none */
    struct search_options rules; /* McCarthy and futility (F2 only) */
};

struct view_side {
    enum algorithm alg;
    struct trace *trace;
    struct step_state *state;
    struct paper *paper;
    size_t *leaf_steps;         /* the step at which each leaf is evaluated */
    size_t nleaves;
    uint32_t x0, y0;            /* scroll position of the figure */
    node_id outline_top;        /* first position shown in outline mode */
};

struct viewer {
    char *file;
    struct tree *tree;
    struct view_options opt;
    enum value_view view;
    unsigned marks;
    struct view_side side[2];
    int nsides;                 /* 2 in compare mode */
    bool show_stack, show_code, outline, follow;
    uint8_t *breakpoint;        /* per node */
    uint8_t *fold;              /* per node, outline mode */
    uint8_t *differs;           /* per node: pruned by one side, visited by the other */
    uint8_t *mark;              /* per node, scratch for drawing */
    uint8_t *type;              /* node types (critical positions) */
    bool critical;              /* highlight the minimal tree */
    node_id selected;           /* clicked, or AB_NO_NODE */
    int32_t value_scale;        /* largest |leaf value|: the scale of window bars */
    bool playing;
    int delay_ms;
    bool failed;                /* could not go on: error says why */
    struct diag error;
    char message[600];
};

/* Runs the stepper on a tree file; returns an exit status. */
int ui_run_view(const char *file, const struct view_options *o);

/* The stepper's key table (for --list-keys). */
const struct ui_keymap *ui_view_keymap(void);

/* ---- drawing (ui_view_draw.c) ---- */

/* Draws the whole screen for the viewer's state. */
void view_draw(struct viewer *v);

/* The node at screen position (row, col) of the tree pane, or AB_NO_NODE. */
node_id view_node_at(struct viewer *v, int row, int col);

/* The number of nodes in the minimal tree of a uniform tree, or 0. */
uint64_t view_minimal_leaves(const struct tree *t);

#endif
