/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_nim.h: the rules of Nim, for the table of games (game.c; each
 * function is the row's field of the same name, game_rules.h).
 *
 * A position is its heap sizes separated by commas, "1,2,3": up to
 * NIM_MAX_HEAPS heaps of at most NIM_MAX_HEAP objects.  A move takes one
 * or more objects from one heap; normal play: whoever takes the last
 * object wins.  Moves are named h2-1, "from heap 2 take 1".  Bouton's
 * theorem makes the evaluation exact: the player to move loses exactly
 * when the heaps' nim-sum (their exclusive or) is 0. */
#ifndef ABPRUNE_GAME_NIM_H
#define ABPRUNE_GAME_NIM_H

#include "tree/game_rules.h"

#define NIM_MAX_HEAPS 8
#define NIM_MAX_HEAP 15

bool game_nim_parse(const char *text, const struct game_shape *shape, struct game_pos *p,
                    struct game_error *err);
unsigned game_nim_moves(const struct game_pos *p, int *out);
unsigned game_nim_most_moves(const struct game_pos *p, unsigned ply);
void game_nim_apply(struct game_pos *p, int move);
enum game_outcome game_nim_outcome(const struct game_pos *p);
/* Bouton's rule, exact: +1 when the nim-sum says max wins, -1 when not. */
int32_t game_nim_evaluate(const struct game_pos *p, uint8_t max);
void game_nim_move_name(const struct game_pos *p, int move, char *buf, size_t cap);
bool game_nim_parse_move(const struct game_pos *p, const char *text, size_t len, int *move);
/* The heaps sorted: the order of the heaps does not matter. */
void game_nim_canonical(const struct game_pos *p, struct game_pos *out);
void game_nim_draw(const struct game_pos *p, bool ascii, struct board_picture *pic);
/* NULL: Nim's objects belong to nobody. */
const char *game_nim_player(uint8_t player);

/* The position's text (game_rules' write). */
void game_nim_write(const struct game_pos *p, const char *root_text, const int *moves, size_t n,
                   char *buf, size_t cap);

#endif
