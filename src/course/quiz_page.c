/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_page.c: the exercise of a recorded search, as the data of the web
 * page's practice mode (doc/export.md, "Practice"). */
#include "config.h"

#include "course/quiz_page.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "course/answer.h"
#include "course/quiz.h"
#include "course/quiz_grade.h"
#include "course/quiz_key.h"
#include "render/format.h"
#include "render/html.h"

bool quiz_page_takes(enum algorithm alg)
{
    return alg == ALG_F1 || alg == ALG_F2 || alg == ALG_F2_SOFT;
}

/* A sentence as the page shows it: Hungarian articles settled, as
 * `quiz --check` prints them. */
static void json_text(struct strbuf *out, const char *key, const char *text, bool comma)
{
    char buf[1600];
    snprintf(buf, sizeof buf, "%s", text);
    i18n_articles(buf);
    strbuf_printf(out, "%s\"%s\":", comma ? "," : "", key);
    html_json_string(out, buf);
}

/* The page's own words, and those of quiz --check it shows. */
static void words_json(struct strbuf *out, const struct quiz *q)
{
    /* TRANSLATORS: the web page's practice mode (export -f html
     * --practice): headings and buttons */
    json_text(out, "answers", _("Your answers"), false);
    json_text(out, "window", q->alg == ALG_F1 ? _("bound") : _("window"), true);
    json_text(out, "value", _("value or bound"), true);
    json_text(out, "cut", _("cut off?"), true);
    json_text(out, "leaves", _("leaves evaluated"), true);
    json_text(out, "check", _("Check"), true);
    json_text(out, "reveal", _("Reveal the next step"), true);
    json_text(out, "again", _("Start again"), true);
    /* TRANSLATORS: the choices of a position's "cut off?" menu on the web
     * page: not cut off, cut off (kind not said), cut off by a kind */
    json_text(out, "noCut", _("not cut off"), true);
    json_text(out, "isCut", _("cut off"), true);
    strbuf_puts(out, ",\"cutOf\":");
    html_json_template(out, _("cut off: %s"));
    json_text(out, "howto", q->alg == ALG_F1
              ? _("Write at each position the bound F1 is called with and the value or "
                  "bound it returns (3, >=3, <=2); click a branch, or choose in its row, "
                  "to mark it cut off, again for its kind. Check grades everything; "
                  "Reveal shows the solution a step of the search at a time.")
              : _("Write at each position the window it is called with ((3, +inf) or "
                  "3 +inf) and the value or bound it returns (3, >=3, <=2); click a "
                  "branch, or choose in its row, to mark it cut off, again for its kind. "
                  "Check grades everything; Reveal shows the solution a step of the "
                  "search at a time."), true);
    strbuf_puts(out, ",\"score\":");
    html_json_template(out, _("Score: %s.\n"));
    strbuf_puts(out, ",\"rightOf\":");
    html_json_template(out, _("%zu of %zu right (%u%%)"));
    json_text(out, "allRight", _("All right."), true);
    /* TRANSLATORS: the web page's practice mode, after Check when not all
     * is right */
    json_text(out, "notYet", _("Not yet: the wrong and missing answers are listed below and "
                               "marked in their rows."), true);
    strbuf_puts(out, ",\"parts\":[");
    static const char *const parts[QP_COUNT] = {
        N_("windows"), N_("values"), N_("cuts"), N_("leaves"),
    };
    for (int p = 0; p < QP_COUNT; p++) {
        strbuf_puts(out, p ? "," : "");
        html_json_string(out, _(parts[p]));
    }
    /* the parts' names in a verdict ("1: вікно: правильно."), as the
     * exercise screen names them; the keywords are the answer file's */
    strbuf_puts(out, "],\"partNames\":[");
    for (int p = 0; p < QP_COUNT; p++) {
        strbuf_puts(out, p ? "," : "");
        html_json_string(out, quiz_part_name((enum quiz_part)p));
    }
    strbuf_puts(out, "],\"keywords\":[");
    for (int p = 0; p < QP_COUNT; p++) {
        strbuf_puts(out, p ? "," : "");
        html_json_string(out, quiz_part_keyword((enum quiz_part)p));
    }
    /* the verdicts by part, as quiz_verdict_name() gives them */
    strbuf_puts(out, "],\"verdicts\":[");
    for (int p = 0; p < QP_COUNT; p++) {
        strbuf_puts(out, p ? ",[" : "[");
        for (int v = 0; v < QV_COUNT; v++) {
            char buf[200];
            snprintf(buf, sizeof buf, "%s", quiz_verdict_name((enum quiz_verdict)v,
                                                              (enum quiz_part)p));
            i18n_articles(buf);
            strbuf_puts(out, v ? "," : "");
            html_json_string(out, buf);
        }
        strbuf_puts(out, "]");
    }
    /* what does not read, in quiz --check's words ("%s" the position) */
    strbuf_puts(out, "],\"badWindow\":");
    html_json_template(out, q->alg == ALG_F1
                       ? _("window %s needs a value: its bound, such as 3 or +inf")
                       : _("window %s needs two values, such as 3 +inf or (3, +inf)"));
    strbuf_puts(out, ",\"badValue\":");
    html_json_template(out, _("value %s needs a number, such as 3 (or a bound, >=3)"));
    json_text(out, "badLeaves", _("leaves needs a number: the leaves the search evaluates"),
              true);
    /* a score's "; 2 lines not read", for every count a page can have */
    size_t most = 2 * q->tree->count + 1;
    strbuf_puts(out, ",\"notRead\":[\"\"");
    for (size_t k = 1; k <= most; k++) {
        char buf[100];
        snprintf(buf, sizeof buf, P_("; %zu line not read", "; %zu lines not read", k), k);
        strbuf_puts(out, ",");
        html_json_string(out, buf);
    }
    strbuf_puts(out, "]");
}

/* One position: its leaf value, whether it is called, its window, value
 * and cut, and the sentences that explain them. */
static void node_json(struct strbuf *out, const struct quiz *q, node_id n, enum value_view view)
{
    const struct tree *t = q->tree;
    uint32_t d = tree_depth(t, n);
    char path[96], buf[FMT_VALUE_MAX + 8], why[1600];
    strbuf_puts(out, "{\"p\":");
    html_json_string(out, quiz_path_of(path, sizeof path, t, n));
    if (tree_is_leaf(t, n)) {
        strbuf_puts(out, ",\"leaf\":");
        html_json_string(out, fmt_value(buf, t->value[n], d, view));
    }
    strbuf_printf(out, ",\"t\":%d", view_turns_sign(view, d) ? 1 : 0);
    if (quiz_called(q, n)) {
        int32_t lo, hi;
        enum bound_kind k;
        quiz_window(q, n, view, &lo, &hi);
        int32_t v = quiz_value(q, n, view, &k);
        enum bound_kind neg;
        int32_t x = calls_returned(&q->calls, n, &neg);
        strbuf_printf(out, ",\"c\":1,\"w\":[%ld,%ld],\"v\":%ld,\"b\":%d", (long)lo, (long)hi,
                      (long)v, (int)k);
        char a[FMT_VALUE_MAX], b[FMT_VALUE_MAX];
        snprintf(why, sizeof why, q->alg == ALG_F1 ? "%s" : "(%s, %s)",
                 q->alg == ALG_F1 ? fmt_number(a, view_turns_sign(view, d) ? lo : hi)
                                  : fmt_number(a, lo), fmt_number(b, hi));
        strbuf_puts(out, ",\"ws\":");
        html_json_string(out, why);
        strbuf_puts(out, ",\"vs\":");
        html_json_string(out, fmt_bound_mark(buf, sizeof buf, x, neg, d, view));
        strbuf_puts(out, ",\"why\":{\"w\":[");
        for (unsigned sides = 1; sides <= 3; sides++) {
            quiz_explain(why, sizeof why, q, n, QP_WINDOW, view, sides);
            i18n_articles(why);
            strbuf_puts(out, sides > 1 ? "," : "");
            html_json_string(out, why);
        }
        strbuf_puts(out, "]");
        json_text(out, "v", quiz_explain(why, sizeof why, q, n, QP_VALUE, view, 3), true);
    } else {
        strbuf_puts(out, ",\"c\":0,\"why\":{");
        json_text(out, "u", quiz_explain(why, sizeof why, q, n, QP_VALUE, view, 3), false);
    }
    if (n)
        json_text(out, "c", quiz_explain(why, sizeof why, q, n, QP_CUT, view, 3), true);
    /* the answer lines of --solution, shown as the solution is revealed */
    strbuf_puts(out, "},\"key\":[");
    for (int part = QP_WINDOW; part <= QP_CUT; part++) {
        strbuf_puts(out, part ? "," : "");
        html_json_string(out, quiz_answer_line(why, sizeof why, q, n, (enum quiz_part)part,
                                               view));
    }
    strbuf_puts(out, "]");
    strbuf_printf(out, ",\"k\":%d}", n && quiz_is_cut(q, n) ? (int)quiz_cut_kind(q, n) : -1);
}

/* The solution in the order of the search: a call's window when it is
 * called, a branch cut off at its cutoff, a value when the call
 * returns; the leaves at the end. */
struct reveal {
    size_t at;
    node_id n;
    int part;
};

static int by_time(const void *a, const void *b)
{
    const struct reveal *x = a, *y = b;
    if (x->at != y->at)
        return x->at < y->at ? -1 : 1;
    return x->n < y->n ? -1 : x->n > y->n;
}

static bool order_json(struct strbuf *out, const struct quiz *q)
{
    const struct tree *t = q->tree;
    const struct calls *c = &q->calls;
    struct reveal *r = malloc(2 * t->count * sizeof *r + sizeof *r);
    if (!r)
        return false;
    size_t k = 0;
    for (node_id n = 0; n < t->count; n++) {
        if (quiz_called(q, n) && !tree_is_leaf(t, n)) {
            r[k++] = (struct reveal){ c->call[n], n, QP_WINDOW };
            r[k++] = (struct reveal){ c->exit[n] == SIZE_MAX ? c->call[n] : c->exit[n], n,
                                      QP_VALUE };
        }
        if (n && quiz_is_cut(q, n)) {
            node_id p = tree_parent(t, n);
            size_t at = c->cutoff[p] != SIZE_MAX ? c->cutoff[p] : c->exit[p];
            r[k++] = (struct reveal){ at, n, QP_CUT };
        }
    }
    qsort(r, k, sizeof *r, by_time);
    strbuf_puts(out, "[");
    for (size_t i = 0; i < k; i++)
        strbuf_printf(out, "%s[%u,%d]", i ? "," : "", (unsigned)r[i].n, r[i].part);
    strbuf_printf(out, "%s[0,%d]]", k ? "," : "", QP_LEAVES);
    free(r);
    return true;
}

bool quiz_page_json(struct strbuf *out, const struct trace *tr, enum value_view view)
{
    /* the exercise made of the search: quiz_key.h's answers read only
     * the quiz's tree, trace, end state and calls, none of which it
     * changes */
    struct quiz q = { .tree = (struct tree *)tr->tree, .trace = (struct trace *)tr,
                      .alg = tr->options.alg };
    q.end = step_state_new(tr);
    if (q.end)
        step_state_seek(q.end, tr->len);
    if (!q.end || !calls_init(&q.calls, tr, q.end)) {
        step_state_free(q.end);
        out->failed = true;
        return false;
    }
    strbuf_printf(out, "{\"alg\":\"%s\",\"f1\":%s,\"limit\":%ld,\"inf\":%ld,",
                  algorithm_info(q.alg)->name, q.alg == ALG_F1 ? "true" : "false",
                  (long)AB_VALUE_LIMIT, (long)AB_INF);
    /* the numbers of the parts, the bounds and the verdicts, by name */
    strbuf_printf(out, "\"qp\":{\"window\":%d,\"value\":%d,\"cut\":%d,\"leaves\":%d},",
                  QP_WINDOW, QP_VALUE, QP_CUT, QP_LEAVES);
    strbuf_printf(out, "\"bk\":{\"exact\":%d,\"lower\":%d,\"upper\":%d},", BOUND_EXACT,
                  BOUND_LOWER, BOUND_UPPER);
    strbuf_printf(out, "\"qv\":{\"right\":%d,\"missing\":%d,\"value\":%d,\"direction\":%d,"
                  "\"notExact\":%d,\"notBound\":%d,\"window\":%d,\"kind\":%d,\"noKind\":%d,"
                  "\"extra\":%d,\"inside\":%d,\"unreached\":%d,\"count\":%d},\"words\":{",
                  QV_RIGHT, QV_MISSING, QV_WRONG_VALUE, QV_WRONG_DIRECTION, QV_NOT_EXACT,
                  QV_NOT_BOUND, QV_WRONG_WINDOW, QV_WRONG_KIND, QV_NO_KIND, QV_EXTRA_CUT,
                  QV_CUT_INSIDE, QV_UNREACHED, QV_WRONG_COUNT);
    words_json(out, &q);
    /* the kinds a student can choose, as the cut-kind table's index and
     * their words */
    strbuf_puts(out, "},\"kinds\":[");
    unsigned possible = answer_kinds_possible(&tr->options);
    bool comma = false;
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        if (!(possible & 1u << k))
            continue;
        strbuf_printf(out, "%s{\"k\":%d,\"word\":", comma ? "," : "", k);
        html_json_string(out, cut_kind_word((enum cut_kind)k));
        strbuf_puts(out, "}");
        comma = true;
    }
    strbuf_puts(out, "],\"nodes\":[");
    for (node_id n = 0; n < q.tree->count; n++) {
        strbuf_puts(out, n ? ",\n" : "\n");
        node_json(out, &q, n, view);
    }
    char why[1600];
    strbuf_printf(out, "],\"leaves\":%zu", tr->result.leaves);
    strbuf_puts(out, ",\"leavesKey\":");
    html_json_string(out, quiz_answer_line(why, sizeof why, &q, 0, QP_LEAVES, view));
    json_text(out, "leavesWhy", quiz_explain(why, sizeof why, &q, 0, QP_LEAVES, view, 3), true);
    strbuf_puts(out, ",\"order\":");
    bool ok = order_json(out, &q);
    strbuf_puts(out, "}");
    calls_free(&q.calls);
    step_state_free(q.end);
    if (!ok)
        out->failed = true;
    return ok && !out->failed;
}
