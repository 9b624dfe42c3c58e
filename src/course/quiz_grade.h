/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_grade.h: a student's answers to an exercise, read and graded.
 *
 * An answer sheet says, per position, the window of its call, the value
 * or bound it returns and whether the branch to it is cut off (with the
 * kind of cutoff or not), and how many leaves the search evaluates: the
 * lines of quiz_key.h, typed in a file or on the exercise screen.  A file
 * is read whole: a line that does not read is reported with its file and
 * line and the others are graded all the same.  Grading compares every
 * answer given, and every answer asked for, with the key: each gets a
 * verdict with a short name ("wrong window", "missing cut") and the
 * sentence of quiz_explain() that says why. */
#ifndef ABPRUNE_QUIZ_GRADE_H
#define ABPRUNE_QUIZ_GRADE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"
#include "course/quiz.h"
#include "course/quiz_key.h"

/* What a student says, per position (values and windows in the view). */
struct quiz_sheet {
    size_t count;               /* positions of the exercise */
    enum value_view view;
    uint8_t *said;              /* bit 1 << QP_WINDOW, QP_VALUE, QP_CUT */
    int32_t *lo, *hi;           /* the window */
    int32_t *value;
    uint8_t *bound;             /* enum bound_kind of the value */
    int8_t *kind;               /* enum cut_kind of the cut, -1: not given */
    unsigned *line;             /* per position and part (n * 3 + part):
                                   the line it was read from, 0: typed */
    bool said_leaves;
    size_t leaves;
    unsigned leaves_line;
    struct diag *bad;           /* the lines that did not read */
    size_t nbad, capbad;
};

/* A sheet for q with nothing said, in `view`; false when out of memory. */
bool quiz_sheet_init(struct quiz_sheet *s, const struct quiz *q, enum value_view view);
void quiz_sheet_free(struct quiz_sheet *s);

/* Reads an answer file's text, named `name` in messages: one answer a
 * line (quiz_key.h), '#' to the end of a line a comment, blank lines
 * ignored; a window as "A B", "(A, B)" or, for F1, its one bound; a value
 * as "V", ">=V" or "<=V" (≥ and ≤ too); a kind as its name or its word in
 * the language in use.  Every line is read: one that does not (an unknown
 * word, no such position, not a number, an answer given twice) is added
 * to s->bad as "name:line:col: message" and the reading goes on.  False
 * only when out of memory. */
bool quiz_sheet_parse(struct quiz_sheet *s, const struct quiz *q, const char *text,
                      const char *name);

/* Reads one answer line (numbered `line`, 0 for typed ones); false with
 * *err (no file name) when it does not read. */
bool quiz_sheet_line(struct quiz_sheet *s, const struct quiz *q, const char *text,
                     unsigned line, struct diag *err);

/* Sets or clears the student's answers one at a time (the screen). */
void quiz_sheet_set_window(struct quiz_sheet *s, node_id n, int32_t lo, int32_t hi);
void quiz_sheet_set_value(struct quiz_sheet *s, node_id n, int32_t v, enum bound_kind k);
void quiz_sheet_set_cut(struct quiz_sheet *s, node_id n, bool cut, int kind);
void quiz_sheet_clear(struct quiz_sheet *s, node_id n, enum quiz_part part);

enum quiz_verdict {
    QV_RIGHT,
    QV_MISSING,         /* asked for, not given */
    QV_WRONG_VALUE,     /* the number is wrong */
    QV_WRONG_DIRECTION, /* >= for <=, or <= for >= */
    QV_NOT_EXACT,       /* an exact value where the search returns a bound */
    QV_NOT_BOUND,       /* a bound where the search returns the exact value */
    QV_WRONG_WINDOW,
    QV_WRONG_KIND,
    QV_NO_KIND,         /* kinds are asked for, and the cut has none */
    QV_EXTRA_CUT,       /* a cut where the search goes */
    QV_CUT_INSIDE,      /* a cut inside a branch pruned higher up */
    QV_UNREACHED,       /* a value or window where the search never goes */
    QV_WRONG_COUNT,     /* the leaves */
    QV_COUNT
};

/* One answer graded. */
struct quiz_graded {
    node_id node;               /* 0 for the leaves */
    uint8_t part;               /* enum quiz_part */
    uint8_t verdict;            /* enum quiz_verdict */
    uint8_t sides;              /* QV_WRONG_WINDOW: bit 0 its lower side is
                                   wrong, bit 1 its upper side */
    unsigned line;              /* where it was given, 0: not from a file */
};

struct quiz_result {
    struct quiz_graded *item;   /* by position in preorder, then part;
                                   the leaves last */
    size_t n;
    size_t right[QP_COUNT], total[QP_COUNT];
    size_t right_all, total_all;
    size_t unread;              /* lines that did not read */
    bool perfect;               /* every answer right, every line read */
};

/* Grades the sheet: every answer asked for (`ask`, enum quiz_ask) and
 * every answer given.  False when out of memory. */
bool quiz_grade(const struct quiz *q, const struct quiz_sheet *s, unsigned ask,
                struct quiz_result *r);
void quiz_result_free(struct quiz_result *r);

/* The item graded for part at n, or NULL. */
const struct quiz_graded *quiz_result_find(const struct quiz_result *r, node_id n,
                                           enum quiz_part part);

/* The verdict's short name in the language in use: "right", "wrong
 * window", "missing cut" (a missing answer is named by its part). */
const char *quiz_verdict_name(enum quiz_verdict v, enum quiz_part part);

/* Why: the sentence of quiz_explain() for the graded item (a wrong
 * window's wrong sides only), without a full stop. */
const char *quiz_graded_reason(char *buf, size_t cap, const struct quiz *q, enum value_view view,
                               const struct quiz_graded *g);

/* The score in percent, rounded down (100 only when all is right). */
unsigned quiz_result_percent(const struct quiz_result *r);

/* The score in words: "17 of 20 right (85%): windows 10/11, values 9/11,
 * cuts 5/6", and the lines that did not read; into buf. */
const char *quiz_result_summary(char *buf, size_t cap, const struct quiz_result *r);

#endif
