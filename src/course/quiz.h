/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz.h: practice exercises: predict what a search will do, then check.
 *
 * An exercise is a small uniform random tree with one-digit payoffs, fixed
 * by its degree, height and seed (the same numbers give the same exercise
 * on every machine, so a teacher can hand out "exercise 3-3-17").  The
 * student marks which branches the algorithm will cut off and writes the
 * value it returns at each interior position it visits; quiz_grade says
 * exactly what was right and wrong. */
#ifndef ABPRUNE_QUIZ_H
#define ABPRUNE_QUIZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"
#include "search/search.h"
#include "search/trace.h"
#include "tree/tree.h"

/* Exercises stay small enough to draw and to do by hand. */
#define QUIZ_MAX_LEAVES 243

struct quiz {
    struct tree *tree;
    struct trace *trace;
    struct step_state *end;     /* the search at its last step */
    enum algorithm alg;
    unsigned degree, height;
    uint64_t seed;
};

/* The exercise (degree b >= 2, height d >= 1, at most QUIZ_MAX_LEAVES
 * leaves) for algorithm alg; NULL with *err otherwise. */
struct quiz *quiz_new(unsigned b, unsigned d, uint64_t seed, enum algorithm alg,
                      struct diag *err);
void quiz_free(struct quiz *q);

/* What the student says, per node. */
struct quiz_sheet {
    uint8_t *cut;               /* 1: "the branch to this node is cut off" */
    uint8_t *has_value;         /* 1: a value is written at this node */
    int32_t *value;             /* that value, in the view being used */
};

/* A sheet for q with nothing written; false when out of memory. */
bool quiz_sheet_init(struct quiz_sheet *s, const struct quiz *q);
void quiz_sheet_free(struct quiz_sheet *s);

enum quiz_verdict {
    QV_NOTHING,         /* nothing asked here, nothing written */
    QV_CUT_RIGHT,       /* marked, and it is the first node of a pruned branch */
    QV_CUT_WRONG,       /* marked, but the search visits it */
    QV_CUT_MISSED,      /* pruned, but not marked */
    QV_CUT_INSIDE,      /* marked inside a pruned branch: true, but not the cut */
    QV_VALUE_RIGHT,
    QV_VALUE_WRONG,
    QV_VALUE_MISSING,   /* visited interior node left without a value */
    QV_VALUE_UNNEEDED,  /* a value written where the search never goes */
};

struct quiz_result {
    uint8_t *verdict;           /* enum quiz_verdict per node */
    size_t count[QV_VALUE_UNNEEDED + 1];
    bool perfect;               /* every cut and every value right */
};

/* Grades a sheet whose values are in `view`; false when out of memory. */
bool quiz_grade(const struct quiz *q, const struct quiz_sheet *s, enum value_view view,
                struct quiz_result *r);
void quiz_result_free(struct quiz_result *r);

/* The value the search returns at n, in the view (n must be visited). */
int32_t quiz_expected_value(const struct quiz *q, node_id n, enum value_view view);

/* Whether n is the first node of a pruned branch. */
bool quiz_is_cut(const struct quiz *q, node_id n);

/* Reads a sheet from text: one "cut PATH" or "value PATH N" per line, '#'
 * comments; false with *err ("name:line:col: ...") on a bad line. */
bool quiz_sheet_parse(struct quiz_sheet *s, const struct quiz *q, const char *text,
                      const char *name, struct diag *err);

/* A word for a verdict: "right", "not cut", ... */
const char *quiz_verdict_words(enum quiz_verdict v);

#endif
