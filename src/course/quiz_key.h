/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_key.h: the right answers of an exercise, at every position, and
 * why each is right.
 *
 * Everything here is read off the exercise's recorded search (its trace,
 * the cut-kind table, describe.c's sentences, format.c's values), so that
 * an answer key, a grade and the interface cannot disagree with `run`:
 *   window PATH A B     the window the call receives (F1: the bound)
 *   value PATH V        what the call returns, when it is exact
 *   bound PATH >=V      ... or a bound (<=V), as the paper's figures print
 *   cut PATH KIND       a pruned branch and its kind of cutoff
 *   leaves N            the leaves the search evaluates
 * Values and windows are in the view the student uses.  The reasons are
 * one sentence each, in the language in use: the same sentence explains
 * an answer in the key, a wrong or missing answer in a grade and on the
 * exercise screen. */
#ifndef ABPRUNE_QUIZ_KEY_H
#define ABPRUNE_QUIZ_KEY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/strbuf.h"
#include "base/util.h"
#include "course/quiz.h"

/* The parts of an answer sheet: at a position, its window, its value (or
 * bound) and its cut; for the whole search, the leaves. */
enum quiz_part { QP_WINDOW, QP_VALUE, QP_CUT, QP_LEAVES, QP_COUNT };

/* The keyword of a part's answer lines: "window", "value", "cut",
 * "leaves" (a bound is a value part written "bound"). */
const char *quiz_part_keyword(enum quiz_part part);

/* A part's name on the screen, in the reader's language ("window",
 * "вікно", "ablak"; the keywords above are the answer sheet's, never
 * translated), and the word for a value written as a bound. */
const char *quiz_part_name(enum quiz_part part);
const char *quiz_bound_name(void);

/* Whether the search calls n (enters it or evaluates it). */
bool quiz_called(const struct quiz *q, node_id n);

/* Whether n is the first position of a pruned branch, and its kind. */
bool quiz_is_cut(const struct quiz *q, node_id n);
enum cut_kind quiz_cut_kind(const struct quiz *q, node_id n);

/* The window of n's call in the view (n called). */
void quiz_window(const struct quiz *q, node_id n, enum value_view view, int32_t *lo,
                 int32_t *hi);

/* The value n's call returns in the view, and whether it is exact or a
 * bound in the view (n called). */
int32_t quiz_value(const struct quiz *q, node_id n, enum value_view view,
                   enum bound_kind *bound);

/* Whether the answer sheet asks for part at n under `ask` (a leaf's value
 * and window are on the sheet already, and may be written but need not). */
bool quiz_asked(const struct quiz *q, node_id n, enum quiz_part part, unsigned ask);

/* The answer line of part at n, as --solution writes it ("window 2.1 3
 * +inf", "bound 1.2 >=9", "cut 2.2.3 deep" with the kind's word in the
 * language in use, "leaves 14"); "" when there is none. */
const char *quiz_answer_line(char *buf, size_t cap, const struct quiz *q, node_id n,
                             enum quiz_part part, enum value_view view);

/* The answer line of part at n as a key prints it when `ask` asks for it
 * (a cut without its kind when kinds are not asked); false, and nothing
 * written, when the sheet does not ask it. */
bool quiz_key_answer(char *buf, size_t cap, const struct quiz *q, node_id n,
                     enum quiz_part part, unsigned ask, enum value_view view);

/* "root" or n's path ("2.1.3"), as the answer lines name positions. */
const char *quiz_path_of(char *buf, size_t cap, const struct tree *t, node_id n);

/* Why the answer of part at n is what it is, one sentence without the
 * position's name: "F2 is called with (3, +inf): alpha is 3, the value
 * Max already has at the root (from 1)".  For a window, sides: bit 0
 * explains its lower side, bit 1 its upper side (both: 3), so that a
 * grade explains the side that was wrong.  For a position the search
 * never reaches, the branch it lies in. */
const char *quiz_explain(char *buf, size_t cap, const struct quiz *q, node_id n,
                         enum quiz_part part, enum value_view view, unsigned sides);

/* Why a cut mark at n (not a pruned branch) is wrong: the search reaches
 * it, or it lies inside a branch pruned higher up. */
const char *quiz_explain_not_cut(char *buf, size_t cap, const struct quiz *q, node_id n);

/* Every answer line of the exercise asked for by `ask` (QUIZ_ASK_ALL for
 * the whole key), position by position in preorder; with reasons, each
 * line followed by its reason as a comment. */
void quiz_key_write(struct strbuf *out, const struct quiz *q, enum value_view view,
                    unsigned ask, bool reasons);

#endif
