/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_tictactoe.h: the rules of tic-tac-toe, for the table of games
 * (game.c; each function is the row's field of the same name,
 * game_rules.h).
 *
 * A position is written as its 9 cells row by row from the top, x, o or .
 * (empty), with / between rows if wished: "x.o/.x./...".  X moves first,
 * so the player to move follows from the counts.  Cells are named as on a
 * chessboard: a1 bottom left, c3 top right. */
#ifndef ABPRUNE_GAME_TICTACTOE_H
#define ABPRUNE_GAME_TICTACTOE_H

#include "tree/game_rules.h"

bool game_tictactoe_parse(const char *text, const struct game_shape *shape, struct game_pos *p,
                          struct game_error *err);
unsigned game_tictactoe_moves(const struct game_pos *p, int *out);
unsigned game_tictactoe_most_moves(const struct game_pos *p, unsigned ply);
void game_tictactoe_apply(struct game_pos *p, int move);
enum game_outcome game_tictactoe_outcome(const struct game_pos *p);
/* Lines (rows, columns, diagonals) still open for max, that is without a
 * piece of the other player, minus those still open for the other. */
int32_t game_tictactoe_evaluate(const struct game_pos *p, uint8_t max);
void game_tictactoe_move_name(const struct game_pos *p, int move, char *buf, size_t cap);
bool game_tictactoe_parse_move(const struct game_pos *p, const char *text, size_t len,
                               int *move);
/* The least of the 8 images under the square's rotations and reflections. */
void game_tictactoe_canonical(const struct game_pos *p, struct game_pos *out);
void game_tictactoe_draw(const struct game_pos *p, bool ascii, struct board_picture *pic);
/* "X" or "O". */
const char *game_tictactoe_player(uint8_t player);

/* The position's text (game_rules' write). */
void game_tictactoe_write(const struct game_pos *p, const char *root_text, const int *moves, size_t n,
                   char *buf, size_t cap);

#endif
