/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html.h: a search as one web page (`export -f html`).
 *
 * One self-contained file: markup, style, script and the recorded search
 * inline, nothing fetched (a Content-Security-Policy meta tag says so and
 * allows only the page's own style and script, by their hashes).  The
 * page is one more renderer of the trace: the program writes every step's
 * changes in the words of the export's language (the sentences of
 * describe.c and graph.c, the listings, the cut-kind table, the
 * catalogues), and the script (src/render/html/page.js, embedded at build
 * time) only replays and draws them.  doc/export.md describes the data. */
#ifndef ABPRUNE_HTML_H
#define ABPRUNE_HTML_H

#include <stdbool.h>
#include <stddef.h>

#include "base/strbuf.h"
#include "render/export.h"

/* What a page shows: one search, or two stepping together (compare: the
 * second follows the first leaf by leaf, as the stepper's compare mode). */
struct html_request {
    const char *file;               /* the tree file, for titles */
    const struct trace *trace[2];   /* the searches, recorded */
    int nsides;                     /* 1, or 2 with --compare */
    enum value_view view;
    unsigned marks;                 /* MARK_TYPES adds the node types; cut
                                     * letters and bounds are always shown */
    node_id root;                   /* the subtree drawn (--root) */
    size_t start;                   /* the step it opens at (--step), when the
                                     * link names none */
    bool no_labels;
    const char *practice;           /* --practice: the exercise's JSON
                                     * (course/quiz_page.h), or NULL */
};

/* Writes the page into out (out->failed when memory runs out). */
void html_page(struct strbuf *out, const struct html_request *rq);

/* Pages of more positions than this open slowly on a phone and are more
 * than anyone can follow: the command line warns and suggests --root, as
 * for DOT and TikZ. */
#define HTML_BIG_PAGE EXPORT_BIG_GRAPH

/* ---- for html.c's two halves (html_steps.c writes the searches) ---- */

/* s as the text of a JSON string, quotes included, safe inside a
 * <script> element: '<', '>' and '&' as \u escapes (no "</script>" or
 * "<!--" can end or change the block), U+2028/U+2029 escaped, and a byte
 * that is not part of well-formed UTF-8 as U+FFFD. */
void html_json_string(struct strbuf *out, const char *s);

/* A translated printf format ("step %zu of %zu", or a translation's
 * "%2$zu ... %1$zu") as a JSON string of the page's templates, "step {1}
 * of {2}" (page.js's fill() puts the numbers in). */
void html_json_template(struct strbuf *out, const char *fmt);

/* s as HTML text or an attribute's value: & < > " ' as references, and
 * ill-formed UTF-8 as U+FFFD. */
void html_escape(struct strbuf *out, const char *s);

/* Writes side i of rq as the JSON object page.js reads (doc/export.md). */
void html_side_json(struct strbuf *out, const struct html_request *rq, int i);

/* The boards of a game's positions (html_board.c), one for each position
 * of rq's subtree in preorder, as a JSON array (doc/export.md); null for a
 * tree no game made. */
void html_boards_json(struct strbuf *out, const struct html_request *rq);

/* The second side's step at each step of the first ("sync"), as a JSON
 * array. */
void html_sync_json(struct strbuf *out, const struct html_request *rq);

#endif
