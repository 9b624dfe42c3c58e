/* layout.c: columns and rows of the paper-style drawing. */
#include "config.h"

#include "layout.h"

#include <stdbool.h>
#include <stdlib.h>

/* The pitch never needs to exceed the widest text plus one (neighbours at
 * one depth are then at least that far apart); this only guards the loop. */
#define PITCH_LIMIT 300

static node_id last_child(const struct tree *t, node_id n)
{
    node_id c = tree_first_child(t, n);
    for (uint32_t k = 1; k < t->nchild[n]; k++)
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

/* True when no two texts of a row touch and every parent of two or more
 * children has a column strictly between its outer children. */
static bool fits(const struct layout *l, const uint8_t *w, const int64_t *pos)
{
    const struct tree *t = l->tree;
    for (uint32_t d = 0; d <= t->height; d++) {
        for (size_t i = l->depth_start[d] + 1; i < l->depth_start[d + 1]; i++) {
            node_id a = l->by_depth[i - 1], b = l->by_depth[i];
            int64_t gap = (w[a] > 1 || w[b] > 1) ? 1 : 0;
            if (pos[b] - w[b] + 1 < pos[a] + 1 + gap)
                return false;
        }
    }
    for (node_id n = 0; n < t->count; n++)
        if (t->nchild[n] >= 2 && pos[last_child(t, n)] - pos[tree_first_child(t, n)] < 2)
            return false;
    return true;
}

struct layout *layout_new(const struct tree *t, const uint8_t *text_width,
                          uint32_t connector_rows, uint32_t top_rows)
{
    struct layout *l = calloc(1, sizeof *l);
    int64_t *pos = malloc(t->count * sizeof *pos);
    if (!l || !pos)
        goto fail;
    l->tree = t;
    l->connector_rows = connector_rows ? connector_rows : 1;
    l->top_rows = top_rows;
    l->x = malloc(t->count * sizeof *l->x);
    l->by_depth = malloc(t->count * sizeof *l->by_depth);
    l->depth_start = calloc((size_t)t->height + 2, sizeof *l->depth_start);
    if (!l->x || !l->by_depth || !l->depth_start)
        goto fail;

    /* counting sort by depth; preorder is left to right within a depth */
    for (node_id n = 0; n < t->count; n++)
        l->depth_start[t->depth[n] + 1]++;
    for (uint32_t d = 1; d <= t->height + 1; d++)
        l->depth_start[d] += l->depth_start[d - 1];
    size_t *fill = malloc(((size_t)t->height + 1) * sizeof *fill);
    if (!fill)
        goto fail;
    for (uint32_t d = 0; d <= t->height; d++)
        fill[d] = l->depth_start[d];
    for (node_id n = 0; n < t->count; n++)
        l->by_depth[fill[t->depth[n]]++] = n;
    free(fill);

    uint8_t widest_leaf = 1;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n) && text_width[n] > widest_leaf)
            widest_leaf = text_width[n];
    uint32_t pitch = widest_leaf == 1 ? 1 : widest_leaf + 1u;
    for (;; pitch++) {
        place(t, pitch, pos);
        if (fits(l, text_width, pos) || pitch >= PITCH_LIMIT)
            break;
    }
    l->pitch = pitch;

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
    free(l);
}

uint32_t layout_depth_of_row(const struct layout *l, uint32_t row, uint32_t *above_depth)
{
    uint32_t period = 2 + l->connector_rows;
    if (row < l->top_rows) {
        if (above_depth)
            *above_depth = UINT32_MAX;
        return UINT32_MAX;
    }
    uint32_t r = row - l->top_rows;
    if (above_depth)
        *above_depth = r / period;
    return r % period == 0 ? r / period : UINT32_MAX;
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
