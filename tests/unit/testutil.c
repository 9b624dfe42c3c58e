/* SPDX-License-Identifier: GPL-3.0-or-later */
/* testutil.c: shared helpers for the unit tests. */
#include "config.h"

#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "tree/gen.h"
#include "tree/parse.h"

struct tree *parse_ok(const char *text)
{
    struct diag err;
    struct tree *t = tree_parse(text, strlen(text), "test", &err);
    ck_assert_msg(t != NULL, "parse failed: %u:%u: %s", err.line, err.col, err.message);
    return t;
}

void parse_fails_at(const char *text, unsigned line, unsigned col, const char *expected)
{
    struct diag err;
    memset(&err, 0, sizeof err);
    struct tree *t = tree_parse(text, strlen(text), "in.tree", &err);
    ck_assert_msg(t == NULL, "expected a parse error for: %s", text);
    ck_assert_str_eq(err.file, "in.tree");
    ck_assert_msg(err.line == line && err.col == col,
                  "error at %u:%u, expected %u:%u (%s) for: %s", err.line, err.col, line, col,
                  err.message, text);
    ck_assert_msg(strstr(err.message, expected) != NULL, "message '%s' lacks '%s'",
                  err.message, expected);
}

struct tree *load_shipped(const char *name)
{
    const char *top = getenv("TOP_SRCDIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/trees/%s", top ? top : TEST_TOP_SRCDIR, name);
    struct diag err;
    struct tree *t = tree_load(path, &err);
    ck_assert_msg(t != NULL, "%s:%u:%u: %s", err.file, err.line, err.col, err.message);
    return t;
}

static void count_leaf(const struct tree *t, node_id p, struct naive_count *c)
{
    (void)t;
    if (c->order)
        c->order[c->leaves] = p;
    c->leaves++;
}

int32_t naive_f(const struct tree *t, node_id p, struct naive_count *c)
{
    if (c->entered)
        c->entered[p] = 1;
    if (tree_is_leaf(t, p)) {
        count_leaf(t, p, c);
        return t->value[p];
    }
    int32_t m = -AB_INF;
    for (uint32_t i = 0; i < tree_nchild(t, p); i++) {
        int32_t v = -naive_f(t, tree_child(t, p, i), c);
        if (v > m)
            m = v;
    }
    return m;
}

int32_t naive_f1(const struct tree *t, node_id p, int32_t bound, struct naive_count *c)
{
    if (c->entered)
        c->entered[p] = 1;
    if (tree_is_leaf(t, p)) {
        count_leaf(t, p, c);
        return t->value[p];
    }
    int32_t m = -AB_INF;
    for (uint32_t i = 0; i < tree_nchild(t, p); i++) {
        int32_t v = -naive_f1(t, tree_child(t, p, i), -m, c);
        if (v > m)
            m = v;
        if (m >= bound)
            break;
    }
    return m;
}

int32_t naive_f2(const struct tree *t, node_id p, int32_t alpha, int32_t beta, bool soft,
                 struct naive_count *c)
{
    if (c->entered)
        c->entered[p] = 1;
    if (tree_is_leaf(t, p)) {
        count_leaf(t, p, c);
        return t->value[p];
    }
    int32_t m = soft ? -AB_INF : alpha;
    for (uint32_t i = 0; i < tree_nchild(t, p); i++) {
        int32_t floor = m > alpha ? m : alpha;
        int32_t v = -naive_f2(t, tree_child(t, p, i), -beta, -floor, soft, c);
        if (v > m)
            m = v;
        if (m >= beta)
            break;
    }
    return m;
}

struct search_result quick_search(const struct tree *t, enum algorithm alg,
                                  int32_t alpha, int32_t beta)
{
    struct search_options o = search_defaults(alg);
    o.alpha = alpha;
    o.beta = beta;
    struct search_result r;
    ck_assert_int_eq(search_run(t, &o, NULL, &r), 0);
    return r;
}

int run_suite(Suite *s)
{
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

int32_t true_root(const struct tree *t)
{
    int32_t *v = malloc(t->count * sizeof *v);
    ck_assert_ptr_nonnull(v);
    search_true_values(t, v);
    int32_t r = v[0];
    free(v);
    return r;
}

struct tree *random_test_tree(uint64_t seed, unsigned i)
{
    struct rng r;
    rng_seed(&r, seed + i);
    unsigned b = (unsigned)rng_range(&r, 1, 5);
    unsigned d = (unsigned)rng_range(&r, 1, b <= 2 ? 8 : 5);
    int32_t span = rng_range(&r, 0, 3) == 0 ? 2 : 20;
    struct diag err;
    struct tree *t = (i % 4 != 0) ? gen_random_irregular(b, d, i, -span, span, &err)
                                  : gen_random(b, d, i, -span, span, &err);
    ck_assert_ptr_nonnull(t);
    return t;
}
