/* SPDX-License-Identifier: GPL-3.0-or-later */
/* diag.c: recording and printing errors. */
#include "config.h"

#include "base/diag.h"

#include <stdarg.h>
#include <string.h>

#include "base/i18n.h"
#include "base/text.h"

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
    /* the Hungarian article of a number or name filled in */
    i18n_articles(d->message);
}

char *diag_format(char *buf, size_t cap, const struct diag *d)
{
    /* the file's name as given and a message that may quote a file: shown
     * with their control characters made visible */
    char file[4 * sizeof d->file], message[4 * sizeof d->message];
    text_visible_here(file, sizeof file, d->file);
    text_visible_here(message, sizeof message, d->message);
    if (d->line)
        snprintf(buf, cap, "%s:%u:%u: %s", file, d->line, d->col, message);
    else
        snprintf(buf, cap, "%s: %s", file, message);
    return buf;
}

void diag_print(FILE *out, const struct diag *d)
{
    char line[4 * (sizeof d->file + sizeof d->message) + 32];
    fprintf(out, "%s\n", diag_format(line, sizeof line, d));
}
