/* SPDX-License-Identifier: GPL-3.0-or-later */
/* trace.c: recording a search. */
#include "config.h"

#include "search/trace.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "search/cutref_build.h"

struct recorder {
    struct trace *tr;
    size_t cap;
    uint32_t *open;         /* indices of ENTER events not yet exited */
    size_t nopen, capopen;
    size_t max_steps;       /* more is too long: the rest is not kept */
    bool failed, too_long;
};

static void record(void *ctx, const struct event *ev)
{
    struct recorder *rec = ctx;
    struct trace *tr = rec->tr;
    if (rec->failed)
        return;
    if (tr->len == rec->max_steps) {
        rec->failed = rec->too_long = true;
        return;
    }
    if (tr->len >= UINT32_MAX ||
        !ARRAY_GROW(tr->ev, rec->cap, tr->len + 1)) {
        rec->failed = true;
        return;
    }
    struct event e = *ev;
    if (e.type == EV_ENTER) {
        if (!ARRAY_GROW(rec->open, rec->capopen, rec->nopen + 1)) {
            rec->failed = true;
            return;
        }
        rec->open[rec->nopen++] = (uint32_t)tr->len;
    } else if (e.type == EV_EXIT) {
        e.c = rec->open[--rec->nopen];
    }
    tr->ev[tr->len++] = e;
}

struct trace *trace_record(const struct tree *t, const struct search_options *o)
{
    return trace_record_max(t, o, 0, NULL);
}

struct trace *trace_record_max(const struct tree *t, const struct search_options *o,
                               size_t max_steps, bool *too_long)
{
    if (too_long)
        *too_long = false;
    struct trace *tr = calloc(1, sizeof *tr);
    if (!tr)
        return NULL;
    tr->tree = t;
    tr->options = *o;
    struct recorder rec = { .tr = tr, .max_steps = max_steps ? max_steps
                                                             : TRACE_DEFAULT_MAX_STEPS };
    struct search_sink sink = { .event = record, .ctx = &rec };
    if (cutref_build(t, o, &tr->ref) != 0) {
        trace_free(tr);
        return NULL;
    }
    if (search_run_judged(t, o, cutref_built(&tr->ref) ? &tr->ref : NULL, &sink, &tr->result) != 0 ||
        rec.failed) {
        if (too_long)
            *too_long = rec.too_long;
        free(rec.open);
        trace_free(tr);
        return NULL;
    }
    free(rec.open);
    /* give back the slack of the doubling */
    if (tr->len) {
        struct event *shrunk = realloc(tr->ev, tr->len * sizeof *tr->ev);
        if (shrunk)
            tr->ev = shrunk;
    }
    return tr;
}

void trace_free(struct trace *tr)
{
    if (!tr)
        return;
    free(tr->ev);
    cutref_free(&tr->ref);
    free(tr);
}

enum cut_kind trace_branch_kind(const struct trace *tr, const struct event *e, node_id c)
{
    enum cut_kind k = (enum cut_kind)e->kind;
    if (cut_kind_info(k)->entry_reason || !cutref_built(&tr->ref))
        return k;
    return cutref_kind(&tr->ref, c, tr->options.alg == ALG_F1, k == CUT_NULL_WINDOW);
}

const char *trace_kind_count(char *buf, size_t cap, enum cut_kind k, size_t branches,
                             size_t events)
{
    char b[48], e[48];
    snprintf(b, sizeof b, P_("%zu branch", "%zu branches", branches), branches);
    snprintf(e, sizeof e, P_("%zu cutoff", "%zu cutoffs", events), events);
    /* TRANSLATORS: "5 branches cut off by deep cutoffs (3 cutoffs)" */
    snprintf(buf, cap, _("%s cut off by %s (%s)"), b, i18n_context(cut_kind_info(k)->plural),
             e);
    return buf;
}

static int compare_keys(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

bool trace_index_init(struct trace_index *x, const struct trace *tr)
{
    *x = (struct trace_index){ 0 };
    size_t reach = 0, ret = 0, cut = 0;
    for (size_t i = 0; i < tr->len; i++) {
        uint8_t t = tr->ev[i].type;
        reach += t == EV_ENTER || t == EV_LEAF;
        ret += t == EV_EXIT || t == EV_LEAF;
        cut += t == EV_CUTOFF;
    }
    x->reach = malloc((reach ? reach : 1) * sizeof *x->reach);
    x->ret = malloc((ret ? ret : 1) * sizeof *x->ret);
    x->cutoffs = malloc((cut ? cut : 1) * sizeof *x->cutoffs);
    if (!x->reach || !x->ret || !x->cutoffs) {
        trace_index_free(x);
        return false;
    }
    for (size_t i = 0; i < tr->len; i++) {
        const struct event *e = &tr->ev[i];
        uint64_t key = (uint64_t)e->node << 32 | (uint32_t)i;
        if (e->type == EV_ENTER || e->type == EV_LEAF)
            x->reach[x->nreach++] = key;
        if (e->type == EV_EXIT || e->type == EV_LEAF)
            x->ret[x->nret++] = key;
        if (e->type == EV_CUTOFF)
            x->cutoffs[x->ncutoffs++] = (uint32_t)i;
    }
    qsort(x->reach, x->nreach, sizeof *x->reach, compare_keys);
    qsort(x->ret, x->nret, sizeof *x->ret, compare_keys);
    return true;
}

void trace_index_free(struct trace_index *x)
{
    free(x->reach);
    free(x->ret);
    free(x->cutoffs);
    *x = (struct trace_index){ 0 };
}

/* The first key of keys[0..n) at or above key (found by halving). */
static size_t first_key(const uint64_t *keys, size_t n, uint64_t key)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (keys[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The first event of n from `from` on among keys, or SIZE_MAX. */
static size_t first_event(const uint64_t *keys, size_t n, node_id node, size_t from)
{
    if (from > UINT32_MAX)
        return SIZE_MAX;
    size_t i = first_key(keys, n, (uint64_t)node << 32 | from);
    return i < n && keys[i] >> 32 == node ? (size_t)(uint32_t)keys[i] : SIZE_MAX;
}

size_t trace_index_reach(const struct trace_index *x, node_id n, size_t from)
{
    return first_event(x->reach, x->nreach, n, from);
}

size_t trace_index_return(const struct trace_index *x, node_id n, size_t from)
{
    return first_event(x->ret, x->nret, n, from);
}

size_t trace_index_last_return(const struct trace_index *x, node_id n)
{
    /* the key before the first of the next position */
    size_t i = first_key(x->ret, x->nret, ((uint64_t)n + 1) << 32);
    return i > 0 && x->ret[i - 1] >> 32 == n ? (size_t)(uint32_t)x->ret[i - 1] : SIZE_MAX;
}

size_t trace_index_cutoff(const struct trace_index *x, size_t from)
{
    size_t lo = 0, hi = x->ncutoffs;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (x->cutoffs[mid] < from)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < x->ncutoffs ? x->cutoffs[lo] : SIZE_MAX;
}
