/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_key.c: a game's positions as keys, found again by hash. */
#include "config.h"

#include "tree/game_key.h"

#include <stdlib.h>
#include <string.h>

#include "base/util.h"

_Static_assert(GAME_MAX_CELLS == 48, "a key holds three words of 16 cells");

/* Eight cells (bytes, their low 4 bits) packed into 32 bits, nibbles
 * side by side: halving the lanes three times instead of a loop over the
 * cells. */
static uint64_t pack8(const uint8_t *cells)
{
    uint64_t x;
    memcpy(&x, cells, sizeof x);
    x &= 0x0F0F0F0F0F0F0F0Fu;
    x = (x | x >> 4) & 0x00FF00FF00FF00FFu;
    x = (x | x >> 8) & 0x0000FFFF0000FFFFu;
    return (x | x >> 16) & 0xFFFFFFFFu;
}

/* The words of a key of p: the first, and a word for each 16 cells. */
static unsigned key_words(const struct game_pos *p)
{
    unsigned cells = p->cols ? (unsigned)p->cols * p->rows : p->rows;
    return 1 + (cells + 15) / 16;
}

struct game_key game_key_of(const struct game_pos *p, uint32_t remaining)
{
    /* which nibble holds which cell depends on the byte order, which does
     * not matter: keys are only compared within one run */
    struct game_key k = { { 0 } };
    unsigned words = key_words(p);
    k.w[0] = (uint64_t)p->mover | (uint64_t)p->cols << 8 | (uint64_t)p->rows << 16 |
             (uint64_t)words << 24 | (uint64_t)remaining << 32;
    for (unsigned i = 1; i < words; i++)
        k.w[i] = pack8(p->cell + 16 * (i - 1)) | pack8(p->cell + 16 * (i - 1) + 8) << 32;
    return k;
}

static unsigned words_of(const struct game_key *k)
{
    return (unsigned)(k->w[0] >> 24 & 0xFF);
}

static uint32_t key_hash(const struct game_key *k, unsigned words)
{
    uint64_t h = 0x9E3779B97F4A7C15u;
    for (unsigned i = 0; i < words; i++) {
        h ^= k->w[i];
        h *= 0xBF58476D1CE4E5B9u;
        h ^= h >> 31;
    }
    return (uint32_t)h;
}

static bool grow(struct game_keys *t)
{
    /* (a 32-bit hash starts the probe in a table of any size) */
    if (t->cap > SIZE_MAX / 2 / sizeof *t->slot)
        return false;
    size_t ncap = t->cap ? t->cap * 2 : 1024, bytes = ncap * sizeof(struct game_key_slot);
    struct game_key_slot *s = huge_table_alloc(&bytes);
    if (!s)
        return false;
    /* the whole block: a table on huge pages fills its 2 MiB at once,
     * and will not grow (and clear another) before it is used */
    while (ncap <= SIZE_MAX / 4 / sizeof *s && 2 * ncap * sizeof *s <= bytes)
        ncap *= 2;
    for (size_t i = 0; i < ncap; i++)
        s[i].index = GAME_KEY_NONE;
    for (size_t i = 0; i < t->cap; i++) {
        if (t->slot[i].index == GAME_KEY_NONE)
            continue;
        size_t j = t->slot[i].hash & (ncap - 1);
        while (s[j].index != GAME_KEY_NONE)
            j = (j + 1) & (ncap - 1);
        s[j] = t->slot[i];
    }
    free(t->slot);
    t->slot = s;
    t->cap = ncap;
    return true;
}

struct game_key_slot *game_keys_find(struct game_keys *t, const struct game_key *k)
{
    unsigned words = words_of(k);
    if (t->used == 0)
        t->words = words;
    else if (words != t->words)
        return NULL;
    if (2 * (t->used + 1) > t->cap && !grow(t))
        return NULL;
    uint32_t h = key_hash(k, words);
    size_t j = h & (t->cap - 1);
    for (;;) {
        struct game_key_slot *s = &t->slot[j];
        if (s->index == GAME_KEY_NONE) {
            s->hash = h;        /* for game_keys_add; the slot stays empty */
            return s;
        }
        if (s->hash == h &&
            memcmp(&t->key[(size_t)s->index * words], k->w, words * sizeof *k->w) == 0)
            return s;
        j = (j + 1) & (t->cap - 1);
    }
}

uint32_t game_keys_add(struct game_keys *t, struct game_key_slot *s, const struct game_key *k)
{
    if (t->used >= GAME_KEY_NONE ||
        !HUGE_TABLE_GROW(t->key, t->key_cap, (t->used + 1) * t->words))
        return GAME_KEY_NONE;
    memcpy(&t->key[t->used * t->words], k->w, t->words * sizeof *k->w);
    s->index = (uint32_t)t->used++;
    return s->index;
}

void game_keys_free(struct game_keys *t)
{
    free(t->slot);
    free(t->key);
    *t = (struct game_keys){ 0 };
}
