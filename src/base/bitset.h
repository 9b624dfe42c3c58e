/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bitset.h: one bit a position, for flags most positions never get
 * (breakpoints, folds): an eighth of a byte each instead of a byte. */
#ifndef ABPRUNE_BITSET_H
#define ABPRUNE_BITSET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/* Bit i is bit i % 64 of word i / 64. */
typedef uint64_t bitset_word;

/* count bits, all clear; NULL when out of memory. */
static inline bitset_word *bitset_new(size_t count)
{
    return calloc(count / 64 + 1, sizeof(bitset_word));
}

static inline bool bitset_get(const bitset_word *b, size_t i)
{
    return (b[i / 64] >> (i % 64)) & 1u;
}

static inline void bitset_put(bitset_word *b, size_t i, bool on)
{
    bitset_word bit = (bitset_word)1 << (i % 64);
    b[i / 64] = on ? b[i / 64] | bit : b[i / 64] & ~bit;
}

static inline void bitset_flip(bitset_word *b, size_t i)
{
    b[i / 64] ^= (bitset_word)1 << (i % 64);
}

/* The bits set in a word, added up in place (pairs, nibbles, bytes):
 * __builtin_popcountll is a call into libgcc on the x86-64 baseline,
 * which has no popcnt instruction. */
static inline unsigned bitset_word_count(bitset_word x)
{
    x -= (x >> 1) & 0x5555555555555555u;
    x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
    return (unsigned)((x * 0x0101010101010101u) >> 56);
}

#endif
