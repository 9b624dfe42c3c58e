/* SPDX-License-Identifier: GPL-3.0-or-later */
/* trace.h: a recorded search: the list of events one search emitted,
 * with the kinds of its cutoffs judged.  step_state.h gives the state of
 * the tree at any of its steps. */
#ifndef ABPRUNE_TRACE_H
#define ABPRUNE_TRACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/cutref.h"
#include "search/search.h"
#include "tree/tree.h"

struct trace {
    const struct tree *tree;
    struct search_options options;
    struct search_result result;
    struct event *ev;       /* NULL when compact: read through trace_event() */
    size_t len;
    struct cutref ref;      /* what the comparison searches enter: kinds */
    /* Compact (F, whose steps the tree implies: F touches every position,
     * and 20 bytes an event made its trace 42 bytes a position): an event
     * is its type in two bits and one word, the rest worked out from the
     * tree (trace_event), about 4.3 bytes an event, written from the tree
     * without running the search. */
    uint64_t *types;        /* 2 bits an event (enum compact_type), 32 a word */
    uint32_t *word;         /* ENTER, LEAF: its parent's m before it
                               (the b of its CHILD event); CHILD: the
                               parent; EXIT: the index of its ENTER */
    uint32_t *opens;        /* ENTER and LEAF events before each block of
                               TRACE_BLOCK events: the k-th opens node k */
};

/* Events a block of the compact trace's counts: a word of types. */
#define TRACE_BLOCK 32

/* Whether tr is compact (no ev[]). */
static inline bool trace_is_compact(const struct trace *tr)
{
    return tr->len > 0 && !tr->ev;
}

/* Event i (< len) of a compact trace, worked out: O(TRACE_BLOCK), an
 * EXIT O(the position's children). */
struct event trace_decode(const struct trace *tr, size_t i);

/* Event i (< len) as the search emitted it. */
static inline struct event trace_event(const struct trace *tr, size_t i)
{
    return tr->ev ? tr->ev[i] : trace_decode(tr, i);
}

/* Event i (< len): in ev[] when there is one (a pointer into the trace,
 * as describe.c's entry rules need), else worked out into *buf. */
static inline const struct event *trace_event_at(const struct trace *tr, size_t i,
                                                 struct event *buf)
{
    if (tr->ev)
        return &tr->ev[i];
    *buf = trace_decode(tr, i);
    return buf;
}

/* The type of event i alone: O(1) either way (for scans of every event). */
enum event_type trace_event_type(const struct trace *tr, size_t i);

/* The most steps a recorded search keeps unless told otherwise: 2^24,
 * 320 MiB of events.  A tree of a few hundred kilobytes can stand for
 * millions of positions (transpositions), and F's search of 15 million
 * positions takes 45 million steps, more than the 1 GB a command may use
 * on a hostile file; no one steps through that many. */
#define TRACE_DEFAULT_MAX_STEPS ((size_t)1 << 24)

/* The most steps the stepper keeps of a compact trace (F's): the bytes of
 * TRACE_DEFAULT_MAX_STEPS events at about 4.3 bytes a step, so that F on
 * 10^7 leaves (23 million steps) can be stepped through. */
#define TRACE_COMPACT_MAX_STEPS (TRACE_DEFAULT_MAX_STEPS * 4)

/* The most steps a search with options o can keep in the same memory:
 * TRACE_COMPACT_MAX_STEPS when its trace is compact, else
 * TRACE_DEFAULT_MAX_STEPS. */
size_t trace_max_steps(const struct search_options *o);

/* Runs the comparison searches and the search, and records every event
 * with the kinds of its cutoffs judged (cutref.h); NULL when out of
 * memory or when the search takes more than TRACE_DEFAULT_MAX_STEPS. */
struct trace *trace_record(const struct tree *t, const struct search_options *o);

/* The same with at most max_steps steps (0: the default); *too_long (when
 * not NULL) says whether NULL came from the limit. */
struct trace *trace_record_max(const struct tree *t, const struct search_options *o,
                               size_t max_steps, bool *too_long);
void trace_free(struct trace *tr);

/* A trace's events found by position, for a reader that asks about many
 * positions (a lesson's goto and questions): each lookup O(log len)
 * instead of a walk through the events.  8 bytes an event it indexes. */
struct trace_index {
    uint64_t *reach;        /* node << 32 | event, of each ENTER and LEAF, sorted */
    uint64_t *ret;          /* the same of each EXIT and LEAF */
    uint32_t *cutoffs;      /* the CUTOFF events, in order */
    size_t nreach, nret, ncutoffs;
};

/* Indexes tr's events; false when out of memory (x is then empty). */
bool trace_index_init(struct trace_index *x, const struct trace *tr);
void trace_index_free(struct trace_index *x);

/* The first event from event `from` on that reaches n (ENTER or LEAF),
 * or SIZE_MAX. */
size_t trace_index_reach(const struct trace_index *x, node_id n, size_t from);

/* The first event from `from` on at which n returns (EXIT or LEAF), or
 * SIZE_MAX. */
size_t trace_index_return(const struct trace_index *x, node_id n, size_t from);

/* The last event at which n returns (a position searched again returns
 * more than once), or SIZE_MAX. */
size_t trace_index_last_return(const struct trace_index *x, node_id n);

/* The first CUTOFF event from `from` on, or SIZE_MAX. */
size_t trace_index_cutoff(const struct trace_index *x, size_t from);

/* The kind of pruned branch c of cutoff event e (one of the trace's): the
 * event's own kind for a rule on entering, else by comparison. */
enum cut_kind trace_branch_kind(const struct trace *tr, const struct event *e, node_id c);

/* "5 branches cut off by deep cutoffs (3 cutoffs)": `branches` branches
 * of kind k, pruned by `events` cutoffs (cut_with), into buf. */
const char *trace_kind_count(char *buf, size_t cap, enum cut_kind k, size_t branches,
                             size_t events);

#endif
