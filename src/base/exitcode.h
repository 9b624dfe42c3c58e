/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exitcode.h: the program's exit statuses, for main's side (cli.c, cmd_*)
 * and the screens that return one to it. */
#ifndef ABPRUNE_EXITCODE_H
#define ABPRUNE_EXITCODE_H

/* 0 success, 1 bad data (a tree or lesson that does not load, output that
 * cannot be written, an answer quiz --check finds wrong or missing), 2 bad
 * usage (unknown option, value out of range, an output file that exists
 * without --force, no terminal the interface can use), 130 a run stopped
 * by Ctrl-C (as a shell reports a SIGINT death).
 * README.md and the man page's EXIT STATUS list the same. */
enum { EXIT_OK = 0, EXIT_DATA = 1, EXIT_USAGE = 2, EXIT_INTERRUPTED = 130 };

#endif
