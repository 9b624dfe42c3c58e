/* lesson_question.h: lesson questions answered by the program's own
 * search: the right answer, its explanation and the default prompt worked
 * out when the lesson is read, and readers' answers checked against them.
 * lesson.c reads the question lines; the lesson player asks them. */
#ifndef ABPRUNE_LESSON_QUESTION_H
#define ABPRUNE_LESSON_QUESTION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "lesson.h"
#include "trace.h"

/* Checks a reader's answer to a question item.  Spaces around it, "-0"
 * for 0 and a ">=" / "<=" (or "≥" / "≤") before a value that is such a
 * bound are accepted; a cut kind may be "no" for "none".  For NEXT the
 * answer is a path among the positions asked about. */
bool lesson_answer_ok(const struct lesson_item *q, const char *answer);

/* The name of a question kind as written in lessons: "value", "cut", ... */
const char *question_kind_name(enum question_kind k);

/* What a question is about, for resolving it. */
struct question_context {
    const struct trace *trace;      /* the search asked about */
    const struct step_state *end;   /* that search at its end */
    const int32_t *truth;           /* true values of its tree */
    size_t step;                    /* where the board stands */
    enum value_view view;
    /* when the tree is the lesson's tree cut at a horizon (limit depth or
     * threshold): the whole tree and its true values, so that an answer
     * can say what searching everything gives; NULL otherwise */
    const struct tree *whole;
    const int32_t *whole_truth;
};

/* Works out the right answer, the explanation and the default prompt of a
 * question whose kind and nodes are set.  Returns NULL, or why the
 * question cannot be asked (e.g. the position is never reached). */
const char *question_resolve(struct lesson_item *q, const struct question_context *c,
                             char *why, size_t cap);

#endif
