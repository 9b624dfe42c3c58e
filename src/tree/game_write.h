/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_write.h: a game's whole tree written as it is walked.
 *
 * `gen game` without transpositions writes every position of the game
 * (tic-tac-toe: 549,946 of them, 33 MB).  Building the tree first costs
 * about 250 bytes a position and a label index; this writes the same
 * bytes as tree_write(game_tree(r)) straight from the walk, in memory
 * independent of the game's size: a stack of positions as deep as the
 * game, the labels as one path of moves (a position's label is its
 * parent's, '.', its move), each annotation formatted once.  Whether a
 * position fits on one line (tree_write's 72 columns) is found by writing
 * it on one line until it passes them: bounded work a position.  With
 * transpositions (r->merge) a position met again is written =Label as
 * game_tree's builder makes it, from a table of the positions written in
 * full: memory and time go with the text written, not the whole game. */
#ifndef ABPRUNE_GAME_WRITE_H
#define ABPRUNE_GAME_WRITE_H

#include "base/strbuf.h"
#include "tree/game_gen.h"

/* Writes the tree of r to sb, titled
 * `title` (NULL: game_title's), as tree_write would write game_tree's.
 * The limit on positions is not looked at (game_within_limit is).
 * Returns 0, or -1 when out of memory or sb failed. */
int game_write(const struct game_request *r, const char *title, struct strbuf *sb);

#endif
