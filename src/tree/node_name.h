/* SPDX-License-Identifier: GPL-3.0-or-later */
/* node_name.h: a position's name for people, from its path.
 *
 * "root", or the 1-based child indices from the root ("1.2.3"), with the
 * label after it ("1.3 (C)").  Every part of the program names positions
 * this way: traces, status lines, lesson answers, errors of the depth
 * limit. */
#ifndef ABPRUNE_NODE_NAME_H
#define ABPRUNE_NODE_NAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tree/tree.h"

/* Positions deeper than NODE_NAME_DEPTH are named by their last
 * NODE_NAME_TAIL steps ("...1.3.2"), so that naming every position of a
 * deep tree stays linear; a buffer of NODE_NAME_MAX bytes holds any
 * name of a position whose moves number at most 10^6 (labels cut). */
#define NODE_NAME_DEPTH 32
#define NODE_NAME_TAIL 8
#define NODE_NAME_MAX 320

/* The path of n for people: "root" for the root, else "1.2.3" (or its
 * tail below NODE_NAME_DEPTH), followed by " (Label)" when the node is
 * labelled; cut to cap, never empty.  In a game's tree (@game) a position
 * is named by its moves alone, as its label has them ("b2.a1.c3"), also
 * where the label is not written (inside a transposition's copy). */
const char *node_name(char *buf, size_t cap, const struct tree *t, node_id n);

/* The same name, found by descending from the root rather than from the
 * tree's links (which cost 12 bytes a position to make): O(depth x degree)
 * time and no memory, for naming a few positions of a large tree; *depth
 * gets n's depth. */
const char *node_name_descending(char *buf, size_t cap, const struct tree *t, node_id n,
                                     uint32_t *depth);

/* The same name from the steps of the path (1-based child indices, the
 * root's first): steps[0..n-1] is the whole path, or with `tail` its last
 * steps below NODE_NAME_DEPTH; label or NULL.  For walks that know the
 * path as they go. */
const char *node_name_steps(char *buf, size_t cap, const uint32_t *steps, size_t n, bool tail,
                           const char *label);

#endif
