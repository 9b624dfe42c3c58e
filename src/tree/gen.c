/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen.c: generated trees (pi digits, any digit string, random). */
#include "config.h"

#include "tree/gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/rng.h"
#include "tree/pi.h"

uint64_t gen_uniform_leaves(unsigned b, unsigned d)
{
    uint64_t n = 1;
    for (unsigned i = 0; i < d; i++) {
        n *= b;
        if (n > GEN_MAX_LEAVES)
            return 0;
    }
    return n;
}

/* Produces the value of the next leaf, left to right. */
typedef int32_t (*leaf_source)(void *ctx);

/* How many children the next position (at depth `depth`) has: 0 for a
 * leaf. */
typedef unsigned (*shape_source)(void *ctx, size_t depth);

/* Builds a tree in preorder with a stack of "children left" counters, one
 * per open level (height at most d); false when out of memory. */
static bool build_walk(struct tree_builder *tb, unsigned d, shape_source children,
                       leaf_source next, void *ctx)
{
    unsigned *left = calloc((size_t)d + 1, sizeof *left);
    unsigned k = children(ctx, 0);
    bool ok = left && (k ? builder_open(tb) : builder_leaf(tb, next(ctx)));
    size_t level = 0;
    if (ok)
        left[0] = k;
    while (ok && k) {
        if (left[level] == 0) {
            builder_close(tb);
            if (level == 0)
                break;
            level--;
            continue;
        }
        left[level]--;
        unsigned n = children(ctx, level + 1);
        if (n == 0) {
            ok = builder_leaf(tb, next(ctx));
        } else {
            ok = builder_open(tb);
            left[++level] = n;
        }
    }
    free(left);
    return ok;
}

/* A uniform shape: b children down to depth d. */
struct uniform {
    unsigned b, d;
    leaf_source next;
    void *ctx;
};

static unsigned uniform_children(void *ctx, size_t depth)
{
    const struct uniform *u = ctx;
    return depth == u->d ? 0 : u->b;
}

static int32_t uniform_leaf(void *ctx)
{
    const struct uniform *u = ctx;
    return u->next(u->ctx);
}

/* Builds a uniform tree in preorder with a stack of "children left"
 * counters, one per open level. */
static struct tree *build_uniform(unsigned b, unsigned d, leaf_source next, void *ctx,
                                  enum value_view written, const char *title,
                                  struct diag *err)
{
    struct tree_builder *tb = builder_new();
    char *title_copy = title ? strdup(title) : NULL;
    struct uniform u = { b, d, next, ctx };
    bool ok = tb && (!title || title_copy) &&
              build_walk(tb, d, uniform_children, uniform_leaf, &u);
    if (!ok) {
        builder_free(tb);
        free(title_copy);
        diag_set(err, "gen", 0, 0, _("out of memory building a tree of degree %u and height %u"),
                 b, d);
        return NULL;
    }
    return builder_finish(tb, written, title_copy);
}

bool gen_check_shape(unsigned b, unsigned d, struct diag *err)
{
    if (b < 1) {
        diag_set(err, "gen", 0, 0, _("the degree must be at least 1"));
        return false;
    }
    if (d > GEN_MAX_HEIGHT) {
        diag_set(err, "gen", 0, 0, _("the height must be at most %u"), GEN_MAX_HEIGHT);
        return false;
    }
    if (gen_uniform_leaves(b, d) == 0) {
        diag_set(err, "gen", 0, 0, _("%u^%u leaves is more than the limit of %u"), b, d,
                 GEN_MAX_LEAVES);
        return false;
    }
    return true;
}

static int32_t next_digit(void *ctx)
{
    const char **p = ctx;
    return *(*p)++ - '0';
}

bool gen_check_digits(const char *digits, unsigned b, unsigned d, struct diag *err)
{
    if (!gen_check_shape(b, d, err))
        return false;
    uint64_t need = gen_uniform_leaves(b, d);
    size_t have = strlen(digits);
    for (size_t i = 0; i < have; i++)
        if (digits[i] < '0' || digits[i] > '9') {
            diag_set(err, "gen", 0, 0, _("'%c' at position %zu is not a decimal digit"),
                     digits[i], i + 1);
            return false;
        }
    if (have < need) {
        diag_set(err, "gen", 0, 0, _("%u^%u = %llu leaves need %llu digits, but %zu were given"),
                 b, d, (unsigned long long)need, (unsigned long long)need, have);
        return false;
    }
    return true;
}

struct tree *gen_digits(const char *digits, unsigned b, unsigned d, const char *title,
                        struct diag *err)
{
    if (!gen_check_digits(digits, b, d, err))
        return NULL;
    const char *p = digits;
    return build_uniform(b, d, next_digit, &p, VIEW_NEGAMAX, title, err);
}

bool gen_check_pi(unsigned b, unsigned d, struct diag *err)
{
    if (!gen_check_shape(b, d, err))
        return false;
    uint64_t need = gen_uniform_leaves(b, d);
    if (need > PI_DIGITS_MAX) {
        diag_set(err, "gen", 0, 0, _("%u^%u = %llu leaves need more than the %d digits of pi the spigot computes"),
                 b, d, (unsigned long long)need, PI_DIGITS_MAX);
        return false;
    }
    return true;
}

struct tree *gen_pi(unsigned b, unsigned d, struct diag *err)
{
    if (!gen_check_pi(b, d, err))
        return NULL;
    uint64_t need = gen_uniform_leaves(b, d);
    char *digits = malloc((size_t)need + 1);
    if (!digits || pi_digits((size_t)need, digits) != 0) {
        free(digits);
        diag_set(err, "gen", 0, 0, _("out of memory computing digits of pi"));
        return NULL;
    }
    char title[128];
    if (b == 3 && d == 4)
        snprintf(title, sizeof title,
                 "Knuth & Moore (1975), Figures 1-3: the first 81 digits of pi");
    else
        snprintf(title, sizeof title, "The first %llu digits of pi, degree %u, height %u",
                 (unsigned long long)need, b, d);
    struct tree *t = gen_digits(digits, b, d, title, err);
    free(digits);
    return t;
}

static int32_t next_value(void *ctx)
{
    const int32_t **p = ctx;
    return *(*p)++;
}

struct tree *gen_leaves(unsigned b, unsigned d, const int32_t *values, enum value_view written,
                        const char *title, struct diag *err)
{
    if (!gen_check_shape(b, d, err))
        return NULL;
    const int32_t *p = values;
    return build_uniform(b, d, next_value, &p, written, title, err);
}

struct random_source {
    struct rng rng;
    int32_t lo, hi;
};

static int32_t next_random(void *ctx)
{
    struct random_source *r = ctx;
    return (int32_t)rng_range(&r->rng, r->lo, r->hi);
}

static bool check_range(int32_t lo, int32_t hi, struct diag *err)
{
    if (lo > hi || lo < -AB_VALUE_LIMIT || hi > AB_VALUE_LIMIT) {
        diag_set(err, "gen", 0, 0, _("the value range [%d, %d] is empty or outside [-%d, %d]"),
                 (int)lo, (int)hi, AB_VALUE_LIMIT, AB_VALUE_LIMIT);
        return false;
    }
    return true;
}

struct tree *gen_random(unsigned b, unsigned d, uint64_t seed, int32_t lo, int32_t hi,
                        struct diag *err)
{
    if (!gen_check_shape(b, d, err) || !check_range(lo, hi, err))
        return NULL;
    struct random_source src = { .lo = lo, .hi = hi };
    rng_seed(&src.rng, seed);
    char title[128];
    snprintf(title, sizeof title, "Random tree: degree %u, height %u, seed %llu, values %d..%d",
             b, d, (unsigned long long)seed, (int)lo, (int)hi);
    return build_uniform(b, d, next_random, &src, VIEW_MINIMAX, title, err);
}

/* An irregular random shape: the root has 2 to b children (1 when b is
 * 1), any other position above depth d is a leaf one time in four, else
 * has 1 to b children; leaves drawn from lo..hi. */
struct irregular {
    struct rng *rng;
    unsigned b, d;
    int32_t lo, hi;
};

static unsigned irregular_children(void *ctx, size_t depth)
{
    struct irregular *ir = ctx;
    if (depth == 0)
        return ir->d == 0 ? 0 : ir->b >= 2 ? (unsigned)rng_range(ir->rng, 2, ir->b) : 1;
    if (depth == ir->d || rng_range(ir->rng, 0, 3) == 0)
        return 0;
    return (unsigned)rng_range(ir->rng, 1, ir->b);
}

static int32_t irregular_leaf(void *ctx)
{
    struct irregular *ir = ctx;
    return (int32_t)rng_range(ir->rng, ir->lo, ir->hi);
}

struct tree *gen_random_irregular(unsigned b, unsigned d, uint64_t seed, int32_t lo,
                                  int32_t hi, struct diag *err)
{
    if (!gen_check_shape(b, d, err) || !check_range(lo, hi, err))
        return NULL;
    struct rng rng;
    rng_seed(&rng, seed);
    struct irregular ir = { &rng, b, d, lo, hi };
    struct tree_builder *tb = builder_new();
    bool ok = tb && build_walk(tb, d, irregular_children, irregular_leaf, &ir);
    if (!ok) {
        builder_free(tb);
        diag_set(err, "gen", 0, 0, _("out of memory building a random tree"));
        return NULL;
    }
    char title[128];
    snprintf(title, sizeof title,
             "Irregular random tree: degree up to %u, height up to %u, seed %llu, values %d..%d",
             b, d, (unsigned long long)seed, (int)lo, (int)hi);
    return builder_finish(tb, VIEW_MINIMAX, strdup(title));
}
