/* SPDX-License-Identifier: GPL-3.0-or-later */
/* analysis.h: what sections 6-9 of the paper (and Pearl after it) predict
 * for uniform trees of degree d and height h, to set next to what the
 * experiments measure.  doc/stats-output.md lists the paper's figures. */
#ifndef ABPRUNE_ANALYSIS_H
#define ABPRUNE_ANALYSIS_H

#include <stddef.h>
#include <stdint.h>

#include "search/search.h"

/* d^h, the leaves F examines; UINT64_MAX when it does not fit. */
uint64_t analysis_full_leaves(unsigned d, unsigned h);

/* d^ceil(h/2) + d^floor(h/2) - 1: the fewest leaves any algorithm must
 * examine to certify the root value, and what F2 examines on a perfectly
 * ordered tree.  UINT64_MAX when it does not fit. */
uint64_t analysis_minimum_leaves(unsigned d, unsigned h);

/* analysis_minimum_leaves of a uniform tree (any degree, leaves all at
 * its height); 0 when the tree is not uniform or the number does not fit. */
uint64_t analysis_tree_minimum(const struct tree *t);

/* Pearl's limit of F2's effective branching factor on random trees:
 * x/(1-x) with x the root in (0, 1) of x^d + x - 1 = 0 (1.618 for d = 2). */
double analysis_pearl_limit(unsigned d);

/* The reference simulation the measurements of `stats` are set beside:
 * this program's own (doc/paper.md section 6), with this many random
 * trees per height and this seed (`abprune stats --paper -n 1000 --seed
 * 2` prints it again); not figures printed in the paper, whose sections 7
 * and 8 bound these costs. */
#define ANALYSIS_REFERENCE_TREES 1000u
#define ANALYSIS_REFERENCE_SEED 2u

/* The reference simulation's branching factor sqrt(N_h / N_(h-2)) for F1
 * or F2 at degree d (2, 3, 4, 5, 10 or 20) and the height *height it was
 * measured at; NaN (and *height 0) when it has none. */
double analysis_reference_branching(enum algorithm a, unsigned d, unsigned *height);

/* The cells of the reference simulation: the i-th (i <
 * analysis_reference_cells()) degree and the height it was measured at;
 * `stats --paper` runs these. */
size_t analysis_reference_cells(void);
void analysis_reference_cell(size_t i, unsigned *degree, unsigned *height);

#endif
