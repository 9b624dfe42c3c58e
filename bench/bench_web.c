/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_web.c: the page's call web_search natively, for bench_web.py to
 * set beside the same call in the page's WebAssembly module: a tree file
 * searched REPS times (after one to warm up); prints the mean CPU time a
 * search in milliseconds.
 *
 * Usage: bench_web TREE-FILE ALGORITHM REPS */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "base/diag.h"
#include "base/util.h"
#include "web/web_api.h"

static double cpu(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

int main(int argc, char **argv)
{
    if (argc != 4)
        return 2;
    struct diag err;
    size_t len;
    char *text = file_read(argv[1], &len, &err);
    if (!text)
        return 1;
    char options[64];
    snprintf(options, sizeof options, "algorithm %s\n", argv[2]);
    int reps = atoi(argv[3]);
    web_free(web_search(text, options));
    double t0 = cpu();
    for (int i = 0; i < reps; i++)
        web_free(web_search(text, options));
    printf("%.3f\n", (cpu() - t0) * 1000 / reps);
    free(text);
    return 0;
}
