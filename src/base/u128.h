/* SPDX-License-Identifier: GPL-3.0-or-later */
/* u128.h: 128-bit unsigned integers in two 64-bit halves, for the few
 * places that need the whole product of two 64-bit numbers: the random
 * numbers of a range (rng.c, implicit.c: the high half of draw * span)
 * and the exact sums of squares of the statistics (stats.c).
 *
 * GCC and Clang have unsigned __int128 on 64-bit targets only; i386,
 * armhf and armel (a 32-bit Raspberry Pi) have none.  The same numbers
 * come out either way: the products are exact integers, and the one
 * conversion to double rounds once, to nearest, as a cast from a native
 * 128-bit integer does.  So a seed names the same tree and the same
 * statistics on 32 and 64 bits (.ci/run compares them with gcc -m32). */
#ifndef ABPRUNE_U128_H
#define ABPRUNE_U128_H

#include <math.h>
#include <stdint.h>

struct u128 {
    uint64_t hi, lo;
};

/* a * b, the whole product, from 32-bit halves (schoolbook): what the
 * native product gives, on any target; u128_mul uses it where there is
 * no native 128-bit type, and the unit tests compare the two. */
static inline struct u128 u128_mul_portable(uint64_t a, uint64_t b)
{
    uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32, b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    /* the middle column with the carry out of the low one: below 3 * 2^32 */
    uint64_t mid = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
    return (struct u128){ p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32),
                          (mid << 32) | (p00 & 0xFFFFFFFFu) };
}

/* a * b, the whole product. */
static inline struct u128 u128_mul(uint64_t a, uint64_t b)
{
#ifdef __SIZEOF_INT128__
    unsigned __int128 m = (unsigned __int128)a * b;
    return (struct u128){ (uint64_t)(m >> 64), (uint64_t)m };
#else
    return u128_mul_portable(a, b);
#endif
}

/* a + b and a - b, modulo 2^128. */
static inline struct u128 u128_add(struct u128 a, struct u128 b)
{
    uint64_t lo = a.lo + b.lo;
    return (struct u128){ a.hi + b.hi + (lo < a.lo), lo };
}

static inline struct u128 u128_sub(struct u128 a, struct u128 b)
{
    return (struct u128){ a.hi - b.hi - (a.lo < b.lo), a.lo - b.lo };
}

/* a * b modulo 2^128. */
static inline struct u128 u128_mul_small(struct u128 a, uint64_t b)
{
    struct u128 m = u128_mul(a.lo, b);
    m.hi += a.hi * b;
    return m;
}

/* a as a double, rounded once to nearest (ties to even), as a cast from
 * unsigned __int128 rounds: the top 64 bits, with any bit below them kept
 * as a "sticky" lowest bit (it lies below a double's 53 bits, where it
 * only breaks ties), converted, then scaled exactly. */
static inline double u128_to_double(struct u128 a)
{
    if (a.hi == 0)
        return (double)a.lo;
    int shift = 64;     /* bits of a beyond the top 64 */
    uint64_t top = a.hi;
    while (!(top >> 63)) {
        top <<= 1;
        shift--;
    }
    if (shift < 64)
        top |= a.lo >> shift;
    if (shift < 64 ? (a.lo << (64 - shift)) != 0 : a.lo != 0)
        top |= 1;
    return ldexp((double)top, shift);
}

/* a read as a signed (two's complement) number, as a double. */
static inline double i128_to_double(struct u128 a)
{
    if (!(a.hi >> 63))
        return u128_to_double(a);
    return -u128_to_double(u128_sub((struct u128){ 0, 0 }, a));
}

#endif
