/* order.c: reordering the moves of a tree by their true values.
 *
 * One walk serves both uses: it visits the positions of the reordered tree
 * in its preorder, with an explicit stack (deep trees must not overflow the
 * C stack), and hands each one to a visitor that either builds a new tree
 * or only collects the leaf values. */
#include "config.h"

#include "order.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "search.h"

static const char *const names[ORDER_COUNT] = { "random", "best", "worst" };

const char *order_name(enum child_order o)
{
    return names[o];
}

enum child_order order_from_name(const char *name)
{
    for (int o = 0; o < ORDER_COUNT; o++)
        if (strcmp(names[o], name) == 0)
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

/* Appends the children of n to pending[at..], best first, worst first or
 * as they are.  The parent receives -F(child), so the best move has the
 * smallest F(child). */
static void push_sorted_children(const struct tree *t, const int32_t *truth, node_id n,
                                 enum child_order o, struct ranked *scratch, node_id *pending)
{
    uint32_t d = t->nchild[n];
    node_id c = tree_first_child(t, n);
    for (uint32_t i = 0; i < d; i++) {
        int64_t key = o == ORDER_BEST_FIRST ? truth[c] : o == ORDER_WORST_FIRST ? -(int64_t)truth[c] : 0;
        scratch[i] = (struct ranked){ key, i, c };
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

static int walk_reordered(const struct tree *t, enum child_order o, const struct visitor *v)
{
    if (tree_is_leaf(t, 0))
        return v->leaf(v->ctx, 0) ? 0 : -1;
    uint32_t widest = 0;
    for (node_id n = 0; n < t->count; n++)
        if (t->nchild[n] > widest)
            widest = t->nchild[n];
    int32_t *truth = malloc(t->count * sizeof *truth);
    node_id *pending = malloc(t->count * sizeof *pending);
    struct ranked *scratch = malloc(widest * sizeof *scratch);
    struct level *levels = malloc(((size_t)t->height + 1) * sizeof *levels);
    bool ok = truth && pending && scratch && levels;
    if (ok) {
        search_true_values(t, truth);
        ok = v->enter(v->ctx, 0);
        push_sorted_children(t, truth, 0, o, scratch, pending);
        levels[0] = (struct level){ 0, t->nchild[0] };
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
        push_sorted_children(t, truth, c, o, scratch, pending + at);
        levels[++top] = (struct level){ at, at + t->nchild[c] };
    }
    free(truth);
    free(pending);
    free(scratch);
    free(levels);
    return ok ? 0 : -1;
}

/* ---- building the reordered tree ---- */

struct rebuild {
    const struct tree *t;
    struct tree_builder *b;
};

/* Gives the node just added its old label and annotations. */
static bool carry_over(struct rebuild *r, node_id old)
{
    node_id now = builder_last(r->b);
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

struct tree *tree_reordered(const struct tree *t, enum child_order o)
{
    struct rebuild r = { t, builder_new() };
    char *title = t->title ? strdup(t->title) : NULL;
    if (!r.b || (t->title && !title)) {
        builder_free(r.b);
        free(title);
        return NULL;
    }
    struct visitor v = { rebuild_enter, rebuild_leaf, rebuild_leave, &r };
    if (walk_reordered(t, o, &v) != 0) {
        builder_free(r.b);
        free(title);
        return NULL;
    }
    return builder_finish(r.b, t->written, title);
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
    return walk_reordered(t, o, &v);
}
