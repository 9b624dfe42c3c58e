/* SPDX-License-Identifier: GPL-3.0-or-later */
/* formats.h: the table of export formats.
 *
 * One row a format: its name for -f, the file extensions that name it,
 * the options it takes, and its writer.  `abprune export` (its -f values,
 * which option goes with which format, the dispatch) and the stepper's
 * `e` (the formats a file's name can ask for) are derived from this
 * table: a new format is a folder under render/export/ and a row here. */
#ifndef ABPRUNE_FORMATS_H
#define ABPRUNE_FORMATS_H

#include <stdbool.h>
#include <stddef.h>

#include "base/strbuf.h"
#include "render/export/common/export.h"
#include "render/export/html/html.h"
#include "render/export/tikz/beamer.h"
#include "search/step_state.h"

enum export_format_id { EXPORT_TEXT, EXPORT_DOT, EXPORT_TIKZ, EXPORT_BEAMER, EXPORT_HTML,
                        EXPORT_FORMAT_COUNT };

/* The options of `abprune export` that only some formats take (the
 * others, such as --marks, --root and the search's, every format takes). */
enum export_option {
    XO_STYLE, XO_CHARSET, XO_WIDTH, XO_ROWS, XO_RATIO, XO_BODY, XO_ASPECT, XO_FONT_SIZE,
    XO_SCALE, XO_BOARDS, XO_FRAMES, XO_STEP, XO_STEPS, XO_COMPARE, XO_PRACTICE, XO_LEGEND,
    XO_TITLE, XO_COUNT
};

/* Who draws what a format writes, for the warning about too big a
 * drawing. */
enum export_drawer { DRAWN_AS_TEXT, DRAWN_BY_GRAPHVIZ, DRAWN_BY_LATEX, DRAWN_BY_BROWSER };

struct export_format {
    enum export_format_id id;
    const char *name;               /* -f NAME */
    const char *extensions[3];      /* ".dot", ".gv": a file's name asks for it */
    const char *what;               /* for people, N_(): "Graphviz" */
    const char *hint;               /* N_(), or NULL: why options are refused */
    unsigned takes;                 /* 1 << enum export_option it takes */
    bool document;                  /* a UTF-8 document whatever the locale */
    enum export_drawer drawer;
    unsigned min_bytes;             /* the fewest bytes a position takes (0: not
                                     * bounded this way, see export_least_bytes) */
    /* One picture of rq's state (p updated to it); NULL for the formats
     * that step through the whole search instead. */
    void (*picture)(struct strbuf *out, const struct export_request *rq, const struct paper *p);
    /* Several steps in one document: steps[0..count-1], walk moved to
     * each, p updated; NULL: the pictures one after another, each but the
     * first after series_separator. */
    void (*series)(struct strbuf *out, const struct export_request *rq, struct paper *p,
                   struct step_state *walk, const size_t *steps, size_t count);
    const char *series_separator;
    /* A deck that steps through the search (beamer). */
    void (*deck)(struct strbuf *out, const struct export_request *rq, struct paper *p,
                 struct step_state *walk, enum beamer_frames frames, size_t *slides);
    /* A page that steps through the search by itself (html). */
    void (*page)(struct strbuf *out, const struct html_request *rq);
};

/* The row of format id. */
const struct export_format *export_format(enum export_format_id id);

/* The format -f name names, or NULL. */
const struct export_format *export_format_named(const char *name);

/* The picture format (one with a picture writer) that path's extension
 * names, or NULL. */
const struct export_format *export_format_for_file(const char *path);

/* The option's name as typed ("--frames"). */
const char *export_option_name(enum export_option o);

/* The formats' names that take option o, for people ("dot or tikz"),
 * or all formats' names (o = XO_COUNT), into buf. */
const char *export_formats_taking(char *buf, size_t cap, enum export_option o);

/* The picture formats' extensions with what they are, for people
 * (".txt (the text figure), .dot (Graphviz) or .tex (TikZ)"), into buf. */
const char *export_picture_extensions(char *buf, size_t cap);

/* The picture formats' extensions alone (".txt, .dot, .gv or .tex"). */
const char *export_picture_extension_list(char *buf, size_t cap);

#endif
