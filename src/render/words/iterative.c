/* SPDX-License-Identifier: GPL-3.0-or-later */
/* iterative.c: the paper's arrays a[] and r[] read off a step state. */
#include "config.h"

#include "render/words/iterative.h"
#include "search/step_state.h"

#include <stddef.h>

/* The window of the search from the root under way: a[-2] and -a[-1]. */
static void root_window(const struct step_state *s, int32_t *alpha, int32_t *beta)
{
    const struct trace *tr = s->trace;
    const struct event *e = step_state_current_event(s);
    if (s->depth) {
        *alpha = s->path[0].alpha;
        *beta = s->path[0].beta;
    } else if (e && e->type == EV_EXIT) {
        /* the root has returned: its ENTER has the window */
        *alpha = trace_event(tr, e->c).a;
        *beta = trace_event(tr, e->c).b;
    } else if (e && (e->type == EV_RESEARCH || e->type == EV_LEAF)) {
        *alpha = e->a;
        *beta = e->b;
    } else {
        *alpha = tr->options.alpha;
        *beta = tr->options.beta;
    }
}

long iterative_level(const struct step_state *s)
{
    const struct event *e = step_state_current_event(s);
    if (e && e->type == EV_LEAF)
        return (long)tree_depth(s->tree, e->node);
    return s->depth ? (long)s->depth - 1 : (e && e->type == EV_EXIT ? -1 : 0);
}

/* -t at the level the step is at: what the move tried last returned. */
static bool minus_t(const struct step_state *s, int32_t *v)
{
    const struct trace *tr = s->trace;
    const struct event *e = step_state_current_event(s);
    if (!e)
        return false;
    switch ((enum event_type)e->type) {
    case EV_CHILD:
        *v = -e->a;
        return true;
    case EV_CUTOFF:
        /* a cutoff after m >= beta follows the move's CHILD event; one on
         * entering (McCarthy, futility, the table) has no t */
        if (e->a > 0 && s->step >= 2 && trace_event_type(tr, s->step - 2) == EV_CHILD) {
            *v = -trace_event(tr, s->step - 2).a;
            return true;
        }
        return false;
    case EV_EXIT:
        *v = e->a;
        return true;
    default:
        return false;
    }
}

bool iterative_a(const struct step_state *s, long k, int32_t *v)
{
    long l = iterative_level(s);
    const struct event *e = step_state_current_event(s);
    int32_t alpha, beta;
    if (k < -2 || k > l + 1)
        return false;
    if (k < 0) {
        root_window(s, &alpha, &beta);
        /* a[-2] = alpha, a[-1] = -beta (-(+inf) is -inf) */
        *v = k == -2 ? alpha : -beta;
        return true;
    }
    if (e && e->type == EV_LEAF) {
        if (k == l) {
            *v = event_c_value(e);
            return true;
        }
        if (k > l)
            return false;
    }
    if ((size_t)k < s->depth) {
        *v = s->path[k].m;
        return true;
    }
    /* k = l + 1: what the last move returned, if any yet */
    return minus_t(s, v);
}

node_id iterative_r(const struct step_state *s, long k)
{
    long l = iterative_level(s);
    const struct event *e = step_state_current_event(s);
    if (k < 0 || k > l + 1)
        return AB_NO_NODE;
    if (e && e->type == EV_LEAF) {
        /* a terminal position: r[l] is it, r[l+1] = first(r[l]) = NIL */
        if (k == l)
            return e->node;
        if (k > l)
            return AB_NO_NODE;
    }
    if ((size_t)k < s->depth)
        return s->path[k].node;
    if (l < 0)
        return 0;
    /* r[l+1]: the move being tried, or first(r[l]) just after entering,
     * or the position that just returned */
    if (e && e->type == EV_EXIT)
        return e->node;
    const struct path_frame *f = &s->path[l];
    if (f->child != AB_NO_NODE)
        return f->child;
    return tree_nchild(s->tree, f->node) ? tree_first_child(s->tree, f->node) : AB_NO_NODE;
}

const char *iterative_role(const struct step_state *s, long k)
{
    long l = iterative_level(s);
    const struct event *e = step_state_current_event(s);
    if (l < 0)
        return k == 0 ? "m" : NULL;
    if (k == l - 2)
        return "alpha";
    if (k == l - 1)
        return "-beta";
    if (k == l)
        return e && e->type == EV_LEAF ? "f(p)" : "m";
    /* a terminal position tries no move: r[l+1] = NIL, no t */
    if (k == l + 1 && !(e && e->type == EV_LEAF))
        return "-t";
    return NULL;
}
