/* SPDX-License-Identifier: GPL-3.0-or-later */
/* web_answer.h: what every call of the page's API shares (web_api.c,
 * web_lesson.c): starting the core once, and writing its JSON answers,
 * {"ok":true,...} or {"ok":false,"error":...}. */
#ifndef ABPRUNE_WEB_ANSWER_H
#define ABPRUNE_WEB_ANSWER_H

#include <stdbool.h>

#include "base/diag.h"
#include "base/json.h"
#include "base/strbuf.h"

/* In the module, the functions the page calls by name. */
#ifdef __wasm__
#define WEB_EXPORT(name) __attribute__((export_name(name)))
#else
#define WEB_EXPORT(name)
#endif

/* The locale and the messages' catalogues, set up at the first call. */
void web_start(void);

/* A JSON answer being written. */
struct answer {
    struct strbuf buf;
    struct json j;
};

/* Begins {"ok":OK, ...}. */
void answer_start(struct answer *a, bool ok);

/* The answer as a string for the page (NULL when out of memory: the page
 * says so). */
char *answer_end(struct answer *a);

/* "key":"text" */
void answer_member(struct answer *a, const char *key, const char *text);

/* {"ok":false,"error":...}, with the line and column of an error in a
 * tree; answer_out_of_memory: the same for no memory. */
char *answer_failure(const struct diag *err);
char *answer_out_of_memory(void);

#endif
