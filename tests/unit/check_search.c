/* check_search.c: F, F1 and F2 against the paper and against plain
 * recursive versions on thousands of random trees. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gen.h"
#include "rng.h"
#include "search.h"
#include "searchopt.h"
#include "testutil.h"
#include "trace.h"

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
    f.s = state_new(f.tr);
    ck_assert_ptr_nonnull(f.s);
    state_seek(f.s, f.tr->len);
    return f;
}

static void finished_free(struct finished *f)
{
    state_free(f->s);
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
        if (t->depth[n] != depth)
            continue;
        char v[16];
        if (s->status[n] == NODE_DONE)
            snprintf(v, sizeof v, "%s%d", (depth & 1) && s->value[n] == 0 ? "-" : "",
                     (int)s->value[n]);
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
    ck_assert_int_eq(f.s->value[n], 3);
    ck_assert_int_eq(f.s->kind[n], BOUND_LOWER);
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
    /* PAPER.md section 3: what F2 as printed really returns */
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
        if (t->depth[n] <= 3)
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
    size_t cut = state_pruned_by(f.s, n);
    ck_assert_uint_ne(cut, SIZE_MAX);
    ck_assert_int_eq(f.tr->ev[cut].kind, CUT_WINDOW);
    ck_assert_uint_eq(f.s->cut_branches[CUT_WINDOW], 1);
    ck_assert_int_eq(f.tr->result.value, 2);
    /* and everything below it is pruned too */
    ck_assert_uint_eq(state_pruned_by(f.s, tree_find_path(t, "3.1.3.2")), cut);
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
    ck_assert_int_eq(b.tr->ev[state_pruned_by(b.s, nine)].kind, CUT_DEEP);
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
                if (t->depth[n] & 1)
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
                const struct event *e = &f.tr->ev[k];
                if ((e->type != EV_ENTER && e->type != EV_LEAF) || seen[e->node])
                    continue;
                node_id n = e->node;
                seen[n] = 1;
                int32_t v = f.s->value[n], tv = truth[n];
                /* MTD(f) and PVS search again: a later search may prune
                 * what an earlier one saw */
                if ((alg == ALG_MTDF || alg == ALG_PVS) && f.s->status[n] != NODE_DONE)
                    continue;
                ck_assert_int_eq(f.s->status[n], NODE_DONE);
                switch ((enum bound_kind)f.s->kind[n]) {
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

/* The table of cut kinds: every row complete, and whatever tells kinds
 * apart (names, letters, TikZ styles) unique, so one new row is enough. */
START_TEST(test_cut_kind_table)
{
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        const struct cut_kind_info *a = cut_kind_info((enum cut_kind)k);
        ck_assert_ptr_nonnull(a->name);
        ck_assert_ptr_nonnull(a->short_name);
        ck_assert_uint_le(strlen(a->short_name), 8);
        ck_assert_ptr_nonnull(a->legend);
        ck_assert_ptr_nonnull(a->caption);
        ck_assert_ptr_nonnull(a->dot_colour);
        ck_assert_ptr_nonnull(a->tikz_colour);
        ck_assert_ptr_nonnull(a->tikz_style);
        ck_assert(a->letter >= 'a' && a->letter <= 'z');
        ck_assert_int_ne(a->colour, 0);
        ck_assert_int_eq(cut_kind_from_name(a->name), k);
        ck_assert_int_eq(cut_kind_letter((enum cut_kind)k), a->letter);
        for (int j = 0; j < k; j++) {
            const struct cut_kind_info *b = cut_kind_info((enum cut_kind)j);
            ck_assert_str_ne(a->name, b->name);
            ck_assert_int_ne(a->letter, b->letter);
            ck_assert_str_ne(a->tikz_style, b->tikz_style);
        }
    }
    ck_assert_int_eq(cut_kind_from_name("table"), CUT_KIND_COUNT);
    ck_assert_int_eq(cut_kind_letter(CUT_KIND_COUNT), '?');
    /* the rules on entering are listed when one of them is asked for */
    struct search_options o = search_defaults(ALG_F2);
    ck_assert(cut_kind_listed(CUT_WINDOW, &o));
    ck_assert(!cut_kind_listed(CUT_TT, &o));
    ck_assert(!cut_kind_listed(CUT_BOUND, &o));
    ck_assert_ptr_null(cut_kind_info(CUT_DEEP)->entry_reason);
    o.mccarthy = true;
    ck_assert(cut_kind_listed(CUT_TT, &o));
    ck_assert(cut_kind_listed(CUT_BOUND, &o));
    ck_assert_ptr_nonnull(cut_kind_info(CUT_BOUND)->entry_reason);
    char buf[200];
    ck_assert_str_eq(cut_kind_answers(buf, sizeof buf, &o),
                     "none, shallow, deep, window, bound, futility or transposition");
}
END_TEST

/* The table of algorithms: lookups, lists and what each command takes. */
START_TEST(test_algorithm_table)
{
    char buf[200];
    struct diag err;
    for (int a = 0; a < ALG_COUNT; a++) {
        const struct algorithm_info *i = algorithm_info((enum algorithm)a);
        ck_assert_int_eq(algorithm_from_option(i->option), a);
        ck_assert_uint_le(strlen(i->summary), 40);
        ck_assert(i->uses & USE_RUN);
        ck_assert(i->uses & USE_LESSON);
    }
    ck_assert_str_eq(algorithm_list(buf, sizeof buf, USE_QUIZ, 0), "f1 or f2");
    ck_assert_str_eq(algorithm_list(buf, sizeof buf, USE_STATS, 0), "f, f1, f2 or f2-soft");
    ck_assert_str_eq(algorithm_list(buf, sizeof buf, USE_RUN, TRAIT_GUESS), "mtdf");
    ck_assert_str_eq(algorithm_list(buf, sizeof buf, USE_RUN, TRAIT_WINDOW),
                     "f2, f2-soft, ab-minimax, f2-iterative or pvs");
    ck_assert_int_eq(algorithm_lookup("F2-SOFT", USE_RUN, &err), ALG_F2_SOFT);
    ck_assert_int_eq(algorithm_lookup("pvs", USE_STATS, &err), ALG_COUNT);
    ck_assert_str_eq(err.message, "algorithm 'pvs' cannot be used here (use f, f1, f2 or "
                     "f2-soft)");
    ck_assert_int_eq(algorithm_lookup("f3", USE_QUIZ, &err), ALG_COUNT);
    ck_assert_str_eq(err.message, "unknown algorithm 'f3' (use f1 or f2)");
    ck_assert(algorithm_has(ALG_F2_ITERATIVE, TRAIT_FAIL_HARD));
    ck_assert(!algorithm_has(ALG_PVS, TRAIT_FAIL_HARD));
    ck_assert_int_eq(algorithm_view(ALG_AB_MINIMAX, VIEW_NEGAMAX), VIEW_MINIMAX);
    ck_assert_int_eq(algorithm_view(ALG_F2, VIEW_NEGAMAX), VIEW_NEGAMAX);
    ck_assert_str_eq(algorithm_use_name(USE_QUIZ), "quiz");
}
END_TEST

/* The rules of the search options: which need which, in both spellings. */
START_TEST(test_search_option_rules)
{
    struct diag err;
    struct search_request rq = { .o = search_defaults(ALG_F1) };
    ck_assert(search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    rq.o.mccarthy = true;
    ck_assert(!search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    ck_assert_str_eq(err.message, "--mccarthy does not apply to f1 (only to f2, f2-soft, "
                     "ab-minimax, f2-iterative or pvs)");
    ck_assert(!search_request_check(&rq, USE_LESSON, SPELL_LESSON, &err));
    ck_assert_str_eq(err.message, "'use mccarthy' does not apply to f1 (only to f2, f2-soft, "
                     "ab-minimax, f2-iterative or pvs)");
    rq.o.alg = ALG_PVS;
    ck_assert(search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    rq.o.mccarthy = false;
    rq.o.futility = true;
    ck_assert(!search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    ck_assert_str_eq(err.message, "--futility needs --depth (it prunes near the horizon)");
    rq.horizon = true;
    ck_assert(search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    /* a window is a window only when given */
    rq = (struct search_request){ .o = search_defaults(ALG_F) };
    ck_assert(search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    rq.window = true;
    ck_assert(!search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    rq = (struct search_request){ .o = search_defaults(ALG_MTDF), .guess = true };
    rq.o.tt = true;
    ck_assert(search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    rq.o.research = true;
    ck_assert(!search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    ck_assert_str_eq(err.message, "--research does not apply to mtdf (only to f2, f2-soft, "
                     "ab-minimax, f2-iterative or pvs)");
    /* the next algorithm that takes the options */
    rq = (struct search_request){ .o = search_defaults(ALG_F2), .guess = true };
    ck_assert_int_eq(search_request_next(&rq, ALG_F2, USE_VIEW), ALG_MTDF);
    ck_assert_int_eq(search_request_next(&rq, ALG_MTDF, USE_VIEW), ALG_MTDF);
    rq.guess = false;
    rq.o.tt = true;
    ck_assert_int_eq(search_request_next(&rq, ALG_MTDF, USE_VIEW), ALG_F2);
    ck_assert_int_eq(search_request_next(&rq, ALG_PVS, USE_VIEW), ALG_MTDF);
    rq.o.tt = false;
    ck_assert_int_eq(search_request_next(&rq, ALG_F2, USE_QUIZ), ALG_F1);
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
    tcase_add_test(paper, test_cut_kind_table);
    tcase_add_test(paper, test_algorithm_table);
    tcase_add_test(paper, test_search_option_rules);
    suite_add_tcase(s, paper);
    TCase *random = tcase_create("random");
    tcase_set_timeout(random, 600);
    tcase_add_test(random, test_random_agree);
    tcase_add_test(random, test_random_leaf_sets);
    tcase_add_test(random, test_random_contracts);
    tcase_add_test(random, test_no_sink_counts);
    suite_add_tcase(s, random);
    return s;
}

int main(void)
{
    return run_suite(search_suite());
}
