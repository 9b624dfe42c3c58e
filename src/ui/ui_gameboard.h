/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_gameboard.h: the board of a position of a game's tree (gen game,
 * tree/game.h) drawn in a box of the screen, for the stepper's board pane
 * and the lesson's board: the moves that lead there, the board with the
 * players' pieces in colours of their own, the last move and a winning
 * line marked, whose move it is, and the static evaluation. */
#ifndef ABPRUNE_UI_GAMEBOARD_H
#define ABPRUNE_UI_GAMEBOARD_H

#include <stdbool.h>

#include "tree/tree.h"

/* The columns the pane of position n needs (its board, whose move, the
 * evaluation; the moves are cut to fit), or 0 when t is no game's tree
 * or n's position cannot be found. */
int ui_gameboard_width(const struct tree *t, node_id n, bool ascii);

/* The rows it takes when it has them all. */
int ui_gameboard_rows(const struct tree *t, node_id n, bool ascii);

/* Draws the pane of position n in rows [top, top+rows) and columns
 * [left, left+width): as many of its lines as fit, the board first. */
void ui_gameboard_draw(const struct tree *t, node_id n, bool ascii, int top, int left, int rows,
                       int width);

#endif
