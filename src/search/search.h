/* SPDX-License-Identifier: GPL-3.0-or-later */
/* search.h: the procedures F, F1 and F2 of Knuth & Moore (1975).
 *
 * Every algorithm is a loop over an explicit stack of frames (the paper's
 * iterative form generalised), takes a const tree and reports what it does
 * as events to an optional sink.  Without a sink it only counts, at full
 * speed.  Values are in the negamax convention throughout. */
#ifndef ABPRUNE_SEARCH_H
#define ABPRUNE_SEARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/algorithm.h"
#include "search/cutkind.h"
#include "search/searchopt.h"
#include "tree/tree.h"

enum event_type {
    EV_ENTER,       /* an interior node is called with its window */
    EV_LEAF,        /* a terminal node is called and returns f(p) */
    EV_CHILD,       /* the parent takes t := -(child's value), maybe m := t */
    EV_CUTOFF,      /* m >= beta with children left: they are pruned */
    EV_EXIT,        /* an interior node returns m */
    EV_RESEARCH,    /* the node is searched again (a new pass from the root,
                       or PVS re-searching a move): its subtree starts over */
    EV_TYPE_COUNT
};

/* What the returned value says about the true value F(p), following each
 * procedure's contract. */
enum bound_kind { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

const char *bound_kind_name(enum bound_kind k);   /* "exact", "lower", "upper" */
const char *event_type_name(enum event_type t);   /* "enter", "leaf", ... */
/* The event's name for people, in the language of the messages (status
 * lines, captions); event_type_name's identifiers stay for --json. */
const char *event_type_words(enum event_type t);

/* One step of a search, 20 bytes.  Field use by type:
 *   ENTER  node; a = alpha, b = beta (F1: -inf and the bound), c = initial m
 *   LEAF   node; a = alpha, b = beta, c = f(p)
 *   CHILD  node = parent; c = child; a = t; b = m before; kind = 1 when m := t
 *   CUTOFF node; a = children examined; b = children pruned;
 *          c = first pruned child; kind = enum cut_kind of the first
 *          pruned branch (a = 0 for the rules that act on entering:
 *          CUT_BOUND, CUT_FUTILITY, CUT_TT, whose kind every branch has;
 *          the kinds of the others: trace_branch_kind)
 *   EXIT   node; a = value returned; b = children examined;
 *          c = index of the node's ENTER event (filled in by the trace);
 *          kind = enum bound_kind
 *   RESEARCH node; a, b = the window of the search to come
 * int32 values travel in c as their uint32 bit pattern (see event_c_value). */
struct event {
    uint8_t type;
    uint8_t kind;
    uint16_t unused;
    node_id node;
    int32_t a, b;
    uint32_t c;
};

static inline int32_t event_c_value(const struct event *e)
{
    return (int32_t)e->c;
}

/* Receives the events of one search, in order. */
struct search_sink {
    void (*event)(void *ctx, const struct event *ev);
    void *ctx;
    /* Event types the sink has no use for, as bits 1u << enum event_type
     * (0: it gets every event): the search does not call it for them,
     * which is most of the cost of a sink that only counts. */
    unsigned skip;
    /* Or NULL: a bit set for every position the search enters or
     * evaluates (bit n % 64 of word n / 64), without a call: all that the
     * comparison searches of cutref.h need to know. */
    uint64_t *entered;
};

/* Totals every search can give without a sink. */
struct search_result {
    int32_t value;          /* what the procedure returned at the root */
    size_t leaves;          /* terminal positions evaluated */
    size_t interior;        /* interior positions entered (root included) */
    size_t cut_events;      /* cutoffs */
    size_t cut_branches;    /* children pruned by them */
    size_t passes;          /* searches from the root (re-search, MTD(f)) */
    size_t researches;      /* RESEARCH events */
    size_t tt_hits;         /* positions answered from the table */
    size_t events;          /* events emitted (the steps of a trace), with
                               or without a sink */
    /* By kind (search_run_judged; the rules on entering always): cutoffs
     * by the kind of their first pruned branch, pruned branches by their
     * own kind, and cutoffs that pruned at least one branch of the kind. */
    size_t events_by_kind[CUT_KIND_COUNT];
    size_t branches_by_kind[CUT_KIND_COUNT];
    size_t events_with_kind[CUT_KIND_COUNT];
};

/* Default options: the algorithm with the full window. */
struct search_options search_defaults(enum algorithm alg);

/* The same rules for another algorithm: alg's defaults with the rules
 * around the procedure (McCarthy's bounds, futility, the horizon, the
 * table, searching again, the guess) and, where alg takes one, the root
 * window of o.  What a comparison of two searches runs (export
 * --compare, the stepper's compare mode). */
struct search_options search_options_like(enum algorithm alg, const struct search_options *o);


/* The window of the first search from the root (MTD(f) aside): o's for
 * F2 and its kin, (-inf, o->beta) for F1, the full window for F. */
void search_root_window(const struct search_options *o, int32_t *alpha, int32_t *beta);

/* Runs a search.  Returns 0, or -1 when out of memory (the stack of frames
 * has height+1 entries).  Cutoffs after m >= beta are not judged: their
 * events say CUT_SHALLOW whatever they are (counting runs need no kinds).
 * F without a sink is answered from the tree's true values and shape,
 * without walking it (the counts are those the walk would make). */
int search_run(const struct tree *t, const struct search_options *o,
               const struct search_sink *sink, struct search_result *r);

/* Runs a search and judges every branch a cutoff prunes against the
 * comparison searches in ref (cutref.h, built for the same tree; NULL:
 * as search_run): events carry the kind of their first pruned branch and
 * r counts events and branches by kind.  Costs O(branches pruned) more. */
struct cutref;
int search_run_judged(const struct tree *t, const struct search_options *o,
                      const struct cutref *ref, const struct search_sink *sink,
                      struct search_result *r);

/* The true value F(p) of every node, into out[0..count-1], from the
 * leaves alone: one pass over the nodes in reverse preorder, so children
 * come before their parent.  A tree holds these values already (tree.h);
 * this works them out again, for tests to check them by, and for a tree
 * whose leaves a test changed in place (out may be t->value). */
void search_true_values(const struct tree *t, int32_t *out);

#endif
