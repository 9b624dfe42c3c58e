/* report.h: what `abprune run` prints about one search.
 *
 * Text for people (a summary, optionally preceded by one line per step) and
 * one JSON object for programs; the fields are documented in doc/run-output.md. */
#ifndef ABPRUNE_REPORT_H
#define ABPRUNE_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "trace.h"
#include "tree.h"

struct report_request {
    const char *file;           /* as named on the command line */
    const struct trace *trace;  /* a recorded search of trace->tree */
    enum value_view view;       /* for the text output; JSON is negamax */
    bool steps;                 /* include one line (or object) per step */
};

/* Both return 0, or -1 when out of memory. */
int report_text(FILE *out, const struct report_request *rq);
int report_json(FILE *out, const struct report_request *rq);

#endif
