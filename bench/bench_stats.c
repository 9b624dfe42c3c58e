/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_stats.c: trees per second for F, F1 and F2 on random trees of
 * degree 3 and height 10, against the same procedures written plainly in
 * Python, and the speed-up of `abprune stats` from a second thread.
 *
 * Usage: bench_stats [PYTHON3 SCRIPT]  (SCRIPT is bench/search_plain.py;
 * without them the Python comparison is left out) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "search/search.h"
#include "search/stats.h"
#include "tree/gen.h"

enum { DEGREE = 3, HEIGHT = 10, TREES = 20 };

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The bench's trees: values drawn from +-10^9, so that ties are rare (about
 * one tied pair per tree) as in the distinct-value model; the C engine and
 * the Python code search the very same trees. */
static struct tree *bench_tree(unsigned i)
{
    struct diag err;
    struct tree *t = gen_random(DEGREE, HEIGHT, 2026 + i, -AB_VALUE_LIMIT, AB_VALUE_LIMIT, &err);
    if (!t) {
        fprintf(stderr, "bench_stats: %s\n", err.message);
        exit(1);
    }
    return t;
}

/* Writes the trees' leaves for the Python side. */
static void write_trees(const char *path, struct tree **trees)
{
    FILE *out = fopen(path, "w");
    if (!out) {
        perror(path);
        exit(1);
    }
    fprintf(out, "%d %d %d\n", DEGREE, HEIGHT, TREES);
    for (int i = 0; i < TREES; i++) {
        const struct tree *t = trees[i];
        const char *sep = "";
        for (node_id n = 0; n < t->count; n++)
            if (tree_is_leaf(t, n)) {
                fprintf(out, "%s%d", sep, (int)t->value[n]);
                sep = " ";
            }
        fputc('\n', out);
    }
    if (fclose(out) != 0) {
        perror(path);
        exit(1);
    }
}

struct measured {
    double trees_per_s;
    unsigned long long leaves;  /* over one pass of all the trees */
};

/* Searches every tree repeatedly for half a second. */
static struct measured time_c(struct tree **trees, enum algorithm a)
{
    struct search_options o = search_defaults(a);
    struct search_result r;
    struct measured m = { 0, 0 };
    for (int i = 0; i < TREES; i++) {
        search_run(trees[i], &o, NULL, &r);
        m.leaves += r.leaves;
    }
    long searched = 0;
    double start = now(), elapsed;
    do {
        for (int i = 0; i < TREES; i++)
            search_run(trees[i], &o, NULL, &r);
        searched += TREES;
        elapsed = now() - start;
    } while (elapsed < 0.5);
    m.trees_per_s = (double)searched / elapsed;
    return m;
}

static void compare_with_python(struct tree **trees, const char *python, const char *script)
{
    char path[] = "/tmp/abprune-bench-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) {
        perror("mkstemp");
        exit(1);
    }
    close(fd);
    write_trees(path, trees);
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "'%s' '%s' '%s'", python, script, path);
    FILE *p = popen(cmd, "r");
    if (!p) {
        perror("popen");
        exit(1);
    }
    printf("Searching %d random trees of degree %d, height %d (%.0f leaves each), no trace:\n",
           TREES, DEGREE, HEIGHT, (double)trees[0]->leaves);
    printf("  %-4s %14s %14s %10s %14s\n", "alg", "C trees/s", "Python trees/s", "C/Python",
           "leaves/tree");
    char name[16];
    int count;
    double seconds;
    unsigned long long py_leaves;
    int failures = 0;
    while (fscanf(p, "%15s %d %lf %llu", name, &count, &seconds, &py_leaves) == 4) {
        enum algorithm a = algorithm_from_option(name);
        if (a == ALG_COUNT)
            continue;
        struct measured c = time_c(trees, a);
        double py = count / seconds;
        printf("  %-4s %14.0f %14.1f %10.1f %14.1f\n", name, c.trees_per_s, py,
               c.trees_per_s / py, (double)c.leaves / TREES);
        if (py_leaves != c.leaves) {
            fprintf(stderr, "bench_stats: %s: Python examined %llu leaves, C %llu\n", name,
                    py_leaves, c.leaves);
            failures++;
        }
    }
    int status = pclose(p);
    remove(path);
    if (status != 0 || failures) {
        fprintf(stderr, "bench_stats: the Python side failed or disagreed\n");
        exit(1);
    }
}

/* Wall-clock time of a whole `abprune stats` run with the given threads. */
static double time_stats(unsigned degree, unsigned hmin, unsigned hmax, unsigned trees,
                         unsigned threads)
{
    struct stats_config c = stats_defaults();
    c.degree_min = c.degree_max = degree;
    c.height_min = hmin;
    c.height_max = hmax;
    c.trees = trees;
    c.threads = threads;
    struct stats_result r;
    struct diag err;
    double start = now();
    if (stats_run(&c, &r, &err) != 0) {
        fprintf(stderr, "bench_stats: %s\n", err.message);
        exit(1);
    }
    double elapsed = now() - start;
    stats_result_free(&r);
    return elapsed;
}

int main(int argc, char **argv)
{
    struct tree *trees[TREES];
    for (int i = 0; i < TREES; i++)
        trees[i] = bench_tree((unsigned)i);
    if (argc == 3) {
        compare_with_python(trees, argv[1], argv[2]);
    } else {
        printf("Searching %d random trees of degree %d, height %d, no trace:\n", TREES, DEGREE,
               HEIGHT);
        for (int a = ALG_F; a <= ALG_F2; a++) {
            struct measured c = time_c(trees, (enum algorithm)a);
            printf("  %-4s %14.0f trees/s\n", algorithm_info((enum algorithm)a)->option,
                   c.trees_per_s);
        }
    }
    for (int i = 0; i < TREES; i++)
        tree_free(trees[i]);

    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    printf("\nabprune stats (generation included, F, F1 and F2), %ld processor%s online:\n",
           cpus, cpus == 1 ? "" : "s");
    printf("  %-32s %10s %10s %9s\n", "run", "1 thread", "2 threads", "speed-up");
    static const struct { unsigned d, hmin, hmax, n; } runs[] = {
        { 3, 10, 10, 1000 }, { 2, 1, 18, 200 }, { 4, 1, 8, 500 },
    };
    for (size_t i = 0; i < sizeof runs / sizeof runs[0]; i++) {
        double one = time_stats(runs[i].d, runs[i].hmin, runs[i].hmax, runs[i].n, 1);
        double two = time_stats(runs[i].d, runs[i].hmin, runs[i].hmax, runs[i].n, 2);
        char what[64];
        snprintf(what, sizeof what, "-b %u -d %u..%u -n %u", runs[i].d, runs[i].hmin,
                 runs[i].hmax, runs[i].n);
        printf("  %-32s %9.2fs %9.2fs %9.2f\n", what, one, two, one / two);
    }
    return 0;
}
