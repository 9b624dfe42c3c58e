/* SPDX-License-Identifier: GPL-3.0-or-later */
/* summary.h: what a search did, without its trace.
 *
 * `run` prints totals, each visited position's last value and bound kind,
 * and cutoffs by kind; recording every event to replay them would cost 20
 * bytes a step and a replay.  A summary is a sink that keeps just that: 5
 * bytes per position (and 1 for the comparison searches that tell the
 * kinds of cutoffs), whatever the number of steps.  Its final state is
 * the one a step_state reaches at the end of the trace (a position searched
 * again forgets its earlier result, as there).
 *
 * Procedure F returns every position's true value, so its summary keeps no
 * per-position arrays at all (`exact`): on a large tree that is most of
 * `run -a f`'s memory and a sink call per step saved.
 *
 * Nor does any summary need them to name the positions whose value is not
 * the true one (the text's last lines): a tree holds every position's true
 * value, so a position that returns can be judged as it returns.  Only the
 * JSON report and the leaf row read every position's result; without
 * them, and as long as no position is searched twice, the arrays are left
 * out (a re-search starts the count over with them). */
#ifndef ABPRUNE_SUMMARY_H
#define ABPRUNE_SUMMARY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/cutkind.h"
#include "search/cutref.h"
#include "search/search.h"
#include "tree/tree.h"

/* One search from the root (a pass of re-search or MTD(f)). */
struct summary_pass {
    int32_t alpha, beta;    /* its window */
    int32_t value;          /* what the root returned */
    uint8_t kind;           /* enum bound_kind of that value */
    size_t leaves;          /* leaves evaluated in the pass */
};

/* At most this many differing positions are named (the rest counted). */
#define SUMMARY_LISTED_MAX 40

/* A position that returned something other than its true value. */
struct summary_differing {
    node_id node;
    int32_t value;          /* what it returned */
    uint8_t kind;           /* enum bound_kind of that value */
};

struct summary {
    const struct tree *tree;
    struct search_options options;
    struct search_result result;    /* judged: cutoffs counted by kind */
    struct cutref ref;              /* the comparison searches that judge them */
    size_t steps;                   /* events emitted */
    bool exact;                     /* every position returned its true value (F):
                                       done and value are NULL */
    uint8_t *done;                  /* per position: 0 not returned, else 1 + enum bound_kind;
                                       NULL when not kept (summary_has_positions) */
    int32_t *value;                 /* per position: the value it last returned */
    size_t differ;                  /* positions whose last value is not F(p) */
    struct summary_differing listed[SUMMARY_LISTED_MAX];    /* the first of them */
    size_t nlisted;                 /* in node order */
    bool restart;                   /* a re-search came without the arrays */
    struct summary_pass *passes;
    size_t npasses, cappasses;
    size_t leaves_seen, pass_start; /* leaves so far; when the pass began */
    bool failed;                    /* out of memory while counting */
};

/* Runs the search into a summary; 0, or -1 when out of memory (then the
 * summary holds nothing to free).  every_position: summary_done() and the
 * others below must answer for every position. */
int summary_run(struct summary *s, const struct tree *t, const struct search_options *o,
                bool every_position);
void summary_free(struct summary *s);

/* Runs the search again into another sink, with the cutoffs judged as
 * in the summary (for outputs written while it runs); 0 or -1. */
int summary_replay(const struct summary *s, const struct search_sink *sink);

/* The kind of pruned branch c of cutoff event e (cutref.h). */
enum cut_kind summary_branch_kind(const struct summary *s, const struct event *e, node_id c);

/* Whether the per-position answers below are there: asked for, needed by
 * a re-search, or exact. */
static inline bool summary_has_positions(const struct summary *s)
{
    return s->exact || s->done;
}

/* Whether position n returned a value, and its bound kind. */
static inline bool summary_done(const struct summary *s, node_id n)
{
    return s->exact || s->done[n] != 0;
}
static inline enum bound_kind summary_kind(const struct summary *s, node_id n)
{
    return s->exact ? BOUND_EXACT : (enum bound_kind)(s->done[n] - 1);
}

/* The value position n last returned. */
static inline int32_t summary_value(const struct summary *s, node_id n)
{
    return s->exact ? s->tree->value[n] : s->value[n];
}

#endif
