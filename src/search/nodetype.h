/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nodetype.h: Knuth & Moore's critical positions and their types.
 *
 * A position a1...al is critical when a_i = 1 for every odd i or for every
 * even i (doc/paper.md section 6).  Type 1 has every a_i = 1 (the principal
 * variation, "PV"); otherwise, with j the first index where a_j > 1, the
 * type is 2 ("CUT") when l - j is even and 3 ("ALL") when it is odd.  With
 * perfect ordering F2 examines exactly the critical positions.  The types
 * depend only on the shape of the tree, not on its values. */
#ifndef ABPRUNE_NODETYPE_H
#define ABPRUNE_NODETYPE_H

#include <stdint.h>

#include "tree/tree.h"

enum node_type { NODE_NOT_CRITICAL = 0, NODE_TYPE1 = 1, NODE_TYPE2 = 2, NODE_TYPE3 = 3 };

/* The type of every node into out[0..count-1], in one pass over the nodes
 * in preorder (a child's type follows from its parent's). */
void node_types(const struct tree *t, uint8_t *out);

/* "PV", "CUT", "ALL", or "" for a position that is not critical. */
const char *node_type_name(enum node_type type);

#endif
