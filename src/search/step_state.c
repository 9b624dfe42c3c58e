/* SPDX-License-Identifier: GPL-3.0-or-later */
/* step_state.c: the state of the tree at any step of a recorded search. */
#include "config.h"

#include "search/step_state.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"

/* A sparse state pays for its lookups (a binary search a slot) only
 * where it saves much: trees of at least this many positions, of which
 * the trace touches at most one in SPARSE_SHARE. */
#define SPARSE_MIN_POSITIONS ((size_t)1 << 16)
#define SPARSE_SHARE 8

static int compare_nodes(const void *a, const void *b)
{
    node_id x = *(const node_id *)a, y = *(const node_id *)b;
    return (x > y) - (x < y);
}

/* The positions the trace can change, sorted, into *touched: the root,
 * every position it enters and every child of one (the leaves it
 * evaluates, the roots of pruned branches, the children a range is made
 * of).  False when out of memory, or when they are not a small share of
 * the tree and storage is STATE_AUTO: the state is dense then. */
static bool collect_touched(const struct trace *tr, enum state_storage storage,
                            node_id **touched, size_t *count)
{
    const struct tree *t = tr->tree;
    size_t bound = 1;
    for (size_t i = 0; i < tr->len; i++)
        if (trace_event_type(tr, i) == EV_ENTER)
            bound += 1 + tree_count_children(t, trace_event(tr, i).node);
    if (storage == STATE_AUTO &&
        (t->count < SPARSE_MIN_POSITIONS || bound > t->count / SPARSE_SHARE))
        return false;
    node_id *v = malloc(bound * sizeof *v);
    if (!v)
        return false;
    size_t n = 0;
    v[n++] = 0;
    for (size_t i = 0; i < tr->len; i++) {
        if (trace_event_type(tr, i) != EV_ENTER)
            continue;
        node_id node = trace_event(tr, i).node;
        v[n++] = node;
        for (node_id c = node + 1, end = node + t->size[node]; c < end;
             c += t->size[c])
            v[n++] = c;
    }
    qsort(v, n, sizeof *v, compare_nodes);
    size_t kept = 0;
    for (size_t i = 0; i < n; i++)
        if (kept == 0 || v[kept - 1] != v[i])
            v[kept++] = v[i];
    node_id *shrunk = realloc(v, kept * sizeof *v);
    *touched = shrunk ? shrunk : v;
    *count = kept;
    return true;
}

struct step_state *step_state_new_as(const struct trace *tr, enum state_storage storage)
{
    const struct tree *t = tr->tree;
    struct step_state *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->tree = t;
    s->trace = tr;
    s->nslots = t->count;
    s->compact = trace_is_compact(tr) && (storage == STATE_AUTO || storage == STATE_COMPACT);
    if ((storage == STATE_COMPACT && !s->compact) ||
        (!s->compact && storage != STATE_DENSE &&
         !collect_touched(tr, storage, &s->touched, &s->nslots) && storage == STATE_SPARSE)) {
        free(s);
        return NULL;
    }
    s->status = big_calloc(t->count, sizeof *s->status);
    if (s->compact) {
        s->nslots = 0;
    } else {
        s->kind = calloc(s->nslots ? s->nslots : 1, sizeof *s->kind);
        s->value = calloc(s->nslots ? s->nslots : 1, sizeof *s->value);
    }
    s->path = calloc((size_t)t->height + 1, sizeof *s->path);
    if (!s->status || (!s->compact && (!s->kind || !s->value)) || !s->path) {
        step_state_free(s);
        return NULL;
    }
    return s;
}

struct step_state *step_state_new(const struct trace *tr)
{
    return step_state_new_as(tr, STATE_AUTO);
}

/* n's slot when the trace changes n (it always does where this is called) */
static size_t slot(const struct step_state *s, node_id n)
{
    size_t i = step_state_slot(s, n);
    assert(i != SIZE_MAX);
    return i;
}

/* The node of slot i. */
static node_id slot_node(const struct step_state *s, size_t i)
{
    return s->touched ? s->touched[i] : (node_id)i;
}

void step_state_free(struct step_state *s)
{
    if (!s)
        return;
    free(s->range_lo);
    free(s->range_hi);
    free(s->range_path);
    free(s->range_undo);
    free(s->touched);
    free(s->status);
    free(s->kind);
    free(s->value);
    free(s->path);
    for (size_t i = 0; i < s->ncheckpoints; i++)
        free(s->checkpoints[i].saved);
    free(s->checkpoints);
    free(s);
}

/* x -> max(f[0], min(f[1], sign x)): a level's range end carried to the
 * root's (struct range_frame) */
static int32_t carry(const int32_t f[2], int sign, int32_t x)
{
    int32_t y = sign > 0 ? x : -x;
    if (y > f[1])
        y = f[1];
    return y > f[0] ? y : f[0];
}

/* f := f after x -> max(c, -x), where f has the sign `sign`: the carry
 * one level further down (its sign the other one) */
static void carry_down(int32_t f[2], int sign, int32_t c)
{
    if (sign > 0) {
        int32_t m = f[1] < c ? f[1] : c;
        if (m > f[0])
            f[0] = m;
    } else if (-c < f[1]) {
        f[1] = -c;
    }
}

/* The high end of a frame's range: every value while a child other than
 * the one on the path (active) has not returned. */
static int32_t frame_hi(const struct range_frame *f, bool active)
{
    return f->n + active == f->nchild ? f->hi_max : AB_INF;
}

/* The frame of the level just pushed on the path (s->depth - 1), for
 * position n, its children not returned yet; its carry to the root from
 * its parent's, whose child on the path it is. */
static void range_enter(struct step_state *s, node_id n)
{
    size_t level = s->depth - 1;
    struct range_frame *f = &s->range_path[level];
    *f = (struct range_frame){ -AB_INF, -AB_INF, 0, tree_nchild(s->tree, n),
                               { -AB_INF, AB_INF }, { -AB_INF, AB_INF } };
    if (level == 0)
        return;
    const struct range_frame *p = &s->range_path[level - 1];
    int sign = (level - 1) % 2 ? -1 : 1;
    int32_t lo = p->lo_max, hi = frame_hi(p, true);
    memcpy(f->root_lo, p->root_lo, sizeof f->root_lo);
    memcpy(f->root_hi, p->root_hi, sizeof f->root_hi);
    /* the parent's low end is max(lo, -child's high end), its high end
     * max(hi, -child's low end) */
    carry_down(f->root_lo, sign, sign > 0 ? lo : hi);
    carry_down(f->root_hi, sign, sign > 0 ? hi : lo);
}

/* A child of the deepest frame returned with the range [lo, hi]. */
static void range_return(struct step_state *s, int32_t lo, int32_t hi)
{
    struct range_frame *p = &s->range_path[s->depth - 1];
    if (!s->compact) {
        assert(s->nrange_undo < s->caprange_undo);
        s->range_undo[s->nrange_undo++] = (struct range_undo){ p->lo_max, p->hi_max };
    }
    if (-hi > p->lo_max)
        p->lo_max = -hi;
    if (-lo > p->hi_max)
        p->hi_max = -lo;
    p->n++;
}

/* The deepest frame as it was before its last change (a child's return
 * undone: n goes down by one; a search again undone: up by one). */
static void range_undo(struct step_state *s, int n_change)
{
    struct range_frame *p = &s->range_path[s->depth - 1];
    if (s->compact) {
        /* F: every child returns exact, so both ends are the largest
         * -value returned so far, which is the frame's m before this
         * child's CHILD event (undone before its return is) */
        p->lo_max = p->hi_max = s->path[s->depth - 1].m;
    } else {
        struct range_undo u = s->range_undo[--s->nrange_undo];
        p->lo_max = u.lo_max;
        p->hi_max = u.hi_max;
    }
    p->n += (uint32_t)n_change;
}

/* A child of the deepest frame is searched again: the frame forgets its
 * return (the entry its return left is the last one), and keeps what it
 * had for stepping back. */
static void range_research(struct step_state *s)
{
    struct range_frame *p = &s->range_path[s->depth - 1];
    struct range_undo before = s->range_undo[s->nrange_undo - 1];
    assert(s->nrange_undo < s->caprange_undo);
    s->range_undo[s->nrange_undo++] = (struct range_undo){ p->lo_max, p->hi_max };
    p->lo_max = before.lo_max;
    p->hi_max = before.hi_max;
    p->n--;
}

/* The range a position done keeps: its own, or (compact) its value,
 * exact as F's values are. */
static void done_range(const struct step_state *s, node_id n, int32_t *lo, int32_t *hi)
{
    if (s->compact) {
        *lo = *hi = s->tree->value[n];
        return;
    }
    size_t i = slot(s, n);
    *lo = s->range_lo[i];
    *hi = s->range_hi[i];
}

/* The deepest frame, n's, pushed again when stepping back over n's
 * return: its children that returned, counted again. */
static void range_reenter(struct step_state *s, node_id n)
{
    const struct tree *t = s->tree;
    range_enter(s, n);
    struct range_frame *f = &s->range_path[s->depth - 1];
    for (node_id c = n + 1, end = n + t->size[n]; c < end; c += t->size[c]) {
        if (s->status[c] != NODE_DONE)
            continue;
        int32_t lo, hi;
        done_range(s, c, &lo, &hi);
        if (-hi > f->lo_max)
            f->lo_max = -hi;
        if (-lo > f->hi_max)
            f->hi_max = -lo;
        f->n++;
    }
}

/* The level of n, a position on the path: the path's positions come in
 * preorder (found by halving, without the tree's depths). */
static size_t path_level(const struct step_state *s, node_id n)
{
    size_t lo = 0, hi = s->depth;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (s->path[mid].node < n)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The range of the position at `level` of the path: from the deepest
 * frame up, or straight to the root by the deepest frame's carry. */
static void path_range(const struct step_state *s, size_t level, int32_t *lo, int32_t *hi)
{
    size_t k = s->depth - 1;
    const struct range_frame *f = &s->range_path[k];
    int32_t l = f->lo_max, h = frame_hi(f, false);
    if (level == 0 && k > 0) {
        int sign = k % 2 ? -1 : 1;
        *lo = carry(f->root_lo, sign, sign > 0 ? l : h);
        *hi = carry(f->root_hi, sign, sign > 0 ? h : l);
        return;
    }
    for (size_t i = k; i-- > level;) {
        const struct range_frame *p = &s->range_path[i];
        int32_t pl = -h > p->lo_max ? -h : p->lo_max;
        int32_t ph = frame_hi(p, true);
        if (-l > ph)
            ph = -l;
        l = pl;
        h = ph;
    }
    *lo = l;
    *hi = h;
}

/* n's range: a position done keeps its own, one on the path is worked
 * out from the path's frames, any other is every value. */
static void range_of(const struct step_state *s, node_id n, int32_t *lo, int32_t *hi)
{
    *lo = -AB_INF;
    *hi = AB_INF;
    if (!s->ranges)
        return;
    if (s->status[n] == NODE_DONE)
        done_range(s, n, lo, hi);
    else if (s->status[n] == NODE_ACTIVE)
        path_range(s, path_level(s, n), lo, hi);
}

/* The events that can leave an entry for stepping back (a return, a
 * search again). */
static size_t count_range_changes(const struct trace *tr)
{
    size_t n = 0;
    for (size_t i = 0; i < tr->len; i++) {
        enum event_type type = trace_event_type(tr, i);
        n += type == EV_LEAF || type == EV_EXIT || type == EV_RESEARCH;
    }
    return n;
}

static void replay(struct step_state *s, size_t k);

bool step_state_track_ranges(struct step_state *s)
{
    const struct tree *t = s->tree;
    if (s->ranges)
        return true;
    size_t slots = s->nslots ? s->nslots : 1;
    /* compact: the path's frames alone (done_range, range_undo) */
    size_t changes = s->compact ? 0 : count_range_changes(s->trace);
    if (!s->compact) {
        s->range_lo = calloc(slots, sizeof *s->range_lo);
        s->range_hi = calloc(slots, sizeof *s->range_hi);
        s->range_undo = malloc((changes ? changes : 1) * sizeof *s->range_undo);
    }
    s->range_path = calloc((size_t)t->height + 1, sizeof *s->range_path);
    if ((!s->compact && (!s->range_lo || !s->range_hi || !s->range_undo)) || !s->range_path) {
        free(s->range_lo);
        free(s->range_hi);
        free(s->range_path);
        free(s->range_undo);
        s->range_lo = s->range_hi = NULL;
        s->range_path = NULL;
        s->range_undo = NULL;
        return false;
    }
    s->caprange_undo = changes;
    s->nrange_undo = 0;
    s->ranges = true;
    if (s->step > 0) {
        /* caught up from step 0; the checkpoints made so far hold no
         * ranges, and are made again on the way */
        for (size_t i = 0; i < s->ncheckpoints; i++)
            free(s->checkpoints[i].saved);
        s->ncheckpoints = 0;
        replay(s, s->step);
    }
    return true;
}

void step_state_range(const struct step_state *s, node_id n, enum value_view view, int32_t *lo,
                 int32_t *hi)
{
    range_of(s, n, lo, hi);
    window_in_view(view, tree_depth(s->tree, n), lo, hi);
}

/* The checkpoint of RESEARCH event `index`, or NULL when it has none yet
 * (checkpoints are made in event order, so a binary search finds it). */
static struct state_checkpoint *find_checkpoint(const struct step_state *s, size_t index)
{
    size_t lo = 0, hi = s->ncheckpoints;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (s->checkpoints[mid].event < index)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < s->ncheckpoints && s->checkpoints[lo].event == index ? &s->checkpoints[lo]
                                                                     : NULL;
}

/* Saves what RESEARCH event `index` is about to wipe, the first time it
 * is stepped over (the state before it is the same every time). */
static void save_checkpoint(struct step_state *s, size_t index, node_id node, node_id end)
{
    if (find_checkpoint(s, index))
        return;
    if (!ARRAY_GROW(s->checkpoints, s->capcheckpoints, s->ncheckpoints + 1))
        return;         /* without a checkpoint, going back replays */
    struct state_checkpoint *c = &s->checkpoints[s->ncheckpoints++];
    *c = (struct state_checkpoint){ .event = index };
    size_t count = 0;
    for (node_id n = node; n < end; n++)
        count += s->status[n] != NODE_UNVISITED;
    if (count == 0)
        return;
    c->saved = malloc(count * sizeof *c->saved);
    if (!c->saved) {
        c->lost = true;
        return;
    }
    for (node_id n = node; n < end; n++)
        if (s->status[n] != NODE_UNVISITED)
            c->saved[c->count++] = (struct state_saved){
                n, s->status[n], s->kind[slot(s, n)], s->value[slot(s, n)],
                s->ranges ? s->range_lo[slot(s, n)] : 0,
                s->ranges ? s->range_hi[slot(s, n)] : 0 };
}

static void set_child(struct step_state *s, node_id child)
{
    if (s->depth)
        s->path[s->depth - 1].child = child;
}

/* Marks (or unmarks) the pruned siblings of a cutoff, counting each
 * branch by its kind. */
static void mark_pruned(struct step_state *s, const struct event *e, size_t index, bool on)
{
    node_id c = e->c;
    if (on)
        s->cut_events[e->kind]++;
    else
        s->cut_events[e->kind]--;
    enum cut_kind last = CUT_KIND_COUNT;
    for (int32_t k = 0; k < e->b; k++) {
        s->status[c] = on ? NODE_CUT : NODE_UNVISITED;
        s->value[slot(s, c)] = on ? (int32_t)index : 0;    /* never compact: F cuts nothing */
        enum cut_kind ck = trace_branch_kind(s->trace, e, c);
        /* the kinds come in runs: the cutoff counts once for each */
        size_t with = ck != last;
        last = ck;
        if (on) {
            s->cut_branches[ck]++;
            s->cut_with[ck] += with;
        } else {
            s->cut_branches[ck]--;
            s->cut_with[ck] -= with;
        }
        if (k + 1 < e->b)
            c = tree_next_sibling(s->tree, c);
    }
}

bool step_state_forward(struct step_state *s)
{
    if (s->step >= s->trace->len)
        return false;
    size_t index = s->step;
    s->current = trace_event(s->trace, index);
    const struct event *e = &s->current;
    switch ((enum event_type)e->type) {
    case EV_ENTER:
        set_child(s, e->node);
        s->status[e->node] = NODE_ACTIVE;
        s->path[s->depth++] = (struct path_frame){ e->node, e->a, e->b, event_c_value(e),
                                                   0, AB_NO_NODE };
        s->interior++;
        if (s->ranges)
            range_enter(s, e->node);
        break;
    case EV_LEAF:
        set_child(s, e->node);
        s->status[e->node] = NODE_DONE;
        if (!s->compact) {
            s->kind[slot(s, e->node)] = BOUND_EXACT;
            s->value[slot(s, e->node)] = event_c_value(e);
        }
        s->leaves++;
        if (s->ranges) {
            int32_t v = s->tree->value[e->node];
            if (!s->compact)
                s->range_lo[slot(s, e->node)] = s->range_hi[slot(s, e->node)] = v;
            if (s->depth)
                range_return(s, v, v);
        }
        break;
    case EV_CHILD: {
        struct path_frame *f = &s->path[s->depth - 1];
        f->examined++;
        if (e->kind)
            f->m = e->a;
        break;
    }
    case EV_CUTOFF:
        mark_pruned(s, e, index, true);
        break;
    case EV_EXIT:
        s->status[e->node] = NODE_DONE;
        if (!s->compact) {
            s->kind[slot(s, e->node)] = e->kind;
            s->value[slot(s, e->node)] = e->a;
        }
        if (s->ranges) {
            /* its own range kept; its parent's frame takes it in */
            const struct range_frame *f = &s->range_path[s->depth - 1];
            int32_t lo = f->lo_max, hi = frame_hi(f, false);
            if (!s->compact) {
                s->range_lo[slot(s, e->node)] = lo;
                s->range_hi[slot(s, e->node)] = hi;
            }
            s->depth--;
            if (s->depth)
                range_return(s, lo, hi);
        } else {
            s->depth--;
        }
        break;
    case EV_RESEARCH: {
        /* the subtree starts over; what was found before is forgotten
         * here, and kept in a checkpoint for stepping back */
        node_id end = e->node + s->tree->size[e->node];
        save_checkpoint(s, index, e->node, end);
        memset(s->status + e->node, NODE_UNVISITED, end - e->node);
        for (size_t i = step_state_slot_from(s, e->node); i < s->nslots && slot_node(s, i) < end;
             i++) {
            s->kind[i] = 0;
            s->value[i] = 0;
        }
        if (s->ranges && s->depth)
            range_research(s);
        break;
    }
    default:
        break;
    }
    s->step++;
    return true;
}

/* Back to step 0, then forward to step k: how a search again is undone
 * when its checkpoint could not be saved (out of memory). */
static void replay(struct step_state *s, size_t k)
{
    const struct tree *t = s->tree;
    memset(s->status, 0, t->count * sizeof *s->status);
    if (!s->compact) {
        memset(s->kind, 0, s->nslots * sizeof *s->kind);
        memset(s->value, 0, s->nslots * sizeof *s->value);
    }
    s->depth = 0;
    s->step = 0;
    s->current = (struct event){ 0 };
    s->leaves = s->interior = 0;
    memset(s->cut_events, 0, sizeof s->cut_events);
    memset(s->cut_branches, 0, sizeof s->cut_branches);
    memset(s->cut_with, 0, sizeof s->cut_with);
    s->nrange_undo = 0;
    while (s->step < k)
        step_state_forward(s);
}

/* The child a frame was last busy with before event i: events of a node's
 * children follow each other directly, so the event before a child's
 * ENTER or LEAF is the CHILD event of the previous child, or the parent's
 * own ENTER when it is the first. */
static node_id child_before(const struct trace *tr, size_t i)
{
    enum event_type before = i > 0 ? trace_event_type(tr, i - 1) : EV_TYPE_COUNT;
    if (before == EV_CHILD)
        return trace_event(tr, i - 1).c;
    /* a search again enters the same child */
    if (before == EV_RESEARCH) {
        node_id n = trace_event(tr, i - 1).node;
        return n == 0 ? AB_NO_NODE : n;
    }
    /* a cutoff on entering (no child examined) follows the ENTER itself */
    if (i > 1 && before == EV_CUTOFF)
        return trace_event_type(tr, i - 2) == EV_CHILD ? trace_event(tr, i - 2).c : AB_NO_NODE;
    return AB_NO_NODE;
}

bool step_state_backward(struct step_state *s)
{
    if (s->step == 0)
        return false;
    size_t index = --s->step;
    const struct event event = trace_event(s->trace, index), *e = &event;
    s->current = index ? trace_event(s->trace, index - 1) : (struct event){ 0 };
    switch ((enum event_type)e->type) {
    case EV_ENTER:
        s->depth--;
        s->status[e->node] = NODE_UNVISITED;
        s->interior--;
        set_child(s, child_before(s->trace, index));
        break;
    case EV_LEAF:
        set_child(s, child_before(s->trace, index));
        s->status[e->node] = NODE_UNVISITED;
        if (!s->compact)
            s->value[slot(s, e->node)] = 0;
        s->leaves--;
        if (s->ranges && s->depth)
            range_undo(s, -1);
        break;
    case EV_CHILD: {
        struct path_frame *f = &s->path[s->depth - 1];
        f->examined--;
        f->m = e->b;
        break;
    }
    case EV_CUTOFF:
        mark_pruned(s, e, index, false);
        break;
    case EV_RESEARCH: {
        /* the subtree is as the search again left it: nothing reached;
         * put back what it had reached before */
        const struct state_checkpoint *c = find_checkpoint(s, index);
        if (!c || c->lost) {
            replay(s, index);
            return true;
        }
        for (size_t i = 0; i < c->count; i++) {
            const struct state_saved *v = &c->saved[i];
            s->status[v->node] = v->status;
            s->kind[slot(s, v->node)] = v->kind;
            s->value[slot(s, v->node)] = v->value;
            if (s->ranges) {
                s->range_lo[slot(s, v->node)] = v->lo;
                s->range_hi[slot(s, v->node)] = v->hi;
            }
        }
        if (s->ranges && s->depth)
            range_undo(s, +1);
        break;
    }
    case EV_EXIT: {
        /* Rebuild the frame: its window is in the ENTER event, and m at
         * the exit is the value returned. */
        const struct event enter_event = trace_event(s->trace, e->c), *enter = &enter_event;
        uint32_t examined = (uint32_t)e->b;
        s->status[e->node] = NODE_ACTIVE;
        if (!s->compact)
            s->value[slot(s, e->node)] = 0;
        if (s->ranges && s->depth)
            range_undo(s, -1);
        s->path[s->depth++] = (struct path_frame){
            e->node, enter->a, enter->b,
            /* m moves only when a child returns: a position answered on
             * entering (table, McCarthy, futility) still has its first m */
            examined ? e->a : event_c_value(enter), examined, child_before(s->trace, index)
        };
        if (s->ranges)
            range_reenter(s, e->node);
        break;
    }
    default:
        break;
    }
    return true;
}

void step_state_seek(struct step_state *s, size_t k)
{
    if (k > s->trace->len)
        k = s->trace->len;
    while (s->step < k)
        step_state_forward(s);
    while (s->step > k)
        step_state_backward(s);
}

const struct event *step_state_current_event(const struct step_state *s)
{
    /* in ev[] when there is one, as describe.c's entry rules need */
    return !s->step ? NULL : s->trace->ev ? &s->trace->ev[s->step - 1] : &s->current;
}

node_id step_state_current_node(const struct step_state *s)
{
    const struct event *e = step_state_current_event(s);
    return e ? e->node : 0;
}

size_t step_state_pruned_by(const struct step_state *s, node_id n)
{
    const struct tree *t = s->tree;
    while (n != AB_NO_NODE) {
        if (s->status[n] == NODE_CUT)
            return (size_t)(uint32_t)step_state_value(s, n);
        if (s->status[n] != NODE_UNVISITED)
            return SIZE_MAX;
        n = tree_parent(t, n);
    }
    return SIZE_MAX;
}

node_id step_state_pruned_branch(const struct step_state *s, node_id n)
{
    const struct tree *t = s->tree;
    while (n != AB_NO_NODE) {
        if (s->status[n] == NODE_CUT)
            return n;
        if (s->status[n] != NODE_UNVISITED)
            return AB_NO_NODE;
        n = tree_parent(t, n);
    }
    return AB_NO_NODE;
}

enum cut_kind step_state_cut_kind(const struct step_state *s, node_id c)
{
    const struct event e = trace_event(s->trace, (uint32_t)step_state_value(s, c));
    return trace_branch_kind(s->trace, &e, c);
}
