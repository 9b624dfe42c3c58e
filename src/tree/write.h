/* SPDX-License-Identifier: GPL-3.0-or-later */
/* write.h: a tree back to .tree text (what `gen` prints; transpositions as =Label). */
#ifndef ABPRUNE_WRITE_H
#define ABPRUNE_WRITE_H

#include <stdio.h>

#include "tree/tree.h"

/* Writes t in the .tree format: @title and @values directives, then the
 * nodes with their labels and annotations, leaf values in the convention
 * the tree was written in.  A node goes on one line when its text fits in
 * about 72 columns; otherwise its children go on lines of their own.
 * Returns 0, or -1 on a write error or when out of memory. */
int tree_write(FILE *out, const struct tree *t);

#endif
