/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_stepper_find.c: finding things in the stepper's search (a
 * position by path or label, the next and previous places, cutoffs by
 * kind, `:` with a step or a position) and the figure's spacing, zoom and
 * labels, without a terminal. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "course/stepper.h"
#include "course/stepper_find.h"
#include "search/step_state.h"
#include "testutil.h"
#include "tree/horizon.h"

static struct stepper_options options(enum algorithm alg)
{
    return (struct stepper_options){ .alg = alg, .alpha = -AB_INF, .beta = AB_INF,
                                     .view = -1, .order = { MOVES_AS_IS, 1 },
                                     .depth = HORIZON_NO_DEPTH,
                                     .rules = search_defaults(alg) };
}

static void open_tree(struct stepper *st, const char *name, enum algorithm alg)
{
    struct stepper_options o = options(alg);
    stepper_init(st, &o);
    char path[4096];
    const char *top = getenv("TOP_SRCDIR");
    snprintf(path, sizeof path, "%s/trees/%s", top ? top : TEST_TOP_SRCDIR, name);
    struct diag err;
    ck_assert_msg(stepper_open(st, path, &err), "%s", err.message);
}

static const struct event *now(const struct stepper *st)
{
    return step_state_current_event(st->side[0].state);
}

static size_t step(const struct stepper *st)
{
    return st->side[0].state->step;
}

START_TEST(test_find_by_path)
{
    struct stepper st;
    open_tree(&st, "knuth-moore-fig1.tree", ALG_F2);
    node_id n = tree_find_path(st.tree, "3.1.3");
    /* F2 enters 3.1.3 once: the search goes there */
    ck_assert(stepper_find(&st, "3.1.3"));
    ck_assert_int_eq(now(&st)->type, EV_ENTER);
    ck_assert_uint_eq(now(&st)->node, n);
    ck_assert_msg(strstr(st.message, "3.1.3 (1 of 1): entered at step"), "%s", st.message);
    /* n goes round to the same place */
    size_t at = step(&st);
    stepper_seek(&st, 0);
    ck_assert(stepper_find_next(&st, +1));
    ck_assert_uint_eq(step(&st), at);
    ck_assert(stepper_find_next(&st, -1));
    ck_assert_uint_eq(step(&st), at);
    /* 3.1.1.2 is pruned by a deep cutoff at 3.1.1: found at that cutoff */
    ck_assert(stepper_find(&st, "3.1.1.2"));
    ck_assert_int_eq(now(&st)->type, EV_CUTOFF);
    ck_assert_uint_eq(now(&st)->node, tree_find_path(st.tree, "3.1.1"));
    ck_assert_uint_eq(step(&st), 93);
    ck_assert_msg(strstr(st.message, "3.1.1.2 (1 of 1): pruned by the deep cutoff at 3.1.1, "
                                     "step 93"), "%s", st.message);
    /* a pruned branch's positions are found at its cutoff: 2.2.3.1 at 2's */
    ck_assert(stepper_find(&st, "2.2.3.1"));
    ck_assert_uint_eq(step(&st), 85);
    ck_assert_msg(strstr(st.message, "pruned by the shallow cutoff at 2, step 85"), "%s",
                  st.message);
    size_t cut = step(&st);
    /* what does not exist says so and stays */
    ck_assert(!stepper_find(&st, "4.1"));
    ck_assert_uint_eq(step(&st), cut);
    ck_assert_msg(strstr(st.message, "no position is called 4.1"), "%s", st.message);
    stepper_free(&st);
}
END_TEST

START_TEST(test_find_by_label)
{
    struct stepper st;
    open_tree(&st, "aima-fig5-2.tree", ALG_F2);
    /* exactly C; then by what a label holds, without case: every label */
    ck_assert(stepper_find(&st, "C"));
    ck_assert_uint_eq(now(&st)->node, tree_find_label(st.tree, "C"));
    ck_assert(stepper_find(&st, "b"));
    ck_assert_uint_eq(now(&st)->node, tree_find_label(st.tree, "B"));
    /* the places of A, B, C, D: entered in that order, round the end */
    stepper_seek(&st, 0);
    ck_assert(stepper_find(&st, "a"));
    ck_assert_uint_eq(now(&st)->node, tree_find_label(st.tree, "A"));
    stepper_seek(&st, 0);
    size_t steps[8], count = 0;
    /* no label holds "Q" */
    ck_assert(!stepper_find(&st, "Q"));
    /* n walks the places of B (entered once) */
    ck_assert(stepper_find(&st, "B"));
    steps[count++] = step(&st);
    ck_assert(stepper_find_next(&st, +1));
    ck_assert_uint_eq(step(&st), steps[0]);
    stepper_free(&st);
}
END_TEST

/* Labels of other scripts are found without case too: Cyrillic, Greek,
 * Hungarian's Ő and Ű, typed composed or with a combining accent. */
START_TEST(test_find_by_label_any_script)
{
    char path[] = "/tmp/abprune-find-XXXXXX.tree";
    int fd = mkstemps(path, 5);
    ck_assert_int_ge(fd, 0);
    FILE *f = fdopen(fd, "w");
    /* ( Щ1: (3 ŐSZ: 12) Ψ: (2 Ű: 4) ) */
    fputs("( \xd0\xa9" "1: (3 \xc5\x90SZ: 12) \xce\xa8: (2 \xc5\xb0: 4) )\n", f);
    fclose(f);
    struct stepper st;
    /* F, which prunes nothing: the search reaches every position */
    struct stepper_options o = options(ALG_F);
    stepper_init(&st, &o);
    struct diag err;
    ck_assert_msg(stepper_open(&st, path, &err), "%s", err.message);
    unlink(path);
    static const struct { const char *typed, *label; } cases[] = {
        { "\xd1\x89", "\xd0\xa9" "1" },                   /* щ finds Щ1 */
        { "\xc5\x91sz", "\xc5\x90SZ" },                     /* ősz */
        { "o\xcc\x8bs", "\xc5\x90SZ" },                     /* o + double acute, s */
        { "\xcf\x88", "\xce\xa8" },                         /* ψ */
        { "\xc5\xb1", "\xc5\xb0" },                         /* ű */
        { "sz", "\xc5\x90SZ" },                             /* ASCII inside */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        stepper_seek(&st, 0);
        ck_assert_msg(stepper_find(&st, cases[i].typed), "%zu", i);
        ck_assert_uint_eq(now(&st)->node, tree_find_label(st.tree, cases[i].label));
    }
    /* o alone is not ő */
    ck_assert(!stepper_find(&st, "osz"));
    stepper_free(&st);
}
END_TEST

START_TEST(test_goto_takes_steps_and_positions)
{
    struct stepper st;
    open_tree(&st, "knuth-moore-fig1.tree", ALG_F2);
    ck_assert(stepper_goto(&st, "12"));
    ck_assert_uint_eq(step(&st), 12);
    ck_assert(stepper_goto(&st, "3.1.3"));
    ck_assert_uint_eq(now(&st)->node, tree_find_path(st.tree, "3.1.3"));
    ck_assert(stepper_goto(&st, "root"));
    ck_assert_uint_eq(now(&st)->node, 0);
    ck_assert(!stepper_goto(&st, "999"));
    ck_assert_msg(strstr(st.message, "steps are 0 to 143"), "%s", st.message);
    stepper_free(&st);
}
END_TEST

START_TEST(test_cutoffs_by_kind)
{
    struct stepper st;
    open_tree(&st, "knuth-moore-fig1.tree", ALG_F2);
    /* the paper's five deep-cut branches lie in three cutoffs */
    size_t count = 0, last = 0;
    for (;;) {
        stepper_find_cut(&st, CUT_DEEP, +1);
        if (step(&st) == last)
            break;
        last = step(&st);
        const struct event *e = now(&st);
        ck_assert_int_eq(e->type, EV_CUTOFF);
        bool deep = false;
        node_id c = e->c;
        for (int32_t i = 0; i < e->b; i++, c = tree_next_sibling(st.tree, c))
            deep = deep || trace_branch_kind(st.side[0].trace, e, c) == CUT_DEEP;
        ck_assert(deep);
        count++;
    }
    ck_assert_uint_eq(count, 3);
    ck_assert_msg(strstr(st.message, "no cutoff of the kind 'deep' after step"), "%s",
                  st.message);
    /* and back */
    stepper_find_cut(&st, CUT_DEEP, -1);
    ck_assert_uint_lt(step(&st), last);
    ck_assert_int_eq(now(&st)->type, EV_CUTOFF);
    /* no window cutoffs with the full window */
    stepper_seek(&st, 0);
    stepper_find_cut(&st, CUT_WINDOW, +1);
    ck_assert_uint_eq(step(&st), 0);
    stepper_free(&st);
}
END_TEST

START_TEST(test_spacing_zoom_and_labels)
{
    struct stepper st;
    open_tree(&st, "knuth-moore-fig1.tree", ALG_F2);
    const struct layout *l = st.side[0].paper->layout;
    ck_assert_uint_eq(l->width, 81);
    /* spread over 200 columns: leaves two apart, 161 columns */
    ck_assert_uint_eq(stepper_fit_pitch(&st, 200), 2);
    ck_assert_uint_eq(stepper_fit_pitch(&st, 80), 1);
    ck_assert_uint_eq(stepper_fit_pitch(&st, 400), 4);
    struct stepper_spacing sp = { .pitch = 2, .rows = 3 };
    ck_assert(stepper_space(&st, &sp));
    l = st.side[0].paper->layout;
    ck_assert_uint_eq(l->width, 161);
    ck_assert_uint_eq(l->rows, 1 + 4 * 5 + 1);
    /* compact: no connector rows, no row above the root */
    sp = (struct stepper_spacing){ .pitch = 1, .rows = 1, .compact = true };
    ck_assert(stepper_space(&st, &sp));
    ck_assert_uint_eq(st.side[0].paper->layout->rows, 4 * 2 + 1);
    /* zoom: from the automatic spacing and back to it */
    stepper_zoom(&st, +1, 1, 1);
    ck_assert_uint_eq(st.zoom, 2);
    stepper_zoom(&st, -1, 2, 1);
    ck_assert_uint_eq(st.zoom, 0);
    ck_assert_msg(strstr(st.message, "automatic"), "%s", st.message);
    /* the pi tree has no labels: said so */
    stepper_toggle_labels(&st);
    ck_assert_msg(strstr(st.message, "no labels"), "%s", st.message);
    stepper_free(&st);

    /* AIMA's A, B, C, D above their positions, from the start; L takes
     * them away and the rows they took */
    open_tree(&st, "aima-fig5-2.tree", ALG_F2);
    ck_assert(st.labels);
    uint32_t rows = st.side[0].paper->layout->rows;
    stepper_toggle_labels(&st);
    ck_assert(!st.labels);
    ck_assert_uint_lt(st.side[0].paper->layout->rows, rows);
    stepper_toggle_labels(&st);
    const struct paper *p = st.side[0].paper;
    ck_assert_uint_eq(p->layout->rows, rows);
    struct cell *cells = calloc((size_t)p->layout->width * p->layout->rows, sizeof *cells);
    paper_draw(p, 0, 0, p->layout->width, p->layout->rows, cells);
    const char *names[] = { "A", "B", "C", "D" };
    for (size_t i = 0; i < 4; i++) {
        node_id n = tree_find_label(st.tree, names[i]);
        uint32_t row = layout_value_row(p->layout, tree_depth(st.tree, n)) - 1;
        const struct cell *c = &cells[(size_t)row * p->layout->width + p->layout->x[n]];
        ck_assert_uint_eq(c->ch, (uint32_t)names[i][0]);
        ck_assert_uint_eq(c->node, n);
    }
    free(cells);
    stepper_free(&st);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("stepper_find");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_find_by_path);
    tcase_add_test(tc, test_find_by_label);
    tcase_add_test(tc, test_find_by_label_any_script);
    tcase_add_test(tc, test_goto_takes_steps_and_positions);
    tcase_add_test(tc, test_cutoffs_by_kind);
    tcase_add_test(tc, test_spacing_zoom_and_labels);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
