/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rng.c: splitmix64 seeding and xoshiro256**. */
#include "config.h"

#include "base/rng.h"

#include "base/u128.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

void rng_seed(struct rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        r->s[i] = splitmix64(&seed);
}

static inline uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t rng_next(struct rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

int64_t rng_range(struct rng *r, int64_t lo, int64_t hi)
{
    uint64_t span = (uint64_t)hi - (uint64_t)lo + 1u; /* 0 means all 2^64 */
    if (span == 0)
        return (int64_t)rng_next(r);
    /* Lemire: the high half of draw * span is uniform once draws whose low
     * half falls below 2^64 mod span are rejected. */
    struct u128 m = u128_mul(rng_next(r), span);
    if (m.lo < span) {
        uint64_t threshold = -span % span;
        while (m.lo < threshold)
            m = u128_mul(rng_next(r), span);
    }
    return (int64_t)((uint64_t)lo + m.hi);
}
