/* SPDX-License-Identifier: GPL-3.0-or-later */
/* implicit.h: random uniform trees that are never built.
 *
 * The experiments of the paper's analysis search thousands of random trees
 * of up to 10^9 leaves.  Building them costs far more than searching them,
 * so here a tree is a key: the value of any leaf, or of any position's
 * children, is computed when the search reaches it by a counter-based
 * generator keyed by (tree key, leaf or position number).  Only the path of
 * the search is in memory, and every search of the same key meets the same
 * values, whichever positions it visits.
 *
 * Three models (doc/stats-output.md states them exactly):
 *   - distinct values in random order (the model of the analysis): leaf i
 *     holds a keyed one-to-one function of i, so no two leaves tie;
 *   - values drawn independently from MIN..MAX (ties happen);
 *   - best or worst order by construction: values are handed down from the
 *     root so that at every position the children come best first (or
 *     best last), each child's rank fixed before its subtree is made. */
#ifndef ABPRUNE_IMPLICIT_H
#define ABPRUNE_IMPLICIT_H

#include <stdbool.h>
#include <stdint.h>

#include "base/diag.h"
#include "search/search.h"
#include "tree/order.h"
#include "tree/tree.h"

/* Leaves are numbered in 62 bits: d^h may not exceed this. */
#define IMPLICIT_MAX_LEAVES (UINT64_C(1) << 62)

struct implicit_tree {
    unsigned degree, height;
    uint64_t key;               /* implicit_key() of the tree */
    bool ties;                  /* values drawn from [lo, hi] (Max's view) */
    int64_t lo, hi;             /* within +-AB_VALUE_LIMIT */
    enum child_order order;     /* as drawn, or best / worst first */
};

/* The key of tree `index` of the experiment (seed, degree, height): the
 * procedure of doc/stats-output.md (splitmix64 seeding and xoshiro256**
 * draws), so that a tree is the same whatever else runs. */
uint64_t implicit_key(uint64_t seed, unsigned degree, unsigned height, uint64_t index);

/* Whether d^h leaves can be numbered (d >= 1, d^h <= IMPLICIT_MAX_LEAVES). */
bool implicit_fits(unsigned degree, unsigned height);

/* Scratch space for searching trees of one degree and height: frames and
 * children's values for height + 1 levels.  NULL when out of memory. */
struct implicit_search;
struct implicit_search *implicit_search_new(unsigned degree, unsigned height);
void implicit_search_free(struct implicit_search *s);

/* Searches t with F, F1, F2 or fail-soft F2 (the full window) exactly as
 * search_run() would search the built tree: returns the leaves examined,
 * and the root value (negamax; for distinct values an unbounded 62-bit
 * number) in *value when value is not NULL.  s must match t's shape. */
uint64_t implicit_run(struct implicit_search *s, const struct implicit_tree *t,
                      enum algorithm alg, int64_t *value);

/* The tree built, for `gen random` and for tests: the same positions and
 * the same comparisons between leaves (distinct values are written as their
 * ranks 0..L-1, which keeps every comparison), values in Max's view.  NULL
 * with *err when it exceeds GEN_MAX_LEAVES or memory. */
struct tree *implicit_build(const struct implicit_tree *t, const char *title, struct diag *err);

#endif
