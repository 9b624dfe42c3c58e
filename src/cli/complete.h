/* SPDX-License-Identifier: GPL-3.0-or-later */
/* complete.h: the words shell completion offers (abprune --complete WHAT
 * [COMMAND]), one a line, read from the tables the program itself uses:
 * the commands', getopt_long's, the algorithms' and the languages', and
 * the shipped trees.  The bash and zsh completions (completion/) ask the
 * program each time, so that they cannot go stale. */
#ifndef ABPRUNE_COMPLETE_H
#define ABPRUNE_COMPLETE_H

#include <stdio.h>

#include "cli/cli.h"

/* Writes the options of a command (o) one a line: the name, and for an
 * option that takes its argument as the next word, a tab and what the
 * argument is: "algorithm", "file", "language" or "value" ("-a\talgorithm",
 * "--trace"); then --lang, which every command takes. */
void complete_options(FILE *out, const struct cli_options *o);

/* Writes the -a names of the algorithms that `command` ("run", "stats",
 * ...) takes, one a line (none for a command that takes none). */
void complete_algorithms(FILE *out, const char *command);

/* Writes the codes --lang takes, one a line. */
void complete_languages(FILE *out);

/* Writes the names of the shipped trees (datadir.h: the names every
 * command finds from any directory), one a line, sorted. */
void complete_trees(FILE *out);

#endif
