/* SPDX-License-Identifier: GPL-3.0-or-later */
/* utf8.c: decoding UTF-8, the characters of labels, display widths (the
 * Unicode properties and widths are GNU libunistring's). */
#include "config.h"

#include "base/utf8.h"

#include <stdlib.h>
#include <string.h>
#include <unicase.h>
#include <unictype.h>
#include <uninorm.h>
#include <uniwidth.h>

/* Widths are measured as in a UTF-8 text, whatever the locale: uc_width's
 * encoding argument only makes the "ambiguous" characters (Greek,
 * Cyrillic, box drawing...) two columns wide for the old East Asian
 * character sets, which the interface's texts are never in (a terminal
 * whose character set is not UTF-8 is measured by bytes: utf8_width_on). */
static const char width_encoding[] = "UTF-8";

size_t utf8_encode(uint32_t ch, char *buf)
{
    if (ch < 0x80) {
        buf[0] = (char)ch;
        return 1;
    }
    if (ch < 0x800) {
        buf[0] = (char)(0xC0 | (ch >> 6));
        buf[1] = (char)(0x80 | (ch & 0x3F));
        return 2;
    }
    if (ch < 0x10000) {
        buf[0] = (char)(0xE0 | (ch >> 12));
        buf[1] = (char)(0x80 | ((ch >> 6) & 0x3F));
        buf[2] = (char)(0x80 | (ch & 0x3F));
        return 3;
    }
    buf[0] = (char)(0xF0 | (ch >> 18));
    buf[1] = (char)(0x80 | ((ch >> 12) & 0x3F));
    buf[2] = (char)(0x80 | ((ch >> 6) & 0x3F));
    buf[3] = (char)(0x80 | (ch & 0x3F));
    return 4;
}

size_t utf8_decode(const char *s, const char *end, uint32_t *cp)
{
    if (s >= end)
        return 0;
    const unsigned char *u = (const unsigned char *)s;
    size_t avail = (size_t)(end - s);
    uint32_t c = u[0];
    size_t len;
    uint32_t min;
    if (c < 0x80) {
        *cp = c;
        return 1;
    } else if (c >= 0xC2 && c <= 0xDF) {
        len = 2, min = 0x80, c &= 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3, min = 0x800, c &= 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4, min = 0x10000, c &= 0x07;
    } else {
        return 0;
    }
    if (avail < len)
        return 0;
    for (size_t i = 1; i < len; i++) {
        if ((u[i] & 0xC0) != 0x80)
            return 0;
        c = (c << 6) | (u[i] & 0x3F);
    }
    if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
        return 0;
    *cp = c;
    return len;
}

bool utf8_valid(const char *s, size_t n)
{
    const char *end = s + n;
    uint32_t cp;
    while (s < end) {
        size_t len = utf8_decode(s, end, &cp);
        if (!len)
            return false;
        s += len;
    }
    return true;
}

bool utf8_is_letter(uint32_t cp)
{
    return uc_is_general_category_withtable(cp, UC_CATEGORY_MASK_L | UC_CATEGORY_MASK_Nd);
}

bool utf8_is_digit(uint32_t cp)
{
    return uc_is_general_category_withtable(cp, UC_CATEGORY_MASK_Nd);
}

bool utf8_is_mark(uint32_t cp)
{
    return uc_is_general_category_withtable(cp, UC_CATEGORY_MASK_M);
}

int utf8_char_width(uint32_t cp)
{
    if (cp < 0x80)
        return 1;
    /* -1: a control character (U+0080..U+009F), shown as one column as a
     * stray byte is */
    int w = uc_width(cp, width_encoding);
    return w < 0 ? 1 : w;
}

size_t utf8_width_n(const char *s, size_t n)
{
    const char *end = s + n;
    size_t cols = 0;
    uint32_t cp;
    while (s < end) {
        /* ASCII, most of every text, without decoding */
        if ((unsigned char)*s < 0x80) {
            cols++;
            s++;
            continue;
        }
        size_t len = utf8_decode(s, end, &cp);
        if (!len) {
            cols++;
            s++;
            continue;
        }
        cols += (size_t)utf8_char_width(cp);
        s += len;
    }
    return cols;
}

size_t utf8_width(const char *s)
{
    return utf8_width_n(s, strlen(s));
}

size_t utf8_fit(const char *s, size_t cols)
{
    return utf8_fit_on(s, cols, true, NULL);
}

size_t utf8_width_on(const char *s, bool utf8)
{
    size_t n = strlen(s);
    return utf8 ? utf8_width_n(s, n) : n;
}

size_t utf8_fit_on(const char *s, size_t cols, bool utf8, size_t *blank)
{
    const char *p = s, *end = s + strlen(s);
    size_t used = 0;
    uint32_t cp;
    if (blank)
        *blank = 0;
    while (p < end) {
        /* a column a byte: ASCII, a stray byte, any byte when not utf8 */
        size_t len = 1;
        int w = 1;
        if (utf8 && (unsigned char)*p >= 0x80) {
            len = utf8_decode(p, end, &cp);
            if (len)
                w = utf8_char_width(cp);
            else
                len = 1;
        }
        if (used + (size_t)w > cols)
            break;
        if (blank && *p == ' ')
            *blank = (size_t)(p - s);
        used += (size_t)w;
        p += len;
    }
    return (size_t)(p - s);
}

char *utf8_casefold_new(const char *s, size_t n)
{
    size_t len = 0;
    uint8_t *f = u8_casefold((const uint8_t *)s, n, NULL, UNINORM_NFC, NULL, &len);
    if (!f)
        return NULL;
    char *out = realloc(f, len + 1);       /* room for the '\0' */
    if (!out) {
        free(f);
        return NULL;
    }
    out[len] = '\0';
    return out;
}

char *utf8_capitalized_new(const char *s)
{
    size_t n = strlen(s);
    const char *end = s + n, *p = s;
    uint32_t cp = 0;
    size_t k = 0;
    /* the first letter, unless a digit or another word character comes
     * before it: "1.2 returns" stays as it is */
    while (p < end && (k = utf8_decode(p, end, &cp)) != 0 && !uc_is_alpha(cp) &&
           !uc_is_digit(cp))
        p += k;
    char *out = malloc(n + 5);
    if (!out)
        return NULL;
    if (p >= end || !k || !uc_is_alpha(cp)) {
        memcpy(out, s, n + 1);
        return out;
    }
    char up[4];
    size_t u = utf8_encode(uc_toupper(cp), up);
    size_t before = (size_t)(p - s);
    memcpy(out, s, before);
    memcpy(out + before, up, u);
    memcpy(out + before + u, p + k, n - before - k + 1);
    return out;
}

int utf8_fprint_padded(FILE *out, const char *s, int width)
{
    size_t want = (size_t)(width < 0 ? -(long)width : width);
    size_t have = utf8_width(s);
    int pad = have < want ? (int)(want - have) : 0;
    return width < 0 ? fprintf(out, "%*s%s", pad, "", s) : fprintf(out, "%s%*s", s, pad, "");
}

const char *utf8_pad(char *buf, size_t cap, const char *s, size_t width)
{
    size_t have = utf8_width(s);
    size_t pad = have < width ? width - have : 0;
    snprintf(buf, cap, "%s%*s", s, (int)pad, "");
    return buf;
}
