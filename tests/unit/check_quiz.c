/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_quiz.c: exercises are reproducible, and grading says exactly what
 * is right and wrong. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "course/quiz.h"
#include "testutil.h"

START_TEST(test_same_seed_same_exercise)
{
    struct diag err;
    struct quiz *a = quiz_new(3, 3, 17, ALG_F2, &err), *b = quiz_new(3, 3, 17, ALG_F2, &err);
    struct quiz *c = quiz_new(3, 3, 18, ALG_F2, &err);
    ck_assert_ptr_nonnull(a);
    ck_assert_uint_eq(a->tree->leaves, 27);
    ck_assert_mem_eq(a->tree->value, b->tree->value, a->tree->count * sizeof(int32_t));
    ck_assert(memcmp(a->tree->value, c->tree->value, a->tree->count * sizeof(int32_t)) != 0);
    for (node_id n = 0; n < a->tree->count; n++)
        if (tree_is_leaf(a->tree, n))
            ck_assert(a->tree->value[n] >= -9 && a->tree->value[n] <= 9);
    quiz_free(a);
    quiz_free(b);
    quiz_free(c);
    ck_assert_ptr_null(quiz_new(9, 3, 1, ALG_F2, &err));
    ck_assert(strstr(err.message, "at most 243 leaves") != NULL);
    ck_assert_ptr_null(quiz_new(1, 3, 1, ALG_F2, &err));
}
END_TEST

/* The sheet a perfect student would write. */
static void fill_perfect(const struct quiz *q, struct quiz_sheet *s, enum value_view view)
{
    for (node_id n = 0; n < q->tree->count; n++) {
        if (quiz_is_cut(q, n))
            s->cut[n] = 1;
        else if (!tree_is_leaf(q->tree, n) && q->end->status[n] == NODE_DONE) {
            s->has_value[n] = 1;
            s->value[n] = quiz_expected_value(q, n, view);
        }
    }
}

START_TEST(test_grading)
{
    struct diag err;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        enum algorithm alg = seed % 2 ? ALG_F2 : ALG_F1;
        enum value_view view = seed % 3 ? VIEW_MINIMAX : VIEW_NEGAMAX;
        struct quiz *q = quiz_new(2 + seed % 3, 2 + seed % 2, seed, alg, &err);
        ck_assert_ptr_nonnull(q);
        struct quiz_sheet s;
        ck_assert(quiz_sheet_init(&s, q));
        fill_perfect(q, &s, view);
        struct quiz_result r;
        ck_assert(quiz_grade(q, &s, view, &r));
        ck_assert(r.perfect);
        ck_assert_uint_eq(r.count[QV_CUT_RIGHT], q->trace->result.cut_branches);
        ck_assert_uint_eq(r.count[QV_VALUE_WRONG] + r.count[QV_CUT_WRONG], 0);
        quiz_result_free(&r);
        /* one wrong value, one missed cut (when there is one), one mark on
         * the root's first move (always visited) */
        s.value[0] += 1;
        node_id cut = AB_NO_NODE;
        for (node_id n = 0; n < q->tree->count && cut == AB_NO_NODE; n++)
            if (s.cut[n])
                cut = n;
        if (cut != AB_NO_NODE)
            s.cut[cut] = 0;
        s.cut[1] = 1;
        ck_assert(quiz_grade(q, &s, view, &r));
        ck_assert(!r.perfect);
        ck_assert_uint_eq(r.verdict[0], QV_VALUE_WRONG);
        ck_assert_uint_eq(r.verdict[1], QV_CUT_WRONG);
        if (cut != AB_NO_NODE)
            ck_assert_uint_eq(r.verdict[cut], QV_CUT_MISSED);
        quiz_result_free(&r);
        quiz_sheet_free(&s);
        quiz_free(q);
    }
}
END_TEST

START_TEST(test_sheet_text)
{
    struct diag err;
    struct quiz *q = quiz_new(3, 3, 7, ALG_F2, &err);
    struct quiz_sheet s;
    ck_assert(quiz_sheet_init(&s, q));
    ck_assert(quiz_sheet_parse(&s, q, "# answers\ncut 1.2.3\nvalue root 5 # the root\n\n",
                               "a.txt", &err));
    ck_assert_uint_eq(s.cut[tree_find_path(q->tree, "1.2.3")], 1);
    ck_assert_uint_eq(s.has_value[0], 1);
    ck_assert_int_eq(s.value[0], 5);
    ck_assert(!quiz_sheet_parse(&s, q, "cut 1.2.3\nvalue 4.4 1\n", "a.txt", &err));
    ck_assert_uint_eq(err.line, 2);
    ck_assert_uint_eq(err.col, 7);
    ck_assert(strstr(err.message, "no position '4.4'") != NULL);
    ck_assert(!quiz_sheet_parse(&s, q, "prune 1\n", "a.txt", &err));
    ck_assert(!quiz_sheet_parse(&s, q, "value 1 x\n", "a.txt", &err));
    ck_assert(!quiz_sheet_parse(&s, q, "cut 1 2\n", "a.txt", &err));
    quiz_sheet_free(&s);
    quiz_free(q);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("quiz");
    TCase *tc = tcase_create("quiz");
    tcase_add_test(tc, test_same_seed_same_exercise);
    tcase_add_test(tc, test_grading);
    tcase_add_test(tc, test_sheet_text);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
