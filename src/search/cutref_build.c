/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cutref_build.c: the comparison searches that name the kind of a pruned
 * branch. */
#include "config.h"

#include "search/cutref_build.h"

#include <stdlib.h>

#include "search/search.h"

/* Whether o's pruned branches are all outside F2(p, -inf, +inf): o is
 * that very search (any form of F2, the full window, nothing on entering). */
static bool prunes_outside_f2(const struct search_options *o)
{
    bool f2 = o->alg == ALG_F2 || o->alg == ALG_F2_SOFT || algorithm_has(o->alg, TRAIT_FORM);
    return f2 && o->alpha == -AB_INF && o->beta == AB_INF && !o->tt && !o->mccarthy &&
           !o->futility;
}

/* A position F1 is searching: the paper's F1(p, bound) with m so far. */
struct f1_frame {
    node_id child, end;
    int32_t m, bound;
};

/* The positions F1(p, +inf) enters, as bits (zeroed, one a node): what
 * search_run with a sink of these bits and nothing else records, by a
 * loop of its own that does only that (F1 has no window, no table and
 * no rule on entering), a few times faster than the engine.  check_cutref
 * compares the two.  0, or -1 when out of memory. */
static int f1_entered(const struct tree *t, uint64_t *bits)
{
    const uint32_t *size = t->size;
    const int32_t *value = t->value;
    bits[0] |= 1;
    if (size[0] == 1)
        return 0;
    struct f1_frame *stack = malloc(((size_t)t->height + 1) * sizeof *stack);
    if (!stack)
        return -1;
    size_t top = 0;
    stack[0] = (struct f1_frame){ 1, size[0], -AB_INF, AB_INF };
    for (;;) {
        struct f1_frame *f = &stack[top];
        int32_t v;
        if (f->child < f->end) {
            node_id c = f->child;
            bits[c / 64] |= (uint64_t)1 << (c % 64);
            if (size[c] != 1) {
                /* the child is searched with the bound -m */
                stack[++top] = (struct f1_frame){ c + 1, c + size[c], -AB_INF, -f->m };
                continue;
            }
            v = -value[c];
        } else {
            v = -f->m;
            if (top == 0)
                break;
            f = &stack[--top];
        }
        /* f receives v from its child: if v > m then m := v; if m >=
         * bound the rest are pruned */
        if (v > f->m)
            f->m = v;
        node_id next = f->child + size[f->child];
        f->end = f->m >= f->bound ? next : f->end;
        f->child = next;
    }
    free(stack);
    return 0;
}

int cutref_build(const struct tree *t, const struct search_options *o, struct cutref *r)
{
    *r = (struct cutref){ .count = t->count };
    if (o && o->alg == ALG_F)
        return 0;
    size_t words = (t->count + 63) / 64;
    bool need_f2 = !o || (o->alg != ALG_F1 && !prunes_outside_f2(o));
    r->f1 = calloc(words, sizeof *r->f1);
    r->f2 = need_f2 ? calloc(words, sizeof *r->f2) : NULL;
    struct search_options o2 = search_defaults(ALG_F2);
    struct search_sink s2 = { .skip = ~0u, .entered = r->f2 };
    struct search_result res;
    if (!r->f1 || (need_f2 && !r->f2) || f1_entered(t, r->f1) != 0 ||
        (need_f2 && search_run_judged(t, &o2, NULL, &s2, &res) != 0)) {
        cutref_free(r);
        return -1;
    }
    return 0;
}
