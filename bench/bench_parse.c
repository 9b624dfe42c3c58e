/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_parse.c: reading a large JSON tree and searching it, against
 * other readers and a bare search, in one run.
 *
 * Usage: bench_parse FILE
 *
 * For FILE (a JSON array of arrays, as `make bench` writes it) it times,
 * best of a few runs, CPU time:
 *   - abprune's parser (tree_parse: the file already in memory), in MB/s;
 *   - jansson's json_loadb on the same bytes, when built with it
 *     (libjansson-dev; without it the line says so);
 *   - F and F2 on the parsed tree with no sink (search_run), and the same
 *     procedures written as a bare recursive negamax on a flat array of
 *     leaves (what a C programmer would write for a uniform tree), so the
 *     cost of the engine's generality shows. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef HAVE_JANSSON
#include <jansson.h>
#endif

#include "base/util.h"
#include "search/search.h"
#include "tree/parse.h"

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

enum { RUNS = 5 };

/* ---- a bare negamax on a flat array of leaves (uniform tree) ---- */

static unsigned long long bare_leaves;

static int bare_f(const int32_t *v, unsigned d, unsigned h)
{
    if (h == 0) {
        bare_leaves++;
        return v[0];
    }
    size_t width = 1;
    for (unsigned i = 1; i < h; i++)
        width *= d;
    int m = -AB_INF;
    for (unsigned i = 0; i < d; i++) {
        int t = -bare_f(v + i * width, d, h - 1);
        if (t > m)
            m = t;
    }
    return m;
}

static int bare_f2(const int32_t *v, unsigned d, unsigned h, int alpha, int beta)
{
    if (h == 0) {
        bare_leaves++;
        return v[0];
    }
    size_t width = 1;
    for (unsigned i = 1; i < h; i++)
        width *= d;
    int m = alpha;
    for (unsigned i = 0; i < d && m < beta; i++) {
        int t = -bare_f2(v + i * width, d, h - 1, -beta, -m);
        if (t > m)
            m = t;
    }
    return m;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: bench_parse FILE\n");
        return 2;
    }
    struct diag err;
    size_t len;
    char *text = file_read_max(argv[1], (size_t)1 << 31, &len, &err);
    if (!text) {
        diag_print(stderr, &err);
        return 1;
    }
    struct tree_limits limits = { .max_positions = AB_MAX_NODES };
    double best = 1e9;
    struct tree *t = NULL;
    for (int r = 0; r < RUNS; r++) {
        tree_free(t);
        double t0 = cpu_now();
        t = tree_parse_with(text, len, argv[1], &limits, &err);
        double el = cpu_now() - t0;
        if (!t) {
            diag_print(stderr, &err);
            return 1;
        }
        if (el < best)
            best = el;
    }
    printf("%s: %.1f MB, %zu positions, %zu leaves\n", argv[1], (double)len / 1e6, t->count,
           t->leaves);
    printf("  parse      abprune (tree_parse)    %8.4f s  %7.0f MB/s\n", best,
           (double)len / best / 1e6);
#ifdef HAVE_JANSSON
    best = 1e9;
    for (int r = 0; r < RUNS; r++) {
        json_error_t jerr;
        double t0 = cpu_now();
        json_t *doc = json_loadb(text, len, 0, &jerr);
        double el = cpu_now() - t0;
        if (!doc) {
            fprintf(stderr, "jansson: %s\n", jerr.text);
            return 1;
        }
        json_decref(doc);
        if (el < best)
            best = el;
    }
    printf("  parse      jansson %-15s %8.4f s  %7.0f MB/s\n", JANSSON_VERSION, best,
           (double)len / best / 1e6);
#else
    printf("  parse      jansson: not built (install libjansson-dev and run configure again)\n");
#endif
    free(text);

    /* the leaves in order, for the bare searches */
    uint32_t degree;
    bool uniform = tree_is_uniform(t, &degree);
    int32_t *flat = malloc(t->leaves * sizeof *flat);
    size_t k = 0;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n))
            flat[k++] = t->value[n];
    const enum algorithm algs[] = { ALG_F, ALG_F2 };
    for (size_t a = 0; a < 2; a++) {
        struct search_options o = search_defaults(algs[a]);
        struct search_result res;
        best = 1e9;
        for (int r = 0; r < RUNS; r++) {
            double t0 = cpu_now();
            search_run(t, &o, NULL, &res);
            double el = cpu_now() - t0;
            if (el < best)
                best = el;
        }
        printf("  search %-3s abprune (search_run)    %8.4f s  %zu leaves\n",
               algorithm_info(algs[a])->name, best, res.leaves);
        if (!uniform)
            continue;
        double bare = 1e9;
        int v = 0;
        for (int r = 0; r < RUNS; r++) {
            bare_leaves = 0;
            double t0 = cpu_now();
            v = algs[a] == ALG_F ? bare_f(flat, degree, t->height)
                                 : bare_f2(flat, degree, t->height, -AB_INF, AB_INF);
            double el = cpu_now() - t0;
            if (el < bare)
                bare = el;
        }
        printf("  search %-3s bare recursive C       %8.4f s  %llu leaves (value %s)  "
               "engine/bare %.2f\n", algorithm_info(algs[a])->name, bare, bare_leaves,
               v == res.value ? "agrees" : "DIFFERS", best / bare);
    }
    free(flat);
    tree_free(t);
    return 0;
}
