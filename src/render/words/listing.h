/* SPDX-License-Identifier: GPL-3.0-or-later */
/* listing.h: the procedures as listings for the pseudocode pane.
 *
 * F, F1 and F2 and the paper's other forms of F2 (minimax, list
 * structure, iterative) are listed as the paper prints them, in its
 * Algol-like language and names, one statement per line, so that every
 * event of a search points at the line that produced it; the procedures
 * beyond the paper (fail-soft, PVS, MTD(f)) are written the same way. */
#ifndef ABPRUNE_LISTING_H
#define ABPRUNE_LISTING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/search.h"
#include "search/step_state.h"
#include "search/trace.h"

struct listing {
    const char *const *lines;
    size_t count;
    size_t half;    /* a minimax form: the lines of Max's procedure, then
                       Min's; 0 for a single procedure */
};

/* Whether an algorithm has a minimax form (F, F1, F2 in any of its
 * recursive forms): its procedures for Max and for Min in Max's values. */
bool listing_has_minimax(enum algorithm alg);

/* The convention the listing of alg is shown in for a view: the minimax
 * view when the algorithm has a minimax form, else negamax (the
 * iterative and list-structure forms are printed in negamax only, PVS and
 * MTD(f) are written so). */
enum value_view listing_view(enum algorithm alg, enum value_view view);

/* The listing of an algorithm in a view: one convention per screen, the
 * minimax form's procedures in the minimax view, the paper's negamax
 * procedures in the negamax view (ab-minimax included). */
struct listing listing_of(enum algorithm alg, enum value_view view);

/* Room for a line as listing_text shows it. */
#define LISTING_LINE_MAX 200

/* Line i of a listing as shown: the minimax form's two headers say who is
 * to move, and remarks in parentheses are in the reader's language; buf
 * (cap bytes) holds it when it is not the line itself. */
const char *listing_text(const struct listing *l, size_t i, char *buf, size_t cap);

/* The width of its widest line in either view, so a pane can show every
 * line whole. */
size_t listing_width(enum algorithm alg);

/* The 0-based line of listing_of(alg, view) an event corresponds to (for
 * EV_EXIT after a cutoff, pass after_cutoff so an early return is shown);
 * depth is the depth of the event's node (the minimax form has a
 * procedure per player). */
size_t listing_line(enum algorithm alg, enum value_view view, const struct event *e,
                    bool after_cutoff, uint32_t depth);

/* The variables of the procedure the step's line belongs to, in the
 * listing's convention (listing_view: Max's values in a minimax form), e.g. "alpha =
 * -inf  beta = 3  m = 2  t = 2": a terminal position's own call at a leaf
 * ("G2 := g(p) = 8" in the minimax form), the returning call at an exit,
 * the level l in the iterative form (whose cells the call-stack pane
 * shows), q in the list-structure form.  False when there is nothing to
 * say (before the search). */
bool listing_variables(const struct step_state *s, enum algorithm alg, enum value_view view,
                       char *buf, size_t cap);

#endif
