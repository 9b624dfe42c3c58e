/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gen.h: trees made by the program rather than read from a file. */
#ifndef ABPRUNE_GEN_H
#define ABPRUNE_GEN_H

#include <stdbool.h>
#include <stdint.h>

#include "base/diag.h"
#include "tree/tree.h"

/* The largest number of leaves a generated tree may have. */
#define GEN_MAX_LEAVES 100000000u
/* The largest height (a path of degree 1 can be this long). */
#define GEN_MAX_HEIGHT 10000000u

/* Number of leaves of a uniform tree, b^d, or 0 when it exceeds
 * GEN_MAX_LEAVES. */
uint64_t gen_uniform_leaves(unsigned b, unsigned d);

/* Whether a uniform tree of degree b and height d is within the limits
 * (degree at least 1, height and b^d leaves at most GEN_MAX_*); false
 * with *err (no position) when not.  The command line checks its
 * arguments with these before building, so that a bad argument is bad
 * usage, not a tree that failed. */
bool gen_check_shape(unsigned b, unsigned d, struct diag *err);

/* gen_check_shape, and `digits` holds only decimal digits, at least b^d. */
bool gen_check_digits(const char *digits, unsigned b, unsigned d, struct diag *err);

/* gen_check_shape, and b^d is within the digits of pi the spigot makes. */
bool gen_check_pi(unsigned b, unsigned d, struct diag *err);

/* A uniform tree of degree b and height d whose leaves, left to right, are
 * the digits of `digits` (at least b^d of them), written in the negamax
 * convention as in the paper.  NULL with *err on bad arguments. */
struct tree *gen_digits(const char *digits, unsigned b, unsigned d, const char *title,
                        struct diag *err);

/* A uniform tree with the given b^d leaf values, left to right, read in
 * the convention `written`.  NULL with *err on bad arguments. */
struct tree *gen_leaves(unsigned b, unsigned d, const int32_t *values, enum value_view written,
                        const char *title, struct diag *err);

/* The paper's tree generalised: leaves are the first b^d digits of pi. */
struct tree *gen_pi(unsigned b, unsigned d, struct diag *err);

/* A uniform tree with leaves drawn uniformly from [lo, hi] by the rng
 * seeded with `seed`, in preorder; values from Max's point of view. */
struct tree *gen_random(unsigned b, unsigned d, uint64_t seed, int32_t lo, int32_t hi,
                        struct diag *err);

/* An irregular random tree: every position above depth d has between 1 and
 * b moves (the root at least 2 when b >= 2) or, below the root, is terminal
 * with probability 1/4; leaves therefore sit at many depths. */
struct tree *gen_random_irregular(unsigned b, unsigned d, uint64_t seed, int32_t lo,
                                  int32_t hi, struct diag *err);

#endif
