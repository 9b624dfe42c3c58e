/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_page.c: the exercise of a recorded search, as the data of the web
 * page's practice mode (doc/export.md, "Practice"). */
#include "config.h"

#include "course/quiz_page.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/json.h"
#include "base/strbuf.h"
#include "course/answer.h"
#include "course/quiz.h"
#include "course/quiz_grade.h"
#include "course/quiz_key.h"
#include "render/words/format.h"
#include "render/export/html/html_text.h"
#include "search/step_state.h"
#include "tree/write.h"

bool quiz_page_takes(enum algorithm alg)
{
    return alg == ALG_F1 || alg == ALG_F2 || alg == ALG_F2_SOFT;
}

/* A sentence as the page shows it: Hungarian articles settled, as
 * `quiz --check` prints them. */
static void sentence(struct json *j, const char *text)
{
    char buf[1600];
    snprintf(buf, sizeof buf, "%s", text);
    i18n_articles(buf);
    json_string(j, buf);
}

static void text_member(struct json *j, const char *key, const char *text)
{
    json_key(j, key);
    sentence(j, text);
}

static void template_member(struct json *j, const char *key, const char *fmt)
{
    json_key(j, key);
    html_template(j, fmt);
}

static void int_member(struct json *j, const char *key, long long v)
{
    json_key(j, key);
    json_int(j, v);
}

/* The page's own words, and those of quiz --check it shows. */
static void words_json(struct json *j, const struct quiz *q)
{
    json_begin_object(j);
    /* TRANSLATORS: the web page's practice mode (export -f html
     * --practice): headings and buttons */
    text_member(j, "answers", _("Your answers"));
    text_member(j, "window", q->alg == ALG_F1 ? _("bound") : _("window"));
    text_member(j, "value", _("value or bound"));
    text_member(j, "cut", _("cut off?"));
    text_member(j, "leaves", _("leaves evaluated"));
    /* the root's row, named as the figures name it ("root" is the
     * answer files' word, which quiz --check's lines keep) */
    text_member(j, "root", _("root"));
    text_member(j, "check", _("Check"));
    text_member(j, "reveal", _("Reveal the next step"));
    text_member(j, "again", _("Start again"));
    /* TRANSLATORS: the choices of a position's "cut off?" menu on the web
     * page: not cut off, cut off (kind not said), cut off by a kind */
    text_member(j, "noCut", _("not cut off"));
    text_member(j, "isCut", _("cut off"));
    template_member(j, "cutOf", _("cut off: %s"));
    text_member(j, "howto", q->alg == ALG_F1
                ? _("Write at each position the bound F1 is called with and the value or "
                    "bound it returns (3, >=3, <=2); click a branch, or choose in its row, "
                    "to mark it cut off, again for its kind. Check grades everything; "
                    "Reveal shows the solution a step of the search at a time.")
                : _("Write at each position the window it is called with ((3, +inf) or "
                    "3 +inf) and the value or bound it returns (3, >=3, <=2); click a "
                    "branch, or choose in its row, to mark it cut off, again for its kind. "
                    "Check grades everything; Reveal shows the solution a step of the "
                    "search at a time."));
    template_member(j, "score", _("Score: %s.\n"));
    text_member(j, "allRight", _("All right."));
    /* TRANSLATORS: the web page's practice mode, after Check when not all
     * is right */
    text_member(j, "notYet", _("Not yet: the wrong and missing answers are listed below and "
                               "marked in their rows."));
    /* TRANSLATORS: the web page's practice mode, after Check in a browser
     * that cannot run the page's WebAssembly (an old one) */
    text_member(j, "noCore", _("Checking needs abprune's engine, which this browser does not "
                               "start: open the page in a newer browser."));
    /* the parts' names in a verdict ("1: вікно: правильно."), as the
     * exercise screen names them; the keywords are the answer file's */
    json_key(j, "partNames");
    json_begin_array(j);
    for (int p = 0; p < QP_COUNT; p++)
        json_string(j, quiz_part_name((enum quiz_part)p));
    json_end_array(j);
    json_key(j, "keywords");
    json_begin_array(j);
    for (int p = 0; p < QP_COUNT; p++)
        json_string(j, quiz_part_keyword((enum quiz_part)p));
    json_end_array(j);
    /* what does not read, in quiz --check's words ("%s" the position) */
    template_member(j, "badWindow", q->alg == ALG_F1
                    ? _("window %s needs a value: its bound, such as 3 or +inf")
                    : _("window %s needs two values, such as 3 +inf or (3, +inf)"));
    template_member(j, "badValue", _("value %s needs a number, such as 3 (or a bound, >=3)"));
    text_member(j, "badLeaves", _("leaves needs a number: the leaves the search evaluates"));
    json_end_object(j);
}

/* One position: its leaf value, and for the solution revealed its
 * answers (window, value or bound, cut) with the sentences that explain
 * them. */
static void node_json(struct json *j, const struct quiz *q, node_id n, enum value_view view)
{
    const struct tree *t = q->tree;
    uint32_t d = tree_depth(t, n);
    char path[96], buf[FMT_VALUE_MAX + 8], why[1600];
    json_begin_object(j);
    json_key(j, "p");
    json_string(j, quiz_path_of(path, sizeof path, t, n));
    if (tree_is_leaf(t, n)) {
        json_key(j, "leaf");
        json_string(j, fmt_value(buf, t->value[n], d, view));
    }
    bool called = quiz_called(q, n);
    if (called) {
        int32_t lo, hi;
        quiz_window(q, n, view, &lo, &hi);
        enum bound_kind neg;
        int32_t x = calls_returned(&q->calls, n, &neg);
        char a[FMT_VALUE_MAX], b[FMT_VALUE_MAX];
        snprintf(why, sizeof why, q->alg == ALG_F1 ? "%s" : "(%s, %s)",
                 q->alg == ALG_F1 ? fmt_number(a, view_turns_sign(view, d) ? lo : hi)
                                  : fmt_number(a, lo), fmt_number(b, hi));
        json_key(j, "ws");
        json_string(j, why);
        json_key(j, "vs");
        json_string(j, fmt_bound_mark(buf, sizeof buf, x, neg, d, view));
    }
    json_key(j, "why");
    json_begin_object(j);
    if (called) {
        text_member(j, "w", quiz_explain(why, sizeof why, q, n, QP_WINDOW, view, 3));
        text_member(j, "v", quiz_explain(why, sizeof why, q, n, QP_VALUE, view, 3));
    }
    if (n)
        text_member(j, "c", quiz_explain(why, sizeof why, q, n, QP_CUT, view, 3));
    json_end_object(j);
    /* the answer lines of --solution, shown as the solution is revealed */
    json_key(j, "key");
    json_begin_array(j);
    for (int part = QP_WINDOW; part <= QP_CUT; part++)
        json_string(j, quiz_answer_line(why, sizeof why, q, n, (enum quiz_part)part, view));
    json_end_array(j);
    int_member(j, "k", n && quiz_is_cut(q, n) ? (int)quiz_cut_kind(q, n) : -1);
    json_end_object(j);
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

static bool order_json(struct json *j, const struct quiz *q)
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
    r[k++] = (struct reveal){ 0, 0, QP_LEAVES };
    json_begin_array(j);
    for (size_t i = 0; i < k; i++) {
        json_begin_array(j);
        json_int(j, r[i].n);
        json_int(j, r[i].part);
        json_end_array(j);
    }
    json_end_array(j);
    free(r);
    return true;
}

bool quiz_page_exercise(struct quiz *q, const struct trace *tr)
{
    /* quiz_key.h's answers and quiz_grade.h's grader read only the
     * quiz's tree, trace, end state and calls, none of which they change */
    *q = (struct quiz){ .tree = (struct tree *)tr->tree, .trace = (struct trace *)tr,
                        .alg = tr->options.alg };
    q->end = step_state_new(tr);
    if (q->end)
        step_state_seek(q->end, tr->len);
    if (!q->end || !calls_init(&q->calls, tr, q->end)) {
        step_state_free(q->end);
        q->end = NULL;
        return false;
    }
    /* the page shows no steps: its reasons name none */
    q->calls.no_steps = true;
    return true;
}

void quiz_page_exercise_free(struct quiz *q)
{
    calls_free(&q->calls);
    step_state_free(q->end);
    q->end = NULL;
}

/* A bound of a window as web_grade reads it: a number, inf or -inf. */
static void bound_text(struct strbuf *out, int32_t v)
{
    if (v <= -AB_INF || v >= AB_INF)
        strbuf_puts(out, v < 0 ? "-inf" : "inf");
    else
        strbuf_printf(out, "%d", (int)v);
}

/* What web_grade needs to make the exercise again in the page: the tree
 * as searched (ordered and cut as asked, written back) and the options
 * of its search, as the lines web/web_api.h reads. */
static bool grade_json(struct json *j, const struct trace *tr, enum value_view view)
{
    const struct search_options *o = &tr->options;
    struct strbuf text, lines;
    strbuf_init(&text);
    strbuf_init(&lines);
    bool ok = tree_write_buf(&text, tr->tree) == 0;
    strbuf_printf(&lines, "algorithm %s\n", algorithm_info(o->alg)->option);
    if (algorithm_has(o->alg, TRAIT_WINDOW) && (o->alpha > -AB_INF || o->beta < AB_INF)) {
        strbuf_puts(&lines, "window ");
        bound_text(&lines, o->alpha);
        strbuf_puts(&lines, ",");
        bound_text(&lines, o->beta);
        strbuf_puts(&lines, "\n");
    }
    if (o->research)
        strbuf_puts(&lines, o->research_widened ? "research widened\n" : "research\n");
    if (o->mccarthy)
        strbuf_puts(&lines, "mccarthy\n");
    if (o->tt)
        strbuf_puts(&lines, "tt\n");
    strbuf_printf(&lines, "view %s\n", value_view_name(view));
    ok = ok && !text.failed && !lines.failed;
    if (ok) {
        json_begin_object(j);
        json_key(j, "tree");
        json_string(j, text.data);
        json_key(j, "options");
        json_string(j, lines.data);
        json_end_object(j);
    }
    strbuf_free(&text);
    strbuf_free(&lines);
    return ok;
}

bool quiz_page_json(struct strbuf *out, const struct trace *tr, enum value_view view,
                    bool grade)
{
    struct quiz q;
    if (!quiz_page_exercise(&q, tr)) {
        out->failed = true;
        return false;
    }
    struct json j;
    json_init_buffer(&j, out, true);
    json_begin_object(&j);
    json_key(&j, "alg");
    json_string(&j, algorithm_info(q.alg)->name);
    json_key(&j, "f1");
    json_bool(&j, q.alg == ALG_F1);
    /* the numbers of the parts, by name */
    static const struct { const char *name; int value; } qp[] = {
        { "window", QP_WINDOW }, { "value", QP_VALUE }, { "cut", QP_CUT }, { "leaves", QP_LEAVES },
    };
    json_key(&j, "qp");
    json_begin_object(&j);
    for (size_t i = 0; i < sizeof qp / sizeof qp[0]; i++)
        int_member(&j, qp[i].name, qp[i].value);
    json_end_object(&j);
    json_key(&j, "words");
    words_json(&j, &q);
    /* the kinds a student can choose, as the cut-kind table's index and
     * their words */
    json_key(&j, "kinds");
    json_begin_array(&j);
    unsigned possible = answer_kinds_possible(&tr->options);
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        if (!(possible & 1u << k))
            continue;
        json_begin_object(&j);
        int_member(&j, "k", k);
        json_key(&j, "word");
        json_string(&j, cut_kind_word((enum cut_kind)k));
        json_end_object(&j);
    }
    json_end_array(&j);
    json_key(&j, "nodes");
    json_begin_array(&j);
    for (node_id n = 0; n < q.tree->count; n++) {
        json_break(&j);
        node_json(&j, &q, n, view);
    }
    json_end_array(&j);
    char why[1600];
    int_member(&j, "leaves", (long long)tr->result.leaves);
    json_key(&j, "leavesKey");
    json_string(&j, quiz_answer_line(why, sizeof why, &q, 0, QP_LEAVES, view));
    text_member(&j, "leavesWhy", quiz_explain(why, sizeof why, &q, 0, QP_LEAVES, view, 3));
    json_key(&j, "order");
    bool ok = order_json(&j, &q);
    if (ok && grade) {
        json_key(&j, "grade");
        ok = grade_json(&j, tr, view);
    }
    json_end_object(&j);
    quiz_page_exercise_free(&q);
    if (!ok)
        out->failed = true;
    return ok && !out->failed;
}
