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
    size_t capword, captypes, capopens;     /* compact */
    uint32_t *open;         /* indices of ENTER events not yet exited */
    size_t nopen, capopen;
    size_t opened;          /* ENTER and LEAF events so far (compact) */
    size_t max_steps;       /* more is too long: the rest is not kept */
    bool failed, too_long;
};

/* The two bits of a compact event; the ENTER and LEAF events (which open
 * a position) have the high bit clear. */
enum compact_type { C_ENTER, C_LEAF, C_CHILD, C_EXIT };

static unsigned compact_code(const struct trace *tr, size_t i)
{
    return (unsigned)(tr->types[i / 32] >> (i % 32 * 2)) & 3u;
}

/* ENTER and LEAF events before event i: the node event i opens, when it
 * is one of them (F opens the positions in preorder). */
static node_id opens_before(const struct trace *tr, size_t i)
{
    size_t m = i % TRACE_BLOCK;
    uint64_t high = 0xAAAAAAAAAAAAAAAAu & (((uint64_t)1 << (2 * m)) - 1);
    return (node_id)(tr->opens[i / TRACE_BLOCK] + m -
                     (size_t)__builtin_popcountll(tr->types[i / 32] & high));
}

enum event_type trace_event_type(const struct trace *tr, size_t i)
{
    static const uint8_t type[] = { EV_ENTER, EV_LEAF, EV_CHILD, EV_EXIT };
    return tr->ev ? (enum event_type)tr->ev[i].type
                  : (enum event_type)type[compact_code(tr, i)];
}

struct event trace_decode(const struct trace *tr, size_t i)
{
    const struct tree *t = tr->tree;
    if (i == 0)
        return tr->first;
    uint32_t w = tr->word[i];
    struct event e = { 0 };
    switch ((enum compact_type)compact_code(tr, i)) {
    case C_ENTER:
        e = (struct event){ .type = EV_ENTER, .node = opens_before(tr, i), .a = -AB_INF,
                            .b = AB_INF, .c = (uint32_t)-AB_INF };
        break;
    case C_LEAF:
        e = (struct event){ .type = EV_LEAF, .node = opens_before(tr, i), .a = -AB_INF,
                            .b = AB_INF };
        e.c = (uint32_t)t->value[e.node];
        break;
    case C_CHILD: {
        /* the child is the one that just returned; its opening event
         * holds m before it */
        size_t o = compact_code(tr, i - 1) == C_LEAF ? i - 1 : tr->word[i - 1];
        node_id c = opens_before(tr, o);
        e = (struct event){ .type = EV_CHILD, .node = w, .c = c, .a = -t->value[c],
                            .b = (int32_t)tr->word[o] };
        e.kind = e.a > e.b;
        break;
    }
    case C_EXIT: {
        node_id n = opens_before(tr, w);
        e = (struct event){ .type = EV_EXIT, .node = n, .a = t->value[n],
                            .b = (int32_t)tree_count_children(t, n), .c = w,
                            .kind = BOUND_EXACT };
        break;
    }
    }
    return e;
}

static bool same_event(const struct event *a, const struct event *b)
{
    return a->type == b->type && a->kind == b->kind && a->unused == b->unused &&
           a->node == b->node && a->a == b->a && a->b == b->b && a->c == b->c;
}

/* The compact trace given up (an event it cannot say): its events
 * decoded into ev[]; false when out of memory. */
static bool compact_give_up(struct recorder *rec)
{
    struct trace *tr = rec->tr;
    rec->cap = 0;
    if (!ARRAY_GROW(tr->ev, rec->cap, tr->len + 1))
        return false;
    for (size_t i = 0; i < tr->len; i++)
        tr->ev[i] = trace_decode(tr, i);
    free(tr->types);
    free(tr->word);
    free(tr->opens);
    tr->types = NULL;
    tr->word = NULL;
    tr->opens = NULL;
    return true;
}

/* Appends e to a compact trace; false when it cannot be said compactly
 * (nothing is then appended). */
static bool compact_append(struct recorder *rec, const struct event *e)
{
    struct trace *tr = rec->tr;
    size_t i = tr->len;
    unsigned code;
    uint32_t w = 0;
    switch ((enum event_type)e->type) {
    case EV_ENTER: code = C_ENTER; break;
    case EV_LEAF: code = C_LEAF; break;
    case EV_CHILD: code = C_CHILD; w = e->node; break;
    case EV_EXIT: code = C_EXIT; w = e->c; break;
    default: return false;
    }
    if (!ARRAY_GROW(tr->word, rec->capword, i + 1) ||
        !ARRAY_GROW(tr->types, rec->captypes, i / 32 + 1) ||
        !ARRAY_GROW(tr->opens, rec->capopens, i / TRACE_BLOCK + 1)) {
        rec->failed = true;
        return false;
    }
    if (i % TRACE_BLOCK == 0)
        tr->opens[i / TRACE_BLOCK] = (uint32_t)rec->opened;
    if (i % 32 == 0)
        tr->types[i / 32] = 0;
    tr->types[i / 32] |= (uint64_t)code << (i % 32 * 2);
    tr->word[i] = w;
    if (i == 0)
        tr->first = *e;
    size_t o = 0;
    if (code == C_CHILD) {
        /* F's child has just returned (its LEAF or EXIT is the event
         * before); m before it goes in the word of the event that opened it */
        unsigned before = i > 0 ? compact_code(tr, i - 1) : C_ENTER;
        if (before != C_LEAF && before != C_EXIT) {
            tr->types[i / 32] &= ~((uint64_t)3 << (i % 32 * 2));
            return false;
        }
        o = before == C_LEAF ? i - 1 : tr->word[i - 1];
        tr->word[o] = (uint32_t)e->b;
    }
    struct event d = trace_decode(tr, i);
    if (i > 0 && !same_event(&d, e)) {
        if (code == C_CHILD)
            tr->word[o] = 0;
        tr->types[i / 32] &= ~((uint64_t)3 << (i % 32 * 2));
        return false;
    }
    rec->opened += code == C_ENTER || code == C_LEAF;
    tr->len++;
    return true;
}

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
    if (tr->len >= UINT32_MAX) {
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
    if (tr->types && compact_append(rec, &e))
        return;
    if (rec->failed || (tr->types && !compact_give_up(rec)) ||
        !ARRAY_GROW(tr->ev, rec->cap, tr->len + 1)) {
        rec->failed = true;
        return;
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
    /* F's events are what the tree implies: tried compact (a non-NULL
     * types[] says so), given up at the first event that is not.  Their
     * number is known too (an ENTER or a LEAF a position, a CHILD all but
     * the root's, an EXIT an interior one's): no doubling, no slack. */
    if (o->alg == ALG_F && t->count) {
        size_t n = 2 * t->count - 1 + (t->count - t->leaves);
        if (n > rec.max_steps)
            n = rec.max_steps;
        rec.capword = n;
        rec.captypes = n / 32 + 1;
        rec.capopens = n / TRACE_BLOCK + 1;
        tr->word = big_alloc(rec.capword * sizeof *tr->word);
        tr->types = big_alloc(rec.captypes * sizeof *tr->types);
        tr->opens = big_alloc(rec.capopens * sizeof *tr->opens);
        if (!tr->word || !tr->types || !tr->opens) {
            trace_free(tr);
            return NULL;
        }
    }
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
    if (tr->len && tr->ev) {
        struct event *shrunk = realloc(tr->ev, tr->len * sizeof *tr->ev);
        if (shrunk)
            tr->ev = shrunk;
    } else if (!tr->len) {
        /* no event: an empty dense trace */
        free(tr->types);
        free(tr->word);
        free(tr->opens);
        tr->types = NULL;
        tr->word = NULL;
        tr->opens = NULL;
    }
    return tr;
}

void trace_free(struct trace *tr)
{
    if (!tr)
        return;
    free(tr->ev);
    free(tr->types);
    free(tr->word);
    free(tr->opens);
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
        enum event_type t = trace_event_type(tr, i);
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
        struct event e_buf;
        const struct event *e = trace_event_at(tr, i, &e_buf);
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
