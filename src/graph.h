/* graph.h: a search drawn for other programs, as Graphviz DOT or as a
 * LaTeX document with a TikZ picture (graph.c).  The text formats are
 * export.h's; both take the same export_request. */
#ifndef ABPRUNE_GRAPH_H
#define ABPRUNE_GRAPH_H

#include "export.h"
#include "paper.h"
#include "util.h"

/* A Graphviz digraph; line style and colour tell followed, cut and
 * unreached branches apart; a legend cluster explains them. */
void graph_dot(struct strbuf *out, const struct export_request *rq, const struct paper *p);

/* A LaTeX document with a plain TikZ picture laid out like the paper
 * figure (p needs a layout); compiles with pdflatex as it is. */
void graph_tikz(struct strbuf *out, const struct export_request *rq, const struct paper *p);

#endif
