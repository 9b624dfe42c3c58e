/* SPDX-License-Identifier: GPL-3.0-or-later */
/* implicit.c: random uniform trees computed where the search looks.
 *
 * Positions are numbered as in a heap (the root 0, child i of n is
 * n*d + 1 + i) and leaves left to right from 0; every random number is a
 * mixing function of the tree's key and such a number, so nothing depends
 * on the order in which positions are visited.  Values are int64: distinct
 * values use 62 bits, which no int32 could hold for the largest trees. */
#include "config.h"

#include "search/implicit.h"

#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/rng.h"
#include "base/u128.h"
#include "tree/gen.h"

#define MASK62 ((UINT64_C(1) << 62) - 1)
#define HALF62 (INT64_C(1) << 61)
#define INF64 INT64_MAX

uint64_t implicit_key(uint64_t seed, unsigned degree, unsigned height, uint64_t index)
{
    struct rng r;
    rng_seed(&r, seed);
    rng_seed(&r, rng_next(&r) ^ ((uint64_t)degree << 32 | height));
    rng_seed(&r, rng_next(&r) ^ index);
    return rng_next(&r);
}

bool implicit_fits(unsigned degree, unsigned height)
{
    if (degree == 0)
        return false;
    uint64_t n = 1;
    for (unsigned i = 0; i < height; i++) {
        if (n > IMPLICIT_MAX_LEAVES / degree)
            return degree == 1;
        n *= degree;
    }
    return true;
}

/* splitmix64's finaliser: one-to-one on 64 bits. */
static inline uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* The same steps modulo 2^62: one-to-one on 0..2^62-1 (a shift-xor and a
 * product by an odd number are both invertible there). */
static inline uint64_t mix62(uint64_t x)
{
    x = ((x ^ (x >> 30)) * UINT64_C(0xBF58476D1CE4E5B9)) & MASK62;
    x = ((x ^ (x >> 27)) * UINT64_C(0x94D049BB133111EB)) & MASK62;
    return x ^ (x >> 31);
}

/* The keys of the three uses, from the tree's key. */
struct keys {
    uint64_t a, b;          /* distinct leaves (62 bits) */
    uint64_t draw;          /* ties and ordered trees */
};

static struct keys keys_of(uint64_t key)
{
    return (struct keys){ mix64(key ^ UINT64_C(0x1)) & MASK62,
                          mix64(key ^ UINT64_C(0x2)) & MASK62,
                          mix64(key ^ UINT64_C(0x3)) };
}

/* A uniform number in [lo, hi] from 64 random bits (the high half of
 * bits * span: the bias is below span / 2^64). */
static inline int64_t scale(uint64_t bits, int64_t lo, int64_t hi)
{
    uint64_t span = (uint64_t)hi - (uint64_t)lo + 1u;
    return (int64_t)((uint64_t)lo + u128_mul(bits, span).hi);
}

static inline uint64_t draw(const struct keys *k, uint64_t n)
{
    return mix64(mix64(n ^ k->draw) + k->b);
}

/* Leaf i's value in Max's view, in the unordered models. */
static inline int64_t leaf_value(const struct implicit_tree *t, const struct keys *k, uint64_t i)
{
    if (t->ties)
        return scale(draw(k, i), t->lo, t->hi);
    return (int64_t)mix62(mix62(i ^ k->a) ^ k->b) - HALF62;
}

/* The range of negamax values at a depth. */
static void range_at(const struct implicit_tree *t, unsigned depth, int64_t *lo, int64_t *hi)
{
    if (!t->ties) {
        *lo = -HALF62;
        *hi = HALF62;
    } else if (depth & 1u) {
        *lo = -t->hi;
        *hi = -t->lo;
    } else {
        *lo = t->lo;
        *hi = t->hi;
    }
}

static int compare_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static void sort_i64(int64_t *a, size_t n)
{
    if (n > 32) {
        qsort(a, n, sizeof *a, compare_i64);
        return;
    }
    for (size_t i = 1; i < n; i++) {
        int64_t x = a[i];
        size_t j = i;
        for (; j > 0 && a[j - 1] > x; j--)
            a[j] = a[j - 1];
        a[j] = x;
    }
}

/* The ordered models: the negamax values of the d children of position id
 * (at depth `depth`, negamax value v), left to right.  v = max(-c) over the
 * children c, so one child is -v and the others at least -v, drawn
 * uniformly up to the top of the range; best first puts -v first and the
 * rest increasing (each worse for the mover than the one before), worst
 * first the reverse. */
static void children_values(const struct implicit_tree *t, const struct keys *k, uint64_t id,
                            unsigned depth, int64_t v, int64_t *out)
{
    unsigned d = t->degree;
    int64_t lo, hi;
    range_at(t, depth + 1, &lo, &hi);
    bool best = t->order == ORDER_BEST_FIRST;
    int64_t *others = best ? out + 1 : out;
    for (unsigned j = 1; j < d; j++)
        others[j - 1] = scale(draw(k, id * d + 1 + j), -v, hi);
    sort_i64(others, d - 1);
    if (best) {
        out[0] = -v;
    } else {
        for (unsigned a = 0, b = d - 2; d > 1 && a < b; a++, b--) {
            int64_t x = out[a];
            out[a] = out[b];
            out[b] = x;
        }
        out[d - 1] = -v;
    }
}

static int64_t root_value(const struct implicit_tree *t, const struct keys *k)
{
    int64_t lo, hi;
    range_at(t, 0, &lo, &hi);
    return scale(mix64(k->draw ^ UINT64_C(0x9E3779B97F4A7C15)), lo, hi);
}

/* ---- searching ---- */

struct frame {
    int64_t alpha, beta, m;
    uint64_t id;            /* heap number (ordered models) */
    uint64_t first_leaf;    /* number of the leftmost leaf below */
    unsigned next;          /* children called so far */
};

struct implicit_search {
    unsigned degree, height;
    struct frame *f;
    int64_t *cv;            /* ordered: children's values, d per level */
    uint64_t *width;        /* leaves below a position at each depth */
};

struct implicit_search *implicit_search_new(unsigned degree, unsigned height)
{
    struct implicit_search *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->degree = degree;
    s->height = height;
    s->f = malloc(((size_t)height + 1) * sizeof *s->f);
    s->cv = malloc(((size_t)height + 1) * (degree ? degree : 1) * sizeof *s->cv);
    s->width = malloc(((size_t)height + 1) * sizeof *s->width);
    if (!s->f || !s->cv || !s->width) {
        implicit_search_free(s);
        return NULL;
    }
    uint64_t w = 1;
    for (unsigned k = height + 1; k-- > 0;) {
        s->width[k] = w;
        w *= degree;
    }
    return s;
}

void implicit_search_free(struct implicit_search *s)
{
    if (!s)
        return;
    free(s->f);
    free(s->cv);
    free(s->width);
    free(s);
}

uint64_t implicit_run(struct implicit_search *s, const struct implicit_tree *t,
                      enum algorithm alg, int64_t *value)
{
    const unsigned d = t->degree, h = t->height;
    const struct keys k = keys_of(t->key);
    const bool ordered = t->order != ORDER_AS_IS;
    const bool hard = alg == ALG_F2;
    const int64_t sign = h & 1u ? -1 : 1;
    int64_t root = ordered ? root_value(t, &k) : sign * leaf_value(t, &k, 0);
    if (h == 0) {
        if (value)
            *value = ordered ? root : leaf_value(t, &k, 0);
        return 1;
    }
    struct frame *f = s->f;
    int64_t *cv = s->cv;
    uint64_t leaves = 0;
    unsigned top = 0;
    f[0] = (struct frame){ -INF64, INF64, -INF64, 0, 0, 0 };
    if (ordered)
        children_values(t, &k, 0, 0, root, cv);
    for (;;) {
        struct frame *p = &f[top];
        int64_t got;
        if (top + 1 == h) {
            /* the children are leaves: all of them at once, until a cutoff
             * (the windows they would get do not change their values) */
            int64_t m = p->m;
            const int64_t beta = p->beta;
            unsigned i = 0;
            if (ordered) {
                const int64_t *c = cv + (size_t)top * d;
                do {
                    int64_t x = -c[i++];
                    m = x > m ? x : m;
                } while (i < d && m < beta);
            } else if (t->ties) {
                do {
                    int64_t x = -sign * scale(draw(&k, p->first_leaf + i++), t->lo, t->hi);
                    m = x > m ? x : m;
                } while (i < d && m < beta);
            } else {
                do {
                    uint64_t u = mix62(mix62((p->first_leaf + i++) ^ k.a) ^ k.b);
                    int64_t x = -sign * ((int64_t)u - HALF62);
                    m = x > m ? x : m;
                } while (i < d && m < beta);
            }
            leaves += i;
            if (top == 0) {
                if (value)
                    *value = m;
                return leaves;
            }
            top--;
            got = -m;
        } else if (p->next < d) {
            /* call the next child, an interior position, with its window */
            unsigned i = p->next;
            int64_t a = p->m > p->alpha ? p->m : p->alpha, ca, cb;
            switch (alg) {
            case ALG_F:
                ca = -INF64;
                cb = INF64;
                break;
            case ALG_F1:
                ca = -INF64;
                cb = -p->m;
                break;
            default:
                ca = -p->beta;
                cb = -a;
                break;
            }
            struct frame *c = &f[top + 1];
            *c = (struct frame){ ca, cb, hard ? ca : -INF64, p->id * d + 1 + i,
                                 p->first_leaf + i * s->width[top + 1], 0 };
            if (ordered)
                children_values(t, &k, c->id, top + 1, cv[(size_t)top * d + i],
                                cv + (size_t)(top + 1) * d);
            top++;
            continue;
        } else {
            int64_t v = p->m;
            if (top == 0) {
                if (value)
                    *value = v;
                return leaves;
            }
            top--;
            got = -v;
        }
        p = &f[top];
        if (got > p->m)
            p->m = got;
        if (++p->next < d && p->m >= p->beta)
            p->next = d;
    }
}

/* ---- building ---- */

/* Replaces every value by the number of distinct values below it. */
static int to_ranks(int64_t *v, size_t n)
{
    int64_t *sorted = malloc(n * sizeof *sorted);
    if (!sorted)
        return -1;
    memcpy(sorted, v, n * sizeof *sorted);
    qsort(sorted, n, sizeof *sorted, compare_i64);
    size_t distinct = 0;
    for (size_t i = 0; i < n; i++)
        if (i == 0 || sorted[i] != sorted[distinct - 1])
            sorted[distinct++] = sorted[i];
    for (size_t i = 0; i < n; i++) {
        size_t lo = 0, hi = distinct;
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (sorted[mid] < v[i])
                lo = mid + 1;
            else
                hi = mid;
        }
        v[i] = (int64_t)lo;
    }
    free(sorted);
    return 0;
}

/* Every leaf's value in Max's view, left to right, into out[0..d^h-1]. */
static int leaf_values(const struct implicit_tree *t, int64_t *out)
{
    const unsigned d = t->degree, h = t->height;
    const struct keys k = keys_of(t->key);
    uint64_t n = 1;
    for (unsigned i = 0; i < h; i++)
        n *= d;
    if (t->order == ORDER_AS_IS) {
        for (uint64_t i = 0; i < n; i++)
            out[i] = leaf_value(t, &k, i);
        return 0;
    }
    int64_t sign = h & 1u ? -1 : 1, root = root_value(t, &k);
    if (h == 0) {
        out[0] = root;
        return 0;
    }
    struct implicit_search *s = implicit_search_new(d, h);
    if (!s)
        return -1;
    /* a depth-first walk: frame k's next child, and its children's values */
    struct frame *f = s->f;
    int64_t *cv = s->cv;
    uint64_t leaf = 0;
    unsigned top = 0;
    f[0] = (struct frame){ .id = 0 };
    children_values(t, &k, 0, 0, root, cv);
    for (;;) {
        struct frame *p = &f[top];
        if (p->next == d) {
            if (top == 0)
                break;
            top--;
            continue;
        }
        unsigned i = p->next++;
        int64_t v = cv[(size_t)top * d + i];
        if (top + 1 == h) {
            out[leaf++] = sign * v;
            continue;
        }
        f[top + 1] = (struct frame){ .id = p->id * d + 1 + i };
        children_values(t, &k, f[top + 1].id, top + 1, v, cv + (size_t)(top + 1) * d);
        top++;
    }
    implicit_search_free(s);
    return 0;
}

struct tree *implicit_build(const struct implicit_tree *t, const char *title, struct diag *err)
{
    uint64_t n = gen_uniform_leaves(t->degree, t->height);
    if (n == 0) {
        diag_set(err, "gen", 0, 0, _("%u^%u leaves is more than the limit of %u"), t->degree,
                 t->height, GEN_MAX_LEAVES);
        return NULL;
    }
    int64_t *v = malloc((size_t)n * sizeof *v);
    int32_t *w = malloc((size_t)n * sizeof *w);
    if (!v || !w || leaf_values(t, v) != 0 || (!t->ties && to_ranks(v, (size_t)n) != 0)) {
        free(v);
        free(w);
        diag_set(err, "gen", 0, 0, _("out of memory building a tree of degree %u and height %u"),
                 t->degree, t->height);
        return NULL;
    }
    for (uint64_t i = 0; i < n; i++)
        w[i] = (int32_t)v[i];
    free(v);
    struct tree *tree = gen_leaves(t->degree, t->height, w, VIEW_MINIMAX, title, err);
    free(w);
    return tree;
}
