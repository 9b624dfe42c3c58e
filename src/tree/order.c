/* SPDX-License-Identifier: GPL-3.0-or-later */
/* order.c: reordering the moves of a tree by their true values.
 *
 * One walk serves both uses: it visits the positions of the reordered tree
 * in its preorder, with an explicit stack (deep trees must not overflow the
 * C stack), and hands each one to a visitor that either builds a new tree
 * or only collects the leaf values. */
#include "config.h"

#include "tree/order.h"

#include "base/i18n.h"
#include "base/rng.h"
#include "tree/positions.h"

#include <stdbool.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>


/* The orders: the name for the command line and the machine formats, and
 * the words for a heading (translated where printed). */
static const struct {
    const char *name;
    const char *phrase;
} orders[ORDER_COUNT] = {
    { "random", N_("random order") },
    { "best", N_("best order") },
    { "worst", N_("worst order") },
};

const char *order_name(enum child_order o)
{
    return orders[o].name;
}

const char *order_phrase(enum child_order o)
{
    return orders[o].phrase;
}

enum child_order order_from_name(const char *name)
{
    for (int o = 0; o < ORDER_COUNT; o++)
        if (strcmp(orders[o].name, name) == 0)
            return (enum child_order)o;
    return ORDER_COUNT;
}

struct visitor {
    bool (*enter)(void *ctx, node_id n);    /* an interior position opens */
    bool (*leaf)(void *ctx, node_id n);
    void (*leave)(void *ctx);               /* the innermost open one closes */
    void *ctx;
};

/* A child with the key it is sorted by; rank breaks ties so that equal
 * children keep their order. */
struct ranked {
    int64_t key;
    uint32_t rank;
    node_id node;
};

static int compare_ranked(const void *a, const void *b)
{
    const struct ranked *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return (x->rank > y->rank) - (x->rank < y->rank);
}

/* Appends the children of n to pending[at..] by increasing key (ties in
 * their old order). */
static void push_sorted_children(const struct tree *t, const int64_t *key, node_id n,
                                 struct ranked *scratch, node_id *pending)
{
    uint32_t d = tree_nchild(t, n);
    node_id c = tree_first_child(t, n);
    for (uint32_t i = 0; i < d; i++) {
        scratch[i] = (struct ranked){ key ? key[c] : 0, i, c };
        if (i + 1 < d)
            c = tree_next_sibling(t, c);
    }
    qsort(scratch, d, sizeof *scratch, compare_ranked);
    for (uint32_t i = 0; i < d; i++)
        pending[i] = scratch[i].node;
}

struct level {
    size_t next, end;       /* this position's children: pending[next..end) */
};

static int walk_reordered(const struct tree *t, const int64_t *key, const struct visitor *v)
{
    if (tree_is_leaf(t, 0))
        return v->leaf(v->ctx, 0) ? 0 : -1;
    uint32_t widest = 0;
    for (node_id n = 0; n < t->count; n++)
        if (tree_nchild(t, n) > widest)
            widest = tree_nchild(t, n);
    node_id *pending = malloc(t->count * sizeof *pending);
    struct ranked *scratch = malloc(widest * sizeof *scratch);
    struct level *levels = malloc(((size_t)t->height + 1) * sizeof *levels);
    bool ok = pending && scratch && levels;
    if (ok) {
        ok = v->enter(v->ctx, 0);
        push_sorted_children(t, key, 0, scratch, pending);
        levels[0] = (struct level){ 0, tree_nchild(t, 0) };
    }
    size_t top = 0;
    while (ok) {
        struct level *l = &levels[top];
        if (l->next == l->end) {
            v->leave(v->ctx);
            if (top == 0)
                break;
            top--;
            continue;
        }
        node_id c = pending[l->next++];
        if (tree_is_leaf(t, c)) {
            ok = v->leaf(v->ctx, c);
            continue;
        }
        ok = v->enter(v->ctx, c);
        size_t at = l->end;
        push_sorted_children(t, key, c, scratch, pending + at);
        levels[++top] = (struct level){ at, at + tree_nchild(t, c) };
    }
    free(pending);
    free(scratch);
    free(levels);
    return ok ? 0 : -1;
}

/* The sort keys of an order: the parent receives -F(child), so the best
 * move has the smallest F(child).  NULL (with *ok true) for as-is. */
static int64_t *order_keys(const struct tree *t, enum child_order o, bool *ok)
{
    *ok = true;
    if (o == ORDER_AS_IS)
        return NULL;
    int64_t *key = malloc(t->count * sizeof *key);
    if (!key) {
        *ok = false;
        return NULL;
    }
    /* the tree holds every position's true value */
    for (node_id n = 0; n < t->count; n++)
        key[n] = o == ORDER_BEST_FIRST ? t->value[n] : -(int64_t)t->value[n];
    return key;
}

/* ---- building the reordered tree ---- */

struct rebuild {
    const struct tree *t;
    struct tree_builder *b;
    node_id *from;          /* for each new node, the node it was */
};

/* Gives the node just added its old label and annotations. */
static bool carry_over(struct rebuild *r, node_id old)
{
    node_id now = builder_last(r->b);
    r->from[now] = old;
    const char *label = tree_label(r->t, old);
    if (label) {
        char *copy = strdup(label);
        if (!copy || !builder_label(r->b, now, copy)) {
            free(copy);
            return false;
        }
    }
    const struct annotation *a = tree_annotation(r->t, old);
    if (a) {
        struct annotation moved = *a;
        moved.node = now;
        return builder_annotate(r->b, &moved);
    }
    return true;
}

static bool rebuild_enter(void *ctx, node_id n)
{
    struct rebuild *r = ctx;
    return builder_open(r->b) && carry_over(r, n);
}

static bool rebuild_leaf(void *ctx, node_id n)
{
    struct rebuild *r = ctx;
    /* the builder takes values in the file's convention; depth is kept */
    int32_t written = tree_to_view(r->t, n, r->t->value[n], r->t->written);
    return builder_leaf(r->b, written) && carry_over(r, n);
}

static void rebuild_leave(void *ctx)
{
    struct rebuild *r = ctx;
    builder_close(r->b);
}

struct tree *tree_reordered_by_key(const struct tree *t, const int64_t *key)
{
    struct rebuild r = { t, builder_new(), malloc(t->count * sizeof *r.from) };
    char *title = t->title ? strdup(t->title) : NULL;
    if (!r.b || !r.from || (t->title && !title)) {
        builder_free(r.b);
        free(r.from);
        free(title);
        return NULL;
    }
    struct visitor v = { rebuild_enter, rebuild_leaf, rebuild_leave, &r };
    if (walk_reordered(t, key, &v) != 0) {
        builder_free(r.b);
        free(r.from);
        free(title);
        return NULL;
    }
    /* transpositions stay: the same position with its moves reordered */
    struct tree *n = builder_finish(r.b, t->written, title);
    if (n && (!positions_carry(n, t, r.from) || !tree_copy_game(n, t))) {
        tree_free(n);
        n = NULL;
    }
    free(r.from);
    return n;
}

struct tree *tree_reordered(const struct tree *t, enum child_order o)
{
    bool ok;
    int64_t *key = order_keys(t, o, &ok);
    struct tree *r = ok ? tree_reordered_by_key(t, key) : NULL;
    free(key);
    return r;
}

/* ---- only the leaf values ---- */

struct collect {
    const int32_t *value;
    int32_t *out;
    size_t len;
};

static bool collect_enter(void *ctx, node_id n)
{
    (void)ctx;
    (void)n;
    return true;
}

static bool collect_leaf(void *ctx, node_id n)
{
    struct collect *c = ctx;
    c->out[c->len++] = c->value[n];
    return true;
}

static void collect_leave(void *ctx)
{
    (void)ctx;
}

int order_leaf_values(const struct tree *t, enum child_order o, int32_t *out)
{
    struct collect c = { t->value, out, 0 };
    struct visitor v = { collect_enter, collect_leaf, collect_leave, &c };
    bool ok;
    int64_t *key = order_keys(t, o, &ok);
    int status = ok ? walk_reordered(t, key, &v) : -1;
    free(key);
    return status;
}

/* ---- move orders for the searches ---- */

bool move_order_parse(const char *s, struct move_order *o)
{
    static const struct { const char *name; enum move_order_kind kind; } kinds[] = {
        { "as-is", MOVES_AS_IS }, { "best", MOVES_BEST }, { "worst", MOVES_WORST },
        { "eval", MOVES_EVAL }, { "random", MOVES_RANDOM },
    };
    *o = (struct move_order){ MOVES_AS_IS, 1 };
    const char *colon = strchr(s, ':');
    size_t len = colon ? (size_t)(colon - s) : strlen(s);
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        if (strlen(kinds[i].name) != len || strncmp(s, kinds[i].name, len) != 0)
            continue;
        o->kind = kinds[i].kind;
        if (!colon)
            return true;
        if (o->kind != MOVES_RANDOM || !colon[1])
            return false;
        /* digits only, and a seed that fits: 2^64 and more is refused,
         * not taken as 2^64-1 */
        if (strspn(colon + 1, "0123456789") != strlen(colon + 1))
            return false;
        char *end;
        errno = 0;
        o->seed = strtoull(colon + 1, &end, 10);
        return *end == '\0' && errno != ERANGE;
    }
    return false;
}

struct tree *tree_in_order(const struct tree *t, const struct move_order *o)
{
    int64_t *key = malloc(t->count * sizeof *key);
    if (!key)
        return NULL;
    struct tree *r = NULL;
    if (o->kind == MOVES_BEST || o->kind == MOVES_WORST) {
        free(key);
        return tree_reordered(t, o->kind == MOVES_BEST ? ORDER_BEST_FIRST : ORDER_WORST_FIRST);
    }
    struct rng rng;
    rng_seed(&rng, o->seed);
    for (node_id n = 0; n < t->count; n++) {
        if (o->kind == MOVES_RANDOM) {
            key[n] = (int64_t)(rng_next(&rng) >> 1);
        } else if (o->kind == MOVES_EVAL) {
            /* eval= is Max's view; the parent wants the child with the
             * smallest value for the player to move there (negamax) */
            const struct annotation *a = tree_annotation(t, n);
            if (a && (a->has & ANN_EVAL)) {
                key[n] = value_in_view(VIEW_MINIMAX, tree_depth(t, n), a->eval);
            } else {
                key[n] = INT64_MAX;
            }
        } else {
            key[n] = 0;
        }
    }
    r = tree_reordered_by_key(t, key);
    free(key);
    return r;
}
