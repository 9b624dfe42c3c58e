/* parse.h: reading .tree files (grammar in doc/tree-format.md). */
#ifndef ABPRUNE_PARSE_H
#define ABPRUNE_PARSE_H

#include <stddef.h>

#include "diag.h"
#include "tree.h"

/* Parses len bytes of tree text; `name` is used in error messages.  Returns
 * the tree, or NULL with *err filled in (file:line:col and what was
 * expected).  The parser is a loop over an explicit stack, so the depth of
 * the tree is limited only by memory. */
struct tree *tree_parse(const char *text, size_t len, const char *name,
                        struct diag *err);

/* Reads and parses a file ("-" is standard input). */
struct tree *tree_load(const char *path, struct diag *err);

#endif
