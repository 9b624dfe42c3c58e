/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_labels.c: reading tree files of many labels and transpositions
 * (=Label), the lookup a reference costs.
 *
 * Usage: bench_labels
 *
 * For n = 7000, 14000, 28000 and 56000 it makes the text of a tree whose
 * root has n labelled leaves (Lk: v) and then n references to them (=Lk),
 * the last about 1 MB (issue 26: a file of 1 MB took 26 s while each
 * reference looked at every label), and times tree_parse on it, CPU time,
 * best of a few runs: the time per reference stays flat when the lookup
 * is a hash, and grows with n when it is a scan. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/strbuf.h"
#include "base/util.h"
#include "tree/parse.h"

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

enum { RUNS = 3 };

int main(void)
{
    printf("%8s %10s %10s %12s\n", "labels", "bytes", "parse s", "us/reference");
    for (size_t n = 7000; n <= 56000; n *= 2) {
        struct strbuf sb;
        strbuf_init(&sb);
        strbuf_puts(&sb, "(");
        for (size_t i = 0; i < n; i++)
            strbuf_printf(&sb, "L%zu: %zu ", i, i % 7);
        for (size_t i = 0; i < n; i++)
            strbuf_printf(&sb, "=L%zu ", i);
        strbuf_puts(&sb, ")\n");
        if (sb.failed) {
            fprintf(stderr, "bench_labels: out of memory\n");
            return 1;
        }
        double best = 1e30;
        for (int r = 0; r < RUNS; r++) {
            struct diag err;
            double t0 = cpu_now();
            struct tree *t = tree_parse(sb.data, sb.len, "labels", &err);
            double dt = cpu_now() - t0;
            if (!t) {
                diag_print(stderr, &err);
                return 1;
            }
            if (t->count != 2 * n + 1 || t->nlabels != n) {
                fprintf(stderr, "bench_labels: %zu positions, %zu labels\n", t->count,
                        t->nlabels);
                return 1;
            }
            tree_free(t);
            if (dt < best)
                best = dt;
        }
        printf("%8zu %10zu %10.3f %12.3f\n", n, sb.len, best, best * 1e6 / (double)n);
        strbuf_free(&sb);
    }
    return 0;
}
