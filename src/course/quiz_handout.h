/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_handout.h: exercises as text for people: the exercise sheet
 * (`quiz --print`), its answer key (`quiz --solution`, which is an answer
 * file too) and a worksheet of several exercises with their keys
 * (`quiz --sheet N -f text`).  The TikZ worksheet is quiz_tikz.h's; both
 * say the same things: the blank tree with a place at every position,
 * what to write, the command that checks it, and in the key every answer
 * with the sentence that justifies it (quiz_key.h). */
#ifndef ABPRUNE_QUIZ_HANDOUT_H
#define ABPRUNE_QUIZ_HANDOUT_H

#include <stdbool.h>
#include <stddef.h>

#include "base/strbuf.h"
#include "base/util.h"
#include "course/quiz.h"

/* What a handout is of. */
struct quiz_handout {
    struct quiz *const *q;      /* the exercises */
    size_t n;
    enum value_view view;
    unsigned ask;               /* what is asked (enum quiz_ask) */
    bool ascii;                 /* 7-bit characters only */
};

/* The command that checks (what = "--check ANSWERS") or solves (what =
 * "--solution") exercise q: "abprune quiz -b 3 -d 3 --seed 17 -a f2 ...";
 * into buf. */
const char *quiz_command(char *buf, size_t cap, const struct quiz *q, enum value_view view,
                         unsigned ask, const char *what);

/* The exercise's title: "Exercise 3-3-17: F2 on a tree of degree 3 and
 * height 3 (minimax view)"; with number > 0, "Exercise 2 (3-3-17): ...". */
const char *quiz_title(char *buf, size_t cap, const struct quiz *q, enum value_view view,
                       size_t number);

/* What the student is to write for one part asked (bit, one of enum
 * quiz_ask's; F1's windows are its bounds), a sentence; into buf. */
const char *quiz_instruction(char *buf, size_t cap, const struct quiz *q, unsigned bit);

/* Examples of the answer lines for what is asked: "'value 2 5', 'bound
 * 1.2 >=9', 'cut 2.3'"; into buf. */
const char *quiz_answer_examples(char *buf, size_t cap, unsigned ask);

/* Whose values the sheet's are, and how positions are named: a few
 * lines each, ending in a newline. */
const char *quiz_view_note(enum value_view view);
const char *quiz_naming_note(void);

/* Every instruction of what is asked, wrapped to a terminal's width, each
 * line after `indent`. */
void quiz_instructions(struct strbuf *out, const struct quiz *q, unsigned ask,
                       const char *indent);

/* The exercise sheet of h->q[i] (number: 0 alone, else its number on a
 * worksheet): title, the tree with its leaf values and a blank at every
 * other position, a line for every window when windows are asked, the
 * instructions and the command that checks the answers. */
void quiz_text_exercise(struct strbuf *out, const struct quiz_handout *h, size_t i,
                        size_t number);

/* The answer key of h->q[i]: title, the search's own figure (bounds and
 * the kinds of the cuts marked), every answer line asked for and its
 * reason.  as_answers: every line but the answers a '#' comment, so that
 * the key is an answer file that `quiz --check` takes whole. */
void quiz_text_key(struct strbuf *out, const struct quiz_handout *h, size_t i, size_t number,
                   bool as_answers);

/* A worksheet: every exercise, then (with_key) a page break (form feed)
 * and every answer key. */
void quiz_text_sheet(struct strbuf *out, const struct quiz_handout *h, bool with_key);

/* The answer keys alone (a worksheet's --key file). */
void quiz_text_keys(struct strbuf *out, const struct quiz_handout *h);

#endif
