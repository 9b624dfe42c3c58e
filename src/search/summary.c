/* SPDX-License-Identifier: GPL-3.0-or-later */
/* summary.c: the counting sink behind `run`'s summary. */
#include "config.h"

#include "search/summary.h"

#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "search/cutref_build.h"

/* One more search from the root; false (and s->failed) when out of
 * memory. */
static bool add_pass(struct summary *s, struct summary_pass pass)
{
    if (s->failed)
        return false;
    if (!ARRAY_GROW(s->passes, s->cappasses, s->npasses + 1)) {
        s->failed = true;
        return false;
    }
    s->passes[s->npasses++] = pass;
    return true;
}

/* Position n returned v, which is not its true value: counted, and
 * listed when among the SUMMARY_LISTED_MAX of the smallest ids. */
static void note_differing(struct summary *s, node_id n, int32_t v, uint8_t kind)
{
    s->differ++;
    if (s->nlisted == SUMMARY_LISTED_MAX && n > s->listed[SUMMARY_LISTED_MAX - 1].node)
        return;
    size_t at = s->nlisted < SUMMARY_LISTED_MAX ? s->nlisted++ : SUMMARY_LISTED_MAX - 1;
    while (at > 0 && s->listed[at - 1].node > n) {
        s->listed[at] = s->listed[at - 1];
        at--;
    }
    s->listed[at] = (struct summary_differing){ n, v, kind };
}

static void count(void *ctx, const struct event *e)
{
    struct summary *s = ctx;
    node_id n = e->node;
    switch ((enum event_type)e->type) {
    case EV_LEAF:
        s->done[n] = 1 + BOUND_EXACT;
        s->value[n] = event_c_value(e);
        s->leaves_seen++;
        if (n == 0)
            add_pass(s, (struct summary_pass){ e->a, e->b, event_c_value(e), BOUND_EXACT, 1 });
        break;
    case EV_ENTER:
        if (n == 0) {
            s->pass_start = s->leaves_seen;
            add_pass(s, (struct summary_pass){ e->a, e->b, 0, BOUND_EXACT, 0 });
        }
        break;
    case EV_EXIT:
        s->done[n] = (uint8_t)(1 + e->kind);
        s->value[n] = e->a;
        if (n == 0 && s->npasses) {
            struct summary_pass *p = &s->passes[s->npasses - 1];
            p->value = e->a;
            p->kind = e->kind;
            p->leaves = s->leaves_seen - s->pass_start;
        }
        break;
    case EV_RESEARCH: {
        /* the subtree starts over: what it returned before is forgotten */
        size_t end = (size_t)n + s->tree->size[n];
        memset(s->done + n, 0, end - n);
        break;
    }
    default:
        break;
    }
}

/* The sink without the arrays: only what returns matters (a leaf returns
 * its true value), and one pass from the root, until a re-search. */
static void count_differing(void *ctx, const struct event *e)
{
    struct summary *s = ctx;
    node_id n = e->node;
    if (e->type == EV_RESEARCH) {
        s->restart = true;
    } else if (e->type == EV_EXIT) {
        if (e->a != s->tree->value[n])
            note_differing(s, n, e->a, e->kind);
        if (n == 0)
            s->passes[0].kind = e->kind;
    }
}

/* The search with a sink keeping every position's result. */
static int run_every_position(struct summary *s)
{
    const struct tree *t = s->tree;
    s->done = calloc(t->count, 1);
    s->value = malloc(t->count * sizeof *s->value);
    struct search_sink sink = { .event = count, .ctx = s, .skip = 1u << EV_CHILD | 1u << EV_CUTOFF };
    if (!s->done || !s->value ||
        search_run_judged(t, &s->options, cutref_built(&s->ref) ? &s->ref : NULL, &sink, &s->result) != 0 ||
        s->failed)
        return -1;
    for (node_id n = 0; n < t->count; n++)
        if (s->done[n] && s->value[n] != t->value[n])
            note_differing(s, n, s->value[n], (uint8_t)(s->done[n] - 1));
    return 0;
}

/* The search with the differing positions judged as they return; 1 when
 * a re-search makes it start over keeping every position. */
static int run_differing(struct summary *s)
{
    const struct tree *t = s->tree;
    const struct search_options *o = &s->options;
    struct search_sink sink = { .event = count_differing, .ctx = s,
                                .skip = ~(1u << EV_EXIT | 1u << EV_RESEARCH) };
    int32_t alpha, beta;
    search_root_window(o, &alpha, &beta);
    if (!add_pass(s, (struct summary_pass){ alpha, beta, 0, BOUND_EXACT, 0 }) ||
        search_run_judged(t, o, cutref_built(&s->ref) ? &s->ref : NULL, &sink, &s->result) != 0)
        return -1;
    if (s->restart)
        return 1;
    s->passes[0].value = s->result.value;
    s->passes[0].leaves = s->result.leaves;
    return 0;
}

int summary_run(struct summary *s, const struct tree *t, const struct search_options *o,
                bool every_position)
{
    *s = (struct summary){ .tree = t, .options = *o, .exact = o->alg == ALG_F };
    if (o->alg == ALG_F1 && o->beta == AB_INF) {
        /* the search is F1(p, +inf) itself (no rule on entering applies
         * to F1): no branch it prunes is entered by F1(p, +inf), so every
         * one is shallow, and the comparison search would say no more
         * than a reference entering nothing */
        s->ref = (struct cutref){ .f1 = calloc((t->count + 63) / 64, sizeof *s->ref.f1),
                                  .count = t->count, .shallow_only = true };
        if (!s->ref.f1)
            return -1;
    } else if (cutref_build(t, o, &s->ref) != 0) {
        return -1;
    }
    if (s->exact) {
        /* one pass, the full window, nothing cut: the totals say it all */
        if (search_run(t, o, NULL, &s->result) != 0 ||
            !add_pass(s, (struct summary_pass){ -AB_INF, AB_INF, s->result.value, BOUND_EXACT,
                                                s->result.leaves })) {
            summary_free(s);
            return -1;
        }
        s->steps = s->result.events;
        return 0;
    }
    int status = every_position ? 0 : run_differing(s);
    if (status == 1) {
        /* start over; the comparison searches stay */
        struct cutref ref = s->ref;
        free(s->passes);
        *s = (struct summary){ .tree = t, .options = *o, .ref = ref };
    }
    if (status < 0 || (status != 0 || every_position ? run_every_position(s) : 0) != 0) {
        summary_free(s);
        return -1;
    }
    s->steps = s->result.events;
    return 0;
}

int summary_replay(const struct summary *s, const struct search_sink *sink)
{
    struct search_result r;
    return search_run_judged(s->tree, &s->options, cutref_built(&s->ref) ? &s->ref : NULL, sink, &r);
}

enum cut_kind summary_branch_kind(const struct summary *s, const struct event *e, node_id c)
{
    enum cut_kind k = (enum cut_kind)e->kind;
    if (cut_kind_info(k)->entry_reason || !cutref_built(&s->ref))
        return k;
    return cutref_kind(&s->ref, c, s->options.alg == ALG_F1, k == CUT_NULL_WINDOW);
}

void summary_free(struct summary *s)
{
    cutref_free(&s->ref);
    free(s->done);
    free(s->value);
    free(s->passes);
    s->done = NULL;
    s->value = NULL;
    s->passes = NULL;
    s->npasses = 0;
}
