/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nodetype.c: the types of critical positions, from the parent's type.
 *
 * Following the definition along a path gives a recurrence: the root is
 * type 1; the first child of a type-1 node is type 1 and its other
 * children type 2; the first child of a type-2 node is type 3 and its
 * other children are not critical; every child of a type-3 node is
 * type 2.  Preorder puts parents before children, so one loop does it. */
#include "config.h"

#include "search/nodetype.h"

void node_types(const struct tree *t, uint8_t *out)
{
    for (node_id n = 0; n < t->count; n++) {
        if (tree_parent(t, n) == AB_NO_NODE) {
            out[n] = NODE_TYPE1;
            continue;
        }
        bool first = tree_child_index(t, n) == 0;
        switch (out[tree_parent(t, n)]) {
        case NODE_TYPE1:
            out[n] = first ? NODE_TYPE1 : NODE_TYPE2;
            break;
        case NODE_TYPE2:
            out[n] = first ? NODE_TYPE3 : NODE_NOT_CRITICAL;
            break;
        case NODE_TYPE3:
            out[n] = NODE_TYPE2;
            break;
        default:
            out[n] = NODE_NOT_CRITICAL;
            break;
        }
    }
}

const char *node_type_name(enum node_type type)
{
    switch (type) {
    case NODE_TYPE1: return "PV";
    case NODE_TYPE2: return "CUT";
    case NODE_TYPE3: return "ALL";
    default: return "";
    }
}
