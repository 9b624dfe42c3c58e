/* SPDX-License-Identifier: GPL-3.0-or-later */
/* parse.h: reading .tree files (grammar in doc/tree-format.md). */
#ifndef ABPRUNE_PARSE_H
#define ABPRUNE_PARSE_H

#include <stddef.h>

#include "base/diag.h"
#include "tree/tree.h"

/* The most positions a tree read from text may have, counting every
 * position a transposition (=Label) stands for: =Label is kept as a copy,
 * so a small file could otherwise ask for 2^100 positions.  Commands that
 * read trees raise it with --max-positions (doc/tree-format.md). */
#define TREE_DEFAULT_MAX_POSITIONS 16000000u

/* What reading a tree may cost; zero fields take the defaults. */
struct tree_limits {
    size_t max_positions;   /* 0: TREE_DEFAULT_MAX_POSITIONS */
    size_t max_input;       /* bytes of the file; 0: FILE_DEFAULT_MAX_INPUT (util.h) */
};

/* Parses len bytes of tree text; `name` is used in error messages.  Returns
 * the tree, or NULL with *err filled in (file:line:col and what was
 * expected).  The parser is a loop over an explicit stack, so the depth of
 * the tree is limited only by memory.  A tree that would pass the limit on
 * positions fails where it passes it, before the memory is used. */
struct tree *tree_parse(const char *text, size_t len, const char *name,
                        struct diag *err);
struct tree *tree_parse_with(const char *text, size_t len, const char *name,
                             const struct tree_limits *limits, struct diag *err);

/* The fast path of tree_parse for plain trees (brackets, integers,
 * commas, white space, # comments; no directives, labels, annotations or
 * transpositions), leaves read in the convention `written`: NULL when the
 * text is anything else or has an error, which tree_parse then reports. */
struct tree *tree_parse_plain(const char *text, size_t len, enum value_view written,
                              size_t max_positions);

/* Reads and parses a file ("-" is standard input) of at most the limits'
 * max_input bytes. */
struct tree *tree_load(const char *path, struct diag *err);
struct tree *tree_load_with(const char *path, const struct tree_limits *limits,
                            struct diag *err);

#endif
