/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game.h: the table of games, and the positions of a tree that a game
 * generated.
 *
 * `abprune gen game` writes an ordinary tree for a position of a real game
 * (tic-tac-toe, Nim, Connect Four) and names the game and the root position
 * in the file (@game, @position: doc/tree-format.md).  Each position of
 * such a tree is labelled by the moves that lead to it ("b2.a1.c3"), so
 * every view can find the position at any node, after the moves were
 * reordered or the tree cut at a horizon, and draw its board beside the
 * search.  A game is one row of the table (game_rules.h) and the functions
 * it names (game_tictactoe.c, game_nim.c, game_connect4.c). */
#ifndef ABPRUNE_GAME_H
#define ABPRUNE_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tree/game_rules.h"
#include "tree/tree.h"

/* The table of games, in the order `gen game --list` shows them; *count
 * gets the number of rows. */
const struct game_rules *game_table(size_t *count);

/* The game of that name, or NULL. */
const struct game_rules *game_find(const char *name);

/* "tictactoe, nim or connect4" (translated "or"), for messages. */
const char *game_names(char *buf, size_t cap);

/* Reads a position of game g: text NULL takes the game's start.  False
 * with err's column (in characters, from 1) and message. */
bool game_parse(const struct game_rules *g, const char *text, const struct game_shape *shape,
                struct game_pos *p, struct game_error *err);

/* The position as @position keeps it: the text given, with the board's
 * size in front where the game has one and the text did not say it
 * ("4x4:2231").  A new string, or NULL when out of memory. */
char *game_position_text(const struct game_rules *g, const char *text, const struct game_pos *p);

/* Max's payoff at a position that is over (Max: the player to move at the
 * root): the game's win, its negation, or 0 for a draw. */
int32_t game_score(const struct game_rules *g, enum game_outcome o, uint8_t max);

/* Whether two positions are the same up to the game's symmetries. */
bool game_same_position(const struct game_rules *g, const struct game_pos *a,
                        const struct game_pos *b);

/* The game of a tree read from a file with @game and @position: its rules
 * and its root position.  False when the tree has none (or, for a tree
 * made in memory, a position that does not read). */
struct tree_game {
    const struct game_rules *rules;
    struct game_pos root;
    uint8_t max;            /* the player to move at the root */
};
bool tree_game(const struct tree *t, struct tree_game *out);

/* The position at node n of a game's tree: the root's, with the moves of
 * the path played.  A move is read from the node's label (its last part,
 * after the last '.'); a node without one that copies another position
 * (=Label) takes the move from the position it copies (through the
 * game's symmetries); any other node without a label is its parent's
 * child in the order of the legal moves.  False when the tree does not
 * follow the game's rules there.  The moves' names, separated by
 * `sep`, go into names (cap 0: not wanted). */
bool game_position_at(const struct tree *t, const struct tree_game *g, node_id n,
                      struct game_pos *out, char *names, size_t cap, const char *sep);

/* Labels every position of a game's tree that has no label with the
 * moves to it ("b2.a1"): the positions inside a transposition's copy, or
 * every position of a file written without labels.  Then each position's
 * moves are in its label, wherever reordering or a horizon moves it, and
 * `/` finds it.  Nothing changes when a position does not follow the
 * game's rules (its label names another path or no legal move, two
 * siblings make the same move); false only when out of memory. */
bool game_label_positions(struct tree *t);

/* Writes a translated caption for the board: whose move it is, and
 * which player is Max ("X to move (Max)", "Max to move"), or who won. */
void game_caption(const struct tree_game *g, const struct game_pos *p, char *buf, size_t cap);

/* The longest a caption is in bytes. */
#define GAME_CAPTION_MAX 96

/* The board of node n of a game's tree (g from tree_game) and its
 * caption (game_caption); false when the node's position cannot be
 * found (game_position_at). */
bool game_board_at(const struct tree *t, const struct tree_game *g, node_id n, bool ascii,
                   struct board_picture *pic, char *caption, size_t cap);

#endif
