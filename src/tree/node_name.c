/* SPDX-License-Identifier: GPL-3.0-or-later */
/* node_name.c: a position's name for people, from its path. */
#include "config.h"

#include "tree/node_name.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "tree/game.h"

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

/* The label a name shows: the node's own, or in a game's tree the moves
 * to a position that has none (inside a copy, =Label), written as the
 * generator labels positions: "b2.a1.c3". */
static const char *name_label(const struct tree *t, node_id n, char *moves, size_t cap)
{
    const char *label = tree_label(t, n);
    struct tree_game g;
    struct game_pos p;
    if (label || n == 0 || !t->game || !tree_game(t, &g) ||
        !game_position_at(t, &g, n, &p, moves, cap, "."))
        return label;
    return moves;
}

/* A position of a game's tree is named by its moves alone ("b2.a1.c3"):
 * true when buf got that name. */
static bool game_name(char *buf, size_t cap, const struct tree *t, node_id n)
{
    char moves[NODE_NAME_MAX];
    const char *name = n && t->game ? name_label(t, n, moves, sizeof moves) : NULL;
    if (!name || !cap)
        return false;
    snprintf(buf, cap, "%s", name);
    return true;
}

const char *node_name(char *buf, size_t cap, const struct tree *t, node_id n)
{
    if (game_name(buf, cap, t, n))
        return buf;
    /* the whole path down to NODE_NAME_DEPTH, the last NODE_NAME_TAIL steps
     * below it */
    uint32_t steps[NODE_NAME_DEPTH];
    uint32_t depth = n ? tree_depth(t, n) : 0;
    bool tail = depth > NODE_NAME_DEPTH;
    size_t k = tail ? NODE_NAME_TAIL : depth;
    node_id m = n;
    for (size_t i = k; i-- > 0; m = tree_parent(t, m))
        steps[i] = tree_child_index(t, m) + 1;
    char moves[NODE_NAME_MAX / 2];
    return node_name_steps(buf, cap, steps, k, tail, name_label(t, n, moves, sizeof moves));
}

const char *node_name_descending(char *buf, size_t cap, const struct tree *t, node_id n,
                                     uint32_t *depth)
{
    if (t->game && game_name(buf, cap, t, n)) {
        *depth = n ? tree_depth(t, n) : 0;
        return buf;
    }
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
    char moves[NODE_NAME_MAX / 2];
    return node_name_steps(buf, cap, steps, k, tail, name_label(t, n, moves, sizeof moves));
}
