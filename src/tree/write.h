/* SPDX-License-Identifier: GPL-3.0-or-later */
/* write.h: a tree back to .tree text (what `gen` prints; transpositions as =Label). */
#ifndef ABPRUNE_WRITE_H
#define ABPRUNE_WRITE_H

#include <stdio.h>

#include "base/strbuf.h"
#include "tree/tree.h"

/* Writes t in the .tree format: @title and @values directives, then the
 * nodes with their labels and annotations, leaf values in the convention
 * the tree was written in.  A node goes on one line when its text fits in
 * about 72 columns; otherwise its children go on lines of their own.
 * Returns 0, or -1 on a write error or when out of memory. */
int tree_write(FILE *out, const struct tree *t);

/* The same into sb, which may stream (an output file: outfile_attach);
 * the writing stops at the first failure (sb->failed), so that a full
 * disk or an output limit ends it at once.  Returns 0 or -1. */
int tree_write_buf(struct strbuf *sb, const struct tree *t);

#endif
