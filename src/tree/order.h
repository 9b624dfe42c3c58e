/* SPDX-License-Identifier: GPL-3.0-or-later */
/* order.h: the same game with the moves at every position put in another
 * order.
 *
 * The paper's analysis turns on move order: with the best move first
 * everywhere F2 examines exactly the critical positions (the minimum
 * d^ceil(h/2) + d^floor(h/2) - 1); with the best move last everywhere F1
 * cuts nothing on distinct values (F2 still makes some deep cutoffs).
 * Children are ranked by their true value F, computed once; ties keep their
 * original left-to-right order. */
#ifndef ABPRUNE_ORDER_H
#define ABPRUNE_ORDER_H

#include <stdbool.h>
#include <stdint.h>

#include "tree/tree.h"

enum child_order {
    ORDER_AS_IS,        /* keep the order of the file or generator */
    ORDER_BEST_FIRST,   /* at each position the move best for the mover first */
    ORDER_WORST_FIRST,  /* the best move last: the reverse ranking */
    ORDER_COUNT
};

/* Names for the command line and output: "random", "best", "worst" (the
 * stats command's trees are random, so as-is is called random there). */
const char *order_name(enum child_order o);

/* The words for a heading, untranslated ("random order", "best order",
 * "worst order"): pass them through _() where printed. */
const char *order_phrase(enum child_order o);

/* Looks up a name; returns ORDER_COUNT when unknown. */
enum child_order order_from_name(const char *name);

/* A new tree with the children of every position reordered; labels,
 * annotations, title and value convention go with their nodes.  The root
 * value is unchanged.  NULL when out of memory. */
struct tree *tree_reordered(const struct tree *t, enum child_order o);

/* The same with any order: at every position the children sorted by
 * increasing key[child] (ties keep their order; NULL keeps every order). */
struct tree *tree_reordered_by_key(const struct tree *t, const int64_t *key);

/* A move order for the searches (run, export, view: --order). */
enum move_order_kind {
    MOVES_AS_IS,        /* as in the file */
    MOVES_BEST,         /* best move first, by true value */
    MOVES_WORST,        /* best move last */
    MOVES_EVAL,         /* by static evaluation (eval=), best first; moves
                           without one after those with one */
    MOVES_RANDOM,       /* shuffled by the documented generator and a seed */
};

struct move_order {
    enum move_order_kind kind;
    uint64_t seed;
};

/* Parses "as-is", "best", "worst", "eval", "random" or "random:SEED"
 * (SEED digits, 0 to 2^64-1). */
bool move_order_parse(const char *s, struct move_order *o);

/* The tree with its moves in that order (a copy even for as-is); NULL when
 * out of memory. */
struct tree *tree_in_order(const struct tree *t, const struct move_order *o);

/* The leaf values (negamax) of the reordered tree, left to right, into
 * out[0..t->leaves-1], without building it: what a uniform tree, whose
 * subtrees all have the same shape, needs to be reordered in place.
 * Returns 0, or -1 when out of memory. */
int order_leaf_values(const struct tree *t, enum child_order o, int32_t *out);

#endif
