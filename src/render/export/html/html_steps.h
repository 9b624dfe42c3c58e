/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html_steps.h: recorded searches as the web page's data (html.h writes
 * the page around them; doc/export.md describes the data). */
#ifndef ABPRUNE_HTML_STEPS_H
#define ABPRUNE_HTML_STEPS_H

#include <stdbool.h>

#include "base/json.h"
#include "render/words/format.h"
#include "search/trace.h"

/* What a page draws of a search: the subtree, the view, the marks. */
struct html_scope {
    const char *file;               /* the tree file, for titles */
    node_id root;                   /* the subtree drawn (--root) */
    enum value_view view;
    unsigned marks;                 /* MARK_TYPES adds the node types */
    bool no_labels;
};

/* Writes the search tr as the JSON object page.js reads of a side: every
 * step's changes, sentences, lines and variables (doc/export.md). */
void html_side_json(struct json *j, const struct html_scope *sc, const struct trace *tr);

/* The step of the second search b at each step of the first a ("sync":
 * the stepper's compare mode, leaf by leaf), as a JSON array. */
void html_sync_json(struct json *j, const struct trace *a, const struct trace *b);

#endif
