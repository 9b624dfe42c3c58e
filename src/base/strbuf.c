/* SPDX-License-Identifier: GPL-3.0-or-later */
/* strbuf.c: growing strings. */
#include "config.h"

#include "base/strbuf.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"

void strbuf_init(struct strbuf *sb)
{
    memset(sb, 0, sizeof *sb);
}

void strbuf_free(struct strbuf *sb)
{
    free(sb->data);
    strbuf_init(sb);
}

void strbuf_add(struct strbuf *sb, const char *s, size_t n)
{
    if (sb->failed)
        return;
    if (n > SIZE_MAX - sb->len - 1 || !ARRAY_GROW(sb->data, sb->cap, sb->len + n + 1)) {
        sb->failed = true;
        return;
    }
    memcpy(sb->data + sb->len, s, n);
    sb->len += n;
    sb->data[sb->len] = '\0';
    if (sb->sink && sb->len >= STRBUF_CHUNK)
        strbuf_flush(sb);
}

void strbuf_flush(struct strbuf *sb)
{
    if (!sb->sink || sb->failed || sb->len == 0)
        return;
    int e = sb->sink->write(sb->sink, sb->data, sb->len);
    if (e) {
        sb->failed = true;
        sb->error = e;
    }
    sb->len = 0;
    sb->data[0] = '\0';
}

void strbuf_puts(struct strbuf *sb, const char *s)
{
    strbuf_add(sb, s, strlen(s));
}

void strbuf_printf(struct strbuf *sb, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        strbuf_add(sb, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big) {
        sb->failed = true;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    strbuf_add(sb, big, (size_t)n);
    free(big);
}
