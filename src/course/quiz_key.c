/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_key.c: an exercise's right answers and their reasons, read off its
 * recorded search. */
#include "config.h"

#include "course/quiz_key.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strbuf.h"
#include "render/words/format.h"
#include "search/step_state.h"

const char *quiz_part_keyword(enum quiz_part part)
{
    static const char *const words[QP_COUNT] = { "window", "value", "cut", "leaves" };
    return (unsigned)part < QP_COUNT ? words[part] : "?";
}

const char *quiz_part_name(enum quiz_part part)
{
    /* TRANSLATORS: the parts of an exercise's answer at a position, as the
     * check's verdicts and the line under the board name them */
    static const char *const words[QP_COUNT] = {
        NC_("exercise part", "window"), NC_("exercise part", "value"),
        NC_("exercise part", "cut"), NC_("exercise part", "leaves"),
    };
    return (unsigned)part < QP_COUNT ? i18n_context(words[part]) : "?";
}

const char *quiz_bound_name(void)
{
    /* TRANSLATORS: a value written as a bound (>=9) in the line under the
     * exercise's board: "bound >=9" */
    return i18n_context(NC_("exercise part", "bound"));
}

bool quiz_called(const struct quiz *q, node_id n)
{
    return calls_called(&q->calls, n);
}

bool quiz_is_cut(const struct quiz *q, node_id n)
{
    return q->end->status[n] == NODE_CUT;
}

enum cut_kind quiz_cut_kind(const struct quiz *q, node_id n)
{
    return step_state_cut_kind(q->end, n);
}

void quiz_window(const struct quiz *q, node_id n, enum value_view view, int32_t *lo,
                 int32_t *hi)
{
    calls_window(&q->calls, n, view, lo, hi);
}

/* The value and bound of the call of n in negamax terms. */
static int32_t returned(const struct quiz *q, node_id n, enum bound_kind *k)
{
    return calls_returned(&q->calls, n, k);
}

int32_t quiz_value(const struct quiz *q, node_id n, enum value_view view,
                   enum bound_kind *bound)
{
    enum bound_kind k;
    int32_t v = returned(q, n, &k);
    uint32_t d = tree_depth(q->tree, n);
    *bound = bound_in_view(k, d, view);
    return value_in_view(view, d, v);
}

bool quiz_asked(const struct quiz *q, node_id n, enum quiz_part part, unsigned ask)
{
    const struct tree *t = q->tree;
    switch (part) {
    case QP_WINDOW:
        return (ask & QUIZ_ASK_WINDOWS) && quiz_called(q, n) && !tree_is_leaf(t, n);
    case QP_VALUE:
        return (ask & QUIZ_ASK_VALUES) && quiz_called(q, n) && !tree_is_leaf(t, n);
    case QP_CUT:
        return (ask & QUIZ_ASK_CUTS) && quiz_is_cut(q, n);
    case QP_LEAVES:
        return (ask & QUIZ_ASK_LEAVES) && n == 0;
    default:
        return false;
    }
}

const char *quiz_path_of(char *buf, size_t cap, const struct tree *t, node_id n)
{
    if (n == 0)
        snprintf(buf, cap, "root");
    else
        tree_path(t, n, buf, cap);
    return buf;
}

/* A value with its bound as answers write it: "4", ">=9", "<=-0", from
 * the negamax value and bound of a position at `depth`. */
const char *quiz_answer_line(char *buf, size_t cap, const struct quiz *q, node_id n,
                             enum quiz_part part, enum value_view view)
{
    const struct tree *t = q->tree;
    char path[96], a[FMT_VALUE_MAX], b[FMT_VALUE_MAX], v[FMT_VALUE_MAX + 4];
    quiz_path_of(path, sizeof path, t, n);
    buf[0] = '\0';
    if (part == QP_LEAVES) {
        snprintf(buf, cap, "leaves %zu", q->trace->result.leaves);
    } else if (part == QP_CUT) {
        if (quiz_is_cut(q, n))
            snprintf(buf, cap, "cut %s %s", path, cut_kind_word(quiz_cut_kind(q, n)));
    } else if (quiz_called(q, n) && part == QP_WINDOW) {
        int32_t lo, hi;
        quiz_window(q, n, view, &lo, &hi);
        snprintf(buf, cap, "window %s %s %s", path, fmt_number(a, lo), fmt_number(b, hi));
    } else if (quiz_called(q, n) && part == QP_VALUE) {
        enum bound_kind k;
        int32_t x = returned(q, n, &k);
        uint32_t d = tree_depth(t, n);
        fmt_bound_mark(v, sizeof v, x, k, d, view);
        snprintf(buf, cap, "%s %s %s", bound_in_view(k, d, view) == BOUND_EXACT ? "value" : "bound",
                 path, v);
    }
    return buf;
}

const char *quiz_explain_not_cut(char *buf, size_t cap, const struct quiz *q, node_id n)
{
    return reason_not_cut(buf, cap, &q->calls, n);
}

const char *quiz_explain(char *buf, size_t cap, const struct quiz *q, node_id n,
                         enum quiz_part part, enum value_view view, unsigned sides)
{
    const struct calls *c = &q->calls;
    buf[0] = '\0';
    if (part == QP_LEAVES)
        return reason_leaves(buf, cap, c);
    if (part == QP_CUT)
        return quiz_is_cut(q, n) ? reason_cut(buf, cap, c, n, view) : reason_not_cut(buf, cap, c, n);
    if (!quiz_called(q, n))
        return reason_unreached(buf, cap, c, n);
    if (part == QP_WINDOW)
        return reason_window(buf, cap, c, n, view, sides ? sides : 3u);
    return reason_value(buf, cap, c, n, view);
}

void quiz_key_write(struct strbuf *out, const struct quiz *q, enum value_view view,
                    unsigned ask, bool reasons)
{
    const struct tree *t = q->tree;
    char line[200], why[1200];
    for (node_id n = 0; n < t->count; n++)
        for (int part = 0; part < QP_COUNT; part++) {
            node_id at = part == QP_LEAVES ? 0 : n;
            if (part == QP_LEAVES && n + 1 != t->count)
                continue;       /* the leaves come last */
            if (!quiz_asked(q, at, (enum quiz_part)part, ask))
                continue;
            quiz_answer_line(line, sizeof line, q, at, (enum quiz_part)part, view);
            if (!line[0])
                continue;
            if (part == QP_CUT && !(ask & QUIZ_ASK_KINDS)) {
                /* the kind only when asked: "cut PATH" */
                char *space = strchr(line + 4, ' ');
                if (space)
                    *space = '\0';
            }
            strbuf_printf(out, "%s\n", line);
            if (reasons)
                strbuf_printf(out, "#   %s.\n",
                              quiz_explain(why, sizeof why, q, at, (enum quiz_part)part, view, 3));
        }
}

bool quiz_key_answer(char *buf, size_t cap, const struct quiz *q, node_id n,
                     enum quiz_part part, unsigned ask, enum value_view view)
{
    if (!quiz_asked(q, n, part, ask))
        return false;
    quiz_answer_line(buf, cap, q, n, part, view);
    if (part == QP_CUT && !(ask & QUIZ_ASK_KINDS)) {
        /* "cut 2.2.3 deep": the kind is not asked, so not in the key */
        char *space = strchr(buf + 4, ' ');
        if (space)
            *space = '\0';
    }
    return true;
}
