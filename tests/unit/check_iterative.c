/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_iterative.c: the paper's iterative procedure run literally, its
 * arrays compared cell by cell with what the stepper shows at every step;
 * and the listings of the paper's forms. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "render/words/iterative.h"
#include "render/words/listing.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "testutil.h"
#include "tree/gen.h"

/* The arrays at one point of the procedure. */
struct snap {
    long l;
    int32_t *a;         /* a[-2..L+1], offset by 2 */
    node_id *r;         /* r[0..L+1] */
    enum event_type type;
};

struct run {
    struct snap *snaps;
    size_t count;
    size_t height;
};

static void take(struct run *run, enum event_type type, long l, const int32_t *a,
                 const node_id *r)
{
    struct snap *s = &run->snaps[run->count++];
    s->l = l;
    s->type = type;
    s->a = malloc((run->height + 4) * sizeof *s->a);
    s->r = malloc((run->height + 2) * sizeof *s->r);
    memcpy(s->a, a, (run->height + 4) * sizeof *s->a);
    memcpy(s->r, r, (run->height + 2) * sizeof *s->r);
}

/* alphabeta(p) as printed, the gotos kept as a state machine, with a
 * snapshot where the recorded search has an event. */
static void alphabeta(const struct tree *t, struct run *run)
{
    size_t L = t->height;
    int32_t *store = malloc((L + 4) * sizeof *store), *a = store + 2;
    node_id *r = malloc((L + 2) * sizeof *r);
    for (size_t i = 0; i < L + 4; i++)
        store[i] = 12345;       /* garbage the procedure never reads */
    long l = 0;
    a[-2] = a[-1] = -AB_INF;
    r[0] = 0;
    enum { F2, RESUME, DONE, LOOP, END } go = F2;
    while (go != END) {
        switch (go) {
        case F2:
            /* generate(r[l]); r[l+1] := first(r[l]) */
            r[l + 1] = tree_nchild(t, r[l]) ? tree_first_child(t, r[l]) : AB_NO_NODE;
            if (r[l + 1] == AB_NO_NODE) {
                a[l] = t->value[r[l]];
                take(run, EV_LEAF, l, store, r);
                go = DONE;
            } else {
                a[l] = a[l - 2];
                take(run, EV_ENTER, l, store, r);
                go = LOOP;
            }
            break;
        case LOOP:
            l = l + 1;
            go = F2;
            break;
        case RESUME:
            if (-a[l + 1] > a[l]) {
                a[l] = -a[l + 1];
                take(run, EV_CHILD, l, store, r);
                if (a[l + 1] <= a[l - 1]) {
                    /* the recorded search calls it a cutoff only when
                     * moves remain */
                    if (tree_next_sibling(t, r[l + 1]) < r[l] + t->size[r[l]])
                        take(run, EV_CUTOFF, l, store, r);
                    go = DONE;
                    break;
                }
            } else {
                take(run, EV_CHILD, l, store, r);
            }
            /* r[l+1] := next(r[l+1]) */
            r[l + 1] = tree_next_sibling(t, r[l + 1]) < r[l] + t->size[r[l]]
                           ? tree_next_sibling(t, r[l + 1]) : AB_NO_NODE;
            go = r[l + 1] != AB_NO_NODE ? LOOP : DONE;
            break;
        case DONE: {
            bool interior = tree_nchild(t, r[l]) > 0;
            l = l - 1;
            /* an interior position returns: the recorded EXIT */
            if (interior)
                take(run, EV_EXIT, l, store, r);
            go = l >= 0 ? RESUME : END;
            break;
        }
        default:
            go = END;
        }
    }
    free(store);
    free(r);
}

static void check_tree(const struct tree *t)
{
    struct run run = { .height = t->height };
    run.snaps = calloc(4 * t->count + 8, sizeof *run.snaps);
    alphabeta(t, &run);
    struct search_options o = search_defaults(ALG_F2_ITERATIVE);
    struct trace *tr = trace_record(t, &o);
    ck_assert_ptr_nonnull(tr);
    ck_assert_uint_eq(tr->len, run.count);
    struct step_state *s = step_state_new(tr);
    for (size_t i = 0; i < run.count; i++) {
        const struct snap *want = &run.snaps[i];
        step_state_forward(s);
        ck_assert_int_eq(step_state_current_event(s)->type, want->type);
        long l = iterative_level(s);
        ck_assert_int_eq(l, want->l);
        for (long k = -2; k <= l + 1; k++) {
            int32_t v;
            bool set = iterative_a(s, k, &v);
            /* every cell up to a[l] is the procedure's; a[l+1] too once a
             * move has returned */
            if (k <= l || (want->type != EV_ENTER && want->type != EV_LEAF)) {
                ck_assert_msg(set, "step %zu: a[%ld] not shown", i + 1, k);
                ck_assert_int_eq(v, want->a[k + 2]);
            }
        }
        for (long k = 0; k <= l + 1; k++)
            ck_assert_uint_eq(iterative_r(s, k), want->r[k]);
    }
    /* alphabeta := a[0] */
    int32_t v;
    ck_assert_int_eq(iterative_level(s), tree_nchild(t, 0) ? -1 : 0);
    ck_assert(iterative_a(s, 0, &v));
    ck_assert_int_eq(v, tr->result.value);
    for (size_t i = 0; i < run.count; i++) {
        free(run.snaps[i].a);
        free(run.snaps[i].r);
    }
    free(run.snaps);
    step_state_free(s);
    trace_free(tr);
}

START_TEST(test_cells_pi)
{
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    check_tree(t);
    tree_free(t);
}
END_TEST

START_TEST(test_cells_random)
{
    struct diag err;
    for (unsigned i = 0; i < 1000; i++) {
        struct tree *t = gen_random_irregular(1 + i % 5, 1 + i % 6, 4000 + i, -9, 9, &err);
        ck_assert_ptr_nonnull(t);
        check_tree(t);
        tree_free(t);
    }
}
END_TEST

START_TEST(test_roles)
{
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    struct search_options o = search_defaults(ALG_F2_ITERATIVE);
    struct trace *tr = trace_record(t, &o);
    struct step_state *s = step_state_new(tr);
    /* the first leaf: level 4, a[4] its value */
    while (step_state_forward(s) && step_state_current_event(s)->type != EV_LEAF)
        ;
    ck_assert_int_eq(iterative_level(s), 4);
    ck_assert_str_eq(iterative_role(s, 2), "alpha");
    ck_assert_str_eq(iterative_role(s, 3), "-beta");
    ck_assert_str_eq(iterative_role(s, 4), "f(p)");
    ck_assert_ptr_null(iterative_role(s, 1));
    ck_assert_uint_eq(iterative_r(s, 5), AB_NO_NODE);
    step_state_forward(s);
    ck_assert_int_eq(iterative_level(s), 3);
    ck_assert_str_eq(iterative_role(s, 3), "m");
    ck_assert_str_eq(iterative_role(s, 4), "-t");
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

/* The line an event of alg points at. */
static const char *line_in(enum algorithm alg, enum value_view view, const struct event *e,
                           uint32_t depth)
{
    struct listing l = listing_of(alg, view);
    size_t i = listing_line(alg, view, e, false, depth);
    ck_assert_uint_lt(i, l.count);
    return l.lines[i];
}

/* The line an event points at contains text. */
#define HAS(alg, view, ev, depth, text)                                                   \
    ck_assert_msg(strstr(line_in(alg, view, ev, depth), text), "%s", line_in(alg, view, ev, depth))

START_TEST(test_listings)
{
    struct event leaf = { .type = EV_LEAF }, enter = { .type = EV_ENTER },
                 cut = { .type = EV_CUTOFF }, exit_ = { .type = EV_EXIT },
                 better = { .type = EV_CHILD, .kind = 1 }, worse = { .type = EV_CHILD };
    /* the iterative form as printed */
    ck_assert_str_eq(listing_of(ALG_F2_ITERATIVE, VIEW_NEGAMAX).lines[1],
                     "  l := 0; a[-2] := a[-1] := -inf; r[0] := p");
    HAS(ALG_F2_ITERATIVE, VIEW_NEGAMAX, &leaf, 3, "a[l] := f(r[l])");
    HAS(ALG_F2_ITERATIVE, VIEW_NEGAMAX, &enter, 1, "a[l] := a[l-2]");
    HAS(ALG_F2_ITERATIVE, VIEW_NEGAMAX, &worse, 1, "resume: if -a[l+1] > a[l]");
    HAS(ALG_F2_ITERATIVE, VIEW_NEGAMAX, &better, 1, "a[l] := -a[l+1]");
    HAS(ALG_F2_ITERATIVE, VIEW_NEGAMAX, &cut, 1, "a[l+1] <= a[l-1] then goto done");
    HAS(ALG_F2_ITERATIVE, VIEW_NEGAMAX, &exit_, 2, "done: l := l-1");
    HAS(ALG_F2_ITERATIVE, VIEW_NEGAMAX, &exit_, 0, "alphabeta := a[0]");
    /* no variable t in it */
    struct listing it = listing_of(ALG_F2_ITERATIVE, VIEW_MINIMAX);
    for (size_t i = 0; i < it.count; i++)
        ck_assert_ptr_null(strstr(it.lines[i], "t :="));
    /* the list-structure form */
    HAS(ALG_F2_LIST, VIEW_NEGAMAX, &cut, 1, "while q <> NULL and m < beta");
    HAS(ALG_F2_LIST, VIEW_NEGAMAX, &leaf, 1, "if q = NULL then F2 := f(p)");
    /* the minimax form: G2's terminal line at Min's positions */
    HAS(ALG_AB_MINIMAX, VIEW_MINIMAX, &leaf, 1, "G2 := g(p)");
    HAS(ALG_AB_MINIMAX, VIEW_MINIMAX, &leaf, 2, "F2 := f(p)");
    HAS(ALG_AB_MINIMAX, VIEW_MINIMAX, &cut, 1, "m <= alpha");
    /* one convention per screen: the minimax view lists the minimax form
     * of F, F1 and F2 (ab-minimax too), the negamax view the paper's F2 */
    HAS(ALG_F2, VIEW_MINIMAX, &leaf, 1, "G2 := g(p)");
    HAS(ALG_AB_MINIMAX, VIEW_NEGAMAX, &leaf, 1, "if d = 0 then F2 := f(p)");
    HAS(ALG_F1, VIEW_MINIMAX, &cut, 1, "if m <= bound then goto done");
    HAS(ALG_F, VIEW_MINIMAX, &worse, 1, "if t < m then m := t");
    HAS(ALG_F2_SOFT, VIEW_MINIMAX, &enter, 1, "m := +inf");
    ck_assert_int_eq(listing_view(ALG_F2_ITERATIVE, VIEW_MINIMAX), VIEW_NEGAMAX);
    ck_assert_int_eq(listing_view(ALG_PVS, VIEW_MINIMAX), VIEW_NEGAMAX);
    ck_assert_int_eq(listing_view(ALG_F2, VIEW_MINIMAX), VIEW_MINIMAX);
    ck_assert_int_eq(listing_of(ALG_AB_MINIMAX, VIEW_MINIMAX).half, 8);
    /* the widths the code pane takes */
    for (int a = 0; a < ALG_COUNT; a++) {
        for (int v = 0; v < 2; v++) {
            struct listing l = listing_of((enum algorithm)a, (enum value_view)v);
            for (size_t i = 0; i < l.count; i++)
                ck_assert_uint_le(strlen(l.lines[i]), listing_width((enum algorithm)a));
        }
    }
}
END_TEST

static Suite *iterative_suite(void)
{
    Suite *s = suite_create("iterative");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_cells_pi);
    tcase_add_test(tc, test_cells_random);
    tcase_add_test(tc, test_roles);
    tcase_add_test(tc, test_listings);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(iterative_suite());
}
