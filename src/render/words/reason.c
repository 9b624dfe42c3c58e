/* SPDX-License-Identifier: GPL-3.0-or-later */
/* reason.c: why a search's answers are what they are. */
#include "config.h"

#include "render/words/reason.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "render/words/describe.h"
#include "render/words/format.h"
#include "search/step_state.h"
#include "tree/node_name.h"

bool calls_init(struct calls *q, const struct trace *tr, const struct step_state *end)
{
    *q = (struct calls){ .trace = tr, .end = end };
    const struct tree *t = tr->tree;
    size_t n = t->count;
    q->alpha = malloc(n * sizeof *q->alpha);
    q->beta = malloc(n * sizeof *q->beta);
    q->parent_m = malloc(n * sizeof *q->parent_m);
    q->setter = malloc(n * sizeof *q->setter);
    q->call = malloc(n * sizeof *q->call);
    q->cutoff = malloc(n * sizeof *q->cutoff);
    q->exit = malloc(n * sizeof *q->exit);
    /* per position while it searches: its m and the child that set it */
    int32_t *m = malloc(n * sizeof *m);
    node_id *by = malloc(n * sizeof *by);
    q->scratch = step_state_new(tr);
    bool ok = q->alpha && q->beta && q->parent_m && q->setter && q->call && q->cutoff &&
              q->exit && m && by && q->scratch;
    for (size_t i = 0; ok && i < n; i++) {
        q->call[i] = q->cutoff[i] = q->exit[i] = SIZE_MAX;
        q->setter[i] = by[i] = AB_NO_NODE;
        q->alpha[i] = -AB_INF;
        q->beta[i] = AB_INF;
        q->parent_m[i] = -AB_INF;
    }
    for (size_t i = 0; ok && i < tr->len; i++) {
        struct event e_buf;
        const struct event *e = trace_event_at(tr, i, &e_buf);
        node_id p = e->node ? tree_parent(t, e->node) : AB_NO_NODE;
        switch ((enum event_type)e->type) {
        case EV_ENTER:
        case EV_LEAF:
            q->call[e->node] = i;
            q->alpha[e->node] = e->a;
            q->beta[e->node] = e->b;
            if (p != AB_NO_NODE) {
                q->parent_m[e->node] = m[p];
                q->setter[e->node] = by[p];
            }
            if (e->type == EV_ENTER) {
                m[e->node] = event_c_value(e);
                by[e->node] = AB_NO_NODE;
            } else {
                q->exit[e->node] = i;
            }
            break;
        case EV_CHILD:
            if (e->kind) {
                m[e->node] = e->a;
                by[e->node] = e->c;
            }
            break;
        case EV_CUTOFF:
            q->cutoff[e->node] = i;
            break;
        case EV_EXIT:
            q->exit[e->node] = i;
            break;
        default:
            break;
        }
    }
    free(m);
    free(by);
    if (!ok)
        calls_free(q);
    return ok;
}

void calls_free(struct calls *c)
{
    step_state_free(c->scratch);
    c->scratch = NULL;
    free(c->alpha);
    free(c->beta);
    free(c->parent_m);
    free(c->setter);
    free(c->call);
    free(c->cutoff);
    free(c->exit);
    c->alpha = c->beta = c->parent_m = NULL;
    c->setter = NULL;
    c->call = c->cutoff = c->exit = NULL;
}


/* describe.c's sentence of the cutoff event i, with the frames of the
 * path just after it. */
static void cutoff_words(char *buf, size_t cap, const struct calls *c, size_t i,
                         enum value_view view)
{
    struct event e_buf;
    const struct event *e = trace_event_at(c->trace, i, &e_buf);
    struct step_state *s = c->scratch;
    step_state_seek(s, i + 1);
    uint32_t d = tree_depth(c->trace->tree, e->node);
    const struct path_frame *f = d < s->depth && s->path[d].node == e->node ? &s->path[d] : NULL;
    describe_event(buf, cap, c->trace, e, f, view);
    /* a shallow cutoff's bound, as describe_event says a deep one's */
    size_t len = strlen(buf);
    if (len < cap)
        describe_cutoff_source(buf + len, cap - len, c->trace, e, f, view);
}

int32_t calls_returned(const struct calls *c, node_id n, enum bound_kind *k)
{
    struct event e_buf;
    const struct event *e = trace_event_at(c->trace, c->exit[n], &e_buf);
    if (e->type == EV_LEAF) {
        *k = BOUND_EXACT;
        return event_c_value(e);
    }
    *k = (enum bound_kind)e->kind;
    return e->a;
}

void calls_window(const struct calls *c, node_id n, enum value_view view, int32_t *lo,
                  int32_t *hi)
{
    *lo = c->alpha[n];
    *hi = c->beta[n];
    window_in_view(view, tree_depth(c->trace->tree, n), lo, hi);
}

/* A value with its bound as answers write it: "4", ">=9", "<=-0", from
 * the negamax value and bound of a position at `depth`. */
/* ---- windows ---- */

/* Where one side of a window comes from. */
enum origin {
    FROM_M,             /* the m an ancestor already has */
    FROM_ROOT,          /* the root's window */
    FROM_NOTHING_YET,   /* F1: the parent has no value yet */
    FROM_F1_ONE_BOUND,  /* F1's other side, always infinite */
};

struct source {
    enum origin origin;
    node_id at, by;     /* FROM_M: the ancestor, and the child that set m */
    int32_t m;          /* FROM_M: its m (negamax) */
};

/* Follows the negamax side (0 alpha, 1 beta) of n's window up to where it
 * was set: a child's window is (-beta, -max(m, alpha)) of its parent's
 * (F1's (-inf, -m)), so a side comes from the parent's m when a child had
 * set it above alpha, and otherwise from the parent's other side. */
static struct source trace_side(const struct calls *q, node_id n, int side)
{
    const struct tree *t = q->trace->tree;
    bool f1 = q->trace->options.alg == ALG_F1;
    for (;;) {
        if (n == 0)
            return (struct source){ .origin = FROM_ROOT };
        node_id p = tree_parent(t, n);
        if (f1 && side == 0)
            return (struct source){ .origin = FROM_F1_ONE_BOUND };
        if (side == 1 && q->setter[n] != AB_NO_NODE && (f1 || q->parent_m[n] > q->alpha[p]))
            return (struct source){ .origin = FROM_M, .at = p, .by = q->setter[n],
                                    .m = q->parent_m[n] };
        if (f1)
            return (struct source){ .origin = FROM_NOTHING_YET, .at = p };
        side = 1 - side;
        n = p;
    }
}

/* The clause for one side (0 lower, 1 upper, in the view) of n's window:
 * "alpha is 3, the value Max already has at the root (from 1)". */
static void side_clause(char *buf, size_t cap, const struct calls *q, node_id n,
                        enum value_view view, int vside)
{
    const struct tree *t = q->trace->tree;
    uint32_t d = tree_depth(t, n);
    int32_t lo, hi;
    calls_window(q, n, view, &lo, &hi);
    bool turned = view_turns_sign(view, d);
    int side = turned ? 1 - vside : vside;
    struct source src = trace_side(q, n, side);
    char v[FMT_VALUE_MAX], at[NODE_NAME_MAX], by[NODE_NAME_MAX], w[FMT_WINDOW_MAX];
    int32_t ra, rb;
    fmt_number(v, vside ? hi : lo);
    /* F1 has one bound, F2 alpha and beta (in the view's terms) */
    const char *name = q->trace->options.alg == ALG_F1 ? (src.origin == FROM_F1_ONE_BOUND ? _("the other side")
                                                                           : _("the bound"))
                       : vside ? "beta" : "alpha";
    switch (src.origin) {
    case FROM_M:
        node_name(at, sizeof at, t, src.at);
        node_name(by, sizeof by, t, src.by);
        fmt_value(w, src.m, tree_depth(t, src.at), view);
        if (view == VIEW_NEGAMAX && src.at == 0)
            snprintf(buf, cap, _("%s is %s: the root already has m = %s (from %s)"), name, v, w,
                     by);
        else if (view == VIEW_NEGAMAX)
            snprintf(buf, cap, _("%s is %s: %s already has m = %s (from %s)"), name, v, at, w,
                     by);
        else if (src.at == 0)
            snprintf(buf, cap, _("%s is %s, the value Max already has at the root (from %s)"),
                     name, v, by);
        else if ((tree_depth(t, src.at) & 1u) == 0)
            snprintf(buf, cap, _("%s is %s, the value Max already has at %s (from %s)"), name, v,
                     at, by);
        else
            snprintf(buf, cap, _("%s is %s, the value Min already has at %s (from %s)"), name, v,
                     at, by);
        break;
    case FROM_ROOT:
        node_name(at, sizeof at, t, n);
        search_root_window(&q->trace->options, &ra, &rb);
        if (ra > -AB_INF || rb < AB_INF)
            snprintf(buf, cap, _("%s is %s, from the root's window %s"), name, v,
                     fmt_window(w, ra, rb, 0, view));
        else if (view == VIEW_MINIMAX && vside == 0)
            snprintf(buf, cap, _("%s is %s: no Max position above %s has a value yet"), name, v,
                     at);
        else if (view == VIEW_MINIMAX)
            snprintf(buf, cap, _("%s is %s: no Min position above %s has a value yet"), name, v,
                     at);
        else
            snprintf(buf, cap, _("%s is %s: no position above %s has a value yet"), name, v, at);
        break;
    case FROM_NOTHING_YET:
        node_name(at, sizeof at, t, src.at);
        if (src.at == 0)
            snprintf(buf, cap, _("%s is %s: the root has no value yet"), name, v);
        else
            snprintf(buf, cap, _("%s is %s: %s has no value yet"), name, v, at);
        break;
    case FROM_F1_ONE_BOUND:
        snprintf(buf, cap, _("%s is %s: F1 passes one bound only"), name, v);
        break;
    }
}

/* Whether the windows of this search follow from the parent's alone: not
 * with PVS's scouting, MTD(f)'s null windows or a search again. */
static bool windows_follow(const struct calls *q)
{
    enum algorithm a = q->trace->options.alg;
    return a != ALG_PVS && a != ALG_MTDF && a != ALG_F && !q->trace->options.research;
}

const char *reason_window(char *buf, size_t cap, const struct calls *q, node_id n,
                          enum value_view view, unsigned sides)
{
    const struct tree *t = q->trace->tree;
    const char *alg = algorithm_info(q->trace->options.alg)->name;
    char w[FMT_WINDOW_MAX], clause[2][300];
    int32_t lo, hi;
    calls_window(q, n, view, &lo, &hi);
    fmt_window(w, q->alpha[n], q->beta[n], tree_depth(t, n), view);
    if (n == 0) {
        snprintf(buf, cap, _("%s is called with %s, the root's window"), alg, w);
        return buf;
    }
    if (!windows_follow(q)) {
        if (q->no_steps)
            /* TRANSLATORS: as "%s is called with %s at step %zu", on a page
             * without steps */
            snprintf(buf, cap, _("%s is called with %s"), alg, w);
        else
            snprintf(buf, cap, _("%s is called with %s at step %zu"), alg, w, q->call[n] + 1);
        return buf;
    }
    if (!sides)
        sides = 3;
    if (q->trace->options.alg == ALG_F1) {
        /* its one bound is the side that is not always infinite */
        bool turned = view_turns_sign(view, tree_depth(t, n));
        unsigned bound_side = turned ? 1u : 2u;
        sides = (sides & bound_side) ? bound_side : sides;
    }
    int k = 0;
    for (int s = 0; s < 2; s++)
        if (sides & (1u << s))
            side_clause(clause[k++], sizeof clause[0], q, n, view, s);
    if (k == 2)
        /* TRANSLATORS: a window and why: "F2 is called with (3, +inf):
         * alpha is 3, ...; beta is +inf: ..." */
        snprintf(buf, cap, _("%s is called with %s: %s; %s"), alg, w, clause[0], clause[1]);
    else
        snprintf(buf, cap, _("%s is called with %s: %s"), alg, w, k ? clause[0] : "");
    return buf;
}

/* ---- values ---- */

/* The values n's children returned, as n compares them: in the minimax
 * view their own values, in the negamax view negated (the t of each); up
 * to the first one not called.  "8, >=9, 4". */
static void children_values(char *buf, size_t cap, const struct calls *q, node_id n,
                            enum value_view view)
{
    const struct tree *t = q->trace->tree;
    size_t len = 0;
    buf[0] = '\0';
    uint32_t kids = tree_nchild(t, n), d = tree_depth(t, n);
    node_id c = tree_first_child(t, n);
    for (uint32_t i = 0; i < kids && len < cap; i++) {
        if (i)
            c = tree_next_sibling(t, c);
        if (!calls_called(q, c) || q->exit[c] == SIZE_MAX)
            break;
        enum bound_kind k;
        int32_t v = calls_returned(q, c, &k);
        char s[FMT_VALUE_MAX + 4];
        if (view == VIEW_NEGAMAX)
            /* t = -v at n's depth: a lower bound of the child is an upper one of t */
            fmt_bound_mark(s, sizeof s, -v, k == BOUND_EXACT ? k : k == BOUND_LOWER ? BOUND_UPPER
                                                                            : BOUND_LOWER, d,
                    view);
        else
            fmt_bound_mark(s, sizeof s, v, k, d + 1, view);     /* the child's own, in the view */
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? ", " : "", s);
    }
}

const char *reason_value(char *buf, size_t cap, const struct calls *q, node_id n,
                         enum value_view view)
{
    const struct tree *t = q->trace->tree;
    const char *alg = algorithm_info(q->trace->options.alg)->name;
    uint32_t d = tree_depth(t, n);
    enum bound_kind k;
    int32_t v = calls_returned(q, n, &k);
    char val[FMT_VALUE_MAX + 4], kids[200], w[FMT_WINDOW_MAX], side[FMT_VALUE_MAX];
    fmt_bound_mark(val, sizeof val, v, k, d, view);
    if (tree_is_leaf(t, n)) {
        snprintf(buf, cap, _("%s returns %s, the leaf's own value"), alg, val);
        return buf;
    }
    children_values(kids, sizeof kids, q, n, view);
    fmt_window(w, q->alpha[n], q->beta[n], d, view);
    bool turned = view_turns_sign(view, d);
    if (k == BOUND_EXACT) {
        if (view == VIEW_NEGAMAX)
            snprintf(buf, cap, _("%s returns exactly %s: the largest of its children's values "
                                 "negated (%s), inside its window %s"), alg, val, kids, w);
        else if (!turned)
            snprintf(buf, cap, _("%s returns exactly %s: the largest of its children's values "
                                 "(%s), inside its window %s"), alg, val, kids, w);
        else
            snprintf(buf, cap, _("%s returns exactly %s: the smallest of its children's values "
                                 "(%s), inside its window %s"), alg, val, kids, w);
        return buf;
    }
    if (q->cutoff[n] != SIZE_MAX) {
        char what[600];
        cutoff_words(what, sizeof what, q, q->cutoff[n], view);
        snprintf(buf, cap, _("%s returns %s, a bound, after a cutoff: %s"), alg, val, what);
        return buf;
    }
    /* no cutoff: the last child reached beta, or no child got past alpha
     * (said in the view: at Min's positions the sides trade places) */
    int32_t lo, hi;
    calls_window(q, n, view, &lo, &hi);
    bool negamax = view == VIEW_NEGAMAX;
    /* in the negamax view the values compared are the children's negated,
     * as the exact value's sentence says: "(2, 3, >=5)" where the figure
     * shows -2, -3, <=-5 */
    if (k == BOUND_LOWER && q->trace->options.alg == ALG_F1 && negamax)
        snprintf(buf, cap, _("%s returns %s, a bound: its children's values negated (%s) "
                             "reach its bound %s"), alg, val, kids, fmt_number(side, hi));
    else if (k == BOUND_LOWER && q->trace->options.alg == ALG_F1)
        snprintf(buf, cap, _("%s returns %s, a bound: its children's values (%s) reach its "
                             "bound %s"), alg, val, kids, fmt_number(side, turned ? lo : hi));
    else if (k == BOUND_LOWER && negamax)
        snprintf(buf, cap, _("%s returns %s, a bound: its children's values negated (%s) reach "
                             "beta = %s"), alg, val, kids, fmt_number(side, hi));
    else if (k == BOUND_LOWER && !turned)
        snprintf(buf, cap, _("%s returns %s, a bound: its children's values (%s) reach beta = "
                             "%s"), alg, val, kids, fmt_number(side, hi));
    else if (k == BOUND_LOWER)
        snprintf(buf, cap, _("%s returns %s, a bound: its children's values (%s) reach alpha = "
                             "%s"), alg, val, kids, fmt_number(side, lo));
    else if (negamax)
        snprintf(buf, cap, _("%s returns %s, a bound: none of its children's values negated "
                             "(%s) is above alpha = %s"), alg, val, kids, fmt_number(side, lo));
    else if (!turned)
        snprintf(buf, cap, _("%s returns %s, a bound: none of its children's values (%s) is "
                             "above alpha = %s"), alg, val, kids, fmt_number(side, lo));
    else
        snprintf(buf, cap, _("%s returns %s, a bound: none of its children's values (%s) is "
                             "below beta = %s"), alg, val, kids, fmt_number(side, hi));
    return buf;
}

/* ---- cuts ---- */

const char *reason_cut(char *buf, size_t cap, const struct calls *q, node_id n,
                       enum value_view view)
{
    const struct tree *t = q->trace->tree;
    size_t i = step_state_pruned_by(q->end, n);
    struct event e_buf;
    const struct event *e = trace_event_at(q->trace, i, &e_buf);
    node_id p = e->node;
    enum cut_kind kind = step_state_cut_kind(q->end, n);
    const struct cut_kind_info *ki = cut_kind_info(kind);
    char at[NODE_NAME_MAX], what[600];
    node_name(at, sizeof at, t, p);
    cutoff_words(what, sizeof what, q, i, view);
    if (ki->definition && q->no_steps)
        /* TRANSLATORS: as "cut off by a %s cutoff at %s (step %zu): %s; %s",
         * on a page without steps */
        snprintf(buf, cap, _("cut off by a %s cutoff at %s: %s; %s"), cut_kind_word(kind), at,
                 _(ki->definition), what);
    else if (ki->definition)
        /* TRANSLATORS: "cut off by a deep cutoff at 2.1 (step 17): F2 with
         * the full window prunes it too, ...; m = 5 >= beta = 3: ..." */
        snprintf(buf, cap, _("cut off by a %s cutoff at %s (step %zu): %s; %s"),
                 cut_kind_word(kind), at, i + 1, _(ki->definition), what);
    else if (q->no_steps)
        snprintf(buf, cap, _("cut off at %s: %s"), at, what);
    else
        snprintf(buf, cap, _("cut off at %s (step %zu): %s"), at, i + 1, what);
    return buf;
}

const char *reason_not_cut(char *buf, size_t cap, const struct calls *q, node_id n)
{
    const char *alg = algorithm_info(q->trace->options.alg)->name;
    char at[NODE_NAME_MAX];
    if (calls_called(q, n) && q->no_steps) {
        /* TRANSLATORS: as "not cut off: %s reaches it at step %zu", on a
         * page without steps */
        snprintf(buf, cap, _("not cut off: %s reaches it"), alg);
    } else if (calls_called(q, n)) {
        snprintf(buf, cap, _("not cut off: %s reaches it at step %zu"), alg, q->call[n] + 1);
    } else {
        node_name(at, sizeof at, q->trace->tree, step_state_pruned_branch(q->end, n));
        snprintf(buf, cap, _("inside the branch cut off at %s: mark that one alone"), at);
    }
    return buf;
}

const char *reason_unreached(char *buf, size_t cap, const struct calls *q, node_id n)
{
    const char *alg = algorithm_info(q->trace->options.alg)->name;
    char at[NODE_NAME_MAX];
    node_id branch = step_state_pruned_branch(q->end, n);
    node_name(at, sizeof at, q->trace->tree, branch);
    if (branch == n)
        snprintf(buf, cap, _("%s does not search it: the branch to it is cut off"), alg);
    else
        snprintf(buf, cap, _("%s does not search it: it lies in the branch cut off at %s"),
                 alg, at);
    return buf;
}

const char *reason_leaves(char *buf, size_t cap, const struct calls *c)
{
    const struct tree *t = c->trace->tree;
    /* TRANSLATORS: the plural form goes with the second number, the
       tree's leaves ("of 81 leaves") */
    snprintf(buf, cap, P_("%s evaluates %zu of the %zu leaf.", "%s evaluates %zu of the %zu leaves.",
                          t->leaves),
             algorithm_info(c->trace->options.alg)->name, c->trace->result.leaves, t->leaves);
    /* the message is a sentence of its own: no full stop twice */
    size_t len = strlen(buf);
    if (len && buf[len - 1] == '.')
        buf[len - 1] = '\0';
    return buf;
}
