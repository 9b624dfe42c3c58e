/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json.h: a streaming JSON writer.
 *
 * Output such as run --json on a 10^6-node tree is written as it is
 * produced, without building a document in memory first.  The writer puts
 * the commas and colons; callers say what comes next. */
#ifndef ABPRUNE_JSON_H
#define ABPRUNE_JSON_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define JSON_MAX_NESTING 32

struct json {
    FILE *out;
    int level;
    bool first[JSON_MAX_NESTING];   /* nothing written yet at this level */
    bool after_key;
};

void json_init(struct json *j, FILE *out);
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
/* Ends the document with a newline. */
void json_finish(struct json *j);

#endif
