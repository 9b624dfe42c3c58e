/* SPDX-License-Identifier: GPL-3.0-or-later */
/* layout.c: columns and rows of the paper-style drawing. */
#include "config.h"

#include "render/figure/layout.h"

#include <stdbool.h>
#include <stdlib.h>

/* The pitch never needs to exceed the widest text plus one (neighbours at
 * one depth are then at least that far apart); this only guards the loop. */
#define PITCH_LIMIT 300

static node_id last_child(const struct tree *t, node_id n)
{
    node_id c = tree_first_child(t, n);
    for (uint32_t k = 1; k < tree_nchild(t, n); k++)
        c = tree_next_sibling(t, c);
    return c;
}

/* Places every node for one pitch into pos[] (signed, before shifting). */
static void place(const struct tree *t, uint32_t pitch, int64_t *pos)
{
    int64_t next_leaf = 0;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n)) {
            pos[n] = next_leaf;
            next_leaf += pitch;
        }
    for (size_t i = t->count; i-- > 0;) {
        node_id n = (node_id)i;
        if (!tree_is_leaf(t, n)) {
            int64_t a = pos[tree_first_child(t, n)], b = pos[last_child(t, n)];
            /* floor of the midpoint, also for negative sums (never here) */
            pos[n] = (a + b) / 2;
        }
    }
}

/* True when every parent of two or more children has a column strictly
 * between its outer children at this pitch (with leaves only one column
 * apart, a parent of two leaves would have none). */
static bool spans_fit(const struct tree *t, const int64_t *pos)
{
    for (node_id n = 0; n < t->count; n++)
        if (tree_nchild(t, n) >= 2 && pos[last_child(t, n)] - pos[tree_first_child(t, n)] < 2)
            return false;
    return true;
}

/* Extra space inserted before leaves, as a Fenwick tree over the leaf
 * indices: a point update shifts every leaf from that index on, and the
 * shift of a leaf is a prefix sum; both O(log leaves). */
struct shifts {
    int64_t *sum;
    size_t n;
};

static void shift_from(struct shifts *f, size_t leaf, int64_t by)
{
    for (size_t i = leaf + 1; i <= f->n; i += i & (~i + 1))
        f->sum[i] += by;
}

static int64_t shift_of(const struct shifts *f, size_t leaf)
{
    int64_t s = 0;
    for (size_t i = leaf + 1; i > 0; i -= i & (~i + 1))
        s += f->sum[i];
    return s;
}

/* Columns a text of width wb needs after the centre of its left
 * neighbour (width wa) on the same row: its own width, plus one blank
 * when either is wider than one character. */
static int64_t separation(uint8_t wa, uint8_t wb)
{
    return (int64_t)wb + ((wa > 1 || wb > 1) ? 1 : 0);
}

/* Places every node into pos[]: leaves `pitch` apart, then, depth by
 * depth from the deepest up, more space before the leftmost leaf of a
 * position whose text would touch its left neighbour's, under a parent
 * whose outer children are less than two columns apart, and beside the
 * middle one of an odd number of children so that it stays right under
 * its parent.  Space
 * added never brings two texts closer (a shift moves everything to the
 * right of it, and a parent at most as far as its children), so each
 * depth is settled once; O(n log leaves) in all. */
static bool place_with_gaps(const struct layout *l, const uint8_t *w, uint32_t pitch,
                            int64_t *pos)
{
    const struct tree *t = l->tree;
    size_t *leaf = malloc(t->count * sizeof *leaf);   /* index of its first leaf */
    node_id *last = malloc(t->count * sizeof *last);  /* last child, interior nodes */
    struct shifts f = { calloc(t->leaves + 1, sizeof *f.sum), t->leaves };
    if (!leaf || !last || !f.sum) {
        free(leaf);
        free(last);
        free(f.sum);
        return false;
    }
    size_t k = 0;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n))
            leaf[n] = k++;
    for (size_t i = t->count; i-- > 0;) {
        node_id n = (node_id)i;
        if (tree_is_leaf(t, n))
            continue;
        leaf[n] = leaf[n + 1];
        node_id c = n + 1;
        for (uint32_t j = 1; j < tree_nchild(t, n); j++)
            c = tree_next_sibling(t, c);
        last[n] = c;
    }
    for (uint32_t d = t->height + 1; d-- > 0;) {
        int64_t acc = 0, prev = 0;
        node_id before = AB_NO_NODE;
        for (size_t i = l->depth_start[d]; i < l->depth_start[d + 1]; i++) {
            node_id n = l->by_depth[i];
            int64_t x;
            if (tree_is_leaf(t, n)) {
                x = (int64_t)leaf[n] * pitch + shift_of(&f, leaf[n]);
            } else {
                /* the children were settled at depth d+1; what this depth
                 * added so far lies left of n's subtree and moved it whole */
                int64_t a = pos[n + 1] + acc, b = pos[last[n]] + acc;
                if (tree_nchild(t, n) >= 2 && b - a < 2) {
                    shift_from(&f, leaf[last[n]], 2 - (b - a));
                    acc += 2 - (b - a);
                    b = a + 2;
                }
                if (tree_nchild(t, n) >= 3 && (tree_nchild(t, n) & 1u)) {
                    /* an odd number of children: the middle one right under
                     * the parent, as in the paper, by widening the narrower
                     * side */
                    node_id mid = n + 1, after;
                    for (uint32_t j = 0; j < tree_nchild(t, n) / 2; j++)
                        mid = tree_next_sibling(t, mid);
                    after = tree_next_sibling(t, mid);
                    int64_t m = pos[mid] + acc, left = m - a, right = b - m;
                    if (left != right) {
                        int64_t by = left > right ? left - right : right - left;
                        shift_from(&f, leaf[left > right ? after : mid], by);
                        acc += by;
                        b += by;
                    }
                }
                x = (a + b) / 2;
            }
            if (before != AB_NO_NODE) {
                int64_t need = prev + separation(w[before], w[n]) - x;
                if (need > 0) {
                    shift_from(&f, leaf[n], need);
                    acc += need;
                    x += need;
                }
            }
            pos[n] = x;
            prev = x;
            before = n;
        }
    }
    /* the deeper positions stored above predate the space added later
     * to their left: place everything again with all of it */
    for (size_t i = t->count; i-- > 0;) {
        node_id n = (node_id)i;
        pos[n] = tree_is_leaf(t, n) ? (int64_t)leaf[n] * pitch + shift_of(&f, leaf[n])
                                    : (pos[n + 1] + pos[last[n]]) / 2;
    }
    free(leaf);
    free(last);
    free(f.sum);
    return true;
}

struct layout *layout_new(const struct tree *t, const uint8_t *text_width,
                          uint32_t connector_rows, uint32_t top_rows, uint32_t min_pitch,
                          uint32_t label_rows)
{
    struct layout *l = calloc(1, sizeof *l);
    int64_t *pos = malloc(t->count * sizeof *pos);
    if (!l || !pos)
        goto fail;
    l->tree = t;
    l->connector_rows = connector_rows;
    l->top_rows = top_rows;
    l->label_rows = label_rows ? 1 : 0;
    l->x = malloc(t->count * sizeof *l->x);
    l->by_depth = malloc(t->count * sizeof *l->by_depth);
    l->depth_start = calloc((size_t)t->height + 2, sizeof *l->depth_start);
    l->value_row = calloc((size_t)t->height + 1, sizeof *l->value_row);
    if (!l->x || !l->by_depth || !l->depth_start || !l->value_row)
        goto fail;

    /* rows: a label row only at the depths that have a label */
    if (l->label_rows)
        for (size_t i = 0; i < t->nlabels; i++)
            l->value_row[tree_depth(t, t->labels[i].node)] = 1;
    for (uint32_t d = 0, row = top_rows; d <= t->height; d++) {
        row += l->value_row[d];
        l->value_row[d] = row;
        row += 2 + layout_connector_rows(l, d);
    }

    /* counting sort by depth; preorder is left to right within a depth */
    for (node_id n = 0; n < t->count; n++)
        l->depth_start[tree_depth(t, n) + 1]++;
    for (uint32_t d = 1; d <= t->height + 1; d++)
        l->depth_start[d] += l->depth_start[d - 1];
    size_t *fill = malloc(((size_t)t->height + 1) * sizeof *fill);
    if (!fill)
        goto fail;
    for (uint32_t d = 0; d <= t->height; d++)
        fill[d] = l->depth_start[d];
    for (node_id n = 0; n < t->count; n++)
        l->by_depth[fill[tree_depth(t, n)]++] = n;
    free(fill);

    uint8_t widest_leaf = 1;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n) && text_width[n] > widest_leaf)
            widest_leaf = text_width[n];
    /* a uniform pitch for the leaves, as in the paper, wide enough for the
     * leaves' texts and for a centre column under every bar */
    uint32_t pitch = widest_leaf == 1 ? 1 : widest_leaf + 1u;
    if (pitch < min_pitch)
        pitch = min_pitch < PITCH_LIMIT ? min_pitch : PITCH_LIMIT;
    for (;; pitch++) {
        place(t, pitch, pos);
        if (spans_fit(t, pos) || pitch >= PITCH_LIMIT)
            break;
    }
    l->pitch = pitch;
    if (!place_with_gaps(l, text_width, pitch, pos))
        goto fail;

    /* shift right so that the leftmost text starts at column 0 */
    int64_t left = 0, right = 0;
    for (node_id n = 0; n < t->count; n++) {
        int64_t start = pos[n] - (text_width[n] ? text_width[n] : 1) + 1;
        if (start < left)
            left = start;
    }
    for (node_id n = 0; n < t->count; n++) {
        l->x[n] = (uint32_t)(pos[n] - left);
        if (pos[n] - left > right)
            right = pos[n] - left;
    }
    l->width = (uint32_t)right + 1;
    l->rows = layout_value_row(l, t->height) + 1;
    free(pos);
    return l;
fail:
    free(pos);
    layout_free(l);
    return NULL;
}

void layout_free(struct layout *l)
{
    if (!l)
        return;
    free(l->x);
    free(l->by_depth);
    free(l->depth_start);
    free(l->value_row);
    free(l);
}

uint32_t layout_depth_of_row(const struct layout *l, uint32_t row, uint32_t *above_depth)
{
    uint32_t above = UINT32_MAX, depth = UINT32_MAX;
    /* the last depth whose rows (its label row first) start at or before row */
    uint32_t lo = 0, hi = l->tree->height + 1;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (l->value_row[mid] - layout_label_row(l, mid) <= row)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo > 0) {
        uint32_t d = lo - 1;
        if (row < l->value_row[d]) {
            /* a label row belongs to the links from the depth above */
            above = d == 0 ? UINT32_MAX : d - 1;
        } else {
            above = d;
            if (row == l->value_row[d])
                depth = d;
        }
    }
    if (above_depth)
        *above_depth = above;
    return depth;
}

/* First index in [lo, hi) of by_depth whose centre is >= x. */
static size_t lower_bound(const struct layout *l, size_t lo, size_t hi, uint32_t x)
{
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (l->x[l->by_depth[mid]] < x)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

void layout_range(const struct layout *l, uint32_t depth, uint32_t x0, uint32_t x1,
                  size_t *first, size_t *end)
{
    if (depth > l->tree->height || x0 > x1) {
        *first = *end = 0;
        return;
    }
    size_t lo = l->depth_start[depth], hi = l->depth_start[depth + 1];
    *first = lower_bound(l, lo, hi, x0);
    *end = x1 == UINT32_MAX ? hi : lower_bound(l, *first, hi, x1 + 1);
}

node_id layout_node_at(const struct layout *l, const uint8_t *text_width, uint32_t row,
                       uint32_t col)
{
    uint32_t above;
    uint32_t depth = layout_depth_of_row(l, row, &above);
    size_t first, end;
    if (depth != UINT32_MAX) {
        /* a value row: the text that covers col ends at or after it */
        layout_range(l, depth, col, UINT32_MAX, &first, &end);
        if (first < end) {
            node_id n = l->by_depth[first];
            uint32_t w = text_width[n] ? text_width[n] : 1;
            if (l->x[n] + 1 <= col + w)
                return n;
        }
        return AB_NO_NODE;
    }
    if (above == UINT32_MAX)
        return AB_NO_NODE;
    /* a bar or connector row: the child whose vertical is at col */
    layout_range(l, above + 1, col, col, &first, &end);
    return first < end ? l->by_depth[first] : AB_NO_NODE;
}
