/* SPDX-License-Identifier: GPL-3.0-or-later */
/* format.h: how values, windows and bounds are written, in either view.
 *
 * Negamax view: values as the procedures return them; at odd depths a zero
 * is written "-0", as in the paper's figures, so that every odd level
 * carries its minus sign.  Minimax view: values from Max's point of view;
 * at odd depths (Min to move) a window (alpha, beta) becomes (-beta, -alpha)
 * and a lower bound becomes an upper one. */
#ifndef ABPRUNE_FORMAT_H
#define ABPRUNE_FORMAT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "search/search.h"
#include "tree/tree.h"

/* Large enough for any formatted value or window. */
#define FMT_VALUE_MAX 16
#define FMT_WINDOW_MAX 40

/* A value at a depth in the view: "3", "-0", "+inf", "-inf". */
const char *fmt_value(char *buf, int32_t v, uint32_t depth, enum value_view view);

/* A plain number or infinity, no view applied (for JSON-free text). */
const char *fmt_number(char *buf, int32_t v);

/* The window a node at depth sees, in the view: "(-inf, 2)". */
const char *fmt_window(char *buf, int32_t alpha, int32_t beta, uint32_t depth,
                       enum value_view view);

/* The bound kind in the view (lower and upper swap at Min nodes). */
enum bound_kind bound_in_view(enum bound_kind k, uint32_t depth, enum value_view view);

/* A value with its bound in the view, in words: "3 (lower bound)". */
const char *fmt_bounded(char *buf, size_t cap, int32_t v, enum bound_kind k,
                        uint32_t depth, enum value_view view);

/* A value with its bound in the view as the answer lines and the paper's
 * figures write it: "3", ">=3", "<=-2". */
const char *fmt_bound_mark(char *buf, size_t cap, int32_t v, enum bound_kind k,
                           uint32_t depth, enum value_view view);

/* The width of the text reports' lines (run --trace): a terminal's 80. */
#define FMT_COLUMNS 80

/* Writes text, which starts at column `at` of a line, and a newline,
 * breaking it where `sep` stands (" " between words, "  " between the
 * items of a list whose items hold blanks) so that no line passes `width`
 * columns (display width, UTF-8); the lines after the first start at
 * column `at` too, and the separator at a break is not written.  A piece
 * wider than the room is written whole, on a line of its own, and a
 * window, a range or an aside in brackets of at most 20 characters
 * ("(-inf, +inf)") is never broken nor parted from the word before it.  Nothing is dropped: a long description stays in a column
 * of its own. */
void fmt_print_wrapped(FILE *out, const char *text, size_t at, size_t width, const char *sep);

/* Parses "negamax" / "minimax"; returns -1 when neither. */
int value_view_from_name(const char *name);
const char *value_view_name(enum value_view v);

/* The view as a phrase in the language of the messages, "minimax view"
 * (Russian "минимаксный вид"): for status lines; value_view_name() is the
 * option's word. */
const char *value_view_words(enum value_view v);

/* Reads a window "A,B" (--window, a lesson's window line) with A < B:
 * each an integer within the value limit, or -inf / inf / +inf. */
bool fmt_parse_window(const char *s, int32_t *alpha, int32_t *beta);

#endif
