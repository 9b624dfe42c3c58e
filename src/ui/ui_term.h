/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_term.h: what is settled before the terminal interface
 * starts, so that curses never prints its own error, never draws garbage on
 * a terminal it cannot drive, and an interrupt leaves the terminal as it
 * was with the documented exit status. */
#ifndef ABPRUNE_UI_TERM_H
#define ABPRUNE_UI_TERM_H

#include <stddef.h>

/* Why the interface cannot draw on this terminal (TERM unset, a type this
 * system does not know, or one that cannot move the cursor, as 'dumb'),
 * as one sentence written into buf; NULL when it can.  Call it only when
 * standard input and output are terminals. */
const char *ui_term_problem(char *buf, size_t size);

/* From here on, Ctrl-C (SIGINT), SIGTERM, a hangup (SIGHUP) or SIGQUIT
 * (Ctrl-\ on the keyboard) in the interface ends curses and then the
 * program by that signal, which the shell reports as 128 + the signal
 * (EXIT_INTERRUPTED, 130, for Ctrl-C, the status stats exits with),
 * instead of curses' own handler's status 1 (bad data).  Ctrl-Z (SIGTSTP)
 * leaves the terminal as it was found while the program is stopped and,
 * after 'fg', draws the screen again with the keypad's keys read as keys.
 * A signal the caller ignores stays ignored. */
void ui_term_catch_interrupt(void);

#endif
