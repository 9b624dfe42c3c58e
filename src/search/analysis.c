/* SPDX-License-Identifier: GPL-3.0-or-later */
/* analysis.c: the bounds and limits of the paper's analysis. */
#include "config.h"

#include "search/analysis.h"

#include <math.h>

uint64_t analysis_full_leaves(unsigned d, unsigned h)
{
    uint64_t n = 1;
    for (unsigned i = 0; i < h; i++) {
        if (d != 0 && n > UINT64_MAX / d)
            return UINT64_MAX;
        n *= d;
    }
    return n;
}

uint64_t analysis_minimum_leaves(unsigned d, unsigned h)
{
    uint64_t a = analysis_full_leaves(d, (h + 1) / 2), b = analysis_full_leaves(d, h / 2);
    if (a == UINT64_MAX || b == UINT64_MAX || a > UINT64_MAX - b)
        return UINT64_MAX;
    return a + b - 1;
}

uint64_t analysis_tree_minimum(const struct tree *t)
{
    uint32_t d;
    if (!tree_is_uniform(t, &d))
        return 0;
    uint64_t n = analysis_minimum_leaves(d, t->height);
    return n == UINT64_MAX ? 0 : n;
}

double analysis_pearl_limit(unsigned d)
{
    if (d == 0)
        return NAN;
    /* x^d + x - 1 rises from -1 at x = 0 to 1 at x = 1, so bisection on
     * (0, 1) converges to the one root; 60 halvings reach double precision */
    double lo = 0.0, hi = 1.0;
    for (int i = 0; i < 60; i++) {
        double mid = (lo + hi) / 2;
        if (pow(mid, d) + mid - 1 < 0)
            lo = mid;
        else
            hi = mid;
    }
    double x = (lo + hi) / 2;
    return x / (1 - x);
}

/* The reference simulation (analysis.h): branching factors by degree,
 * from `abprune stats --paper -n 1000 --seed 2` rounded to two places.
 * (An earlier table, called the paper's, had F1 at degree 20 as 11.26,
 * from too few trees; doc/paper.md section 6.) */
static const struct {
    unsigned degree, height;
    double f2, f1;
} simulated[] = {
    { 2, 24, 1.64, 1.87 },
    { 3, 16, 2.17, 2.60 },
    { 4, 13, 2.68, 3.28 },
    { 5, 12, 3.14, 3.88 },
    { 10, 9, 5.10, 6.51 },
    { 20, 7, 8.60, 11.10 },
};

double analysis_reference_branching(enum algorithm a, unsigned d, unsigned *height)
{
    if (height)
        *height = 0;
    if (a == ALG_F)
        return NAN;
    for (size_t i = 0; i < sizeof simulated / sizeof simulated[0]; i++)
        if (simulated[i].degree == d) {
            if (height)
                *height = simulated[i].height;
            return a == ALG_F1 ? simulated[i].f1 : simulated[i].f2;
        }
    return NAN;
}

size_t analysis_reference_cells(void)
{
    return sizeof simulated / sizeof simulated[0];
}

void analysis_reference_cell(size_t i, unsigned *degree, unsigned *height)
{
    *degree = simulated[i].degree;
    *height = simulated[i].height;
}
