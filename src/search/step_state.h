/* SPDX-License-Identifier: GPL-3.0-or-later */
/* step_state.h: the state of the tree at any step of a recorded search.
 *
 * A step_state applies a trace's events forward and undoes them backward,
 * each in O(1) (a cutoff costs O(children pruned), a search again O(its
 * subtree) forward and O(the positions it had reached) back, from a
 * checkpoint saved on the way forward), so stepping back costs what
 * stepping forward does and jumping costs the distance jumped.  Step k
 * means "k events applied": step 0 is before the search, step len after
 * it. */
#ifndef ABPRUNE_STEP_STATE_H
#define ABPRUNE_STEP_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/trace.h"

/* What a node looks like at a given step. */
enum node_status {
    NODE_UNVISITED,     /* not reached (yet), or below a pruned branch */
    NODE_ACTIVE,        /* on the path from the root to the current node */
    NODE_DONE,          /* returned: value and bound kind known */
    NODE_CUT,           /* the root of a pruned branch */
};

/* One level of the path: the paper's a[l-2], a[l-1], a[l] and r[l+1]. */
struct path_frame {
    node_id node;
    int32_t alpha, beta;    /* window on entry (F1: -inf and the bound) */
    int32_t m;              /* best so far */
    uint32_t examined;      /* children returned */
    node_id child;          /* child being searched, or AB_NO_NODE */
};

struct step_state {
    const struct tree *tree;
    const struct trace *trace;
    size_t step;                /* events applied */
    uint8_t *status;            /* enum node_status, per node */
    /* What else a node holds is kept per slot: the node's own number
     * (dense), or, when the search reaches a small part of a big tree, its
     * index in touched[], the sorted positions the trace can change
     * (sparse: F2 on 10^7 leaves touches 0.7% of them, and a step state
     * then costs 1 byte a position instead of 14).  Read them through
     * step_state_value() and step_state_kind(). */
    node_id *touched;           /* NULL when dense */
    size_t nslots;
    /* Compact (a compact trace, F's): no slots at all.  Every position
     * F returns is exact and its value the tree's F(p), so what a slot
     * would hold is the tree's (kind, value and range NULL), and the
     * path's m says what a range frame was before a child's return. */
    bool compact;
    uint8_t *kind;              /* enum bound_kind of DONE nodes */
    int32_t *value;             /* DONE: value returned; CUT: cutoff event */
    struct path_frame *path;    /* path[0] is the root */
    size_t depth;               /* frames on the path */
    size_t leaves, interior;    /* visited so far */
    size_t cut_events[CUT_KIND_COUNT];      /* by the kind of their first branch */
    size_t cut_branches[CUT_KIND_COUNT];    /* pruned branches by their own kind */
    size_t cut_with[CUT_KIND_COUNT];        /* cutoffs pruning a branch of the kind */
    /* step_state_track_ranges: per slot, the negamax values still possible
     * given the leaves seen so far, kept for the positions that are done
     * (a leaf seen, a position returned); NULL until asked for */
    int32_t *range_lo, *range_hi;
    bool ranges;                /* step_state_track_ranges was called */
    /* the same for the positions on the path, a frame a level, each
     * updated in O(1) as its children return (struct range_frame) */
    struct range_frame *range_path;
    /* what each child's return changed in its parent's frame, undone in
     * the reverse order when stepping back */
    struct range_undo *range_undo;
    size_t nrange_undo, caprange_undo;
    /* Checkpoints for stepping back over a search again: what each
     * RESEARCH event wiped from its subtree (the positions it had reached),
     * saved when it is first stepped over, in event order. */
    struct state_checkpoint *checkpoints;
    size_t ncheckpoints, capcheckpoints;
    struct event current;       /* the last event applied (a compact
                                   trace's are worked out, not kept) */
};

/* One position as a RESEARCH event found it. */
struct state_saved {
    node_id node;
    uint8_t status, kind;
    int32_t value;
    int32_t lo, hi;         /* its range, when ranges are tracked */
};

/* The ranges of one level of the path.  Over the children that returned
 * (n of them): lo_max the largest -hi, hi_max the largest -lo (negamax:
 * the position's range is [max of -hi, max of -lo] over its children, an
 * unfinished child's being every value).  root_lo and root_hi give the
 * root's range from this level's, as x -> max(a, min(b, s x)) with s = +1
 * on even levels and -1 on odd ones: the root's low end from this level's
 * low end (even) or high end (odd), its high end from the other. */
struct range_frame {
    int32_t lo_max, hi_max;
    uint32_t n, nchild;
    int32_t root_lo[2], root_hi[2];
};

/* A parent frame's lo_max and hi_max before a child's return. */
struct range_undo {
    int32_t lo_max, hi_max;
};

/* What one RESEARCH event wiped; saved == NULL with count 0 means the
 * subtree was untouched, lost means it could not be saved (out of memory:
 * stepping back over it replays from step 0 instead). */
struct state_checkpoint {
    size_t event;
    struct state_saved *saved;
    size_t count;
    bool lost;
};

/* How a state keeps its slots (struct step_state). */
enum state_storage {
    STATE_AUTO,         /* sparse when the trace touches a small part of a
                           big tree, else dense */
    STATE_DENSE,
    STATE_SPARSE,       /* always (the tests compare it with dense) */
    STATE_COMPACT,      /* no slots (a compact trace only; AUTO takes it
                           for one) */
};

/* A state at step 0; NULL when out of memory.  The tree and trace must
 * outlive it. */
struct step_state *step_state_new(const struct trace *tr);
struct step_state *step_state_new_as(const struct trace *tr, enum state_storage storage);

/* The first slot whose node is n or after it (found by halving). */
static inline size_t step_state_slot_from(const struct step_state *s, node_id n)
{
    if (!s->touched)
        return n;
    size_t lo = 0, hi = s->nslots;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (s->touched[mid] < n)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* n's slot, or SIZE_MAX when the trace never changes n (sparse only). */
static inline size_t step_state_slot(const struct step_state *s, node_id n)
{
    size_t i = step_state_slot_from(s, n);
    return !s->touched || (i < s->nslots && s->touched[i] == n) ? i : SIZE_MAX;
}

/* n's value: returned (DONE), or the index of the cutoff event that pruned
 * it (CUT); 0 otherwise. */
static inline int32_t step_state_value(const struct step_state *s, node_id n)
{
    if (s->compact)
        return s->status[n] == NODE_DONE ? s->tree->value[n] : 0;
    size_t i = step_state_slot(s, n);
    return i == SIZE_MAX ? 0 : s->value[i];
}

/* The enum bound_kind of a DONE node's value. */
static inline enum bound_kind step_state_kind(const struct step_state *s, node_id n)
{
    if (s->compact)
        return BOUND_EXACT;
    size_t i = step_state_slot(s, n);
    return i == SIZE_MAX ? BOUND_EXACT : (enum bound_kind)s->kind[i];
}
void step_state_free(struct step_state *s);

/* Apply the next event / undo the last one; false at either end. */
bool step_state_forward(struct step_state *s);
bool step_state_backward(struct step_state *s);

/* Moves to step k (clamped to 0..len). */
void step_state_seek(struct step_state *s, size_t k);

/* The event that produced this step (the last applied), or NULL at step 0. */
const struct event *step_state_current_event(const struct step_state *s);

/* The node the last event was about (the root at step 0). */
node_id step_state_current_node(const struct step_state *s);

/* The cutoff event that pruned n (itself or an ancestor), or SIZE_MAX when
 * n is not (yet) pruned.  O(depth of the unvisited part above n). */
size_t step_state_pruned_by(const struct step_state *s, node_id n);

/* The root of the pruned branch n lies in (n or an ancestor), or
 * AB_NO_NODE when n is not (yet) pruned. */
node_id step_state_pruned_branch(const struct step_state *s, node_id n);

/* The kind of the pruned branch rooted at c (status NODE_CUT). */
enum cut_kind step_state_cut_kind(const struct step_state *s, node_id c);

/* The textbooks' ranges (Russell & Norvig's figure of alpha-beta): after
 * each leaf, the values still possible at every position, by interval
 * minimax over what has been seen: a leaf seen is [v, v], a position not
 * entered (or pruned) [-inf, +inf], a Max position [max of lows, max of
 * highs] over its children, a Min position [min of lows, min of highs].
 * A pruned position so keeps the range it had when it was cut.  Turns the
 * bookkeeping on (8 bytes a slot, 8 a position returned, 32 a level of
 * the path; a compact state only the path's); each later step costs O(1), stepping back over a position's
 * return O(its degree) (the root's range is O(1) too, another position's
 * on the path O(the levels below it)); false when out of memory. */
bool step_state_track_ranges(struct step_state *s);

/* The range of n at this step in the view's values (at Min's positions in
 * the minimax view, the negamax interval turned round); step_state_track_ranges
 * must have been called. */
void step_state_range(const struct step_state *s, node_id n, enum value_view view, int32_t *lo,
                 int32_t *hi);

#endif
