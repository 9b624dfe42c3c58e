/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_tikz.h: worksheets as a LaTeX document a teacher prints: A4, one
 * exercise a page (the tree drawn as in textbooks, a box at every
 * position to write its value or bound in, a line for every window when
 * windows are asked, the instructions and the command that checks the
 * answers), then the answer keys on pages of their own or in a document
 * of their own: the tree solved (values and bounds, the branches cut off
 * drawn dashed with their kind's letter and colour from the cut-kind
 * table) and every answer with the sentence that justifies it
 * (quiz_key.h).  Trees are scaled to the page's width. */
#ifndef ABPRUNE_QUIZ_TIKZ_H
#define ABPRUNE_QUIZ_TIKZ_H

#include <stdbool.h>

#include "base/strbuf.h"
#include "base/util.h"
#include "course/quiz_handout.h"

/* The most leaves an exercise of a TikZ worksheet fits a portrait A4
 * page with; a worksheet with more (a game's, up to QUIZ_PAGE_LEAVES)
 * is set on landscape pages, its leaves' values on two rows when they
 * crowd. */
#define QUIZ_TIKZ_MAX_LEAVES 48

/* The worksheet: every exercise, then (with_key) every answer key. */
void quiz_tikz_sheet(struct strbuf *out, const struct quiz_handout *h, bool with_key);

/* The answer keys alone, as a document of their own (--key). */
void quiz_tikz_keys(struct strbuf *out, const struct quiz_handout *h);

#endif
