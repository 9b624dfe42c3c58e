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
#include "render/export/common/export.h"
#include "render/export/html/html_steps.h"

/* What a page shows: one search, or two stepping together (compare: the
 * second follows the first leaf by leaf, as the stepper's compare mode). */
struct html_request {
    struct html_scope scope;        /* the file, the subtree, the view, the marks */
    const struct trace *trace[2];   /* the searches, recorded */
    int nsides;                     /* 1, or 2 with --compare */
    size_t start;                   /* the step it opens at (--step), when the
                                     * link names none */
    const char *practice;           /* --practice: the exercise's JSON
                                     * (course/quiz_page.h), or NULL */
    /* The core compiled to WebAssembly, gzipped, as base64 in pieces
     * (cli/web_module.h), which the page runs: the page of `abprune web`
     * on any tree, a --practice page to grade; NULL for a page that
     * replays its searches only. */
    const char *const *module;
    size_t module_pieces;
    bool web;                       /* the page of `abprune web`: its panel,
                                     * files and script (web.js) */
    const char *files;              /* web: the shipped trees and lessons, a JSON
                                     * array of [path, text] made script-safe
                                     * (path as under the data directory) */
};

/* The recorded searches and everything the script shows, as one JSON
 * object (doc/export.md): what the page holds, and what the page of
 * `abprune web` gets from the core for any tree (web/web_api.h). */
void html_data(struct strbuf *out, const struct html_request *rq);

/* Writes the page into out (out->failed when memory runs out). */
void html_page(struct strbuf *out, const struct html_request *rq);

/* Pages of more positions than this open slowly on a phone and are more
 * than anyone can follow: the command line warns and suggests --root, as
 * for DOT and TikZ. */
#define HTML_BIG_PAGE EXPORT_BIG_GRAPH

#endif
