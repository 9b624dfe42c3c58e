/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_cutref.c: the kinds of pruned branches, by comparison, against a
 * direct computation from the visited sets of plain recursive F1 and F2
 * on thousands of random irregular trees, and the paper's facts. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "render/words/describe.h"
#include "search/cutref.h"
#include "search/cutref_build.h"
#include "search/search.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "testutil.h"

/* Every position a plain recursive procedure is called on. */
static uint8_t *entered_by(const struct tree *t, enum algorithm alg, int32_t a, int32_t b)
{
    struct naive_count c = { 0 };
    c.entered = calloc(t->count, 1);
    ck_assert_ptr_nonnull(c.entered);
    if (alg == ALG_F1)
        naive_f1(t, 0, b, &c);
    else
        naive_f2(t, 0, a, b, alg == ALG_F2_SOFT, &c);
    return c.entered;
}

/* What the comparison searches say about c, from the visited sets. */
static enum cut_kind expected_kind(const uint8_t *f2_full, const uint8_t *f1, node_id c,
                                   bool of_f1, bool null_window)
{
    if (of_f1)
        return f1[c] ? CUT_WINDOW : CUT_SHALLOW;
    if (f2_full[c])
        return null_window ? CUT_NULL_WINDOW : CUT_WINDOW;
    return f1[c] ? CUT_DEEP : CUT_SHALLOW;
}

/* Checks every pruned branch of the trace against the visited sets and
 * returns how many branches of each kind there were into counts[]. */
static void check_trace_kinds(const struct trace *tr, const uint8_t *visited,
                              const uint8_t *f2_full, const uint8_t *f1, size_t *counts)
{
    const struct tree *t = tr->tree;
    size_t events[CUT_KIND_COUNT] = { 0 };
    memset(counts, 0, CUT_KIND_COUNT * sizeof *counts);
    for (size_t i = 0; i < tr->len; i++) {
        struct event e_buf;
        const struct event *e = trace_event_at(tr, i, &e_buf);
        if (e->type != EV_CUTOFF)
            continue;
        node_id c = e->c;
        enum cut_kind last = CUT_SHALLOW;
        for (int32_t k = 0; k < e->b; k++) {
            if (k > 0)
                c = tree_next_sibling(t, c);
            /* a pruned branch is one the search never enters */
            if (visited)
                ck_assert(!visited[c]);
            enum cut_kind got = trace_branch_kind(tr, e, c);
            ck_assert_int_eq(got, expected_kind(f2_full, f1, c, tr->options.alg == ALG_F1,
                                                e->kind == CUT_NULL_WINDOW));
            /* the event's kind is its first branch's */
            if (k == 0)
                ck_assert_int_eq(got, e->kind);
            /* and the branches read window..., deep..., shallow... */
            else
                ck_assert_int_ge(last, got);
            last = got;
            counts[got]++;
        }
        events[e->kind]++;
    }
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        ck_assert_uint_eq(counts[k], tr->result.branches_by_kind[k]);
        ck_assert_uint_eq(events[k], tr->result.events_by_kind[k]);
    }
}

static struct trace *record(const struct tree *t, enum algorithm alg, int32_t a, int32_t b)
{
    struct search_options o = search_defaults(alg);
    o.alpha = a;
    o.beta = b;
    struct trace *tr = trace_record(t, &o);
    ck_assert_ptr_nonnull(tr);
    return tr;
}

/* The final counts of a trace's step state agree with the search's. */
static void check_state_counts(const struct trace *tr)
{
    struct step_state *s = step_state_new(tr);
    ck_assert_ptr_nonnull(s);
    step_state_seek(s, tr->len);
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        ck_assert_uint_eq(s->cut_branches[k], tr->result.branches_by_kind[k]);
        ck_assert_uint_eq(s->cut_events[k], tr->result.events_by_kind[k]);
        ck_assert_uint_eq(s->cut_with[k], tr->result.events_with_kind[k]);
        ck_assert_uint_le(s->cut_events[k], s->cut_with[k]);
    }
    /* and stepping back to the start takes every count back to zero */
    step_state_seek(s, 0);
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        ck_assert_uint_eq(s->cut_branches[k] + s->cut_events[k] + s->cut_with[k], 0);
    step_state_free(s);
}

enum { RANDOM_TREES = 3000 };

START_TEST(test_reference_is_f1_entered)
{
    /* the reference's F1 bits, made by a loop of their own, are the
     * positions the engine's F1(p, +inf) enters */
    for (unsigned i = 0; i < RANDOM_TREES; i++) {
        struct tree *t = random_test_tree(7000, i);
        struct search_options o = search_defaults(ALG_F2);
        struct cutref ref;
        ck_assert_int_eq(cutref_build(t, &o, &ref), 0);
        uint8_t *f1 = entered_by(t, ALG_F1, -AB_INF, AB_INF);
        for (node_id n = 0; n < t->count; n++)
            ck_assert_msg(f1[n] == (cutref_level(&ref, n) != REF_NONE), "tree %u node %u", i, n);
        free(f1);
        cutref_free(&ref);
        tree_free(t);
    }
}
END_TEST

START_TEST(test_random_kinds)
{
    struct rng r;
    size_t seen[CUT_KIND_COUNT] = { 0 };
    for (unsigned i = 0; i < RANDOM_TREES; i++) {
        struct tree *t = random_test_tree(7000, i);
        rng_seed(&r, 27000 + i);
        /* a root window around the value, below it, above it or wide */
        int32_t a = (int32_t)rng_range(&r, 0, 44) - 22, b = a + 1 + (int32_t)rng_range(&r, 0, 12);
        if (rng_range(&r, 0, 4) == 0)
            a = -AB_INF;
        if (rng_range(&r, 0, 4) == 0)
            b = AB_INF;
        uint8_t *f1 = entered_by(t, ALG_F1, -AB_INF, AB_INF);
        uint8_t *f2 = entered_by(t, ALG_F2, -AB_INF, AB_INF);
        uint8_t *f2s = entered_by(t, ALG_F2_SOFT, -AB_INF, AB_INF);
        uint8_t *w = entered_by(t, ALG_F2, a, b);
        uint8_t *ws = entered_by(t, ALG_F2_SOFT, a, b);
        uint8_t *f1b = entered_by(t, ALG_F1, -AB_INF, b);
        for (node_id n = 0; n < t->count; n++) {
            /* the visited sets nest ... */
            ck_assert(!w[n] || f2[n]);
            ck_assert(!f2[n] || f1[n]);
            ck_assert(!f1b[n] || f1[n]);
            /* ... and fail-soft visits exactly what fail-hard visits */
            ck_assert_int_eq(f2s[n], f2[n]);
            ck_assert_int_eq(ws[n], w[n]);
        }
        /* the reference the program builds is the same sets */
        struct cutref ref;
        ck_assert_int_eq(cutref_build(t, NULL, &ref), 0);
        for (node_id n = 0; n < t->count; n++)
            ck_assert_int_eq(cutref_level(&ref, n), f2[n] ? REF_F2 : f1[n] ? REF_F1 : REF_NONE);
        cutref_free(&ref);
        /* built for one search, only what judging its cutoffs needs: none
         * for F, F1's marks alone for F1 and for F2 with the full window
         * (the records below judge with these) */
        struct search_options of = search_defaults(ALG_F), o1 = search_defaults(ALG_F1);
        struct search_options o2 = search_defaults(ALG_F2_ITERATIVE);
        ck_assert_int_eq(cutref_build(t, &of, &ref), 0);
        ck_assert(!cutref_built(&ref));
        cutref_free(&ref);
        for (int k = 0; k < 2; k++) {
            ck_assert_int_eq(cutref_build(t, k ? &o2 : &o1, &ref), 0);
            for (node_id n = 0; n < t->count; n++)
                ck_assert_int_eq(cutref_level(&ref, n), f1[n] ? REF_F1 : REF_NONE);
            cutref_free(&ref);
        }

        size_t counts[CUT_KIND_COUNT];
        static const enum algorithm algs[] = { ALG_F2, ALG_F2_SOFT, ALG_AB_MINIMAX,
                                               ALG_F2_ITERATIVE, ALG_F2_LIST };
        for (size_t k = 0; k < sizeof algs / sizeof algs[0]; k++) {
            struct trace *tr = record(t, algs[k], a, b);
            check_trace_kinds(tr, w, f2, f1, counts);
            for (int kind = 0; kind < CUT_KIND_COUNT; kind++)
                seen[kind] += counts[kind];
            if (k == 0)
                check_state_counts(tr);
            trace_free(tr);
            /* with the full window there is nothing but deep and shallow */
            tr = record(t, algs[k], -AB_INF, AB_INF);
            check_trace_kinds(tr, f2, f2, f1, counts);
            ck_assert_uint_eq(counts[CUT_WINDOW] + counts[CUT_NULL_WINDOW], 0);
            trace_free(tr);
        }
        /* F1's cutoffs are all shallow, and window ones under a bound */
        struct trace *tr = record(t, ALG_F1, -AB_INF, AB_INF);
        check_trace_kinds(tr, f1, f2, f1, counts);
        ck_assert_uint_eq(counts[CUT_DEEP] + counts[CUT_WINDOW], 0);
        trace_free(tr);
        tr = record(t, ALG_F1, -AB_INF, b);
        check_trace_kinds(tr, f1b, f2, f1, counts);
        ck_assert_uint_eq(counts[CUT_DEEP], 0);
        trace_free(tr);
        /* PVS and MTD(f): what a narrower window prunes is the null
         * window's doing, never a root window's (there is none) */
        for (enum algorithm alg = ALG_PVS; alg <= ALG_MTDF; alg++) {
            tr = record(t, alg, -AB_INF, AB_INF);
            check_trace_kinds(tr, NULL, f2, f1, counts);
            ck_assert_uint_eq(counts[CUT_WINDOW], 0);
            seen[CUT_NULL_WINDOW] += counts[CUT_NULL_WINDOW];
            trace_free(tr);
        }
        free(f1);
        free(f2);
        free(f2s);
        free(w);
        free(ws);
        free(f1b);
        tree_free(t);
    }
    /* the sample has every kind, many times */
    ck_assert_uint_gt(seen[CUT_SHALLOW], 1000);
    ck_assert_uint_gt(seen[CUT_DEEP], 1000);
    ck_assert_uint_gt(seen[CUT_WINDOW], 1000);
    ck_assert_uint_gt(seen[CUT_NULL_WINDOW], 1000);
}
END_TEST

/* The paths of the pruned branches of one kind, in order, space separated. */
static void branches_of(const struct trace *tr, enum cut_kind kind, char *out, size_t cap)
{
    size_t len = 0;
    out[0] = '\0';
    for (size_t i = 0; i < tr->len; i++) {
        struct event e_buf;
        const struct event *e = trace_event_at(tr, i, &e_buf);
        if (e->type != EV_CUTOFF)
            continue;
        node_id c = e->c;
        for (int32_t k = 0; k < e->b; k++) {
            if (trace_branch_kind(tr, e, c) == kind) {
                char p[32];
                tree_path(tr->tree, c, p, sizeof p);
                len += (size_t)snprintf(out + len, cap - len, "%s%s", len ? " " : "", p);
            }
            if (k + 1 < e->b)
                c = tree_next_sibling(tr->tree, c);
        }
    }
}

START_TEST(test_pi_tree)
{
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    struct trace *tr = record(t, ALG_F2, -AB_INF, AB_INF);
    char deep[200];
    ck_assert_uint_eq(tr->result.branches_by_kind[CUT_SHALLOW], 13);
    ck_assert_uint_eq(tr->result.branches_by_kind[CUT_DEEP], 5);
    ck_assert_uint_eq(tr->result.events_by_kind[CUT_DEEP], 3);
    branches_of(tr, CUT_DEEP, deep, sizeof deep);
    ck_assert_str_eq(deep, "2.1.1.3 3.1.1.2 3.1.1.3 3.2.1.2 3.2.1.3");
    trace_free(tr);
    /* F1 prunes 13, all shallow */
    tr = record(t, ALG_F1, -AB_INF, AB_INF);
    ck_assert_uint_eq(tr->result.branches_by_kind[CUT_SHALLOW], 13);
    ck_assert_uint_eq(tr->result.cut_branches, 13);
    trace_free(tr);
    /* PVS and MTD(f) have no root window: no window cutoffs */
    for (enum algorithm alg = ALG_PVS; alg <= ALG_MTDF; alg++) {
        tr = record(t, alg, -AB_INF, AB_INF);
        ck_assert_uint_eq(tr->result.branches_by_kind[CUT_WINDOW], 0);
        ck_assert_uint_gt(tr->result.branches_by_kind[CUT_NULL_WINDOW], 0);
        trace_free(tr);
    }
    /* the paper's F2(p, 0, 4) cuts the -4 at depth 3 off by its window */
    tr = record(t, ALG_F2, 0, 4);
    branches_of(tr, CUT_WINDOW, deep, sizeof deep);
    ck_assert_str_eq(deep, "3.1.3");
    trace_free(tr);
    tree_free(t);
}
END_TEST

START_TEST(test_local_rule_is_not_the_kind)
{
    /* A local rule calls the cut at 2.1.2 shallow, yet F1 visits every
     * leaf of this tree: both cuts are deep. */
    struct tree *t = parse_ok("@values negamax\n( -5 ( ( (3 1) (2 9) ) ) )");
    struct trace *tr = record(t, ALG_F2, -AB_INF, AB_INF);
    char deep[100];
    branches_of(tr, CUT_DEEP, deep, sizeof deep);
    ck_assert_str_eq(deep, "2.1.1.2 2.1.2.2");
    ck_assert_uint_eq(tr->result.cut_branches, 2);
    trace_free(tr);
    tr = record(t, ALG_F1, -AB_INF, AB_INF);
    ck_assert_uint_eq(tr->result.leaves, t->leaves);
    trace_free(tr);
    tree_free(t);
}
END_TEST

START_TEST(test_one_cutoff_two_kinds)
{
    /* F2 stops at 2.1.2 after its first child where F1 would stop after
     * the second: branch 2 is deep, branch 3 shallow; the event is deep */
    struct tree *t = parse_ok("@values negamax\n( -5 ( ( -3 (4 1 7) ) ) )");
    struct trace *tr = record(t, ALG_F2, -AB_INF, AB_INF);
    char paths[100];
    branches_of(tr, CUT_DEEP, paths, sizeof paths);
    ck_assert_str_eq(paths, "2.1.2.2");
    branches_of(tr, CUT_SHALLOW, paths, sizeof paths);
    ck_assert_str_eq(paths, "2.1.2.3");
    ck_assert_uint_eq(tr->result.cut_events, 1);
    ck_assert_uint_eq(tr->result.events_by_kind[CUT_DEEP], 1);
    ck_assert_uint_eq(tr->result.events_by_kind[CUT_SHALLOW], 0);
    ck_assert_uint_eq(tr->result.events_with_kind[CUT_DEEP], 1);
    ck_assert_uint_eq(tr->result.events_with_kind[CUT_SHALLOW], 1);
    check_state_counts(tr);
    /* the step's words name both */
    struct step_state *s = step_state_new(tr);
    ck_assert_ptr_nonnull(s);
    size_t cut = 0;
    while (trace_event_type(tr, cut) != EV_CUTOFF)
        cut++;
    step_state_seek(s, cut + 1);
    char what[1024];
    describe_event(what, sizeof what, tr, &tr->ev[cut], &s->path[s->depth - 1], VIEW_NEGAMAX);
    ck_assert_msg(strstr(what, "2 pruned from 2.1.2.2 (1 deep, 1 shallow)") != NULL, "%s", what);
    /* and where its bound came from: the root's m, which F1 does not see */
    ck_assert_msg(strstr(what, "(1 deep, 1 shallow); beta comes from the root, 3 levels up (its "
                               "m = 5): F1, whose bound comes only from the parent, would "
                               "enter 2.1.2.2") != NULL, "%s", what);
    describe_event(what, sizeof what, tr, &tr->ev[cut], &s->path[s->depth - 1], VIEW_MINIMAX);
    ck_assert_msg(strstr(what, "alpha comes from the root, 3 levels up (its m = 5)") != NULL, "%s",
                  what);
    ck_assert_int_eq(step_state_cut_kind(s, tree_find_path(t, "2.1.2.3")), CUT_SHALLOW);
    ck_assert_int_eq(step_state_cut_kind(s, tree_find_path(t, "2.1.2.2")), CUT_DEEP);
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

START_TEST(test_window_cutoff_words)
{
    /* the paper's example: F2(p, 0, 4) on the pi tree cuts off the -4 at
     * 3.1.3; the sentence says the root's window set beta */
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    struct trace *tr = record(t, ALG_F2, 0, 4);
    struct step_state *s = step_state_new(tr);
    ck_assert_ptr_nonnull(s);
    node_id w = tree_find_path(t, "3.1.3");
    size_t cut = 0;
    while (!(trace_event_type(tr, cut) == EV_CUTOFF && trace_event(tr, cut).c == w))
        cut++;
    step_state_seek(s, cut + 1);
    char what[1024];
    describe_event(what, sizeof what, tr, &tr->ev[cut], &s->path[s->depth - 1], VIEW_NEGAMAX);
    ck_assert_msg(strstr(what, "(window); beta comes from the root's window (0, 4): with the full "
                               "window the search would enter 3.1.3") != NULL, "%s", what);
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

START_TEST(test_kind_count_text)
{
    char buf[120];
    ck_assert_str_eq(trace_kind_count(buf, sizeof buf, CUT_DEEP, 5, 3),
                     "5 branches cut off by deep cutoffs (3 cutoffs)");
    ck_assert_str_eq(trace_kind_count(buf, sizeof buf, CUT_SHALLOW, 1, 1),
                     "1 branch cut off by shallow cutoffs (1 cutoff)");
}
END_TEST

static Suite *cutref_suite(void)
{
    Suite *s = suite_create("cutref");
    TCase *paper = tcase_create("paper");
    tcase_add_test(paper, test_pi_tree);
    tcase_add_test(paper, test_local_rule_is_not_the_kind);
    tcase_add_test(paper, test_one_cutoff_two_kinds);
    tcase_add_test(paper, test_window_cutoff_words);
    tcase_add_test(paper, test_kind_count_text);
    suite_add_tcase(s, paper);
    TCase *random = tcase_create("random");
    tcase_set_timeout(random, 600);
    tcase_add_test(random, test_random_kinds);
    tcase_add_test(random, test_reference_is_f1_entered);
    suite_add_tcase(s, random);
    return s;
}

int main(void)
{
    return run_suite(cutref_suite());
}
