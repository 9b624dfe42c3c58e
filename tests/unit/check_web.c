/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_web.c: the page's calls into the core (web/web_api.h), built
 * natively (the same code is the WebAssembly module's): a search of any
 * tree as the page's data, errors at their line and column, an exercise
 * made and graded as quiz makes and grades it, downloads, a game's tree;
 * the course (web/web_lesson.h): every lesson in every language played
 * through with the answers lesson --check takes, wrong answers and their
 * hints, the progress kept, the lessons read from files held in memory. */
#include "config.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/diag.h"
#include "base/i18n.h"
#include "base/util.h"
#include "course/lesson.h"
#include "course/quiz.h"
#include "course/quiz_key.h"
#include "course/quiz_page.h"
#include "search/trace.h"
#include "tree/parse.h"
#include "tree/write.h"
#include "web/web_api.h"
#include "web/web_lesson.h"
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

/* The JSON string after "key": in text, its \n made newlines, into buf. */
static void json_member_text(char *buf, size_t cap, const char *text, const char *key)
{
    const char *p = strstr(text, key);
    ck_assert_ptr_nonnull(p);
    p += strlen(key);
    size_t k = 0;
    for (; *p && *p != '"' && k + 1 < cap; p++)
        if (p[0] == '\\' && p[1] == 'n') {
            buf[k++] = '\n';
            p++;
        } else {
            buf[k++] = *p;
        }
    buf[k] = '\0';
}

/* The page of export -f html --practice grades with web_grade on the tree
 * and the options it carries ("grade"): the key of the search, made of
 * any options the page takes, is all right, and one answer changed is
 * not. */
START_TEST(test_page_exercise_graded)
{
    static const struct {
        enum algorithm alg;
        int32_t alpha, beta;
        bool research, mccarthy, tt;
        const char *line;       /* the option line the page must carry */
    } cases[] = {
        { ALG_F2, -AB_INF, AB_INF, false, false, false, "algorithm f2\n" },
        { ALG_F1, -AB_INF, AB_INF, false, false, false, "algorithm f1\n" },
        { ALG_F2_SOFT, 2, 7, false, false, false, "window 2,7\n" },
        { ALG_F2, 3, AB_INF, true, false, false, "window 3,inf\nresearch\n" },
        { ALG_F2, -AB_INF, 5, false, true, true, "mccarthy\ntt\n" },
    };
    struct diag err;
    struct quiz *made = quiz_new(3, 3, 5, ALG_F2, &err);
    ck_assert_ptr_nonnull(made);
    struct strbuf text;
    strbuf_init(&text);
    ck_assert_int_eq(tree_write_buf(&text, made->tree), 0);
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        struct search_options o = search_defaults(cases[c].alg);
        o.alpha = cases[c].alpha;
        o.beta = cases[c].beta;
        o.research = cases[c].research;
        o.mccarthy = cases[c].mccarthy;
        o.tt = cases[c].tt;
        struct trace *tr = trace_record(made->tree, &o);
        ck_assert_ptr_nonnull(tr);
        struct strbuf page;
        strbuf_init(&page);
        ck_assert(quiz_page_json(&page, tr, VIEW_MINIMAX, true));
        char options[400];
        json_member_text(options, sizeof options, page.data, "\"options\":\"");
        ck_assert_msg(strstr(options, cases[c].line) && strstr(options, "view minimax\n"),
                      "%s", options);
        /* the key of the search, from the exercise the page asks */
        struct quiz q;
        ck_assert(quiz_page_exercise(&q, tr));
        char line[200], *sheet = calloc(1, 100000);
        ck_assert_ptr_nonnull(sheet);
        for (node_id n = 0; n < q.tree->count; n++)
            for (int part = QP_WINDOW; part <= QP_LEAVES; part++)
                if (quiz_key_answer(line, sizeof line, &q, n, (enum quiz_part)part,
                                    QUIZ_ASK_ALL, VIEW_MINIMAX) && (part != QP_LEAVES || n == 0))
                    strcat(strcat(sheet, line), "\n");
        quiz_page_exercise_free(&q);
        char *a = web_grade(text.data, options, sheet);
        ck_assert_msg(holds(a, "\"perfect\":true"), "case %zu: %.400s", c, a);
        web_free(a);
        char *leaves = strstr(sheet, "leaves ");
        ck_assert_ptr_nonnull(leaves);
        strcpy(leaves, "leaves 99\n");
        a = web_grade(text.data, options, sheet);
        ck_assert_msg(holds(a, "\"perfect\":false") && holds(a, "wrong count"), "%.400s", a);
        web_free(a);
        free(sheet);
        strbuf_free(&page);
        trace_free(tr);
    }
    /* what the page's grader refuses: a search that makes no exercise, a
     * tree that does not read */
    char *a = web_grade(text.data, "algorithm pvs\n", "leaves 3\n");
    ck_assert_msg(holds(a, "\"ok\":false") && holds(a, "--practice takes"), "%s", a);
    web_free(a);
    a = web_grade("( 1 ( 2", "algorithm f2\n", "leaves 3\n");
    ck_assert_msg(holds(a, "\"ok\":false") && holds(a, "\"line\":1"), "%s", a);
    web_free(a);
    strbuf_free(&text);
    quiz_free(made);
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

/* The lessons of the source tree (TOP_SRCDIR, set by make check). */
static void lessons_from_source(void)
{
    const char *top = getenv("TOP_SRCDIR");
    setenv("ABPRUNE_DATADIR", top ? top : ".", 1);
}

/* The number after "key": in a, or -1. */
static long number_of(const char *a, const char *key)
{
    char k[64];
    snprintf(k, sizeof k, "\"%s\":", key);
    const char *at = a ? strstr(a, k) : NULL;
    return at ? strtol(at + strlen(k), NULL, 10) : -1;
}

/* The right answers of lesson name's questions, in order, as lesson
 * --check takes them (the lesson's own, checked when it is read). */
static char **right_answers(const char *name, size_t *n)
{
    char *dir = str_printf("%s/lessons", getenv("ABPRUNE_DATADIR"));
    char *path = lesson_file_in(dir, name);
    struct diag err;
    struct lesson *l = lesson_load(path, &err);
    ck_assert_msg(l, "%s: %s", path, err.message);
    char **answers = calloc(l->nitems, sizeof *answers);
    *n = 0;
    for (size_t i = 0; i < l->nitems; i++)
        if (l->items[i].op == LOP_QUESTION)
            answers[(*n)++] = strdup(l->items[i].answer);
    lesson_free(l);
    free(path);
    free(dir);
    return answers;
}

/* Plays lesson name through: every question first answered wrong (a word
 * the lesson cannot take is "unreadable", not a try) when wrong_first,
 * then right; the progress text at the end into *progress. */
static void play_lesson(const char *name, bool wrong_first, char **progress)
{
    size_t nanswers;
    char **answers = right_answers(name, &nanswers);
    char *a = web_lesson_open(name, "");
    ck_assert_msg(holds(a, "\"ok\":true"), "%s: %s", name, a);
    size_t asked = 0, steps = 0, unreadable = 0;
    while (!holds(a, "\"wait\":\"lesson-end\"")) {
        ck_assert_msg(++steps < 2000, "%s does not end", name);
        char *next;
        if (holds(a, "\"wait\":\"answer\"")) {
            long k = number_of(a, "number");
            ck_assert_msg(k >= 1 && (size_t)k <= nanswers, "%s: question %ld", name, k);
            ck_assert(holds(a, "\"hidden\":") && holds(a, "\"prompt\":"));
            if (wrong_first) {
                next = web_lesson_act("answer", "-12345", "");
                ck_assert_msg(holds(next, "\"verdict\":\"wrong\"") ||
                              holds(next, "\"verdict\":\"shown\"") ||
                              holds(next, "\"verdict\":\"unreadable\""), "%s", next);
                bool still = holds(next, "\"wait\":\"answer\"");
                /* not an answer to this question: no try used */
                unreadable += holds(next, "\"verdict\":\"unreadable\"");
                web_free(a);
                a = next;
                if (!still) {
                    asked++;
                    continue;
                }
            }
            next = web_lesson_act("answer", answers[k - 1], "");
            ck_assert_msg(holds(next, "\"verdict\":\"right\""), "%s question %ld (%s): %s",
                          name, k, answers[k - 1], next);
            asked++;
        } else {
            next = web_lesson_act("go", "", "");
        }
        web_free(a);
        a = next;
    }
    ck_assert_uint_eq(asked, nanswers);
    ck_assert_int_eq(number_of(a, "asked"), (long)nanswers);
    ck_assert_int_eq(number_of(a, "right"), wrong_first ? (long)unreadable : (long)nanswers);
    ck_assert_msg(holds(a, wrong_first ? "\"how\":\"" : "\"how\":\"right\"") &&
                  (wrong_first || !holds(a, "\"how\":\"later\"")), "%s", a);
    ck_assert(holds(a, "\"end\":\"") && !holds(a, "\"end\":\"\""));
    const char *pr = strstr(a, "\"progress\":\"");
    ck_assert_ptr_nonnull(pr);
    *progress = strdup(pr);
    web_free(a);
    for (size_t i = 0; i < nanswers; i++)
        free(answers[i]);
    free(answers);
}

START_TEST(test_lessons_played)
{
    static const char *const langs[] = { "en", "uk", "ru", "hu" };
    ck_assert(web_language(langs[_i]));
    char *list = web_lessons("");
    size_t count = 0;
    for (const char *at = list; (at = strstr(at, "\"name\":\"")) != NULL; at++)
        count++;
    ck_assert_msg(count == 12, "%zu lessons: %s", count, list);
    for (const char *at = list; (at = strstr(at, "\"name\":\"")) != NULL; at++) {
        char name[64];
        ck_assert(sscanf(at, "\"name\":\"%63[^\"]", name) == 1);
        char *progress;
        play_lesson(name, false, &progress);
        char finished[128];
        snprintf(finished, sizeof finished, "%s\\tfinished\\t", name);
        ck_assert_msg(strstr(progress, finished), "%s", progress);
        free(progress);
    }
    web_free(list);
    web_language("en");
}
END_TEST

START_TEST(test_lesson_hints)
{
    char *progress;
    /* lesson 2's first question has a hint: a wrong answer shows it */
    char *a = web_lesson_open("02-branch-and-bound", "");
    while (!holds(a, "\"wait\":\"answer\"")) {
        char *next = web_lesson_act("go", "", "");
        web_free(a);
        a = next;
    }
    web_free(a);
    a = web_lesson_act("answer", "deep", "");
    ck_assert_msg(holds(a, "\"verdict\":\"wrong\"") &&
                  holds(a, "Hint: m = -1 has reached the bound -1"), "%s", a);
    web_free(a);
    a = web_lesson_act("answer", "seven", "");
    ck_assert_msg(holds(a, "\"verdict\":\"unreadable\""), "%s", a);
    web_free(a);
    play_lesson("02-branch-and-bound", true, &progress);
    ck_assert_msg(strstr(progress, "finished\\t"), "%s", progress);
    free(progress);
}
END_TEST

/* The reader leaves a lesson in its second section; the progress the page
 * keeps opens it there again, and the list says so. */
START_TEST(test_lesson_progress)
{
    char *a = web_lesson_open("03-alpha-beta", "");
    for (int i = 0; i < 40 && number_of(a, "section") < 2; i++) {
        char *next = web_lesson_act(holds(a, "\"wait\":\"answer\"") ? "show" : "go", "", "");
        web_free(a);
        a = next;
    }
    ck_assert_int_eq(number_of(a, "section"), 2);
    const char *pr = strstr(a, "\"progress\":\"");
    ck_assert_msg(pr && strstr(pr, "03-alpha-beta\\tleft\\t2\\t0\\t"), "%s", pr);
    /* the text as the page keeps it, its escapes undone */
    char kept[1000];
    size_t k = 0;
    for (const char *c = pr + 12; *c != '"' && k + 1 < sizeof kept; c++)
        kept[k++] = c[0] == '\\' ? (++c, *c == 'n' ? '\n' : *c == 't' ? '\t' : *c) : *c;
    kept[k] = '\0';
    web_free(a);
    a = web_lessons(kept);
    ck_assert_msg(holds(a, "\"name\":\"03-alpha-beta\"") &&
                  holds(strstr(a, "03-alpha-beta"), "\"left\":2"), "%s", a);
    web_free(a);
    a = web_lesson_open("03-alpha-beta", kept);
    ck_assert_int_eq(number_of(a, "section"), 2);
    web_free(a);
    a = web_lesson_act("restart", "", kept);
    ck_assert_int_eq(number_of(a, "section"), 1);
    ck_assert_msg(!holds(a, "03-alpha-beta\\tleft"), "%s", a);
    web_free(a);
}
END_TEST

/* In the module the lessons are files held in memory (web_file): a lesson
 * and its tree there are found as on disk, the tree by its relative path. */
START_TEST(test_lesson_in_memory)
{
    setenv("ABPRUNE_DATADIR", "/abprune-held", 1);
    ck_assert(web_file("/abprune-held/trees/t.tree", "( (3 5) (2 9) )\n"));
    ck_assert(web_file("/abprune-held/lessons/01-held.lesson",
                       "abprune-lesson 1\ntitle Held\nsection One\nsay Hello.\n"
                       "tree ../trees/t.tree\nalgorithm f2\ngoto end\n"
                       "question value root 3\npause\n"));
    char *a = web_lessons("");
    ck_assert_msg(holds(a, "\"lessons\":[{\"name\":\"01-held\",\"title\":\"Held\","
                           "\"sections\":[\"One\"]"), "%s", a);
    web_free(a);
    a = web_lesson_open("01-held", "");
    ck_assert_msg(holds(a, "\"paragraphs\":[\"Hello.\"]") && holds(a, "\"hidden\":\"\""),
                  "%s", a);
    web_free(a);
    a = web_lesson_board();
    ck_assert_msg(holds(a, "{\"ok\":true,\"page\":{"), "%s", a);
    web_free(a);
    a = web_lesson_act("answer", "3", "");
    ck_assert_msg(holds(a, "\"verdict\":\"right\""), "%s", a);
    web_free(a);
    a = web_lesson_open("../trees/t", "");
    ck_assert(holds(a, "\"ok\":false"));
    web_free(a);
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
    tcase_add_test(tc, test_page_exercise_graded);
    tcase_add_test(tc, test_files);
    tcase_add_test(tc, test_language);
    suite_add_tcase(s, tc);
    TCase *course = tcase_create("course");
    tcase_set_timeout(course, 600);
    tcase_add_checked_fixture(course, lessons_from_source, NULL);
    tcase_add_loop_test(course, test_lessons_played, 0, 4);
    tcase_add_test(course, test_lesson_hints);
    tcase_add_test(course, test_lesson_progress);
    tcase_add_test(course, test_lesson_in_memory);
    suite_add_tcase(s, course);
    return run_suite(s);
}
