/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_view_board.c: where the stepper's board pane goes, for a tree a game
 * made (@game, tree/game.h): the board of the position the search is at,
 * or of the clicked one (ui_gameboard.c draws it).
 *
 * 120 columns and wider: beside the figures, which keep the rest of the
 * width.  Narrower: in the lower panes' place of the call stack (the
 * stack is in the pseudocode's variables and on the status line too; B
 * hides the board and brings the stack back). */
#include "config.h"

#include <curses.h>

#include "search/step_state.h"
#include "ui/ui_fit.h"
#include "ui/ui_gameboard.h"
#include "ui/ui_viewer.h"

/* The width from which the board stands beside the figures. */
#define BOARD_BESIDE_COLS 120

/* The position the pane shows: the clicked one, else where the search is. */
static node_id shown_node(const struct viewer *v)
{
    if (v->st.selected != AB_NO_NODE)
        return v->st.selected;
    node_id n = step_state_current_node(v->st.side[0].state);
    return n == AB_NO_NODE ? 0 : n;
}

bool view_board_wanted(const struct viewer *v)
{
    return v->show_board && v->st.tree->game && !v->st.outline;
}

int view_board_beside(const struct viewer *v)
{
    if (!view_board_wanted(v) || COLS < BOARD_BESIDE_COLS)
        return 0;
    int w = ui_gameboard_width(v->st.tree, shown_node(v), v->st.opt.ascii);
    /* a rule and a blank before it, a blank after; at least 24 columns, so
     * the figures do not move as the caption changes */
    return !w ? 0 : w + 3 < 24 ? 24 : w + 3;
}

void view_draw_board(const struct viewer *v, int top, int left, int rows, int width)
{
    ui_gameboard_draw(v->st.tree, shown_node(v), v->st.opt.ascii, top, left, rows, width);
}

void view_draw_board_beside(const struct viewer *v, int top, int rows)
{
    int w = view_board_beside(v);
    if (!w)
        return;
    int left = COLS - w;
    for (int r = 0; r < rows; r++)
        ui_put(top + r, left, 1, v->st.opt.ascii ? "|" : "\u2502", A_DIM);
    view_draw_board(v, top, left + 2, rows, w - 3);
}
