/* SPDX-License-Identifier: GPL-3.0-or-later */
/* describe.c: events in words. */
#include "config.h"

#include "render/words/describe.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "render/words/format.h"
#include "search/step_state.h"
#include "tree/node_name.h"

const char *describe_step(char *buf, size_t cap, const struct tree *t, const struct event *e)
{
    char who[NODE_NAME_MAX];
    node_name(who, sizeof who, t, e->node);
    /* TRANSLATORS: a step of the search in the status line; %s is the
     * position ("1.1.2", "root", "1.3 (C)").  Literal formats, one per
     * kind of event, so that the compiler checks each translation's %s */
    switch ((enum event_type)e->type) {
    case EV_ENTER: snprintf(buf, cap, _("enter %s"), who); break;
    case EV_LEAF: snprintf(buf, cap, _("leaf %s"), who); break;
    case EV_CHILD: snprintf(buf, cap, _("child %s"), who); break;
    case EV_CUTOFF: snprintf(buf, cap, _("cutoff %s"), who); break;
    case EV_EXIT: snprintf(buf, cap, _("exit %s"), who); break;
    case EV_RESEARCH: snprintf(buf, cap, _("research %s"), who); break;
    default: snprintf(buf, cap, "%s", who); break;
    }
    return buf;
}

/* In the minimax view a Min node keeps the smallest value and cuts off when
 * it falls to alpha; say it that way instead of negating. */
static bool min_node(const struct tree *t, node_id n, enum value_view view)
{
    return view_turns_sign(view, tree_depth(t, n));
}

/* The kinds of the branches a cutoff prunes, in child order: "deep", or
 * "1 deep, 1 shallow" when they differ (they come in runs). */
static void branch_kinds(char *buf, size_t cap, const struct trace *tr, const struct event *e)
{
    size_t len = 0, run = 0;
    enum cut_kind last = CUT_KIND_COUNT;
    node_id c = e->c;
    buf[0] = '\0';
    for (int32_t k = 0; k <= e->b && len < cap; k++) {
        enum cut_kind ck = k < e->b ? trace_branch_kind(tr, e, c) : CUT_KIND_COUNT;
        if (k > 0 && ck != last) {
            if (ck == CUT_KIND_COUNT && len == 0) {
                snprintf(buf, cap, "%s", cut_kind_word(last));
            } else {
                if (len)
                    len += (size_t)snprintf(buf + len, cap - len, ", ");
                if (len >= cap)
                    break;
                /* TRANSLATORS: one item of a list of cut kinds: "2 shallow" */
                len += (size_t)snprintf(buf + len, cap - len, _("%zu %s"), run,
                                        cut_kind_word(last));
            }
            run = 0;
        }
        run++;
        last = ck;
        if (k + 1 < e->b)
            c = tree_next_sibling(tr->tree, c);
    }
}

/* A rule applied on entering (McCarthy's bounds, futility, the table): what
 * the procedure returns without searching, said in the view's terms (at
 * Min's positions in Max's values "at most alpha" and "at least beta"
 * trade places with the negamax words). */
static void describe_entry_rule(char *buf, size_t cap, const struct trace *tr,
                                const struct event *e, const struct path_frame *f,
                                enum value_view view)
{
    const struct tree *t = tr->tree;
    const struct cut_kind_info *kind = cut_kind_info((enum cut_kind)e->kind);
    const char *word = cut_kind_word((enum cut_kind)e->kind);   /* in the reader's language */
    char who[NODE_NAME_MAX], v[FMT_VALUE_MAX], b[FMT_VALUE_MAX];
    uint32_t depth = tree_depth(t, e->node);
    node_name(who, sizeof who, t, e->c);
    /* the value is what the position returns next (its EXIT follows);
     * a rule on entering is never in a compact trace, so e is in ev[]
     * (trace_event_at, step_state_current_event) */
    size_t i = (size_t)(e - tr->ev);
    /* the plural forms go with the number of moves pruned */
    const int pruned = (int)e->b;
    if (!f || i + 1 >= tr->len || trace_event_type(tr, i + 1) != EV_EXIT) {
        snprintf(buf, cap,
                 P_("%s: returns without searching; %d move pruned from %s (%s)",
                    "%s: returns without searching; %d moves pruned from %s (%s)", pruned),
                 _(kind->entry_reason), pruned, who, word);
        return;
    }
    int32_t value = trace_event(tr, i + 1).a, lo = f->alpha, hi = f->beta;
    /* in the view: Max's values at Min's positions turn the window round */
    int32_t vv = value_in_view(view, depth, value), a = lo, bb = hi;
    window_in_view(view, depth, &a, &bb);
    fmt_value(v, value, depth, view);
    if (vv <= a && kind->entry_low) {
        if (vv == a)
            snprintf(buf, cap,
                     P_("%s: returns alpha = %s without searching; %d move pruned from %s (%s)",
                        "%s: returns alpha = %s without searching; %d moves pruned from %s (%s)",
                        pruned),
                     _(kind->entry_low), v, pruned, who, word);
        else
            snprintf(buf, cap,
                     P_("%s: returns %s, below alpha = %s, without searching; %d move pruned "
                        "from %s (%s)",
                        "%s: returns %s, below alpha = %s, without searching; %d moves pruned "
                        "from %s (%s)", pruned),
                     _(kind->entry_low), v, fmt_number(b, a), pruned, who, word);
    } else if (vv >= bb && kind->entry_high) {
        if (vv == bb)
            snprintf(buf, cap,
                     P_("%s: returns beta = %s without searching; %d move pruned from %s (%s)",
                        "%s: returns beta = %s without searching; %d moves pruned from %s (%s)",
                        pruned),
                     _(kind->entry_high), v, pruned, who, word);
        else
            snprintf(buf, cap,
                     P_("%s: returns %s, above beta = %s, without searching; %d move pruned "
                        "from %s (%s)",
                        "%s: returns %s, above beta = %s, without searching; %d moves pruned "
                        "from %s (%s)", pruned),
                     _(kind->entry_high), v, fmt_number(b, bb), pruned, who, word);
    } else {
        /* the table's exact value inside the window */
        snprintf(buf, cap,
                 P_("%s: returns %s without searching; %d move pruned from %s (%s)",
                    "%s: returns %s without searching; %d moves pruned from %s (%s)", pruned),
                 _(kind->entry_reason), v, pruned, who, word);
    }
}

/* Where the bound of a cutoff at depth d came from, for a procedure with
 * a window: a child is called with beta = -max(m, alpha) of its parent, so
 * the bound is the parent's m when the parent's children raised it above
 * its alpha, and else the parent's alpha, which is the grandparent's
 * -beta: the great-grandparent's m or alpha, and so on up.  The levels up
 * to the ancestor (1, 3, 5, ...) whose m set it; 0 when none did: the
 * root's window set it.  path[0..d] are the frames of the root down to
 * the cutoff's position. */
static uint32_t bound_source(const struct path_frame *path, uint32_t d)
{
    for (uint32_t up = 1; up <= d; up += 2) {
        const struct path_frame *a = &path[d - up];
        if (a->m > a->alpha)
            return up;
    }
    return 0;
}

node_id describe_bound_source(const struct trace *tr, const struct event *e,
                              const struct path_frame *f, bool *root_window)
{
    *root_window = false;
    if (e->type != EV_CUTOFF || !f || f->node != e->node ||
        cut_kind_info((enum cut_kind)e->kind)->entry_reason || tr->options.alg == ALG_F)
        return AB_NO_NODE;
    uint32_t d = tree_depth(tr->tree, e->node);
    const struct path_frame *path = f - d;
    if (!algorithm_has_window(tr->options.alg))
        /* F1's bound is its parent's m, negated */
        return d ? path[d - 1].node : AB_NO_NODE;
    uint32_t up = bound_source(path, d);
    if (up == 0) {
        *root_window = true;
        return path[0].node;
    }
    return path[d - up].node;
}

/* The first branch of kind k that cutoff e prunes, or AB_NO_NODE. */
static node_id first_of_kind(const struct trace *tr, const struct event *e, enum cut_kind k)
{
    node_id c = e->c;
    for (int32_t i = 0; i < e->b && c != AB_NO_NODE; i++, c = tree_next_sibling(tr->tree, c))
        if (trace_branch_kind(tr, e, c) == k)
            return c;
    return AB_NO_NODE;
}

/* The root's label as a name shows it after "the root": " (A)", or "". */
static const char *root_label(char *buf, size_t cap, const struct tree *t)
{
    const char *label = tree_label(t, 0);
    snprintf(buf, cap, label ? " (%s)" : "%s", label ? label : "");
    return buf;
}

/* Why a cutoff that prunes a deep branch or a window branch could be made
 * (appended to its sentence): a deep cutoff's bound comes from an
 * ancestor three or more levels up, which F1 never sees; a window
 * cutoff's from the root's window.  "" for the others. */
static void explain_bound(char *buf, size_t cap, const struct trace *tr, const struct event *e,
                          const struct path_frame *f, const char *bound, enum value_view view)
{
    const struct tree *t = tr->tree;
    buf[0] = '\0';
    uint32_t d = tree_depth(t, e->node);
    if (!f || !algorithm_has_window(tr->options.alg) || f->node != e->node)
        return;
    const struct path_frame *path = f - d;
    node_id deep = first_of_kind(tr, e, CUT_DEEP), window = first_of_kind(tr, e, CUT_WINDOW);
    uint32_t up = bound_source(path, d);
    char who[NODE_NAME_MAX], from[NODE_NAME_MAX], v[FMT_VALUE_MAX];
    if (deep != AB_NO_NODE && up >= 3 && path[d - up].node == 0) {
        const struct path_frame *a = &path[d - up];
        node_name(who, sizeof who, t, deep);
        snprintf(buf, cap,
                 /* TRANSLATORS: after a deep cutoff's sentence: "; beta comes from the
                  * root (A), 3 levels up (its m = 2): F1, ... would enter 2.1.1.3"; %1$s
                  * is beta or alpha, %2$s the root's label in brackets (" (A)") or
                  * nothing, %3$u the levels, %4$s a value, %5$s a position */
                 P_("; %1$s comes from the root%2$s, %3$u level up (its m = %4$s): F1, whose "
                    "bound comes only from the parent, would enter %5$s",
                    "; %1$s comes from the root%2$s, %3$u levels up (its m = %4$s): F1, whose "
                    "bound comes only from the parent, would enter %5$s", up),
                 bound, root_label(from, sizeof from, t), up, fmt_value(v, a->m, d - up, view),
                 who);
    } else if (deep != AB_NO_NODE && up >= 3) {
        const struct path_frame *a = &path[d - up];
        node_name(from, sizeof from, t, a->node);
        node_name(who, sizeof who, t, deep);
        snprintf(buf, cap,
                 /* TRANSLATORS: after a deep cutoff's sentence: "; beta comes from 1, 3
                  * levels up (its m = 2): F1, ... would enter 2.1.1.3"; %1$s is beta or
                  * alpha, %2$s a position, %3$u the levels, %4$s a value, %5$s a position */
                 P_("; %1$s comes from %2$s, %3$u level up (its m = %4$s): F1, whose bound "
                    "comes only from the parent, would enter %5$s",
                    "; %1$s comes from %2$s, %3$u levels up (its m = %4$s): F1, whose bound "
                    "comes only from the parent, would enter %5$s", up),
                 bound, from, up, fmt_value(v, a->m, d - up, view), who);
    } else if (deep != AB_NO_NODE) {
        node_name(who, sizeof who, t, deep);
        /* TRANSLATORS: after a deep cutoff's sentence; %s is a position */
        snprintf(buf, cap, _("; F1 would enter %s"), who);
    } else if (window != AB_NO_NODE && up == 0) {
        char w[FMT_WINDOW_MAX];
        node_name(who, sizeof who, t, window);
        /* TRANSLATORS: after a window cutoff's sentence: "; beta comes from the
         * root's window (0, 4): with the full window the search would enter 3.1.3" */
        snprintf(buf, cap, _("; %s comes from the root's window %s: with the full window the "
                             "search would enter %s"),
                 bound, fmt_window(w, path[0].alpha, path[0].beta, 0, view), who);
    }
}

const char *describe_cutoff_source(char *buf, size_t cap, const struct trace *tr,
                                   const struct event *e, const struct path_frame *f,
                                   enum value_view view)
{
    const struct tree *t = tr->tree;
    buf[0] = '\0';
    uint32_t d = tree_depth(t, e->node);
    if (e->type != EV_CUTOFF || !f || f->node != e->node || d == 0 ||
        cut_kind_info((enum cut_kind)e->kind)->entry_reason ||
        first_of_kind(tr, e, CUT_SHALLOW) != e->c)
        return buf;
    const struct path_frame *path = f - d, *parent = &path[d - 1];
    bool f1 = tr->options.alg == ALG_F1;
    /* F2's bound is the parent's m only when a child raised it above alpha */
    if (!f1 && (!algorithm_has_window(tr->options.alg) || bound_source(path, d) != 1))
        return buf;
    char from[NODE_NAME_MAX], v[FMT_VALUE_MAX];
    fmt_value(v, parent->m, d - 1, view);
    const char *bound = min_node(t, e->node, view) ? "alpha" : "beta";
    if (parent->node == 0 && f1)
        /* TRANSLATORS: after a shallow cutoff's sentence under F1; %1$s the
         * root's label in brackets (" (A)") or nothing, %2$s a value */
        snprintf(buf, cap, _("; the bound comes from the parent, the root%1$s (its m = %2$s)"),
                 root_label(from, sizeof from, t), v);
    else if (f1)
        /* TRANSLATORS: after a shallow cutoff's sentence under F1: "; the
         * bound comes from the parent 1.1 (its m = 1)" */
        snprintf(buf, cap, _("; the bound comes from the parent %1$s (its m = %2$s)"),
                 node_name(from, sizeof from, t, parent->node), v);
    else if (parent->node == 0)
        /* TRANSLATORS: after a shallow cutoff's sentence; %1$s is beta or
         * alpha, %2$s the root's label in brackets (" (A)") or nothing, %3$s
         * a value */
        snprintf(buf, cap, _("; %1$s comes from the parent, the root%2$s (its m = %3$s)"),
                 bound, root_label(from, sizeof from, t), v);
    else
        /* TRANSLATORS: after a shallow cutoff's sentence: "; beta comes from
         * the parent 1.1 (its m = 1)"; %1$s is beta or alpha */
        snprintf(buf, cap, _("; %1$s comes from the parent %2$s (its m = %3$s)"), bound,
                 node_name(from, sizeof from, t, parent->node), v);
    return i18n_articles(buf);
}

static void describe_cutoff(char *buf, size_t cap, const struct trace *tr,
                            const struct event *e, const struct path_frame *f,
                            enum value_view view)
{
    const struct tree *t = tr->tree;
    enum algorithm alg = tr->options.alg;
    char kinds[120];
    branch_kinds(kinds, sizeof kinds, tr, e);
    char m[FMT_VALUE_MAX], b[FMT_VALUE_MAX], who[NODE_NAME_MAX];
    uint32_t depth = tree_depth(t, e->node);
    const struct cut_kind_info *kind = cut_kind_info((enum cut_kind)e->kind);
    if (kind->entry_reason) {
        describe_entry_rule(buf, cap, tr, e, f, view);
        return;
    }
    const char *bound = alg == ALG_F1 ? _("bound") : min_node(t, e->node, view) ? "alpha" : "beta";
    node_name(who, sizeof who, t, e->c);
    int n = 0;
    if (f)
        n = snprintf(buf, cap, "m = %s %s %s = %s: ", fmt_value(m, f->m, depth, view),
                     min_node(t, e->node, view) ? "<=" : ">=", bound,
                     fmt_value(b, f->beta, depth, view));
    if (n < 0 || (size_t)n >= cap)
        return;
    /* TRANSLATORS: after "m = 5 >= beta = 3: "; the last %s names the cut kinds */
    n += snprintf(buf + n, cap - (size_t)n, _("%d of %d children examined, %d pruned from %s (%s)"),
                  (int)e->a, (int)(e->a + e->b), (int)e->b, who, kinds);
    if (n < 0 || (size_t)n >= cap)
        return;
    explain_bound(buf + n, cap - (size_t)n, tr, e, f, bound, view);
}

const char *describe_event(char *buf, size_t cap, const struct trace *tr,
                           const struct event *e, const struct path_frame *frame,
                           enum value_view view)
{
    const struct tree *t = tr->tree;
    enum algorithm alg = tr->options.alg;
    char v1[FMT_VALUE_MAX], v2[FMT_VALUE_MAX], w[FMT_WINDOW_MAX], who[NODE_NAME_MAX], text[64];
    uint32_t depth = tree_depth(t, e->node);
    switch ((enum event_type)e->type) {
    case EV_ENTER:
    case EV_LEAF:
        if (e->type == EV_LEAF)
            snprintf(text, sizeof text, "f = %s", fmt_value(v1, event_c_value(e), depth, view));
        else
            snprintf(text, sizeof text, "m := %s", fmt_value(v1, event_c_value(e), depth, view));
        if (alg == ALG_F)
            snprintf(buf, cap, "%s", text);
        else if (alg == ALG_F1)
            /* TRANSLATORS: the last %s is "m := 3" or "f = 3" */
            snprintf(buf, cap, _("bound %s; %s"), fmt_value(v2, e->b, depth, view), text);
        else
            snprintf(buf, cap, _("window %s; %s"), fmt_window(w, e->a, e->b, depth, view), text);
        break;
    case EV_CHILD: {
        char was[FMT_VALUE_MAX];
        node_name(who, sizeof who, t, e->c);
        fmt_value(v1, e->a, depth, view);
        fmt_value(was, e->b, depth, view);
        if (e->kind)
            snprintf(buf, cap, _("t = %s from %s; m := %s (was %s)"), v1, who, v1, was);
        else
            snprintf(buf, cap, _("t = %s from %s; m stays %s"), v1, who, was);
        break;
    }
    case EV_CUTOFF:
        describe_cutoff(buf, cap, tr, e, frame, view);
        break;
    case EV_EXIT:
        fmt_bounded(text, sizeof text, e->a, (enum bound_kind)e->kind, depth, view);
        snprintf(buf, cap, _("returns %s"), text);
        break;
    case EV_RESEARCH:
        snprintf(buf, cap, _("searched again with the window %s"),
                 fmt_window(w, e->a, e->b, depth, view));
        break;
    default:
        snprintf(buf, cap, "?");
    }
    /* the Hungarian article of a number or window filled in */
    return i18n_articles(buf);
}

const char *describe_range(char *buf, size_t cap, const struct step_state *s, node_id n)
{
    char a[FMT_VALUE_MAX], b[FMT_VALUE_MAX];
    int32_t lo, hi;
    step_state_range(s, n, VIEW_MINIMAX, &lo, &hi);
    snprintf(buf, cap, "[%s, %s]", fmt_number(a, lo), fmt_number(b, hi));
    return buf;
}

const char *describe_path_ranges(char *buf, size_t cap, const struct step_state *s)
{
    size_t len = 0;
    buf[0] = '\0';
    /* the root and the last few levels: a deep path stays one short line */
    size_t from = s->depth > PATH_RANGES_SHOWN ? s->depth - PATH_RANGES_SHOWN + 1 : 1;
    for (size_t i = 0; i < s->depth && len < cap; i = i == 0 ? from : i + 1) {
        node_id n = s->path[i].node;
        const char *label = tree_label_short(s->tree, n);
        char name[NODE_NAME_MAX], range[2 * FMT_VALUE_MAX + 8];
        if (label)
            snprintf(name, sizeof name, "%s", label);
        else
            node_name(name, sizeof name, s->tree, n);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s %s",
                                i == 0 ? "" : i == from && from > 1 ? "  ...  " : "  ", name,
                                describe_range(range, sizeof range, s, n));
    }
    return buf;
}
