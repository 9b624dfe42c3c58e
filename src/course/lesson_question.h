/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_question.h: lesson questions answered by the program's own
 * search: the right answer, its explanation and the default prompt worked
 * out when the lesson is read, and readers' answers checked against them.
 * lesson.c reads the question lines; the lesson player asks them. */
#ifndef ABPRUNE_LESSON_QUESTION_H
#define ABPRUNE_LESSON_QUESTION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "course/lesson_data.h"
#include "search/step_state.h"
#include "search/trace.h"

/* How an answer reads. */
enum lesson_verdict {
    LESSON_ANSWER_RIGHT,
    LESSON_ANSWER_WRONG,
    LESSON_ANSWER_UNREADABLE,   /* not an answer to this question at all (a
                                   word for a number, an unknown kind, ...):
                                   the reader is told and tries again, no try
                                   used up */
};

/* Judges a reader's answer to a question item, ignoring case and spaces
 * (" Deep " is "deep", ">= 3" is ">=3").  "-0" is 0; a ">=" / "<=" (or
 * "≥" / "≤") before a value that is such a bound is accepted.  A cut kind
 * is its name, a word of the table (cutkind.h: its short name, "table"),
 * or its first letter when no other possible answer starts with it, with
 * "cut", "cutoff" or "cut-off" after it or not; "none", "no" or "not cut"
 * for a position not pruned.  For NEXT the answer is a path among the
 * positions asked about.  For UNREADABLE, why says what is expected; for
 * RIGHT and WRONG it is a note to show with the verdict, or "": a kind
 * named by a word the course does not use ("глибоке", "mélyvágás") is
 * accepted as the kind it means, and the note gives the course's word. */
enum lesson_verdict lesson_answer_judge(const struct lesson_item *q, const char *answer,
                                        char *why, size_t cap);

/* Whether the answer is right (lesson_answer_judge says RIGHT). */
bool lesson_answer_ok(const struct lesson_item *q, const char *answer);

/* The name of a question kind as written in lessons: "value", "cut", ... */
const char *question_kind_name(enum question_kind k);

/* What a question is about, for resolving it. */
struct question_context {
    const struct trace *trace;      /* the search asked about */
    const struct step_state *end;   /* that search at its end */
    const struct trace_index *index; /* its events by position */
    struct calls *calls;            /* its calls (reason.h): window questions */
    const int32_t *truth;           /* true values of its tree */
    size_t step;                    /* where the board stands */
    enum value_view view;
    /* when the tree is the lesson's tree cut at a horizon (limit depth or
     * threshold): the whole tree and its true values, so that an answer
     * can say what searching everything gives; NULL otherwise */
    const struct tree *whole;
    const int32_t *whole_truth;
    /* the horizon the board's tree was cut at (HORIZON_NO_DEPTH and 0 for
     * none), which the questions name with the window and the rules in
     * force: two questions alike with different answers say what differs */
    uint32_t limit_depth;
    double limit_threshold;
};

/* Works out the right answer, the explanation and the default prompt of a
 * question whose kind and nodes are set.  Returns NULL, or why the
 * question cannot be asked (e.g. the position is never reached). */
const char *question_resolve(struct lesson_item *q, const struct question_context *c,
                             char *why, size_t cap);

#endif
