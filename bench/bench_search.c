/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_search.c: search speed with and without a trace, replay speed, and
 * memory per recorded event, on large random trees.
 *
 * Usage: bench_search [DEGREE HEIGHT]...  (default: 10 6, 2 20, 3 13) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#include "search/search.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "tree/gen.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static long peak_rss_kib(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}

static void bench_tree(unsigned b, unsigned d)
{
    struct diag err;
    double t0 = now();
    struct tree *t = gen_random(b, d, 2026, -1000, 1000, &err);
    if (!t) {
        fprintf(stderr, "bench: %s\n", err.message);
        exit(1);
    }
    printf("degree %u, height %u: %zu positions, %zu leaves (built in %.2f s)\n", b, d,
           t->count, t->leaves, now() - t0);
    printf("  %-7s %12s %12s %14s %12s %10s %12s %12s\n", "alg", "leaves", "no sink s",
           "leaves/s", "trace s", "events", "bytes/event", "replay s");
    for (int a = 0; a < ALG_COUNT; a++) {
        struct search_options o = search_defaults((enum algorithm)a);
        struct search_result r;
        /* repeat the fast run until it has taken a measurable time */
        int reps = 0;
        double start = now(), elapsed;
        do {
            search_run(t, &o, NULL, &r);
            reps++;
            elapsed = now() - start;
        } while (elapsed < 0.5);
        double plain = elapsed / reps;
        start = now();
        struct trace *tr = trace_record(t, &o);
        double traced = now() - start;
        if (!tr) {
            fprintf(stderr, "bench: out of memory\n");
            exit(1);
        }
        struct step_state *s = step_state_new(tr);
        start = now();
        step_state_seek(s, tr->len);
        step_state_seek(s, 0);
        double replay = now() - start;
        printf("  %-7s %12zu %12.4f %14.3g %12.4f %10zu %12zu %12.4f\n",
               algorithm_info((enum algorithm)a)->option, r.leaves, plain,
               (double)r.leaves / plain, traced, tr->len, sizeof(struct event), replay);
        step_state_free(s);
        trace_free(tr);
    }
    tree_free(t);
}

int main(int argc, char **argv)
{
    if (argc > 1 && argc % 2 == 1) {
        for (int i = 1; i + 1 < argc; i += 2)
            bench_tree((unsigned)atoi(argv[i]), (unsigned)atoi(argv[i + 1]));
    } else {
        bench_tree(10, 6);
        bench_tree(2, 20);
        bench_tree(3, 13);
    }
    printf("peak resident memory: %ld MiB\n", peak_rss_kib() / 1024);
    return 0;
}
