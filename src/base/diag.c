/* SPDX-License-Identifier: GPL-3.0-or-later */
/* diag.c: recording and printing errors. */
#include "config.h"

#include "base/diag.h"

#include <stdarg.h>
#include <string.h>

void diag_set(struct diag *d, const char *file, unsigned line, unsigned col,
              const char *fmt, ...)
{
    va_list ap;
    if (!d)
        return;
    snprintf(d->file, sizeof d->file, "%s",
             file && strcmp(file, "-") != 0 ? file : "<stdin>");
    d->line = line;
    d->col = col;
    va_start(ap, fmt);
    vsnprintf(d->message, sizeof d->message, fmt, ap);
    va_end(ap);
}

void diag_print(FILE *out, const struct diag *d)
{
    if (d->line)
        fprintf(out, "%s:%u:%u: %s\n", d->file, d->line, d->col, d->message);
    else
        fprintf(out, "%s: %s\n", d->file, d->message);
}
