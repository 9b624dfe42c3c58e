/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_u128.c: the 128-bit products of u128.h, written in halves for the
 * targets without __int128, give what the native type gives: products,
 * sums, differences and the one conversion to double (rounded once, ties
 * to even), on edge values and on a million random ones. */
#include "config.h"

#include <math.h>
#include <stdint.h>

#include "base/rng.h"
#include "base/u128.h"
#include "testutil.h"

#define ALL_ONES UINT64_MAX

START_TEST(test_known_products)
{
    struct u128 m = u128_mul_portable(ALL_ONES, ALL_ONES);     /* 2^128 - 2^65 + 1 */
    ck_assert_uint_eq(m.hi, ALL_ONES - 1);
    ck_assert_uint_eq(m.lo, 1);
    m = u128_mul_portable(UINT64_C(1) << 63, 2);
    ck_assert_uint_eq(m.hi, 1);
    ck_assert_uint_eq(m.lo, 0);
    m = u128_mul_portable(UINT64_C(0xFFFFFFFF), UINT64_C(0xFFFFFFFF));
    ck_assert_uint_eq(m.hi, 0);
    ck_assert_uint_eq(m.lo, UINT64_C(0xFFFFFFFE00000001));
    m = u128_mul_portable(UINT64_C(0x123456789ABCDEF0), UINT64_C(0x0FEDCBA987654321));
    ck_assert_uint_eq(m.hi, UINT64_C(0x0121FA00AD77D742));
    ck_assert_uint_eq(m.lo, UINT64_C(0x2236D88FE5618CF0));
    m = u128_mul(0, ALL_ONES);
    ck_assert_uint_eq(m.hi | m.lo, 0);
    /* sums and differences carry across the halves */
    struct u128 s = u128_add((struct u128){ 0, ALL_ONES }, (struct u128){ 0, 1 });
    ck_assert_uint_eq(s.hi, 1);
    ck_assert_uint_eq(s.lo, 0);
    s = u128_sub(s, (struct u128){ 0, 1 });
    ck_assert_uint_eq(s.hi, 0);
    ck_assert_uint_eq(s.lo, ALL_ONES);
    s = u128_mul_small((struct u128){ 1, 1 }, 3);
    ck_assert_uint_eq(s.hi, 3);
    ck_assert_uint_eq(s.lo, 3);
}
END_TEST

START_TEST(test_known_doubles)
{
    ck_assert(u128_to_double((struct u128){ 0, 0 }) == 0.0);
    ck_assert(u128_to_double((struct u128){ 0, 12345 }) == 12345.0);
    ck_assert(u128_to_double((struct u128){ 1, 0 }) == ldexp(1.0, 64));
    ck_assert(u128_to_double((struct u128){ ALL_ONES, ALL_ONES }) == ldexp(1.0, 128));
    /* 2^64 + 2^11 is halfway between two doubles (2^64 and 2^64 + 2^12):
     * the even one, 2^64; a bit more below and it rounds up */
    ck_assert(u128_to_double((struct u128){ 1, UINT64_C(1) << 11 }) == ldexp(1.0, 64));
    ck_assert(u128_to_double((struct u128){ 1, (UINT64_C(1) << 11) + 1 }) ==
              ldexp(1.0, 64) + ldexp(1.0, 12));
    /* 2^116 + 2^63 + 1: the 1 far below the top 64 bits still breaks the
     * tie upwards */
    ck_assert(u128_to_double((struct u128){ UINT64_C(1) << 52, (UINT64_C(1) << 63) + 1 }) ==
              ldexp(1.0, 116) + ldexp(1.0, 64));
    ck_assert(u128_to_double((struct u128){ UINT64_C(1) << 52, UINT64_C(1) << 63 }) ==
              ldexp(1.0, 116));
    ck_assert(i128_to_double((struct u128){ ALL_ONES, ALL_ONES }) == -1.0);
    ck_assert(i128_to_double((struct u128){ ALL_ONES, 0 }) == -ldexp(1.0, 64));
    ck_assert(i128_to_double((struct u128){ UINT64_C(1) << 63, 0 }) == -ldexp(1.0, 127));
}
END_TEST

#ifdef __SIZEOF_INT128__
/* A number with runs of ones and zeros (the carries' edge cases) or fully
 * random, from the documented generator. */
static uint64_t draw(struct rng *r)
{
    uint64_t x = rng_next(r);
    switch (x & 7) {
    case 0: return x >> (rng_next(r) & 63);
    case 1: return ALL_ONES << (rng_next(r) & 63);
    case 2: return ALL_ONES >> (rng_next(r) & 63);
    case 3: return (UINT64_C(1) << (rng_next(r) & 63)) + (rng_next(r) & 3) - 1;
    default: return rng_next(r);
    }
}

static unsigned __int128 native(struct u128 a)
{
    return (unsigned __int128)a.hi << 64 | a.lo;
}

START_TEST(test_against_native)
{
    /* plain comparisons, one ck_assert at the end: each ck_assert is a
     * write to check's pipe, and six million of them took a minute under
     * load */
    struct rng r;
    rng_seed(&r, 31);
    long bad = -1;
    for (int i = 0; i < 300000 && bad < 0; i++) {
        uint64_t a = draw(&r), b = draw(&r);
        struct u128 m = u128_mul_portable(a, b);
        unsigned __int128 want = (unsigned __int128)a * b;
        struct u128 x = { draw(&r), draw(&r) };
        if (i % 4 == 0)
            x.hi >>= rng_next(&r) & 63;     /* smaller numbers, every width */
        if (native(m) != want || u128_to_double(x) != (double)native(x) ||
            i128_to_double(x) != (double)(__int128)native(x) ||
            native(u128_add(x, m)) != native(x) + want ||
            native(u128_sub(x, m)) != native(x) - want ||
            native(u128_mul_small(x, b)) != native(x) * b)
            bad = i;
    }
    ck_assert_msg(bad < 0, "draw %ld differs from unsigned __int128", bad);
}
END_TEST
#endif

int main(void)
{
    Suite *s = suite_create("u128");
    TCase *tc = tcase_create("u128");
    tcase_add_test(tc, test_known_products);
    tcase_add_test(tc, test_known_doubles);
#ifdef __SIZEOF_INT128__
    tcase_add_test(tc, test_against_native);
#endif
    tcase_set_timeout(tc, 60);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
