/* SPDX-License-Identifier: GPL-3.0-or-later */
/* search.c: F, F1 and F2 as one loop over an explicit stack.
 *
 * The four procedures differ only in three places, so they share the loop:
 *   - the initial m: alpha for F2 as printed, -inf for the others;
 *   - the window a child is called with: F (-inf, +inf); F1 (-inf, -m);
 *     F2 (-beta, -max(m, alpha)), which is (-beta, -m) when m starts at alpha;
 *   - the bound a result is judged against (beta; +inf for F).
 * A frame is the paper's a[l-2], a[l-1], a[l] plus the position r[l+1]. */
#include "config.h"

#include "search/search.h"

#include "base/i18n.h"
#include "search/cutref.h"

#include <stdbool.h>
#include <stdlib.h>

#if defined __GNUC__
#define ALWAYS_INLINE __attribute__((always_inline))
#else
#define ALWAYS_INLINE
#endif

const char *bound_kind_name(enum bound_kind k)
{
    static const char *const names[] = { "exact", "lower", "upper" };
    return names[k];
}

const char *event_type_name(enum event_type t)
{
    static const char *const names[] = { "enter", "leaf", "child", "cutoff", "exit",
                                         "research" };
    return names[t];
}

const char *event_type_words(enum event_type t)
{
    /* TRANSLATORS: what happens at a step of the search, before the
     * position's path in the status line ("leaf 1.1.1.3: window ...") */
    static const char *const words[] = { N_("enter"), N_("leaf"), N_("child"), N_("cutoff"),
                                         N_("exit"), N_("research") };
    return _(words[t]);
}

struct search_options search_defaults(enum algorithm alg)
{
    return (struct search_options){ .alg = alg, .alpha = -AB_INF, .beta = AB_INF };
}

struct frame {
    node_id node;
    node_id child;          /* the child being searched */
    uint32_t examined;      /* children whose value has come back */
    node_id end;            /* where its subtree ends; the child it is at
                               when a cutoff ends the loop (the children are
                               counted from the sizes, not a count array) */
    int32_t alpha, beta;
    int32_t m;
    bool scout;             /* PVS: the child is being searched with a null window */
    bool null_window;       /* inside a null-window search (PVS's scouts, MTD(f)) */
};

static inline int32_t max32(int32_t a, int32_t b)
{
    return a > b ? a : b;
}

static enum bound_kind judge(enum algorithm alg, int32_t v, int32_t alpha, int32_t beta)
{
    switch (alg) {
    case ALG_F:
        return BOUND_EXACT;
    case ALG_F1:
        return v >= beta ? BOUND_LOWER : BOUND_EXACT;
    default:
        return v <= alpha ? BOUND_UPPER : v >= beta ? BOUND_LOWER : BOUND_EXACT;
    }
}

/* The transposition table: one entry per position (tree_position). */
struct tt_entry {
    int32_t value;
    uint8_t kind;           /* enum bound_kind */
    bool valid;
};

/* A stored result that settles the position for this window. */
static bool tt_lookup(const struct tt_entry *e, bool soft, int32_t alpha, int32_t beta,
                      int32_t *value)
{
    if (!e->valid)
        return false;
    int32_t v = e->value;
    switch ((enum bound_kind)e->kind) {
    case BOUND_EXACT:
        *value = soft ? v : v <= alpha ? alpha : v >= beta ? beta : v;
        return true;
    case BOUND_LOWER:
        if (v < beta)
            return false;
        *value = soft ? v : beta;
        return true;
    default:
        if (v > alpha)
            return false;
        *value = soft ? v : alpha;
        return true;
    }
}

static void tt_store(struct tt_entry *e, int32_t value, enum bound_kind kind)
{
    /* an exact value is never replaced by a bound */
    if (e->valid && e->kind == BOUND_EXACT && kind != BOUND_EXACT)
        return;
    *e = (struct tt_entry){ value, (uint8_t)kind, true };
}

/* The rules that return on entering a position, before any child: true
 * with the value to return and the kind of cut (search_options). */
static bool entry_cutoff(const struct tree *t, const struct search_options *o,
                         struct tt_entry *table, node_id n, int32_t alpha, int32_t beta,
                         int32_t *value, enum cut_kind *kind)
{
    /* the alpha-beta searches: with a window, or MTD(f)'s null windows */
    if (!algorithm_has(o->alg, TRAIT_WINDOW | TRAIT_TABLE))
        return false;
    bool soft_alg = !algorithm_has(o->alg, TRAIT_FAIL_HARD);
    if (table && tt_lookup(&table[tree_position(t, n)], soft_alg, alpha, beta, value)) {
        *kind = CUT_TT;
        return true;
    }
    if (!(o->mccarthy || o->futility))
        return false;
    const struct annotation *a = tree_annotation(t, n);
    if (!a)
        return false;
    bool soft = soft_alg, odd = tree_depth(t, n) & 1u;
    if (o->mccarthy) {
        /* the annotations are Max's view: at Min's positions optimistic
         * and pessimistic swap and change sign */
        bool has_hi = odd ? a->has & ANN_LO : a->has & ANN_HI;
        bool has_lo = odd ? a->has & ANN_HI : a->has & ANN_LO;
        int32_t hi = odd ? -a->lo : a->hi, lo = odd ? -a->hi : a->lo;
        if (has_hi && hi <= alpha) {
            *value = soft ? hi : alpha;
            *kind = CUT_BOUND;
            return true;
        }
        if (has_lo && lo >= beta) {
            *value = soft ? lo : beta;
            *kind = CUT_BOUND;
            return true;
        }
    }
    if (o->futility && (a->has & ANN_EVAL) && !(a->has & (ANN_CAPTURE | ANN_CHECK)) &&
        tree_depth(t, n) + 2 >= o->horizon) {
        int64_t e = odd ? -(int64_t)a->eval : a->eval;
        if (e - o->futility_margin >= beta) {
            *value = soft ? (int32_t)(e - o->futility_margin) : beta;
            *kind = CUT_FUTILITY;
            return true;
        }
    }
    return false;
}

/* Counts an event and hands it to the sink, unless the sink skips its
 * type (a constant at every use, so the test folds away). */
#define EMIT(TYPE, ...)                                                 \
    do {                                                                \
        r->events++;                                                    \
        if (!(skip >> (TYPE) & 1u)) {                                   \
            struct event ev_ = { .type = (TYPE), __VA_ARGS__ };         \
            sink->event(sink->ctx, &ev_);                               \
        }                                                               \
    } while (0)

/* Notes in the sink's bits (if any) that the search entered node n. */
static inline void mark_entered(uint64_t *entered, node_id n)
{
    if (entered)
        entered[n / 64] |= (uint64_t)1 << (n % 64);
}

/* The event types EMIT does not pass on: all of them without a sink. */
static inline unsigned skipped(const struct search_sink *sink)
{
    return sink ? sink->skip : ~0u;
}

/* Applies entry_cutoff to a frame just entered: m becomes the value and
 * every child is pruned, so the loop returns it at once. */
static void enter_rules(const struct tree *t, const struct search_options *o,
                        struct tt_entry *table, const struct search_sink *sink,
                        struct search_result *r, struct frame *f)
{
    const unsigned skip = skipped(sink);
    int32_t value;
    enum cut_kind kind;
    if (!entry_cutoff(t, o, table, f->node, f->alpha, f->beta, &value, &kind))
        return;
    if (kind == CUT_TT)
        r->tt_hits++;
    uint32_t d = tree_count_children(t, f->node);
    f->m = value;
    f->end = f->child;
    r->cut_events++;
    r->cut_branches += d;
    r->events_by_kind[kind]++;
    r->events_with_kind[kind]++;
    r->branches_by_kind[kind] += d;
    EMIT(EV_CUTOFF, .node = f->node, .a = 0, .b = (int32_t)d,
         .c = tree_first_child(t, f->node), .kind = (uint8_t)kind);
}

/* The kinds of the `pruned` branches from `first` on that a cutoff at f
 * prunes, counted into r; returns the first one's (the event's kind). */
static enum cut_kind judge_branches(const struct tree *t, const struct cutref *ref,
                                    enum algorithm alg, const struct frame *f, node_id first,
                                    uint32_t pruned, struct search_result *r)
{
    if (ref->shallow_only) {
        /* one run of shallow branches, as the loop below would count it */
        r->events_by_kind[CUT_SHALLOW]++;
        r->events_with_kind[CUT_SHALLOW]++;
        r->branches_by_kind[CUT_SHALLOW] += pruned;
        return CUT_SHALLOW;
    }
    enum cut_kind kind = CUT_SHALLOW, last = CUT_SHALLOW;
    node_id c = first;
    for (uint32_t k = 0; k < pruned; k++) {
        enum cut_kind ck = cutref_kind(ref, c, alg == ALG_F1, f->null_window);
        if (k == 0) {
            kind = ck;
            r->events_by_kind[ck]++;
        }
        /* the kinds come in runs: count each run's cutoff once */
        if (k == 0 || ck != last)
            r->events_with_kind[ck]++;
        last = ck;
        r->branches_by_kind[ck]++;
        if (k + 1 < pruned)
            c = tree_next_sibling(t, c);
    }
    return kind;
}

/* What one pass of the search carries to the steps of its loop: the
 * procedure, the tree and its rules, where its events and counts go. */
struct pass {
    const struct tree *t;
    const struct search_options *o;
    struct tt_entry *table;
    const struct cutref *ref;
    const struct search_sink *sink;
    struct search_result *r;
    uint64_t *entered;          /* the sink's bits of positions entered, or NULL */
    unsigned skip;              /* the event types the sink skips */
    bool hard;                  /* fail-hard: m starts at alpha */
    bool rules;                 /* a rule on entering may apply (entry_cutoff) */
};

/* Enters interior position n with the window (alpha, beta): its frame
 * (m starting at alpha, or -inf for fail-soft), counted, reported, and
 * the rules on entering applied. */
static inline ALWAYS_INLINE void enter(const struct pass *ps, struct frame *f, node_id n,
                                       int32_t alpha, int32_t beta, int32_t m, bool null_window)
{
    struct search_result *r = ps->r;
    const unsigned skip = ps->skip;
    const struct search_sink *sink = ps->sink;
    *f = (struct frame){ .node = n, .child = n + 1, .end = n + ps->t->size[n],
                         .alpha = alpha, .beta = beta, .m = m, .null_window = null_window };
    r->interior++;
    EMIT(EV_ENTER, .node = n, .a = alpha, .b = beta, .c = (uint32_t)m);
    mark_entered(ps->entered, n);
    if (ps->rules)
        enter_rules(ps->t, ps->o, ps->table, sink, r, f);
}

/* The window the next child of f is called with: the procedures differ
 * only here (and, PVS, in searching a child again). */
static inline ALWAYS_INLINE void child_window(const enum algorithm alg, struct frame *f,
                                              int32_t *ca, int32_t *cb)
{
    int32_t a = max32(f->m, f->alpha);
    switch (alg) {
    case ALG_F:
        *ca = -AB_INF;
        *cb = AB_INF;
        break;
    case ALG_F1:
        *ca = -AB_INF;
        *cb = -f->m;
        break;
    case ALG_PVS:
        /* the first move with the window, the others with a null window
         * just above the best so far */
        f->scout = f->examined > 0 && a > -AB_INF && (int64_t)a + 1 < f->beta;
        *ca = f->scout ? -a - 1 : -f->beta;
        *cb = -a;
        break;
    default:
        *ca = -f->beta;
        *cb = -a;
        break;
    }
}

/* A terminal position c evaluated (called with (ca, cb)): its value. */
static inline ALWAYS_INLINE int32_t evaluate(const enum algorithm alg, const struct pass *ps,
                                             struct frame *f, node_id c, int32_t ca, int32_t cb)
{
    struct search_result *r = ps->r;
    const unsigned skip = ps->skip;
    const struct search_sink *sink = ps->sink;
    int32_t v = ps->t->value[c];
    EMIT(EV_LEAF, .node = c, .a = ca, .b = cb, .c = (uint32_t)v);
    mark_entered(ps->entered, c);
    r->leaves++;
    /* a leaf's value is exact whatever the window: no scouting */
    if (alg == ALG_PVS)
        f->scout = false;
    return v;
}

/* Every child of f done, or the rest cut off: f returns m. */
static inline ALWAYS_INLINE int32_t leave(const enum algorithm alg, const struct pass *ps,
                                          const struct frame *f)
{
    struct search_result *r = ps->r;
    const unsigned skip = ps->skip;
    const struct search_sink *sink = ps->sink;
    int32_t v = f->m;
    enum bound_kind vk = judge(alg, v, f->alpha, f->beta);
    EMIT(EV_EXIT, .node = f->node, .a = v, .b = (int32_t)f->examined, .kind = (uint8_t)vk);
    if (ps->table)
        tt_store(&ps->table[tree_position(ps->t, f->node)], v, vk);
    return v;
}

/* f receives t from its child: if t > m then m := t; if m >= beta the
 * remaining children are pruned (a cutoff, its kind judged against F1 and
 * F2 when there is a reference). */
static inline ALWAYS_INLINE void receive(const enum algorithm alg, const struct pass *ps,
                                         struct frame *f, int32_t t_value)
{
    struct search_result *r = ps->r;
    const unsigned skip = ps->skip;
    const struct search_sink *sink = ps->sink;
    const struct tree *t = ps->t;
    int32_t before = f->m;
    bool better = t_value > f->m;
    if (better)
        f->m = t_value;
    EMIT(EV_CHILD, .node = f->node, .c = f->child, .a = t_value, .b = before, .kind = better);
    f->examined++;
    node_id next = tree_next_sibling(t, f->child);
    if (next < f->end && alg != ALG_F && f->m >= f->beta) {
        uint32_t pruned = 0;
        for (node_id k = next; k < f->end; k += t->size[k])
            pruned++;
        enum cut_kind kind = ps->ref ? judge_branches(t, ps->ref, alg, f, next, pruned, r)
                                     : CUT_SHALLOW;
        r->cut_events++;
        r->cut_branches += pruned;
        EMIT(EV_CUTOFF, .node = f->node, .a = (int32_t)f->examined, .b = (int32_t)pruned,
             .c = next, .kind = (uint8_t)kind);
        f->end = next;      /* the loop ends: the rest are pruned */
    }
    f->child = next;
}

/* PVS: the null window of f's child failed high inside (a, beta), so the
 * move may be better than the best so far: whether to search it again. */
static inline ALWAYS_INLINE bool research_needed(struct frame *f, int32_t t_value)
{
    int32_t a = max32(f->m, f->alpha);
    f->scout = false;
    return t_value > a && t_value < f->beta;
}

/* One search from the root with the window (alpha, beta), adding its
 * counts to r; *value gets what the root returns.  The loop is the
 * paper's F2 with an explicit stack: call the next child with its window,
 * or return m; the parent receives the child's value. */
static inline ALWAYS_INLINE int search_pass_as(
    const enum algorithm alg, const struct tree *t, const struct search_options *o, int32_t alpha,
    int32_t beta, struct tt_entry *table, const struct cutref *ref,
    const struct search_sink *sink, struct search_result *r, int32_t *value)
{
    const unsigned skip = skipped(sink);
    /* fail-hard: m starts at alpha (the forms of F2 are the same search) */
    const bool hard = algorithm_has(alg, TRAIT_FAIL_HARD);
    const struct pass ps = {
        .t = t, .o = o, .table = table, .ref = ref, .sink = sink, .r = r,
        .entered = sink ? sink->entered : NULL, .skip = skip, .hard = hard,
        /* whether a rule on entering can apply at all (entry_cutoff) */
        .rules = algorithm_has(alg, TRAIT_WINDOW | TRAIT_TABLE) &&
                 (table || ((o->mccarthy || o->futility) && t->nnotes > 0)),
    };
    if (tree_is_leaf(t, 0)) {
        EMIT(EV_LEAF, .node = 0, .a = alpha, .b = beta, .c = (uint32_t)t->value[0]);
        mark_entered(ps.entered, 0);
        *value = t->value[0];
        r->leaves++;
        return 0;
    }
    struct frame *stack = malloc(((size_t)t->height + 1) * sizeof *stack);
    if (!stack)
        return -1;
    size_t top = 0;
    enter(&ps, &stack[0], 0, alpha, beta, hard ? alpha : -AB_INF, alg == ALG_MTDF);
    for (;;) {
        struct frame *f = &stack[top];
        int32_t t_value;
        if (f->child < f->end) {
            /* call the next child with its window */
            int32_t ca, cb;
            child_window(alg, f, &ca, &cb);
            node_id c = f->child;
            if (!tree_is_leaf(t, c)) {
                enter(&ps, &stack[++top], c, ca, cb, hard ? ca : -AB_INF,
                      f->null_window || f->scout);
                continue;
            }
            t_value = -evaluate(alg, &ps, f, c, ca, cb);
        } else {
            /* every child done, or the rest cut off: return m */
            t_value = -leave(alg, &ps, f);
            if (top == 0) {
                *value = -t_value;
                break;
            }
            f = &stack[--top];
        }
        if (alg == ALG_PVS && f->scout && research_needed(f, t_value)) {
            /* search the move again with the window (t, beta), which starts
             * at what the null window found: still that search's */
            node_id again = f->child;
            r->researches++;
            EMIT(EV_RESEARCH, .node = again, .a = -f->beta, .b = -t_value);
            enter(&ps, &stack[++top], again, -f->beta, -t_value, -AB_INF, true);
            continue;
        }
        receive(alg, &ps, f, t_value);
    }
    free(stack);
    return 0;
}

static int search_pass(const struct tree *t, const struct search_options *o, int32_t alpha,
                       int32_t beta, struct tt_entry *table, const struct cutref *ref,
                       const struct search_sink *sink, struct search_result *r, int32_t *value)
{
    switch (o->alg) {
    case ALG_F:
        return search_pass_as(ALG_F, t, o, alpha, beta, table, ref, sink, r, value);
    case ALG_F1:
        return search_pass_as(ALG_F1, t, o, alpha, beta, table, ref, sink, r, value);
    case ALG_F2:
        return search_pass_as(ALG_F2, t, o, alpha, beta, table, ref, sink, r, value);
    default:
        return search_pass_as(o->alg, t, o, alpha, beta, table, ref, sink, r, value);
    }
}

/* MTD(f): null-window searches of the root (fail-soft), each moving a
 * lower or an upper bound, until they meet. */
static int search_mtdf(const struct tree *t, const struct search_options *o,
                       struct tt_entry *table, const struct cutref *ref,
                       const struct search_sink *sink, struct search_result *r)
{
    const unsigned skip = skipped(sink);
    int32_t g = o->guess, lower = -AB_INF, upper = AB_INF;
    while (lower < upper) {
        int32_t b = g == lower ? g + 1 : g;
        if (r->passes > 0) {
            r->researches++;
            EMIT(EV_RESEARCH, .node = 0, .a = b - 1, .b = b);
        }
        if (search_pass(t, o, b - 1, b, table, ref, sink, r, &g) != 0)
            return -1;
        r->passes++;
        if (g < b)
            upper = g;
        else
            lower = g;
    }
    r->value = g;
    return 0;
}

struct search_options search_options_like(enum algorithm alg, const struct search_options *o)
{
    struct search_options s = search_defaults(alg);
    s.mccarthy = o->mccarthy;
    s.futility = o->futility;
    s.futility_margin = o->futility_margin;
    s.horizon = o->horizon;
    s.tt = o->tt;
    s.research = o->research;
    s.research_widened = o->research_widened;
    s.guess = o->guess;
    if (algorithm_has_window(alg)) {
        s.alpha = o->alpha;
        s.beta = o->beta;
    }
    return s;
}

void search_root_window(const struct search_options *o, int32_t *alpha, int32_t *beta)
{
    const bool two_bounds = algorithm_has_window(o->alg);
    *alpha = two_bounds ? o->alpha : -AB_INF;
    *beta = two_bounds || o->alg == ALG_F1 ? o->beta : AB_INF;
}

int search_run(const struct tree *t, const struct search_options *o,
               const struct search_sink *sink, struct search_result *r)
{
    return search_run_judged(t, o, NULL, sink, r);
}

/* F with nothing to report to: it visits every position and returns the
 * true values, which the tree holds (its builder settled them, tree.h), so
 * its counts follow from the tree's shape: an ENTER and an EXIT an
 * interior position, a LEAF a leaf, a CHILD a position but the root. */
static void search_f_settled(const struct tree *t, struct search_result *r)
{
    size_t interior = t->count - t->leaves;
    r->value = t->value[0];
    r->leaves = t->leaves;
    r->interior = interior;
    r->events = interior ? 2 * interior + t->leaves + (t->count - 1) : 1;
    r->passes = 1;
}

int search_run_judged(const struct tree *t, const struct search_options *o,
                      const struct cutref *ref, const struct search_sink *sink,
                      struct search_result *r)
{
    const unsigned skip = skipped(sink);
    *r = (struct search_result){ 0 };
    if (o->alg == ALG_F && !sink) {
        search_f_settled(t, r);
        return 0;
    }
    struct tt_entry *table = NULL;
    if (o->tt && algorithm_has(o->alg, TRAIT_TABLE)) {
        table = calloc(t->count, sizeof *table);
        if (!table)
            return -1;
    }
    int status = -1;
    if (o->alg == ALG_MTDF) {
        status = search_mtdf(t, o, table, ref, sink, r);
        free(table);
        return status;
    }
    const bool two_bounds = algorithm_has_window(o->alg);
    int32_t alpha, beta, v;
    search_root_window(o, &alpha, &beta);
    if (search_pass(t, o, alpha, beta, table, ref, sink, r, &v) != 0)
        goto done;
    r->passes = 1;
    if (o->research && two_bounds && (v <= alpha || v >= beta)) {
        /* an aspiration window that failed: search again on the side the
         * value lies, as printed up to v (F(p) <= v after v <= alpha, so
         * F2(p, -inf, v) settles it), or just past it (the widened
         * variant, whose answer is exact by itself) */
        int32_t wide = o->research_widened ? 1 : 0;
        int32_t a = v <= alpha ? -AB_INF : v - wide, b = v <= alpha ? v + wide : AB_INF;
        r->researches++;
        EMIT(EV_RESEARCH, .node = 0, .a = a, .b = b);
        if (search_pass(t, o, a, b, table, ref, sink, r, &v) != 0)
            goto done;
        r->passes = 2;
    }
    r->value = v;
    status = 0;
done:
    free(table);
    return status;
}

void search_true_values(const struct tree *t, int32_t *out)
{
    for (size_t i = t->count; i-- > 0;) {
        node_id n = (node_id)i;
        if (tree_is_leaf(t, n)) {
            out[n] = t->value[n];
            continue;
        }
        int32_t m = -AB_INF;
        node_id c = tree_first_child(t, n);
        for (node_id end = n + t->size[n]; c < end; c = tree_next_sibling(t, c))
            m = max32(m, -out[c]);
        out[n] = m;
    }
}
