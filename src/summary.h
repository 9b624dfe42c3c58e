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
 * `run -a f`'s memory and a sink call per step saved. */
#ifndef ABPRUNE_SUMMARY_H
#define ABPRUNE_SUMMARY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cutkind.h"
#include "cutref.h"
#include "search.h"
#include "tree.h"

/* One search from the root (a pass of re-search or MTD(f)). */
struct summary_pass {
    int32_t alpha, beta;    /* its window */
    int32_t value;          /* what the root returned */
    uint8_t kind;           /* enum bound_kind of that value */
    size_t leaves;          /* leaves evaluated in the pass */
};

struct summary {
    const struct tree *tree;
    struct search_options options;
    struct search_result result;    /* judged: cutoffs counted by kind */
    struct cutref ref;              /* the comparison searches that judge them */
    size_t steps;                   /* events emitted */
    bool exact;                     /* every position returned its true value (F):
                                       done and value are NULL */
    uint8_t *done;                  /* per position: 0 not returned, else 1 + enum bound_kind */
    int32_t *value;                 /* per position: the value it last returned */
    struct summary_pass *passes;
    size_t npasses;
    size_t leaves_seen, pass_start; /* leaves so far; when the pass began */
    bool failed;                    /* out of memory while counting */
};

/* Runs the search into a summary; 0, or -1 when out of memory (then the
 * summary holds nothing to free). */
int summary_run(struct summary *s, const struct tree *t, const struct search_options *o);
void summary_free(struct summary *s);

/* Runs the search again into another sink, with the cutoffs judged as
 * in the summary (for outputs written while it runs); 0 or -1. */
int summary_replay(const struct summary *s, const struct search_sink *sink);

/* The kind of pruned branch c of cutoff event e (cutref.h). */
enum cut_kind summary_branch_kind(const struct summary *s, const struct event *e, node_id c);

/* Whether position n returned a value, and its bound kind. */
static inline bool summary_done(const struct summary *s, node_id n)
{
    return s->exact || s->done[n] != 0;
}
static inline enum bound_kind summary_kind(const struct summary *s, node_id n)
{
    return s->exact ? BOUND_EXACT : (enum bound_kind)(s->done[n] - 1);
}

/* The value position n last returned, given its true value `truth`
 * (which is that value when the summary is exact). */
static inline int32_t summary_value(const struct summary *s, node_id n, int32_t truth)
{
    return s->exact ? truth : s->value[n];
}

/* Whether position n returned something other than its true value. */
static inline bool summary_differs(const struct summary *s, node_id n, int32_t truth)
{
    return !s->exact && s->done[n] != 0 && s->value[n] != truth;
}

#endif
