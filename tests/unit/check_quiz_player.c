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
    ck_assert(quiz_player_init(&p, q, VIEW_MINIMAX, false));
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

START_TEST(test_writing_values_and_cuts)
{
    struct quiz *q = exercise();
    struct quiz_player p;
    ck_assert(quiz_player_init(&p, q, VIEW_MINIMAX, false));
    quiz_player_toggle_cut(&p);             /* the root has no branch */
    ck_assert(!p.sheet.cut[0]);
    ck_assert(quiz_player_can_write(&p));
    ck_assert(quiz_player_write(&p, "5"));
    ck_assert(p.sheet.has_value[0]);
    ck_assert_int_eq(p.sheet.value[0], 5);
    ck_assert(!quiz_player_write(&p, "five"));
    ck_assert_str_eq(p.message, "'five' is not a number.");
    ck_assert_int_eq(p.sheet.value[0], 5);
    ck_assert(quiz_player_write(&p, "-3"));
    ck_assert_int_eq(p.sheet.value[0], -3);
    ck_assert_str_eq(p.message, "");
    quiz_player_clear(&p);
    ck_assert(!p.sheet.has_value[0]);
    /* a leaf has its value already */
    for (int i = 0; i < 3; i++)
        quiz_player_move(&p, 0, +1);
    ck_assert(!quiz_player_can_write(&p));
    ck_assert_str_eq(p.message, "Leaves have their values already.");
    ck_assert(!quiz_player_write(&p, "1"));
    ck_assert(!p.sheet.has_value[p.cursor]);
    quiz_player_toggle_cut(&p);
    ck_assert(p.sheet.cut[p.cursor]);
    uint8_t *mark = malloc(q->tree->count);
    quiz_player_node_marks(&p, mark, NULL);
    ck_assert_int_eq(mark[p.cursor], QUIZ_MARK_CURSOR);
    quiz_player_move(&p, 0, -1);
    quiz_player_node_marks(&p, mark, NULL);
    ck_assert_int_eq(mark[tree_first_child(q->tree, p.cursor)], QUIZ_MARK_ANSWER);
    quiz_player_move(&p, 0, +1);
    quiz_player_toggle_cut(&p);
    ck_assert(!p.sheet.cut[p.cursor]);
    free(mark);
    quiz_player_free(&p);
    quiz_free(q);
}
END_TEST

START_TEST(test_checking)
{
    struct quiz *q = exercise();
    struct quiz_player p;
    ck_assert(quiz_player_init(&p, q, VIEW_MINIMAX, false));
    /* the interface test's first try: 5 at the root and at 1 */
    ck_assert(quiz_player_write(&p, "5"));
    quiz_player_move(&p, 0, +1);
    ck_assert(quiz_player_write(&p, "5"));
    quiz_player_check(&p);
    ck_assert(p.graded);
    ck_assert_str_eq(p.message, "Not yet.  Cuts: 0 right, 0 marked wrongly, 6 missed.  "
                     "Values: 1 right, 1 wrong, 9 missing.  Move the cursor over a red "
                     "position to see why.");
    uint8_t *mark = malloc(q->tree->count);
    quiz_player_move(&p, 0, -1);
    quiz_player_node_marks(&p, mark, NULL);
    ck_assert_int_eq(mark[tree_first_child(q->tree, 0)], QUIZ_MARK_WRONG);
    /* the solution hides the verdicts */
    quiz_player_toggle_solution(&p);
    quiz_player_node_marks(&p, mark, NULL);
    ck_assert_int_eq(mark[tree_first_child(q->tree, 0)], QUIZ_MARK_NONE);
    quiz_player_toggle_solution(&p);
    /* the whole sheet, right: every cut, every visited interior value */
    for (node_id n = 0; n < q->tree->count; n++) {
        p.cursor = n;
        if (quiz_is_cut(q, n) && !p.sheet.cut[n])
            quiz_player_toggle_cut(&p);
        if (!tree_is_leaf(q->tree, n) && q->end->status[n] == NODE_DONE) {
            char text[16];
            snprintf(text, sizeof text, "%d", (int)quiz_expected_value(q, n, VIEW_MINIMAX));
            ck_assert(quiz_player_write(&p, text));
        } else if (p.sheet.has_value[n]) {
            quiz_player_clear(&p);
        }
    }
    ck_assert(!p.graded);
    quiz_player_check(&p);
    ck_assert(p.result.perfect);
    ck_assert_str_eq(p.message, "All right!  Cuts: 6 right, 0 marked wrongly, 0 missed.  "
                     "Values: 11 right, 0 wrong, 0 missing.  Move the cursor over a red "
                     "position to see why.");
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
