/* SPDX-License-Identifier: GPL-3.0-or-later */
/* node_name.c: a position's name for people, from its path. */
#include "config.h"

#include "tree/node_name.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"

/* Writes v's digits ending just before buf + end; returns where they start. */
static size_t put_digits(char *buf, size_t end, uint32_t v)
{
    do {
        buf[--end] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    return end;
}

const char *node_name_steps(char *buf, size_t cap, const uint32_t *steps, size_t n, bool tail,
                           const char *label)
{
    if (cap == 0)
        return buf;
    if (n == 0 && !tail) {
        snprintf(buf, cap, "%s", _("root"));
    } else {
        /* "1.2.3", or "..." and the last steps when they are a tail or the
         * whole does not fit (as tree_path abbreviates) */
        size_t len = tail ? 3 : 0, first = 0;
        for (size_t i = 0; i < n; i++)
            len += decimal_digits(steps[i]) + (i > 0);
        bool dots = tail;
        if (len + 1 > cap) {
            size_t budget = cap > 4 ? cap - 4 : 0, used = 0;
            first = n;
            while (first > 0 && used + decimal_digits(steps[first - 1]) + (used > 0) <= budget)
                used += decimal_digits(steps[--first]) + (used > 0);
            dots = true;
            len = (cap - 1 < 3 ? cap - 1 : 3) + used;
        }
        size_t ndots = dots ? (cap - 1 < 3 ? cap - 1 : 3) : 0;
        memset(buf, '.', ndots);
        buf[len] = '\0';
        size_t end = len;
        for (size_t i = n; i-- > first;) {
            end = put_digits(buf, end, steps[i]);
            if (i > first)
                buf[--end] = '.';
        }
    }
    size_t len = strlen(buf);
    if (label && len < cap)
        snprintf(buf + len, cap - len, " (%s)", label);
    return buf;
}

const char *node_name(char *buf, size_t cap, const struct tree *t, node_id n)
{
    /* the whole path down to NODE_NAME_DEPTH, the last NODE_NAME_TAIL steps
     * below it */
    uint32_t steps[NODE_NAME_DEPTH];
    uint32_t depth = n ? tree_depth(t, n) : 0;
    bool tail = depth > NODE_NAME_DEPTH;
    size_t k = tail ? NODE_NAME_TAIL : depth;
    node_id m = n;
    for (size_t i = k; i-- > 0; m = tree_parent(t, m))
        steps[i] = tree_child_index(t, m) + 1;
    return node_name_steps(buf, cap, steps, k, tail, tree_label(t, n));
}

const char *node_name_descending(char *buf, size_t cap, const struct tree *t, node_id n,
                                     uint32_t *depth)
{
    /* the steps by level, in a ring that keeps the last NODE_NAME_DEPTH */
    uint32_t ring[NODE_NAME_DEPTH], steps[NODE_NAME_DEPTH];
    uint32_t level = 0;
    for (node_id m = 0; m != n; level++) {
        uint32_t rank;
        m = tree_child_toward(t, m, n, &rank);
        ring[level % NODE_NAME_DEPTH] = rank + 1;
    }
    *depth = level;
    bool tail = level > NODE_NAME_DEPTH;
    size_t k = tail ? NODE_NAME_TAIL : level;
    for (size_t i = 0; i < k; i++)
        steps[i] = ring[(level - k + i) % NODE_NAME_DEPTH];
    return node_name_steps(buf, cap, steps, k, tail, tree_label(t, n));
}
