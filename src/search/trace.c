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
    uint32_t w = tr->word[i];
    struct event e = { 0 };
    switch ((enum compact_type)compact_code(tr, i)) {
    case C_ENTER:
        /* F's window is every value, and m starts below them all */
        e = (struct event){ .type = EV_ENTER, .node = opens_before(tr, i), .a = -AB_INF,
                            .b = AB_INF, .c = (uint32_t)-AB_INF };
        break;
    case C_LEAF:
        e = (struct event){ .type = EV_LEAF, .node = opens_before(tr, i), .a = -AB_INF,
                            .b = AB_INF };
        e.c = (uint32_t)t->value[e.node];
        break;
    case C_CHILD: {
        /* the child is the one that just returned; the event that opened
         * it holds m before it */
        size_t o = compact_code(tr, i - 1) == C_LEAF ? i - 1 : tr->word[i - 1];
        node_id c = opens_before(tr, o);
        e = (struct event){ .type = EV_CHILD, .node = w, .c = c, .a = -t->value[c],
                            .b = (int32_t)tr->word[o] };
        e.kind = e.a > e.b;
        break;
    }
    case C_EXIT: {
        /* F returns the true value, every child examined */
        node_id n = opens_before(tr, w);
        e = (struct event){ .type = EV_EXIT, .node = n, .a = t->value[n],
                            .b = (int32_t)tree_count_children(t, n), .c = w,
                            .kind = BOUND_EXACT };
        break;
    }
    }
    return e;
}

/* Event i of a compact trace: its type and word. */
static void compact_put(struct trace *tr, size_t i, enum compact_type code, uint32_t w,
                        size_t *opened)
{
    if (i % 32 == 0)
        tr->types[i / 32] = 0;
    if (i % TRACE_BLOCK == 0)
        tr->opens[i / TRACE_BLOCK] = (uint32_t)*opened;
    tr->types[i / 32] |= (uint64_t)code << (i % 32 * 2);
    tr->word[i] = w;
    *opened += code == C_ENTER || code == C_LEAF;
}

/* A frame of F's walk: an interior position entered, its ENTER's index,
 * its m so far. */
struct f_frame {
    node_id node;
    uint32_t enter;
    int32_t m;
};

/* F's n events, written from the tree in preorder without the search
 * (what F emits is what the tree implies: check_trace compares them with
 * the search's events); false when out of memory. */
static bool record_f(struct trace *tr, size_t n)
{
    const struct tree *t = tr->tree;
    tr->word = big_alloc(n * sizeof *tr->word);
    tr->types = big_alloc((n / 32 + 1) * sizeof *tr->types);
    tr->opens = malloc((n / TRACE_BLOCK + 1) * sizeof *tr->opens);
    struct f_frame *stack = malloc(((size_t)t->height + 1) * sizeof *stack);
    if (!tr->word || !tr->types || !tr->opens || !stack) {
        free(stack);
        return false;
    }
    size_t i = 0, top = 0, opened = 0;
    for (node_id p = 0; p < t->count; p++) {
        if (!tree_is_leaf(t, p)) {
            stack[top++] = (struct f_frame){ p, (uint32_t)i, -AB_INF };
            compact_put(tr, i++, C_ENTER, 0, &opened);
            continue;
        }
        compact_put(tr, i++, C_LEAF, 0, &opened);
        /* the leaf returns, and with it every position it ends */
        node_id c = p;
        size_t o = i - 1;
        while (top > 0) {
            struct f_frame *f = &stack[top - 1];
            tr->word[o] = (uint32_t)f->m;
            compact_put(tr, i++, C_CHILD, f->node, &opened);
            if (-t->value[c] > f->m)
                f->m = -t->value[c];
            if (c + t->size[c] < f->node + t->size[f->node])
                break;
            compact_put(tr, i++, C_EXIT, f->enter, &opened);
            c = f->node;
            o = f->enter;
            top--;
        }
    }
    free(stack);
    /* n is search_f_settled's count from the tree's shape, which every
     * builder settles (tree.h) */
    assert(i == n);
    tr->len = i;
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

/* Whether o is F as the paper prints it, whose steps the tree implies:
 * no window, no rule on entering, no table, no search again. */
static bool plain_f(const struct search_options *o)
{
    return o->alg == ALG_F && o->alpha == -AB_INF && o->beta == AB_INF && !o->mccarthy &&
           !o->futility && !o->research && !o->tt;
}

size_t trace_max_steps(const struct search_options *o)
{
    return plain_f(o) ? TRACE_COMPACT_MAX_STEPS : TRACE_DEFAULT_MAX_STEPS;
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
    max_steps = max_steps ? max_steps : TRACE_DEFAULT_MAX_STEPS;
    if (plain_f(o) && t->count) {
        /* counted from the tree's shape, as run counts them */
        search_run(t, o, NULL, &tr->result);
        if (tr->result.events > max_steps || tr->result.events >= UINT32_MAX) {
            if (too_long)
                *too_long = tr->result.events > max_steps;
            trace_free(tr);
            return NULL;
        }
        if (!record_f(tr, tr->result.events)) {
            trace_free(tr);
            return NULL;
        }
        return tr;
    }
    struct recorder rec = { .tr = tr, .max_steps = max_steps };
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
