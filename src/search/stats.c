/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stats.c: running the experiments, one (degree, height) cell at a time.
 *
 * No tree is built: each is an implicit tree (implicit.h) named by its key,
 * and a search computes the values it reaches, so a thread needs only the
 * frames of one path.  Threads take tree indices from a shared counter;
 * since each tree's key depends on its index alone and the sums are exact
 * integers, the result does not depend on which thread searched which
 * tree.  Under WASI (no threads) the calling thread searches them all. */
#include "config.h"

#include "search/stats.h"

#include <math.h>
#ifndef __wasi__
#include <pthread.h>
#endif
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "base/u128.h"
#include "search/analysis.h"
#include "search/implicit.h"

struct stats_config stats_defaults(void)
{
    return (struct stats_config){
        .degree_min = 2, .degree_max = 4, .height_min = 1, .height_max = 8, .height_step = 1,
        .trees = 100, .seed = 1,
        .algorithms = 1u << ALG_F | 1u << ALG_F1 | 1u << ALG_F2,
        .order = ORDER_AS_IS, .threads = 1, .max_leaves = STATS_DEFAULT_MAX_LEAVES,
    };
}

struct stats_config stats_around(unsigned degree, unsigned height)
{
    struct stats_config c = stats_defaults();
    c.degree_min = c.degree_max = degree < 2 ? 2 : degree;
    unsigned h = height < 2 ? 2 : height > 8 ? 8 : height;
    /* 2^16 leaves per tree keeps 50 trees per cell well under a second */
    while (h > 1 && analysis_full_leaves(c.degree_min, h) > 65536)
        h--;
    c.height_min = 1;
    c.height_max = h;
    c.trees = 50;
    return c;
}

bool stats_config_check(const struct stats_config *c, struct diag *err)
{
    const char *problem = NULL;
    if (c->degree_min < 1 || c->degree_min > c->degree_max)
        problem = _("the degrees must be a range A..B with 1 <= A <= B");
    else if (c->height_min > c->height_max)
        problem = _("the heights must be a range A..B with A <= B");
    else if (c->trees < 1 || c->trees > STATS_MAX_TREES)
        problem = _("the number of trees must be 1..1000000");
    else if ((c->algorithms & ((1u << ALG_COUNT) - 1)) == 0 || c->algorithms >> ALG_COUNT)
        problem = _("no algorithm chosen");
    else if (c->order >= ORDER_COUNT)
        problem = _("unknown order");
    else if (c->ties && (c->value_min > c->value_max || c->value_min < -AB_VALUE_LIMIT ||
                         c->value_max > AB_VALUE_LIMIT))
        problem = _("the value range is empty or too wide");
    else if (c->threads < 1 || c->threads > STATS_MAX_THREADS)
        problem = _("the number of threads must be 1..64");
    else if (c->max_leaves < 1 || c->max_leaves > STATS_MAX_LEAVES)
        problem = _("the leaf limit must be 1..2^62");
    else if (c->height_step < 1)
        problem = _("the height step must be at least 1");
    if (problem)
        diag_set(err, "stats", 0, 0, "%s", problem);
    return problem == NULL;
}

uint64_t stats_tree_seed(uint64_t seed, unsigned degree, unsigned height, uint64_t index)
{
    return implicit_key(seed, degree, height, index);
}

/* Exact running sums of one count over the trees of a cell (the sum of
 * squares in 128 bits, u128.h: the same on 32-bit targets). */
struct tally {
    uint64_t n;
    int64_t sum;
    struct u128 sumsq;
};

/* |x| as an unsigned number (INT64_MIN's too). */
static uint64_t magnitude(int64_t x)
{
    return x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
}

static void tally_add(struct tally *t, int64_t x)
{
    t->n++;
    t->sum += x;
    t->sumsq = u128_add(t->sumsq, u128_mul(magnitude(x), magnitude(x)));
}

static void tally_merge(struct tally *into, const struct tally *from)
{
    into->n += from->n;
    into->sum += from->sum;
    into->sumsq = u128_add(into->sumsq, from->sumsq);
}

/* Student's t for a two-sided 95% interval: a table to 30 degrees of
 * freedom, then the Cornish-Fisher expansion (error below 1e-4 there). */
static double t975(uint64_t df)
{
    static const double table[] = {
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
    };
    if (df >= 1 && df <= 30)
        return table[df - 1];
    double z = 1.959963984540054, v = (double)df;
    double z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z;
    return z + (z3 + z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v) +
           (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * v * v * v);
}

/* Mean, standard deviation and CI half-width from exact sums; the
 * variance is formed in 128-bit integers, so nothing depends on the order
 * in which trees were added. */
static void tally_summary(const struct tally *t, double *mean, double *sd, double *ci)
{
    *mean = t->n ? (double)t->sum / (double)t->n : NAN;
    *sd = *ci = NAN;
    if (t->n < 2)
        return;
    /* n^2 (n-1)/n var, exact (and never negative) */
    struct u128 spread = u128_sub(u128_mul_small(t->sumsq, t->n),
                                  u128_mul(magnitude(t->sum), magnitude(t->sum)));
    double var = i128_to_double(spread) / ((double)t->n * (double)(t->n - 1));
    *sd = sqrt(var > 0 ? var : 0);
    *ci = t975(t->n - 1) * *sd / sqrt((double)t->n);
}

/* ---- one cell ---- */

struct stats_progress {
    const struct stats_config *c;
    double total, finished;     /* work in tree-leaves: all cells, cells done */
    double per_tree;            /* work of one tree of the current cell */
};

struct cell {
    const struct stats_config *c;
    unsigned degree, height;
    atomic_uint next;           /* the next tree index to take */
    atomic_uint done;           /* trees searched */
    atomic_bool failed;         /* out of memory somewhere */
    struct stats_progress *progress;
};

struct worker {
    struct cell *cell;
    bool reports;               /* the calling thread reports progress */
    struct tally leaves[ALG_COUNT];
    struct tally deep[ALG_COUNT];
};

static bool stopped(const struct stats_config *c)
{
    return c->stop && *c->stop;
}

static void report_progress(const struct cell *cell)
{
    struct stats_progress *p = cell->progress;
    if (!p->c->progress || p->total <= 0)
        return;
    double done = p->finished + p->per_tree * (double)atomic_load(&cell->done);
    p->c->progress(p->c->progress_ctx, done / p->total);
}

static void *work(void *arg)
{
    struct worker *w = arg;
    struct cell *cell = w->cell;
    const struct stats_config *c = cell->c;
    struct implicit_search *s = implicit_search_new(cell->degree, cell->height);
    if (!s)
        atomic_store(&cell->failed, true);
    struct implicit_tree tree = { .degree = cell->degree, .height = cell->height,
                                  .ties = c->ties, .lo = c->value_min, .hi = c->value_max,
                                  .order = c->order };
    while (!atomic_load(&cell->failed) && !stopped(c)) {
        unsigned i = atomic_fetch_add(&cell->next, 1);
        if (i >= c->trees)
            break;
        tree.key = implicit_key(c->seed, cell->degree, cell->height, i);
        uint64_t counts[ALG_COUNT] = { 0 };
        for (int a = 0; a < ALG_COUNT; a++) {
            if (!(c->algorithms & 1u << a))
                continue;
            counts[a] = implicit_run(s, &tree, (enum algorithm)a, NULL);
            tally_add(&w->leaves[a], (int64_t)counts[a]);
        }
        if (c->algorithms & 1u << ALG_F1)
            for (int a = ALG_F2; a <= ALG_F2_SOFT; a++)
                if (c->algorithms & 1u << a)
                    tally_add(&w->deep[a], (int64_t)counts[ALG_F1] - (int64_t)counts[a]);
        atomic_fetch_add(&cell->done, 1);
        if (w->reports)
            report_progress(cell);
    }
    implicit_search_free(s);
    return NULL;
}

#ifdef __wasi__
typedef int thread_id;
/* WASI's C library has no threads: none starts, and the calling thread
 * takes every tree (as when the system refuses a thread). */
static bool thread_start(thread_id *t, struct worker *w)
{
    (void)t;
    (void)w;
    return false;
}

static void thread_join(thread_id t)
{
    (void)t;
}
#else
typedef pthread_t thread_id;
static bool thread_start(thread_id *t, struct worker *w)
{
    return pthread_create(t, NULL, work, w) == 0;
}

static void thread_join(thread_id t)
{
    pthread_join(t, NULL);
}
#endif

/* Searches every tree of one cell with the configured threads; the
 * tallies of all workers are summed into leaves[] and deep[]. */
static int run_cell(struct cell *cell, struct tally *leaves, struct tally *deep)
{
    const struct stats_config *c = cell->c;
    unsigned nthreads = c->threads < c->trees ? c->threads : c->trees;
    struct worker *workers = calloc(nthreads, sizeof *workers);
    thread_id *threads = calloc(nthreads, sizeof *threads);
    bool *started = calloc(nthreads, sizeof *started);
    if (!workers || !threads || !started) {
        free(workers);
        free(threads);
        free(started);
        return -1;
    }
    for (unsigned k = 0; k < nthreads; k++) {
        workers[k].cell = cell;
        workers[k].reports = k == 0;
    }
    /* when a thread cannot start, the others take its trees */
    for (unsigned k = 1; k < nthreads; k++)
        started[k] = thread_start(&threads[k], &workers[k]);
    work(&workers[0]);
    for (unsigned k = 1; k < nthreads; k++)
        if (started[k])
            thread_join(threads[k]);
    for (unsigned k = 0; k < nthreads; k++)
        for (int a = 0; a < ALG_COUNT; a++) {
            tally_merge(&leaves[a], &workers[k].leaves[a]);
            tally_merge(&deep[a], &workers[k].deep[a]);
        }
    free(workers);
    free(threads);
    free(started);
    return atomic_load(&cell->failed) ? -1 : 0;
}

/* The work of one tree of a cell, for the progress bar: the leaves each
 * procedure is expected to examine (d^h for F, Pearl's rate for the
 * others, a quarter more for F1). */
static double tree_work(const struct stats_config *c, unsigned d, unsigned h)
{
    double w = 0;
    for (int a = 0; a < ALG_COUNT; a++) {
        if (!(c->algorithms & 1u << a))
            continue;
        double rate = a == ALG_F ? d : analysis_pearl_limit(d) * (a == ALG_F1 ? 1.25 : 1.0);
        w += pow(rate, h) + 1;
    }
    return w;
}

/* ---- the whole grid ---- */

/* What one finished cell measured, per algorithm. */
struct cell_result {
    bool done;
    struct tally leaves[ALG_COUNT];
    struct tally deep[ALG_COUNT];
};

static bool too_big(const struct stats_config *c, unsigned d, unsigned h)
{
    return !implicit_fits(d, h) || analysis_full_leaves(d, h) > c->max_leaves;
}

/* Whether height h is one of the configuration's. */
static bool height_wanted(const struct stats_config *c, unsigned h)
{
    return (h - c->height_min) % c->height_step == 0;
}

static void fill_row(struct stats_row *row, const struct cell_result *cr, enum algorithm a,
                     unsigned d, unsigned h)
{
    *row = (struct stats_row){ .alg = a, .degree = d, .height = h,
                               .trees = (unsigned)cr->leaves[a].n,
                               .minimum = analysis_minimum_leaves(d, h),
                               .full = analysis_full_leaves(d, h),
                               .branching = NAN, .pearl = analysis_pearl_limit(d),
                               .reference = analysis_reference_branching(a, d, NULL),
                               .deep = NAN, .deep_ci95 = NAN };
    tally_summary(&cr->leaves[a], &row->mean_leaves, &row->stddev, &row->ci95);
    if (cr->deep[a].n) {
        double sd;
        tally_summary(&cr->deep[a], &row->deep, &sd, &row->deep_ci95);
    }
}

const struct stats_row *stats_find(const struct stats_result *r, enum algorithm alg,
                                   unsigned degree, unsigned height)
{
    for (size_t i = 0; i < r->nrows; i++)
        if (r->rows[i].alg == alg && r->rows[i].degree == degree && r->rows[i].height == height)
            return &r->rows[i];
    return NULL;
}

/* Rows by degree, algorithm, height; then the branching factors, which
 * need the row two heights down. */
static int collect_rows(const struct stats_config *c, const struct cell_result *cells,
                        struct stats_result *r)
{
    unsigned nh = c->height_max - c->height_min + 1;
    size_t cap = (size_t)(c->degree_max - c->degree_min + 1) * nh * ALG_COUNT;
    r->rows = calloc(cap ? cap : 1, sizeof *r->rows);
    if (!r->rows)
        return -1;
    r->caprows = cap ? cap : 1;
    for (unsigned d = c->degree_min; d <= c->degree_max; d++)
        for (int a = 0; a < ALG_COUNT; a++) {
            if (!(c->algorithms & 1u << a))
                continue;
            for (unsigned h = c->height_min; h <= c->height_max; h++) {
                const struct cell_result *cr =
                    &cells[(size_t)(d - c->degree_min) * nh + (h - c->height_min)];
                if (cr->done)
                    fill_row(&r->rows[r->nrows++], cr, (enum algorithm)a, d, h);
            }
        }
    for (size_t i = 0; i < r->nrows; i++) {
        struct stats_row *row = &r->rows[i];
        const struct stats_row *below =
            row->height >= 2 ? stats_find(r, row->alg, row->degree, row->height - 2) : NULL;
        if (below && below->mean_leaves > 0)
            row->branching = sqrt(row->mean_leaves / below->mean_leaves);
    }
    return 0;
}

static int note_skip(struct stats_result *r, unsigned d, unsigned h)
{
    if (!ARRAY_GROW(r->skipped, r->capskipped, r->nskipped + 1))
        return -1;
    r->skipped[r->nskipped++] = (struct stats_skip){ d, h };
    return 0;
}

int stats_run(const struct stats_config *c, struct stats_result *r, struct diag *err)
{
    *r = (struct stats_result){ 0 };
    if (!stats_config_check(c, err))
        return -1;
    unsigned nh = c->height_max - c->height_min + 1;
    size_t ncells = (size_t)(c->degree_max - c->degree_min + 1) * nh;
    struct cell_result *cells = calloc(ncells, sizeof *cells);
    if (!cells) {
        diag_set(err, "stats", 0, 0, _("out of memory"));
        return -1;
    }
    struct stats_progress p = { .c = c };
    int status = 0;
    for (unsigned d = c->degree_min; d <= c->degree_max && status == 0; d++)
        for (unsigned h = c->height_min; h <= c->height_max && status == 0; h++) {
            if (!height_wanted(c, h))
                ncells--;
            else if (too_big(c, d, h) && note_skip(r, d, h) != 0) {
                diag_set(err, "stats", 0, 0, _("out of memory"));
                status = -1;
            } else if (!too_big(c, d, h)) {
                p.total += (double)c->trees * tree_work(c, d, h);
            }
        }
    r->cells_total = (unsigned)(ncells - r->nskipped);
    for (unsigned d = c->degree_min; d <= c->degree_max && status == 0; d++)
        for (unsigned h = c->height_min; h <= c->height_max && status == 0; h++) {
            if (!height_wanted(c, h) || too_big(c, d, h))
                continue;
            if (stopped(c)) {
                r->interrupted = true;
                break;
            }
            struct cell cell = { .c = c, .degree = d, .height = h, .progress = &p };
            p.per_tree = tree_work(c, d, h);
            struct cell_result *cr = &cells[(size_t)(d - c->degree_min) * nh + (h - c->height_min)];
            status = run_cell(&cell, cr->leaves, cr->deep);
            if (status != 0)
                diag_set(err, "stats", 0, 0, _("out of memory searching trees of degree %u "
                         "and height %u"), d, h);
            if (status == 0 && atomic_load(&cell.done) == c->trees) {
                cr->done = true;
                r->cells_done++;
            } else if (status == 0) {
                r->interrupted = true;
            }
            p.finished += (double)c->trees * p.per_tree;
        }
    if (status == 0 && collect_rows(c, cells, r) != 0) {
        diag_set(err, "stats", 0, 0, _("out of memory"));
        status = -1;
    }
    free(cells);
    if (status != 0)
        stats_result_free(r);
    return status;
}

struct stats_config stats_paper_config(const struct stats_config *c, size_t i)
{
    struct stats_config p = stats_defaults();
    unsigned d, h;
    analysis_reference_cell(i, &d, &h);
    p.degree_min = p.degree_max = d;
    p.height_min = h - 2;
    p.height_max = h;
    p.height_step = 2;
    p.algorithms = 1u << ALG_F1 | 1u << ALG_F2;
    p.trees = c->trees;
    p.seed = c->seed;
    p.threads = c->threads;
    p.stop = c->stop;
    return p;
}

/* Progress over the whole table: each cell's share of the work. */
struct paper_progress {
    const struct stats_config *c;
    double before, share;
};

static void paper_progress(void *ctx, double done)
{
    struct paper_progress *pp = ctx;
    pp->c->progress(pp->c->progress_ctx, pp->before + pp->share * done);
}

int stats_run_paper(const struct stats_config *c, struct stats_result *r, struct diag *err)
{
    *r = (struct stats_result){ 0 };
    size_t n = analysis_reference_cells();
    double total = 0;
    for (size_t i = 0; i < n; i++) {
        struct stats_config p = stats_paper_config(c, i);
        total += tree_work(&p, p.degree_min, p.height_max) + tree_work(&p, p.degree_min, p.height_min);
    }
    struct paper_progress pp = { .c = c };
    for (size_t i = 0; i < n; i++) {
        struct stats_config p = stats_paper_config(c, i);
        double w = tree_work(&p, p.degree_min, p.height_max) +
                   tree_work(&p, p.degree_min, p.height_min);
        pp.share = w / total;
        if (c->progress) {
            p.progress = paper_progress;
            p.progress_ctx = &pp;
        }
        struct stats_result one;
        if (stats_run(&p, &one, err) != 0) {
            stats_result_free(r);
            return -1;
        }
        if (!ARRAY_GROW(r->rows, r->caprows, r->nrows + one.nrows + 1)) {
            stats_result_free(&one);
            stats_result_free(r);
            diag_set(err, "stats", 0, 0, _("out of memory"));
            return -1;
        }
        memcpy(r->rows + r->nrows, one.rows, one.nrows * sizeof *r->rows);
        r->nrows += one.nrows;
        r->cells_done += one.cells_done;
        r->cells_total += one.cells_total;
        bool stop = one.interrupted;
        stats_result_free(&one);
        pp.before += pp.share;
        if (stop) {
            r->interrupted = true;
            for (size_t k = i + 1; k < n; k++)
                r->cells_total += 2;
            break;
        }
    }
    return 0;
}

void stats_result_free(struct stats_result *r)
{
    free(r->rows);
    free(r->skipped);
    r->rows = NULL;
    r->skipped = NULL;
    r->nrows = r->nskipped = r->caprows = r->capskipped = 0;
}
