/* SPDX-License-Identifier: GPL-3.0-or-later */
/* text_export.h: the text formats: the paper's figures as characters, with their
 * legend, and the outline (one line a position). */
#ifndef ABPRUNE_TEXT_EXPORT_H
#define ABPRUNE_TEXT_EXPORT_H

#include <stdint.h>

#include "base/strbuf.h"
#include "render/export/common/export.h"

/* The paper style: the figure (of rq's subtree), then (when marks or a
 * snapshot are shown) a legend.  p must have been made from rq's trace
 * and options and updated to rq's state. */
void export_paper(struct strbuf *out, const struct export_request *rq, const struct paper *p);

/* One row of the drawing's cells (paper_draw) as UTF-8 and a newline,
 * trailing blanks dropped and a wide character's second column skipped. */
void export_row_text(struct strbuf *out, const struct cell *row, uint32_t width);

/* The columns the paper figure of rq's subtree takes (the whole
 * drawing's width when rq->root is the root); *left, when not NULL, gets
 * its first column. */
uint32_t export_paper_columns(const struct export_request *rq, const struct paper *p,
                              uint32_t *left);

/* One line per position, indented like tree(1), with path, value or bound
 * and status; linear in the tree (indentation stops growing after 32
 * levels). */
void export_outline(struct strbuf *out, const struct export_request *rq, const struct paper *p);

/* One outline line without its indentation and newline: path, label,
 * value or bound, status words and (type != 0) the node type. */
void export_outline_entry(struct strbuf *out, const struct export_request *rq,
                          const struct paper *p, node_id n, node_id cut_root, uint8_t type);

/* The text format's picture: the outline (rq->outline) or the figure,
 * then a game's boards in rq->width columns (export --boards). */
void text_export_picture(struct strbuf *out, const struct export_request *rq,
                         const struct paper *p);

#endif
