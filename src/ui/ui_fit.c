/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_fit.c: lines that shorten rather than cut words. */
#include "config.h"

#include "ui/ui_fit.h"

#include <curses.h>
#include <langinfo.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

#include "base/i18n.h"
#include "base/utf8.h"

int ui_text_width(const char *s)
{
    return (int)utf8_width_on(s, ui_locale_is_utf8());
}

/* The bytes of the longest prefix of text at most w columns wide; *at_word
 * gets the bytes up to the last blank inside it (0: none). */
static size_t prefix(const char *text, int w, size_t *at_word)
{
    return utf8_fit_on(text, w > 0 ? (size_t)w : 0, ui_locale_is_utf8(), at_word);
}

const char *ui_text_column(char *buf, size_t cap, const char *s, int w)
{
    size_t unused;
    char cut[UI_SEG_MAX];
    snprintf(cut, sizeof cut, "%.*s", (int)prefix(s, w, &unused), s);
    /* a wide character that did not fit leaves a column: padded too */
    int pad = w - ui_text_width(cut);
    snprintf(buf, cap, "%s%*s", cut, pad > 0 ? pad : 0, "");
    return buf;
}

size_t ui_fit_words(const char *text, int w)
{
    size_t word, end = prefix(text, w, &word);
    if (text[end] == '\0' || text[end] == ' ')
        return end;
    return word > 0 ? word : end > 0 ? end : strlen(text) > 0 ? 1 : 0;
}

void ui_cut_words(char *buf, size_t cap, const char *text, int w, bool ascii)
{
    if (ui_text_width(text) <= w) {
        snprintf(buf, cap, "%s", text);
        return;
    }
    const char *more = ascii ? "..." : "\u2026";
    int mw = ascii ? 3 : 1;
    if (w <= mw) {
        snprintf(buf, cap, "%s", w == mw ? more : "");
        return;
    }
    size_t word, end = prefix(text, w - mw, &word);
    /* at the last word boundary; inside a word only when it is the first */
    if (word > 0)
        end = word;
    while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == ',' || text[end - 1] == ':'))
        end--;
    snprintf(buf, cap, "%.*s%s", (int)end, text, more);
}

static const char *seg_text(const struct ui_seg *s)
{
    return s->form == 1 && s->brief[0] ? s->brief : s->full;
}

/* The columns an elastic segment claims while the others are fitted. */
#define ELASTIC_MIN 16

/* How elastic segments count while the others are fitted. */
enum claim { CLAIM_NONE, CLAIM_LEAST, CLAIM_ALL };

/* Columns the segments take as they stand, elastic ones as claimed. */
static int total(const struct ui_seg *seg, size_t n, int gap, enum claim claim)
{
    int w = 0, count = 0;
    for (size_t i = 0; i < n; i++) {
        if (seg[i].form < 0 || (seg[i].elastic && claim == CLAIM_NONE))
            continue;
        int sw = ui_text_width(seg[i].shown[0] ? seg[i].shown : seg_text(&seg[i]));
        w += seg[i].elastic && claim == CLAIM_LEAST && sw > ELASTIC_MIN ? ELASTIC_MIN : sw;
        count++;
    }
    return w + (count > 1 ? (count - 1) * gap : 0);
}

/* The next segment to give way, lowest priority first, each shortened
 * before it is left out, and only those below priority `below`: its index
 * with *form (1 shortened, -1 left out), or n when none can. */
static size_t weakest(const struct ui_seg *seg, size_t n, int below, int *form)
{
    size_t best = n, in = 0;
    long best_key = 0;
    for (size_t i = 0; i < n; i++)
        if (seg[i].form >= 0)
            in++;
    for (size_t i = 0; i < n; i++) {
        const struct ui_seg *s = &seg[i];
        if (s->form < 0 || s->priority >= below)
            continue;
        long key;
        int f;
        if (s->form == 0 && s->brief[0] && !s->elastic) {
            key = 2L * s->priority;
            f = 1;
        } else if (in > 1) {
            key = 2L * (s->keep ? s->keep : s->priority) + 1;
            f = -1;
        } else {
            continue;
        }
        if (best == n || key < best_key) {
            best = i;
            best_key = key;
            *form = f;
        }
    }
    return best;
}

/* Sets segment k's form, and its group's. */
static void set_form(struct ui_seg *seg, size_t n, size_t k, int form)
{
    for (size_t i = 0; i < n; i++)
        if (i == k || (seg[k].group && seg[i].group == seg[k].group))
            if (form < 0 || (seg[i].form == 0 && seg[i].brief[0]))
                seg[i].form = form;
}

int ui_fit(struct ui_seg *seg, size_t n, int width, int gap, bool ascii)
{
    for (size_t i = 0; i < n; i++) {
        seg[i].form = 0;
        seg[i].shown[0] = '\0';
        /* measured as drawn: with the Hungarian article of what was
         * filled in (ui_put would change it after the measuring) */
        i18n_articles(seg[i].full);
        i18n_articles(seg[i].brief);
    }
    size_t k;
    /* an elastic segment first keeps all it has from those of lower
     * priority, then only ELASTIC_MIN from the others */
    int elastic = -1;
    for (size_t i = 0; i < n; i++) {
        if (seg[i].elastic && !seg[i].full[0])
            seg[i].form = -1;
        else if (seg[i].elastic && (elastic < 0 || seg[i].priority < elastic))
            elastic = seg[i].priority;
    }
    int form;
    while (elastic >= 0 && total(seg, n, gap, CLAIM_ALL) > width &&
           (k = weakest(seg, n, elastic, &form)) < n)
        set_form(seg, n, k, form);
    /* ... only if that makes it whole: else nothing is given up for it */
    if (elastic >= 0 && total(seg, n, gap, CLAIM_ALL) > width)
        for (size_t i = 0; i < n; i++)
            if (!(seg[i].elastic && !seg[i].full[0]))
                seg[i].form = 0;
    while (total(seg, n, gap, CLAIM_LEAST) > width && (k = weakest(seg, n, INT_MAX, &form)) < n)
        set_form(seg, n, k, form);
    for (size_t i = 0; i < n; i++)
        if (seg[i].form >= 0 && !seg[i].elastic)
            snprintf(seg[i].shown, sizeof seg[i].shown, "%s", seg_text(&seg[i]));
    /* the last one standing, if still too wide, loses words */
    int used = total(seg, n, gap, CLAIM_NONE);
    for (size_t i = 0; i < n && used > width; i++)
        if (seg[i].form >= 0 && !seg[i].elastic) {
            char cut[UI_SEG_MAX];
            ui_cut_words(cut, sizeof cut, seg[i].shown, width, ascii);
            snprintf(seg[i].shown, sizeof seg[i].shown, "%s", cut);
            used = total(seg, n, gap, CLAIM_NONE);
        }
    /* an elastic one takes what is left */
    for (size_t i = 0; i < n; i++) {
        if (!seg[i].elastic || seg[i].form < 0)
            continue;
        int left = width - used - (used > 0 ? gap : 0);
        if (left < 8) {
            seg[i].form = -1;
            continue;
        }
        ui_cut_words(seg[i].shown, sizeof seg[i].shown, seg[i].full, left, ascii);
        used += ui_text_width(seg[i].shown) + (used > 0 ? gap : 0);
    }
    return used;
}

void ui_draw_fit(int row, struct ui_seg *seg, size_t n, int width, int gap, bool ascii,
                 unsigned long fill)
{
    ui_fit(seg, n, width, gap, ascii);
    char blank[512];
    int bw = width < (int)sizeof blank - 1 ? width : (int)sizeof blank - 1;
    memset(blank, ' ', (size_t)bw);
    blank[bw] = '\0';
    ui_put(row, 0, width, blank, fill);
    int col = 0;
    for (size_t i = 0; i < n; i++) {
        if (seg[i].form < 0 || seg[i].right)
            continue;
        int w = ui_text_width(seg[i].shown);
        ui_put(row, col, width - col, seg[i].shown, seg[i].attr);
        col += w + gap;
    }
    int end = width;
    for (size_t i = n; i-- > 0;) {
        if (seg[i].form < 0 || !seg[i].right)
            continue;
        int w = ui_text_width(seg[i].shown);
        if (end - w < 0)
            break;
        ui_put(row, end - w, w, seg[i].shown, seg[i].attr);
        end -= w + gap;
    }
}

bool ui_locale_is_utf8(void)
{
    const char *set = nl_langinfo(CODESET);
    return set && strcmp(set, "UTF-8") == 0;
}

void ui_put(int row, int col, int w, const char *s, unsigned long attr)
{
    /* the Hungarian article of what a message filled in: messages made
     * for the screen (the stepper's, the lesson's) come this way */
    char fixed[1024];
    if (strstr(s, "(z) ")) {
        snprintf(fixed, sizeof fixed, "%s", s);
        s = i18n_articles(fixed);
    }
    attr_t old;
    short pair;
    attr_get(&old, &pair, NULL);
    attrset((attr_t)attr);
    move(row, col);
    /* the characters that fit in w columns as ui_text_width counts them;
     * a byte that is not text in the locale is drawn '?' */
    size_t len = utf8_fit_on(s, w > 0 ? (size_t)w : 0, ui_locale_is_utf8(), NULL);
    mbstate_t st;
    memset(&st, 0, sizeof st);
    while (len > 0) {
        wchar_t wc;
        size_t n = mbrtowc(&wc, s, len, &st);
        if (n == (size_t)-1 || n == (size_t)-2 || n == 0) {
            memset(&st, 0, sizeof st);
            n = 1;
            wc = L'?';
        }
        wchar_t one[2] = { wc, L'\0' };
        addwstr(one);
        s += n;
        len -= n;
    }
    attrset(old);
}

void ui_wrap(const char *text, int left, int w, int *row, int top, int bottom,
             unsigned long attr)
{
    char fixed[2048];
    if (strstr(text, "(z) ")) {
        snprintf(fixed, sizeof fixed, "%s", text);
        text = i18n_articles(fixed);
    }
    const char *p = text;
    while (*p) {
        /* the longest run of whole words that fits in w columns */
        size_t cut = ui_fit_words(p, w);
        char line[1024];
        size_t n = cut < sizeof line - 1 ? cut : sizeof line - 1;
        memcpy(line, p, n);
        line[n] = '\0';
        if (*row >= top && *row < bottom)
            ui_put(*row, left, w, line, attr);
        (*row)++;
        p += cut;
        while (*p == ' ')
            p++;
    }
}
