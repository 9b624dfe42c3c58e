/* SPDX-License-Identifier: GPL-3.0-or-later */
/* handoff.h: the terminal's commands in a program of their own.
 *
 * Curses (ncursesw and tinfo) takes longer to load than a small tree takes
 * to read and search, so abprune links no curses: view, lesson and quiz,
 * and what lists their options, run in abprune-curses (the same commands
 * and those, installed in PKGLIBEXECDIR), which abprune becomes with the
 * command line it was given (bench/README.md has the measurements). */
#ifndef ABPRUNE_HANDOFF_H
#define ABPRUNE_HANDOFF_H

/* Keeps the command line as given, before main takes --lang out of it. */
void handoff_keep_args(int argc, char **argv);

/* Becomes abprune-curses with the command line kept (datadir.h says where
 * it is found).  Returns only when it cannot be run, having said so on
 * standard error: EXIT_DATA. */
int handoff_to_curses(void);

#endif
