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

/* A slot of the table: 12 bytes, the keys themselves kept apart in the
 * order they came (a table of whole keys, 40 bytes a slot and twice as
 * many slots as keys, was most of `gen game --transpositions`' memory
 * and page faults). */
struct game_key_slot {
    uint32_t index;         /* the caller's record; GAME_KEY_NONE: empty */
    uint32_t key_at;        /* the key's place in the table's keys */
    uint32_t hash;          /* the key's hash: compared first, kept for growing */
};

/* Open addressing, cap a power of two, at most half full. */
struct game_keys {
    struct game_key_slot *slot;
    struct game_key *key;   /* the keys added, in order: `used` of them */
    size_t cap, used, key_cap;
};

/* The key of p with `remaining` moves left before the limit. */
struct game_key game_key_of(const struct game_pos *p, uint32_t remaining);

/* The slot of k in t: its record, or the empty slot where it goes
 * (game_keys_add puts it there).  Room for one more key is made first;
 * NULL when out of memory. */
struct game_key_slot *game_keys_find(struct game_keys *t, const struct game_key *k);

/* Puts k, with the caller's record `index`, in the empty slot s that
 * game_keys_find just gave for it; false when out of memory. */
bool game_keys_add(struct game_keys *t, struct game_key_slot *s, const struct game_key *k,
                   uint32_t index);

void game_keys_free(struct game_keys *t);

#endif
