/* SPDX-License-Identifier: GPL-3.0-or-later */
/* report.h: what `abprune run` prints about one search.
 *
 * Text for people (a summary, optionally preceded by one line per step) and
 * one JSON object for programs; the fields are documented in doc/run-output.md.
 * Both start from a summary (summary.h), not a trace: the text's steps come
 * from a trace recorded for them, and the JSON's arrays are written while
 * the search runs again, so that no output needs the whole trace in memory
 * and every output is linear in the positions visited. */
#ifndef ABPRUNE_REPORT_H
#define ABPRUNE_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "search/summary.h"
#include "search/trace.h"
#include "tree/tree.h"

/* JSON writes a position's path in full up to this depth and null below
 * it (every position also has its id), so output stays linear in depth. */
#define REPORT_JSON_PATH_DEPTH 64

struct report_request {
    const char *file;           /* as named on the command line */
    const struct summary *sum;  /* the search, counted */
    const struct trace *trace;  /* text: the same search recorded, for one line
                                   per step before the summary; or NULL */
    enum value_view view;       /* for the text output; JSON is negamax */
    bool steps;                 /* JSON: include one object per step */
};

/* Whether the text report of a search of t reads every position's result
 * (the leaf row of a small tree): the summary must then keep them
 * (summary_run's every_position).  JSON always does. */
bool report_text_reads_positions(const struct tree *t);

/* Both return 0, or -1 when out of memory. */
int report_text(FILE *out, const struct report_request *rq);
int report_json(FILE *out, const struct report_request *rq);

#endif
