/* SPDX-License-Identifier: GPL-3.0-or-later */
/* strindex.h: strings found by hash: an open-addressing table from a
 * string to a number, for names looked up many times (a tree file's
 * labels, each =Label a lookup), so that n lookups cost O(n) rather
 * than the O(n^2) of a scan.  The table keeps the caller's pointers: the
 * strings must stay where they are while it is used. */
#ifndef ABPRUNE_STRINDEX_H
#define ABPRUNE_STRINDEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct strindex_slot {
    const char *key;        /* NULL: empty */
    uint32_t value;
};

struct strindex {
    struct strindex_slot *slot;
    size_t nslots;          /* a power of two, at least twice count */
    size_t count;
};

/* An empty index (also what a zeroed struct is). */
void strindex_init(struct strindex *x);
void strindex_free(struct strindex *x);

/* Adds key with value unless key is there already (the first stays);
 * false when out of memory. */
bool strindex_add(struct strindex *x, const char *key, uint32_t value);

/* Whether key is there; *value gets its value. */
bool strindex_find(const struct strindex *x, const char *key, uint32_t *value);

#endif
