/* SPDX-License-Identifier: GPL-3.0-or-later */
/* text.c: text from outside checked for control characters and invalid
 * UTF-8, and made visible where it is shown. */
#include "config.h"

#include "base/text.h"

#include <langinfo.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

#include "base/utf8.h"

/* Appends piece to buf[0..*out) when it fits with the final NUL. */
static bool append_piece(char *buf, size_t cap, size_t *out, const char *piece)
{
    size_t len = strlen(piece);
    if (*out + len + 1 > cap)
        return false;
    memcpy(buf + *out, piece, len);
    *out += len;
    return true;
}

/* A code point beyond ASCII that controls the terminal: C1, or a
 * bidirectional override or isolate. */
static bool text_is_control_point(uint32_t cp)
{
    return (cp >= 0x80 && cp <= 0x9F) || (cp >= 0x202A && cp <= 0x202E) ||
           (cp >= 0x2066 && cp <= 0x2069);
}

enum text_fault text_check(const char *s, size_t len, size_t *at, uint32_t *what)
{
    const char *end = s + len;
    for (const char *c = s; c < end;) {
        unsigned char b = (unsigned char)*c;
        if (b < 0x80) {
            if ((b < 0x20 && b != '\t') || b == 0x7F) {
                *at = (size_t)(c - s);
                *what = b;
                return TEXT_CONTROL;
            }
            c++;
            continue;
        }
        uint32_t cp;
        size_t n = utf8_decode(c, end, &cp);
        if (n == 0) {
            *at = (size_t)(c - s);
            *what = b;
            return TEXT_INVALID;
        }
        if (text_is_control_point(cp)) {
            *at = (size_t)(c - s);
            *what = cp;
            return TEXT_C1;
        }
        c += n;
    }
    return TEXT_OK;
}

unsigned text_column(const char *s, size_t at)
{
    unsigned col = 1;
    for (size_t i = 0; i < at; i++)
        col += ((unsigned char)s[i] & 0xC0) != 0x80;
    return col;
}

const char *text_visible(char *buf, size_t cap, const char *s)
{
    size_t at, len = strlen(s);
    uint32_t what;
    if (cap == 0)
        return buf;
    if (text_check(s, len, &at, &what) == TEXT_OK) {
        snprintf(buf, cap, "%s", s);
        return buf;
    }
    size_t out = 0;
    const char *end = s + len;
    for (const char *c = s; c < end;) {
        char piece[16];
        size_t n = 1;
        unsigned char b = (unsigned char)*c;
        uint32_t cp = b;
        if (b >= 0x80)
            n = utf8_decode(c, end, &cp);
        if (b == '\\')
            snprintf(piece, sizeof piece, "\\\\");
        else if (b < 0x80 && ((b < 0x20 && b != '\t') || b == 0x7F))
            snprintf(piece, sizeof piece, "\\x%02X", b);
        else if (b >= 0x80 && n == 0)
            snprintf(piece, sizeof piece, "\\x%02X", b);
        else if (b >= 0x80 && text_is_control_point(cp))
            snprintf(piece, sizeof piece, "\\u%04X", (unsigned)cp);
        else
            snprintf(piece, sizeof piece, "%.*s", (int)n, c);
        if (!append_piece(buf, cap, &out, piece))
            break;
        c += n ? n : 1;
    }
    buf[out] = '\0';
    return buf;
}

/* Whether the locale's charset is one of its own: neither UTF-8 nor
 * ASCII (C and POSIX: glibc's ANSI_X3.4-1968, the BSDs' US-ASCII). */
static bool charset_of_its_own(void)
{
    const char *set = nl_langinfo(CODESET);
    return set && *set && strcmp(set, "UTF-8") != 0 && strcmp(set, "ANSI_X3.4-1968") != 0 &&
           strcmp(set, "US-ASCII") != 0 && strcmp(set, "ASCII") != 0;
}

/* The length of the character at c in the locale's charset when it is
 * one a terminal may show (not a control), else 0. */
static size_t printable_here(const char *c, const char *end)
{
    unsigned char b = (unsigned char)*c;
    if (b < 0x80)
        return (b < 0x20 && b != '\t') || b == 0x7F ? 0 : 1;
    mbstate_t st;
    memset(&st, 0, sizeof st);
    wchar_t wc;
    size_t n = mbrtowc(&wc, c, (size_t)(end - c), &st);
    return n == (size_t)-1 || n == (size_t)-2 || n == 0 || iswcntrl((wint_t)wc) ? 0 : n;
}

const char *text_visible_here(char *buf, size_t cap, const char *s)
{
    if (!charset_of_its_own())
        return text_visible(buf, cap, s);
    if (cap == 0)
        return buf;
    const char *end = s + strlen(s);
    bool quoted = false;
    for (const char *c = s; c < end && !quoted;) {
        size_t n = printable_here(c, end);
        quoted = n == 0;
        c += n;
    }
    size_t out = 0;
    for (const char *c = s; c < end;) {
        char piece[24];
        size_t n = printable_here(c, end);
        if (n == 0)
            snprintf(piece, sizeof piece, "\\x%02X", (unsigned char)*c);
        else if (quoted && *c == '\\')
            snprintf(piece, sizeof piece, "\\\\");
        else
            snprintf(piece, sizeof piece, "%.*s", (int)n, c);
        if (!append_piece(buf, cap, &out, piece))
            break;
        c += n ? n : 1;
    }
    buf[out] = '\0';
    return buf;
}
