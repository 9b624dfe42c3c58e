/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_grade.c: answer sheets read line by line and graded. */
#include "config.h"

#include "course/quiz_grade.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "course/answer.h"

/* The parts a position has on a sheet (the leaves are the sheet's). */
#define NODE_PARTS 3

bool quiz_sheet_init(struct quiz_sheet *s, const struct quiz *q, enum value_view view)
{
    size_t n = q->tree->count;
    *s = (struct quiz_sheet){ .count = n, .view = view };
    s->said = calloc(n, 1);
    s->lo = calloc(n, sizeof *s->lo);
    s->hi = calloc(n, sizeof *s->hi);
    s->value = calloc(n, sizeof *s->value);
    s->bound = calloc(n, 1);
    s->kind = malloc(n);
    s->line = calloc(n * NODE_PARTS, sizeof *s->line);
    if (s->said && s->lo && s->hi && s->value && s->bound && s->kind && s->line) {
        memset(s->kind, -1, n);
        return true;
    }
    quiz_sheet_free(s);
    return false;
}

void quiz_sheet_free(struct quiz_sheet *s)
{
    free(s->said);
    free(s->lo);
    free(s->hi);
    free(s->value);
    free(s->bound);
    free(s->kind);
    free(s->line);
    free(s->bad);
    *s = (struct quiz_sheet){ .count = 0 };
}

void quiz_sheet_set_window(struct quiz_sheet *s, node_id n, int32_t lo, int32_t hi)
{
    s->said[n] |= 1u << QP_WINDOW;
    s->lo[n] = lo;
    s->hi[n] = hi;
}

void quiz_sheet_set_value(struct quiz_sheet *s, node_id n, int32_t v, enum bound_kind k)
{
    s->said[n] |= 1u << QP_VALUE;
    s->value[n] = v;
    s->bound[n] = (uint8_t)k;
}

void quiz_sheet_set_cut(struct quiz_sheet *s, node_id n, bool cut, int kind)
{
    if (cut)
        s->said[n] |= 1u << QP_CUT;
    else
        s->said[n] &= (uint8_t)~(1u << QP_CUT);
    s->kind[n] = cut ? (int8_t)kind : -1;
}

void quiz_sheet_clear(struct quiz_sheet *s, node_id n, enum quiz_part part)
{
    if (part == QP_LEAVES)
        s->said_leaves = false;
    else
        s->said[n] &= (uint8_t)~(1u << part);
    if (part == QP_CUT)
        s->kind[n] = -1;
}

/* ---- reading ---- */

/* Splits off the next word of *s, NUL-terminating it. */
static char *word(char **s)
{
    char *p = *s + strspn(*s, " \t\r");
    if (!*p)
        return NULL;
    char *w = p;
    p += strcspn(p, " \t\r");
    if (*p)
        *p++ = '\0';
    *s = p;
    return w;
}

/* The rest of a line without the blanks around it. */
static char *rest_of(char *s)
{
    s += strspn(s, " \t\r");
    size_t n = strlen(s);
    while (n && strchr(" \t\r", s[n - 1]))
        s[--n] = '\0';
    return s;
}

/* The keywords a line starts with, and the part each answers. */
static const struct {
    const char *word;
    enum quiz_part part;
} keywords[] = {
    { "window", QP_WINDOW }, { "value", QP_VALUE }, { "bound", QP_VALUE },
    { "cut", QP_CUT }, { "leaves", QP_LEAVES },
};

/* Whether word is the keyword kw in any case ("Value", "CUT"): ASCII
 * only, as the keywords are, whatever the locale (a Turkish one's
 * strcasecmp would not match "WINDOW"). */
static bool keyword_is(const char *word, const char *kw)
{
    for (; *word && *kw; word++, kw++) {
        char c = *word >= 'A' && *word <= 'Z' ? (char)(*word - 'A' + 'a') : *word;
        if (c != *kw)
            return false;
    }
    return !*word && !*kw;
}

/* The column of ptr in the line buf (from 1). */
static unsigned column_in(const char *buf, const char *ptr)
{
    return (unsigned)(ptr - buf) + 1;
}

/* "leaves N": the words after the keyword (what) are at p; false with
 * *err. */
static bool sheet_leaves(struct quiz_sheet *s, const char *buf, const char *what, char *p,
                         unsigned line, struct diag *err)
{
    char *v = word(&p);
    long x;
    if (!v || !answer_number(v, 2000000000L, 0, &x) || x < 0) {
        diag_set(err, "", line, column_in(buf, v ? v : what), "%s",
                 _("leaves needs a number: the leaves the search evaluates"));
        return false;
    }
    if (word(&p)) {
        diag_set(err, "", line, column_in(buf, what), "%s", _("too many words"));
        return false;
    }
    if (s->said_leaves) {
        diag_set(err, "", line, column_in(buf, what), _("the leaves are given already (line %u)"),
                 s->leaves_line);
        return false;
    }
    s->said_leaves = true;
    s->leaves = (size_t)x;
    s->leaves_line = line;
    return true;
}

/* The answer of part at n (rest: the words after the position, at column
 * col; keyword: the line's first word, "bound" or another); false with
 * *err. */
static bool sheet_answer(struct quiz_sheet *s, const struct quiz *q, node_id n,
                         enum quiz_part part, const char *keyword, char *rest, const char *path,
                         unsigned line, unsigned col, struct diag *err)
{
    char squeezed[160];
    if (part == QP_WINDOW) {
        int32_t lo = -AB_INF, hi = AB_INF;
        int got = answer_window(rest, &lo, &hi);
        if (got == 1 && q->alg == ALG_F1) {
            /* F1's one bound: the upper side, or at Min's positions in
             * Max's values the lower one */
            if (view_turns_sign(s->view, tree_depth(q->tree, n))) {
                lo = hi;
                hi = AB_INF;
            } else {
                lo = -AB_INF;
            }
        } else if (got != 2) {
            diag_set(err, "", line, col, _("window %s needs two values, such as 3 +inf or "
                     "(3, +inf)"), path);
            return false;
        }
        quiz_sheet_set_window(s, n, lo, hi);
    } else if (part == QP_VALUE) {
        int32_t v;
        enum bound_kind b;
        answer_squeeze(squeezed, sizeof squeezed, rest);
        if (!answer_bound(squeezed, &v, &b)) {
            diag_set(err, "", line, col, keyword[0] == 'b'
                     ? _("bound %s needs >= or <= and a number, such as >=3")
                     : _("value %s needs a number, such as 3 (or a bound, >=3)"), path);
            return false;
        }
        if (keyword[0] == 'b' && b == BOUND_EXACT) {
            diag_set(err, "", line, col, _("bound %s needs >= or <= before its value"), path);
            return false;
        }
        quiz_sheet_set_value(s, n, v, b);
    } else {
        int kind = -1;
        unsigned possible = answer_kinds_possible(&q->trace->options);
        if (*rest) {
            answer_squeeze(squeezed, sizeof squeezed, rest);
            kind = answer_kind(squeezed, possible, NULL);
            if (kind < 0 || kind == ANSWER_KIND_NONE) {
                char names[200];
                answer_kinds_list(names, sizeof names, possible, false);
                diag_set(err, "", line, col, _("'%s' is not a kind of cutoff: write %s, or no "
                         "kind"), rest, names);
                return false;
            }
        }
        quiz_sheet_set_cut(s, n, true, kind);
    }
    return true;
}

bool quiz_sheet_line(struct quiz_sheet *s, const struct quiz *q, const char *text,
                     unsigned line, struct diag *err)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", text);
    char *hash = strchr(buf, '#');
    if (hash)
        *hash = '\0';
    char *p = buf, *what = word(&p);
    if (!what)
        return true;
    size_t k = 0;
    /* the first word in any case: "Value 2 4" as a word processor
     * capitalises a line */
    while (k < sizeof keywords / sizeof keywords[0] && !keyword_is(what, keywords[k].word))
        k++;
    if (k == sizeof keywords / sizeof keywords[0]) {
        diag_set(err, "", line, column_in(buf, what), _("expected window, value, bound, cut "
                 "or leaves, not '%s'"), what);
        return false;
    }
    enum quiz_part part = keywords[k].part;
    if (part == QP_LEAVES)
        return sheet_leaves(s, buf, what, p, line, err);
    char *path = word(&p);
    node_id n = path ? tree_find_path(q->tree, path) : AB_NO_NODE;
    if (n == AB_NO_NODE) {
        diag_set(err, "", line, path ? column_in(buf, path)
                                     : column_in(buf, what) + (unsigned)strlen(what) + 1,
                 _("no position '%s' in the exercise"), path ? path : "");
        return false;
    }
    if (s->said[n] & (1u << part)) {
        diag_set(err, "", line, column_in(buf, what), _("%s %s is given already (line %u)"),
                 quiz_part_keyword(part), path, s->line[n * NODE_PARTS + part]);
        return false;
    }
    char *rest = rest_of(p);
    unsigned col = *rest ? column_in(buf, rest) : column_in(buf, path) + (unsigned)strlen(path) + 1;
    if (!sheet_answer(s, q, n, part, keywords[k].word, rest, path, line, col, err))
        return false;
    s->line[n * NODE_PARTS + part] = line;
    return true;
}

bool quiz_sheet_parse(struct quiz_sheet *s, const struct quiz *q, const char *text,
                      const char *name)
{
    unsigned line = 0;
    for (const char *p = text; p && *p; ) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        char *one = malloc(len + 1);
        if (!one)
            return false;
        memcpy(one, p, len);
        one[len] = '\0';
        line++;
        struct diag err;
        if (!quiz_sheet_line(s, q, one, line, &err)) {
            if (!ARRAY_GROW(s->bad, s->capbad, s->nbad + 1)) {
                free(one);
                return false;
            }
            diag_set(&s->bad[s->nbad], name, err.line, err.col, "%s", err.message);
            s->nbad++;
        }
        free(one);
        p = nl ? nl + 1 : NULL;
    }
    return true;
}

/* ---- grading ---- */

static bool add(struct quiz_result *r, size_t *cap, node_id n, enum quiz_part part,
                enum quiz_verdict v, unsigned sides, unsigned line)
{
    if (!ARRAY_GROW(r->item, *cap, r->n + 1))
        return false;
    r->item[r->n++] = (struct quiz_graded){ .node = n, .part = (uint8_t)part,
                                            .verdict = (uint8_t)v, .sides = (uint8_t)sides,
                                            .line = line };
    r->total[part]++;
    r->total_all++;
    if (v == QV_RIGHT) {
        r->right[part]++;
        r->right_all++;
    }
    return true;
}

/* The verdict on part at n; QV_COUNT when nothing is asked nor given. */
static enum quiz_verdict judge(const struct quiz *q, const struct quiz_sheet *s, unsigned ask,
                               node_id n, enum quiz_part part, unsigned *sides)
{
    bool said = s->said[n] & (1u << part);
    bool asked = quiz_asked(q, n, part, ask);
    *sides = 0;
    if (!said)
        return asked ? QV_MISSING : QV_COUNT;
    if (part == QP_CUT) {
        if (!quiz_is_cut(q, n))
            return quiz_called(q, n) ? QV_EXTRA_CUT : QV_CUT_INSIDE;
        if (s->kind[n] < 0)
            return ask & QUIZ_ASK_KINDS ? QV_NO_KIND : QV_RIGHT;
        return s->kind[n] == (int)quiz_cut_kind(q, n) ? QV_RIGHT : QV_WRONG_KIND;
    }
    if (!quiz_called(q, n))
        return QV_UNREACHED;
    if (part == QP_WINDOW) {
        int32_t lo, hi;
        quiz_window(q, n, s->view, &lo, &hi);
        *sides = (s->lo[n] != lo ? 1u : 0u) | (s->hi[n] != hi ? 2u : 0u);
        return *sides ? QV_WRONG_WINDOW : QV_RIGHT;
    }
    enum bound_kind k, said_k = (enum bound_kind)s->bound[n];
    int32_t v = quiz_value(q, n, s->view, &k);
    if (s->value[n] != v)
        return QV_WRONG_VALUE;
    if (said_k == k)
        return QV_RIGHT;
    if (k == BOUND_EXACT)
        return QV_NOT_BOUND;
    return said_k == BOUND_EXACT ? QV_NOT_EXACT : QV_WRONG_DIRECTION;
}

bool quiz_grade(const struct quiz *q, const struct quiz_sheet *s, unsigned ask,
                struct quiz_result *r)
{
    size_t cap = 0;
    *r = (struct quiz_result){ .unread = s->nbad };
    for (node_id n = 0; n < q->tree->count; n++)
        for (int part = 0; part < NODE_PARTS; part++) {
            unsigned sides;
            enum quiz_verdict v = judge(q, s, ask, n, (enum quiz_part)part, &sides);
            if (v != QV_COUNT &&
                !add(r, &cap, n, (enum quiz_part)part, v, sides, s->line[n * NODE_PARTS + part]))
                return false;
        }
    if (s->said_leaves || (ask & QUIZ_ASK_LEAVES)) {
        enum quiz_verdict v = !s->said_leaves ? QV_MISSING
                              : s->leaves == q->trace->result.leaves ? QV_RIGHT : QV_WRONG_COUNT;
        if (!add(r, &cap, 0, QP_LEAVES, v, 0, s->leaves_line))
            return false;
    }
    r->perfect = r->right_all == r->total_all && r->unread == 0;
    return true;
}

void quiz_result_free(struct quiz_result *r)
{
    free(r->item);
    r->item = NULL;
    r->n = 0;
}

const struct quiz_graded *quiz_result_find(const struct quiz_result *r, node_id n,
                                           enum quiz_part part)
{
    for (size_t i = 0; i < r->n; i++)
        if (r->item[i].node == n && r->item[i].part == part)
            return &r->item[i];
    return NULL;
}

const char *quiz_verdict_name(enum quiz_verdict v, enum quiz_part part)
{
    static const char *const missing[QP_COUNT] = {
        N_("missing window"), N_("missing value"), N_("missing cut"), N_("missing leaves"),
    };
    static const char *const names[QV_COUNT] = {
        /* TRANSLATORS: the verdict on one answer of an exercise ("1: value:
         * right."), not the lesson summary's "right at the first try" */
        [QV_RIGHT] = NC_("verdict", "right"),
        [QV_WRONG_VALUE] = N_("wrong value"),
        [QV_WRONG_DIRECTION] = N_("wrong bound direction"),
        [QV_NOT_EXACT] = N_("a bound, not exact"),
        [QV_NOT_BOUND] = N_("exact, not a bound"),
        [QV_WRONG_WINDOW] = N_("wrong window"),
        [QV_WRONG_KIND] = N_("wrong kind"),
        [QV_NO_KIND] = N_("kind missing"),
        [QV_EXTRA_CUT] = N_("extra cut"),
        [QV_CUT_INSIDE] = N_("cut inside a pruned branch"),
        [QV_UNREACHED] = N_("never reached"),
        [QV_WRONG_COUNT] = N_("wrong count"),
    };
    if (v == QV_MISSING)
        return (unsigned)part < QP_COUNT ? _(missing[part]) : "?";
    return (unsigned)v < QV_COUNT && names[v] ? i18n_context(names[v]) : "?";
}

const char *quiz_graded_reason(char *buf, size_t cap, const struct quiz *q, enum value_view view,
                               const struct quiz_graded *g)
{
    if (g->part == QP_CUT && (g->verdict == QV_EXTRA_CUT || g->verdict == QV_CUT_INSIDE))
        return quiz_explain_not_cut(buf, cap, q, g->node);
    return quiz_explain(buf, cap, q, g->node, (enum quiz_part)g->part, view,
                        g->verdict == QV_WRONG_WINDOW ? g->sides : 3u);
}

unsigned quiz_result_percent(const struct quiz_result *r)
{
    size_t total = r->total_all + r->unread;
    if (total == 0)
        return 100;
    return (unsigned)(r->right_all * 100 / total);
}

const char *quiz_result_summary(char *buf, size_t cap, const struct quiz_result *r)
{
    /* TRANSLATORS: the names of the parts in a score: "windows 10/11" */
    static const char *const parts[QP_COUNT] = {
        N_("windows"), N_("values"), N_("cuts"), N_("leaves"),
    };
    size_t len = (size_t)snprintf(buf, cap, _("%zu of %zu right (%u%%)"), r->right_all,
                                  r->total_all + r->unread, quiz_result_percent(r));
    const char *sep = ": ";
    for (int p = 0; p < QP_COUNT && len < cap; p++) {
        if (!r->total[p])
            continue;
        len += (size_t)snprintf(buf + len, cap - len, "%s%s %zu/%zu", sep, _(parts[p]),
                                r->right[p], r->total[p]);
        sep = ", ";
    }
    if (r->unread && len < cap)
        snprintf(buf + len, cap - len, P_("; %zu line not read", "; %zu lines not read",
                                          r->unread), r->unread);
    return buf;
}
