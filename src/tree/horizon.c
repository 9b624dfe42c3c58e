/* SPDX-License-Identifier: GPL-3.0-or-later */
/* horizon.c: the tree cut off at a depth or a plausibility threshold. */
#include "config.h"

#include "tree/horizon.h"

#include "base/i18n.h"
#include "tree/node_name.h"
#include "tree/order.h"
#include "tree/positions.h"

#include <stdlib.h>
#include <string.h>

/* Copies n's label and annotations onto the node just added, and
 * remembers where it came from. */
static bool carry(struct tree_builder *b, const struct tree *t, node_id n, node_id *from)
{
    node_id now = builder_last(b);
    from[now] = n;
    const char *label = tree_label(t, n);
    if (label) {
        char *copy = strdup(label);
        if (!copy || !builder_label(b, now, copy)) {
            free(copy);
            return false;
        }
    }
    const struct annotation *a = tree_annotation(t, n);
    if (a) {
        struct annotation moved = *a;
        moved.node = now;
        return builder_annotate(b, &moved);
    }
    return true;
}

struct open_node {
    node_id end;            /* first node after its subtree */
    double plausibility;    /* product of p along the path */
};

struct tree *tree_horizon(const struct tree *t, uint32_t depth, double threshold,
                          const char *file, struct diag *err, size_t *made)
{
    struct tree_builder *b = builder_new();
    struct open_node *stack = malloc(((size_t)t->height + 1) * sizeof *stack);
    char *title = t->title ? strdup(t->title) : NULL;
    node_id *from = malloc(t->count * sizeof *from);
    size_t top = 0;
    *made = 0;
    bool missing_eval = false;
    bool ok = b && stack && from && (title || !t->title);
    for (node_id n = 0; ok && n < t->count;) {
        while (top > 0 && stack[top - 1].end <= n) {
            builder_close(b);
            top--;
        }
        const struct annotation *a = tree_annotation(t, n);
        double p = (a && (a->has & ANN_P) ? a->p : 1.0) * (top ? stack[top - 1].plausibility : 1.0);
        bool limited = !tree_is_leaf(t, n) &&
                       (tree_depth(t, n) == depth || (threshold > 0 && p < threshold));
        if (limited) {
            if (!a || !(a->has & ANN_EVAL)) {
                char who[NODE_NAME_MAX];
                node_name(who, sizeof who, t, n);
                diag_set(err, file, 0, 0,
                         tree_depth(t, n) == depth
                             ? _("position %s is at the depth limit and needs a static "
                                 "evaluation: add {eval=N} to it")
                             : _("position %s is at the plausibility threshold and needs a "
                                 "static evaluation: add {eval=N} to it"),
                         who);
                missing_eval = true;
                ok = false;
                break;
            }
            /* eval= is Max's view; the builder wants the file's convention */
            int32_t v = t->written == VIEW_MINIMAX ? a->eval
                 : value_in_view(VIEW_MINIMAX, tree_depth(t, n), a->eval);
            ok = builder_leaf(b, v) && carry(b, t, n, from);
            (*made)++;
            n += t->size[n];
        } else if (tree_is_leaf(t, n)) {
            ok = builder_leaf(b, tree_to_view(t, n, t->value[n], t->written)) && carry(b, t, n, from);
            n++;
        } else {
            ok = builder_open(b) && carry(b, t, n, from);
            stack[top++] = (struct open_node){ n + t->size[n], p };
            n++;
        }
    }
    while (ok && top-- > 0)
        builder_close(b);
    free(stack);
    if (!ok) {
        if (!missing_eval)
            diag_set(err, file, 0, 0, _("out of memory"));
        builder_free(b);
        free(title);
        free(from);
        return NULL;
    }
    /* a transposition stays one where both copies are cut alike */
    struct tree *r = builder_finish(b, t->written, title);
    if (r && (!positions_carry(r, t, from) || !tree_copy_game(r, t))) {
        tree_free(r);
        r = NULL;
    }
    free(from);
    if (!r)
        diag_set(err, file, 0, 0, _("out of memory"));
    return r;
}

bool tree_prepare(struct tree **t, const struct move_order *order, uint32_t depth,
                  double threshold, const char *file, struct diag *err, size_t *made,
                  int32_t *whole_value)
{
    *made = 0;
    if (order->kind != MOVES_AS_IS) {
        struct tree *r = tree_in_order(*t, order);
        if (!r) {
            diag_set(err, file, 0, 0, _("out of memory reordering the tree"));
            return false;
        }
        tree_free(*t);
        *t = r;
    }
    if (depth == HORIZON_NO_DEPTH && !(threshold > 0))
        return true;
    *whole_value = (*t)->value[0];      /* the root's true value, which the tree holds */
    struct tree *r = tree_horizon(*t, depth, threshold, file, err, made);
    if (!r)
        return false;
    tree_free(*t);
    *t = r;
    return true;
}
