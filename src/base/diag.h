/* SPDX-License-Identifier: GPL-3.0-or-later */
/* diag.h: errors as values.  Parsers and loaders fill a struct diag instead
 * of printing, so that only main decides what reaches the user (and the
 * interface can restore the terminal first). */
#ifndef ABPRUNE_DIAG_H
#define ABPRUNE_DIAG_H

#include <stdio.h>

struct diag {
    char file[256];         /* file name as given ("-" shows as <stdin>) */
    unsigned line, col;     /* 1-based; 0 when the error has no position */
    char message[512];
};

/* Records an error at a position (line 0: no position). */
void diag_set(struct diag *d, const char *file, unsigned line, unsigned col,
              const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* Prints "file:line:col: message" (or "file: message") and a newline. */
void diag_print(FILE *out, const struct diag *d);

/* The same line without the newline, into buf (cut to cap bytes): for a
 * status line.  Returns buf. */
char *diag_format(char *buf, size_t cap, const struct diag *d);

#endif
