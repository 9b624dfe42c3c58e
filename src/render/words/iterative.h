/* SPDX-License-Identifier: GPL-3.0-or-later */
/* iterative.h: the cells of the paper's iterative procedure at any step.
 *
 * Knuth and Moore's alphabeta(p) keeps F2's recursion in two arrays:
 * a[-2..L], where at level l the cells a[l-2], a[l-1], a[l] and a[l+1]
 * are alpha, minus beta, m and -t (a terminal position stores its value
 * in a[l]), so that the level below finds its alpha (= -beta) in a[l-1]
 * and its minus beta (= m) in a[l] with no copying; and r[0..L+1], where
 * r[l] is the position and r[l+1] the move being tried.  A recorded F2
 * search (any form: fail-hard F2 is what the arrays hold) and its step
 * state give every cell, each in O(1), so the interface can draw the
 * arrays as the procedure has them. */
#ifndef ABPRUNE_ITERATIVE_H
#define ABPRUNE_ITERATIVE_H

#include <stdbool.h>
#include <stdint.h>

#include "search/step_state.h"
#include "search/trace.h"

/* The level l after the step: the depth of the terminal position just
 * evaluated, else of the deepest position still open; -1 once the root
 * has returned (alphabeta := a[0]); 0 before the search. */
long iterative_level(const struct step_state *s);

/* Cell a[k] (-2 <= k <= l+1) into *v; false when it holds nothing of the
 * current call yet (a[l+1] before the first move of level l returns, or
 * r[l+1] = NIL at a terminal position). */
bool iterative_a(const struct step_state *s, long k, int32_t *v);

/* Cell r[k] (0 <= k <= l+1): a position, or AB_NO_NODE for NIL. */
node_id iterative_r(const struct step_state *s, long k);

/* What a[k] is to level l, for a caption: "alpha", "-beta", "m", "f(p)"
 * (a terminal position's value), "-t", or NULL for the cells below. */
const char *iterative_role(const struct step_state *s, long k);

#endif
