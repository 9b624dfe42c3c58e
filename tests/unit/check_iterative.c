/* check_iterative.c: the paper's iterative procedure run literally, its
 * arrays compared cell by cell with what the stepper shows at every step;
 * and the listings of the paper's forms. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "iterative.h"
#include "listing.h"
#include "testutil.h"
#include "trace.h"

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
            r[l + 1] = t->nchild[r[l]] ? tree_first_child(t, r[l]) : AB_NO_NODE;
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
            bool interior = t->nchild[r[l]] > 0;
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
    struct step_state *s = state_new(tr);
    for (size_t i = 0; i < run.count; i++) {
        const struct snap *want = &run.snaps[i];
        state_forward(s);
        ck_assert_int_eq(state_current_event(s)->type, want->type);
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
    ck_assert_int_eq(iterative_level(s), t->nchild[0] ? -1 : 0);
    ck_assert(iterative_a(s, 0, &v));
    ck_assert_int_eq(v, tr->result.value);
    for (size_t i = 0; i < run.count; i++) {
        free(run.snaps[i].a);
        free(run.snaps[i].r);
    }
    free(run.snaps);
    state_free(s);
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
    struct step_state *s = state_new(tr);
    /* the first leaf: level 4, a[4] its value */
    while (state_forward(s) && state_current_event(s)->type != EV_LEAF)
        ;
    ck_assert_int_eq(iterative_level(s), 4);
    ck_assert_str_eq(iterative_role(s, 2), "alpha");
    ck_assert_str_eq(iterative_role(s, 3), "-beta");
    ck_assert_str_eq(iterative_role(s, 4), "f(p)");
    ck_assert_ptr_null(iterative_role(s, 1));
    ck_assert_uint_eq(iterative_r(s, 5), AB_NO_NODE);
    state_forward(s);
    ck_assert_int_eq(iterative_level(s), 3);
    ck_assert_str_eq(iterative_role(s, 3), "m");
    ck_assert_str_eq(iterative_role(s, 4), "-t");
    state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

/* The line an event of alg points at. */
static const char *line_of(enum algorithm alg, const struct event *e, uint32_t depth)
{
    struct listing l = listing_of(alg);
    size_t i = listing_line(alg, e, false, depth);
    ck_assert_uint_lt(i, l.count);
    return l.lines[i];
}

START_TEST(test_listings)
{
    struct event leaf = { .type = EV_LEAF }, enter = { .type = EV_ENTER },
                 cut = { .type = EV_CUTOFF }, exit_ = { .type = EV_EXIT },
                 better = { .type = EV_CHILD, .kind = 1 }, worse = { .type = EV_CHILD };
    /* the iterative form as printed */
    ck_assert_str_eq(listing_of(ALG_F2_ITERATIVE).lines[1],
                     "  l := 0; a[-2] := a[-1] := -inf; r[0] := p");
    ck_assert(strstr(line_of(ALG_F2_ITERATIVE, &leaf, 3), "a[l] := f(r[l])"));
    ck_assert(strstr(line_of(ALG_F2_ITERATIVE, &enter, 1), "a[l] := a[l-2]"));
    ck_assert(strstr(line_of(ALG_F2_ITERATIVE, &worse, 1), "resume: if -a[l+1] > a[l]"));
    ck_assert(strstr(line_of(ALG_F2_ITERATIVE, &better, 1), "a[l] := -a[l+1]"));
    ck_assert(strstr(line_of(ALG_F2_ITERATIVE, &cut, 1), "a[l+1] <= a[l-1] then goto done"));
    ck_assert(strstr(line_of(ALG_F2_ITERATIVE, &exit_, 2), "done: l := l-1"));
    ck_assert(strstr(line_of(ALG_F2_ITERATIVE, &exit_, 0), "alphabeta := a[0]"));
    /* no variable t in it */
    struct listing it = listing_of(ALG_F2_ITERATIVE);
    for (size_t i = 0; i < it.count; i++)
        ck_assert_ptr_null(strstr(it.lines[i], "t :="));
    /* the list-structure form */
    ck_assert(strstr(line_of(ALG_F2_LIST, &cut, 1), "while q <> NULL and m < beta"));
    ck_assert(strstr(line_of(ALG_F2_LIST, &leaf, 1), "if q = NULL then F2 := f(p)"));
    /* the minimax form: G2's terminal line at Min's positions */
    ck_assert(strstr(line_of(ALG_AB_MINIMAX, &leaf, 1), "G2 := g(p)"));
    ck_assert(strstr(line_of(ALG_AB_MINIMAX, &leaf, 2), "F2 := f(p)"));
    ck_assert(strstr(line_of(ALG_AB_MINIMAX, &cut, 1), "m <= alpha"));
    /* the widths the code pane takes */
    for (int a = 0; a < ALG_COUNT; a++) {
        struct listing l = listing_of((enum algorithm)a);
        for (size_t i = 0; i < l.count; i++)
            ck_assert_uint_le(strlen(l.lines[i]), listing_width((enum algorithm)a));
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
