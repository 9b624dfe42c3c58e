/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rng.h: the documented pseudo-random generator behind `gen random`.
 *
 * xoshiro256** (Blackman & Vigna), seeded through splitmix64 from a 64-bit
 * seed.  Integer arithmetic only, so a seed gives the same numbers on every
 * platform and compiler; doc/generators.md states the exact procedure. */
#ifndef ABPRUNE_RNG_H
#define ABPRUNE_RNG_H

#include <stdint.h>

struct rng {
    uint64_t s[4];
};

/* Seeds the state: s[i] = successive outputs of splitmix64 from `seed`. */
void rng_seed(struct rng *r, uint64_t seed);

/* The next 64 random bits. */
uint64_t rng_next(struct rng *r);

/* A uniform integer in [lo, hi] (lo <= hi), without modulo bias: Lemire's
 * multiply-and-reject on 64-bit draws. */
int64_t rng_range(struct rng *r, int64_t lo, int64_t hi);

#endif
