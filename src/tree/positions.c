/* SPDX-License-Identifier: GPL-3.0-or-later */
/* positions.c: which nodes of a transformed tree are the same position. */
#include "config.h"

#include "tree/positions.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static int compare_classes(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* The classes of n's children, sorted, into out (n interior). */
static uint32_t child_classes(const struct tree *r, const uint32_t *cls, node_id n,
                              uint32_t *out)
{
    uint32_t d = tree_nchild(r, n);
    node_id c = tree_first_child(r, n);
    for (uint32_t i = 0; i < d; i++) {
        out[i] = cls[c];
        if (i + 1 < d)
            c = tree_next_sibling(r, c);
    }
    /* O(d log d): a position of 300,000 children is a 1 MB file (an
     * insertion sort took 17 s on its classes, which come in reverse) */
    qsort(out, d, sizeof *out, compare_classes);
    return d;
}

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 31);
}

bool positions_carry(struct tree *r, const struct tree *t, const node_id *from)
{
    if (!t->same || r->count == 0)
        return true;
    uint32_t widest = 0;
    for (node_id n = 0; n < r->count; n++)
        if (tree_nchild(r, n) > widest)
            widest = tree_nchild(r, n);
    size_t slots = 2;
    while (slots < 2 * r->count)
        slots *= 2;
    uint32_t *cls = malloc(r->count * sizeof *cls);      /* class of each node */
    node_id *def = malloc(r->count * sizeof *def);       /* a node of each class */
    node_id *first = malloc(r->count * sizeof *first);   /* its first in preorder */
    uint32_t *table = malloc(slots * sizeof *table);     /* class + 1, or 0 */
    uint32_t *mine = malloc(((size_t)widest + 1) * sizeof *mine);
    uint32_t *theirs = malloc(((size_t)widest + 1) * sizeof *theirs);
    node_id *same = malloc(r->count * sizeof *same);
    bool ok = cls && def && first && table && mine && theirs && same;
    uint32_t nclasses = 0;
    if (ok)
        memset(table, 0, slots * sizeof *table);
    /* Children before parents (reverse preorder): two nodes are the same
     * position when they come from the same position of t, both are
     * terminal or neither, and their children are the same positions. */
    for (size_t i = r->count; ok && i-- > 0;) {
        node_id n = (node_id)i;
        node_id canon = tree_position(t, from[n]);
        uint32_t d = tree_is_leaf(r, n) ? 0 : child_classes(r, cls, n, mine);
        uint64_t h = mix(mix(canon, d == 0), d);
        for (uint32_t k = 0; k < d; k++)
            h = mix(h, mine[k]);
        size_t s = (size_t)h & (slots - 1);
        for (;; s = (s + 1) & (slots - 1)) {
            if (table[s] == 0) {
                table[s] = ++nclasses;
                def[nclasses - 1] = n;
                cls[n] = nclasses - 1;
                break;
            }
            node_id m = def[table[s] - 1];
            if (tree_position(t, from[m]) != canon || tree_is_leaf(r, m) != (d == 0) ||
                tree_nchild(r, m) != d)
                continue;
            if (d && (child_classes(r, cls, m, theirs),
                      memcmp(mine, theirs, d * sizeof *mine) != 0))
                continue;
            cls[n] = table[s] - 1;
            break;
        }
        first[cls[n]] = n;  /* the last met is the first in preorder */
    }
    bool any = false;
    for (node_id n = 0; ok && n < r->count; n++) {
        same[n] = first[cls[n]];
        any = any || same[n] != n;
    }
    free(cls);
    free(def);
    free(first);
    free(table);
    free(mine);
    free(theirs);
    if (ok && any) {
        free(r->same);
        r->same = same;
    } else {
        free(same);
    }
    return ok;
}
