/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_quiz.c: exercises are reproducible and meet what the teacher asks
 * for; the answer key, read back as an answer file, is all right; every
 * one-line mistake in it is caught and named; a line that does not read
 * leaves the others graded; requests that cannot be met are refused. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "course/quiz.h"
#include "course/quiz_grade.h"
#include "course/quiz_key.h"
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

/* The spec of exercise i of the series: every shape, algorithm, window
 * and constraint in turn. */
static void spec_of(struct quiz_spec *s, unsigned i)
{
    quiz_spec_init(s);
    s->seed = 1000 + 37ull * i;
    static const enum algorithm algs[] = { ALG_F2, ALG_F1, ALG_F2_SOFT };
    s->alg = algs[i % 3];
    s->irregular = i % 2 == 0;
    if (s->irregular) {
        s->degree = 2 + i % 3;
        s->height = 4;
        s->shape_given = true;
        s->leaves_min = 8 + i % 5;
        s->leaves_max = 24 + i % 7;
    } else {
        s->degree = 2 + i % 3;
        s->height = s->degree == 2 ? 4 : 3;
        s->shape_given = true;
    }
    if (i % 5 == 1) {
        s->value_min = -20;
        s->value_max = 20;
    }
    s->distinct = i % 7 == 3;
    if (s->distinct && s->value_max - s->value_min < 100) {
        s->value_min = -50;
        s->value_max = 50;
    }
    s->min_cuts = i % 4;
    if (s->alg != ALG_F1 && s->height >= 4 && i % 6 == 0)
        s->min_deep = 1;
    if (s->alg == ALG_F2 && i % 11 == 5) {
        s->alpha = 2;
        s->beta = 6;
    }
    quiz_spec_finish(s);
}

/* The answer key (every line) of q in the view. */
static char *key_text(const struct quiz *q, enum value_view view)
{
    struct strbuf sb;
    strbuf_init(&sb);
    quiz_key_write(&sb, q, view, QUIZ_ASK_ALL, false);
    ck_assert(!sb.failed);
    return sb.data;
}

/* Grades text; returns the result (the caller frees it). */
static struct quiz_result grade(const struct quiz *q, enum value_view view, const char *text,
                                size_t *bad)
{
    struct quiz_sheet s;
    struct quiz_result r;
    ck_assert(quiz_sheet_init(&s, q, view));
    ck_assert(quiz_sheet_parse(&s, q, text, "answers"));
    if (bad)
        *bad = s.nbad;
    else
        ck_assert_msg(s.nbad == 0, "%s:%u: %s", s.bad[0].file, s.bad[0].line,
                      s.bad[0].message);
    ck_assert(quiz_grade(q, &s, QUIZ_ASK_ALL, &r));
    quiz_sheet_free(&s);
    return r;
}

/* The only item not right, which must exist. */
static const struct quiz_graded *the_mistake(const struct quiz_result *r, const char *text)
{
    const struct quiz_graded *wrong = NULL;
    for (size_t i = 0; i < r->n; i++)
        if (r->item[i].verdict != QV_RIGHT) {
            ck_assert_msg(wrong == NULL, "two mistakes found in\n%s", text);
            wrong = &r->item[i];
        }
    ck_assert_msg(wrong != NULL, "no mistake found in\n%s", text);
    ck_assert(!r->perfect);
    return wrong;
}

/* The key with line k replaced by `line` (NULL: deleted). */
static char *replace_line(const char *key, size_t k, const char *line)
{
    struct strbuf sb;
    strbuf_init(&sb);
    size_t i = 0;
    for (const char *p = key; *p; i++) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) + 1 : strlen(p);
        if (i != k)
            strbuf_add(&sb, p, len);
        else if (line)
            strbuf_printf(&sb, "%s\n", line);
        p += len;
    }
    return sb.data ? sb.data : strdup("");
}

/* Mutates the answer line `line` (a copy) in the way that is checked for
 * its kind, into out; the verdict expected, or QV_COUNT for none. */
static enum quiz_verdict mutate(const struct quiz *q, const char *line, char *out, size_t cap,
                                node_id *node)
{
    char what[16], path[64], a[32], b[32];
    int n = sscanf(line, "%15s %63s %31s %31s", what, path, a, b);
    *node = strcmp(what, "leaves") == 0 ? 0 : tree_find_path(q->tree, path);
    if (strcmp(what, "value") == 0) {
        /* wrong value, or the right one as a bound */
        if ((*node & 1) == 0) {
            snprintf(out, cap, "value %s %d", path, atoi(a) + 1);
            return QV_WRONG_VALUE;
        }
        snprintf(out, cap, "bound %s >=%s", path, a);
        return QV_NOT_BOUND;
    }
    if (strcmp(what, "bound") == 0) {
        /* the other direction, or the value as if exact */
        if ((*node & 1) == 0) {
            snprintf(out, cap, "bound %s %s%s", path, a[0] == '>' ? "<=" : ">=", a + 2);
            return QV_WRONG_DIRECTION;
        }
        snprintf(out, cap, "value %s %s", path, a + 2);
        return QV_NOT_EXACT;
    }
    if (strcmp(what, "window") == 0 && n == 4) {
        /* one side moved */
        if (strcmp(b, "+inf") == 0)
            snprintf(out, cap, "window %s %s 99", path, a);
        else
            snprintf(out, cap, "window %s %s %d", path, a, atoi(b) + 1);
        return QV_WRONG_WINDOW;
    }
    if (strcmp(what, "cut") == 0 && n == 3) {
        /* another kind the search can make, when there is one */
        const char *other = strcmp(a, "deep") == 0 ? "shallow" : "deep";
        if (q->alg == ALG_F1)
            return QV_COUNT;
        snprintf(out, cap, "cut %s %s", path, other);
        return QV_WRONG_KIND;
    }
    if (strcmp(what, "leaves") == 0) {
        snprintf(out, cap, "leaves %d", atoi(path) + 1);
        return QV_WRONG_COUNT;
    }
    return QV_COUNT;
}

START_TEST(test_500_exercises)
{
    size_t mutations = 0;
    for (unsigned i = 0; i < 500; i++) {
        struct quiz_spec s;
        struct diag err;
        spec_of(&s, i);
        struct quiz *q = quiz_generate(&s, &err);
        ck_assert_msg(q != NULL, "exercise %u: %s", i, err.message);
        const struct tree *t = q->tree;
        /* the constraints */
        if (s.leaves_max)
            ck_assert(t->leaves >= s.leaves_min && t->leaves <= s.leaves_max);
        ck_assert_uint_ge(q->trace->result.cut_events, s.min_cuts);
        ck_assert_uint_ge(q->trace->result.events_with_kind[CUT_DEEP], s.min_deep);
        ck_assert(!s.irregular || !t->uniform);
        for (node_id n = 0; n < t->count; n++) {
            if (!tree_is_leaf(t, n))
                continue;
            int32_t v = value_in_view(VIEW_MINIMAX, tree_depth(t, n), t->value[n]);
            ck_assert(v >= s.value_min && v <= s.value_max);
            for (node_id m = n + 1; s.distinct && m < t->count; m++)
                if (tree_is_leaf(t, m))
                    ck_assert(v != value_in_view(VIEW_MINIMAX, tree_depth(t, m), t->value[m]));
        }
        /* the seed it reports gives it again at once */
        if (i % 25 == 0) {
            struct quiz_spec again = s;
            again.seed = q->seed;
            struct quiz *r = quiz_generate(&again, &err);
            ck_assert_uint_eq(r->tries, 1);
            ck_assert_uint_eq(r->tree->count, t->count);
            ck_assert_mem_eq(r->tree->value, t->value, t->count * sizeof(int32_t));
            quiz_free(r);
        }
        /* the key is all right */
        enum value_view view = i % 4 == 2 ? VIEW_NEGAMAX : VIEW_MINIMAX;
        char *key = key_text(q, view);
        struct quiz_result r = grade(q, view, key, NULL);
        ck_assert_msg(r.perfect, "exercise %u: the key is not all right", i);
        ck_assert_uint_eq(r.right[QP_CUT], q->trace->result.cut_branches);
        quiz_result_free(&r);
        /* every line mutated (or deleted) is the one mistake, named */
        size_t k = 0;
        for (const char *p = key; *p; k++) {
            const char *nl = strchr(p, '\n');
            char line[200], changed[200];
            snprintf(line, sizeof line, "%.*s", (int)(nl - p), p);
            p = nl + 1;
            node_id node;
            enum quiz_verdict want = mutate(q, line, changed, sizeof changed, &node);
            if (want != QV_COUNT) {
                char *text = replace_line(key, k, changed);
                r = grade(q, view, text, NULL);
                const struct quiz_graded *g = the_mistake(&r, text);
                ck_assert_msg(g->verdict == want, "'%s' for '%s': verdict %d, not %d", changed,
                              line, g->verdict, want);
                ck_assert_uint_eq(g->node, node);
                ck_assert_uint_eq(g->line, k + 1);
                ck_assert_str_ne(quiz_verdict_name((enum quiz_verdict)g->verdict,
                                                   (enum quiz_part)g->part), "?");
                quiz_result_free(&r);
                free(text);
                mutations++;
            }
            if (strncmp(line, "cut ", 4) == 0) {
                /* a missing cut */
                char *text = replace_line(key, k, NULL);
                r = grade(q, view, text, NULL);
                const struct quiz_graded *g = the_mistake(&r, text);
                ck_assert_int_eq(g->verdict, QV_MISSING);
                ck_assert_int_eq(g->part, QP_CUT);
                ck_assert_str_eq(quiz_verdict_name(QV_MISSING, QP_CUT), "missing cut");
                quiz_result_free(&r);
                free(text);
                mutations++;
            }
        }
        /* an extra cut: on the root's first move, which is always searched */
        struct strbuf extra;
        strbuf_init(&extra);
        strbuf_printf(&extra, "%scut 1\n", key);
        r = grade(q, view, extra.data, NULL);
        const struct quiz_graded *g = the_mistake(&r, extra.data);
        ck_assert_int_eq(g->verdict, QV_EXTRA_CUT);
        ck_assert_str_eq(quiz_verdict_name(QV_EXTRA_CUT, QP_CUT), "extra cut");
        quiz_result_free(&r);
        strbuf_free(&extra);
        free(key);
        quiz_free(q);
    }
    ck_assert_uint_gt(mutations, 10000);
}
END_TEST

START_TEST(test_reasons)
{
    struct diag err;
    struct quiz *q = quiz_new(3, 3, 7, ALG_F2, &err);
    char why[1200];
    node_id n = tree_find_path(q->tree, "2.1");
    ck_assert_str_eq(quiz_explain(why, sizeof why, q, n, QP_WINDOW, VIEW_MINIMAX, 3),
                     "F2 is called with (4, +inf): alpha is 4, the value Max already has at "
                     "the root (from 1); beta is +inf: no Min position above 2.1 has a value "
                     "yet");
    /* only the side asked about */
    ck_assert_str_eq(quiz_explain(why, sizeof why, q, n, QP_WINDOW, VIEW_MINIMAX, 1),
                     "F2 is called with (4, +inf): alpha is 4, the value Max already has at "
                     "the root (from 1)");
    n = tree_find_path(q->tree, "2.2");
    ck_assert_str_eq(quiz_explain(why, sizeof why, q, n, QP_WINDOW, VIEW_NEGAMAX, 2),
                     "F2 is called with (4, 7): beta is 7: 2 already has m = -7 (from 2.1)");
    ck_assert_str_eq(quiz_explain(why, sizeof why, q, n, QP_VALUE, VIEW_MINIMAX, 3),
                     "F2 returns >=9, a bound, after a cutoff: m = 9 >= beta = 7: 1 of 3 "
                     "children examined, 2 pruned from 2.2.2 (shallow); beta comes from the "
                     "parent 2 (its m = 7)");
    n = tree_find_path(q->tree, "3.1");
    ck_assert_str_eq(quiz_explain(why, sizeof why, q, n, QP_VALUE, VIEW_MINIMAX, 3),
                     "F2 returns <=5, a bound: none of its children's values (1, 1, 1) is "
                     "above alpha = 5");
    /* in the negamax view the children's values are negated, and the
     * sentence says so, as the exact value's does (issue 41) */
    ck_assert_str_eq(quiz_explain(why, sizeof why, q, n, QP_VALUE, VIEW_NEGAMAX, 3),
                     "F2 returns <=5, a bound: none of its children's values negated (1, 1, 1) "
                     "is above alpha = 5");
    n = tree_find_path(q->tree, "3.3");
    ck_assert_str_eq(quiz_explain(why, sizeof why, q, n, QP_CUT, VIEW_MINIMAX, 3),
                     "cut off by a shallow cutoff at 3 (step 66): F1 prunes it as well; m = 5 "
                     "<= alpha = 5: 1 of 3 children examined, 2 pruned from 3.2 (shallow); "
                     "alpha comes from the parent, the root (its m = 5)");
    ck_assert_str_eq(quiz_explain(why, sizeof why, q, tree_find_path(q->tree, "3.3.1"),
                                  QP_VALUE, VIEW_MINIMAX, 3),
                     "F2 does not search it: it lies in the branch cut off at 3.3");
    ck_assert_str_eq(quiz_explain_not_cut(why, sizeof why, q, tree_find_path(q->tree, "2")),
                     "not cut off: F2 reaches it at step 29");
    ck_assert_str_eq(quiz_explain(why, sizeof why, q, 0, QP_LEAVES, VIEW_MINIMAX, 3),
                     "F2 evaluates 17 of the 27 leaves");
    quiz_free(q);
    /* F1's one bound comes from its parent alone */
    q = quiz_new(3, 3, 7, ALG_F1, &err);
    n = tree_find_path(q->tree, "2.1");
    ck_assert_str_eq(quiz_explain(why, sizeof why, q, n, QP_WINDOW, VIEW_MINIMAX, 3),
                     "F1 is called with (-inf, +inf): the bound is +inf: 2 has no value yet");
    quiz_free(q);
}
END_TEST

START_TEST(test_sheet_lines)
{
    struct diag err;
    struct quiz *q = quiz_new(3, 3, 7, ALG_F2, &err);
    struct quiz_sheet s;
    ck_assert(quiz_sheet_init(&s, q, VIEW_MINIMAX));
    /* every form an answer takes */
    ck_assert(quiz_sheet_parse(&s, q, "# answers\r\ncut 1.2.3\nvalue root 5 # the root\n\n"
                               "window 2 (4, +inf)\nwindow 2.2 4,7\nbound 1.2 \xe2\x89\xa5 9\n"
                               "cut 3.3 Shallow Cutoff\nleaves 17\nvalue 1 \xe2\x88\x92" "4\n",
                               "a.txt"));
    ck_assert_uint_eq(s.nbad, 0);
    node_id n = tree_find_path(q->tree, "1.2");
    ck_assert_int_eq(s.value[n], 9);
    ck_assert_int_eq(s.bound[n], BOUND_LOWER);
    n = tree_find_path(q->tree, "2");
    ck_assert_int_eq(s.lo[n], 4);
    ck_assert_int_eq(s.hi[n], AB_INF);
    ck_assert_int_eq(s.kind[tree_find_path(q->tree, "3.3")], CUT_SHALLOW);
    ck_assert_int_eq(s.kind[tree_find_path(q->tree, "1.2.3")], -1);
    ck_assert_int_eq(s.value[tree_find_path(q->tree, "1")], -4);
    ck_assert(s.said_leaves && s.leaves == 17);
    quiz_sheet_free(&s);
    /* "=6" is the exact value 6, as the page of export --practice says;
     * "=>6" and "==6" do not read */
    ck_assert(quiz_sheet_init(&s, q, VIEW_MINIMAX));
    ck_assert(quiz_sheet_parse(&s, q, "value 3 =6\nvalue 2 =>6\nvalue 1 ==6\n", "a.txt"));
    ck_assert_uint_eq(s.nbad, 2);
    ck_assert_int_eq(s.value[tree_find_path(q->tree, "3")], 6);
    ck_assert_int_eq(s.bound[tree_find_path(q->tree, "3")], BOUND_EXACT);
    quiz_sheet_free(&s);
    /* the keywords in any case, as a word processor capitalises a line's
     * first word (issue 41: "Value 2 4" was not «value») */
    ck_assert(quiz_sheet_init(&s, q, VIEW_MINIMAX));
    ck_assert(quiz_sheet_parse(&s, q, "Value 2 5\nBOUND 1.2 >=9\nCut 1.2.2\nWindow 2.2 4 7\n"
                               "LEAVES 17\n", "a.txt"));
    ck_assert_uint_eq(s.nbad, 0);
    ck_assert_int_eq(s.value[tree_find_path(q->tree, "2")], 5);
    ck_assert_int_eq(s.bound[tree_find_path(q->tree, "1.2")], BOUND_LOWER);
    ck_assert(s.said[tree_find_path(q->tree, "1.2.2")] & (1u << QP_CUT));
    ck_assert_int_eq(s.hi[tree_find_path(q->tree, "2.2")], 7);
    ck_assert(s.said_leaves && s.leaves == 17);
    quiz_sheet_free(&s);
    /* "Bound" is a bound's keyword still: its value needs >= or <= */
    ck_assert(quiz_sheet_init(&s, q, VIEW_MINIMAX));
    ck_assert(quiz_sheet_parse(&s, q, "Bound 1 4\n", "a.txt"));
    ck_assert_uint_eq(s.nbad, 1);
    ck_assert(strstr(s.bad[0].message, "needs >= or <=") != NULL);
    quiz_sheet_free(&s);
    /* lines that do not read are reported where they are, and the others
     * are graded all the same */
    ck_assert(quiz_sheet_init(&s, q, VIEW_MINIMAX));
    ck_assert(quiz_sheet_parse(&s, q, "cut 1.2.3\nvalue 4.4 1\nprune 1\nvalue 1 x\n"
                               "bound 1 4\nwindow 1 3\ncut 2.2.2 sideways\nvalue root 5\n"
                               "value root 6\nleaves many\n", "a.txt"));
    ck_assert_uint_eq(s.nbad, 8);
    ck_assert_uint_eq(s.bad[0].line, 2);
    ck_assert_uint_eq(s.bad[0].col, 7);
    ck_assert_str_eq(s.bad[0].file, "a.txt");
    ck_assert(strstr(s.bad[0].message, "no position '4.4'") != NULL);
    ck_assert(strstr(s.bad[1].message, "expected window, value, bound, cut or leaves") != NULL);
    ck_assert(strstr(s.bad[3].message, "needs >= or <=") != NULL);
    ck_assert(strstr(s.bad[4].message, "needs two values") != NULL);
    ck_assert(strstr(s.bad[5].message, "not a kind of cutoff") != NULL);
    ck_assert(strstr(s.bad[6].message, "given already (line 8)") != NULL);
    ck_assert_int_eq(s.value[0], 5);
    struct quiz_result r;
    ck_assert(quiz_grade(q, &s, QUIZ_ASK_DEFAULT, &r));
    ck_assert(!r.perfect);
    ck_assert_uint_eq(r.unread, 8);
    ck_assert_int_eq(quiz_result_find(&r, 0, QP_VALUE)->verdict, QV_RIGHT);
    ck_assert_int_eq(quiz_result_find(&r, tree_find_path(q->tree, "1.2.3"), QP_CUT)->verdict,
                     QV_RIGHT);
    ck_assert_int_eq(quiz_result_find(&r, tree_find_path(q->tree, "1.2.2"), QP_CUT)->verdict,
                     QV_MISSING);
    quiz_result_free(&r);
    quiz_sheet_free(&s);
    quiz_free(q);
    /* F1's window may be its one bound: at Min's positions the lower side */
    q = quiz_new(3, 3, 7, ALG_F1, &err);
    ck_assert(quiz_sheet_init(&s, q, VIEW_MINIMAX));
    ck_assert(quiz_sheet_parse(&s, q, "window 1.2 8\nwindow 2 4\n", "a.txt"));
    ck_assert_uint_eq(s.nbad, 0);
    ck_assert(quiz_grade(q, &s, QUIZ_ASK_DEFAULT, &r));
    ck_assert_int_eq(quiz_result_find(&r, tree_find_path(q->tree, "1.2"), QP_WINDOW)->verdict,
                     QV_RIGHT);
    ck_assert_int_eq(quiz_result_find(&r, tree_find_path(q->tree, "2"), QP_WINDOW)->verdict,
                     QV_RIGHT);
    quiz_result_free(&r);
    quiz_sheet_free(&s);
    quiz_free(q);
}
END_TEST

START_TEST(test_impossible)
{
    struct quiz_spec s;
    struct diag err;
    quiz_spec_init(&s);
    s.alg = ALG_F1;
    s.min_deep = 1;
    s.height = 5;
    ck_assert(!quiz_spec_check(&s, &err));
    ck_assert(strstr(err.message, "F1 makes no deep cutoffs") != NULL);
    quiz_spec_init(&s);
    s.min_deep = 1;
    ck_assert(!quiz_spec_check(&s, &err));
    ck_assert(strstr(err.message, "height 4 or more") != NULL);
    quiz_spec_init(&s);
    s.shape_given = true;
    s.leaves_min = 12;
    s.leaves_max = 20;
    ck_assert(!quiz_spec_check(&s, &err));
    ck_assert(strstr(err.message, "has 27 leaves, not 12..20") != NULL);
    /* without a shape, one is chosen for the leaves */
    s.shape_given = false;
    ck_assert(quiz_spec_check(&s, &err));
    s.seed = 5;
    struct quiz *q = quiz_generate(&s, &err);
    ck_assert(q->tree->uniform && q->tree->leaves >= 12 && q->tree->leaves <= 20);
    quiz_free(q);
    s.leaves_min = 28;
    s.leaves_max = 31;
    ck_assert(!quiz_spec_check(&s, &err));
    quiz_spec_init(&s);
    s.distinct = true;
    ck_assert(!quiz_spec_check(&s, &err));
    ck_assert(strstr(err.message, "27 leaves cannot have distinct values from 0..9") != NULL);
    quiz_spec_init(&s);
    s.degree = 2;
    s.height = 2;
    s.min_cuts = 3;
    ck_assert(!quiz_spec_check(&s, &err));
    /* possible in principle, met by no tree: refused after the tries */
    quiz_spec_init(&s);
    s.degree = 2;
    s.height = 3;
    s.min_cuts = 6;
    ck_assert(quiz_spec_check(&s, &err));
    ck_assert_ptr_null(quiz_generate(&s, &err));
    ck_assert(strstr(err.message, "meets the constraints") != NULL);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("quiz");
    TCase *tc = tcase_create("quiz");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_same_seed_same_exercise);
    tcase_add_test(tc, test_500_exercises);
    tcase_add_test(tc, test_reasons);
    tcase_add_test(tc, test_sheet_lines);
    tcase_add_test(tc, test_impossible);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
