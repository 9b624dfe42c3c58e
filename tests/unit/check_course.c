/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_course.c: every question of every shipped lesson, played in every
 * language of the course (issue 30): what the reader is asked and told is
 * in the reader's language (no English connective in a translated prompt
 * or answer), every sentence the program makes starts with a capital, no
 * "Answer: 2: ..." double colon, the Hungarian articles are chosen ("a
 * 81", "az 1", never "a(z)"), a kind named by a common synonym is
 * accepted with a note of the course's word, and no question has its
 * answer on the screen while it waits (the value asked for is "?" in the
 * figure and the line under it, the leaves' count is hidden). */
#include "config.h"

#include <dirent.h>
#include <locale.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "course/lesson_player.h"
#include "render/figure/paper.h"
#include "search/step_state.h"
#include "testutil.h"

static const char *top(void)
{
    const char *t = getenv("TOP_SRCDIR");
    return t ? t : TEST_TOP_SRCDIR;
}

/* The lesson files of a language ("" for English), sorted. */
static size_t lesson_files(const char *lang, char names[][64], size_t cap)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/lessons/%s", top(), lang);
    DIR *d = opendir(dir);
    ck_assert_msg(d != NULL, "cannot read %s", dir);
    size_t n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL && n < cap;) {
        size_t len = strlen(e->d_name);
        if (len > 7 && strcmp(e->d_name + len - 7, ".lesson") == 0)
            snprintf(names[n++], 64, "%s", e->d_name);
    }
    closedir(d);
    qsort(names, n, 64, (int (*)(const void *, const void *))strcmp);
    return n;
}

/* Words of English that must not show in a translated prompt or answer:
 * the connectives and the words of the program's own sentences. */
static regex_t english;

static void no_english(const char *lang, const char *file, const char *what, const char *s)
{
    regmatch_t m;
    ck_assert_msg(regexec(&english, s, 1, &m, 0) != 0, "%s/%s: English '%.*s' in %s: %s", lang,
                  file, (int)(m.rm_eo - m.rm_so), s + m.rm_so, what, s);
}

/* The program's sentences start with a capital (or a digit: "1.2: ..."). */
static void capital(const char *file, const char *what, const char *s)
{
    char *c = utf8_capitalized_new(s);
    ck_assert_ptr_nonnull(c);
    ck_assert_msg(strcmp(c, s) == 0, "%s: %s starts in lower case: %s", file, what, s);
    free(c);
}

/* A wrong answer to q: a value off by 99, a path not asked about, a kind
 * that is not the one, a window off by 99 on its finite side. */
static const char *wrong_answer(const struct lesson_item *q, char *buf, size_t cap)
{
    switch (q->qkind) {
    case Q_VALUE: snprintf(buf, cap, "%d", (int)q->expect_value + 99); break;
    case Q_LEAVES: snprintf(buf, cap, "%zu", q->expect_count + 99); break;
    case Q_NEXT: snprintf(buf, cap, "%s", "9.9.9"); break;
    case Q_CUT: snprintf(buf, cap, "%s", q->expect_cut == CUT_DEEP ? "shallow" : "deep"); break;
    case Q_WINDOW:
        if (q->expect_hi < AB_INF)
            snprintf(buf, cap, "(-inf, %d)", (int)q->expect_hi + 99);
        else
            snprintf(buf, cap, "(%d, +inf)", (int)q->expect_lo - 99);
        break;
    }
    return buf;
}

/* A common word for a kind that the course does not use, in the language
 * (NULL: none to try). */
static const char *synonym(const char *lang, int kind)
{
    static const struct { const char *lang; int kind; const char *word; } words[] = {
        { "uk", CUT_DEEP, "глибоке" }, { "uk", CUT_SHALLOW, "мілке" },
        { "ru", CUT_DEEP, "Глубокое" }, { "ru", CUT_SHALLOW, "мелкое" },
        { "hu", CUT_DEEP, "mélyvágás" }, { "hu", CUT_SHALLOW, "sekély vágás" },
        { "uk", CUT_WINDOW, "віконне" }, { "ru", CUT_WINDOW, "оконное" },
        { "hu", CUT_WINDOW, "ablakvágás" },
    };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strcmp(words[i].lang, lang) == 0 && words[i].kind == kind)
            return words[i].word;
    return NULL;
}

/* What a language's run counted, for the checks across lessons. */
struct seen {
    size_t questions, synonyms, hidden_values, hidden_leaves;
    bool article_a81, article_az1;
};

/* Plays lesson file (of language lang, "" for English) through: every
 * question answered wrongly once, then rightly (or shown, every third). */
static void play(const char *lang, const char *file, struct seen *seen)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/lessons/%s%s%s", top(), lang, *lang ? "/" : "", file);
    struct diag err;
    struct lesson *l = lesson_load(path, &err);
    ck_assert_msg(l != NULL, "%s:%u:%u: %s", err.file, err.line, err.col, err.message);
    bool translated = *lang != '\0';
    struct lesson_player p;
    ck_assert(lesson_player_init(&p, l, true));
    size_t guard = 0;
    while (p.wait != LESSON_WAIT_LESSON_END && guard++ < 10000) {
        if (p.wait != LESSON_WAIT_ANSWER) {
            lesson_player_go_on(&p);
            continue;
        }
        const struct lesson_item *q = p.question;
        seen->questions++;
        /* the prompt */
        if (translated)
            no_english(lang, file, "a prompt", q->text);
        capital(file, "a prompt", q->text);
        capital(file, "an explanation", q->explanation);
        ck_assert_msg(!strstr(q->text, "a(z)") && !strstr(q->explanation, "a(z)"),
                      "%s: an article left as a(z): %s / %s", file, q->text, q->explanation);
        if (strcmp(lang, "hu") == 0) {
            seen->article_a81 |= strstr(q->explanation, "a 81 ") != NULL;
            seen->article_az1 |= strstr(q->text, "az 1") != NULL ||
                                 strstr(q->explanation, "az 1") != NULL;
        }
        /* the answer is not on the screen while it waits */
        if (q->qkind == Q_VALUE) {
            node_id n = q->nodes[0];
            ck_assert_uint_eq(lesson_player_hidden(&p), n);
            uint32_t text[PAPER_TEXT_MAX];
            uint32_t len = paper_node_text(p.paper, n, text);
            bool shown = p.state->status[n] == NODE_DONE ||
                         tree_is_leaf(lesson_player_trace(&p)->tree, n);
            if (shown)
                ck_assert_msg(len == 1 && text[0] == '?',
                              "%s: the value asked for is on the screen: %s", file, q->text);
            char words[200];
            lesson_player_frame_words(&p, false, words, sizeof words);
            const struct path_frame *f = p.state->depth ? &p.state->path[p.state->depth - 1]
                                                        : NULL;
            if (f && f->node == n && words[0])
                ck_assert_msg(strchr(words, '?'), "%s: the line under the board shows the "
                              "answer: %s", file, words);
            seen->hidden_values++;
        }
        if (q->qkind == Q_LEAVES) {
            ck_assert(lesson_player_hides_leaves(&p));
            seen->hidden_leaves++;
        }
        /* a wrong answer: a hint, "try again" or the answer shown */
        char buf[64];
        snprintf(p.answer, sizeof p.answer, "%s", wrong_answer(q, buf, sizeof buf));
        ck_assert(!lesson_player_answer(&p));
        if (translated)
            no_english(lang, file, "the feedback to a wrong answer", p.feedback);
        capital(file, "the feedback to a wrong answer", p.feedback);
        if (p.wait == LESSON_WAIT_ANSWER) {
            /* a synonym of the kind, accepted with the course's word */
            const char *word = q->qkind == Q_CUT && q->expect_cut >= 0
                                   ? synonym(lang, q->expect_cut) : NULL;
            if (word)
                snprintf(p.answer, sizeof p.answer, "%s", word);
            else if ((seen->questions % 3) == 0)
                lesson_player_show(&p);
            else
                snprintf(p.answer, sizeof p.answer, "%s", q->answer);
            if (p.wait == LESSON_WAIT_ANSWER)
                ck_assert_msg(lesson_player_answer(&p), "%s: the right answer '%s' to '%s' "
                              "is not taken: %s", file, p.answer, q->text, p.feedback);
            if (word) {
                char note[120];
                snprintf(note, sizeof note, "%s", cut_kind_word((enum cut_kind)q->expect_cut));
                ck_assert_msg(strstr(p.feedback, note), "%s: the synonym '%s' gets no note of "
                              "'%s': %s", file, word, note, p.feedback);
                seen->synonyms++;
            }
        }
        ck_assert_int_eq(p.wait, LESSON_WAIT_FEEDBACK);
        if (translated)
            no_english(lang, file, "the feedback", p.feedback);
        capital(file, "the feedback", p.feedback);
        /* "Відповідь: 2: ..." */
        char twice[80];
        snprintf(twice, sizeof twice, ": %s: ", q->answer);
        ck_assert_msg(!strstr(p.feedback, twice), "%s: a double colon: %s", file, p.feedback);
        ck_assert_msg(!strstr(p.feedback, "a(z)"), "%s: a(z) left: %s", file, p.feedback);
        /* answered: the value is back, in the figure too */
        ck_assert_uint_eq(lesson_player_hidden(&p), AB_NO_NODE);
        ck_assert_uint_eq(p.paper->hidden, AB_NO_NODE);
        ck_assert(!lesson_player_hides_leaves(&p));
        lesson_player_go_on(&p);
    }
    ck_assert_int_eq(p.wait, LESSON_WAIT_LESSON_END);
    lesson_player_free(&p);
    lesson_free(l);
}

static void play_language(const char *lang)
{
    char files[64][64];
    size_t n = lesson_files(lang, files, 64);
    ck_assert_uint_ge(n, 11);
    struct seen seen = { 0 };
    for (size_t i = 0; i < n; i++)
        play(lang, files[i], &seen);
    ck_assert_uint_ge(seen.questions, 100);
    ck_assert_uint_ge(seen.hidden_values, 40);
    ck_assert_uint_ge(seen.hidden_leaves, 30);
    if (*lang) {
        ck_assert_msg(seen.synonyms >= 10, "%s: %zu synonyms tried", lang, seen.synonyms);
    }
    if (strcmp(lang, "hu") == 0) {
        ck_assert_msg(seen.article_a81, "hu: no 'a 81' in the answers");
        ck_assert_msg(seen.article_az1, "hu: no 'az 1' in the questions or answers");
    }
}

START_TEST(test_english)
{
    ck_assert_int_eq(i18n_set_language("en"), 0);
    play_language("");
}
END_TEST

START_TEST(test_translations)
{
    static const char *const langs[] = { "uk", "ru", "hu" };
    const char *lang = langs[_i];
    if (!getenv("ABPRUNE_LOCALEDIR") || i18n_set_language(lang) != 0)
        return;
    /* the build's catalogue is in use */
    ck_assert_str_eq(i18n_language(), lang);
    ck_assert_str_ne(_("Right. %s"), "Right. %s");
    play_language(lang);
    i18n_set_language("en");
}
END_TEST

int main(void)
{
    setlocale(LC_ALL, "C");
    i18n_use_utf8_locale(LC_ALL);
    i18n_init(getenv("ABPRUNE_LOCALEDIR"));
    if (regcomp(&english,
                             "(^|[^A-Za-z-])(or|and|of|the|is|are|at|step|returns?|position|"
                             "leaf|leaves|Right|quite|Hint|answer|cutoff|cut off|pruned|"
                             "reached|first|true value|course calls)([^A-Za-z]|$)",
                             REG_EXTENDED) != 0)
        return EXIT_FAILURE;
    Suite *s = suite_create("course");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_english);
    tcase_add_loop_test(tc, test_translations, 0, 3);
    suite_add_tcase(s, tc);
    int status = run_suite(s);
    regfree(&english);
    return status;
}
