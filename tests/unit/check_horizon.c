/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_horizon.c: move orders and search limits (depth, plausibility);
 * the rules of the search itself are check_search.c's. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "search/nodetype.h"
#include "search/search.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "testutil.h"
#include "tree/gen.h"
#include "tree/horizon.h"
#include "tree/order.h"
#include "tree/parse.h"
#include "tree/write.h"

/* Reordering never changes the value; best first reaches the minimum on
 * uniform trees with distinct values, as doc/paper.md section 6 says. */
START_TEST(test_orders_keep_the_value)
{
    struct diag err;
    const char *specs[] = { "as-is", "best", "worst", "random", "random:99", "eval" };
    for (unsigned i = 0; i < 1000; i++) {
        struct tree *t = gen_random_irregular(1 + i % 5, 1 + i % 6, 5000 + i, -50, 50, &err);
        int32_t want = true_root(t);
        for (size_t k = 0; k < sizeof specs / sizeof specs[0]; k++) {
            struct move_order o;
            ck_assert(move_order_parse(specs[k], &o));
            struct tree *r = tree_in_order(t, &o);
            ck_assert_ptr_nonnull(r);
            ck_assert_uint_eq(r->count, t->count);
            ck_assert_uint_eq(r->leaves, t->leaves);
            for (int a = 0; a < ALG_COUNT; a++) {
                struct search_result res = quick_search(r, (enum algorithm)a, -AB_INF, AB_INF);
                ck_assert_int_eq(res.value, want);
            }
            tree_free(r);
        }
        tree_free(t);
    }
    struct move_order o;
    ck_assert(!move_order_parse("sideways", &o));
    ck_assert(!move_order_parse("best:3", &o));
    ck_assert(!move_order_parse("random:", &o));
    ck_assert(move_order_parse("random:12", &o) && o.kind == MOVES_RANDOM && o.seed == 12);
}
END_TEST

START_TEST(test_best_order_gives_the_minimum)
{
    /* distinct values: the pi digits repeat, so use a permutation */
    struct tree *t = parse_ok("(((1 2 3) (4 5 6) (7 8 9)) ((10 11 12) (13 14 15) (16 17 18))"
                              " ((19 20 21) (22 23 24) (25 26 27)))");
    struct move_order best = { MOVES_BEST, 0 };
    struct tree *r = tree_in_order(t, &best);
    struct search_result res = quick_search(r, ALG_F2, -AB_INF, AB_INF);
    ck_assert_uint_eq(res.leaves, 9 + 3 - 1);
    tree_free(r);
    tree_free(t);
}
END_TEST

START_TEST(test_eval_order_follows_eval)
{
    /* Max at the root: the child with the larger eval first */
    struct tree *t = parse_ok("@values minimax\n( 1 {eval=1} 5 {eval=9} 3 {eval=4} 7 )");
    struct move_order o = { MOVES_EVAL, 0 };
    struct tree *r = tree_in_order(t, &o);
    /* eval 9, 4, 1, then the move with no eval */
    int32_t want[] = { 5, 3, 1, 7 };
    for (int i = 0; i < 4; i++)
        ck_assert_int_eq(tree_to_view(r, 1 + i, r->value[1 + i], VIEW_MINIMAX), want[i]);
    tree_free(r);
    tree_free(t);
}
END_TEST

START_TEST(test_depth_limit)
{
    struct tree *t = load_shipped("horizon.tree");
    struct diag err;
    size_t made;
    struct tree *one = tree_horizon(t, 1, 0, "h", &err, &made);
    ck_assert_ptr_nonnull(one);
    ck_assert_uint_eq(made, 3);
    ck_assert_uint_eq(one->height, 1);
    /* minimax view: max(eval B, eval C, eval D) = max(3, 5, 7) */
    ck_assert_int_eq(true_root(one), 7);
    ck_assert_str_eq(tree_label(one, 1), "B");
    struct tree *two = tree_horizon(t, 2, 0, "h", &err, &made);
    ck_assert_uint_eq(made, 7);
    ck_assert_int_eq(true_root(two), 6);
    struct tree *deep = tree_horizon(t, 10, 0, "h", &err, &made);
    ck_assert_uint_eq(made, 0);
    ck_assert_uint_eq(deep->count, t->count);
    ck_assert_int_eq(true_root(deep), true_root(t));
    tree_free(one);
    tree_free(two);
    tree_free(deep);
    /* Floyd: the move to B.3 has p = 0.2, below 0.3 */
    struct tree *floyd = tree_horizon(t, HORIZON_NO_DEPTH, 0.3, "h", &err, &made);
    ck_assert_uint_eq(made, 1);
    ck_assert_uint_eq(floyd->leaves, t->leaves - 1);
    tree_free(floyd);
    tree_free(t);
}
END_TEST

START_TEST(test_missing_eval_is_named)
{
    struct tree *t = parse_ok("(((1 2) {eval=3} (4 5)) 6)");
    struct diag err;
    size_t made;
    ck_assert_ptr_null(tree_horizon(t, 2, 0, "x.tree", &err, &made));
    ck_assert_str_eq(err.file, "x.tree");
    ck_assert(strstr(err.message, "position 1.2 is at the depth limit") != NULL);
    tree_free(t);
}
END_TEST

/* In the negamax convention eval= is still Max's view. */
START_TEST(test_eval_in_a_negamax_file)
{
    struct tree *t = parse_ok("@values negamax\n((1 2) {eval=5} (3 4) {eval=-2})");
    struct diag err;
    size_t made;
    struct tree *one = tree_horizon(t, 1, 0, "n", &err, &made);
    ck_assert_ptr_nonnull(one);
    /* Max's evals 5 and -2: the root (Max) takes 5 */
    ck_assert_int_eq(true_root(one), 5);
    tree_free(one);
    tree_free(t);
}
END_TEST

/* =Label is a reference until the file is read: the tree's size is known
 * before anything is copied, and a tree past the limit fails at the
 * transposition that passes it. */
START_TEST(test_transposition_limit)
{
    struct diag err;
    /* L25 stands for 2^27 leaves; 508 bytes of text */
    char text[600] = "(L0: (1 2)";
    for (int i = 1; i <= 25; i++)
        snprintf(text + strlen(text), sizeof text - strlen(text), " L%d: ((=L%d) (=L%d))", i,
                 i - 1, i - 1);
    strcat(text, ")");
    struct tree *t = tree_parse(text, strlen(text), "x", &err);
    ck_assert_ptr_null(t);
    ck_assert_msg(strstr(err.message, "larger than the limit of 16000000 positions") &&
                  strstr(err.message, "--max-positions"), "%s", err.message);
    ck_assert_uint_eq(err.line, 1);
    ck_assert_int_eq(text[err.col - 1], '=');
    struct tree_limits small = { .max_positions = 6 };
    t = tree_parse_with("( A: (1 2) =A )", 15, "x", &small, &err);
    ck_assert_ptr_null(t);
    ck_assert_uint_eq(err.col, 12);
    ck_assert(strstr(err.message, "=A would make the tree larger than the limit of 6") != NULL);
    small.max_positions = 7;
    t = tree_parse_with("( A: (1 2) =A )", 15, "x", &small, &err);
    ck_assert_ptr_nonnull(t);
    ck_assert_uint_eq(t->count, 7);
    tree_free(t);
    /* trees without transpositions have the same limit */
    small.max_positions = 3;
    t = tree_parse_with("(1 2 3 4)", 9, "x", &small, &err);
    ck_assert_ptr_null(t);
    ck_assert_uint_eq(err.col, 6);
    ck_assert(strstr(err.message, "more than the limit of 3 positions") != NULL);
}
END_TEST

/* A copy shares its position's eval=, hi=, lo=; p=, capture and check are
 * the move's own. */
START_TEST(test_transposition_annotations)
{
    parse_fails_at("(P: (1 2) {eval=5} =P {eval=7})", 1, 23, "shares its position's eval=");
    struct tree *t = parse_ok("(P: (1 2) {eval=5 p=0.5 capture} =P {p=0.25 check})");
    node_id copy = 4;
    ck_assert_uint_eq(tree_position(t, copy), 1);
    const struct annotation *a = tree_annotation(t, copy);
    ck_assert_ptr_nonnull(a);
    ck_assert_uint_eq(a->has, ANN_EVAL | ANN_P | ANN_CHECK);
    ck_assert_int_eq(a->eval, 5);
    ck_assert(a->p == 0.25);
    /* written back as =P, and read again to the same tree */
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    ck_assert_int_eq(tree_write(mem, t), 0);
    fclose(mem);
    ck_assert_msg(strstr(text, "=P {p=0.25 check}") != NULL, "%s", text);
    struct tree *again = parse_ok(text);
    ck_assert_uint_eq(again->count, t->count);
    for (node_id n = 0; n < t->count; n++)
        ck_assert_uint_eq(tree_position(again, n), tree_position(t, n));
    tree_free(again);
    free(text);
    tree_free(t);
}
END_TEST

/* Every node's position is an earlier node with the same true value, and
 * there are as many positions as before. */
static void check_positions(const struct tree *r, size_t positions)
{
    int32_t *truth = malloc(r->count * sizeof *truth);
    search_true_values(r, truth);
    size_t distinct = 0;
    for (node_id n = 0; n < r->count; n++) {
        node_id p = tree_position(r, n);
        ck_assert_uint_le(p, n);
        ck_assert_int_eq(truth[p], truth[n]);
        ck_assert_uint_eq(r->size[p], r->size[n]);
        distinct += p == n;
    }
    ck_assert_uint_eq(distinct, positions);
    free(truth);
}

START_TEST(test_transpositions_survive_reordering)
{
    struct tree *t = load_shipped("transpositions.tree");
    ck_assert_ptr_nonnull(t->same);
    size_t positions = 0;
    for (node_id n = 0; n < t->count; n++)
        positions += tree_position(t, n) == n;
    ck_assert_uint_lt(positions, t->count);
    const char *orders[] = { "best", "worst", "eval", "random:1", "random:2", "random:77" };
    for (size_t i = 0; i < sizeof orders / sizeof orders[0]; i++) {
        struct move_order mo;
        ck_assert(move_order_parse(orders[i], &mo));
        struct tree *r = tree_in_order(t, &mo);
        ck_assert_msg(r->same != NULL, "%s lost the transpositions", orders[i]);
        check_positions(r, positions);
        struct search_options o = search_defaults(ALG_F2);
        o.tt = true;
        struct search_result with, plain;
        search_run(r, &o, NULL, &with);
        ck_assert_uint_gt(with.tt_hits, 0);
        o.tt = false;
        search_run(r, &o, NULL, &plain);
        ck_assert_int_eq(with.value, plain.value);
        tree_free(r);
    }
    tree_free(t);
}
END_TEST

/* A depth limit keeps the copies that it cuts alike and separates the
 * one it cuts elsewhere. */
START_TEST(test_transpositions_survive_the_horizon)
{
    struct tree *t = parse_ok("( (P: ((1 2) (3 4)) {eval=2} 5) (=P 6) (((=P 7) 8) {eval=0} 9) )");
    /* nodes: 0 root, 1 (P 5), 2 P, ... the copies' roots */
    node_id p = tree_find_label(t, "P");
    node_id near = tree_find_path(t, "2.1"), far = tree_find_path(t, "3.1.1.1");
    ck_assert_uint_eq(tree_position(t, near), p);
    ck_assert_uint_eq(tree_position(t, far), p);
    struct diag err;
    size_t made;
    struct tree *r = tree_horizon(t, 4, 0, "x", &err, &made);
    ck_assert_ptr_nonnull(r);
    ck_assert_uint_eq(made, 1);
    ck_assert_ptr_nonnull(r->same);
    node_id rp = tree_find_label(r, "P");
    ck_assert_uint_eq(tree_position(r, tree_find_path(r, "2.1")), rp);
    /* the far copy is a terminal valued 2 now: another position */
    node_id rfar = tree_find_path(r, "3.1.1.1");
    ck_assert(tree_is_leaf(r, rfar));
    ck_assert_uint_eq(tree_position(r, rfar), rfar);
    check_positions(r, r->count - r->size[rp]);
    /* cut at depth 2 (the near copies are terminal, the far one gone):
     * the near copies stay one position */
    struct tree *r2 = tree_horizon(t, 2, 0, "x", &err, &made);
    ck_assert_ptr_nonnull(r2);
    ck_assert_uint_eq(tree_position(r2, tree_find_path(r2, "2.1")),
                      tree_find_path(r2, "1.1"));
    tree_free(r2);
    tree_free(r);
    tree_free(t);
}
END_TEST

/* doc/paper.md section 6: on a perfectly ordered uniform tree with distinct
 * values F2 visits exactly the critical positions. */
START_TEST(test_best_order_visits_the_critical_positions)
{
    struct diag err;
    struct rng r;
    rng_seed(&r, 6);
    for (unsigned d = 2; d <= 4; d++)
        for (unsigned h = 1; h <= 6; h++)
            for (unsigned k = 0; k < 5; k++) {
                struct tree *t = gen_random(d, h, 100 * d + 10 * h + k, 0, 9, &err);
                /* distinct values: a shuffled 0..leaves-1 */
                int32_t next = 0;
                for (node_id n = 0; n < t->count; n++)
                    if (tree_is_leaf(t, n))
                        t->value[n] = next++;
                for (node_id n = t->count; n-- > 1;)
                    if (tree_is_leaf(t, n)) {
                        node_id m;
                        do
                            m = (node_id)rng_range(&r, 0, (int64_t)n);
                        while (!tree_is_leaf(t, m));
                        int32_t x = t->value[n];
                        t->value[n] = t->value[m];
                        t->value[m] = x;
                    }
                /* the interior positions' true values follow the leaves */
                search_true_values(t, t->value);
                struct tree *best = tree_reordered(t, ORDER_BEST_FIRST);
                uint8_t *types = malloc(best->count);
                node_types(best, types);
                struct search_options o = search_defaults(ALG_F2);
                struct trace *tr = trace_record(best, &o);
                struct step_state *s = step_state_new(tr);
                step_state_seek(s, tr->len);
                for (node_id n = 0; n < best->count; n++)
                    ck_assert_msg((s->status[n] == NODE_DONE) == (types[n] != 0),
                                  "d %u h %u: position %u visited %d, type %u", d, h, n,
                                  s->status[n] == NODE_DONE, types[n]);
                step_state_free(s);
                trace_free(tr);
                free(types);
                tree_free(best);
                tree_free(t);
            }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("horizon");
    TCase *tc = tcase_create("horizon");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_orders_keep_the_value);
    tcase_add_test(tc, test_best_order_gives_the_minimum);
    tcase_add_test(tc, test_eval_order_follows_eval);
    tcase_add_test(tc, test_depth_limit);
    tcase_add_test(tc, test_transposition_limit);
    tcase_add_test(tc, test_transposition_annotations);
    tcase_add_test(tc, test_transpositions_survive_reordering);
    tcase_add_test(tc, test_transpositions_survive_the_horizon);
    tcase_add_test(tc, test_missing_eval_is_named);
    tcase_add_test(tc, test_eval_in_a_negamax_file);
    tcase_add_test(tc, test_best_order_visits_the_critical_positions);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
