/* SPDX-License-Identifier: GPL-3.0-or-later */
/* reason.h: why a recorded search's answers are what they are, one
 * sentence each, for the exercises' keys and grades (quiz_key.c) and the
 * lessons' questions (lesson_question.c) alike.
 *
 * A window is explained side by side, each traced up to where it was set:
 * a child's window is (-beta, -max(m, alpha)) of its parent's (F1's
 * (-inf, -m)), so a side comes from the m a position already has, or
 * from the root's window ("alpha is 3, the value Max already has at the
 * root (from 1)").  A value is exact (the best of the children's values,
 * inside the window), or a bound after a cutoff (describe.c's sentence of
 * the cutoff) or without one; a cut names its kind (the cut-kind table's
 * definition) and the cutoff that made it.  The sentences have no full
 * stop and do not name the position they are about: the caller does. */
#ifndef ABPRUNE_REASON_H
#define ABPRUNE_REASON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/step_state.h"
#include "search/trace.h"

/* What each position's call was, read off a trace once. */
struct calls {
    const struct trace *trace;
    const struct step_state *end;   /* the search at its last step */
    /* per position: the window of its last call (negamax), the parent's m
     * then and the sibling whose value had set it (AB_NO_NODE: none
     * had), the events of its call, cutoff and return (SIZE_MAX: none) */
    int32_t *alpha, *beta, *parent_m;
    node_id *setter;
    size_t *call, *cutoff, *exit;
    /* a state moved to a cutoff to describe it with the path's frames
     * (describe_event reads the ancestors' too) */
    struct step_state *scratch;
    /* the reasons for a reader who sees no steps (the practice page): no
     * "(step 14)"; calls_init leaves it false */
    bool no_steps;
};

/* Reads tr (end: a state of tr at its last step, which must outlive c);
 * false when out of memory (c is then freed). */
bool calls_init(struct calls *c, const struct trace *tr, const struct step_state *end);
void calls_free(struct calls *c);

/* Whether the search calls n (enters it or evaluates it). */
static inline bool calls_called(const struct calls *c, node_id n)
{
    return c->call[n] != SIZE_MAX;
}

/* The value and bound (negamax) the last call of n returns (n called). */
int32_t calls_returned(const struct calls *c, node_id n, enum bound_kind *k);

/* The window of n's last call in the view (n called). */
void calls_window(const struct calls *c, node_id n, enum value_view view, int32_t *lo,
                  int32_t *hi);

/* Why n is called with its window: "F2 is called with (3, +inf): alpha
 * is 3, ...; beta is +inf: ..."; sides: bit 0 explains its lower side,
 * bit 1 its upper side (in the view).  A search whose windows do not
 * follow from the parent's alone (PVS, MTD(f), searching again) gets
 * where and when instead. */
const char *reason_window(char *buf, size_t cap, const struct calls *c, node_id n,
                          enum value_view view, unsigned sides);

/* Why n (called) returns what it returns. */
const char *reason_value(char *buf, size_t cap, const struct calls *c, node_id n,
                         enum value_view view);

/* Why the branch to n is cut off (n the first position of a pruned
 * branch): its kind, the kind's definition, the cutoff. */
const char *reason_cut(char *buf, size_t cap, const struct calls *c, node_id n,
                       enum value_view view);

/* Why a cut at n is wrong: the search reaches it, or it lies in a branch
 * pruned higher up. */
const char *reason_not_cut(char *buf, size_t cap, const struct calls *c, node_id n);

/* Why n (not called) has no window nor value: the branch it lies in. */
const char *reason_unreached(char *buf, size_t cap, const struct calls *c, node_id n);

/* How many leaves the search evaluates, of how many. */
const char *reason_leaves(char *buf, size_t cap, const struct calls *c);

#endif
