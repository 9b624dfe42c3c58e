/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_view_board.c: the stepper's board pane, for a tree a game made
 * (@game, tree/game.h): the board of the position the search is at (or
 * of the clicked one), the moves that lead there, whose move it is and
 * the position's static evaluation.
 *
 * 120 columns and wider: beside the figures, which keep the rest of the
 * width.  Narrower: in the lower panes' place of the call stack (the
 * stack is in the pseudocode's variables and on the status line too; S
 * shows it instead, B hides the board).  The board's cells are coloured
 * by what they hold: the players' pieces, the last move, a winning
 * line. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "tree/game.h"
#include "tree/node_name.h"
#include "ui/ui_fit.h"
#include "ui/ui_session.h"
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

/* The pane's lines: the moves, the board, whose move, the evaluation. */
struct pane {
    struct board_picture pic;
    char moves[NODE_NAME_MAX], caption[GAME_CAPTION_MAX], eval[48];
    int width;              /* the widest of them, in columns */
};

static bool pane_of(const struct viewer *v, struct pane *p)
{
    const struct tree *t = v->st.tree;
    struct tree_game g;
    node_id n = shown_node(v);
    if (!t->game || !tree_game(t, &g) ||
        !game_board_at(t, &g, n, v->st.opt.ascii, &p->pic, p->caption, sizeof p->caption))
        return false;
    node_name(p->moves, sizeof p->moves, t, n);
    const struct annotation *a = tree_annotation(t, n);
    p->eval[0] = '\0';
    if (a && (a->has & ANN_EVAL))
        /* TRANSLATORS: the board pane: the position's static evaluation
         * (eval=), in Max's values */
        snprintf(p->eval, sizeof p->eval, _("eval %+d"), (int)a->eval);
    p->width = (int)p->pic.cols;
    const char *lines[] = { p->caption, p->eval };
    for (size_t i = 0; i < 2; i++)
        if ((int)ui_text_width(lines[i]) > p->width)
            p->width = (int)ui_text_width(lines[i]);
    return true;
}

bool view_board_wanted(const struct viewer *v)
{
    return v->show_board && v->st.tree->game && !v->st.outline;
}

int view_board_beside(const struct viewer *v)
{
    struct pane p;
    if (!view_board_wanted(v) || COLS < BOARD_BESIDE_COLS || !pane_of(v, &p))
        return 0;
    /* a rule and a blank before it, a blank after; the moves may be cut */
    int w = p.width + 3;
    return w < 24 ? 24 : w;
}

/* The attributes of a cell: the players' colours, the last move as the
 * current position, a winning line underlined. */
static unsigned long cell_attr(const struct board_cell *c)
{
    static const uint8_t role_of[] = {
        [BOARD_BLANK] = UI_BOARD_FRAME, [BOARD_FRAME] = UI_BOARD_FRAME,
        [BOARD_EMPTY] = UI_BOARD_EMPTY, [BOARD_FIRST] = UI_BOARD_FIRST,
        [BOARD_SECOND] = UI_BOARD_SECOND, [BOARD_PIECE] = UI_BOARD_PIECE,
    };
    unsigned long a = ui_board_attr(c->flags & BOARD_LAST ? UI_BOARD_LAST
                                    : role_of[c->role < sizeof role_of ? c->role : 0]);
    if (c->flags & BOARD_WIN)
        a |= A_UNDERLINE | A_BOLD;
    return a;
}

void view_draw_board(const struct viewer *v, int top, int left, int rows, int width)
{
    struct pane p;
    if (rows < 1 || width < 4 || !pane_of(v, &p))
        return;
    int row = top, end = top + rows;
    char line[NODE_NAME_MAX + 8];
    /* the moves to the position; a long path keeps its end */
    const char *moves = p.moves;
    size_t len = strlen(moves);
    while ((int)ui_text_width(moves) > width && len > 0) {
        const char *dot = strchr(moves + 1, '.');
        if (!dot)
            break;
        moves = dot;
        len = strlen(moves);
    }
    snprintf(line, sizeof line, "%s%s", moves == p.moves ? "" : "...", moves);
    ui_put(row++, left, width, line, A_BOLD);
    for (unsigned r = 0; r < p.pic.rows && row < end; r++, row++)
        for (unsigned c = 0; c < p.pic.cols && (int)c < width; c++) {
            const struct board_cell *cell = &p.pic.cell[r][c];
            ui_put(row, left + (int)c, 1, cell->glyph, cell_attr(cell));
        }
    if (row < end)
        ui_put(row++, left, width, p.caption, A_BOLD);
    if (row < end && p.eval[0])
        ui_put(row++, left, width, p.eval, A_NORMAL);
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
