/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz.c: exercises, sheets and grading. */
#include "config.h"

#include "course/quiz.h"
#include "base/i18n.h"

#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "tree/gen.h"

struct quiz *quiz_new(unsigned b, unsigned d, uint64_t seed, enum algorithm alg,
                      struct diag *err)
{
    uint64_t leaves = gen_uniform_leaves(b, d);
    if (b < 2 || d < 1 || leaves == 0 || leaves > QUIZ_MAX_LEAVES) {
        diag_set(err, "quiz", 0, 0, _("an exercise needs degree 2 or more, height 1 or more "
                 "and at most %u leaves (degree %u, height %u has %llu)"), QUIZ_MAX_LEAVES, b,
                 d, (unsigned long long)leaves);
        return NULL;
    }
    struct quiz *q = calloc(1, sizeof *q);
    if (!q) {
        diag_set(err, "quiz", 0, 0, _("out of memory"));
        return NULL;
    }
    *q = (struct quiz){ .alg = alg, .degree = b, .height = d, .seed = seed };
    q->tree = gen_random(b, d, seed, 0, 9, err);
    if (!q->tree) {
        quiz_free(q);
        return NULL;
    }
    struct search_options o = search_defaults(alg);
    q->trace = trace_record(q->tree, &o);
    q->end = q->trace ? step_state_new(q->trace) : NULL;
    if (!q->end) {
        diag_set(err, "quiz", 0, 0, _("out of memory"));
        quiz_free(q);
        return NULL;
    }
    step_state_seek(q->end, q->trace->len);
    return q;
}

void quiz_free(struct quiz *q)
{
    if (!q)
        return;
    step_state_free(q->end);
    trace_free(q->trace);
    tree_free(q->tree);
    free(q);
}

bool quiz_sheet_init(struct quiz_sheet *s, const struct quiz *q)
{
    size_t n = q->tree->count;
    s->cut = calloc(n, 1);
    s->has_value = calloc(n, 1);
    s->value = calloc(n, sizeof *s->value);
    if (s->cut && s->has_value && s->value)
        return true;
    quiz_sheet_free(s);
    return false;
}

void quiz_sheet_free(struct quiz_sheet *s)
{
    free(s->cut);
    free(s->has_value);
    free(s->value);
    s->cut = s->has_value = NULL;
    s->value = NULL;
}

bool quiz_is_cut(const struct quiz *q, node_id n)
{
    return q->end->status[n] == NODE_CUT;
}

int32_t quiz_expected_value(const struct quiz *q, node_id n, enum value_view view)
{
    return tree_to_view(q->tree, n, q->end->value[n], view);
}

bool quiz_grade(const struct quiz *q, const struct quiz_sheet *s, enum value_view view,
                struct quiz_result *r)
{
    const struct tree *t = q->tree;
    memset(r, 0, sizeof *r);
    r->verdict = calloc(t->count, 1);
    if (!r->verdict)
        return false;
    for (node_id n = 0; n < t->count; n++) {
        uint8_t status = q->end->status[n];
        enum quiz_verdict v = QV_NOTHING;
        if (status == NODE_CUT)
            v = s->cut[n] ? QV_CUT_RIGHT : QV_CUT_MISSED;
        else if (s->cut[n])
            v = status == NODE_UNVISITED ? QV_CUT_INSIDE : QV_CUT_WRONG;
        else if (!tree_is_leaf(t, n) && status == NODE_DONE)
            v = !s->has_value[n] ? QV_VALUE_MISSING
                : s->value[n] == quiz_expected_value(q, n, view) ? QV_VALUE_RIGHT
                                                                  : QV_VALUE_WRONG;
        else if (s->has_value[n] && !tree_is_leaf(t, n))
            v = QV_VALUE_UNNEEDED;
        r->verdict[n] = (uint8_t)v;
        r->count[v]++;
    }
    r->perfect = !r->count[QV_CUT_WRONG] && !r->count[QV_CUT_MISSED] &&
                 !r->count[QV_VALUE_WRONG] && !r->count[QV_VALUE_MISSING];
    return true;
}

void quiz_result_free(struct quiz_result *r)
{
    free(r->verdict);
    r->verdict = NULL;
}

/* Splits off the next word of *s, NUL-terminating it. */
static char *word(char **s)
{
    char *p = *s + strspn(*s, " \t");
    if (!*p)
        return NULL;
    char *w = p;
    p += strcspn(p, " \t");
    if (*p)
        *p++ = '\0';
    *s = p;
    return w;
}

bool quiz_sheet_parse(struct quiz_sheet *s, const struct quiz *q, const char *text,
                      const char *name, struct diag *err)
{
    char *copy = strdup(text);
    if (!copy) {
        diag_set(err, name, 0, 0, _("out of memory"));
        return false;
    }
    bool ok = true;
    unsigned line = 0;
    for (char *p = copy, *nl; ok && p; p = nl ? nl + 1 : NULL) {
        nl = strchr(p, '\n');
        if (nl)
            *nl = '\0';
        line++;
        char *rest = p, *hash = strchr(p, '#');
        if (hash)
            *hash = '\0';
        char *what = word(&rest);
        if (!what)
            continue;
        char *path = word(&rest);
        node_id n = path ? tree_find_path(q->tree, path) : AB_NO_NODE;
        if (strcmp(what, "cut") != 0 && strcmp(what, "value") != 0) {
            diag_set(err, name, line, (unsigned)(what - p) + 1,
                     _("expected 'cut PATH' or 'value PATH N', not '%s'"), what);
            ok = false;
        } else if (n == AB_NO_NODE) {
            diag_set(err, name, line, path ? (unsigned)(path - p) + 1 : 1,
                     _("no position '%s' in the exercise"), path ? path : "");
            ok = false;
        } else if (what[0] == 'c') {
            s->cut[n] = 1;
        } else {
            char *v = word(&rest);
            long x;
            if (!v || !parse_bounded_int(v, AB_VALUE_LIMIT, 0, &x)) {
                diag_set(err, name, line, v ? (unsigned)(v - p) + 1 : 1,
                         _("value %s needs a number"), path);
                ok = false;
            } else {
                s->has_value[n] = 1;
                s->value[n] = (int32_t)x;
            }
        }
        if (ok && word(&rest)) {
            diag_set(err, name, line, 1, _("too many words"));
            ok = false;
        }
    }
    free(copy);
    return ok;
}

const char *quiz_verdict_words(enum quiz_verdict v)
{
    static const char *const words[] = {
        [QV_NOTHING] = "",
        [QV_CUT_RIGHT] = N_("cut: right"),
        [QV_CUT_WRONG] = N_("not cut: the search visits it"),
        [QV_CUT_MISSED] = N_("cut off, but not marked"),
        [QV_CUT_INSIDE] = N_("inside a pruned branch (mark where the cut is)"),
        [QV_VALUE_RIGHT] = N_("value: right"),
        [QV_VALUE_WRONG] = N_("value: wrong"),
        [QV_VALUE_MISSING] = N_("value missing"),
        [QV_VALUE_UNNEEDED] = N_("no value: the search never gets here"),
    };
    return (unsigned)v <= QV_VALUE_UNNEEDED && words[v][0] ? _(words[v]) : v == QV_NOTHING ? "" : "?";
}
