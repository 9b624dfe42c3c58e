/* SPDX-License-Identifier: GPL-3.0-or-later */
/* report_json.c: `run --json`, written while the search runs again.
 *
 * The arrays (positions in call order, leaves, cutoffs, steps) are in the
 * order of the search's events, so each is written by searching once more
 * with a sink that writes what it is told: the search is deterministic and
 * costs far less than the output, and nothing is kept but the summary. */
#include "config.h"

#include "render/report/report.h"

#include <stdlib.h>
#include <string.h>

#include "base/json.h"
#include "base/util.h"
#include "search/cutkind.h"
#include "search/nodetype.h"

struct writer {
    struct json *j;
    const struct tree *t;
    const struct summary *sum;
    const uint8_t *type;
    char *path;             /* a growing buffer for paths */
    size_t cap;
    size_t step;            /* events seen in this pass */
    bool failed;
};

/* A path in full, or null below REPORT_JSON_PATH_DEPTH. */
static void write_path(struct writer *w, node_id n)
{
    const struct tree *t = w->t;
    if (tree_depth(t, n) > REPORT_JSON_PATH_DEPTH) {
        json_null(w->j);
        return;
    }
    size_t need = tree_path(t, n, NULL, 0) + 1;
    if (!ARRAY_GROW(w->path, w->cap, need)) {
        w->failed = true;
        json_null(w->j);
        return;
    }
    tree_path(t, n, w->path, w->cap);
    json_string(w->j, w->path);
}

/* +-inf as the strings "+inf" / "-inf", anything else as a number. */
static void json_bound(struct json *j, int32_t v)
{
    if (v >= AB_INF)
        json_string(j, "+inf");
    else if (v <= -AB_INF)
        json_string(j, "-inf");
    else
        json_int(j, v);
}

/* "path", "id" and, when there is one, "label". */
static void write_node(struct writer *w, node_id n)
{
    json_key(w->j, "path");
    write_path(w, n);
    json_key(w->j, "id");
    json_int(w->j, n);
    const char *label = tree_label(w->t, n);
    if (label) {
        json_key(w->j, "label");
        json_string(w->j, label);
    }
}

/* Whether the output failed (its limit passed): the passes then write
 * nothing more, so that a report cut short costs no more work. */
static bool stopped(const struct writer *w)
{
    return w->j->out && ferror(w->j->out);
}

static void on_node(void *ctx, const struct event *e)
{
    struct writer *w = ctx;
    if (stopped(w))
        return;
    if (e->type != EV_ENTER && e->type != EV_LEAF)
        return;
    const struct tree *t = w->t;
    struct json *j = w->j;
    node_id n = e->node;
    bool done = summary_done(w->sum, n);
    json_begin_object(j);
    write_node(w, n);
    json_key(j, "parent");
    if (n)
        json_int(j, tree_parent(t, n));
    else
        json_null(j);
    json_key(j, "index");
    json_int(j, (long long)tree_child_index(t, n) + 1);
    json_key(j, "depth");
    json_int(j, tree_depth(t, n));
    json_key(j, "leaf");
    json_bool(j, e->type == EV_LEAF);
    json_key(j, "value");
    json_int(j, done ? summary_value(w->sum, n) : 0);
    json_key(j, "kind");
    json_string(j, bound_kind_name(done ? summary_kind(w->sum, n) : BOUND_EXACT));
    json_key(j, "true_value");
    json_int(j, w->t->value[n]);
    json_key(j, "type");
    if (w->type[n] != NODE_NOT_CRITICAL)
        json_int(j, w->type[n]);
    else
        json_null(j);
    json_key(j, "alpha");
    json_bound(j, e->a);
    json_key(j, "beta");
    json_bound(j, e->b);
    json_end_object(j);
}

static void on_leaf(void *ctx, const struct event *e)
{
    struct writer *w = ctx;
    if (stopped(w))
        return;
    if (e->type == EV_LEAF)
        write_path(w, e->node);
}

/* A cutoff's children examined and pruned, and its kind. */
static void write_cutoff_counts(struct json *j, const struct event *e)
{
    json_key(j, "examined");
    json_int(j, e->a);
    json_key(j, "pruned");
    json_int(j, e->b);
    json_key(j, "kind");
    json_string(j, cut_kind_name((enum cut_kind)e->kind));
}

static void on_cutoff(void *ctx, const struct event *e)
{
    struct writer *w = ctx;
    if (stopped(w))
        return;
    struct json *j = w->j;
    w->step++;
    if (e->type != EV_CUTOFF)
        return;
    json_begin_object(j);
    write_node(w, e->node);
    json_key(j, "step");
    json_int(j, (long long)w->step);
    write_cutoff_counts(j, e);
    json_key(j, "kinds");
    json_begin_array(j);
    node_id c = e->c;
    for (int32_t k = 0; k < e->b; k++) {
        json_string(j, cut_kind_name(summary_branch_kind(w->sum, e, c)));
        if (k + 1 < e->b)
            c = tree_next_sibling(w->t, c);
    }
    json_end_array(j);
    json_key(j, "first_pruned");
    write_path(w, e->c);
    json_key(j, "first_pruned_id");
    json_int(j, e->c);
    json_end_object(j);
}

static void on_step(void *ctx, const struct event *e)
{
    struct writer *w = ctx;
    if (stopped(w))
        return;
    struct json *j = w->j;
    json_begin_object(j);
    json_key(j, "step");
    json_int(j, (long long)++w->step);
    json_key(j, "event");
    json_string(j, event_type_name(e->type));
    json_key(j, "path");
    write_path(w, e->node);
    json_key(j, "id");
    json_int(j, e->node);
    switch ((enum event_type)e->type) {
    case EV_ENTER:
    case EV_LEAF:
        json_key(j, "alpha");
        json_bound(j, e->a);
        json_key(j, "beta");
        json_bound(j, e->b);
        json_key(j, e->type == EV_LEAF ? "value" : "m");
        json_bound(j, event_c_value(e));
        break;
    case EV_CHILD:
        json_key(j, "child");
        write_path(w, e->c);
        json_key(j, "child_id");
        json_int(j, e->c);
        json_key(j, "t");
        json_int(j, e->a);
        json_key(j, "m_before");
        json_bound(j, e->b);
        json_key(j, "m");
        json_bound(j, e->kind ? e->a : e->b);
        break;
    case EV_CUTOFF:
        write_cutoff_counts(j, e);
        break;
    case EV_EXIT:
        json_key(j, "value");
        json_int(j, e->a);
        json_key(j, "kind");
        json_string(j, bound_kind_name((enum bound_kind)e->kind));
        break;
    default:
        break;
    }
    json_end_object(j);
}

/* One array under `key`, written by searching again with `fn` as sink. */
static void write_pass(struct writer *w, const char *key,
                       void (*fn)(void *ctx, const struct event *e))
{
    struct search_sink sink = { .event = fn, .ctx = w };
    json_key(w->j, key);
    json_begin_array(w->j);
    w->step = 0;
    if (summary_replay(w->sum, &sink) != 0)
        w->failed = true;
    json_end_array(w->j);
}

int report_json(FILE *out, const struct report_request *rq)
{
    const struct summary *sum = rq->sum;
    const struct search_options *o = &sum->options;
    const struct tree *t = sum->tree;
    const struct algorithm_info *ai = algorithm_info(o->alg);
    uint8_t *type = malloc(t->count);
    if (!type)
        return -1;
    node_types(t, type);
    struct json j;
    json_init(&j, out);
    struct writer w = { .j = &j, .t = t, .sum = sum, .type = type };
    json_begin_object(&j);
    json_key(&j, "file");
    json_string(&j, rq->file);
    json_key(&j, "title");
    if (t->title)
        json_string(&j, t->title);
    else
        json_null(&j);
    json_key(&j, "algorithm");
    json_string(&j, ai->name);
    json_key(&j, "fail_soft");
    json_bool(&j, o->alg == ALG_F2_SOFT);
    json_key(&j, "alpha");
    json_bound(&j, algorithm_has_window(o->alg) ? o->alpha : -AB_INF);
    json_key(&j, "beta");
    json_bound(&j, o->alg == ALG_F ? AB_INF : o->beta);
    json_key(&j, "root_value");
    json_int(&j, sum->result.value);
    json_key(&j, "true_value");
    json_int(&j, t->value[0]);
    json_key(&j, "positions");
    json_int(&j, (long long)t->count);
    json_key(&j, "leaves_total");
    json_int(&j, (long long)t->leaves);
    json_key(&j, "height");
    json_int(&j, t->height);
    json_key(&j, "leaves_visited");
    json_int(&j, (long long)sum->result.leaves);
    json_key(&j, "interior_visited");
    json_int(&j, (long long)sum->result.interior);
    json_key(&j, "steps");
    json_int(&j, (long long)sum->steps);
    json_key(&j, "cutoff_totals");
    json_begin_object(&j);
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        json_key(&j, cut_kind_name((enum cut_kind)k));
        json_begin_object(&j);
        json_key(&j, "events");
        json_int(&j, (long long)sum->result.events_by_kind[k]);
        json_key(&j, "branches");
        json_int(&j, (long long)sum->result.branches_by_kind[k]);
        json_key(&j, "in_cutoffs");
        json_int(&j, (long long)sum->result.events_with_kind[k]);
        json_end_object(&j);
    }
    json_end_object(&j);
    write_pass(&w, "nodes", on_node);
    write_pass(&w, "leaves", on_leaf);
    write_pass(&w, "cutoffs", on_cutoff);
    if (rq->steps)
        write_pass(&w, "trace", on_step);
    json_end_object(&j);
    json_finish(&j);
    free(w.path);
    free(type);
    return w.failed ? -1 : 0;
}
