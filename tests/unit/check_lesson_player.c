/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_lesson_player.c: a lesson played through without a terminal:
 * going on, sections, questions answered right, wrong, with hints and
 * shown, the board moved to the step that explains an answer, stepping
 * the board, views, marks, highlights and the summary. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "course/lesson_player.h"
#include "search/step_state.h"
#include "testutil.h"

static struct lesson *load_shipped_lesson(const char *name)
{
    const char *top = getenv("TOP_SRCDIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/lessons/%s", top ? top : TEST_TOP_SRCDIR, name);
    struct diag err;
    struct lesson *l = lesson_load(path, &err);
    ck_assert_msg(l != NULL, "%s:%u:%u: %s", err.file, err.line, err.col, err.message);
    return l;
}

static bool starts_with(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

static void type(struct lesson_player *p, const char *answer)
{
    snprintf(p->answer, sizeof p->answer, "%s", answer);
}

/* Lesson 7 (the textbook's example): five sections, ten questions. */
START_TEST(test_first_section_and_going_on)
{
    struct lesson *l = load_shipped_lesson("07-aima.lesson");
    struct lesson_player p;
    ck_assert(lesson_player_init(&p, l, false));
    ck_assert_uint_eq(p.section, 0);
    ck_assert_int_eq(p.wait, LESSON_WAIT_CONTINUE);
    ck_assert_ptr_nonnull(lesson_player_trace(&p));
    ck_assert_uint_eq(lesson_player_trace(&p)->tree->count, 13);
    ck_assert_int_eq(p.board.view, VIEW_MINIMAX);
    ck_assert_uint_eq(p.state->step, 0);
    char **paras;
    size_t n = lesson_player_paragraphs(&p, &paras);
    ck_assert_uint_eq(n, 1);
    ck_assert(starts_with(paras[0], "Textbooks draw alpha-beta in the minimax view: Max's "
                          "values everywhere, and at every"));
    free(paras[0]);
    free(paras);
    char words[200];
    lesson_player_frame_words(&p, false, words, sizeof words);
    ck_assert_str_eq(words, "");
    /* a question does not let the lesson go on */
    lesson_player_go_on(&p);
    ck_assert_int_eq(p.wait, LESSON_WAIT_SECTION_END);
    lesson_player_go_on(&p);
    ck_assert_uint_eq(p.section, 1);
    ck_assert_int_eq(p.wait, LESSON_WAIT_ANSWER);
    ck_assert_str_eq(p.question->text, "What will position 1 (B) return under F2?");
    size_t step = p.state->step;
    lesson_player_go_on(&p);
    ck_assert_int_eq(p.wait, LESSON_WAIT_ANSWER);
    ck_assert_uint_eq(p.state->step, step);
    lesson_player_free(&p);
    lesson_free(l);
}
END_TEST

START_TEST(test_answers_right_wrong_and_revealed)
{
    struct lesson *l = load_shipped_lesson("07-aima.lesson");
    struct lesson_player p;
    ck_assert(lesson_player_init(&p, l, false));
    lesson_player_start_section(&p, 1);
    /* right at the first try */
    type(&p, " 3 ");
    ck_assert(lesson_player_answer(&p));
    ck_assert_int_eq(p.wait, LESSON_WAIT_FEEDBACK);
    ck_assert(starts_with(p.feedback,
                          "Right. Position 1 (B) returns 3 at step 9: its true value."));
    ck_assert_int_eq(p.record[p.question - l->items], LESSON_RIGHT_FIRST);
    lesson_player_go_on(&p);
    ck_assert_str_eq(p.question->text,
                     "Which position will the search reach first: 2.1, 2.2 or 3.1?");
    /* no hints: one more try, then the answer and the step that shows it */
    type(&p, "2.2");
    ck_assert(!lesson_player_answer(&p));
    ck_assert_str_eq(p.feedback, "Not quite. Try again.");
    ck_assert_str_eq(p.answer, "");
    ck_assert_int_eq(p.wait, LESSON_WAIT_ANSWER);
    type(&p, "3.1");
    ck_assert(!lesson_player_answer(&p));
    ck_assert_str_eq(p.feedback, "Not quite. The answer is 2.1. Position 2.1 is reached "
                     "first, at step 12.");
    ck_assert_int_eq(p.record[p.question - l->items], LESSON_SHOWN);
    ck_assert_int_eq(p.wait, LESSON_WAIT_FEEDBACK);
    ck_assert_uint_eq(p.state->step, 12);
    ck_assert_uint_eq(p.board.step, 12);
    ck_assert_int_eq(step_state_current_event(p.state)->type, EV_LEAF);
    /* looking around moves the board, not the lesson */
    lesson_player_step(&p, -1);
    lesson_player_step(&p, -1);
    ck_assert_uint_eq(p.state->step, 10);
    ck_assert_uint_eq(p.board.step, 10);
    lesson_player_step(&p, +1);
    ck_assert_uint_eq(p.state->step, 11);
    ck_assert_int_eq(p.wait, LESSON_WAIT_FEEDBACK);
    lesson_player_go_on(&p);
    ck_assert_int_eq(p.wait, LESSON_WAIT_SECTION_END);
    lesson_player_free(&p);
    lesson_free(l);
}
END_TEST

START_TEST(test_hints_showing_and_the_summary)
{
    struct lesson *l = load_shipped_lesson("07-aima.lesson");
    struct lesson_player p;
    ck_assert(lesson_player_init(&p, l, false));
    /* past the last section: the last one */
    lesson_player_start_section(&p, 99);
    ck_assert_uint_eq(p.section, 4);
    ck_assert_str_eq(p.question->text, "How many leaves will F2 evaluate in all?");
    /* Esc: shown, without "Not quite" */
    lesson_player_show(&p);
    ck_assert(starts_with(p.feedback, "The answer is 5. "));
    ck_assert_int_eq(p.record[p.question - l->items], LESSON_SHOWN);
    ck_assert_uint_eq(p.state->step, lesson_player_trace(&p)->len);
    /* the section before: D, the root and the leaves */
    lesson_player_start_section(&p, 3);
    ck_assert_str_eq(p.question->text, "What will position 3 (D) return under F2?");
    lesson_player_show(&p);
    ck_assert(starts_with(p.feedback, "The answer is 2. "));
    lesson_player_go_on(&p);
    ck_assert_str_eq(p.question->text, "What will the root (A) return under F2?");
    lesson_player_show(&p);
    lesson_player_go_on(&p);
    ck_assert_str_eq(p.question->text, "How many leaves will F2 evaluate in all?");
    /* a hint for each wrong answer, then right later */
    type(&p, "9");
    ck_assert(!lesson_player_answer(&p));
    ck_assert_str_eq(p.feedback, "Not quite. Hint: Nine leaves, two of them pruned at C.");
    type(&p, "7");
    ck_assert(lesson_player_answer(&p));
    ck_assert_str_eq(p.feedback, "Right. F2 evaluates 7 of the 9 leaves.");
    ck_assert_int_eq(p.record[p.question - l->items], LESSON_RIGHT_LATER);
    /* answering again once it is answered changes nothing */
    ck_assert(!lesson_player_answer(&p));
    ck_assert_int_eq(p.record[p.question - l->items], LESSON_RIGHT_LATER);
    lesson_player_go_on(&p);
    ck_assert_int_eq(p.wait, LESSON_WAIT_CONTINUE);
    lesson_player_go_on(&p);
    ck_assert_int_eq(p.wait, LESSON_WAIT_SECTION_END);
    lesson_player_go_on(&p);
    ck_assert_uint_eq(p.section, 4);
    lesson_player_show(&p);
    lesson_player_go_on(&p);
    ck_assert(starts_with(p.question->text, "Will position 3.2 be cut off"));
    lesson_player_show(&p);
    lesson_player_go_on(&p);
    ck_assert_int_eq(p.wait, LESSON_WAIT_CONTINUE);
    lesson_player_go_on(&p);
    ck_assert_int_eq(p.wait, LESSON_WAIT_LESSON_END);
    lesson_player_go_on(&p);
    ck_assert_int_eq(p.wait, LESSON_WAIT_LESSON_END);
    size_t first, asked;
    lesson_player_score(&p, &first, &asked);
    ck_assert_uint_eq(asked, 10);
    ck_assert_uint_eq(first, 0);
    /* back a section: the board as that section starts */
    lesson_player_start_section(&p, 2);
    ck_assert_uint_eq(p.section, 2);
    ck_assert_str_eq(p.feedback, "");
    ck_assert_int_eq(p.wait, LESSON_WAIT_ANSWER);
    ck_assert(starts_with(p.question->text, "Will position 2.2 be cut off"));
    lesson_player_free(&p);
    lesson_free(l);
}
END_TEST

START_TEST(test_views_marks_and_words)
{
    struct lesson *l = load_shipped_lesson("07-aima.lesson");
    struct lesson_player p;
    ck_assert(lesson_player_init(&p, l, false));
    lesson_player_start_section(&p, 1);
    char words[200];
    lesson_player_frame_words(&p, false, words, sizeof words);
    /* the question asks for B's value: its range is the answer, hidden
     * until it is answered */
    ck_assert_msg(strstr(words, "1 (B): range ?,") != NULL, "%s", words);
    type(&p, "3");
    ck_assert(lesson_player_answer(&p));
    lesson_player_frame_words(&p, false, words, sizeof words);
    /* minimax: the textbooks' range; negamax: the window */
    ck_assert_msg(strstr(words, ": range [") != NULL, "%s", words);
    lesson_player_toggle_view(&p);
    ck_assert_int_eq(p.board.view, VIEW_NEGAMAX);
    ck_assert_int_eq(p.paper->opt.view, VIEW_NEGAMAX);
    lesson_player_frame_words(&p, false, words, sizeof words);
    ck_assert_msg(strstr(words, ": window (") != NULL, "%s", words);
    /* the brief form: the same values without the word */
    char brief[200];
    lesson_player_frame_words(&p, true, brief, sizeof brief);
    ck_assert_msg(strstr(brief, ": (") != NULL && !strstr(brief, "window"), "%s", brief);
    ck_assert_uint_lt(strlen(brief), strlen(words));
    ck_assert_uint_eq(p.marks, 0);
    lesson_player_toggle_marks(&p);
    ck_assert_uint_eq(p.paper->opt.marks, MARK_ALL);
    lesson_player_toggle_marks(&p);
    ck_assert_uint_eq(p.paper->opt.marks, 0);
    lesson_player_free(&p);
    lesson_free(l);
}
END_TEST

/* Lesson 1 highlights positions and clears them again. */
/* A lesson left before its end and taken up again (issue 41): the place
 * (section, stops passed, a letter per answer) brings a new player to the
 * same question, with the answers given before. */
static void same_place(const struct lesson_player *a, const struct lesson_player *b)
{
    ck_assert_uint_eq(a->section, b->section);
    ck_assert_uint_eq(a->item, b->item);
    ck_assert_int_eq(a->wait, b->wait);
    ck_assert_ptr_eq(a->question, b->question);
    ck_assert_mem_eq(a->record, b->record, a->l->nitems);
}

START_TEST(test_place_and_resume)
{
    struct lesson *l = load_shipped_lesson("07-aima.lesson");
    struct lesson_player p, q;
    struct progress_place place;
    ck_assert(lesson_player_init(&p, l, false));
    ck_assert(lesson_player_at_start(&p));
    lesson_player_place(&p, &place);
    ck_assert_uint_eq(place.section, 0);
    ck_assert_uint_eq(place.stop, 0);
    ck_assert_str_eq(place.answers, "..........");
    /* section 2 (C): its first question answered right, its second shown,
     * the third waiting */
    lesson_player_start_section(&p, 1);
    type(&p, "3");
    ck_assert(lesson_player_answer(&p));
    lesson_player_go_on(&p);
    lesson_player_show(&p);
    lesson_player_go_on(&p);
    lesson_player_go_on(&p);        /* the section's end: on to C */
    ck_assert_uint_eq(p.section, 2);
    type(&p, "shallow");
    ck_assert(lesson_player_answer(&p));
    lesson_player_go_on(&p);
    type(&p, "deep");
    ck_assert(!lesson_player_answer(&p));
    type(&p, "shallow");
    ck_assert(lesson_player_answer(&p));
    lesson_player_go_on(&p);
    ck_assert_int_eq(p.wait, LESSON_WAIT_ANSWER);
    ck_assert(!lesson_player_at_start(&p));
    lesson_player_place(&p, &place);
    ck_assert_uint_eq(place.section, 2);
    ck_assert_uint_eq(place.stop, 2);
    ck_assert_str_eq(place.answers, "rsrl......");
    ck_assert(lesson_player_init(&q, l, false));
    lesson_player_resume(&q, &place);
    same_place(&p, &q);
    ck_assert_uint_eq(q.board.step, p.board.step);
    lesson_player_free(&q);
    /* right after an answer (its feedback on the screen): the place is the
     * stop after it */
    type(&p, "2");
    ck_assert(lesson_player_answer(&p));
    ck_assert_int_eq(p.wait, LESSON_WAIT_FEEDBACK);
    lesson_player_place(&p, &place);
    ck_assert_uint_eq(place.stop, 3);
    ck_assert(lesson_player_init(&q, l, false));
    lesson_player_resume(&q, &place);
    lesson_player_go_on(&p);
    same_place(&p, &q);
    lesson_player_free(&q);
    /* a place the lesson does not have (it changed) goes as far as it can */
    place = (struct progress_place){ .section = 40, .stop = 90, .answers = "rrrrrrrrrrrrrrrr" };
    ck_assert(lesson_player_init(&q, l, false));
    lesson_player_resume(&q, &place);
    ck_assert(!q.failed);
    ck_assert_uint_eq(q.section, l->nsections - 1);
    lesson_player_free(&q);
    lesson_player_free(&p);
    lesson_free(l);
}
END_TEST

START_TEST(test_highlights)
{
    struct lesson *l = load_shipped_lesson("01-minimax.lesson");
    struct lesson_player p;
    ck_assert(lesson_player_init(&p, l, false));
    size_t lit = 0;
    for (size_t guard = 0; guard < 100 && lit == 0 && p.wait != LESSON_WAIT_LESSON_END;
         guard++) {
        const struct trace *tr = lesson_player_trace(&p);
        for (node_id n = 0; tr && n < tr->tree->count; n++)
            lit += p.highlight[n];
        if (lit)
            break;
        if (p.wait == LESSON_WAIT_ANSWER)
            lesson_player_show(&p);
        lesson_player_go_on(&p);
    }
    ck_assert_uint_eq(lit, 3);
    lesson_player_free(&p);
    lesson_free(l);
}
END_TEST

static Suite *player_suite(void)
{
    Suite *s = suite_create("lesson_player");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_first_section_and_going_on);
    tcase_add_test(tc, test_answers_right_wrong_and_revealed);
    tcase_add_test(tc, test_hints_showing_and_the_summary);
    tcase_add_test(tc, test_views_marks_and_words);
    tcase_add_test(tc, test_highlights);
    tcase_add_test(tc, test_place_and_resume);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(player_suite());
}
