/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_search.c: F, F1 and F2 against the paper and against plain
 * recursive versions on thousands of random trees; the rules around them
 * (McCarthy's bounds, futility, searching again, the transposition table,
 * the minimax form). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "search/search.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "testutil.h"
#include "tree/gen.h"
#include "tree/parse.h"

/* The final state of a recorded search. */
struct finished {
    struct trace *tr;
    struct step_state *s;
};

static struct finished run_to_end(const struct tree *t, enum algorithm alg, int32_t alpha,
                                  int32_t beta)
{
    struct search_options o = search_defaults(alg);
    o.alpha = alpha;
    o.beta = beta;
    struct finished f;
    f.tr = trace_record(t, &o);
    ck_assert_ptr_nonnull(f.tr);
    f.s = step_state_new(f.tr);
    ck_assert_ptr_nonnull(f.s);
    step_state_seek(f.s, f.tr->len);
    return f;
}

static void finished_free(struct finished *f)
{
    step_state_free(f->s);
    trace_free(f->tr);
}

/* The values at one depth, left to right, "." where not visited, with
 * "-0" at odd depths as the paper writes it. */
static void values_at_depth(const struct tree *t, const struct step_state *s, uint32_t depth,
                            char *out, size_t cap)
{
    size_t len = 0;
    out[0] = '\0';
    for (node_id n = 0; n < t->count; n++) {
        if (tree_depth(t, n) != depth)
            continue;
        char v[16];
        if (s->status[n] == NODE_DONE)
            snprintf(v, sizeof v, "%s%d", (depth & 1) && step_state_value(s, n) == 0 ? "-" : "",
                     (int)step_state_value(s, n));
        else
            snprintf(v, sizeof v, ".");
        len += (size_t)snprintf(out + len, cap - len, "%s%s", len ? " " : "", v);
    }
}

/* The leaf row of the paper's figures: digits of visited leaves, blanks
 * elsewhere, trailing blanks dropped. */
static void leaf_row(const struct tree *t, const struct step_state *s, char *out)
{
    size_t len = 0;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n))
            out[len++] = s->status[n] == NODE_DONE ? (char)('0' + t->value[n]) : ' ';
    while (len > 0 && out[len - 1] == ' ')
        len--;
    out[len] = '\0';
}

START_TEST(test_pi_f)
{
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    struct finished f = run_to_end(t, ALG_F, -AB_INF, AB_INF);
    char buf[512];
    ck_assert_int_eq(f.tr->result.value, 2);
    ck_assert_uint_eq(f.tr->result.leaves, 81);
    values_at_depth(t, f.s, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "-2 -2 -1");
    values_at_depth(t, f.s, 2, buf, sizeof buf);
    ck_assert_str_eq(buf, "2 7 4 2 3 3 4 1 8");
    values_at_depth(t, f.s, 3, buf, sizeof buf);
    ck_assert_str_eq(buf, "-1 -1 -2 -3 -7 -2 -4 -2 -3 -2 -0 -2 -1 -1 -3 -3 -0 -2 -0 -4 -4 -0 "
                          "-1 -0 -2 -0 -8");
    finished_free(&f);
    tree_free(t);
}
END_TEST

START_TEST(test_pi_f1)
{
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    struct finished f = run_to_end(t, ALG_F1, -AB_INF, AB_INF);
    char buf[512];
    ck_assert_int_eq(f.tr->result.value, 2);
    ck_assert_uint_eq(f.tr->result.leaves, 36);
    leaf_row(t, f.s, buf);
    ck_assert_str_eq(buf, "3141  265358      846      3279502                    0974944  230781640");
    values_at_depth(t, f.s, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "-2 -2 -1");
    values_at_depth(t, f.s, 2, buf, sizeof buf);
    ck_assert_str_eq(buf, "2 3 4 2 . . 4 1 .");
    /* node 1.2 shows 3 as a lower bound; its true value is 7 */
    node_id n = tree_find_path(t, "1.2");
    int32_t *truth = malloc(t->count * sizeof *truth);
    search_true_values(t, truth);
    ck_assert_int_eq(step_state_value(f.s, n), 3);
    ck_assert_int_eq(step_state_kind(f.s, n), BOUND_LOWER);
    ck_assert_int_eq(truth[n], 7);
    /* every cutoff of F1 is shallow: 13 branches */
    ck_assert_uint_eq(f.s->cut_branches[CUT_SHALLOW], 13);
    ck_assert_uint_eq(f.s->cut_branches[CUT_DEEP], 0);
    ck_assert_uint_eq(f.s->cut_branches[CUT_WINDOW], 0);
    free(truth);
    finished_free(&f);
    tree_free(t);
}
END_TEST

START_TEST(test_pi_f2)
{
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    struct finished f = run_to_end(t, ALG_F2, -AB_INF, AB_INF);
    char buf[512];
    ck_assert_int_eq(f.tr->result.value, 2);
    ck_assert_uint_eq(f.tr->result.leaves, 31);
    leaf_row(t, f.s, buf);
    ck_assert_str_eq(buf, "3141  265358      846      32 9502                    0  4944  2  781640");
    ck_assert_uint_eq(f.s->cut_branches[CUT_DEEP], 5);
    ck_assert_uint_eq(f.s->cut_branches[CUT_SHALLOW], 13);
    ck_assert_uint_eq(f.s->cut_branches[CUT_WINDOW], 0);
    /* doc/paper.md section 3: what F2 as printed really returns */
    values_at_depth(t, f.s, 1, buf, sizeof buf);
    ck_assert_str_eq(buf, "-2 -2 -2");
    values_at_depth(t, f.s, 2, buf, sizeof buf);
    ck_assert_str_eq(buf, "2 2 2 2 . . 4 2 .");
    finished_free(&f);

    f = run_to_end(t, ALG_F2_SOFT, -AB_INF, AB_INF);
    ck_assert_uint_eq(f.tr->result.leaves, 31);
    values_at_depth(t, f.s, 2, buf, sizeof buf);
    ck_assert_str_eq(buf, "2 3 4 2 . . 4 2 .");
    finished_free(&f);
    tree_free(t);
}
END_TEST

START_TEST(test_pi_f2_same_as_f1_to_depth_3)
{
    /* F2 examines the same positions as F1 down to depth 3 */
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    struct finished a = run_to_end(t, ALG_F1, -AB_INF, AB_INF);
    struct finished b = run_to_end(t, ALG_F2, -AB_INF, AB_INF);
    for (node_id n = 0; n < t->count; n++)
        if (tree_depth(t, n) <= 3)
            ck_assert_int_eq(a.s->status[n] == NODE_DONE, b.s->status[n] == NODE_DONE);
    finished_free(&a);
    finished_free(&b);
    tree_free(t);
}
END_TEST

START_TEST(test_pi_window)
{
    /* F2(p, 0, 4) cuts off the -4 at depth 3 (3.1.3) by a window cutoff */
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    struct finished f = run_to_end(t, ALG_F2, 0, 4);
    node_id n = tree_find_path(t, "3.1.3");
    ck_assert_int_eq(f.s->status[n], NODE_CUT);
    size_t cut = step_state_pruned_by(f.s, n);
    ck_assert_uint_ne(cut, SIZE_MAX);
    ck_assert_int_eq(trace_event(f.tr, cut).kind, CUT_WINDOW);
    ck_assert_uint_eq(f.s->cut_branches[CUT_WINDOW], 1);
    ck_assert_int_eq(f.tr->result.value, 2);
    /* and everything below it is pruned too */
    ck_assert_uint_eq(step_state_pruned_by(f.s, tree_find_path(t, "3.1.3.2")), cut);
    finished_free(&f);
    tree_free(t);
}
END_TEST

START_TEST(test_aima)
{
    struct tree *t = load_shipped("aima-fig5-2.tree");
    struct finished f = run_to_end(t, ALG_F2, -AB_INF, AB_INF);
    ck_assert_int_eq(f.tr->result.value, 3);
    ck_assert_int_eq(f.s->status[tree_find_path(t, "2.2")], NODE_CUT);
    ck_assert_int_eq(f.s->status[tree_find_path(t, "2.3")], NODE_CUT);
    ck_assert_uint_eq(f.tr->result.leaves, 7);
    ck_assert_uint_eq(tree_find_label(t, "C"), tree_find_path(t, "2"));
    finished_free(&f);
    tree_free(t);
}
END_TEST

START_TEST(test_deep_cutoff_tree)
{
    struct tree *t = load_shipped("deep-cutoff.tree");
    struct finished a = run_to_end(t, ALG_F1, -AB_INF, AB_INF);
    struct finished b = run_to_end(t, ALG_F2, -AB_INF, AB_INF);
    node_id nine = tree_find_path(t, "2.1.1.2");
    ck_assert_int_eq(a.s->status[nine], NODE_DONE);
    ck_assert_int_eq(b.s->status[nine], NODE_CUT);
    ck_assert_int_eq(trace_event(b.tr, step_state_pruned_by(b.s, nine)).kind, CUT_DEEP);
    ck_assert_uint_eq(b.s->cut_branches[CUT_DEEP], 1);
    finished_free(&a);
    finished_free(&b);
    tree_free(t);
}
END_TEST

START_TEST(test_single_leaf)
{
    struct tree *t = parse_ok("7");
    for (int a = 0; a < ALG_COUNT; a++) {
        struct finished f = run_to_end(t, (enum algorithm)a, -AB_INF, AB_INF);
        ck_assert_int_eq(f.tr->result.value, 7);
        /* MTD(f) searches the lone leaf once per bound it moves */
        if (a != ALG_MTDF)
            ck_assert_uint_eq(f.tr->len, 1);
        finished_free(&f);
    }
    tree_free(t);
}
END_TEST

/* A random tree for the property tests, of shape and values chosen by i. */
static struct tree *random_tree(unsigned i)
{
    struct rng r;
    rng_seed(&r, 1000 + i);
    unsigned b = (unsigned)rng_range(&r, 1, 5);
    unsigned d = (unsigned)rng_range(&r, 1, b <= 2 ? 8 : 5);
    int32_t span = (int32_t)rng_range(&r, 0, 3) == 0 ? 2 : 20;
    int32_t lo = -(int32_t)rng_range(&r, 0, span), hi = lo + (int32_t)rng_range(&r, 0, 2 * span);
    struct diag err;
    struct tree *t = (i & 1) ? gen_random_irregular(b, d, i, lo, hi, &err)
                             : gen_random(b, d, i, lo, hi, &err);
    ck_assert_ptr_nonnull(t);
    return t;
}

enum { RANDOM_TREES = 3000 };

START_TEST(test_random_agree)
{
    size_t odd_leaves = 0, even_leaves = 0;
    for (unsigned i = 0; i < RANDOM_TREES; i++) {
        struct tree *t = random_tree(i);
        for (node_id n = 0; n < t->count; n++)
            if (tree_is_leaf(t, n)) {
                if (tree_depth(t, n) & 1)
                    odd_leaves++;
                else
                    even_leaves++;
            }
        struct naive_count c0 = { 0 }, c1 = { 0 }, c2 = { 0 }, c3 = { 0 };
        int32_t v = naive_f(t, 0, &c0);
        struct search_result f = quick_search(t, ALG_F, -AB_INF, AB_INF);
        struct search_result f1 = quick_search(t, ALG_F1, -AB_INF, AB_INF);
        struct search_result f2 = quick_search(t, ALG_F2, -AB_INF, AB_INF);
        struct search_result fs = quick_search(t, ALG_F2_SOFT, -AB_INF, AB_INF);
        ck_assert_int_eq(f.value, v);
        ck_assert_int_eq(f1.value, v);
        ck_assert_int_eq(f2.value, v);
        ck_assert_int_eq(fs.value, v);
        ck_assert_uint_eq(f.leaves, t->leaves);
        ck_assert_int_eq(naive_f1(t, 0, AB_INF, &c1), v);
        ck_assert_int_eq(naive_f2(t, 0, -AB_INF, AB_INF, false, &c2), v);
        ck_assert_int_eq(naive_f2(t, 0, -AB_INF, AB_INF, true, &c3), v);
        ck_assert_uint_eq(f1.leaves, c1.leaves);
        ck_assert_uint_eq(f2.leaves, c2.leaves);
        ck_assert_uint_eq(fs.leaves, c3.leaves);
        ck_assert_uint_le(f2.leaves, f1.leaves);
        tree_free(t);
    }
    /* the sample really has leaves at odd and even depths */
    ck_assert_uint_gt(odd_leaves, 1000);
    ck_assert_uint_gt(even_leaves, 1000);
}
END_TEST

/* Leaves visited, as a bitmap over nodes. */
static uint8_t *visited_leaves(const struct tree *t, enum algorithm alg, int32_t a, int32_t b)
{
    struct naive_count c = { 0 };
    c.order = malloc(t->leaves * sizeof *c.order);
    if (alg == ALG_F1)
        naive_f1(t, 0, b, &c);
    else
        naive_f2(t, 0, a, b, alg == ALG_F2_SOFT, &c);
    uint8_t *seen = calloc(t->count, 1);
    for (size_t i = 0; i < c.leaves; i++)
        seen[c.order[i]] = 1;
    free(c.order);
    return seen;
}

START_TEST(test_random_leaf_sets)
{
    for (unsigned i = 0; i < RANDOM_TREES; i++) {
        struct tree *t = random_tree(i);
        struct finished e1 = run_to_end(t, ALG_F1, -AB_INF, AB_INF);
        struct finished e2 = run_to_end(t, ALG_F2, -AB_INF, AB_INF);
        struct finished es = run_to_end(t, ALG_F2_SOFT, -AB_INF, AB_INF);
        uint8_t *n1 = visited_leaves(t, ALG_F1, -AB_INF, AB_INF);
        uint8_t *n2 = visited_leaves(t, ALG_F2, -AB_INF, AB_INF);
        for (node_id n = 0; n < t->count; n++) {
            if (!tree_is_leaf(t, n))
                continue;
            bool v1 = e1.s->status[n] == NODE_DONE, v2 = e2.s->status[n] == NODE_DONE;
            /* the engine visits exactly what the plain procedures visit */
            ck_assert_int_eq(v1, n1[n]);
            ck_assert_int_eq(v2, n2[n]);
            /* fail-soft and fail-hard visit the same leaves */
            ck_assert_int_eq(v2, es.s->status[n] == NODE_DONE);
            /* F2 never visits a leaf F1 skips */
            ck_assert(!v2 || v1);
        }
        /* F1 makes shallow cutoffs only; F2's extra pruning is deep */
        ck_assert_uint_eq(e1.s->cut_events[CUT_DEEP] + e1.s->cut_events[CUT_WINDOW], 0);
        ck_assert_uint_eq(e2.s->cut_events[CUT_WINDOW], 0);
        free(n1);
        free(n2);
        finished_free(&e1);
        finished_free(&e2);
        finished_free(&es);
        tree_free(t);
    }
}
END_TEST

START_TEST(test_random_contracts)
{
    /* Every returned value keeps its procedure's contract, node by node,
     * including under narrow root windows. */
    struct rng r;
    rng_seed(&r, 77);
    for (unsigned i = 0; i < RANDOM_TREES; i++) {
        struct tree *t = random_tree(i);
        int32_t *truth = malloc(t->count * sizeof *truth);
        search_true_values(t, truth);
        int32_t a = (int32_t)rng_range(&r, -25, 25);
        int32_t b = a + (int32_t)rng_range(&r, 1, 20);
        for (int alg = ALG_F1; alg < ALG_COUNT; alg++) {
            int32_t wa = alg == ALG_F1 ? -AB_INF : a, wb = alg == ALG_F1 ? AB_INF : b;
            struct finished f = run_to_end(t, (enum algorithm)alg, wa, wb);
            /* a position searched again keeps what its last search gave */
            uint8_t *seen = calloc(t->count, 1);
            for (size_t k = f.tr->len; k-- > 0;) {
                struct event e_buf;
                const struct event *e = trace_event_at(f.tr, k, &e_buf);
                if ((e->type != EV_ENTER && e->type != EV_LEAF) || seen[e->node])
                    continue;
                node_id n = e->node;
                seen[n] = 1;
                int32_t v = step_state_value(f.s, n), tv = truth[n];
                /* MTD(f) and PVS search again: a later search may prune
                 * what an earlier one saw */
                if ((alg == ALG_MTDF || alg == ALG_PVS) && f.s->status[n] != NODE_DONE)
                    continue;
                ck_assert_int_eq(f.s->status[n], NODE_DONE);
                switch (step_state_kind(f.s, n)) {
                case BOUND_EXACT:
                    ck_assert_int_eq(v, tv);
                    break;
                case BOUND_LOWER:
                    ck_assert_int_ge(tv, v);
                    ck_assert_int_ge(v, e->b);
                    break;
                case BOUND_UPPER:
                    ck_assert_int_le(tv, v);
                    ck_assert_int_le(v, e->a);
                    break;
                }
                if (e->type == EV_ENTER && e->a < tv && tv < e->b)
                    ck_assert_int_eq(v, tv);
            }
            if (alg != ALG_F1) {
                int32_t root = f.tr->result.value;
                if (truth[0] <= a)
                    ck_assert_int_le(root, a);
                else if (truth[0] >= b)
                    ck_assert_int_ge(root, b);
                else
                    ck_assert_int_eq(root, truth[0]);
            }
            free(seen);
            finished_free(&f);
        }
        free(truth);
        tree_free(t);
    }
}
END_TEST

START_TEST(test_no_sink_counts)
{
    /* without a sink the search counts the same */
    for (unsigned i = 0; i < 500; i++) {
        struct tree *t = random_tree(i);
        for (int alg = 0; alg < ALG_COUNT; alg++) {
            struct search_result q = quick_search(t, (enum algorithm)alg, -AB_INF, AB_INF);
            struct finished f = run_to_end(t, (enum algorithm)alg, -AB_INF, AB_INF);
            ck_assert_int_eq(q.value, f.tr->result.value);
            ck_assert_uint_eq(q.leaves, f.s->leaves);
            ck_assert_uint_eq(q.interior, f.s->interior);
            size_t ev = 0, br = 0;
            for (int k = 0; k < CUT_KIND_COUNT; k++) {
                ev += f.s->cut_events[k];
                br += f.s->cut_branches[k];
            }
            ck_assert_uint_eq(q.cut_events, ev);
            ck_assert_uint_eq(q.cut_branches, br);
            finished_free(&f);
        }
        tree_free(t);
    }
}
END_TEST

/* Counts the events it is given, by type. */
static void count_types(void *ctx, const struct event *e)
{
    size_t *by_type = ctx;
    by_type[e->type]++;
}

START_TEST(test_events_and_skipped_types)
{
    /* a sink gets only the types it does not skip, and the search counts
     * every event either way: the length of the recorded trace */
    for (unsigned i = 0; i < 300; i++) {
        struct tree *t = random_tree(i);
        for (int alg = 0; alg < ALG_COUNT; alg++) {
            struct search_options o = search_defaults((enum algorithm)alg);
            struct search_result all_r, some_r;
            size_t all[EV_TYPE_COUNT] = { 0 }, some[EV_TYPE_COUNT] = { 0 };
            struct search_sink all_s = { .event = count_types, .ctx = all };
            unsigned skip = 1u << EV_CHILD | 1u << (i % EV_TYPE_COUNT);
            struct search_sink some_s = { .event = count_types, .ctx = some, .skip = skip };
            ck_assert_int_eq(search_run(t, &o, &all_s, &all_r), 0);
            ck_assert_int_eq(search_run(t, &o, &some_s, &some_r), 0);
            size_t total = 0;
            for (int k = 0; k < EV_TYPE_COUNT; k++) {
                ck_assert_uint_eq(some[k], (skip >> k & 1u) ? 0 : all[k]);
                total += all[k];
            }
            ck_assert_uint_eq(all_r.events, total);
            ck_assert_uint_eq(some_r.events, total);
            ck_assert_uint_eq(quick_search(t, (enum algorithm)alg, -AB_INF, AB_INF).events,
                              total);
            struct trace *tr = trace_record(t, &o);
            ck_assert_ptr_nonnull(tr);
            ck_assert_uint_eq(tr->len, total);
            trace_free(tr);
        }
        tree_free(t);
    }
}
END_TEST

/* Does nothing with an event: a sink, so that the search walks the tree. */
static void ignore_event(void *ctx, const struct event *e)
{
    (void)ctx;
    (void)e;
}

START_TEST(test_f_without_sink_from_true_values)
{
    /* F without a sink answers from the tree's values and shape: the same
     * result, count for count, as the walk with a sink (a lone leaf too) */
    struct diag err;
    for (unsigned i = 0; i < 301; i++) {
        struct tree *t = i < 300 ? random_tree(i) : tree_parse("7", 1, "leaf", &err);
        ck_assert_ptr_nonnull(t);
        struct search_options o = search_defaults(ALG_F);
        struct search_sink walk = { .event = ignore_event, .skip = ~0u };
        struct search_result with, without;
        ck_assert_int_eq(search_run(t, &o, &walk, &with), 0);
        ck_assert_int_eq(search_run(t, &o, NULL, &without), 0);
        ck_assert_int_eq(without.value, with.value);
        ck_assert_uint_eq(without.leaves, with.leaves);
        ck_assert_uint_eq(without.interior, with.interior);
        ck_assert_uint_eq(without.events, with.events);
        ck_assert_uint_eq(without.passes, with.passes);
        ck_assert_uint_eq(without.cut_events, 0);
        ck_assert_uint_eq(with.cut_events, 0);
        tree_free(t);
    }
}
END_TEST

START_TEST(test_true_values)
{
    struct tree *t = parse_ok("((3 (5 (2 8)) 4) 7 ((1 6) (9 (0 2))))");
    int32_t *truth = malloc(t->count * sizeof *truth);
    search_true_values(t, truth);
    struct naive_count c = { 0 };
    for (node_id n = 0; n < t->count; n++)
        ck_assert_int_eq(truth[n], naive_f(t, n, &c));
    ck_assert_int_eq(truth[0], 7);
    free(truth);
    tree_free(t);
}
END_TEST

START_TEST(test_names)
{
    ck_assert_int_eq(algorithm_from_option("f"), ALG_F);
    ck_assert_int_eq(algorithm_from_option("F1"), ALG_F1);
    ck_assert_int_eq(algorithm_from_option("f2"), ALG_F2);
    ck_assert_int_eq(algorithm_from_option("f3"), ALG_COUNT);
    ck_assert_str_eq(cut_kind_name(CUT_DEEP), "deep");
    ck_assert_str_eq(bound_kind_name(BOUND_UPPER), "upper");
    ck_assert_str_eq(algorithm_info(ALG_F2_SOFT)->name, "F2");
}
END_TEST

/* Gives every third interior position sound McCarthy estimates (Max's
 * view): lo <= F(p) <= hi, some of them tight. */
static void add_sound_bounds(struct tree *t, unsigned seed)
{
    int32_t *truth = malloc(t->count * sizeof *truth);
    search_true_values(t, truth);
    struct annotation *notes = calloc(t->count, sizeof *notes);
    size_t k = 0;
    for (node_id n = 0; n < t->count; n++) {
        if (tree_is_leaf(t, n) || (n + seed) % 3 != 0)
            continue;
        int32_t max_view = tree_to_view(t, n, truth[n], VIEW_MINIMAX);
        notes[k] = (struct annotation){ .node = n, .has = ANN_HI | ANN_LO, .p = 1,
                                        .hi = max_view + (int32_t)((n + seed) % 4),
                                        .lo = max_view - (int32_t)((n * 7 + seed) % 3) };
        k++;
    }
    free(t->notes);
    t->notes = notes;
    t->nnotes = k;
    free(truth);
}

/* McCarthy's rules at equality: an optimistic estimate equal to alpha
 * returns alpha (3.2, entered with (6, 8), hi=6), a pessimistic one equal
 * to beta returns beta (1.2, entered with (-inf, 6), lo=6): the rules are
 * hi <= alpha and lo >= beta, not strict (trees/estimates.tree with the
 * estimates moved). */
START_TEST(test_mccarthy_at_equality)
{
    static const char hi[] = "@values minimax\n"
        "A: ( B: ( (5 6) {eval=5}  (7 9) {eval=8 capture} ) {eval=5 lo=4 hi=6}\n"
        "     C: ( (1 9) {eval=2}  (0 3) {eval=1} ) {eval=1 lo=0 hi=3}\n"
        "     D: ( (7 8) {eval=4}  (2 4) {eval=3 hi=6} ) {eval=3}\n"
        "     E: ( (9 2) {eval=6 capture}  (8 7) {eval=7} ) {eval=-4} )\n";
    static const char lo[] = "@values minimax\n"
        "A: ( B: ( (5 6) {eval=5}  (7 9) {eval=8 capture lo=6} ) {eval=5 lo=4 hi=6}\n"
        "     C: ( (1 9) {eval=2}  (0 3) {eval=1} ) {eval=1 lo=0 hi=3}\n"
        "     D: ( (7 8) {eval=4}  (2 4) {eval=3 hi=6} ) {eval=3}\n"
        "     E: ( (9 2) {eval=6 capture}  (8 7) {eval=7} ) {eval=-4} )\n";
    static const struct { const char *text; size_t leaves, events, branches; } cases[] = {
        { hi, 9, 2, 4 },    /* strict: 11 leaves, 1 cutoff of 2 branches */
        { lo, 8, 3, 6 },    /* strict: 9 leaves, 2 of 4 */
    };
    for (size_t i = 0; i < 2; i++) {
        struct tree *t = parse_ok(cases[i].text);
        struct search_options o = search_defaults(ALG_F2);
        o.mccarthy = true;
        struct search_result r;
        ck_assert_int_eq(search_run(t, &o, NULL, &r), 0);
        ck_assert_uint_eq(r.leaves, cases[i].leaves);
        ck_assert_uint_eq(r.events_by_kind[CUT_BOUND], cases[i].events);
        ck_assert_uint_eq(r.branches_by_kind[CUT_BOUND], cases[i].branches);
        tree_free(t);
    }
}
END_TEST

START_TEST(test_mccarthy_with_sound_bounds_is_exact)
{
    struct diag err;
    size_t fewer = 0;
    for (unsigned i = 0; i < 1000; i++) {
        struct tree *t = gen_random_irregular(2 + i % 4, 2 + i % 5, 9000 + i, -30, 30, &err);
        t->written = VIEW_MINIMAX;
        add_sound_bounds(t, i);
        int32_t want = true_root(t);
        for (int soft = 0; soft < 2; soft++) {
            struct search_options o = search_defaults(soft ? ALG_F2_SOFT : ALG_F2);
            struct search_result plain, with;
            search_run(t, &o, NULL, &plain);
            o.mccarthy = true;
            search_run(t, &o, NULL, &with);
            ck_assert_int_eq(with.value, want);
            ck_assert_uint_le(with.leaves, plain.leaves);
            fewer += with.leaves < plain.leaves;
        }
        /* the same search recorded and stepped back to the start and again */
        struct search_options o = search_defaults(ALG_F2);
        o.mccarthy = true;
        struct trace *tr = trace_record(t, &o);
        struct step_state *s = step_state_new(tr);
        step_state_seek(s, tr->len);
        size_t bound_cuts = s->cut_events[CUT_BOUND];
        ck_assert_int_eq(step_state_value(s, 0), want);
        step_state_seek(s, 0);
        ck_assert_uint_eq(s->cut_events[CUT_BOUND], 0);
        ck_assert_uint_eq(s->depth, 0);
        step_state_seek(s, tr->len);
        ck_assert_uint_eq(s->cut_events[CUT_BOUND], bound_cuts);
        step_state_free(s);
        trace_free(tr);
        tree_free(t);
    }
    ck_assert_uint_gt(fewer, 100);
}
END_TEST

START_TEST(test_futility_is_a_heuristic)
{
    /* D looks bad to its evaluation (-4) but is worth 7: futility pruning
     * skips it and gets the value wrong */
    struct tree *two = parse_ok("@values minimax\n((5 6) {eval=3} (1 9) {eval=0} (7 8) {eval=-4})");
    struct search_options o = search_defaults(ALG_F2);
    struct search_result exact, wide, narrow;
    search_run(two, &o, NULL, &exact);
    ck_assert_int_eq(exact.value, 7);
    o.futility = true;
    o.horizon = 2;
    o.futility_margin = 1000;   /* nothing is that far off */
    search_run(two, &o, NULL, &wide);
    ck_assert_int_eq(wide.value, exact.value);
    ck_assert_uint_eq(wide.leaves, exact.leaves);
    o.futility_margin = 0;
    search_run(two, &o, NULL, &narrow);
    ck_assert_uint_lt(narrow.leaves, exact.leaves);
    ck_assert_int_eq(narrow.value, 5);
    struct trace *tr = trace_record(two, &o);
    struct step_state *s = step_state_new(tr);
    step_state_seek(s, tr->len);
    ck_assert_uint_eq(s->cut_events[CUT_FUTILITY], 2);
    ck_assert_uint_eq(s->status[tree_find_path(two, "3.1")], NODE_CUT);
    /* a capture is never futile */
    struct tree *cap = parse_ok("@values minimax\n((5 6) {eval=3} (1 9) {eval=0} (7 8) {eval=-4 capture})");
    search_run(cap, &o, NULL, &narrow);
    ck_assert_int_eq(narrow.value, 7);
    ck_assert_str_eq(cut_kind_name(CUT_FUTILITY), "futility");
    step_state_free(s);
    trace_free(tr);
    tree_free(cap);
    tree_free(two);
}
END_TEST

/* The minimax, iterative and list-structure forms are the same search:
 * the same leaves, cutoffs, value. */
START_TEST(test_minimax_form_is_f2)
{
    struct diag err;
    for (unsigned i = 0; i < 1000; i++) {
        struct tree *t = gen_random_irregular(1 + i % 5, 1 + i % 6, 700 + i, -20, 20, &err);
        struct search_result a = quick_search(t, ALG_F2, -AB_INF, AB_INF);
        static const enum algorithm forms[] = { ALG_AB_MINIMAX, ALG_F2_ITERATIVE,
                                                ALG_F2_LIST };
        for (size_t form = 0; form < sizeof forms / sizeof forms[0]; form++) {
            struct search_result b = quick_search(t, forms[form], -AB_INF, AB_INF);
            ck_assert_int_eq(a.value, b.value);
            ck_assert_uint_eq(a.leaves, b.leaves);
            ck_assert_uint_eq(a.cut_branches, b.cut_branches);
        }
        tree_free(t);
    }
    ck_assert_uint_eq(algorithm_from_option("ab-minimax"), ALG_AB_MINIMAX);
    ck_assert_uint_eq(algorithm_view(ALG_AB_MINIMAX, VIEW_NEGAMAX), VIEW_MINIMAX);
}
END_TEST

/* Beyond the paper, and searching again: exact whenever the method is. */
START_TEST(test_searching_again_is_exact)
{
    struct diag err;
    struct rng r;
    rng_seed(&r, 4242);
    for (unsigned i = 0; i < 1000; i++) {
        struct tree *t = gen_random_irregular(1 + i % 5, 1 + i % 6, 300 + i, -20, 20, &err);
        int32_t want = true_root(t);
        struct search_options o = search_defaults(ALG_PVS);
        struct search_result res;
        search_run(t, &o, NULL, &res);
        ck_assert_int_eq(res.value, want);
        o = search_defaults(ALG_MTDF);
        o.guess = (int32_t)rng_range(&r, -25, 25);
        search_run(t, &o, NULL, &res);
        ck_assert_int_eq(res.value, want);
        ck_assert_uint_ge(res.passes, 1);
        for (int variant = 0; variant < 4; variant++) {
            o = search_defaults(variant & 1 ? ALG_F2_SOFT : ALG_F2);
            o.alpha = (int32_t)rng_range(&r, -25, 20);
            o.beta = o.alpha + (int32_t)rng_range(&r, 1, 10);
            o.research = true;
            o.research_widened = variant & 2;
            struct trace *tr = trace_record(t, &o);
            ck_assert_ptr_nonnull(tr);
            ck_assert_int_eq(tr->result.value, want);
            bool inside = o.alpha < want && want < o.beta;
            ck_assert_uint_eq(tr->result.passes, inside ? 1 : 2);
            if (!inside) {
                /* the second window: (-inf, v) or (v, +inf) as printed,
                 * one wider in the engines' variant, v what the first
                 * search returned */
                size_t k = 0;
                while (trace_event_type(tr, k) != EV_RESEARCH)
                    k++;
                int32_t v = trace_event(tr, k - 1).a, wide = o.research_widened ? 1 : 0;
                ck_assert_int_eq(trace_event_type(tr, k - 1), EV_EXIT);
                if (v <= o.alpha) {
                    ck_assert_int_eq(trace_event(tr, k).a, -AB_INF);
                    ck_assert_int_eq(trace_event(tr, k).b, v + wide);
                } else {
                    ck_assert_int_ge(v, o.beta);
                    ck_assert_int_eq(trace_event(tr, k).a, v - wide);
                    ck_assert_int_eq(trace_event(tr, k).b, AB_INF);
                }
            }
            trace_free(tr);
        }
        tree_free(t);
    }
}
END_TEST

/* A step back over a search again costs a replay, and gives the same
 * state as coming forward. */
START_TEST(test_stepping_over_searches_again)
{
    struct diag err;
    const enum algorithm algs[] = { ALG_PVS, ALG_MTDF, ALG_F2 };
    for (unsigned i = 0; i < 60; i++) {
        struct tree *t = gen_random_irregular(2 + i % 3, 2 + i % 4, 11 + i, -9, 9, &err);
        struct search_options o = search_defaults(algs[i % 3]);
        if (o.alg == ALG_F2) {
            o.alpha = 5;
            o.beta = 7;
            o.research = true;
        }
        struct trace *tr = trace_record(t, &o);
        struct step_state *fwd = step_state_new(tr), *back = step_state_new(tr);
        step_state_seek(back, tr->len);
        for (size_t k = tr->len; k-- > 0;) {
            step_state_backward(back);
            /* fwd comes forward from the start */
            step_state_free(fwd);
            fwd = step_state_new(tr);
            step_state_seek(fwd, k);
            ck_assert_uint_eq(back->step, fwd->step);
            ck_assert_mem_eq(back->status, fwd->status, t->count);
            ck_assert_uint_eq(back->depth, fwd->depth);
            ck_assert_uint_eq(back->leaves, fwd->leaves);
            for (size_t d = 0; d < fwd->depth; d++) {
                ck_assert_uint_eq(back->path[d].node, fwd->path[d].node);
                ck_assert_int_eq(back->path[d].m, fwd->path[d].m);
                ck_assert_uint_eq(back->path[d].child, fwd->path[d].child);
            }
        }
        step_state_free(fwd);
        step_state_free(back);
        trace_free(tr);
        tree_free(t);
    }
}
END_TEST

/* The table never changes a value; on transpositions it saves leaves. */
START_TEST(test_transposition_table)
{
    struct tree *t = load_shipped("transpositions.tree");
    ck_assert_ptr_nonnull(t->same);
    node_id p = tree_find_path(t, "1.1"), copy = tree_find_path(t, "3.1");
    ck_assert_uint_eq(tree_position(t, copy), p);
    ck_assert_uint_eq(tree_position(t, p), p);
    ck_assert_uint_eq(t->size[copy], t->size[p]);
    int32_t want = true_root(t);
    const enum algorithm algs[] = { ALG_F2, ALG_F2_SOFT, ALG_PVS, ALG_MTDF, ALG_AB_MINIMAX };
    for (size_t i = 0; i < sizeof algs / sizeof algs[0]; i++) {
        struct search_options o = search_defaults(algs[i]);
        struct search_result plain, with;
        search_run(t, &o, NULL, &plain);
        o.tt = true;
        search_run(t, &o, NULL, &with);
        ck_assert_int_eq(with.value, want);
        ck_assert_uint_lt(with.leaves, plain.leaves);
        ck_assert_uint_gt(with.tt_hits, 0);
    }
    tree_free(t);
    /* random trees: re-searches and MTD(f)'s passes meet the same positions */
    struct diag err;
    for (unsigned i = 0; i < 500; i++) {
        struct tree *r = gen_random_irregular(1 + i % 5, 1 + i % 6, 60 + i, -15, 15, &err);
        int32_t w = true_root(r);
        for (int a = 0; a < 3; a++) {
            struct search_options o = search_defaults(a == 0 ? ALG_MTDF : a == 1 ? ALG_PVS
                                                                              : ALG_F2);
            o.tt = true;
            if (a == 2) {
                o.alpha = (int32_t)(i % 7) - 3;
                o.beta = o.alpha + 2;
                o.research = true;
            }
            struct search_result res;
            search_run(r, &o, NULL, &res);
            ck_assert_int_eq(res.value, w);
        }
        tree_free(r);
    }
}
END_TEST

START_TEST(test_transposition_errors)
{
    struct diag err;
    const char *bad[][2] = {
        { "( A: (1 2) =B )", "no position labelled 'B'" },
        { "( (A: (1 2)) =A )", "other player to move" },
        { "( A: (1 =A) )", "refers to a position that contains it" },
        { "( (1 2) = )", "expected a label after '='" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct tree *t = tree_parse(bad[i][0], strlen(bad[i][0]), "x", &err);
        ck_assert_ptr_null(t);
        ck_assert_msg(strstr(err.message, bad[i][1]) != NULL, "%s: %s", bad[i][0], err.message);
    }
    struct tree *ok = parse_ok("((3 A: 2) (1 =A))");
    ck_assert_uint_eq(ok->count, 7);
    ck_assert_uint_eq(tree_position(ok, 6), 3);
    tree_free(ok);
}
END_TEST

/* A comparison's second search keeps the first one's rules, and its
 * window only where the algorithm takes one. */
START_TEST(test_options_like)
{
    struct search_options o = search_defaults(ALG_F2);
    o.alpha = 0;
    o.beta = 4;
    o.mccarthy = o.futility = o.tt = o.research = o.research_widened = true;
    o.futility_margin = 3;
    o.horizon = 2;
    o.guess = 7;
    struct search_options f1 = search_options_like(ALG_F1, &o);
    ck_assert_int_eq(f1.alg, ALG_F1);
    ck_assert_int_eq(f1.alpha, -AB_INF);
    ck_assert_int_eq(f1.beta, AB_INF);
    ck_assert(f1.mccarthy && f1.futility && f1.tt && f1.research && f1.research_widened);
    ck_assert_int_eq(f1.futility_margin, 3);
    ck_assert_int_eq(f1.horizon, 2);
    ck_assert_int_eq(f1.guess, 7);
    struct search_options soft = search_options_like(ALG_F2_SOFT, &o);
    ck_assert_int_eq(soft.alpha, 0);
    ck_assert_int_eq(soft.beta, 4);
}
END_TEST

static Suite *search_suite(void)
{
    Suite *s = suite_create("search");
    TCase *paper = tcase_create("paper");
    tcase_add_test(paper, test_pi_f);
    tcase_add_test(paper, test_pi_f1);
    tcase_add_test(paper, test_pi_f2);
    tcase_add_test(paper, test_pi_f2_same_as_f1_to_depth_3);
    tcase_add_test(paper, test_pi_window);
    tcase_add_test(paper, test_aima);
    tcase_add_test(paper, test_deep_cutoff_tree);
    tcase_add_test(paper, test_single_leaf);
    tcase_add_test(paper, test_true_values);
    tcase_add_test(paper, test_names);
    suite_add_tcase(s, paper);
    TCase *random = tcase_create("random");
    tcase_set_timeout(random, 600);
    tcase_add_test(random, test_random_agree);
    tcase_add_test(random, test_events_and_skipped_types);
    tcase_add_test(random, test_random_leaf_sets);
    tcase_add_test(random, test_random_contracts);
    tcase_add_test(random, test_no_sink_counts);
    suite_add_tcase(s, random);
    /* the rules around the paper: McCarthy, futility, searching again,
     * transpositions, the minimax form */
    TCase *rules = tcase_create("rules");
    tcase_set_timeout(rules, 120);
    tcase_add_test(rules, test_mccarthy_with_sound_bounds_is_exact);
    tcase_add_test(rules, test_mccarthy_at_equality);
    tcase_add_test(rules, test_futility_is_a_heuristic);
    tcase_add_test(rules, test_minimax_form_is_f2);
    tcase_add_test(rules, test_searching_again_is_exact);
    tcase_add_test(rules, test_stepping_over_searches_again);
    tcase_add_test(rules, test_transposition_table);
    tcase_add_test(rules, test_transposition_errors);
    tcase_add_test(rules, test_options_like);
    tcase_add_test(rules, test_f_without_sink_from_true_values);
    suite_add_tcase(s, rules);
    return s;
}

int main(void)
{
    return run_suite(search_suite());
}
