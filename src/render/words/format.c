/* SPDX-License-Identifier: GPL-3.0-or-later */
/* format.c: values, windows and bounds as text. */
#include "config.h"

#include "render/words/format.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "base/util.h"

const char *fmt_number(char *buf, int32_t v)
{
    if (v >= AB_INF)
        return strcpy(buf, "+inf");
    if (v <= -AB_INF)
        return strcpy(buf, "-inf");
    snprintf(buf, FMT_VALUE_MAX, "%d", (int)v);
    return buf;
}

const char *fmt_value(char *buf, int32_t v, uint32_t depth, enum value_view view)
{
    if (view == VIEW_NEGAMAX && (depth & 1u) && v == 0)
        return strcpy(buf, "-0");
    return fmt_number(buf, value_in_view(view, depth, v));
}

const char *fmt_window(char *buf, int32_t alpha, int32_t beta, uint32_t depth,
                       enum value_view view)
{
    char a[FMT_VALUE_MAX], b[FMT_VALUE_MAX];
    window_in_view(view, depth, &alpha, &beta);
    snprintf(buf, FMT_WINDOW_MAX, "(%s, %s)", fmt_number(a, alpha), fmt_number(b, beta));
    return buf;
}

enum bound_kind bound_in_view(enum bound_kind k, uint32_t depth, enum value_view view)
{
    if (view_turns_sign(view, depth) && k != BOUND_EXACT)
        return k == BOUND_LOWER ? BOUND_UPPER : BOUND_LOWER;
    return k;
}

const char *fmt_bounded(char *buf, size_t cap, int32_t v, enum bound_kind k,
                        uint32_t depth, enum value_view view)
{
    char s[FMT_VALUE_MAX];
    enum bound_kind vk = bound_in_view(k, depth, view);
    fmt_value(s, v, depth, view);
    if (vk == BOUND_EXACT)
        snprintf(buf, cap, "%s", s);
    else
        snprintf(buf, cap, vk == BOUND_LOWER ? _("%s (lower bound)") : _("%s (upper bound)"), s);
    return buf;
}

const char *fmt_bound_mark(char *buf, size_t cap, int32_t v, enum bound_kind k,
                           uint32_t depth, enum value_view view)
{
    char s[FMT_VALUE_MAX];
    enum bound_kind vk = bound_in_view(k, depth, view);
    fmt_value(s, v, depth, view);
    snprintf(buf, cap, "%s%s", vk == BOUND_EXACT ? "" : vk == BOUND_LOWER ? ">=" : "<=", s);
    return buf;
}

/* Brackets of at most this many characters, a window "(-inf, +inf)", a
 * range "[3, 5]" or a short aside "(beyond the paper)", are never broken,
 * nor parted from the word before them. */
#define GROUP_MAX 20

/* Whether the bracket at `open` closes within GROUP_MAX characters. */
static bool short_group(const char *open)
{
    size_t chars = 0;
    for (const char *c = open + 1; *c && chars <= GROUP_MAX; c++) {
        if (*c == ')' || *c == ']')
            return true;
        if (*c == '(' || *c == '[')
            return false;
        chars += ((unsigned char)*c & 0xC0) != 0x80;   /* a character's first byte */
    }
    return false;
}

/* Whether a line may break at the separator q of s (seplen bytes): not
 * inside a short group, nor just before one. */
static bool may_break(const char *s, const char *q, size_t seplen)
{
    if ((q[seplen] == '(' || q[seplen] == '[') && short_group(q + seplen))
        return false;
    const char *open = q;
    while (open > s && !strchr("()[]", open[-1]))
        open--;
    return open == s || (open[-1] != '(' && open[-1] != '[') || !short_group(open - 1);
}

void fmt_print_wrapped(FILE *out, const char *text, size_t at, size_t width, const char *sep)
{
    size_t room = width > at ? width - at : 1;
    size_t seplen = strlen(sep);
    const char *s = text;
    /* bytes >= columns: a text that short in bytes fits (the usual case) */
    while (strlen(s) > room && utf8_width(s) > room) {
        size_t fit = utf8_fit(s, room), cut = 0;
        /* the last separator the room reaches (the text before it fits),
         * else the first one after: a piece too wide goes whole */
        const char *q = strstr(s, sep);
        for (; q && (size_t)(q - s) <= fit; q = strstr(q + 1, sep))
            if (q > s && may_break(s, q, seplen))
                cut = (size_t)(q - s);
        while (q && !may_break(s, q, seplen))
            q = strstr(q + 1, sep);
        if (!cut)
            cut = q ? (size_t)(q - s) : strlen(s);
        if (s[cut] == '\0')
            break;
        fprintf(out, "%.*s\n%*s", (int)cut, s, (int)at, "");
        s += cut + seplen;
        while (*s == ' ')
            s++;
    }
    fprintf(out, "%s\n", s);
}

int value_view_from_name(const char *name)
{
    if (strcmp(name, "negamax") == 0)
        return VIEW_NEGAMAX;
    if (strcmp(name, "minimax") == 0)
        return VIEW_MINIMAX;
    return -1;
}

const char *value_view_name(enum value_view v)
{
    return v == VIEW_MINIMAX ? "minimax" : "negamax";
}

const char *value_view_words(enum value_view v)
{
    return v == VIEW_MINIMAX ? _("minimax view") : _("negamax view");
}

bool fmt_parse_window(const char *s, int32_t *alpha, int32_t *beta)
{
    const char *comma = strchr(s, ',');
    if (!comma)
        return false;
    char first[32];
    size_t n = (size_t)(comma - s);
    if (n == 0 || n >= sizeof first)
        return false;
    memcpy(first, s, n);
    first[n] = '\0';
    long a, b;
    if (!parse_bounded_int(first, AB_VALUE_LIMIT, AB_INF, &a) ||
        !parse_bounded_int(comma + 1, AB_VALUE_LIMIT, AB_INF, &b) || a >= b)
        return false;
    *alpha = (int32_t)a;
    *beta = (int32_t)b;
    return true;
}
