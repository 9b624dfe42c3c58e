/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json.h: a streaming JSON writer.
 *
 * Output such as run --json on a 10^6-node tree is written as it is
 * produced, without building a document in memory first.  The writer puts
 * the commas and colons; callers say what comes next.  It writes to a
 * stream (run --json, stats --json) or to a strbuf (the web page's data,
 * itself streamed into the page), and for a page it keeps the text safe
 * inside a <script> element. */
#ifndef ABPRUNE_JSON_H
#define ABPRUNE_JSON_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "base/strbuf.h"

#define JSON_MAX_NESTING 32

struct json {
    FILE *out;                      /* the stream written to, */
    struct strbuf *buf;             /* or the buffer (then out is NULL) */
    bool script_safe;               /* for a <script> element: see json_init_buffer */
    int level;
    bool first[JSON_MAX_NESTING];   /* nothing written yet at this level */
    bool after_key;
};

void json_init(struct json *j, FILE *out);
/* A writer into out.  script_safe: the text will stand inside an HTML
 * <script> element, so '<', '>' and '&' in strings are \u escapes (no
 * "</script>" or "<!--" can end or change the block) and so are U+2028
 * and U+2029 (line ends to older JavaScript). */
void json_init_buffer(struct json *j, struct strbuf *out, bool script_safe);
void json_begin_object(struct json *j);
void json_end_object(struct json *j);
void json_begin_array(struct json *j);
void json_end_array(struct json *j);
/* The key of the next member of the current object. */
void json_key(struct json *j, const char *key);
void json_string(struct json *j, const char *s);
void json_int(struct json *j, long long v);
void json_double(struct json *j, double v);
void json_bool(struct json *j, bool v);
void json_null(struct json *j);
/* A value that is JSON already (a document another writer made), as the
 * next element or member's value. */
void json_raw(struct json *j, const char *text);
/* A line break between elements, for whoever reads a long document's
 * source (JSON takes white space between any two tokens). */
void json_break(struct json *j);
/* Ends the document with a newline. */
void json_finish(struct json *j);

#endif
