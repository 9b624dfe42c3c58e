/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_key.h: a game's positions as keys, found again by hash.
 *
 * A position met again (a transposition, or an image under the board's
 * symmetries) is found here by what decides its tree: the cells, the
 * player to move, the shape and the moves left before the depth limit.
 * The builder (game_gen), the count for the limit and the streaming
 * writer (game_write) keep their own records; the table maps a key to a
 * record's index. */
#ifndef ABPRUNE_GAME_KEY_H
#define ABPRUNE_GAME_KEY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tree/game.h"

/* A position packed into 32 bytes: 4 bits a cell (or heap), then the
 * player to move, the shape and the moves left (UINT32_MAX: no limit). */
struct game_key {
    uint64_t w[4];
};

#define GAME_KEY_NONE UINT32_MAX

struct game_key_slot {
    struct game_key key;
    uint32_t index;         /* the caller's record; GAME_KEY_NONE: empty */
};

/* Open addressing, cap a power of two, at most half full. */
struct game_keys {
    struct game_key_slot *slot;
    size_t cap, used;
};

/* The key of p with `remaining` moves left before the limit. */
struct game_key game_key_of(const struct game_pos *p, uint32_t remaining);

/* The slot of k in t: its record, or the empty slot where it goes (set
 * its key and index, and count it in t->used).  Room for one more key is
 * made first; NULL when out of memory. */
struct game_key_slot *game_keys_find(struct game_keys *t, const struct game_key *k);

void game_keys_free(struct game_keys *t);

#endif
