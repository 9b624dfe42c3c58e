/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catalog.h: GNU message catalogues (.mo files, msgfmt's output) looked up
 * in memory, without libintl: for a build that has no gettext, such as the
 * WebAssembly core of `abprune web`, whose catalogues are compiled in.
 *
 * The lookups behave as gettext's do on the same .mo file: a message with a
 * context is "context\004text" (NC_(), pgettext); a message without a
 * translation is returned as it was passed (the same pointer, which
 * i18n_context() relies on); a plural form is chosen by the catalogue's
 * own Plural-Forms formula, evaluated as GNU gettext evaluates it (C
 * operators on unsigned long n). */
#ifndef ABPRUNE_CATALOG_H
#define ABPRUNE_CATALOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct catalog {
    const unsigned char *data;  /* the .mo file, kept by the caller */
    size_t size;
    bool swapped;               /* written on a machine of the other byte order */
    uint32_t count;             /* messages */
    uint32_t originals, translations;   /* offsets of the two tables */
    const char *plural;         /* the header's "plural=" expression, or NULL (n != 1) */
    unsigned long nplurals;
};

/* Reads the header of the .mo file in data (size bytes, kept by the caller
 * while the catalogue is used).  0, or -1 when it is not a .mo file, its
 * tables do not fit in size, or it has system-dependent strings (msgfmt's
 * "%<PRIu64>": expand them for the target before msgfmt). */
int catalog_open(struct catalog *c, const void *data, size_t size);

/* The translation of msgid, or msgid itself. */
const char *catalog_gettext(const struct catalog *c, const char *msgid);

/* The translation of the plural message (msgid, msgid_plural) for n, or
 * msgid when n == 1 and msgid_plural otherwise. */
const char *catalog_ngettext(const struct catalog *c, const char *msgid, const char *msgid_plural,
                             unsigned long n);

/* The index of the plural form for n by formula (a Plural-Forms "plural="
 * expression: n, numbers, ! * / % + - < > <= >= == != && || ?: and
 * parentheses); -1 when the formula is malformed. */
long catalog_plural_index(const char *formula, unsigned long n);

#endif
