/* SPDX-License-Identifier: GPL-3.0-or-later */
/* orders.h: one search of a tree with its moves in several orders, for
 * `run --orders`: how much move ordering is worth.
 *
 * The paper's analysis turns on it: best move first, F2 examines the
 * minimum; a real program orders its moves by plausibility or by a static
 * evaluation.  On a game's tree (gen game writes eval= at every position)
 * the comparison says "F2 visits 88 of 441 leaves; with the moves ordered
 * by evaluation, 32; with the best move first, 21". */
#ifndef ABPRUNE_ORDERS_H
#define ABPRUNE_ORDERS_H

#include <stdbool.h>
#include <stddef.h>

#include "search/search.h"
#include "tree/order.h"
#include "tree/tree.h"

/* The orders compared, in this order. */
enum orders_row { ORDERS_AS_IS, ORDERS_EVAL, ORDERS_BEST, ORDERS_WORST, ORDERS_COUNT };

struct orders_result {
    bool done[ORDERS_COUNT];    /* ORDERS_EVAL only when the tree has eval= */
    struct search_result r[ORDERS_COUNT];
};

/* The move order of a row (as-is, eval, best, worst). */
struct move_order orders_move_order(enum orders_row row);

/* The row's words for people, untranslated (pass through _()). */
const char *orders_row_words(enum orders_row row);

/* Searches t with o once per order (t's own order first).  Returns 0, or
 * -1 when out of memory. */
int orders_compare(const struct tree *t, const struct search_options *o,
                   struct orders_result *out);

#endif
