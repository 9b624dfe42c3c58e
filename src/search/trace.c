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
