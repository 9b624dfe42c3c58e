/* SPDX-License-Identifier: GPL-3.0-or-later */
/* positions.h: transpositions kept through the transformations of a tree.
 *
 * Reordering the moves (order.c) and cutting the tree at a horizon
 * (horizon.c) build a new tree; a transposition table needs to know which
 * of its nodes are still the same position. */
#ifndef ABPRUNE_POSITIONS_H
#define ABPRUNE_POSITIONS_H

#include <stdbool.h>

#include "tree/tree.h"

/* After a transformation made r from t (reordered moves, a horizon),
 * from[n] naming the node of t that each node n of r comes from: gives r
 * the transpositions of t that it still has.  Nodes of r are the same
 * position when they come from the same position of t and their subtrees
 * in r are the same positions (children in any order), so that a copy cut
 * off at another depth is not taken for its original.  False when out of
 * memory. */
bool positions_carry(struct tree *r, const struct tree *t, const node_id *from);

#endif
