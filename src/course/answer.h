/* SPDX-License-Identifier: GPL-3.0-or-later */
/* answer.h: answers as people type them, read one way for every question
 * that asks them: a lesson's questions (lesson_question.c) and the
 * exercises' answer sheets (quiz_grade.c, the exercise screen), so that
 * "≥ 3", "Deep cut" or "(3, +inf)" mean the same wherever they are typed. */
#ifndef ABPRUNE_ANSWER_H
#define ABPRUNE_ANSWER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/search.h"

/* The answer as it is compared, into buf (of cap bytes, whole characters
 * while they fit): without its blanks, and case-folded in every script
 * (Unicode's full case folding, GNU libunistring's, then composed: NFC),
 * whatever the locale: "ГЛИБОКЕ" is "глибоке", "ŐSZ" is "ősz", "ΑΣ" is
 * "ασ", an accent typed as a combining mark is the composed letter's.  No
 * language's own rules: the Turkish dotted "İ" folds to "i" with a
 * combining dot above, not to "i".  Bytes that are not UTF-8 are kept as
 * they are.  Returns buf. */
const char *answer_squeeze(char *buf, size_t cap, const char *answer);

/* A number as typed (squeezed or not, no blanks inside): an ASCII or
 * Unicode minus ("−") before the digits, "-0" as 0, within [-limit,
 * limit]; when inf is not 0, also "inf", "+inf", "-inf" and "∞", "+∞",
 * "-∞", "−∞" as +inf / -inf. */
bool answer_number(const char *a, long limit, long inf, long *v);

/* A value or a bound, squeezed: "3" (or "=3"), ">=3", "≥3", "<=3" or "≤3"; *k gets
 * BOUND_EXACT, BOUND_LOWER or BOUND_UPPER. */
bool answer_bound(const char *a, int32_t *v, enum bound_kind *k);

/* A window as typed (not squeezed): two values, each a number or an
 * infinity (answer_number), apart by blanks, a comma or a semicolon, in
 * brackets or not: "(3, +inf)", "3 inf", "[-inf;2]".  Returns how many
 * values it read (1 or 2: one is the bound of F1, *hi then holds it), or
 * 0 when it is no window. */
int answer_window(const char *a, int32_t *lo, int32_t *hi);

/* Whether a (squeezed) is word w, in lower case and without spaces; when
 * w is abbreviated with a full stop ("бесперсп."), any word that begins
 * with its stem ("бесперспективное"). */
bool answer_is_word(const char *a, const char *w);

/* Special results of answer_kind. */
#define ANSWER_KIND_NONE CUT_KIND_COUNT     /* "none", "no", "not cut" */
#define ANSWER_KIND_UNKNOWN (-1)            /* no answer at all */
#define ANSWER_KIND_AMBIGUOUS (-2)          /* a letter that starts several */

/* The kind of cutoff a squeezed answer names: its identifier, a word of
 * the table (cutkind.h: its short name in the language in use, its
 * legend), with "cut", "cutoff" or "cut-off" (or the course's word for a
 * cutoff: "відсікання", "nyesés") after it or not, or its first letter
 * when no other possible answer (bit k of `possible` for kind k, "none"
 * always) starts with it; or a common word the course does not use
 * ("глибоке", "mélyvágás"), when *synonym (if not NULL) is set so that
 * the caller can name the course's word.  Returns the kind, or one of
 * the ANSWER_KIND_ values above. */
int answer_kind(const char *a, unsigned possible, bool *synonym);

/* The kinds of cutoff a search with options o can make, as answer_kind's
 * `possible` bits. */
struct search_options;
unsigned answer_kinds_possible(const struct search_options *o);

/* The possible answers (bits as above, "none" first when with_none), for
 * people: "none, shallow, deep or window", each in the language in use. */
const char *answer_kinds_list(char *buf, size_t cap, unsigned possible, bool with_none);

#endif
