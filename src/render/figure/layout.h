/* SPDX-License-Identifier: GPL-3.0-or-later */
/* layout.h: where each position goes in a drawing in the paper's style.
 *
 * Knuth & Moore draw a tree with the leaves on consecutive columns, each
 * parent centred over its children and its value right-aligned on that
 * centre column; below a value come a bar joining the children and a few
 * vertical connector rows, then the children's values.  The layout fixes
 * the centre column of every node and the rows of every depth; it is shared
 * by the text export and the interface's tree pane, so both draw the same
 * picture.
 *
 * Leaves sit at multiples of a pitch P (1 in the paper), P just large
 * enough for the leaves' own texts and for every parent of two or more
 * children to have a column strictly between its outer children (so that
 * an even number of children still has a centre).  Where the texts of
 * positions above would touch (one blank is kept between texts wider than
 * one character), space is added only there, before the leftmost leaf of
 * the position on the right, so a tree with a few wide values (bounds)
 * stays narrow.  O(n log leaves). */
#ifndef ABPRUNE_LAYOUT_H
#define ABPRUNE_LAYOUT_H

#include <stddef.h>
#include <stdint.h>

#include "tree/tree.h"

struct layout {
    const struct tree *tree;
    uint32_t *x;            /* centre column of each node: its text ends here */
    uint32_t width;         /* columns of the whole drawing */
    uint32_t pitch;         /* columns between neighbouring leaves, at least */
    uint32_t connector_rows;/* plain vertical rows between a bar and the next values,
                               or LAYOUT_ROWS_PAPER (layout_connector_rows()) */
    uint32_t top_rows;      /* blank rows above the root (room for marks) */
    uint32_t label_rows;    /* 1: labels get a row above their depth's values */
    uint32_t *value_row;    /* row of the values of each depth */
    uint32_t rows;          /* rows of the whole drawing */
    node_id *by_depth;      /* all nodes, grouped by depth, left to right */
    size_t *depth_start;    /* by_depth[depth_start[d] .. depth_start[d+1]) */
};

/* connector_rows as the paper's figures have them: 4, 4, 3, 2 rows under the
 * bars of depths 0 to 3 of the pi tree (height 4), that is min(4, h - d + 1)
 * under the bar of depth d: one row fewer for each level nearer the
 * leaves, two above them, four at most. */
#define LAYOUT_ROWS_PAPER UINT32_MAX

/* The connector rows under the bar of depth d of a tree of height h for a
 * connector_rows setting (a number, or LAYOUT_ROWS_PAPER). */
static inline uint32_t layout_rows_at(uint32_t connector_rows, uint32_t h, uint32_t d)
{
    if (connector_rows != LAYOUT_ROWS_PAPER)
        return connector_rows;
    return h - d + 1 < 4 ? h - d + 1 : 4;
}

/* Lays out t.  text_width[n] is the width in columns of what will be written
 * at node n (at least 1).  connector_rows >= 0 (0: the bar row straight
 * above the children's values, for small screens), or LAYOUT_ROWS_PAPER;
 * top_rows >= 0;
 * min_pitch: leaves at least this many columns apart (a zoom; 0 or 1: as
 * close as the texts allow); label_rows 1 gives every depth that has a
 * labelled position a row of its own for the labels, just above its values
 * (0: none).  NULL when out of memory. */
struct layout *layout_new(const struct tree *t, const uint8_t *text_width,
                          uint32_t connector_rows, uint32_t top_rows, uint32_t min_pitch,
                          uint32_t label_rows);
void layout_free(struct layout *l);

/* Row of the values of depth d; the bar joining their children is the next
 * row, then layout_connector_rows() rows of verticals, then the row of the
 * children's labels when they have one (layout_label_row). */
static inline uint32_t layout_value_row(const struct layout *l, uint32_t depth)
{
    return l->value_row[depth];
}

/* The rows of verticals under the bar of depth d (d < height). */
static inline uint32_t layout_connector_rows(const struct layout *l, uint32_t depth)
{
    return layout_rows_at(l->connector_rows, l->tree->height, depth);
}

/* 1 when depth d has a row of labels just above its values, else 0. */
static inline uint32_t layout_label_row(const struct layout *l, uint32_t depth)
{
    uint32_t above = depth == 0 ? l->top_rows
                                : l->value_row[depth - 1] + 2 + layout_connector_rows(l, depth - 1);
    return l->value_row[depth] - above;
}

/* The depth whose value row is `row`, or UINT32_MAX when `row` is a bar,
 * connector or label row (then *above_depth gets the depth of the values
 * above, UINT32_MAX above the root).  O(log height). */
uint32_t layout_depth_of_row(const struct layout *l, uint32_t row, uint32_t *above_depth);

/* The node whose value text or vertical covers (row, col), or AB_NO_NODE:
 * what a mouse click on the drawing means. */
node_id layout_node_at(const struct layout *l, const uint8_t *text_width, uint32_t row,
                       uint32_t col);

/* Index range in by_depth of the nodes of depth d whose centre lies in
 * [x0, x1]. */
void layout_range(const struct layout *l, uint32_t depth, uint32_t x0, uint32_t x1,
                  size_t *first, size_t *end);

#endif
