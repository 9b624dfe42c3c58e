/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_connect4.h: the rules of Connect Four on small boards, for the
 * table of games (game.c; each function is the row's field of the same
 * name, game_rules.h).
 *
 * A position is the board's size and the columns played so far, from 1 at
 * the left: "5x4:3321" (5 columns, 4 rows; X dropped a disc in column 3,
 * O in 3, X in 2, O in 1).  The size may instead come from --columns and
 * --rows; without either the board is 4x4.  Moves are named by column,
 * c1 at the left.  Four in a row across, up or diagonally wins. */
#ifndef ABPRUNE_GAME_CONNECT4_H
#define ABPRUNE_GAME_CONNECT4_H

#include "tree/game_rules.h"

/* The board sizes accepted: columns and rows 1..9, at most 48 cells. */
#define CONNECT4_MAX_SIDE 9
#define CONNECT4_DEFAULT_SIDE 4

bool game_connect4_parse(const char *text, const struct game_shape *shape, struct game_pos *p,
                         struct game_error *err);
unsigned game_connect4_moves(const struct game_pos *p, int *out);
unsigned game_connect4_most_moves(const struct game_pos *p, unsigned ply);
void game_connect4_apply(struct game_pos *p, int move);
enum game_outcome game_connect4_outcome(const struct game_pos *p);
/* Over every line of four cells: one without a disc of the other player
 * counts 1 for max (5 when it holds three of max's discs), and the same
 * against max the other way round. */
int32_t game_connect4_evaluate(const struct game_pos *p, uint8_t max);
void game_connect4_move_name(const struct game_pos *p, int move, char *buf, size_t cap);
bool game_connect4_parse_move(const struct game_pos *p, const char *text, size_t len,
                              int *move);
/* The lesser of the board and its mirror image. */
void game_connect4_canonical(const struct game_pos *p, struct game_pos *out);
void game_connect4_draw(const struct game_pos *p, bool ascii, struct board_picture *pic);
/* "X" or "O". */
const char *game_connect4_player(uint8_t player);

/* The position's text (game_rules' write). */
void game_connect4_write(const struct game_pos *p, const char *root_text, const int *moves, size_t n,
                   char *buf, size_t cap);

#endif
