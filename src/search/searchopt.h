/* SPDX-License-Identifier: GPL-3.0-or-later */
/* searchopt.h: which search options go together.
 *
 * The one place that knows which options each algorithm takes (a root
 * window, searching again, McCarthy's bounds, futility pruning and the
 * horizon it needs, a transposition table, a first guess), from the
 * traits of algorithm.c.  The command line, the lesson reader's use and
 * algorithm directives and the stepper's a key all ask it, so that what
 * one refuses the others refuse too, in the same words. */
#ifndef ABPRUNE_SEARCHOPT_H
#define ABPRUNE_SEARCHOPT_H

#include <stdbool.h>
#include <stdint.h>

#include "base/diag.h"
#include "search/algorithm.h"
#include "tree/tree.h"

/* How a search is to run: the algorithm, the root window and the rules
 * around the procedures (search.h runs it; here, what goes together). */
struct search_options {
    enum algorithm alg;
    int32_t alpha, beta;    /* root window for F2; (-AB_INF, AB_INF) otherwise */
    /* F2 only: on entering a position, McCarthy's rule with its hi=/lo=
     * annotations: optimistic <= alpha returns alpha, pessimistic >= beta
     * returns beta (fail-soft: the estimate itself), without searching. */
    bool mccarthy;
    /* F2 only, in a tree cut at depth `horizon`: at a quiet position (not
     * reached by a capture or a check) of the last two plies before the
     * horizon, eval - margin >= beta returns beta without searching. */
    bool futility;
    int32_t futility_margin;
    uint32_t horizon;
    /* F2 with a window: when the value v falls outside, search again, as
     * the paper prints it, with (-inf, v) after v <= alpha and (v, +inf)
     * after v >= beta (an aspiration window); research_widened: the
     * engines' variant (-inf, v + 1) / (v - 1, +inf) instead. */
    bool research;
    bool research_widened;
    /* MTD(f): the first guess. */
    int32_t guess;
    /* Window algorithms: keep the value or bound each position returned
     * (by position, so a transposition =Label shares it) and use it when
     * the position comes again (a cut of kind CUT_TT). */
    bool tt;
};

/* A search as asked for: its options, and whether the settings whose
 * defaults look like any other value were given. */
struct search_request {
    struct search_options o;
    bool window;            /* o.alpha, o.beta were given */
    bool horizon;           /* o.horizon was given (a depth limit) */
    bool guess;             /* o.guess was given */
};

/* How the options are spelled in messages: "--mccarthy" or "'use
 * mccarthy'". */
enum option_spelling { SPELL_COMMAND_LINE, SPELL_LESSON };

/* Checks that the options of rq go together.  True, or false with what is
 * wrong in err, without a position (the caller knows where); the
 * algorithms it names instead are among those `use` takes. */
bool search_request_check(const struct search_request *rq, enum algorithm_use use,
                          enum option_spelling spell, struct diag *err);

/* The algorithm after `from` in the table's order, round to the start,
 * that `use` takes and that passes search_request_check with the options
 * of rq; `from` when no other does (the stepper's a key). */
enum algorithm search_request_next(const struct search_request *rq, enum algorithm from,
                                   enum algorithm_use use);

#endif
