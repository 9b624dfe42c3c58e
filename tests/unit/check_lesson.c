/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_lesson.c: reading, checking and answering lessons. */
#include "config.h"

#include <dirent.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/i18n.h"
#include "course/answer.h"
#include "course/lesson.h"
#include "course/lesson_question.h"
#include "testutil.h"

/* Writes text to a lesson file next to the shipped ones' trees and loads
 * it. */
static struct lesson *load_text(const char *text, struct diag *err)
{
    char path[] = "/tmp/abprune-lesson-XXXXXX.lesson";
    int fd = mkstemps(path, 7);
    ck_assert_int_ge(fd, 0);
    FILE *f = fdopen(fd, "w");
    fputs(text, f);
    fclose(f);
    struct lesson *l = lesson_load(path, err);
    unlink(path);
    return l;
}

#define HEAD "abprune-lesson 1\ntitle T\nsection S\n"
#define PI "tree " TEST_TOP_SRCDIR "/trees/knuth-moore-fig1.tree\n"

START_TEST(test_shipped_lessons_load)
{
    const char *dir = TEST_TOP_SRCDIR "/lessons";
    DIR *d = opendir(dir);
    ck_assert_ptr_nonnull(d);
    size_t count = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (!strstr(e->d_name, ".lesson"))
            continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct diag err;
        struct lesson *l = lesson_load(path, &err);
        ck_assert_msg(l != NULL, "%s:%u:%u: %s", err.file, err.line, err.col, err.message);
        ck_assert_uint_gt(l->nsections, 1);
        ck_assert_uint_gt(l->nquestions, 2);
        lesson_free(l);
        count++;
    }
    closedir(d);
    ck_assert_uint_ge(count, 11);
}
END_TEST

static const struct {
    const char *text;
    unsigned line, col;
    const char *message;
} bad[] = {
    { "", 1, 1, "empty lesson" },
    { "# nothing\n\n", 1, 1, "empty lesson" },
    { "title T\n", 1, 1, "starts with the line 'abprune-lesson 1'" },
    { "abprune-lesson 2\n", 1, 16, "unsupported lesson format '2'" },
    { "abprune-lesson 1\nsection S\n", 2, 1, "no title" },
    { "abprune-lesson 1\n", 2, 1, "no title" },
    { "abprune-lesson 1\ntitle T\n", 3, 1, "no sections" },
    { "abprune-lesson 1\ntitle T", 2, 8, "no sections" },
    { "abprune-lesson 1\ntitle T\nsay hi\n", 3, 1, "'say' before the first section" },
    { HEAD "dance\n", 4, 1, "unknown directive 'dance'" },
    { HEAD "  say indented\n", 4, 1, "start at the beginning of the line" },
    { HEAD "goto end\n", 4, 1, "before any tree is loaded" },
    { HEAD "tree no-such-file.tree\n", 4, 1, "tree 'no-such-file.tree' does not load" },
    { HEAD "tree-inline ((1 2) (3\n", 4, 1, "tree 'inline' does not load" },
    { HEAD PI "algorithm f3\n", 5, 11, "unknown algorithm 'f3'" },
    { HEAD PI "view maximin\n", 5, 6, "unknown view" },
    { HEAD PI "window 5,1\n", 5, 8, "bad window" },
    { HEAD PI "goto step 500\n", 5, 11, "step 500 is out of range" },
    { HEAD PI "goto node 4.1\n", 5, 11, "no position '4.1'" },
    { HEAD PI "goto node 2.2\n", 5, 11, "F2 never reaches 2.2" },
    { HEAD PI "goto end\ngoto cutoff\n", 6, 6, "no cutoff after step" },
    { HEAD PI "goto sideways\n", 5, 6, "unknown goto target" },
    { HEAD PI "highlight 1 9\n", 5, 13, "no position '9'" },
    { HEAD PI "question value 1.2 7\n", 5, 20, "the stated answer '7' is wrong.  Position 1.2 returns 2" },
    { HEAD PI "question value 2.2 3\n", 5, 1, "never reaches position 2.2" },
    { HEAD PI "question cut 2.1.1.3 shallow\n", 5, 22, "pruned by a deep cutoff at position 2.1.1" },
    { HEAD PI "question leaves 36\n", 5, 17, "F2 evaluates 31 of the 81 leaves" },
    { HEAD PI "question leaves f1 31\n", 5, 20, "F1 evaluates 36" },
    { HEAD PI "question next 1 2 answer 2\n", 5, 26, "Position 1 is reached first" },
    { HEAD PI "question next 1 2\n", 5, 1, "needs 'answer POSITION'" },
    { HEAD PI "question colour 1 red\n", 5, 10, "question needs a kind" },
    { HEAD PI "question value 1\n", 5, 1, "needs the right answer" },
    { HEAD PI "question window 2.1.1 (-inf,-3)\n", 5, 23, "the stated answer '(-inf,-3)' is wrong.  "
      "Position 2.1.1: F2 is called with (-inf, -2): alpha is -inf: no position above 2.1.1 has a value "
      "yet; beta is -2: the root already has m = 2 (from 1)." },
    { HEAD PI "question window 2.2 (-inf,2)\n", 5, 1, "never reaches 2.2" },
    { HEAD PI "hint too early\n", 5, 1, "must follow a question" },
    { "abprune-lesson 1\ntitle T\ntitle U\n", 3, 1, "a second title" },
    { HEAD PI "limit depth 2\n", 5, 1, "position 1.1 is at the depth limit" },
    { HEAD PI "limit sideways\n", 5, 7, "limit needs 'depth N'" },
    { HEAD PI "limit threshold 3\n", 5, 17, "bad threshold '3'" },
    { HEAD "limit none\n", 4, 1, "limit before any tree is loaded" },
    { HEAD PI "use futility 2\n", 5, 1, "'use futility' needs 'limit depth N'" },
    /* the rules of the command line (searchopt.c), in either order */
    { HEAD PI "algorithm f1\nuse mccarthy\n", 6, 1,
      "'use mccarthy' does not apply to f1 (only to f2, f2-soft, ab-minimax, f2-iterative, "
      "f2-list or pvs)" },
    { HEAD PI "use mccarthy\nalgorithm f1\n", 6, 11, "'use mccarthy' does not apply to f1" },
    { HEAD PI "use tt\nquestion leaves f 81\n", 6, 17, "'use tt' does not apply to f" },
    { HEAD PI "use research\nalgorithm mtdf\n", 6, 11, "'use research' does not apply to mtdf" },
    { HEAD PI "algorithm f3\n", 5, 11, "unknown algorithm 'f3' (use f, f1, f2, f2-soft, "
      "ab-minimax, f2-iterative, f2-list, pvs or mtdf)" },
    { HEAD PI "use wings\n", 5, 5, "unknown option 'wings'" },
    { HEAD PI "use tt mccarthy\n", 5, 8, "one option per line" },
};

START_TEST(test_bad_lessons)
{
    struct diag err;
    struct lesson *l = load_text(bad[_i].text, &err);
    ck_assert_msg(l == NULL, "lesson %d loaded", _i);
    ck_assert_msg(strstr(err.message, bad[_i].message) != NULL, "case %d: got '%s'", _i,
                  err.message);
    ck_assert_uint_eq(err.line, bad[_i].line);
    ck_assert_uint_eq(err.col, bad[_i].col);
}
END_TEST

/* A window asked: the program's own sentence, and every way of typing it;
 * F1's one bound answers its window. */
START_TEST(test_window_question)
{
    struct diag err;
    struct lesson *l = load_text(HEAD PI "question window 2.1.1 (-inf,-2)\n"
                                 "view minimax\nquestion window 2.1.1 (2,+inf)\n"
                                 "algorithm f1\nquestion window 1.2 -inf,2\n", &err);
    ck_assert_msg(l != NULL, "%s", err.message);
    const struct lesson_item *q[3];
    size_t k = 0;
    for (size_t i = 0; i < l->nitems && k < 3; i++)
        if (l->items[i].op == LOP_QUESTION)
            q[k++] = &l->items[i];
    ck_assert_uint_eq(k, 3);
    ck_assert_int_eq(q[0]->qkind, Q_WINDOW);
    ck_assert_str_eq(q[0]->text, "Which window (alpha, beta) does position 2.1.1 receive under F2?");
    ck_assert_str_eq(q[0]->answer, "(-inf, -2)");
    ck_assert(lesson_answer_ok(q[0], "(-inf, -2)"));
    ck_assert(lesson_answer_ok(q[0], " -inf -2 "));
    ck_assert(lesson_answer_ok(q[0], "[-INF; \xe2\x88\x92" "2]"));
    ck_assert(!lesson_answer_ok(q[0], "(-2, +inf)"));
    char why[300];
    ck_assert_int_eq(lesson_answer_judge(q[0], "-2", why, sizeof why), LESSON_ANSWER_UNREADABLE);
    ck_assert(strstr(why, "not a window") != NULL);
    /* the minimax view turns it round at Min's positions */
    ck_assert(lesson_answer_ok(q[1], "2 inf"));
    ck_assert(strstr(q[1]->explanation, "beta is +inf: no Min position above 2.1.1") != NULL);
    ck_assert(strstr(q[1]->explanation, "alpha is 2, the value Max already has at the root "
                     "(from 1)") != NULL);
    /* F1: the window of its bound, or the bound alone */
    ck_assert_str_eq(q[2]->text, "Which bound does position 1.2 receive under F1 (as a window, or the "
                     "bound alone)?");
    ck_assert(lesson_answer_ok(q[2], "(-inf, 2)"));
    ck_assert(lesson_answer_ok(q[2], "2"));
    ck_assert(!lesson_answer_ok(q[2], "-2"));
    lesson_free(l);
}
END_TEST

START_TEST(test_sections_boards_and_answers)
{
    struct diag err;
    struct lesson *l = load_text(HEAD PI "algorithm f1\ngoto return 1.2\n"
                                 "question value 1.2 3\nhint a lower bound\nhint F1\n"
                                 "section Two\nview minimax\nalgorithm f2\n"
                                 "question next 1 2 answer 1\ngoto end\n"
                                 "question value 1 2\nquestion cut 2.2 shallow\n", &err);
    ck_assert_msg(l != NULL, "%s", err.message);
    ck_assert_uint_eq(l->nsections, 2);
    ck_assert_uint_eq(l->nquestions, 4);
    ck_assert_str_eq(l->sections[1].title, "Two");
    const struct lesson_item *q = NULL;
    for (size_t i = 0; i < l->nitems; i++)
        if (l->items[i].op == LOP_QUESTION && !q)
            q = &l->items[i];
    ck_assert_ptr_nonnull(q);
    ck_assert_str_eq(q->text, "What will position 1.2 return under F1?");
    ck_assert_uint_eq(q->nhints, 2);
    ck_assert_uint_eq(q->board.alg, ALG_F1);
    ck_assert(lesson_answer_ok(q, "3"));
    ck_assert(lesson_answer_ok(q, " >=3 "));
    ck_assert(lesson_answer_ok(q, "\xe2\x89\xa5" "3"));
    ck_assert(!lesson_answer_ok(q, "<=3"));
    ck_assert(!lesson_answer_ok(q, "7"));
    ck_assert(!lesson_answer_ok(q, "three"));
    /* the minimax view: position 1 is Min's, worth 2 to Max */
    const struct lesson_item *next = &l->items[l->nitems - 4];
    ck_assert_uint_eq(next->qkind, Q_NEXT);
    ck_assert(lesson_answer_ok(next, "1"));
    ck_assert(!lesson_answer_ok(next, "2"));
    const struct lesson_item *value = &l->items[l->nitems - 2];
    ck_assert(lesson_answer_ok(value, "2"));
    ck_assert(!lesson_answer_ok(value, "-2"));
    const struct lesson_item *cut = &l->items[l->nitems - 1];
    ck_assert(lesson_answer_ok(cut, "shallow"));
    ck_assert(!lesson_answer_ok(cut, "none"));
    ck_assert(!lesson_answer_ok(cut, "deep"));
#ifdef ENABLE_NLS
    /* in the language of the messages too (the build's catalogues) */
    if (getenv("ABPRUNE_LOCALEDIR")) {
        i18n_init(getenv("ABPRUNE_LOCALEDIR"));
        ck_assert_int_eq(i18n_set_language("uk"), 0);
        ck_assert_str_eq(i18n_language(), "uk");
        ck_assert_str_ne(_("shallow"), "shallow");
        ck_assert(lesson_answer_ok(cut, _("shallow")));
        ck_assert(lesson_answer_ok(cut, "shallow"));
        ck_assert(!lesson_answer_ok(cut, _("deep")));
        /* typed in capitals: Cyrillic and accents are folded like ASCII
         * (the words as the program sees them: UTF-8, not transliterated) */
        if (i18n_use_utf8_locale(LC_CTYPE)) {
            ck_assert(lesson_answer_ok(cut, "\xd0\x92\xd0\x95\xd0\xa0\xd0\xa5\xd0\x9d\xd0\x84"));
            ck_assert(lesson_answer_ok(cut, "\xd0\x92\xd0\xb5\xd1\x80\xd1\x85\xd0\xbd\xd1\x94"));
            ck_assert_int_eq(i18n_set_language("ru"), 0);
            ck_assert(lesson_answer_ok(cut, " \xd0\x92\xd0\x95\xd0\xa0\xd0\xa5\xd0\x9d\xd0\x95\xd0\x95 "));
            ck_assert_int_eq(i18n_set_language("hu"), 0);
            ck_assert(lesson_answer_ok(cut, "SEK\xc3\x89LY"));
            ck_assert(lesson_answer_ok(cut, "SEKE\xcc\x81LY"));      /* E + acute */
            ck_assert(!lesson_answer_ok(cut, "M\xc3\x89LY"));
            setlocale(LC_CTYPE, "C");
        }
        ck_assert_int_eq(i18n_set_language("en"), 0);
    }
#endif
    ck_assert_uint_eq(cut->board.view, VIEW_MINIMAX);
    ck_assert_uint_eq(cut->board.step, l->traces[cut->board.trace]->len);
    lesson_free(l);
}
END_TEST

/* Answers are compared in lower case whatever the script, without the
 * locale: Cyrillic (Russian and Ukrainian letters), Hungarian accents,
 * Greek; what is not a letter, or not UTF-8, is left as it is. */
/* The texts for the reader keep one space between words: two after a
 * sentence inside a line would show unevenly once the lines are joined
 * and re-wrapped. */
START_TEST(test_text_spacing)
{
    struct diag err;
    struct lesson *l = load_text("abprune-lesson 1\ntitle A  title\tof  words\n"
                                 "section One.  Two\nsay One.  Two  three.\n"
                                 "say \t Four.\n" PI
                                 "question value 1 -2\nhint Hint one.  Hint two.\n"
                                 "prompt Asked  twice?\n", &err);
    ck_assert_msg(l != NULL, "%s", err.message);
    ck_assert_str_eq(l->title, "A title of words");
    ck_assert_str_eq(l->sections[0].title, "One. Two");
    ck_assert_str_eq(l->items[0].text, "One. Two three.");
    ck_assert_str_eq(l->items[1].text, "Four.");
    const struct lesson_item *q = &l->items[l->nitems - 1];
    ck_assert_uint_eq(q->op, LOP_QUESTION);
    ck_assert_str_eq(q->text, "Asked twice?");
    ck_assert_str_eq(q->hints[0], "Hint one. Hint two.");
    lesson_free(l);
}
END_TEST

START_TEST(test_answer_case_folded)
{
    static const struct { const char *typed, *compared; } cases[] = {
        { " Deep Cut ", "deepcut" },
        { "\xd0\x93\xd0\x9b\xd0\x98\xd0\x91\xd0\x9e\xd0\x9a\xd0\x95",    /* ГЛИБОКЕ */
          "\xd0\xb3\xd0\xbb\xd0\xb8\xd0\xb1\xd0\xbe\xd0\xba\xd0\xb5" },  /* глибоке */
        { "\xd0\x81\xd0\x84\xd0\x86\xd0\x87\xd2\x90\xd0\xaf",    /* ЁЄІЇҐЯ */
          "\xd1\x91\xd1\x94\xd1\x96\xd1\x97\xd2\x91\xd1\x8f" },  /* ёєіїґя */
        { "\xc5\x90SZ \xc5\xb0R \xc3\x81\xc3\x89\xc3\x8d\xc3\x93\xc3\x96\xc3\x9a\xc3\x9c",
          "\xc5\x91sz\xc5\xb1r\xc3\xa1\xc3\xa9\xc3\xad\xc3\xb3\xc3\xb6\xc3\xba\xc3\xbc" },
        { "\xce\x91\xce\xa3\xce\xa9", "\xce\xb1\xcf\x83\xcf\x89" },   /* ΑΣΩ */
        { "\xd1\x8f\xc5\x91\xe2\x89\xa5" "3", "\xd1\x8f\xc5\x91\xe2\x89\xa5" "3" },
        { "A\xff" "B", "a\xff" "b" },
        /* an accent typed as a combining mark after its letter: the
         * composed letter (NFC), Hungarian's Ő and Ű too */
        { "O\xcc\x8bSZ", "\xc5\x91sz" },
        { "\xc5\xb0R u\xcc\x8b", "\xc5\xb1r\xc5\xb1" },
        { "SEKE\xcc\x81LY", "sek\xc3\xa9ly" },
        /* Greek: accented capitals, and both sigmas are one letter */
        { "\xce\x86\xce\x88\xce\x8f", "\xce\xac\xce\xad\xcf\x8e" },    /* ΆΈΏ */
        { "\xce\x91\xce\xa3 \xce\xb1\xcf\x82", "\xce\xb1\xcf\x83\xce\xb1\xcf\x83" },
        /* Cyrillic beyond Russian and Ukrainian: Ў, Ђ, Ӂ */
        { "\xd0\x8e\xd0\x82\xd3\x81", "\xd1\x9e\xd1\x92\xd3\x82" },
        /* full folding: ẞ and ß are "ss" */
        { "\xe1\xba\x9e\xc3\x9f", "ssss" },
        /* no language's rules: I is i, and the Turkish dotted İ is i with
         * a combining dot above (so "İ" is not "i") */
        { "I\xc4\xb0", "ii\xcc\x87" },
        /* a CJK character has no case */
        { "\xe4\xb8\xad", "\xe4\xb8\xad" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[64];
        ck_assert_str_eq(answer_squeeze(buf, sizeof buf, cases[i].typed),
                         cases[i].compared);
    }
    /* a full buffer ends before a character, never inside one */
    char small[4];
    ck_assert_str_eq(answer_squeeze(small, sizeof small, "\xd0\x90\xd0\x91"),
                     "\xd0\xb0");
    /* and a folding that grows ("ß" is "ss") stops at the end too */
    ck_assert_str_eq(answer_squeeze(small, sizeof small, "\xc3\x9f\xc3\x9f"), "sss");
    ck_assert_str_eq(answer_squeeze(small, sizeof small, "a\xff\xc3\x9f"),
                     "a\xffs");
    /* longer than the folding's own buffer on the stack */
    char big[1200], want[1200];
    for (size_t i = 0; i < 500; i++) {
        memcpy(big + 2 * i, "\xd0\x96", 2);           /* Ж */
        memcpy(want + 2 * i, "\xd0\xb6", 2);          /* ж */
    }
    big[1000] = want[1000] = '\0';
    char out[1200];
    ck_assert_str_eq(answer_squeeze(out, sizeof out, big), want);
}
END_TEST

START_TEST(test_zero_and_not_pruned)
{
    struct diag err;
    struct lesson *l = load_text(HEAD "tree-inline ((0 5) (1 2))\nview negamax\n"
                                 "question value 1 -0\nquestion cut 2.2 no\n", &err);
    ck_assert_msg(l != NULL, "%s", err.message);
    const struct lesson_item *q = &l->items[l->nitems - 2];
    ck_assert(lesson_answer_ok(q, "0"));
    ck_assert(lesson_answer_ok(q, "-0"));
    ck_assert(lesson_answer_ok(&l->items[l->nitems - 1], "none"));
    ck_assert_ptr_null(lesson_read_title("/nonexistent"));
    lesson_free(l);
}
END_TEST

/* A cut question offers the kinds the lesson's search can make, from the
 * table of cut kinds, and a rule on entering is one of the answers. */
START_TEST(test_cut_kinds_offered)
{
    struct diag err;
    struct lesson *l = load_text(HEAD "tree " TEST_TOP_SRCDIR "/trees/transpositions.tree\n"
                                 "question cut 2.2.2.2 deep\nuse tt\n"
                                 "question cut 3.1.1 transposition\n", &err);
    ck_assert_msg(l != NULL, "%s", err.message);
    const struct lesson_item *plain = &l->items[l->nitems - 3];
    const struct lesson_item *tt = &l->items[l->nitems - 1];
    ck_assert_str_eq(plain->text, "Will position 2.2.2.2 be cut off, and by which kind of cutoff "
                     "(none, shallow or deep)?");
    ck_assert_str_eq(tt->text, "Will position 3.1.1 be cut off, and by which kind of cutoff "
                     "(none, shallow, deep, bound, futility or transposition)?");
    ck_assert(lesson_answer_ok(tt, "transposition"));
    ck_assert(!lesson_answer_ok(tt, "shallow"));
    /* the table's words and unique first letters are answers too */
    ck_assert(lesson_answer_ok(tt, "table"));
    ck_assert(lesson_answer_ok(tt, "T"));
    lesson_free(l);
}
END_TEST

/* Answers forgive case and spaces; a kind is also its first letter; what
 * is not an answer at all is told apart from a wrong one (no try used). */
START_TEST(test_answers_forgiving)
{
    struct diag err;
    struct lesson *l = load_text(HEAD "tree " TEST_TOP_SRCDIR "/trees/transpositions.tree\n"
                                 "question cut 2.2.2.2 deep\nquestion value 2 3\n"
                                 "question leaves 18\nquestion cut 1 none\n"
                                 "algorithm pvs\nquestion cut 2.2.2.2 deep\n", &err);
    ck_assert_msg(l != NULL, "%s", err.message);
    const struct lesson_item *qs[5];
    size_t nq = 0;
    for (size_t i = 0; i < l->nitems && nq < 5; i++)
        if (l->items[i].op == LOP_QUESTION)
            qs[nq++] = &l->items[i];
    ck_assert_uint_eq(nq, 5);
    const struct lesson_item *cut = qs[0], *value = qs[1], *leaves = qs[2], *none = qs[3],
                             *pvs = qs[4];
    char why[300];
    static const char *const deep[] = { "deep", "Deep", "DEEP", " deep ", "d", "D",
                                        "deep cutoff", "Deep cut-off", "d e e p" };
    for (size_t i = 0; i < sizeof deep / sizeof deep[0]; i++)
        ck_assert_msg(lesson_answer_judge(cut, deep[i], why, sizeof why) ==
                      LESSON_ANSWER_RIGHT, "'%s' is not taken for deep", deep[i]);
    ck_assert(lesson_answer_judge(cut, "Shallow", why, sizeof why) == LESSON_ANSWER_WRONG);
    ck_assert(lesson_answer_judge(cut, "s", why, sizeof why) == LESSON_ANSWER_WRONG);
    ck_assert(lesson_answer_judge(cut, "xyz", why, sizeof why) == LESSON_ANSWER_UNREADABLE);
    ck_assert_str_eq(why, "That is not one of the answers: none, shallow or deep.");
    ck_assert(lesson_answer_judge(cut, "  ", why, sizeof why) == LESSON_ANSWER_UNREADABLE);
    ck_assert(lesson_answer_judge(none, "N", why, sizeof why) == LESSON_ANSWER_RIGHT);
    ck_assert(lesson_answer_judge(none, "Not cut", why, sizeof why) == LESSON_ANSWER_RIGHT);
    /* PVS can make null-window cutoffs: n is not enough */
    ck_assert(lesson_answer_judge(pvs, "n", why, sizeof why) == LESSON_ANSWER_UNREADABLE);
    ck_assert_str_eq(why, "'n' starts more than one answer: write the word (none, shallow, "
                     "deep or null-window).");
    ck_assert(lesson_answer_judge(pvs, "Null Window", why, sizeof why) == LESSON_ANSWER_WRONG);
    /* 2 returns 3, an upper bound */
    ck_assert(lesson_answer_judge(value, "3", why, sizeof why) == LESSON_ANSWER_RIGHT);
    ck_assert(lesson_answer_judge(value, " < = 3 ", why, sizeof why) == LESSON_ANSWER_RIGHT);
    /* the signs as printed (U+2264, U+2265) as well as typed */
    ck_assert(lesson_answer_judge(value, "\xe2\x89\xa4" "3", why, sizeof why) ==
              LESSON_ANSWER_RIGHT);
    ck_assert(lesson_answer_judge(value, "\xe2\x89\xa5" "3", why, sizeof why) ==
              LESSON_ANSWER_WRONG);
    ck_assert(lesson_answer_judge(value, ">=3", why, sizeof why) == LESSON_ANSWER_WRONG);
    ck_assert(lesson_answer_judge(value, "\xe2\x88\x92" "3", why, sizeof why) ==
              LESSON_ANSWER_WRONG);
    ck_assert(lesson_answer_judge(value, " - 3", why, sizeof why) == LESSON_ANSWER_WRONG);
    ck_assert(lesson_answer_judge(value, "xyz", why, sizeof why) == LESSON_ANSWER_UNREADABLE);
    ck_assert_str_eq(why, "That is not a number: write a value such as 3 or -2 (>=3 or <=3 "
                     "for a bound).");
    ck_assert(lesson_answer_judge(value, "four", why, sizeof why) == LESSON_ANSWER_UNREADABLE);
    ck_assert(lesson_answer_judge(leaves, " 18 ", why, sizeof why) == LESSON_ANSWER_RIGHT);
    ck_assert(lesson_answer_judge(leaves, "lots", why, sizeof why) == LESSON_ANSWER_UNREADABLE);
    lesson_free(l);
}
END_TEST

/* A kind word abbreviated with a full stop in a translation ("безперсп.")
 * takes the whole word a student types ("безперспективне"). */
START_TEST(test_abbreviated_kind_answers)
{
#ifdef ENABLE_NLS
    if (!getenv("ABPRUNE_LOCALEDIR"))
        return;
    struct diag err;
    struct lesson *l = load_text(HEAD "tree " TEST_TOP_SRCDIR "/trees/estimates.tree\n"
                                 "algorithm f2\nlimit depth 2\nuse futility 0\n"
                                 "question cut 4.1 futility\n", &err);
    ck_assert_msg(l != NULL, "%s", err.message);
    const struct lesson_item *cut = &l->items[l->nitems - 1];
    i18n_init(getenv("ABPRUNE_LOCALEDIR"));
    ck_assert_int_eq(i18n_set_language("uk"), 0);
    const char *word = _("futility");
    size_t n = strlen(word);
    ck_assert_msg(n > 2 && word[n - 1] == '.', "uk's futility is no longer abbreviated: %s", word);
    char whole[64];
    snprintf(whole, sizeof whole, "%.*s%s", (int)(n - 1), word, "ивне");
    ck_assert(lesson_answer_ok(cut, word));
    ck_assert(lesson_answer_ok(cut, whole));
    ck_assert(lesson_answer_ok(cut, "futility"));
    snprintf(whole, sizeof whole, "%.*s", (int)(n - 2), word);
    ck_assert(!lesson_answer_ok(cut, whole));
    ck_assert_int_eq(i18n_set_language("en"), 0);
    ck_assert(!lesson_answer_ok(cut, "fut"));
    lesson_free(l);
#endif
}
END_TEST

/* Values at a horizon are the limited search's: the explanation says what
 * the whole tree gives, and a rule that is not exact (futility pruning)
 * is named as what changed the value. */
START_TEST(test_explanations_at_a_horizon)
{
    struct diag err;
    struct lesson *l = load_text(HEAD "tree " TEST_TOP_SRCDIR "/trees/horizon.tree\n"
                                 "algorithm f\nquestion value root 6\n"
                                 "limit depth 1\nquestion value root 7\n"
                                 "tree " TEST_TOP_SRCDIR "/trees/estimates.tree\n"
                                 "algorithm f2\nlimit depth 2\nuse futility 0\n"
                                 "question value root 5\n"
                                 "limit none\nuse none\nquestion value 1 6\n", &err);
    ck_assert_msg(l != NULL, "%s", err.message);
    const struct lesson_item *q[4];
    size_t n = 0;
    for (size_t i = 0; i < l->nitems && n < 4; i++)
        if (l->items[i].op == LOP_QUESTION)
            q[n++] = &l->items[i];
    ck_assert_uint_eq(n, 4);
    ck_assert_str_eq(q[0]->explanation, "The root (A) returns 6 at step 60: its true value.");
    ck_assert_str_eq(q[1]->explanation, "The root (A) returns 7 at step 8: exact for the search "
                     "with this horizon; the whole tree gives 6.");
    ck_assert_str_eq(q[2]->explanation, "The root (A) returns 5 at step 21, but with this horizon "
                     "its value is 6 (a pruning rule that is not exact changed it); the whole "
                     "tree gives 8.");
    ck_assert_str_eq(q[3]->explanation, "Position 1 (B) returns 6 at step 16: its true value.");
    lesson_free(l);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("lesson");
    TCase *tc = tcase_create("lesson");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_shipped_lessons_load);
    tcase_add_loop_test(tc, test_bad_lessons, 0, (int)(sizeof bad / sizeof bad[0]));
    tcase_add_test(tc, test_sections_boards_and_answers);
    tcase_add_test(tc, test_window_question);
    tcase_add_test(tc, test_answer_case_folded);
    tcase_add_test(tc, test_zero_and_not_pruned);
    tcase_add_test(tc, test_cut_kinds_offered);
    tcase_add_test(tc, test_abbreviated_kind_answers);
    tcase_add_test(tc, test_answers_forgiving);
    tcase_add_test(tc, test_explanations_at_a_horizon);
    tcase_add_test(tc, test_text_spacing);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
