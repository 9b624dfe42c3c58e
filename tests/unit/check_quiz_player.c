/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_quiz_player.c: an exercise done without a terminal: moving the
 * cursor, marking cuts, writing values (and refusing what is not one),
 * checking a sheet with mistakes and a perfect one, the marks, and the
 * solution. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "course/quiz_player.h"
#include "testutil.h"

/* Exercise 3-3-7 on F2, minimax values, as the interface test does it. */
static struct quiz *exercise(void)
{
    struct diag err;
    struct quiz *q = quiz_new(3, 3, 7, ALG_F2, &err);
    ck_assert_msg(q != NULL, "%s", err.message);
    return q;
}

START_TEST(test_cursor_moves)
{
    struct quiz *q = exercise();
    struct quiz_player p;
    ck_assert(quiz_player_init(&p, q, VIEW_MINIMAX, false, QUIZ_ASK_DEFAULT));
    ck_assert_uint_eq(p.cursor, 0);
    quiz_player_move(&p, 0, -1);            /* no parent */
    quiz_player_move(&p, -1, 0);            /* alone on its level */
    ck_assert_uint_eq(p.cursor, 0);
    quiz_player_move(&p, 0, +1);
    node_id first = tree_first_child(q->tree, 0);
    ck_assert_uint_eq(p.cursor, first);
    quiz_player_move(&p, -1, 0);
    ck_assert_uint_eq(p.cursor, first);
    quiz_player_move(&p, +1, 0);
    quiz_player_move(&p, +1, 0);
    ck_assert_uint_eq(tree_parent(q->tree, p.cursor), 0);
    ck_assert_uint_eq(tree_child_index(q->tree, p.cursor), 2);
    quiz_player_move(&p, +1, 0);            /* the last on its level */
    ck_assert_uint_eq(tree_child_index(q->tree, p.cursor), 2);
    /* along a level across parents: from 1.3 on to 2.1 */
    quiz_player_move(&p, -1, 0);
    quiz_player_move(&p, -1, 0);
    quiz_player_move(&p, 0, +1);
    quiz_player_move(&p, +1, 0);
    quiz_player_move(&p, +1, 0);
    ck_assert_uint_eq(tree_child_index(q->tree, p.cursor), 2);
    ck_assert_uint_eq(tree_parent(q->tree, p.cursor), first);
    quiz_player_move(&p, +1, 0);
    ck_assert_uint_eq(tree_child_index(q->tree, p.cursor), 0);
    ck_assert_uint_eq(tree_child_index(q->tree, tree_parent(q->tree, p.cursor)), 1);
    quiz_player_move(&p, 0, +1);            /* to a leaf: no child below */
    quiz_player_move(&p, 0, +1);
    ck_assert(tree_is_leaf(q->tree, p.cursor));
    ck_assert_uint_eq(tree_depth(q->tree, p.cursor), 3);
    quiz_player_free(&p);
    quiz_free(q);
}
END_TEST

#define SAID(p, n, part) (((p).sheet.said[n] >> (part)) & 1u)

START_TEST(test_writing_values_and_cuts)
{
    struct quiz *q = exercise();
    struct quiz_player p;
    ck_assert(quiz_player_init(&p, q, VIEW_MINIMAX, false, QUIZ_ASK_DEFAULT));
    quiz_player_toggle_cut(&p);             /* the root has no branch */
    ck_assert(!SAID(p, 0, QP_CUT));
    ck_assert(quiz_player_can_write(&p));
    ck_assert(quiz_player_write(&p, "5"));
    ck_assert(SAID(p, 0, QP_VALUE));
    ck_assert_int_eq(p.sheet.value[0], 5);
    ck_assert(!quiz_player_write(&p, "five"));
    ck_assert_str_eq(p.message, "'five' is not a number.");
    ck_assert_int_eq(p.sheet.value[0], 5);
    ck_assert(quiz_player_write(&p, "-3"));
    ck_assert_int_eq(p.sheet.value[0], -3);
    ck_assert_str_eq(p.message, "");
    /* a bound, as typed */
    ck_assert(quiz_player_write(&p, ">= 4"));
    ck_assert_int_eq(p.sheet.value[0], 4);
    ck_assert_int_eq(p.sheet.bound[0], BOUND_LOWER);
    quiz_player_clear(&p);
    ck_assert(!SAID(p, 0, QP_VALUE));
    /* windows, after the switch */
    quiz_player_switch(&p);
    ck_assert_int_eq(p.asking, QP_WINDOW);
    ck_assert(p.ask & QUIZ_ASK_WINDOWS);
    ck_assert(quiz_player_write(&p, "(-inf, +inf)"));
    ck_assert(SAID(p, 0, QP_WINDOW));
    ck_assert(!SAID(p, 0, QP_VALUE));
    ck_assert(!quiz_player_write(&p, "3"));
    ck_assert_str_eq(p.message, "'3' is not a window: write two values, such as 3 +inf.");
    quiz_player_switch(&p);
    /* a leaf has its value already */
    for (int i = 0; i < 3; i++)
        quiz_player_move(&p, 0, +1);
    ck_assert(!quiz_player_can_write(&p));
    ck_assert_str_eq(p.message, "Leaves have their values already.");
    ck_assert(!quiz_player_write(&p, "1"));
    ck_assert(!SAID(p, p.cursor, QP_VALUE));
    quiz_player_toggle_cut(&p);
    ck_assert(SAID(p, p.cursor, QP_CUT));
    /* the kinds in turn, then no kind again, the mark staying */
    quiz_player_cycle_kind(&p);
    ck_assert_int_eq(p.sheet.kind[p.cursor], CUT_SHALLOW);
    quiz_player_cycle_kind(&p);
    ck_assert_int_eq(p.sheet.kind[p.cursor], CUT_DEEP);
    quiz_player_cycle_kind(&p);
    ck_assert_int_eq(p.sheet.kind[p.cursor], -1);
    ck_assert(SAID(p, p.cursor, QP_CUT));
    ck_assert(p.ask & QUIZ_ASK_KINDS);
    uint8_t *mark = malloc(q->tree->count);
    quiz_player_node_marks(&p, mark, NULL);
    ck_assert_int_eq(mark[p.cursor], QUIZ_MARK_CURSOR);
    quiz_player_move(&p, 0, -1);
    quiz_player_node_marks(&p, mark, NULL);
    ck_assert_int_eq(mark[tree_first_child(q->tree, p.cursor)], QUIZ_MARK_ANSWER);
    quiz_player_move(&p, 0, +1);
    quiz_player_toggle_cut(&p);
    ck_assert(!SAID(p, p.cursor, QP_CUT));
    free(mark);
    quiz_player_free(&p);
    quiz_free(q);
}
END_TEST

START_TEST(test_checking)
{
    struct quiz *q = exercise();
    struct quiz_player p;
    ck_assert(quiz_player_init(&p, q, VIEW_MINIMAX, false, QUIZ_ASK_DEFAULT));
    /* the interface test's first try: 5 at the root and at 1 */
    ck_assert(quiz_player_write(&p, "5"));
    quiz_player_move(&p, 0, +1);
    ck_assert(quiz_player_write(&p, "5"));
    quiz_player_check(&p);
    ck_assert(p.graded);
    ck_assert_str_eq(p.message, "Not yet: 1 of 17 right (5%): values 1/11, cuts 0/6.  Move the "
                     "cursor over a red position to see why.");
    char why[2000];
    bool right;
    ck_assert(quiz_player_verdict(&p, 0, why, sizeof why, &right));
    ck_assert(!right);
    ck_assert_str_eq(why, "1: wrong value: F2 returns exactly 4: the smallest of its children's "
                     "values (8, >=9, 4), inside its window (-inf, +inf).");
    ck_assert(!quiz_player_verdict(&p, 1, why, sizeof why, &right));
    uint8_t *mark = malloc(q->tree->count);
    quiz_player_move(&p, 0, -1);
    quiz_player_node_marks(&p, mark, NULL);
    ck_assert_int_eq(mark[tree_first_child(q->tree, 0)], QUIZ_MARK_WRONG);
    /* the solution hides the verdicts */
    quiz_player_toggle_solution(&p);
    quiz_player_node_marks(&p, mark, NULL);
    ck_assert_int_eq(mark[tree_first_child(q->tree, 0)], QUIZ_MARK_NONE);
    ck_assert(!quiz_player_verdict(&p, 0, why, sizeof why, &right));
    quiz_player_toggle_solution(&p);
    /* a window asked and answered: right at the root */
    quiz_player_switch(&p);
    ck_assert(quiz_player_write(&p, "-inf +inf"));
    quiz_player_check(&p);
    ck_assert(quiz_player_verdict(&p, 0, why, sizeof why, &right));
    ck_assert(right);
    ck_assert_str_eq(why, "root: window: right.");
    ck_assert(quiz_player_verdict(&p, 1, why, sizeof why, &right));
    ck_assert_str_eq(why, "root: value: right.");
    quiz_player_switch(&p);
    /* the whole sheet, right: every cut, every visited interior value */
    for (node_id n = 0; n < q->tree->count; n++) {
        p.cursor = n;
        if (quiz_is_cut(q, n) && !SAID(p, n, QP_CUT))
            quiz_player_toggle_cut(&p);
        if (!tree_is_leaf(q->tree, n) && quiz_called(q, n)) {
            char text[16];
            enum bound_kind k;
            int32_t v = quiz_value(q, n, VIEW_MINIMAX, &k);
            snprintf(text, sizeof text, "%s%d", k == BOUND_LOWER ? ">=" : k == BOUND_UPPER
                     ? "<=" : "", (int)v);
            ck_assert(quiz_player_write(&p, text));
            p.asking = QP_WINDOW;
            int32_t lo, hi;
            char a[16], b[16], w[40];
            quiz_window(q, n, VIEW_MINIMAX, &lo, &hi);
            snprintf(a, sizeof a, "%d", (int)lo);
            snprintf(b, sizeof b, "%d", (int)hi);
            snprintf(w, sizeof w, "%s %s", lo <= -AB_INF ? "-inf" : a, hi >= AB_INF ? "+inf" : b);
            ck_assert(quiz_player_write(&p, w));
            p.asking = QP_VALUE;
        }
    }
    ck_assert(!p.graded);
    quiz_player_check(&p);
    ck_assert(p.result.perfect);
    ck_assert_str_eq(p.message, "All right!  28 of 28 right (100%): windows 11/11, values "
                     "11/11, cuts 6/6.");
    quiz_player_node_marks(&p, mark, NULL);
    ck_assert_int_eq(mark[0], QUIZ_MARK_RIGHT);
    free(mark);
    quiz_player_free(&p);
    quiz_free(q);
}
END_TEST

static Suite *player_suite(void)
{
    Suite *s = suite_create("quiz_player");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_cursor_moves);
    tcase_add_test(tc, test_writing_values_and_cuts);
    tcase_add_test(tc, test_checking);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(player_suite());
}
