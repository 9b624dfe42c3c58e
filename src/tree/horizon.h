/* SPDX-License-Identifier: GPL-3.0-or-later */
/* horizon.h: searching less than the whole tree: a depth limit and Floyd's
 * plausibility cutoff (doc/paper.md section 5).
 *
 * Both make some interior positions terminal and value them with their
 * static evaluation (`eval=` annotation).  They are done as a
 * transformation of the tree, so every procedure, the trace, the figures
 * and the interface work on the limited tree unchanged: the horizon is
 * simply where its leaves are. */
#ifndef ABPRUNE_HORIZON_H
#define ABPRUNE_HORIZON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"
#include "tree/tree.h"

#define HORIZON_NO_DEPTH UINT32_MAX

/* A new tree where every interior position at depth `depth`, or whose
 * plausibility (the product of the `p=` of the moves leading to it, 1 by
 * default) is below `threshold`, is terminal with its `eval=` value.  Use
 * HORIZON_NO_DEPTH and 0 for no limit.  NULL with *err naming the first
 * position that needs an evaluation and has none, or when out of memory.
 * *made gets the number of positions made terminal. */
struct tree *tree_horizon(const struct tree *t, uint32_t depth, double threshold,
                          const char *file, struct diag *err, size_t *made);

/* What run, export and view do before searching: reorder the moves, then
 * cut the tree at a depth or plausibility threshold.  *t is replaced (and
 * freed) when anything changes; *whole_value gets F of the tree before the
 * limits.  False with *err. */
struct move_order;
bool tree_prepare(struct tree **t, const struct move_order *order, uint32_t depth,
                  double threshold, const char *file, struct diag *err, size_t *made,
                  int32_t *whole_value);

#endif
