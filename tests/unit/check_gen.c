/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_gen.c: the pi spigot, the generator and the generated trees. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "testutil.h"
#include "tree/gen.h"
#include "tree/pi.h"

static const char pi100[] =
    "3141592653589793238462643383279502884197169399375105820974944592307816406286"
    "208998628034825342117067";

START_TEST(test_pi_digits)
{
    char buf[PI_DIGITS_MAX + 1];
    ck_assert_int_eq(pi_digits(100, buf), 0);
    ck_assert_str_eq(buf, pi100);
    ck_assert_int_eq(pi_digits(1, buf), 0);
    ck_assert_str_eq(buf, "3");
    ck_assert_int_eq(pi_digits(0, buf), 0);
    ck_assert_str_eq(buf, "");
    /* a longer run agrees with a shorter one on the common digits, and
     * decimal places 762-767 are the Feynman point, six nines */
    char *big = malloc(5001);
    ck_assert_int_eq(pi_digits(5000, big), 0);
    ck_assert_int_eq(strncmp(big, pi100, 100), 0);
    ck_assert_int_eq(strncmp(big + 762, "999999", 6), 0);
    ck_assert_int_eq(pi_digits(2000, buf), 0);
    ck_assert_int_eq(strncmp(big, buf, 2000), 0);
    free(big);
    ck_assert_int_eq(pi_digits(PI_DIGITS_MAX + 1, buf), -1);
}
END_TEST

START_TEST(test_rng_reference)
{
    /* values from an independent implementation of splitmix64 seeding,
     * xoshiro256** and Lemire's bounded draw */
    struct rng r;
    rng_seed(&r, 0);
    ck_assert_uint_eq(rng_next(&r), 0x99ec5f36cb75f2b4u);
    ck_assert_uint_eq(rng_next(&r), 0xbf6e1f784956452au);
    ck_assert_uint_eq(rng_next(&r), 0x1a5f849d4933e6e0u);
    ck_assert_uint_eq(rng_next(&r), 0x6aa594f1262d2d2cu);
    const int64_t digits[] = { 0, 3, 6, 9, 9, 7, 7, 8, 7, 5, 6, 2, 8, 3, 7, 8, 6, 8, 7, 7 };
    rng_seed(&r, 42);
    for (size_t i = 0; i < sizeof digits / sizeof digits[0]; i++)
        ck_assert_int_eq(rng_range(&r, 0, 9), digits[i]);
    const int64_t wide[] = { 401152965, -442497541, 679254924, 962195451, 981720558 };
    rng_seed(&r, 7);
    for (size_t i = 0; i < 5; i++)
        ck_assert_int_eq(rng_range(&r, -1000000000, 1000000000), wide[i]);
    for (int i = 0; i < 1000; i++) {
        int64_t v = rng_range(&r, -3, 3);
        ck_assert(v >= -3 && v <= 3);
    }
    ck_assert_int_eq(rng_range(&r, 5, 5), 5);
}
END_TEST

START_TEST(test_gen_pi_tree)
{
    struct diag err;
    struct tree *t = gen_pi(3, 4, &err);
    ck_assert_ptr_nonnull(t);
    ck_assert_uint_eq(t->leaves, 81);
    ck_assert_uint_eq(t->count, 121);
    ck_assert_int_eq(t->written, VIEW_NEGAMAX);
    size_t k = 0;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n))
            ck_assert_int_eq(t->value[n], pi100[k++] - '0');
    tree_free(t);
    /* the shipped file is the same tree */
    struct tree *u = load_shipped("knuth-moore-fig1.tree");
    t = gen_pi(3, 4, &err);
    ck_assert_uint_eq(u->count, t->count);
    ck_assert_int_eq(memcmp(u->value, t->value, t->count * sizeof *t->value), 0);
    tree_free(t);
    tree_free(u);
    t = gen_pi(3, 6, &err);
    ck_assert_uint_eq(t->leaves, 729);
    tree_free(t);
    ck_assert_ptr_null(gen_pi(10, 5, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "digits of pi"));
}
END_TEST

START_TEST(test_gen_digits)
{
    struct diag err;
    struct tree *t = gen_digits("0123", 2, 2, "t", &err);
    ck_assert_ptr_nonnull(t);
    ck_assert_str_eq(t->title, "t");
    ck_assert_int_eq(t->value[t->count - 1], 3);
    tree_free(t);
    ck_assert_ptr_null(gen_digits("012", 2, 2, NULL, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "need 4 digits"));
    ck_assert_ptr_null(gen_digits("01x3", 2, 2, NULL, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "'x' at position 3"));
    ck_assert_ptr_null(gen_digits("0", 0, 2, NULL, &err));
    ck_assert_ptr_null(gen_digits("0", 10, 9, NULL, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "limit"));
    t = gen_digits("7", 5, 0, NULL, &err);
    ck_assert_uint_eq(t->count, 1);
    tree_free(t);
}
END_TEST

START_TEST(test_gen_random_reproducible)
{
    struct diag err;
    struct tree *a = gen_random(3, 5, 123, -50, 50, &err);
    struct tree *b = gen_random(3, 5, 123, -50, 50, &err);
    struct tree *c = gen_random(3, 5, 124, -50, 50, &err);
    ck_assert_uint_eq(a->leaves, 243);
    ck_assert_int_eq(memcmp(a->value, b->value, a->count * sizeof *a->value), 0);
    ck_assert_int_ne(memcmp(a->value, c->value, a->count * sizeof *a->value), 0);
    /* the leaves are the generator's draws in order (depth 5 is odd, so
     * the negamax values are the draws negated) */
    struct rng r;
    rng_seed(&r, 123);
    for (node_id n = 0; n < a->count; n++)
        if (tree_is_leaf(a, n))
            ck_assert_int_eq(-a->value[n], rng_range(&r, -50, 50));
    tree_free(a);
    tree_free(b);
    tree_free(c);
    ck_assert_ptr_null(gen_random(2, 2, 1, 5, 4, &err));
    ck_assert_ptr_null(gen_random(2, 2, 1, -2000000000, 4, &err));
}
END_TEST

START_TEST(test_gen_irregular)
{
    struct diag err;
    bool depths[8] = { false };
    for (unsigned seed = 0; seed < 50; seed++) {
        struct tree *t = gen_random_irregular(4, 7, seed, 0, 9, &err);
        ck_assert_ptr_nonnull(t);
        ck_assert_uint_le(t->height, 7);
        ck_assert_uint_ge(tree_nchild(t, 0), 2);
        for (node_id n = 0; n < t->count; n++) {
            ck_assert_uint_le(tree_nchild(t, n), 4);
            if (tree_is_leaf(t, n))
                depths[tree_depth(t, n)] = true;
        }
        tree_free(t);
    }
    for (int d = 1; d <= 7; d++)
        ck_assert_msg(depths[d], "no leaf at depth %d", d);
}
END_TEST

static Suite *gen_suite(void)
{
    Suite *s = suite_create("gen");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_pi_digits);
    tcase_add_test(tc, test_rng_reference);
    tcase_add_test(tc, test_gen_pi_tree);
    tcase_add_test(tc, test_gen_digits);
    tcase_add_test(tc, test_gen_random_reproducible);
    tcase_add_test(tc, test_gen_irregular);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(gen_suite());
}
