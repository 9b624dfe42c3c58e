/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_figure.h: the paper's figure (paper.h) drawn into a window of the
 * screen, with marks by position, and the window moved over the drawing. */
#ifndef ABPRUNE_UI_FIGURE_H
#define ABPRUNE_UI_FIGURE_H

#include <stdint.h>

#include "render/figure/paper.h"
#include "tree/tree.h"

/* Draws the part of p's figure whose top-left corner is (x0, y0) into the
 * screen rectangle at (top, left) of h x w.  mark, when not NULL, gives an
 * enum ui_mark per node that overrides the role's attributes. */
void ui_draw_paper(const struct paper *p, int top, int left, int h, int w, uint32_t x0,
                   uint32_t y0, const uint8_t *mark);

/* The same with the marks asked node by node (enum ui_mark), for what is
 * on screen only; mark_of may be NULL. */
void ui_draw_paper_marked(const struct paper *p, int top, int left, int h, int w, uint32_t x0,
                          uint32_t y0, uint8_t (*mark_of)(const void *ctx, node_id n),
                          const void *ctx);

/* Moves (x0, y0) as little as possible so that node n is inside a window
 * of w x h cells (with a margin when the figure is larger). */
void ui_follow(const struct paper *p, node_id n, int w, int h, uint32_t *x0, uint32_t *y0);

/* Keeps a scrolled window of w x h cells on the drawing: (x0, y0) at most
 * where its last column and row are at the window's right and bottom
 * edges, 0 where it fits. */
void ui_clamp(const struct paper *p, int w, int h, uint32_t *x0, uint32_t *y0);

#endif
