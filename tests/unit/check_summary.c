/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_summary.c: the counting sink behind `run` ends where the stepper
 * ends.  For every algorithm, on random regular and irregular trees, a
 * summary must say what the step state says after the last step of the
 * recorded trace: which positions returned, their values and bound kinds,
 * the totals and the passes.  F's summary keeps no arrays (it is exact):
 * it must still answer the same. */
#include "config.h"

#include <stdlib.h>

#include "search/algorithm.h"
#include "search/search.h"
#include "search/step_state.h"
#include "search/summary.h"
#include "search/trace.h"
#include "testutil.h"

/* The differing positions of a summary kept without the arrays are those
 * of one that keeps them. */
static void check_differing(const struct summary *every, const struct tree *t,
                            const struct search_options *o)
{
    struct summary s;
    ck_assert_int_eq(summary_run(&s, t, o, false), 0);
    ck_assert(summary_has_positions(&s) == (s.exact || s.result.researches > 0));
    ck_assert_uint_eq(s.differ, every->differ);
    ck_assert_uint_eq(s.nlisted, every->nlisted);
    for (size_t i = 0; i < s.nlisted; i++) {
        ck_assert_uint_eq(s.listed[i].node, every->listed[i].node);
        ck_assert_int_eq(s.listed[i].value, every->listed[i].value);
        ck_assert_uint_eq(s.listed[i].kind, every->listed[i].kind);
    }
    ck_assert_uint_eq(s.steps, every->steps);
    ck_assert_mem_eq(&s.result, &every->result, sizeof s.result);
    ck_assert_uint_eq(s.npasses, every->npasses);
    for (size_t i = 0; i < s.npasses; i++) {
        ck_assert_int_eq(s.passes[i].alpha, every->passes[i].alpha);
        ck_assert_int_eq(s.passes[i].beta, every->passes[i].beta);
        ck_assert_int_eq(s.passes[i].value, every->passes[i].value);
        ck_assert_uint_eq(s.passes[i].kind, every->passes[i].kind);
        ck_assert_uint_eq(s.passes[i].leaves, every->passes[i].leaves);
    }
    summary_free(&s);
}

/* The summary of o on t against the end of its trace. */
static void check_against_trace(const struct tree *t, const struct search_options *o,
                                const int32_t *truth)
{
    struct summary s;
    ck_assert_int_eq(summary_run(&s, t, o, true), 0);
    ck_assert(s.exact == (o->alg == ALG_F));
    struct trace *tr = trace_record(t, o);
    ck_assert_ptr_nonnull(tr);
    struct step_state *st = step_state_new(tr);
    ck_assert_ptr_nonnull(st);
    step_state_seek(st, tr->len);
    ck_assert_uint_eq(st->step, tr->len);
    ck_assert_uint_eq(s.steps, tr->len);
    ck_assert_uint_eq(s.result.leaves, st->leaves);
    ck_assert_uint_eq(s.result.interior, st->interior);
    /* the cutoffs counted by kind as the trace's full comparison counts
     * them (F1(p, +inf)'s summary counts shallow ones without looking) */
    ck_assert_uint_eq(s.result.cut_events, tr->result.cut_events);
    ck_assert_uint_eq(s.result.cut_branches, tr->result.cut_branches);
    ck_assert_mem_eq(s.result.events_by_kind, tr->result.events_by_kind,
                     sizeof s.result.events_by_kind);
    ck_assert_mem_eq(s.result.branches_by_kind, tr->result.branches_by_kind,
                     sizeof s.result.branches_by_kind);
    ck_assert_mem_eq(s.result.events_with_kind, tr->result.events_with_kind,
                     sizeof s.result.events_with_kind);
    size_t differ = 0;
    for (node_id n = 0; n < t->count; n++) {
        bool done = st->status[n] == NODE_DONE;
        ck_assert_msg(summary_done(&s, n) == done, "%s: position %u returned: %d in the trace",
                      algorithm_info(o->alg)->option, (unsigned)n, done);
        if (!done)
            continue;
        ck_assert_int_eq(summary_kind(&s, n), step_state_kind(st, n));
        ck_assert_int_eq(summary_value(&s, n), step_state_value(st, n));
        /* the tree holds the true values */
        ck_assert_int_eq(t->value[n], truth[n]);
        if (step_state_value(st, n) != truth[n])
            differ++;
    }
    /* the differing positions: all counted, the first listed in order */
    ck_assert_uint_eq(s.differ, differ);
    ck_assert_uint_eq(s.nlisted, differ < SUMMARY_LISTED_MAX ? differ : SUMMARY_LISTED_MAX);
    for (size_t i = 0; i < s.nlisted; i++) {
        node_id n = s.listed[i].node;
        ck_assert(i == 0 || n > s.listed[i - 1].node);
        ck_assert_int_ne(step_state_value(st, n), truth[n]);
        ck_assert_int_eq(s.listed[i].value, step_state_value(st, n));
        ck_assert_uint_eq(s.listed[i].kind, step_state_kind(st, n));
        for (node_id m = i ? s.listed[i - 1].node + 1 : 0; m < n; m++)
            ck_assert(st->status[m] != NODE_DONE || step_state_value(st, m) == truth[m]);
    }
    check_differing(&s, t, o);
    /* the passes add up to the leaves, the last one to the root value */
    ck_assert_uint_eq(s.npasses, s.result.passes);
    size_t leaves = 0;
    for (size_t i = 0; i < s.npasses; i++)
        leaves += s.passes[i].leaves;
    ck_assert_uint_eq(leaves, s.result.leaves);
    ck_assert_int_eq(s.passes[s.npasses - 1].value, s.result.value);
    step_state_free(st);
    trace_free(tr);
    summary_free(&s);
}

enum { RANDOM_TREES = 300 };

START_TEST(test_summary_is_the_trace_end)
{
    for (unsigned i = 0; i < RANDOM_TREES; i++) {
        struct tree *t = random_test_tree(9100, i);
        int32_t *truth = malloc(t->count * sizeof *truth);
        ck_assert_ptr_nonnull(truth);
        search_true_values(t, truth);
        for (int a = 0; a < ALG_COUNT; a++) {
            struct search_options o = search_defaults((enum algorithm)a);
            check_against_trace(t, &o, truth);
            if (algorithm_has_window((enum algorithm)a) && a != ALG_MTDF) {
                /* a narrow window that fails, searched again */
                o.alpha = -1;
                o.beta = 1;
                o.research = true;
                check_against_trace(t, &o, truth);
            }
        }
        free(truth);
        tree_free(t);
    }
}
END_TEST

/* F keeps nothing per position, yet every position has returned, exactly. */
START_TEST(test_f_keeps_no_arrays)
{
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    struct search_options o = search_defaults(ALG_F);
    struct summary s;
    ck_assert_int_eq(summary_run(&s, t, &o, true), 0);
    ck_assert(s.exact);
    ck_assert_ptr_null(s.done);
    ck_assert_ptr_null(s.value);
    ck_assert_uint_eq(s.result.leaves, t->leaves);
    ck_assert_uint_eq(s.npasses, 1);
    ck_assert_int_eq(s.passes[0].alpha, -AB_INF);
    ck_assert_int_eq(s.passes[0].beta, AB_INF);
    ck_assert_int_eq(s.passes[0].value, true_root(t));
    for (node_id n = 0; n < t->count; n++) {
        ck_assert(summary_done(&s, n));
        ck_assert_int_eq(summary_kind(&s, n), BOUND_EXACT);
    }
    summary_free(&s);
    tree_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("summary");
    TCase *tc = tcase_create("summary");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_summary_is_the_trace_end);
    tcase_add_test(tc, test_f_keeps_no_arrays);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
