/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_trace.c: recording, stepping forward and backward, seeking. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/words/format.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "testutil.h"
#include "tree/gen.h"

/* Everything a step shows, folded into one number. */
static uint64_t fingerprint(const struct step_state *s)
{
    uint64_t h = 1469598103934665603u;
#define MIX(x) (h = (h ^ (uint64_t)(x)) * 1099511628211u)
    for (node_id n = 0; n < s->tree->count; n++) {
        MIX(s->status[n]);
        if (s->status[n] == NODE_DONE) {
            MIX(step_state_kind(s, n));
            MIX((uint32_t)step_state_value(s, n));
        } else if (s->status[n] == NODE_CUT) {
            MIX((uint32_t)step_state_value(s, n));
        }
    }
    MIX(s->depth);
    for (size_t i = 0; i < s->depth; i++) {
        const struct path_frame *f = &s->path[i];
        MIX(f->node);
        MIX((uint32_t)f->alpha);
        MIX((uint32_t)f->beta);
        MIX((uint32_t)f->m);
        MIX(f->examined);
        MIX(f->child);
    }
    MIX(s->leaves);
    MIX(s->interior);
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        MIX(s->cut_events[k]);
        MIX(s->cut_branches[k]);
        MIX(s->cut_with[k]);
    }
    if (s->ranges)
        for (node_id n = 0; n < s->tree->count; n++) {
            int32_t lo, hi;
            step_state_range(s, n, VIEW_NEGAMAX, &lo, &hi);
            MIX((uint32_t)lo);
            MIX((uint32_t)hi);
        }
#undef MIX
    return h;
}

static void check_round_trip_with(const struct tree *t, const struct search_options *opts);

static void check_round_trip(const struct tree *t, enum algorithm alg)
{
    struct search_options o = search_defaults(alg);
    check_round_trip_with(t, &o);
}

static void check_round_trip_with(const struct tree *t, const struct search_options *opts)
{
    struct search_options o = *opts;
    struct trace *tr = trace_record(t, &o);
    ck_assert_ptr_nonnull(tr);
    struct step_state *s = step_state_new(tr);
    ck_assert(step_state_track_ranges(s));
    uint64_t *seen = malloc((tr->len + 1) * sizeof *seen);
    seen[0] = fingerprint(s);
    while (step_state_forward(s))
        seen[s->step] = fingerprint(s);
    ck_assert_uint_eq(s->step, tr->len);
    ck_assert_uint_eq(s->depth, 0);
    ck_assert_uint_eq(s->leaves, tr->result.leaves);
    ck_assert_uint_eq(s->interior, tr->result.interior);
    ck_assert(!step_state_forward(s));
    /* backward through every step gives back the same pictures */
    while (step_state_backward(s))
        ck_assert_uint_eq(fingerprint(s), seen[s->step]);
    ck_assert_uint_eq(s->step, 0);
    ck_assert(!step_state_backward(s));
    /* jumps land on the same pictures too */
    size_t jumps[] = { tr->len / 2, 1, tr->len, tr->len / 3, 0, tr->len - 1 };
    for (size_t i = 0; i < sizeof jumps / sizeof jumps[0]; i++) {
        step_state_seek(s, jumps[i]);
        ck_assert_uint_eq(fingerprint(s), seen[jumps[i]]);
    }
    step_state_seek(s, tr->len + 10);
    ck_assert_uint_eq(s->step, tr->len);
    free(seen);
    step_state_free(s);
    trace_free(tr);
}

START_TEST(test_round_trip_pi)
{
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    for (int a = 0; a < ALG_COUNT; a++)
        check_round_trip(t, (enum algorithm)a);
    tree_free(t);
}
END_TEST

START_TEST(test_round_trip_random)
{
    struct diag err;
    for (unsigned i = 0; i < 300; i++) {
        struct tree *t = gen_random_irregular(1 + i % 5, 1 + i % 6, i, -9, 9, &err);
        ck_assert_ptr_nonnull(t);
        for (int a = 0; a < ALG_COUNT; a++)
            check_round_trip(t, (enum algorithm)a);
        tree_free(t);
    }
}
END_TEST

/* Searches again (aspiration windows, PVS, MTD(f), with and without a
 * table) step back by checkpoints, not by replaying from step 0, to the
 * very same states, however often one goes back and forth over them. */
START_TEST(test_research_checkpoints)
{
    struct diag err;
    for (unsigned i = 0; i < 200; i++) {
        struct tree *t = gen_random_irregular(2 + i % 4, 2 + i % 5, 1000 + i, -9, 9, &err);
        ck_assert_ptr_nonnull(t);
        struct search_options cases[5] = {
            search_defaults(ALG_F2), search_defaults(ALG_PVS), search_defaults(ALG_MTDF),
            search_defaults(ALG_MTDF), search_defaults(ALG_PVS),
        };
        cases[0].alpha = -1;
        cases[0].beta = 1;
        cases[0].research = true;
        cases[2].guess = (int32_t)(i % 7) - 3;
        cases[3].tt = true;
        cases[4].tt = true;
        for (int k = 0; k < 5; k++) {
            check_round_trip_with(t, &cases[k]);
            struct trace *tr = trace_record(t, &cases[k]);
            ck_assert_ptr_nonnull(tr);
            size_t researches = 0;
            for (size_t e = 0; e < tr->len; e++)
                researches += trace_event_type(tr, e) == EV_RESEARCH;
            struct step_state *s = step_state_new(tr);
            step_state_seek(s, tr->len);
            ck_assert_uint_eq(s->ncheckpoints, researches);
            /* back over each search again and forth: one step each way */
            for (size_t e = tr->len; e-- > 0;) {
                if (trace_event_type(tr, e) != EV_RESEARCH)
                    continue;
                step_state_seek(s, e + 1);
                uint64_t after = fingerprint(s);
                ck_assert(step_state_backward(s));
                ck_assert_uint_eq(s->step, e);
                uint64_t before = fingerprint(s);
                ck_assert(step_state_forward(s));
                ck_assert_uint_eq(fingerprint(s), after);
                ck_assert(step_state_backward(s));
                ck_assert_uint_eq(fingerprint(s), before);
            }
            for (size_t c = 0; c < s->ncheckpoints; c++)
                ck_assert(!s->checkpoints[c].lost);
            step_state_free(s);
            trace_free(tr);
        }
        tree_free(t);
    }
}
END_TEST

START_TEST(test_events_of_a_small_search)
{
    /* ((3 5) 2): F2 enters the root and its first child, evaluates 3 and 5,
     * returns 3, then 2 cuts nothing (no children left). */
    struct tree *t = parse_ok("@values negamax\n((3 5) 2)");
    struct search_options o = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &o);
    const enum event_type expect[] = { EV_ENTER, EV_ENTER, EV_LEAF, EV_CHILD, EV_LEAF,
                                       EV_CHILD, EV_EXIT, EV_CHILD, EV_LEAF, EV_CHILD,
                                       EV_EXIT };
    ck_assert_uint_eq(tr->len, sizeof expect / sizeof expect[0]);
    for (size_t i = 0; i < tr->len; i++)
        ck_assert_int_eq(trace_event_type(tr, i), expect[i]);
    /* the root's window, the child's window (-inf, +inf), then 5 arrives
     * when m = -3: the leaf is called with (-inf, 3) */
    ck_assert_int_eq(trace_event(tr, 4).a, -AB_INF);
    ck_assert_int_eq(trace_event(tr, 4).b, 3);
    /* exit records its enter event */
    ck_assert_uint_eq(trace_event(tr, 6).c, 1);
    ck_assert_uint_eq(trace_event(tr, 10).c, 0);
    /* root value: max(-max(-3,-5), -2) = max(3, -2) = 3 */
    ck_assert_int_eq(tr->result.value, 3);

    struct step_state *s = step_state_new(tr);
    ck_assert_ptr_null(step_state_current_event(s));
    ck_assert_uint_eq(step_state_current_node(s), 0);
    step_state_seek(s, 3);
    ck_assert_uint_eq(s->depth, 2);
    ck_assert_int_eq(s->path[1].m, -AB_INF);
    ck_assert_uint_eq(s->path[1].child, tree_find_path(t, "1.1"));
    step_state_seek(s, 4);
    ck_assert_int_eq(s->path[1].m, -3);
    ck_assert_uint_eq(s->path[1].examined, 1);
    step_state_seek(s, 7);
    ck_assert_uint_eq(s->depth, 1);
    ck_assert_int_eq(s->status[1], NODE_DONE);
    ck_assert_int_eq(step_state_value(s, 1), -3);
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

START_TEST(test_cutoff_marks_and_unmarks)
{
    struct tree *t = parse_ok("@values negamax\n(5 (-9 1 2 3))");
    struct search_options o = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &o);
    struct step_state *s = step_state_new(tr);
    size_t cut = SIZE_MAX;
    for (size_t i = 0; i < tr->len; i++)
        if (trace_event_type(tr, i) == EV_CUTOFF)
            cut = i;
    ck_assert_uint_ne(cut, SIZE_MAX);
    ck_assert_int_eq(trace_event(tr, cut).a, 1);
    ck_assert_int_eq(trace_event(tr, cut).b, 3);
    step_state_seek(s, cut + 1);
    for (uint32_t k = 1; k < 4; k++) {
        node_id c = tree_child(t, 2, k);
        ck_assert_int_eq(s->status[c], NODE_CUT);
        ck_assert_uint_eq(step_state_pruned_by(s, c), cut);
    }
    ck_assert_uint_eq(s->cut_branches[CUT_SHALLOW], 3);
    step_state_seek(s, cut);
    for (uint32_t k = 1; k < 4; k++)
        ck_assert_int_eq(s->status[tree_child(t, 2, k)], NODE_UNVISITED);
    ck_assert_uint_eq(step_state_pruned_by(s, tree_child(t, 2, 2)), SIZE_MAX);
    ck_assert_uint_eq(s->cut_branches[CUT_SHALLOW], 0);
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

START_TEST(test_deep_path)
{
    /* a path of 200000 moves: the search and the trace use no recursion */
    struct diag err;
    struct tree *t = gen_random(1, 200000, 5, -3, 3, &err);
    ck_assert_ptr_nonnull(t);
    struct search_options o = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &o);
    ck_assert_ptr_nonnull(tr);
    int32_t leaf = t->value[t->count - 1];
    ck_assert_int_eq(tr->result.value, (200000 % 2) ? -leaf : leaf);
    struct step_state *s = step_state_new(tr);
    /* 200000 calls down the path, then the leaf: the whole path is open */
    step_state_seek(s, 200001);
    ck_assert_uint_eq(s->depth, 200000);
    ck_assert_int_eq(step_state_current_event(s)->type, EV_LEAF);
    step_state_seek(s, tr->len);
    step_state_seek(s, 0);
    ck_assert_uint_eq(s->depth, 0);
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

/* The ranges at one step worked out from nothing: interval minimax over
 * the leaves seen, children before parents. */
static void ranges_from_scratch(const struct step_state *s, int32_t *lo, int32_t *hi)
{
    const struct tree *t = s->tree;
    for (size_t i = t->count; i-- > 0;) {
        node_id n = (node_id)i;
        if (tree_is_leaf(t, n)) {
            bool seen = s->status[n] == NODE_DONE;
            lo[n] = seen ? t->value[n] : -AB_INF;
            hi[n] = seen ? t->value[n] : AB_INF;
            continue;
        }
        lo[n] = hi[n] = -AB_INF;
        for (uint32_t k = 0; k < tree_nchild(t, n); k++) {
            node_id c = tree_child(t, n, k);
            if (-hi[c] > lo[n])
                lo[n] = -hi[c];
            if (-lo[c] > hi[n])
                hi[n] = -lo[c];
        }
    }
}

START_TEST(test_ranges_random)
{
    /* the bookkeeping agrees with the definition at every step, forward
     * and backward, searches again (PVS, MTD(f)) included */
    struct diag err;
    const enum algorithm algs[] = { ALG_F2, ALG_F1, ALG_PVS, ALG_MTDF, ALG_F };
    for (unsigned i = 0; i < 200; i++) {
        struct tree *t = gen_random_irregular(1 + i % 4, 1 + i % 6, 900 + i, -9, 9, &err);
        ck_assert_ptr_nonnull(t);
        int32_t *lo = malloc(t->count * sizeof *lo), *hi = malloc(t->count * sizeof *hi);
        int32_t *truth = malloc(t->count * sizeof *truth);
        search_true_values(t, truth);
        struct search_options o = search_defaults(algs[i % 5]);
        struct trace *tr = trace_record(t, &o);
        struct step_state *s = step_state_new(tr);
        /* turned on part way, it catches up */
        step_state_seek(s, tr->len / 2);
        ck_assert(step_state_track_ranges(s));
        step_state_seek(s, 0);
        do {
            ranges_from_scratch(s, lo, hi);
            for (node_id n = 0; n < t->count; n++) {
                int32_t a, b;
                step_state_range(s, n, VIEW_NEGAMAX, &a, &b);
                ck_assert_int_eq(a, lo[n]);
                ck_assert_int_eq(b, hi[n]);
                /* a range always holds the true value */
                ck_assert(a <= truth[n] && truth[n] <= b);
            }
        } while (step_state_forward(s));
        /* at the end the root's range is the root value's, when the
         * search saw enough to certify it: the leaves seen decide it */
        int32_t a, b;
        step_state_range(s, 0, VIEW_NEGAMAX, &a, &b);
        if (o.alg == ALG_F)
            ck_assert(a == b && a == tr->result.value);
        ck_assert(a <= tr->result.value && tr->result.value <= b);
        while (step_state_backward(s)) {
            ranges_from_scratch(s, lo, hi);
            for (node_id n = 0; n < t->count; n++) {
                step_state_range(s, n, VIEW_NEGAMAX, &a, &b);
                ck_assert_int_eq(a, lo[n]);
                ck_assert_int_eq(b, hi[n]);
            }
        }
        free(lo);
        free(hi);
        free(truth);
        step_state_free(s);
        trace_free(tr);
        tree_free(t);
    }
}
END_TEST

/* "B [-inf, 3]" and so on, after step k. */
static const char *range_at(struct step_state *s, size_t k, const char *label)
{
    static char buf[64];
    step_state_seek(s, k);
    node_id n = tree_find_label(s->tree, label);
    int32_t lo, hi;
    step_state_range(s, n, VIEW_MINIMAX, &lo, &hi);
    char a[16], b[16];
    snprintf(a, sizeof a, lo <= -AB_INF ? "-inf" : "%d", (int)lo);
    snprintf(b, sizeof b, hi >= AB_INF ? "+inf" : "%d", (int)hi);
    snprintf(buf, sizeof buf, "[%s, %s]", a, b);
    return buf;
}

START_TEST(test_ranges_aima)
{
    /* AIMA's figure, step by step: B [-inf, 3] after its first leaf and
     * [3, 3] when done; the root [3, +inf] after B, then [3, 14], [3, 5],
     * [3, 3] after D's leaves; C [-inf, 2] when pruned; D ends [2, 2] */
    struct tree *t = load_shipped("aima-fig5-2.tree");
    struct search_options o = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &o);
    struct step_state *s = step_state_new(tr);
    ck_assert(step_state_track_ranges(s));
    ck_assert_str_eq(range_at(s, 2, "B"), "[-inf, +inf]");
    ck_assert_str_eq(range_at(s, 3, "B"), "[-inf, 3]");
    ck_assert_str_eq(range_at(s, 5, "B"), "[-inf, 3]");
    ck_assert_str_eq(range_at(s, 7, "B"), "[3, 3]");
    ck_assert_str_eq(range_at(s, 7, "A"), "[3, +inf]");
    ck_assert_str_eq(range_at(s, 12, "C"), "[-inf, 2]");
    ck_assert_str_eq(range_at(s, 15, "C"), "[-inf, 2]");
    ck_assert_str_eq(range_at(s, 16, "A"), "[3, +inf]");
    ck_assert_str_eq(range_at(s, 18, "A"), "[3, 14]");
    ck_assert_str_eq(range_at(s, 20, "A"), "[3, 5]");
    ck_assert_str_eq(range_at(s, 22, "A"), "[3, 3]");
    ck_assert_str_eq(range_at(s, tr->len, "D"), "[2, 2]");
    ck_assert_str_eq(range_at(s, tr->len, "C"), "[-inf, 2]");
    /* and back */
    ck_assert_str_eq(range_at(s, 6, "A"), "[-inf, +inf]");
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

/* fmt_print_wrapped into a string. */
static char *wrapped(const char *text, size_t at, size_t width, const char *sep)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ck_assert_ptr_nonnull(f);
    fmt_print_wrapped(f, text, at, width, sep);
    ck_assert_int_eq(fclose(f), 0);
    return buf;
}

static void check_wrapped(const char *text, size_t at, size_t width, const char *sep,
                          const char *want)
{
    char *got = wrapped(text, at, width, sep);
    ck_assert_str_eq(got, want);
    free(got);
}

/* run --trace's long descriptions: broken at blanks (or at a list's
 * separator), the lines after the first under the first, no line past
 * the width in columns (not bytes), a piece too wide whole, nothing lost */
START_TEST(test_sparse_as_dense)
{
    /* a state that keeps only the positions the trace touches shows every
     * step as the dense one does, forward, backward and by jumps, searches
     * again (PVS, MTD(f), iterative deepening) and the table included */
    struct diag err;
    const enum algorithm algs[] = { ALG_F2, ALG_F1, ALG_PVS, ALG_MTDF, ALG_F, ALG_F2_SOFT,
                                    ALG_AB_MINIMAX };
    const size_t nalgs = sizeof algs / sizeof *algs;
    for (unsigned i = 0; i < 140; i++) {
        struct tree *t = gen_random_irregular(2 + i % 4, 2 + i % 5, 500 + i, -9, 9, &err);
        ck_assert_ptr_nonnull(t);
        struct search_options o = search_defaults(algs[i % nalgs]);
        o.tt = i % 3 == 0;
        struct trace *tr = trace_record(t, &o);
        ck_assert_ptr_nonnull(tr);
        struct step_state *dense = step_state_new_as(tr, STATE_DENSE);
        struct step_state *sparse = step_state_new_as(tr, STATE_SPARSE);
        ck_assert_ptr_nonnull(sparse);
        ck_assert_ptr_null(dense->touched);
        ck_assert_ptr_nonnull(sparse->touched);
        ck_assert_uint_le(sparse->nslots, t->count);
        if (i % 2) {
            ck_assert(step_state_track_ranges(dense));
            ck_assert(step_state_track_ranges(sparse));
        }
        do {
            ck_assert_uint_eq(fingerprint(sparse), fingerprint(dense));
            step_state_forward(sparse);
        } while (step_state_forward(dense));
        if (i % 2 == 0) {
            /* turned on at the end, it catches up */
            ck_assert(step_state_track_ranges(dense));
            ck_assert(step_state_track_ranges(sparse));
        }
        do {
            ck_assert_uint_eq(fingerprint(sparse), fingerprint(dense));
            step_state_backward(sparse);
        } while (step_state_backward(dense));
        for (size_t k = 0; k < 12; k++) {
            size_t to = (k * 7919 + i) % (tr->len + 1);
            step_state_seek(dense, to);
            step_state_seek(sparse, to);
            ck_assert_uint_eq(fingerprint(sparse), fingerprint(dense));
        }
        step_state_free(dense);
        step_state_free(sparse);
        trace_free(tr);
        tree_free(t);
    }
}
END_TEST

/* The events a search emits, as a trace records them (EXIT's c the index
 * of its ENTER): what a compact trace must give back. */
struct emitted {
    struct event *ev;
    size_t len, cap;
    uint32_t open[64];
    size_t nopen;
};

static void emit(void *ctx, const struct event *ev)
{
    struct emitted *d = ctx;
    struct event e = *ev;
    if (e.type == EV_ENTER)
        d->open[d->nopen++] = (uint32_t)d->len;
    else if (e.type == EV_EXIT)
        e.c = d->open[--d->nopen];
    if (d->len == d->cap) {
        d->cap = d->cap ? 2 * d->cap : 64;
        d->ev = realloc(d->ev, d->cap * sizeof *d->ev);
        ck_assert_ptr_nonnull(d->ev);
    }
    d->ev[d->len++] = e;
}

static void check_same_event(const struct event *a, const struct event *b)
{
    ck_assert_uint_eq(a->type, b->type);
    ck_assert_uint_eq(a->kind, b->kind);
    ck_assert_uint_eq(a->node, b->node);
    ck_assert_int_eq(a->a, b->a);
    ck_assert_int_eq(a->b, b->b);
    ck_assert_uint_eq(a->c, b->c);
}

/* Both states at the same step show the same, their current event too. */
static void check_same_state(const struct step_state *s, const struct step_state *d)
{
    ck_assert_uint_eq(s->step, d->step);
    ck_assert_uint_eq(fingerprint(s), fingerprint(d));
    const struct event *e = step_state_current_event(s), *f = step_state_current_event(d);
    ck_assert((e == NULL) == (f == NULL));
    if (e)
        check_same_event(e, f);
}

START_TEST(test_compact_as_dense)
{
    /* F's trace is compact (its events worked out from the tree) and so
     * is its state (no slots): every event is the one the search emitted,
     * and the state shows at every step, forward, backward and by jumps,
     * ranges included, what the plain dense state shows.  F1's and F2's
     * traces are kept whole, and their states as before. */
    struct diag err;
    const enum algorithm algs[] = { ALG_F, ALG_F1, ALG_F2 };
    for (unsigned i = 0; i < 100; i++) {
        /* wide ones too: a position's children over several blocks */
        struct tree *t = i % 10 == 9
                             ? gen_random_irregular(40 + i % 60, 2, 900 + i, -99, 99, &err)
                             : gen_random_irregular(1 + i % 5, 1 + i % 6, 900 + i, -9, 9, &err);
        ck_assert_ptr_nonnull(t);
        for (size_t a = 0; a < 3; a++) {
            struct search_options o = search_defaults(algs[a]);
            struct trace *tr = trace_record(t, &o);
            ck_assert_ptr_nonnull(tr);
            ck_assert(trace_is_compact(tr) == (algs[a] == ALG_F));
            struct emitted d = { 0 };
            struct search_sink sink = { .event = emit, .ctx = &d };
            struct search_result r;
            ck_assert_int_eq(search_run_judged(t, &o, cutref_built(&tr->ref) ? &tr->ref : NULL,
                                               &sink, &r), 0);
            ck_assert_uint_eq(d.len, tr->len);
            /* and the counts the search gives */
            ck_assert_int_eq(r.value, tr->result.value);
            ck_assert_uint_eq(r.leaves, tr->result.leaves);
            ck_assert_uint_eq(r.interior, tr->result.interior);
            ck_assert_uint_eq(r.events, tr->result.events);
            ck_assert_uint_eq(r.passes, tr->result.passes);
            ck_assert_uint_eq(r.cut_events, tr->result.cut_events);
            ck_assert_uint_eq(r.cut_branches, tr->result.cut_branches);
            for (size_t k = 0; k < tr->len; k++) {
                struct event e = trace_event(tr, k);
                check_same_event(&e, &d.ev[k]);
                ck_assert_uint_eq(trace_event_type(tr, k), d.ev[k].type);
            }
            free(d.ev);
            /* the state each procedure gets (F's compact) and the sparse
             * one, against the plain dense one */
            struct step_state *lean[2] = { step_state_new(tr),
                                           step_state_new_as(tr, STATE_SPARSE) };
            ck_assert_ptr_nonnull(lean[0]);
            ck_assert_ptr_nonnull(lean[1]);
            ck_assert(lean[0]->compact == (algs[a] == ALG_F));
            ck_assert(!lean[1]->compact);
            if (algs[a] != ALG_F)
                ck_assert_ptr_null(step_state_new_as(tr, STATE_COMPACT));
            for (int k = 0; k < 2; k++) {
                struct step_state *s = lean[k];
                struct step_state *dense = step_state_new_as(tr, STATE_DENSE);
                ck_assert_ptr_nonnull(dense);
                ck_assert(!dense->compact);
                if ((i + k) % 2) {
                    ck_assert(step_state_track_ranges(s));
                    ck_assert(step_state_track_ranges(dense));
                }
                do {
                    check_same_state(s, dense);
                    step_state_forward(s);
                } while (step_state_forward(dense));
                check_same_state(s, dense);
                /* turned on at the end, they catch up */
                ck_assert(step_state_track_ranges(s));
                ck_assert(step_state_track_ranges(dense));
                do {
                    check_same_state(s, dense);
                    step_state_backward(s);
                } while (step_state_backward(dense));
                check_same_state(s, dense);
                for (size_t j = 0; j < 16; j++) {
                    size_t to = (j * 7919 + i * 31) % (tr->len + 1);
                    step_state_seek(dense, to);
                    step_state_seek(s, to);
                    check_same_state(s, dense);
                    /* one step either way from a jump */
                    step_state_backward(dense);
                    step_state_backward(s);
                    check_same_state(s, dense);
                    step_state_forward(dense);
                    step_state_forward(s);
                    check_same_state(s, dense);
                }
                step_state_free(dense);
            }
            step_state_free(lean[0]);
            step_state_free(lean[1]);
            trace_free(tr);
        }
        tree_free(t);
    }
}
END_TEST

START_TEST(test_sparse_on_a_big_tree)
{
    /* F2 on a big tree touches a small part of it: the state is sparse by
     * itself; F touches all of it: dense */
    struct diag err;
    struct tree *t = gen_random(10, 5, 7, 0, 9, &err);
    ck_assert_ptr_nonnull(t);
    ck_assert_uint_ge(t->count, 100000);
    for (int f = 0; f < 2; f++) {
        struct search_options o = search_defaults(f ? ALG_F : ALG_F2);
        struct trace *tr = trace_record(t, &o);
        struct step_state *s = step_state_new(tr);
        ck_assert_ptr_nonnull(s);
        if (f) {
            /* F: compact, no slots at all */
            ck_assert(trace_is_compact(tr));
            ck_assert(s->compact);
            ck_assert_ptr_null(s->touched);
            ck_assert_ptr_null(s->value);
        } else {
            ck_assert_ptr_nonnull(s->touched);
            ck_assert_uint_lt(s->nslots, t->count / 8);
        }
        ck_assert(step_state_track_ranges(s));
        step_state_seek(s, tr->len);
        int32_t lo, hi;
        step_state_range(s, 0, VIEW_NEGAMAX, &lo, &hi);
        ck_assert_int_eq(step_state_value(s, 0), tr->result.value);
        ck_assert(lo <= tr->result.value && tr->result.value <= hi);
        step_state_free(s);
        trace_free(tr);
    }
    tree_free(t);
}
END_TEST

START_TEST(test_print_wrapped)
{
    check_wrapped("short", 4, 20, " ", "short\n");
    check_wrapped("aaa bbb ccc", 2, 10, " ", "aaa bbb\n  ccc\n");
    /* exactly the room: no break */
    check_wrapped("aaa bbb", 2, 9, " ", "aaa bbb\n");
    /* a word ending where the room ends */
    check_wrapped("aaaa bbbb cc", 0, 9, " ", "aaaa bbbb\ncc\n");
    /* a word wider than the room goes whole, on its own line */
    check_wrapped("a bbbbbbbbbbbb c", 0, 5, " ", "a\nbbbbbbbbbbbb\nc\n");
    check_wrapped("bbbbbbbbbbbb", 0, 5, " ", "bbbbbbbbbbbb\n");
    /* columns, not bytes: 8 Cyrillic letters are 16 bytes and 8 columns */
    check_wrapped("відсічено 2", 0, 11, " ", "відсічено 2\n");
    check_wrapped("відсічено 2 з 3", 0, 12, " ", "відсічено 2\nз 3\n");
    /* a list whose items hold blanks breaks between items only */
    check_wrapped("A [3, 14]  D [-inf, 14]  E [1, 2]", 3, 27, "  ",
                  "A [3, 14]  D [-inf, 14]\n   E [1, 2]\n");
    /* a window, a range or a short aside stays whole, with its word */
    check_wrapped("aaa window (-inf, +inf)", 2, 20, " ", "aaa\n  window (-inf, +inf)\n");
    check_wrapped("in on the value (beyond the paper)", 0, 30, " ",
                  "in on the\nvalue (beyond the paper)\n");
    check_wrapped("a b [3, 14] c", 0, 8, " ", "a\nb [3, 14]\nc\n");
    /* a long aside may break inside (more than 20 characters) */
    check_wrapped("x (one two three four five six)", 0, 16, " ",
                  "x (one two three\nfour five six)\n");
}
END_TEST

static Suite *trace_suite(void)
{
    Suite *s = suite_create("trace");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_round_trip_pi);
    tcase_add_test(tc, test_round_trip_random);
    tcase_add_test(tc, test_research_checkpoints);
    tcase_add_test(tc, test_events_of_a_small_search);
    tcase_add_test(tc, test_cutoff_marks_and_unmarks);
    tcase_add_test(tc, test_deep_path);
    tcase_add_test(tc, test_ranges_random);
    tcase_add_test(tc, test_ranges_aima);
    tcase_add_test(tc, test_sparse_as_dense);
    tcase_add_test(tc, test_compact_as_dense);
    tcase_add_test(tc, test_sparse_on_a_big_tree);
    tcase_add_test(tc, test_print_wrapped);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(trace_suite());
}
