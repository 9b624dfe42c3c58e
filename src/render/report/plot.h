/* SPDX-License-Identifier: GPL-3.0-or-later */
/* plot.h: leaves examined against height on a log scale, one panel per
 * degree, with a series per algorithm and the bounds (the minimum, and d^h
 * when F, which equals it, was not run): "F1, F2 and the best case in one
 * picture".  As text for a terminal and as SVG for slides. */
#ifndef ABPRUNE_PLOT_H
#define ABPRUNE_PLOT_H

#include "base/strbuf.h"
#include "base/util.h"
#include "search/stats.h"

/* The smallest plot area plot_text accepts, in characters. */
#define PLOT_MIN_WIDTH 40
#define PLOT_MIN_ROWS 8

/* Appends a text plot `width` columns wide (at least PLOT_MIN_WIDTH; 80
 * for a terminal) whose plot area is `rows` lines high, with axes, height
 * labels and a legend, for each degree that has rows. */
void plot_text(struct strbuf *sb, const struct stats_config *c, const struct stats_result *r,
               unsigned width, unsigned rows);

/* Appends a standalone SVG document: one panel per degree. */
void plot_svg(struct strbuf *sb, const struct stats_config *c, const struct stats_result *r);

#endif
