/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_viewer.h: what the stepper screen's three files share (ui_view.c
 * the keys, ui_view_frame.c the screen shared out, ui_view_draw.c the
 * panes): the viewer's state and the drawing functions.  Not for use
 * outside them: the command line sees ui_view.h. */
#ifndef ABPRUNE_UI_VIEWER_H
#define ABPRUNE_UI_VIEWER_H

#include <stdbool.h>
#include <stdint.h>

#include "course/stepper.h"
#include "tree/tree.h"

/* "Max " or "Min " left of the figures in the minimax view, when the
 * figures keep 40 columns besides. */
#define VIEW_LEVEL_COLS 4
#define VIEW_LEVEL_MIN_COLS (40 + VIEW_LEVEL_COLS)

/* How the screen is shared out at the last drawing (ui_view_frame.c). */
struct view_geometry {
    int side_rows;              /* each side: its header row and its figure */
    int lower_top, lower_rows;  /* the stack and code panes; 1 row: one line */
    int fig_left;               /* the figures' first column (centred) */
    int level_cols;             /* left of the figures, "Max" or "Min" at
                                 * each level in the minimax view; or 0 */
    int status_row;             /* the status line; below it the last step
                                 * in words, on one row or two */
    uint32_t auto_pitch;        /* the leaf spacing chosen for the width */
    int fig_cols;               /* the figures' columns: the screen's, less the
                                 * board pane beside them */
};

/* The stepper and what only the screen has. */
struct viewer {
    struct stepper st;
    bool show_stack, show_code; /* the lower panes */
    bool show_board;            /* a game's board (ui_view_board.c) */
    struct view_geometry geo;
};

/* ---- the screen (ui_view_frame.c) ---- */

/* Draws the whole screen for the viewer's state, sharing it out first. */
void view_draw(struct viewer *v);

/* The node at screen position (row, col) of the tree pane, or AB_NO_NODE. */
node_id view_node_at(struct viewer *v, int row, int col);

/* ---- the panes (ui_view_draw.c) ---- */

/* A side's figure in rows [top, top+rows), following the current
 * position when the stepper follows. */
void view_draw_figure(struct viewer *v, struct stepper_side *s, int top, int rows);

/* A side's outline, one position a line. */
void view_draw_outline(struct viewer *v, struct stepper_side *s, int top, int rows);

/* The call stack of the first side. */
void view_draw_stack(const struct viewer *v, int top, int rows, int width);

/* The columns the call stack of the first side takes in rows, at most
 * width, in the minimax view (its columns fitted to what they show, so
 * that every level keeps its range); 0 in the negamax view, whose
 * columns are fixed. */
int view_stack_width(const struct viewer *v, int rows, int width);

/* The pseudocode with the current line and the procedure's variables. */
void view_draw_code(const struct viewer *v, int top, int left, int rows, int width);

/* Whether the code pane shows both procedures of a minimax listing in
 * rows (it has the room), rather than the one of the player to move. */
bool view_code_whole(const struct viewer *v, int rows);

/* The stack and code panes given way to one line: the current line of
 * the pseudocode and the variables. */
void view_draw_code_line(const struct viewer *v, int row);

/* The details of the selected position, over the lower panes. */
void view_draw_details(const struct viewer *v);

/* ---- a game's board (ui_view_board.c) ---- */

/* Whether the board pane is to be shown: a game's tree, the figure, B. */
bool view_board_wanted(const struct viewer *v);

/* The columns the board takes beside the figures (0: it does not stand
 * beside them, on a screen narrower than 120 columns). */
int view_board_beside(const struct viewer *v);

/* The board beside the figures, in rows [top, top+rows). */
void view_draw_board_beside(const struct viewer *v, int top, int rows);

/* The board pane in a box of the screen (the lower panes' on a narrow
 * one): the moves, the board, whose move, the evaluation. */
void view_draw_board(const struct viewer *v, int top, int left, int rows, int width);

#endif
