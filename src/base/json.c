/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json.c: the streaming JSON writer. */
#include "config.h"

#include "base/json.h"

#include <math.h>
#include <string.h>

/* Everything goes out through these two. */
static void put(struct json *j, const char *s, size_t n)
{
    if (j->buf)
        strbuf_add(j->buf, s, n);
    else
        fwrite(s, 1, n, j->out);
}

static void put_char(struct json *j, char c)
{
    if (j->buf)
        strbuf_add(j->buf, &c, 1);
    else
        fputc(c, j->out);
}

void json_init(struct json *j, FILE *out)
{
    j->out = out;
    j->buf = NULL;
    j->script_safe = false;
    j->level = 0;
    j->first[0] = true;
    j->after_key = false;
}

void json_init_buffer(struct json *j, struct strbuf *out, bool script_safe)
{
    json_init(j, NULL);
    j->buf = out;
    j->script_safe = script_safe;
}

/* Writes the comma a new element needs, unless it follows its key. */
static void separate(struct json *j)
{
    if (j->after_key) {
        j->after_key = false;
        return;
    }
    if (!j->first[j->level])
        put_char(j, ',');
    j->first[j->level] = false;
}

static void open_level(struct json *j, int c)
{
    separate(j);
    put_char(j, (char)c);
    if (j->level + 1 < JSON_MAX_NESTING)
        j->level++;
    j->first[j->level] = true;
}

static void close_level(struct json *j, int c)
{
    put_char(j, (char)c);
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

/* The code point of the n-byte character at p when a string writes it
 * as \uXXXX: a C1 control, a bidirectional override or isolate (which
 * would reorder a terminal's line), and in a <script> element U+2028 and
 * U+2029; else 0. */
static unsigned escaped_point(const unsigned char *p, size_t n, bool safe)
{
    if (n == 2 && p[0] == 0xC2 && p[1] < 0xA0)
        return p[1];
    if (n != 3 || p[0] != 0xE2)
        return 0;
    unsigned cp = 0x2000u | (unsigned)(p[1] & 0x3F) << 6 | (p[2] & 0x3Fu);
    if ((cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069))
        return cp;
    return safe && (cp == 0x2028 || cp == 0x2029) ? cp : 0;
}

/* A JSON string: quotes, backslashes and control characters escaped, and
 * every byte that is not part of well-formed UTF-8 written as U+FFFD, so
 * that the output always parses whatever a file name or title holds;
 * C1 controls and the bidirectional overrides as \u escapes (the string
 * is the same, and no terminal reads it as a control); for a <script>
 * element also < > & U+2028 U+2029 (json_init_buffer). */
static void write_string(struct json *j, const char *s)
{
    const unsigned char *p = (const unsigned char *)s, *run = p;
    bool safe = j->script_safe;
    put_char(j, '"');
    for (;;) {
        unsigned c = *p;
        if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\' &&
            !(safe && (c == '<' || c == '>' || c == '&'))) {
            p++;
            continue;
        }
        size_t n = c >= 0x80 ? utf8_length(p) : 0;
        unsigned point = n ? escaped_point(p, n, safe) : 0;
        if (n && !point) {
            p += n;
            continue;
        }
        put(j, (const char *)run, (size_t)(p - run));
        if (c == 0)
            break;
        char esc[8];
        switch (c) {
        case '"': put(j, "\\\"", 2); break;
        case '\\': put(j, "\\\\", 2); break;
        case '\n': put(j, "\\n", 2); break;
        case '\r': put(j, "\\r", 2); break;
        case '\t': put(j, "\\t", 2); break;
        default:
            if (point) {
                snprintf(esc, sizeof esc, "\\u%04x", point);
                p += n - 1;
            } else if (c < 0x80) {
                snprintf(esc, sizeof esc, "\\u%04x", c);
            } else {
                snprintf(esc, sizeof esc, "\\ufffd");
            }
            put(j, esc, 6);
        }
        run = ++p;
    }
    put_char(j, '"');
}

void json_key(struct json *j, const char *key)
{
    separate(j);
    write_string(j, key);
    put_char(j, ':');
    j->after_key = true;
}

void json_string(struct json *j, const char *s)
{
    separate(j);
    write_string(j, s);
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
    put(j, p, (size_t)(buf + sizeof buf - p));
}

void json_double(struct json *j, double v)
{
    separate(j);
    char buf[32];
    int n = isfinite(v) ? snprintf(buf, sizeof buf, "%.10g", v) : snprintf(buf, sizeof buf, "null");
    put(j, buf, (size_t)n);
}

void json_bool(struct json *j, bool v)
{
    separate(j);
    put(j, v ? "true" : "false", v ? 4 : 5);
}

void json_null(struct json *j)
{
    separate(j);
    put(j, "null", 4);
}

void json_raw(struct json *j, const char *text)
{
    separate(j);
    put(j, text, strlen(text));
}

void json_break(struct json *j)
{
    put_char(j, '\n');
}

void json_finish(struct json *j)
{
    put_char(j, '\n');
}
