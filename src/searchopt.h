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

#include "algorithm.h"
#include "diag.h"
#include "search.h"

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
