/* SPDX-License-Identifier: GPL-3.0-or-later */
/* answer.c: reading answers as people type them. */
#include "config.h"

#include "course/answer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "base/util.h"
#include "search/cutkind.h"

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Appends the case folding (utf8_casefold_new) of the n bytes of UTF-8 at
 * s to buf, which has n0 bytes used of cap: whole characters while they
 * fit (one byte is kept for the '\0').  Returns the bytes used now; *full
 * is set when a character did not fit. */
static size_t append_folded(char *buf, size_t n0, size_t cap, const char *s, size_t n,
                            bool *full)
{
    char *f = utf8_casefold_new(s, n);
    const char *p = f ? f : s;                    /* out of memory: as typed */
    const char *end = f ? f + strlen(f) : s + n;
    size_t used = n0;
    while (p < end) {
        uint32_t cp;
        size_t k = utf8_decode(p, end, &cp);
        if (!k)
            k = 1;
        if (used + k + 1 > cap) {
            *full = true;
            break;
        }
        memcpy(buf + used, p, k);
        used += k;
        p += k;
    }
    free(f);
    return used;
}

const char *answer_squeeze(char *buf, size_t cap, const char *s)
{
    size_t n = 0;
    bool full = false;
    const char *end = s + strlen(s);
    while (s < end && !full) {
        if (is_blank(*s)) {
            s++;
            continue;
        }
        uint32_t cp;
        size_t len = utf8_decode(s, end, &cp);
        if (len == 0) {
            /* not UTF-8: the byte as it is */
            if (n + 2 > cap)
                break;
            buf[n++] = *s++;
            continue;
        }
        /* the UTF-8 up to the next blank or stray byte, folded at once
         * (a combining accent folds with its letter) */
        const char *word = s;
        do
            s += len;
        while (s < end && !is_blank(*s) && (len = utf8_decode(s, end, &cp)) != 0);
        n = append_folded(buf, n, cap, word, (size_t)(s - word), &full);
    }
    buf[n] = '\0';
    return buf;
}

#define UNICODE_MINUS "\xe2\x88\x92"    /* − */
#define INFINITY_SIGN "\xe2\x88\x9e"    /* ∞ */

bool answer_number(const char *a, long limit, long inf, long *v)
{
    char buf[136];
    const char *sign = "";
    if (strncmp(a, UNICODE_MINUS, 3) == 0) {
        sign = "-";
        a += 3;
    } else if (*a == '-' || *a == '+') {
        sign = *a == '-' ? "-" : "+";
        a++;
    }
    if (inf && strcmp(a, INFINITY_SIGN) == 0)
        a = "inf";
    snprintf(buf, sizeof buf, "%s%s", sign, a);
    return parse_bounded_int(buf, limit, inf, v);
}

bool answer_bound(const char *a, int32_t *v, enum bound_kind *k)
{
    static const struct { const char *prefix; enum bound_kind k; } prefixes[] = {
        { ">=", BOUND_LOWER }, { "\xe2\x89\xa5", BOUND_LOWER },   /* ≥ */
        { "<=", BOUND_UPPER }, { "\xe2\x89\xa4", BOUND_UPPER },   /* ≤ */
    };
    *k = BOUND_EXACT;
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++) {
        size_t n = strlen(prefixes[i].prefix);
        if (strncmp(a, prefixes[i].prefix, n) == 0) {
            *k = prefixes[i].k;
            a += n;
            break;
        }
    }
    /* "=3" says the exact value as plainly as "3" */
    if (*k == BOUND_EXACT && *a == '=')
        a++;
    long x;
    if (!answer_number(a, AB_VALUE_LIMIT, 0, &x))
        return false;
    *v = (int32_t)x;
    return true;
}

int answer_window(const char *a, int32_t *lo, int32_t *hi)
{
    char buf[160];
    snprintf(buf, sizeof buf, "%s", a);
    /* brackets and separators are blanks */
    for (char *c = buf; *c; c++)
        if (strchr("()[],;", *c))
            *c = ' ';
        else if (*c >= 'A' && *c <= 'Z')
            *c = (char)(*c - 'A' + 'a');
    long v[3];
    int n = 0;
    for (char *save = NULL, *w = strtok_r(buf, " \t", &save); w;
         w = strtok_r(NULL, " \t", &save)) {
        if (n == 2 || !answer_number(w, AB_VALUE_LIMIT, AB_INF, &v[n]))
            return 0;
        n++;
    }
    if (n == 1) {
        *hi = (int32_t)v[0];
        return 1;
    }
    if (n != 2)
        return 0;
    *lo = (int32_t)v[0];
    *hi = (int32_t)v[1];
    return 2;
}

bool answer_is_word(const char *a, const char *w)
{
    char buf[64];
    answer_squeeze(buf, sizeof buf, w);
    size_t n = strlen(buf);
    if (strcmp(a, buf) == 0)
        return true;
    return n > 2 && buf[n - 1] == '.' && strncmp(a, buf, n - 1) == 0;
}

/* The kind a (squeezed, its "cut" / "cutoff" ending gone) names. */
static int kind_named(const char *a, unsigned possible)
{
    if (answer_is_word(a, "none") || answer_is_word(a, "no") || answer_is_word(a, "not") ||
        answer_is_word(a, "notcut") || answer_is_word(a, cut_kind_none_word()))
        return ANSWER_KIND_NONE;
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        const struct cut_kind_info *ki = cut_kind_info((enum cut_kind)k);
        char plain[40];
        /* "null-window" also as "nullwindow" */
        size_t n = 0;
        for (const char *c = ki->name; *c && n + 1 < sizeof plain; c++)
            if (*c != '-')
                plain[n++] = *c;
        plain[n] = '\0';
        /* and in the language in use: the word lessons ask for ("mély",
         * "нижнее") and the legend's */
        if (answer_is_word(a, ki->name) || answer_is_word(a, plain) ||
            answer_is_word(a, ki->short_name) ||
            answer_is_word(a, cut_kind_word((enum cut_kind)k)) ||
            answer_is_word(a, _(ki->legend)))
            return k;
    }
    if (strlen(a) != 1)
        return ANSWER_KIND_UNKNOWN;
    /* a first letter: of exactly one possible answer, "none" included */
    int found = ANSWER_KIND_UNKNOWN, hits = 0;
    if (a[0] == 'n') {
        found = ANSWER_KIND_NONE;
        hits++;
    }
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if ((possible & (1u << k)) && cut_kind_info((enum cut_kind)k)->name[0] == a[0]) {
            found = k;
            hits++;
        }
    return hits > 1 ? ANSWER_KIND_AMBIGUOUS : found;
}

/* Words readers use for a kind that this course does not (its own words
 * are cutkind.c's, in each language): accepted, with a note of the
 * course's word.  Written as answers are compared: folded, no spaces. */
static const struct {
    const char *word;
    int kind;                   /* enum cut_kind, or ANSWER_KIND_NONE */
} synonyms[] = {
    { "глибоке", CUT_DEEP }, { "глибинне", CUT_DEEP }, { "глубокое", CUT_DEEP },
    { "глубинное", CUT_DEEP }, { "mélyvágás", CUT_DEEP },
    { "мілке", CUT_SHALLOW }, { "поверхневе", CUT_SHALLOW }, { "мелкое", CUT_SHALLOW },
    { "поверхностное", CUT_SHALLOW }, { "sekélyvágás", CUT_SHALLOW },
    { "віконне", CUT_WINDOW }, { "оконное", CUT_WINDOW }, { "ablakvágás", CUT_WINDOW },
    { "ні", ANSWER_KIND_NONE }, { "nem", ANSWER_KIND_NONE },
};

/* The kind a synonym names (as kind_named numbers them), or -1. */
static int synonym_named(const char *a)
{
    for (size_t i = 0; i < sizeof synonyms / sizeof synonyms[0]; i++)
        if (answer_is_word(a, synonyms[i].word))
            return synonyms[i].kind;
    return -1;
}

int answer_kind(const char *a, unsigned possible, bool *synonym)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%s", a);
    /* "deep cutoff", "deep cut", "deep cut-off", and the course's word
     * for a cutoff after a kind ("нижнє відсікання", "mély nyesés") */
    static const char *const endings[] = { "cut-off", "cutoff", "cut", "відсікання",
                                           "отсечение", "nyesés" };
    for (size_t i = 0; i < sizeof endings / sizeof endings[0]; i++) {
        size_t n = strlen(buf), e = strlen(endings[i]);
        if (n > e && strcmp(buf + n - e, endings[i]) == 0 && strcmp(buf, "notcut") != 0) {
            buf[n - e] = '\0';
            break;
        }
    }
    int k = synonym_named(a);
    if (k < 0)
        k = synonym_named(buf);
    if (synonym)
        *synonym = k >= 0;
    return k >= 0 ? k : kind_named(buf, possible);
}

unsigned answer_kinds_possible(const struct search_options *o)
{
    unsigned bits = 0;
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if (cut_kind_listed((enum cut_kind)k, o))
            bits |= 1u << k;
    return bits;
}

const char *answer_kinds_list(char *buf, size_t cap, unsigned possible, bool with_none)
{
    const char *list[CUT_KIND_COUNT + 1];
    size_t n = 0;
    if (with_none)
        list[n++] = cut_kind_none_word();
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if (possible & (1u << k))
            list[n++] = cut_kind_word((enum cut_kind)k);
    return words_or(buf, cap, list, n);
}
