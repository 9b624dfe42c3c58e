/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stats.h: the experiments of the paper's analysis: many random uniform
 * trees per degree and height, searched by F, F1 and F2 at full speed.
 *
 * Every tree is an implicit tree (implicit.h) keyed by (seed, degree,
 * height, tree index): never built, its values computed where the search
 * looks.  The counts are summed as exact integers, so a seed gives the
 * same table whatever the number of threads.  The core here only computes; the
 * command, the interface and the plots decide how to show the rows. */
#ifndef ABPRUNE_STATS_H
#define ABPRUNE_STATS_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"
#include "search/search.h"
#include "tree/order.h"

/* Trees are never built, so the only limit on their size is numbering
 * their leaves in 62 bits; cells over max_leaves (by default that limit)
 * are skipped. */
#define STATS_MAX_LEAVES (UINT64_C(1) << 62)
#define STATS_DEFAULT_MAX_LEAVES STATS_MAX_LEAVES
/* The most trees per cell (keeps the exact sums of squares in 128 bits). */
#define STATS_MAX_TREES 1000000u
/* The most worker threads. */
#define STATS_MAX_THREADS 64u

struct stats_config {
    unsigned degree_min, degree_max;    /* inclusive ranges */
    unsigned height_min, height_max;
    unsigned height_step;               /* heights min, min + step, ... (>= 1) */
    unsigned trees;                     /* random trees per (degree, height) */
    uint64_t seed;
    unsigned algorithms;                /* bit 1 << enum algorithm for each to run */
    enum child_order order;             /* as generated, or best / worst first */
    bool ties;                          /* leaves drawn from [value_min, value_max] */
    int32_t value_min, value_max;       /* instead of a random permutation */
    unsigned threads;                   /* 1..STATS_MAX_THREADS */
    uint64_t max_leaves;                /* larger cells are skipped */
    /* Set (from a signal handler, say) to stop early: the cells finished
     * so far are kept.  May be NULL. */
    const volatile sig_atomic_t *stop;
    /* Called now and then from the calling thread with the fraction of the
     * work done (0..1).  May be NULL. */
    void (*progress)(void *ctx, double done);
    void *progress_ctx;
};

/* One algorithm on one (degree, height).  Doubles are NaN when undefined. */
struct stats_row {
    enum algorithm alg;
    unsigned degree, height;
    unsigned trees;
    double mean_leaves;
    double stddev;              /* sample standard deviation; NaN for one tree */
    double ci95;                /* half-width of the 95% confidence interval of
                                   the mean (Student's t); NaN for one tree */
    uint64_t minimum;           /* d^ceil(h/2) + d^floor(h/2) - 1 */
    uint64_t full;              /* d^h */
    double branching;           /* sqrt(N_h / N_(h-2)); NaN without height h-2 */
    double pearl;               /* Pearl's limit for the degree */
    double reference;           /* the reference simulation's bf for F1/F2
                                   (analysis.h), or NaN */
    double deep;                /* F2 rows when F1 ran too: mean over the trees of
                                   leaves(F1) - leaves(F2), what deep cutoffs save */
    double deep_ci95;
};

/* A (degree, height) left out because its trees exceed max_leaves. */
struct stats_skip {
    unsigned degree, height;
};

struct stats_result {
    struct stats_row *rows;     /* by degree, then algorithm, then height */
    size_t nrows, caprows;
    struct stats_skip *skipped;
    size_t nskipped, capskipped;
    unsigned cells_done, cells_total;   /* (degree, height) pairs */
    bool interrupted;           /* stopped early: only finished cells have rows */
};

/* The command's defaults: degrees 2..4, heights 1..8, 100 trees, seed 1,
 * F, F1 and F2, random order, distinct values, 1 thread. */
struct stats_config stats_defaults(void);

/* A small experiment around a tree the user is looking at (for a
 * statistics screen): its degree, heights up to its height (at least 2,
 * at most 8, capped so that it runs in well under a second). */
struct stats_config stats_around(unsigned degree, unsigned height);

/* Checks a configuration; false with *err explaining what is wrong. */
bool stats_config_check(const struct stats_config *c, struct diag *err);

/* The key of one tree: splitmix64 seeding applied in turn to seed,
 * (degree, height) and the index (doc/stats-output.md); implicit_key(). */
uint64_t stats_tree_seed(uint64_t seed, unsigned degree, unsigned height, uint64_t index);

/* Runs the experiment.  Returns 0 (also when stopped early), or -1 with
 * *err on a bad configuration or when out of memory. */
int stats_run(const struct stats_config *c, struct stats_result *r, struct diag *err);

/* The --paper table: F1 and F2 at each degree of
 * analysis_reference_cells(), at its height and two below (for the branching
 * factor), with c's trees, seed, threads, stop flag and progress; the
 * other fields of c are ignored.  Rows as stats_run's, by degree. */
int stats_run_paper(const struct stats_config *c, struct stats_result *r, struct diag *err);

/* The configuration stats_run_paper uses for its i-th cell. */
struct stats_config stats_paper_config(const struct stats_config *c, size_t i);

/* Frees the rows; the struct itself is the caller's. */
void stats_result_free(struct stats_result *r);

/* The row for (alg, degree, height), or NULL. */
const struct stats_row *stats_find(const struct stats_result *r, enum algorithm alg,
                                   unsigned degree, unsigned height);

#endif
