/* listing.h: the procedures as short listings for the pseudocode pane.
 *
 * The listings are written for this program, in the paper's negamax form
 * and its names (m, t, alpha, beta, bound), one statement per line, so
 * that every event of a search points at the line that produced it. */
#ifndef ABPRUNE_LISTING_H
#define ABPRUNE_LISTING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search.h"

struct listing {
    const char *const *lines;
    size_t count;
};

/* The listing of an algorithm. */
struct listing listing_of(enum algorithm alg);

/* The 0-based line an event of alg corresponds to (for EV_EXIT after a
 * cutoff, pass after_cutoff so the early return is shown); depth is the
 * depth of the event's node (the minimax form has a procedure per
 * player). */
size_t listing_line(enum algorithm alg, const struct event *e, bool after_cutoff,
                    uint32_t depth);

#endif
