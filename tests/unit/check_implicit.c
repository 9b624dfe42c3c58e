/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_implicit.c: implicit random trees search exactly like the trees
 * they stand for, in every model, and are the trees `gen random` writes. */
#include "config.h"

#include <stdlib.h>

#include "search/analysis.h"
#include "search/implicit.h"
#include "testutil.h"

static const enum algorithm algs[] = { ALG_F, ALG_F1, ALG_F2, ALG_F2_SOFT };

/* Every model on every small shape: the implicit search and the engine on
 * the built tree examine the same number of leaves and agree on the root
 * (distinct values are built as ranks, so only the order is compared). */
START_TEST(test_same_as_built)
{
    struct implicit_search *s = NULL;
    for (unsigned d = 1; d <= 5; d++)
        for (unsigned h = 0; h <= (d == 1 ? 6u : d == 2 ? 9u : 5u); h++) {
            s = implicit_search_new(d, h);
            ck_assert_ptr_nonnull(s);
            for (int model = 0; model < 6; model++)
                for (uint64_t i = 0; i < 6; i++) {
                    struct implicit_tree t = {
                        .degree = d, .height = h, .key = implicit_key(7, d, h, i),
                        .ties = model >= 3, .lo = -3, .hi = 4,
                        .order = (enum child_order)(model % 3),
                    };
                    struct diag err;
                    struct tree *built = implicit_build(&t, NULL, &err);
                    ck_assert_msg(built != NULL, "%s", err.message);
                    for (size_t a = 0; a < 4; a++) {
                        int64_t v;
                        uint64_t n = implicit_run(s, &t, algs[a], &v);
                        struct search_result r = quick_search(built, algs[a], -AB_INF, AB_INF);
                        ck_assert_msg(n == r.leaves, "d=%u h=%u model %d tree %llu %s: "
                                      "implicit %llu leaves, built %zu", d, h, model,
                                      (unsigned long long)i, algorithm_info(algs[a])->option,
                                      (unsigned long long)n, r.leaves);
                        if (t.ties)
                            ck_assert_int_eq(v, r.value);
                    }
                    tree_free(built);
                }
            implicit_search_free(s);
        }
}
END_TEST

/* Distinct really means distinct, and ties stay in their range. */
START_TEST(test_values)
{
    struct implicit_tree t = { .degree = 4, .height = 7, .key = implicit_key(1, 4, 7, 0) };
    struct diag err;
    struct tree *built = implicit_build(&t, NULL, &err);
    ck_assert_ptr_nonnull(built);
    char *seen = calloc(built->leaves, 1);
    for (node_id n = 0; n < built->count; n++)
        if (tree_is_leaf(built, n)) {
            int32_t v = tree_to_view(built, n, built->value[n], VIEW_MINIMAX);
            ck_assert(v >= 0 && (size_t)v < built->leaves && !seen[v]);
            seen[v] = 1;
        }
    free(seen);
    tree_free(built);
    t.ties = true;
    t.lo = 10;
    t.hi = 12;
    built = implicit_build(&t, NULL, &err);
    ck_assert_ptr_nonnull(built);
    unsigned hits[3] = { 0 };
    for (node_id n = 0; n < built->count; n++)
        if (tree_is_leaf(built, n)) {
            int32_t v = tree_to_view(built, n, built->value[n], VIEW_MINIMAX);
            ck_assert(v >= 10 && v <= 12);
            hits[v - 10]++;
        }
    for (int k = 0; k < 3; k++)     /* 16384 draws: each value near a third */
        ck_assert_uint_gt(hits[k], 5000);
    tree_free(built);
}
END_TEST

/* Best order gives F2 the minimum, worst order leaves F1 nothing to cut,
 * at heights no built tree could reach. */
START_TEST(test_orders_by_construction)
{
    const struct { unsigned d, h; } shapes[] = { { 2, 30 }, { 3, 19 }, { 10, 9 } };
    for (size_t k = 0; k < 3; k++) {
        unsigned d = shapes[k].d, h = shapes[k].h;
        struct implicit_search *s = implicit_search_new(d, h);
        for (uint64_t i = 0; i < 3; i++) {
            struct implicit_tree t = { .degree = d, .height = h, .key = implicit_key(3, d, h, i),
                                       .order = ORDER_BEST_FIRST };
            ck_assert_uint_eq(implicit_run(s, &t, ALG_F2, NULL), analysis_minimum_leaves(d, h));
            ck_assert_uint_eq(implicit_run(s, &t, ALG_F2_SOFT, NULL),
                              analysis_minimum_leaves(d, h));
        }
        implicit_search_free(s);
    }
    struct implicit_search *s = implicit_search_new(3, 9);
    struct implicit_tree t = { .degree = 3, .height = 9, .key = 99, .order = ORDER_WORST_FIRST };
    ck_assert_uint_eq(implicit_run(s, &t, ALG_F1, NULL), 19683);
    implicit_search_free(s);
}
END_TEST

/* Values pinned from a separate Python implementation of the procedure in
 * doc/stats-output.md (tree 0 of seed 1, degree 2, height 2). */
START_TEST(test_reference_values)
{
    const uint64_t key = implicit_key(1, 2, 2, 0);
    ck_assert_uint_eq(key, UINT64_C(0xbc1104e80c75d23e));
    struct implicit_search *s = implicit_search_new(2, 2);
    struct implicit_tree one = { .degree = 2, .height = 0, .key = key };
    int64_t v;
    ck_assert_uint_eq(implicit_run(s, &one, ALG_F, &v), 1);
    ck_assert_int_eq(v, INT64_C(2252803641982422820));     /* leaf 0, distinct */
    one.order = ORDER_BEST_FIRST;
    implicit_run(s, &one, ALG_F, &v);
    ck_assert_int_eq(v, INT64_C(-1414237224835537514));    /* the root, ordered */
    implicit_search_free(s);
    struct implicit_tree t = { .degree = 2, .height = 2, .key = key };
    struct diag err;
    const int32_t ranks[] = { 3, 2, 1, 0 }, ties[] = { 4, 7, 8, 8 };
    for (int model = 0; model < 2; model++) {
        t.ties = model == 1;
        t.lo = 0;
        t.hi = 9;
        struct tree *b = implicit_build(&t, NULL, &err);
        ck_assert_ptr_nonnull(b);
        size_t k = 0;
        for (node_id n = 0; n < b->count; n++)
            if (tree_is_leaf(b, n))
                ck_assert_int_eq(tree_to_view(b, n, b->value[n], VIEW_MINIMAX),
                                 model ? ties[k++] : ranks[k++]);
        tree_free(b);
    }
}
END_TEST

START_TEST(test_limits)
{
    ck_assert(implicit_fits(2, 62));
    ck_assert(!implicit_fits(2, 63));
    ck_assert(implicit_fits(1, 1000000));
    ck_assert(!implicit_fits(0, 1));
    ck_assert(implicit_fits(1000, 6));
    ck_assert(!implicit_fits(1000, 7));
}
END_TEST

static Suite *implicit_suite(void)
{
    Suite *s = suite_create("implicit");
    TCase *tc = tcase_create("implicit");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_same_as_built);
    tcase_add_test(tc, test_values);
    tcase_add_test(tc, test_orders_by_construction);
    tcase_add_test(tc, test_reference_values);
    tcase_add_test(tc, test_limits);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(implicit_suite());
}
