/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_web.c: the page's calls into the core (web/web_api.h), built
 * natively (the same code is the WebAssembly module's): a search of any
 * tree as the page's data, errors at their line and column, an exercise
 * made and graded as quiz makes and grades it, downloads, a game's tree. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/diag.h"
#include "course/quiz.h"
#include "course/quiz_key.h"
#include "tree/parse.h"
#include "web/web_api.h"
#include "testutil.h"

#define PI "( ( ((3 1 4) (1 5 9) (2 6 5)) ((3 5 8) (9 7 9) (3 2 3)) ((8 4 6) (2 6 4) (3 3 8)) )" \
           "  ( ((3 2 7) (9 5 0) (2 8 8)) ((4 1 9) (7 1 6) (9 3 9)) ((9 3 7) (5 1 0) (5 8 2)) )" \
           "  ( ((0 9 7) (4 9 4) (4 5 9)) ((2 3 0) (7 8 1) (6 4 0)) ((6 2 8) (6 2 0) (8 9 9)) ) )"

/* Whether the JSON answer a holds text (and frees nothing). */
static bool holds(const char *a, const char *text)
{
    return a && strstr(a, text) != NULL;
}

START_TEST(test_search)
{
    char *a = web_search(PI, "algorithm f2\n");
    ck_assert_msg(holds(a, "{\"ok\":true,\"page\":{"), "%s", a ? a : "(null)");
    /* the pi tree's F2: 143 steps, its first deep cutoff at step 65 */
    ck_assert_msg(holds(a, "\"n\":143"), "%.300s", a);
    /* the steps' letters, what the page's d jumps to: its three deep
     * cutoffs at steps 65, 93 and 117, and no other */
    const char *t = strstr(a, "\"t\":\"");
    ck_assert_ptr_nonnull(t);
    const char *letters = t + 5;
    size_t deep[3], ndeep = 0;
    for (size_t k = 0; letters[k] != '"'; k++)
        if (letters[k] == 'd' && ndeep < 3)
            deep[ndeep++] = k + 1;
        else
            ck_assert_msg(letters[k] != 'd', "a fourth deep cutoff at step %zu", k + 1);
    ck_assert_uint_eq(ndeep, 3);
    ck_assert_uint_eq(deep[0], 65);
    ck_assert_uint_eq(deep[1], 93);
    ck_assert_uint_eq(deep[2], 117);
    ck_assert_uint_eq(strchr(letters, '"') - letters, 143);
    web_free(a);
    a = web_search(PI, "algorithm f1\ncompare\n");
    ck_assert(holds(a, "\"sync\":["));
    web_free(a);
    a = web_search(PI, "algorithm f2\npractice\n");
    ck_assert(holds(a, "\"practice\":{"));
    web_free(a);
}
END_TEST

START_TEST(test_errors)
{
    /* the message of the parser, at its line and column, as run names it */
    const char *bad = "(1 2\n (3 x))";
    struct diag err;
    ck_assert_ptr_null(tree_parse(bad, strlen(bad), "tree", &err));
    char want[700];
    snprintf(want, sizeof want, "\"error\":\"%u:%u: ", err.line, err.col);
    char *a = web_search(bad, "");
    ck_assert_msg(holds(a, "{\"ok\":false,") && holds(a, want), "%s", a);
    ck_assert(holds(a, "\"line\":2,"));
    web_free(a);
    a = web_search(PI, "algorithm f9\n");
    ck_assert_msg(holds(a, "unknown algorithm 'f9'"), "%s", a);
    web_free(a);
    a = web_search(PI, "window 4,0\n");
    ck_assert_msg(holds(a, "bad window '4,0'"), "%s", a);
    web_free(a);
    a = web_search(PI, "colour red\n");
    ck_assert_msg(holds(a, "unknown option 'colour'"), "%s", a);
    web_free(a);
    /* text that ends the page's script is only data */
    a = web_search("( A: 3 B: 4 )", "");
    ck_assert(holds(a, "\"ok\":true"));
    web_free(a);
}
END_TEST

START_TEST(test_exercise_graded)
{
    const char *opts = "degree 3\nheight 3\nseed 7\nalgorithm f2\n";
    char *a = web_exercise(opts);
    ck_assert_msg(holds(a, "\"name\":\"3-3-7\"") && holds(a, "\"practice\":{"), "%.300s", a);
    web_free(a);
    /* the key's lines, all right */
    struct diag err;
    struct quiz *q = quiz_new(3, 3, 7, ALG_F2, &err);
    ck_assert_ptr_nonnull(q);
    char line[200];
    char *sheet = calloc(1, 100000);
    for (node_id n = 0; n < q->tree->count; n++)
        for (int part = QP_WINDOW; part <= QP_LEAVES; part++)
            if (quiz_key_answer(line, sizeof line, q, n, (enum quiz_part)part, QUIZ_ASK_ALL,
                                VIEW_MINIMAX) && (part != QP_LEAVES || n == 0))
                strcat(strcat(sheet, line), "\n");
    a = web_grade("", opts, sheet);
    ck_assert_msg(holds(a, "\"perfect\":true"), "%.300s", strstr(a, "\"bad\""));
    web_free(a);
    /* a wrong value, graded with its reason; a line that does not read */
    char *root = strstr(sheet, "value root ");
    ck_assert_ptr_nonnull(root);
    memcpy(root, "value root 9", 12);
    char *leaves = strstr(sheet, "leaves ");
    ck_assert_ptr_nonnull(leaves);
    strcpy(leaves, "leaves many\n");
    a = web_grade("", opts, sheet);
    ck_assert_msg(holds(a, "\"perfect\":false") && holds(a, "\"right\":false") &&
                  holds(a, "\"bad\":[\"") && holds(a, "leaves needs a number"), "%.500s",
                  strstr(a, "\"bad\""));
    web_free(a);
    free(sheet);
    quiz_free(q);
}
END_TEST

START_TEST(test_files)
{
    char *a = web_export(PI, "algorithm f2\n", "tikz");
    ck_assert(holds(a, "\\\\begin{tikzpicture}"));
    web_free(a);
    a = web_export(PI, "", "dot");
    ck_assert(holds(a, "digraph"));
    web_free(a);
    a = web_export("( 1 ( 2 3 ) )", "", "tree");
    ck_assert_msg(holds(a, "\"text\":\"") && holds(a, "2 3"), "%s", a);
    web_free(a);
    a = web_export(PI, "", "png");
    ck_assert(holds(a, "\"ok\":false"));
    web_free(a);
    a = web_game("tictactoe", "xoxoxo...", "");
    ck_assert_msg(holds(a, "\"ok\":true,\"tree\":\"@title"), "%s", a);
    web_free(a);
    a = web_game("chess", "", "");
    ck_assert(holds(a, "unknown game 'chess'"));
    web_free(a);
}
END_TEST

START_TEST(test_language)
{
    ck_assert(web_language("uk"));
    char *a = web_search(PI, "algorithm f9\n");
    ck_assert_msg(holds(a, "f9") && !holds(a, "unknown algorithm"), "%s", a);
    web_free(a);
    ck_assert(web_language("en"));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("web");
    TCase *tc = tcase_create("web");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_search);
    tcase_add_test(tc, test_errors);
    tcase_add_test(tc, test_exercise_graded);
    tcase_add_test(tc, test_files);
    tcase_add_test(tc, test_language);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
