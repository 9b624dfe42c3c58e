/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json.c: the streaming JSON writer. */
#include "config.h"

#include "base/json.h"

#include <math.h>

void json_init(struct json *j, FILE *out)
{
    j->out = out;
    j->level = 0;
    j->first[0] = true;
    j->after_key = false;
}

/* Writes the comma a new element needs, unless it follows its key. */
static void separate(struct json *j)
{
    if (j->after_key) {
        j->after_key = false;
        return;
    }
    if (!j->first[j->level])
        fputc(',', j->out);
    j->first[j->level] = false;
}

static void open_level(struct json *j, int c)
{
    separate(j);
    fputc(c, j->out);
    if (j->level + 1 < JSON_MAX_NESTING)
        j->level++;
    j->first[j->level] = true;
}

static void close_level(struct json *j, int c)
{
    fputc(c, j->out);
    if (j->level > 0)
        j->level--;
}

void json_begin_object(struct json *j) { open_level(j, '{'); }
void json_end_object(struct json *j) { close_level(j, '}'); }
void json_begin_array(struct json *j) { open_level(j, '['); }
void json_end_array(struct json *j) { close_level(j, ']'); }

/* The length of the well-formed UTF-8 sequence at p (1-4), or 0 when the
 * bytes there are not one (stray or missing continuation bytes, overlong
 * forms, surrogates, beyond U+10FFFF). */
static size_t utf8_length(const unsigned char *p)
{
    unsigned c = p[0];
    if (c < 0x80)
        return 1;
    size_t n;
    unsigned min;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
        min = 0x80;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        min = 0x800;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    unsigned cp = c & (0x7Fu >> n);
    for (size_t i = 1; i < n; i++) {
        if ((p[i] & 0xC0) != 0x80)      /* also stops at the NUL */
            return 0;
        cp = cp << 6 | (p[i] & 0x3Fu);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

/* A JSON string: quotes, backslashes and control characters escaped, and
 * every byte that is not part of well-formed UTF-8 written as U+FFFD, so
 * that the output always parses whatever a file name or title holds. */
static void write_string(FILE *out, const char *s)
{
    const unsigned char *p = (const unsigned char *)s, *run = p;
    fputc('"', out);
    for (;;) {
        unsigned c = *p;
        if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
            p++;
            continue;
        }
        size_t n = c >= 0x80 ? utf8_length(p) : 0;
        if (n) {
            p += n;
            continue;
        }
        fwrite(run, 1, (size_t)(p - run), out);
        if (c == 0)
            break;
        switch (c) {
        case '"': fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\n': fputs("\\n", out); break;
        case '\r': fputs("\\r", out); break;
        case '\t': fputs("\\t", out); break;
        default:
            if (c < 0x20 || c == 0x7F)
                fprintf(out, "\\u%04x", c);
            else
                fputs("\\ufffd", out);
        }
        run = ++p;
    }
    fputc('"', out);
}

void json_key(struct json *j, const char *key)
{
    separate(j);
    write_string(j->out, key);
    fputc(':', j->out);
    j->after_key = true;
}

void json_string(struct json *j, const char *s)
{
    separate(j);
    write_string(j->out, s);
}

void json_int(struct json *j, long long v)
{
    separate(j);
    /* by hand: fprintf is most of the time of a large output */
    char buf[24], *p = buf + sizeof buf;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    do {
        *--p = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        *--p = '-';
    fwrite(p, 1, (size_t)(buf + sizeof buf - p), j->out);
}

void json_double(struct json *j, double v)
{
    separate(j);
    if (isfinite(v))
        fprintf(j->out, "%.10g", v);
    else
        fputs("null", j->out);
}

void json_bool(struct json *j, bool v)
{
    separate(j);
    fputs(v ? "true" : "false", j->out);
}

void json_null(struct json *j)
{
    separate(j);
    fputs("null", j->out);
}

void json_finish(struct json *j)
{
    fputc('\n', j->out);
}
