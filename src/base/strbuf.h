/* SPDX-License-Identifier: GPL-3.0-or-later */
/* strbuf.h: growing strings, in memory or streamed out a chunk at a time
 * (every export, the page's JSON, the reports). */
#ifndef ABPRUNE_STRBUF_H
#define ABPRUNE_STRBUF_H

#include <stdbool.h>
#include <stddef.h>

/* Where a streamed strbuf's text goes (outfile.h): write takes the bytes
 * the buffer holds and returns 0 or an errno value. */
struct strbuf_sink {
    int (*write)(struct strbuf_sink *sink, const char *data, size_t len);
};

/* A growing string buffer: text built in memory, or (with a sink)
 * streamed out a chunk at a time, so that an export of any size holds
 * only STRBUF_CHUNK bytes.  Writers that read back what they wrote do so
 * only in a buffer without a sink. */
struct strbuf {
    char *data;
    size_t len, cap;
    bool failed;            /* an allocation or the sink failed: stop writing */
    int error;              /* then why: an errno value (0: out of memory) */
    struct strbuf_sink *sink; /* NULL: everything stays in data */
};

/* A streamed buffer hands its text on once it holds this much. */
#define STRBUF_CHUNK ((size_t)1 << 16)

void strbuf_init(struct strbuf *sb);
void strbuf_free(struct strbuf *sb);
/* Hands what a streamed buffer holds to its sink (nothing without one). */
void strbuf_flush(struct strbuf *sb);
void strbuf_add(struct strbuf *sb, const char *s, size_t n);
void strbuf_puts(struct strbuf *sb, const char *s);
void strbuf_printf(struct strbuf *sb, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif
