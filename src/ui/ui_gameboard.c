/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_gameboard.c: a game's board in a box of the screen. */
#include "config.h"

#include "ui/ui_gameboard.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "tree/game.h"
#include "tree/node_name.h"
#include "ui/ui_fit.h"
#include "ui/ui_session.h"

/* The pane's lines: the moves, the board, whose move, the evaluation. */
struct pane {
    struct board_picture pic;
    char moves[NODE_NAME_MAX], caption[GAME_CAPTION_MAX], eval[48];
    int width;              /* the widest but the moves, in columns */
};

static bool pane_of(const struct tree *t, node_id n, bool ascii, struct pane *p)
{
    struct tree_game g;
    if (!t->game || n == AB_NO_NODE || !tree_game(t, &g) ||
        !game_board_at(t, &g, n, ascii, &p->pic, p->caption, sizeof p->caption))
        return false;
    node_name(p->moves, sizeof p->moves, t, n);
    const struct annotation *a = tree_annotation(t, n);
    p->eval[0] = '\0';
    if (a && (a->has & ANN_EVAL))
        /* TRANSLATORS: beside a game's board: the position's static
         * evaluation (eval=), in Max's values */
        snprintf(p->eval, sizeof p->eval, _("eval %+d"), (int)a->eval);
    p->width = (int)p->pic.cols;
    const char *lines[] = { p->caption, p->eval };
    for (size_t i = 0; i < 2; i++)
        if ((int)ui_text_width(lines[i]) > p->width)
            p->width = (int)ui_text_width(lines[i]);
    return true;
}

int ui_gameboard_width(const struct tree *t, node_id n, bool ascii)
{
    struct pane p;
    return pane_of(t, n, ascii, &p) ? p.width : 0;
}

int ui_gameboard_rows(const struct tree *t, node_id n, bool ascii)
{
    struct pane p;
    return pane_of(t, n, ascii, &p) ? (int)p.pic.rows + 2 + (p.eval[0] != '\0') : 0;
}

/* The attributes of a cell: the players' colours, the last move as the
 * current position, a winning line underlined. */
static unsigned long cell_attr(const struct board_cell *c)
{
    static const uint8_t look[] = {
        [BOARD_BLANK] = UI_BOARD_FRAME, [BOARD_FRAME] = UI_BOARD_FRAME,
        [BOARD_EMPTY] = UI_BOARD_EMPTY, [BOARD_FIRST] = UI_BOARD_FIRST,
        [BOARD_SECOND] = UI_BOARD_SECOND, [BOARD_PIECE] = UI_BOARD_PIECE,
    };
    unsigned long a = ui_board_attr(c->flags & BOARD_LAST ? UI_BOARD_LAST
                                    : (enum ui_board_look)look[c->role < sizeof look ? c->role : 0]);
    if (c->flags & BOARD_WIN)
        a |= A_UNDERLINE | A_BOLD;
    return a;
}

void ui_gameboard_draw(const struct tree *t, node_id n, bool ascii, int top, int left, int rows,
                       int width)
{
    struct pane p;
    if (rows < 1 || width < 4 || !pane_of(t, n, ascii, &p))
        return;
    int row = top, end = top + rows;
    /* the board first when the moves, the board and its caption do not
     * all fit */
    bool all = rows >= (int)p.pic.rows + 2;
    if (all) {
        /* the moves to the position; a long path keeps its end */
        const char *moves = p.moves;
        while ((int)ui_text_width(moves) + (moves != p.moves ? 3 : 0) > width) {
            const char *dot = strchr(moves + 1, '.');
            if (!dot)
                break;
            moves = dot + 1;
        }
        char line[NODE_NAME_MAX + 8];
        snprintf(line, sizeof line, "%s%s", moves == p.moves ? "" : "...", moves);
        ui_put(row++, left, width, line, A_BOLD);
    }
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
