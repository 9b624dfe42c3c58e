/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_stepper.c: the stepper's model without a terminal: stepping back
 * and forth, leaf and cutoff jumps, jumping to a step, compare mode,
 * switching algorithm, breakpoints and play, folds, marks, scrolling,
 * exporting and opening another file. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/util.h"
#include "course/stepper.h"
#include "render/words/listing.h"
#include "search/step_state.h"
#include "testutil.h"
#include "tree/horizon.h"

static char pi_path[4096];

static const char *shipped(const char *name, char *buf, size_t cap)
{
    const char *top = getenv("TOP_SRCDIR");
    snprintf(buf, cap, "%s/trees/%s", top ? top : TEST_TOP_SRCDIR, name);
    return buf;
}

static struct stepper_options options(enum algorithm alg)
{
    return (struct stepper_options){ .alg = alg, .alpha = -AB_INF, .beta = AB_INF,
                                     .view = -1, .order = { MOVES_AS_IS, 1 },
                                     .depth = HORIZON_NO_DEPTH,
                                     .rules = search_defaults(alg) };
}

/* A stepper on the paper's tree (Figures 1-3). */
static void open_pi(struct stepper *st, enum algorithm alg, bool compare)
{
    struct stepper_options o = options(alg);
    o.compare = compare;
    stepper_init(st, &o);
    struct diag err;
    shipped("knuth-moore-fig1.tree", pi_path, sizeof pi_path);
    ck_assert_msg(stepper_open(st, pi_path, &err), "%s", err.message);
}

/* The node at a path such as "1.2" ("" for the root). */
static node_id at(const struct tree *t, const char *path)
{
    char buf[96];
    for (node_id n = 0; n < t->count; n++) {
        tree_path(t, n, buf, sizeof buf);
        if (strcmp(buf, path) == 0)
            return n;
    }
    ck_abort_msg("no position %s", path);
    return AB_NO_NODE;
}

static const struct step_state *first(const struct stepper *st)
{
    return st->side[0].state;
}

START_TEST(test_forward_and_back)
{
    struct stepper st;
    open_pi(&st, ALG_F2, false);
    ck_assert_uint_eq(first(&st)->step, 0);
    ck_assert_int_eq(st.side[0].alg, ALG_F2);
    ck_assert_int_eq(st.nsides, 1);
    for (int i = 0; i < 7; i++)
        stepper_step(&st, +1);
    ck_assert_uint_eq(first(&st)->step, 7);
    /* the figure is kept at the step */
    ck_assert_ptr_eq(st.side[0].paper->tree, st.tree);
    for (int i = 0; i < 3; i++)
        stepper_step(&st, -1);
    ck_assert_uint_eq(first(&st)->step, 4);
    stepper_seek(&st, 0);
    stepper_step(&st, -1);
    ck_assert_uint_eq(first(&st)->step, 0);
    /* the end: F2 on the paper's tree evaluates 31 leaves, the root is 2 */
    stepper_seek(&st, SIZE_MAX);
    size_t len = st.side[0].trace->len;
    ck_assert_uint_eq(first(&st)->step, len);
    ck_assert_uint_eq(first(&st)->leaves, 31);
    ck_assert_int_eq(first(&st)->status[0], NODE_DONE);
    ck_assert_int_eq(step_state_value(first(&st), 0), 2);
    stepper_step(&st, +1);
    ck_assert_uint_eq(first(&st)->step, len);
    stepper_free(&st);
}
END_TEST

START_TEST(test_leaf_jumps)
{
    struct stepper st;
    open_pi(&st, ALG_F2, false);
    stepper_leaf(&st, +1);
    const struct event *e = step_state_current_event(first(&st));
    ck_assert_int_eq(e->type, EV_LEAF);
    ck_assert_uint_eq(first(&st)->leaves, 1);
    /* the first leaf is 1.1.1.1, 3 */
    ck_assert_int_eq(st.tree->value[e->node], 3);
    stepper_leaf(&st, +1);
    stepper_leaf(&st, +1);
    ck_assert_uint_eq(first(&st)->leaves, 3);
    stepper_leaf(&st, -1);
    ck_assert_uint_eq(first(&st)->leaves, 2);
    ck_assert_int_eq(step_state_current_event(first(&st))->type, EV_LEAF);
    stepper_leaf(&st, -1);
    stepper_leaf(&st, -1);
    stepper_leaf(&st, -1);
    ck_assert_uint_eq(first(&st)->step, 0);
    for (int i = 0; i < 40; i++)
        stepper_leaf(&st, +1);
    ck_assert_uint_eq(first(&st)->leaves, 31);
    stepper_free(&st);
}
END_TEST

START_TEST(test_cutoff_jumps)
{
    struct stepper st;
    open_pi(&st, ALG_F2, false);
    const struct trace *tr = st.side[0].trace;
    size_t cuts[200], ncuts = 0;
    for (size_t i = 0; i < tr->len; i++)
        if (trace_event_type(tr, i) == EV_CUTOFF)
            cuts[ncuts++] = i + 1;
    ck_assert_uint_gt(ncuts, 3);
    /* forward: just after each cutoff in turn */
    for (size_t k = 0; k < ncuts; k++) {
        stepper_event(&st, EV_CUTOFF, +1);
        ck_assert_uint_eq(first(&st)->step, cuts[k]);
        ck_assert_int_eq(step_state_current_event(first(&st))->type, EV_CUTOFF);
    }
    /* none left: the end */
    stepper_event(&st, EV_CUTOFF, +1);
    ck_assert_uint_eq(first(&st)->step, tr->len);
    /* back: from the end to the last cutoff, then the one before */
    stepper_event(&st, EV_CUTOFF, -1);
    ck_assert_uint_eq(first(&st)->step, cuts[ncuts - 1]);
    stepper_event(&st, EV_CUTOFF, -1);
    ck_assert_uint_eq(first(&st)->step, cuts[ncuts - 2]);
    stepper_seek(&st, cuts[0]);
    stepper_event(&st, EV_CUTOFF, -1);
    ck_assert_uint_eq(first(&st)->step, 0);
    stepper_free(&st);
}
END_TEST

START_TEST(test_jump_to_a_step)
{
    struct stepper st;
    open_pi(&st, ALG_F2, false);
    ck_assert(stepper_jump(&st, "12"));
    ck_assert_uint_eq(first(&st)->step, 12);
    ck_assert_str_eq(st.message, "");
    ck_assert(!stepper_jump(&st, "x"));
    ck_assert_str_eq(st.message, "steps are 0 to 143");
    ck_assert(!stepper_jump(&st, "144"));
    ck_assert(!stepper_jump(&st, "-1"));
    ck_assert(!stepper_jump(&st, "12x"));
    ck_assert_uint_eq(first(&st)->step, 12);
    ck_assert(stepper_jump(&st, "143"));
    ck_assert_uint_eq(first(&st)->step, 143);
    stepper_free(&st);
}
END_TEST

START_TEST(test_compare_follows_leaf_by_leaf)
{
    struct stepper st;
    open_pi(&st, ALG_F2, false);
    ck_assert(stepper_toggle_compare(&st));
    ck_assert_int_eq(st.nsides, 2);
    ck_assert_int_eq(st.side[1].alg, ALG_F1);
    /* F1 evaluates 36 leaves, F2 31: five positions differ at least */
    size_t differ = 0;
    for (node_id n = 0; n < st.tree->count; n++)
        differ += bitset_get(st.differs, n);
    ck_assert_uint_gt(differ, 4);
    /* one key is one leaf of the first side; the second never runs ahead */
    for (size_t k = 1; k <= 31; k++) {
        stepper_step(&st, +1);
        ck_assert_uint_eq(first(&st)->leaves, k);
        const struct step_state *b = st.side[1].state;
        if (b->leaves > 0) {
            node_id mine = step_state_current_event(first(&st))->node;
            ck_assert_uint_le(step_state_current_event(b)->node, mine);
        }
    }
    stepper_seek(&st, SIZE_MAX);
    ck_assert_uint_eq(st.side[1].state->step, st.side[1].trace->len);
    ck_assert_uint_eq(st.side[1].state->leaves, 36);
    stepper_step(&st, -1);
    ck_assert_uint_eq(first(&st)->leaves, 30);
    ck_assert(stepper_toggle_compare(&st));
    ck_assert_int_eq(st.nsides, 1);
    for (node_id n = 0; n < st.tree->count; n++)
        ck_assert_int_eq(bitset_get(st.differs, n), 0);
    stepper_free(&st);
}
END_TEST

/* a comes to the minimax pair F2/G2 in the minimax view, even from the
 * negamax view of a negamax tree: in the negamax view it would list F2
 * itself */
START_TEST(test_next_algorithm_minimax_pair_in_max_values)
{
    struct stepper st;
    open_pi(&st, ALG_F2, false);
    ck_assert_int_eq(st.view, VIEW_NEGAMAX);
    ck_assert(stepper_next_algorithm(&st));
    ck_assert_int_eq(st.side[0].alg, ALG_F2_SOFT);
    ck_assert_int_eq(st.view, VIEW_NEGAMAX);
    ck_assert(stepper_next_algorithm(&st));
    ck_assert_int_eq(st.side[0].alg, ALG_AB_MINIMAX);
    ck_assert_int_eq(st.view, VIEW_MINIMAX);
    ck_assert_str_eq(st.message, "ab-minimax is written in Max's values: shown in the minimax "
                                 "view");
    /* v turns it round, as for any algorithm written both ways */
    stepper_toggle_view(&st);
    ck_assert_int_eq(st.view, VIEW_NEGAMAX);
    stepper_free(&st);
}
END_TEST

START_TEST(test_next_algorithm_keeps_the_leaves)
{
    struct stepper st;
    open_pi(&st, ALG_F2, false);
    for (int i = 0; i < 5; i++)
        stepper_leaf(&st, +1);
    ck_assert(stepper_next_algorithm(&st));
    ck_assert_int_eq(st.side[0].alg, ALG_F2_SOFT);
    ck_assert_uint_eq(first(&st)->leaves, 5);
    ck_assert_int_eq(step_state_current_event(first(&st))->type, EV_LEAF);
    /* round the whole list back to F2 */
    for (int i = 1; i < ALG_COUNT; i++)
        ck_assert(stepper_next_algorithm(&st));
    ck_assert_int_eq(st.side[0].alg, ALG_F2);
    stepper_free(&st);
}
END_TEST

/* The a key takes only the algorithms that take the options given, by the
 * same rules as the command line (searchopt.c). */
START_TEST(test_next_algorithm_follows_the_rules)
{
    static const enum algorithm with_tt[] = { ALG_F2_SOFT, ALG_AB_MINIMAX, ALG_F2_ITERATIVE,
                                              ALG_F2_LIST, ALG_PVS, ALG_MTDF, ALG_F2 };
    static const enum algorithm with_mccarthy[] = { ALG_F2_SOFT, ALG_AB_MINIMAX,
                                                    ALG_F2_ITERATIVE, ALG_F2_LIST, ALG_PVS,
                                                    ALG_F2 };
    for (int round = 0; round < 2; round++) {
        struct stepper st;
        struct stepper_options o = options(ALG_F2);
        if (round == 0)
            o.rules.tt = true;
        else
            o.rules.mccarthy = true;
        stepper_init(&st, &o);
        struct diag err;
        char path[4096];
        ck_assert_msg(stepper_open(&st, shipped("estimates.tree", path, sizeof path), &err),
                      "%s", err.message);
        const enum algorithm *want = round == 0 ? with_tt : with_mccarthy;
        size_t n = round == 0 ? sizeof with_tt / sizeof with_tt[0]
                              : sizeof with_mccarthy / sizeof with_mccarthy[0];
        for (size_t i = 0; i < n; i++) {
            ck_assert(stepper_next_algorithm(&st));
            ck_assert_int_eq(st.side[0].alg, want[i]);
        }
        stepper_free(&st);
    }
}
END_TEST

/* One convention per screen: the forms written in negamax only are shown
 * in the negamax view, whatever the tree's convention or the v key. */
START_TEST(test_one_convention_per_screen)
{
    struct stepper st;
    struct stepper_options o = options(ALG_F2);
    stepper_init(&st, &o);
    struct diag err;
    char path[4096];
    ck_assert_msg(stepper_open(&st, shipped("aima-fig5-2.tree", path, sizeof path), &err),
                  "%s", err.message);
    /* F2 on a tree written from Max's side: the minimax view, F2/G2 */
    ck_assert_int_eq(st.view, VIEW_MINIMAX);
    ck_assert_uint_eq(listing_of(st.side[0].alg, st.view).half, 8);
    /* f2-soft, ab-minimax: still the minimax view; f2-iterative: negamax */
    ck_assert(stepper_next_algorithm(&st));
    ck_assert(stepper_next_algorithm(&st));
    ck_assert_int_eq(st.side[0].alg, ALG_AB_MINIMAX);
    ck_assert_int_eq(st.view, VIEW_MINIMAX);
    ck_assert(stepper_next_algorithm(&st));
    ck_assert_int_eq(st.side[0].alg, ALG_F2_ITERATIVE);
    ck_assert_int_eq(st.view, VIEW_NEGAMAX);
    ck_assert_str_eq(st.message, "f2-iterative is written in negamax only: shown in the "
                                 "negamax view");
    /* v cannot take it to the minimax view */
    stepper_toggle_view(&st);
    ck_assert_int_eq(st.view, VIEW_NEGAMAX);
    stepper_free(&st);
    /* asked for on the command line, the same */
    o = options(ALG_PVS);
    o.view = VIEW_MINIMAX;
    stepper_init(&st, &o);
    ck_assert(stepper_open(&st, path, &err));
    ck_assert_int_eq(st.view, VIEW_NEGAMAX);
    stepper_free(&st);
}
END_TEST

START_TEST(test_breakpoints_stop_play)
{
    struct stepper st;
    open_pi(&st, ALG_F2, false);
    node_id target = at(st.tree, "3.3.3.3"), reached = at(st.tree, "1.2");
    stepper_select(&st, target);
    stepper_toggle_breakpoint(&st);
    ck_assert(bitset_get(st.breakpoint, target));
    stepper_toggle_breakpoint(&st);
    ck_assert(!bitset_get(st.breakpoint, target));
    ck_assert_str_eq(st.message, "breakpoint cleared from 3.3.3.3");
    stepper_select(&st, target);    /* selecting it again unselects it */
    ck_assert_uint_eq(st.selected, AB_NO_NODE);
    stepper_select(&st, reached);
    stepper_toggle_breakpoint(&st);
    ck_assert_str_eq(st.message, "breakpoint set on 1.2");
    stepper_select(&st, AB_NO_NODE);
    ck_assert_uint_eq(st.selected, AB_NO_NODE);
    /* with nothing selected: the current position (the root at step 0) */
    stepper_toggle_breakpoint(&st);
    ck_assert_str_eq(st.message, "breakpoint set on root");
    stepper_toggle_breakpoint(&st);
    stepper_play(&st);
    ck_assert(st.playing);
    for (int i = 0; i < 1000 && st.playing; i++)
        stepper_play_tick(&st);
    ck_assert(!st.playing);
    ck_assert_uint_eq(step_state_current_node(first(&st)), reached);
    ck_assert_int_eq(step_state_current_event(first(&st))->type, EV_ENTER);
    ck_assert_str_eq(st.message, "stopped at a breakpoint");
    /* played on, it stops at the end */
    stepper_play(&st);
    for (int i = 0; i < 1000 && st.playing; i++)
        stepper_play_tick(&st);
    ck_assert_uint_eq(first(&st)->step, st.side[0].trace->len);
    /* the speed stays within 25 ms and 3.2 s */
    for (int i = 0; i < 10; i++)
        stepper_speed(&st, +1);
    ck_assert_int_eq(st.delay_ms, 25);
    for (int i = 0; i < 10; i++)
        stepper_speed(&st, -1);
    ck_assert_int_eq(st.delay_ms, 3200);
    stepper_free(&st);
}
END_TEST

START_TEST(test_marks_folds_views_and_scrolling)
{
    struct stepper st;
    open_pi(&st, ALG_F2, true);
    uint8_t *mark = malloc(st.tree->count);
    node_id leaf = st.tree->count - 1, inner = tree_first_child(st.tree, 0);
    /* folds: only interior positions; nothing clicked or a leaf is said */
    stepper_toggle_fold(&st);
    ck_assert_str_eq(st.message, "nothing is clicked: click a position, then z folds it "
                                 "(in the outline: o)");
    stepper_select(&st, leaf);
    stepper_toggle_fold(&st);
    ck_assert(!bitset_get(st.fold, leaf));
    ck_assert_str_eq(st.message, "3.3.3.3 is a leaf: nothing to fold");
    stepper_unsay(&st);
    stepper_select(&st, inner);
    stepper_toggle_fold(&st);
    ck_assert(bitset_get(st.fold, inner));
    /* marks: the selected position above everything else */
    stepper_toggle_breakpoint(&st);
    stepper_node_marks(&st, mark, NULL);
    ck_assert_int_eq(mark[inner], STEPPER_MARK_SELECTED);
    stepper_select(&st, inner);
    stepper_node_marks(&st, mark, NULL);
    ck_assert_int_eq(mark[inner], STEPPER_MARK_BREAKPOINT);
    size_t differ = 0, critical = 0;
    for (node_id n = 0; n < st.tree->count; n++)
        differ += mark[n] == STEPPER_MARK_DIFFERS;
    ck_assert_uint_gt(differ, 0);
    stepper_toggle_compare(&st);
    stepper_toggle_critical(&st);
    ck_assert_str_eq(st.message, "critical positions highlighted: what F2 examines with "
                     "perfect ordering");
    stepper_node_marks(&st, mark, NULL);
    for (node_id n = 0; n < st.tree->count; n++)
        critical += mark[n] == STEPPER_MARK_CRITICAL;
    /* the minimal tree of degree 3, height 4, the root's path aside */
    ck_assert_uint_gt(critical, 17);
    /* the view and the marks make new figures */
    enum value_view was = st.view;
    stepper_toggle_view(&st);
    ck_assert_int_ne(st.view, was);
    ck_assert_int_eq(st.side[0].paper->opt.view, st.view);
    ck_assert_uint_eq(st.marks, MARK_CUTS);
    stepper_cycle_marks(&st);
    ck_assert_uint_eq(st.marks, MARK_ALL);
    stepper_cycle_marks(&st);
    ck_assert_uint_eq(st.marks, 0);
    ck_assert_uint_eq(st.side[0].paper->opt.marks, 0);
    stepper_cycle_marks(&st);
    ck_assert_uint_eq(st.marks, MARK_CUTS);
    /* scrolling stops following; the next step follows again */
    stepper_scroll(&st, -10, 0);
    ck_assert_uint_eq(st.side[0].x0, 0);
    ck_assert(!st.follow);
    stepper_scroll(&st, 30, 7);
    ck_assert_uint_eq(st.side[0].x0, 30);
    ck_assert_uint_eq(st.side[0].y0, 7);
    ck_assert_uint_eq(st.side[0].outline_top, 7);
    stepper_scroll(&st, 0, -3);
    ck_assert_uint_eq(st.side[0].y0, 4);
    stepper_step(&st, +1);
    ck_assert(st.follow);
    ck_assert(!st.outline);
    stepper_toggle_outline(&st);
    ck_assert(st.outline);
    free(mark);
    stepper_free(&st);
}
END_TEST

static char *slurp(const char *path)
{
    struct diag err;
    size_t len;
    char *text = file_read(path, &len, &err);
    ck_assert_ptr_nonnull(text);
    return text;
}

START_TEST(test_export_by_extension)
{
    struct stepper st;
    open_pi(&st, ALG_F2, false);
    char dir[] = "/tmp/check_stepper.XXXXXX", txt[64], dot[64];
    ck_assert_ptr_nonnull(mkdtemp(dir));
    snprintf(txt, sizeof txt, "%s/pic.txt", dir);
    snprintf(dot, sizeof dot, "%s/pic.dot", dir);
    stepper_event(&st, EV_CUTOFF, +1);
    ck_assert_int_eq(stepper_export(&st, txt, false), 0);
    char want[128];
    snprintf(want, sizeof want, "wrote %s", txt);
    ck_assert_str_eq(st.message, want);
    ck_assert_int_eq(stepper_export(&st, dot, false), 0);
    char *text = slurp(dot);
    ck_assert(strncmp(text, "digraph abprune", 15) == 0);
    free(text);
    /* never over a file unasked, and saying nothing: the caller asks */
    stepper_unsay(&st);
    ck_assert_int_eq(stepper_export(&st, txt, false), EEXIST);
    ck_assert_str_eq(st.message, "");
    ck_assert_int_eq(stepper_export(&st, txt, true), 0);
    /* a name that does not say a format writes nothing, and says which do */
    char svg[64];
    snprintf(svg, sizeof svg, "%s/pic.svg", dir);
    ck_assert_int_eq(stepper_export(&st, svg, false), EINVAL);
    ck_assert_int_eq(access(svg, F_OK), -1);
    ck_assert_msg(strstr(st.message, "pic.svg: the name does not say the format; end it in "
                                     ".txt (the text figure), .dot (Graphviz)"), "%s",
                  st.message);
    unlink(txt);
    unlink(dot);
    rmdir(dir);
    stepper_free(&st);
}
END_TEST

START_TEST(test_open_keeps_the_old_tree_on_failure)
{
    struct stepper st;
    open_pi(&st, ALG_F2, false);
    stepper_cycle_marks(&st);
    stepper_seek(&st, 20);
    const struct tree *before = st.tree;
    struct diag err;
    ck_assert(!stepper_open(&st, "/nonexistent/x.tree", &err));
    ck_assert_ptr_eq(st.tree, before);
    ck_assert_uint_eq(first(&st)->step, 20);
    ck_assert_str_eq(st.file, pi_path);
    /* a good file: step 0 on the new tree, the marks kept */
    char path[4096];
    ck_assert(stepper_open(&st, shipped("aima-fig5-2.tree", path, sizeof path), &err));
    ck_assert_str_eq(st.file, path);
    ck_assert_uint_eq(first(&st)->step, 0);
    ck_assert_uint_eq(st.tree->count, 13);
    ck_assert_uint_eq(st.marks, MARK_ALL);
    ck_assert_uint_eq(st.selected, AB_NO_NODE);
    stepper_free(&st);
}
END_TEST

START_TEST(test_details_of_a_position)
{
    struct stepper st;
    open_pi(&st, ALG_F2, false);
    char lines[STEPPER_DETAILS_MAX][STEPPER_DETAIL_LEN];
    node_id n = at(st.tree, "2.1.1.3");
    size_t count = stepper_details(&st, n, lines);
    ck_assert_uint_eq(count, 2);
    ck_assert_str_eq(lines[0], "2.1.1.3: depth 4, 0 moves (terminal)");
    ck_assert_str_eq(lines[1], "not reached (yet)");
    stepper_seek(&st, SIZE_MAX);
    stepper_select(&st, n);
    stepper_toggle_breakpoint(&st);
    count = stepper_details(&st, n, lines);
    ck_assert_uint_eq(count, 3);
    ck_assert_str_eq(lines[1], "pruned by the deep cutoff at 2.1.1, step 65: 2 of 3 moves "
                     "examined");
    ck_assert_str_eq(lines[2], "breakpoint set (b clears it)");
    count = stepper_details(&st, 0, lines);
    ck_assert_uint_eq(count, 3);
    ck_assert_str_eq(lines[0], "root: depth 0, 3 moves");
    ck_assert_str_eq(lines[1], "returned 2");
    ck_assert_str_eq(lines[2], "entered at step 1 with window (-inf, +inf)");
    stepper_free(&st);
}
END_TEST

static Suite *stepper_suite(void)
{
    Suite *s = suite_create("stepper");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_forward_and_back);
    tcase_add_test(tc, test_leaf_jumps);
    tcase_add_test(tc, test_cutoff_jumps);
    tcase_add_test(tc, test_jump_to_a_step);
    tcase_add_test(tc, test_compare_follows_leaf_by_leaf);
    tcase_add_test(tc, test_next_algorithm_keeps_the_leaves);
    tcase_add_test(tc, test_next_algorithm_minimax_pair_in_max_values);
    tcase_add_test(tc, test_next_algorithm_follows_the_rules);
    tcase_add_test(tc, test_one_convention_per_screen);
    tcase_add_test(tc, test_breakpoints_stop_play);
    tcase_add_test(tc, test_marks_folds_views_and_scrolling);
    tcase_add_test(tc, test_details_of_a_position);
    tcase_add_test(tc, test_export_by_extension);
    tcase_add_test(tc, test_open_keeps_the_old_tree_on_failure);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(stepper_suite());
}
