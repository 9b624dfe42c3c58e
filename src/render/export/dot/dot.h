/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dot.h: a search as a Graphviz DOT digraph. */
#ifndef ABPRUNE_DOT_H
#define ABPRUNE_DOT_H

#include "base/strbuf.h"
#include "render/export/common/export.h"

/* A Graphviz digraph; line style and colour tell followed, cut and
 * unreached branches apart; the title and a legend of the meanings used
 * under the tree, outside the layout. */
void graph_dot(struct strbuf *out, const struct export_request *rq, const struct paper *p);

#endif
