/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_key.h: a game's positions as keys, found again by hash.
 *
 * A position met again (a transposition, or an image under the board's
 * symmetries) is found here by what decides its tree: the cells, the
 * player to move, the shape and the moves left before the depth limit.
 * The builder (game_gen), the count for the limit and the streaming
 * writer (game_write) keep their own records, numbered as the keys came:
 * the table gives a key's number. */
#ifndef ABPRUNE_GAME_KEY_H
#define ABPRUNE_GAME_KEY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tree/game.h"

/* A position packed into at most four words: first the player to move,
 * the shape, the words the key takes and the moves left (UINT32_MAX: no
 * limit), then the cells (or heaps), 4 bits each, 16 a word, in as many
 * words as the shape has cells; the words past those are 0. */
struct game_key {
    uint64_t w[4];
};

#define GAME_KEY_NONE UINT32_MAX

/* A slot of the table: 8 bytes, the keys themselves kept apart, each in
 * the words its shape needs (tic-tac-toe's and a 4x4 Connect Four's two),
 * where a slot once held its whole key (40 bytes, twice as many slots as
 * keys): a game of 33,000 positions merged takes 2 MiB of slots and half
 * a MiB of keys instead of 5 MiB. */
struct game_key_slot {
    uint32_t index;         /* the key's number (the order it came in); GAME_KEY_NONE: empty */
    uint32_t hash;          /* the key's hash: compared first, kept for growing */
};

/* Open addressing, cap a power of two, at most half full.  The keys of
 * one table are positions of one shape: they take the same words. */
struct game_keys {
    struct game_key_slot *slot;
    uint64_t *key;          /* the keys added, in order, `words` words each */
    size_t cap, used, key_cap;
    unsigned words;
};

/* The key of p with `remaining` moves left before the limit. */
struct game_key game_key_of(const struct game_pos *p, uint32_t remaining);

/* The slot of k in t: its number, or the empty slot where it goes
 * (game_keys_add puts it there).  Room for one more key is made first;
 * NULL when out of memory, or when k's shape takes other words than the
 * table's keys. */
struct game_key_slot *game_keys_find(struct game_keys *t, const struct game_key *k);

/* Puts k in the empty slot s that game_keys_find just gave for it: its
 * number, the count of keys before it, or GAME_KEY_NONE when out of
 * memory. */
uint32_t game_keys_add(struct game_keys *t, struct game_key_slot *s, const struct game_key *k);

void game_keys_free(struct game_keys *t);

#endif
