/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_page.h: a search as an exercise on the web page (`export -f html
 * --practice`).
 *
 * The page asks, at every position of the tree file, what `quiz --check`
 * grades: the window of the call (F1: its bound), the value or bound it
 * returns, the branches cut off (with their kinds), the leaves evaluated.
 * The right answers, the sentences that explain them (quiz_key.h's
 * quiz_explain, the same as `quiz --check` and the exercise screen
 * print), the verdicts' names and the score's words are all written here,
 * translated, as one JSON object the page's script reads ("practice" in
 * doc/export.md); the script only reads what the student types, compares
 * and shows. */
#ifndef ABPRUNE_QUIZ_PAGE_H
#define ABPRUNE_QUIZ_PAGE_H

#include <stdbool.h>

#include "base/strbuf.h"
#include "base/util.h"
#include "search/trace.h"

/* Whether an exercise can be made of a search by alg: F1, F2 and F2
 * fail-soft, as `quiz` makes (the others' windows do not follow from the
 * parent's alone). */
bool quiz_page_takes(enum algorithm alg);

/* The most positions an exercise page asks about (a row each): an
 * exercise is a small tree, and past this the page is no help to anyone,
 * while the reasons of a deep position (its path, where its window came
 * from) grow with its depth: a chain of 64 KB would take minutes. */
#define QUIZ_PAGE_MAX 5000

struct quiz;

/* The exercise made of the recorded search tr of any tree, as the page
 * asks it and web_grade grades it: q borrows tr and its tree, and its
 * reasons name no step (the page shows none).  False when memory runs
 * out; quiz_page_exercise_free() frees what it made. */
bool quiz_page_exercise(struct quiz *q, const struct trace *tr);
void quiz_page_exercise_free(struct quiz *q);

/* Writes the exercise of the recorded search tr (the whole tree, in the
 * view) as the page's "practice" JSON object into out; with grade, also
 * what the core in the page needs to grade it ("grade": the tree as
 * searched and the options of the search, as web_grade takes them).
 * False (out->failed) when memory runs out. */
bool quiz_page_json(struct strbuf *out, const struct trace *tr, enum value_view view,
                    bool grade);

#endif
