/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_gen.h: the tree of a game position (`abprune gen game`).
 *
 * Every position the game can reach from the root, to the end of the game
 * or to a depth limit, as an ordinary tree: a finished game scores the
 * game's win for Max (the player to move at the root), its negation, or 0;
 * a position at the depth limit is artificially terminal and scores its
 * static evaluation; every position carries its evaluation as eval= (a
 * finished game's is its score), so that --depth and --order eval work
 * on the file.  Positions are labelled by the moves that lead to them
 * ("b2.a1"), the root's game and position go in @game and @position.
 * Transpositions are optional: a position met again (by another order of
 * moves, or also as an image under the board's symmetries) is written
 * =Label, the first one's label. */
#ifndef ABPRUNE_GAME_GEN_H
#define ABPRUNE_GAME_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"
#include "tree/game.h"
#include "tree/game_key.h"
#include "tree/tree.h"

/* Which positions are written once and referred to again (=Label). */
enum game_merge {
    GAME_MERGE_NONE,        /* every position written out: a plain tree */
    GAME_MERGE_SAME,        /* the same position reached again */
    GAME_MERGE_SYMMETRY,    /* ... or an image of it under the symmetries */
};

#define GAME_NO_DEPTH UINT32_MAX

/* The most positions gen game writes unless told otherwise: every
 * position is labelled by its moves, about 40 bytes of text each, so the
 * readers' own limit (16,000,000) would make files of half a gigabyte;
 * the whole of tic-tac-toe (549,946) fits. */
#define GAME_DEFAULT_MAX_POSITIONS 2000000u

struct game_request {
    const struct game_rules *rules;
    struct game_pos root;
    const char *position;   /* the root as @position writes it */
    uint32_t depth;         /* positions this many moves down are terminal;
                               GAME_NO_DEPTH: to the end of the game */
    enum game_merge merge;
    size_t max_positions;   /* the tree's limit, copies counted as what
                               they stand for */
};

/* The positions the tree would have, copies counted as what they stand
 * for (as the limit counts them), worked out one by one without building
 * it: the count stops just past `cap`.  False only when out of memory. */
bool game_count(const struct game_request *r, uint64_t cap, uint64_t *count);

/* At least the positions the tree would have, from the most moves the
 * rules allow a position at each depth (rules->most_moves), worked out
 * without a walk: a number past `cap` means only "more than cap". */
uint64_t game_most_positions(const struct game_request *r, uint64_t cap);

/* The tree, or NULL with *err: larger than r->max_positions (said before
 * anything is built, with what to do), or out of memory.  The title is
 * made from the game and the position. */
struct tree *game_tree(const struct game_request *r, struct diag *err);

/* Whether the tree of r has at most r->max_positions positions; false
 * with *err as game_tree says it (or out of memory) when not. */
bool game_within_limit(const struct game_request *r, struct diag *err);

/* The key a position at `depth` is remembered by when r merges
 * transpositions: as it is, or its symmetries' representative; with the
 * moves left before the limit, since the same position nearer the limit
 * has a smaller tree. */
struct game_key game_merge_key(const struct game_request *r, const struct game_pos *p,
                               uint32_t depth);

/* The tree's title (allocated; NULL when out of memory): the game, the
 * position, whose move, the depth limit. */
char *game_title(const struct game_request *r);

#endif
