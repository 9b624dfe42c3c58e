/* SPDX-License-Identifier: GPL-3.0-or-later */
/* strindex.c: strings found by hash (FNV-1a, linear probing, the table
 * doubled at half full). */
#include "config.h"

#include "base/strindex.h"

#include <stdlib.h>
#include <string.h>

static uint64_t hash(const char *s)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 0x100000001b3u;
    return h;
}

void strindex_init(struct strindex *x)
{
    *x = (struct strindex){ 0 };
}

void strindex_free(struct strindex *x)
{
    free(x->slot);
    strindex_init(x);
}

/* The slot of key: where it is, or the empty one where it would go. */
static size_t probe(const struct strindex *x, const char *key)
{
    size_t mask = x->nslots - 1, i = (size_t)hash(key) & mask;
    while (x->slot[i].key && strcmp(x->slot[i].key, key) != 0)
        i = (i + 1) & mask;
    return i;
}

static bool rehash(struct strindex *x, size_t nslots)
{
    struct strindex_slot *old = x->slot;
    size_t oldn = x->nslots;
    x->slot = calloc(nslots, sizeof *x->slot);
    if (!x->slot) {
        x->slot = old;
        return false;
    }
    x->nslots = nslots;
    for (size_t i = 0; i < oldn; i++)
        if (old[i].key)
            x->slot[probe(x, old[i].key)] = old[i];
    free(old);
    return true;
}

bool strindex_add(struct strindex *x, const char *key, uint32_t value)
{
    if (2 * (x->count + 1) > x->nslots) {
        size_t n = x->nslots ? 2 * x->nslots : 64;
        if (n < x->nslots || n > SIZE_MAX / sizeof *x->slot || !rehash(x, n))
            return false;
    }
    size_t i = probe(x, key);
    if (!x->slot[i].key) {
        x->slot[i] = (struct strindex_slot){ key, value };
        x->count++;
    }
    return true;
}

bool strindex_find(const struct strindex *x, const char *key, uint32_t *value)
{
    if (!x->nslots)
        return false;
    size_t i = probe(x, key);
    if (!x->slot[i].key)
        return false;
    *value = x->slot[i].value;
    return true;
}
