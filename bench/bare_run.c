/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bare_run.c: the anchor of `abprune run` (issue 42): what a plain C
 * program does with a plain tree file, and nothing more.  It maps the
 * file, reads it into two flat arrays in preorder (a leaf's value, Max's
 * values turned to negamax by depth, and each position's subtree size),
 * and searches it with a recursive negamax: F, F1 or F2 as the paper
 * prints them (F2 fail-hard).  It checks nothing a well-formed tree would
 * not have: it is the speed a tree file can be read and searched at.
 *
 * Tuned as a careful C programmer would: the file mapped and faulted in
 * at once (MAP_POPULATE), the arrays sized by a bound on the text (pages
 * never touched cost nothing) and given transparent huge pages (a fault
 * every 2 MiB instead of every 4 KiB), one switch a byte.  A third
 * argument "small" keeps the arrays on ordinary pages, to measure what
 * huge pages are worth.
 *
 * Usage: bare_run f|f1|f2 FILE [small]   prints "value V leaves L" (the root's
 * negamax value and the leaves visited), for bench_run_anchor.sh to check
 * against `abprune run`.  Both file formats: the .tree format (lines
 * starting with '@' are directives; "@values minimax" is assumed, as `gen`
 * writes) and a JSON array of arrays (no directives: abprune reads it as
 * Max's values too). */
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define INF 2147483647

static bool small_pages;

/* An array for bytes, on huge pages unless asked not to. */
static void *array(size_t bytes)
{
    if (small_pages || bytes < ((size_t)4 << 20))
        return malloc(bytes);
    void *p = NULL;
    if (posix_memalign(&p, (size_t)2 << 20, bytes) != 0)
        return NULL;
    madvise(p, bytes, MADV_HUGEPAGE);
    return p;
}

static int32_t *value;
static uint32_t *size;
static size_t leaves;

static int32_t f(uint32_t p)
{
    if (size[p] == 1) {
        leaves++;
        return value[p];
    }
    int32_t m = -INF;
    for (uint32_t c = p + 1, end = p + size[p]; c < end; c += size[c]) {
        int32_t t = -f(c);
        if (t > m)
            m = t;
    }
    return m;
}

static int32_t f1(uint32_t p, int32_t bound)
{
    if (size[p] == 1) {
        leaves++;
        return value[p];
    }
    int32_t m = -INF;
    for (uint32_t c = p + 1, end = p + size[p]; c < end; c += size[c]) {
        int32_t t = -f1(c, -m);
        if (t > m)
            m = t;
        if (m >= bound)
            break;
    }
    return m;
}

static int32_t f2(uint32_t p, int32_t alpha, int32_t beta)
{
    if (size[p] == 1) {
        leaves++;
        return value[p];
    }
    int32_t m = alpha;
    for (uint32_t c = p + 1, end = p + size[p]; c < end; c += size[c]) {
        int32_t t = -f2(c, -beta, -m);
        if (t > m)
            m = t;
        if (m >= beta)
            break;
    }
    return m;
}

int main(int argc, char **argv)
{
    if (argc != 3 && argc != 4)
        return 2;
    small_pages = argc == 4;
    int fd = open(argv[2], O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0)
        return 1;
    size_t len = (size_t)st.st_size;
    const char *text = mmap(NULL, len ? len : 1, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (text == MAP_FAILED)
        return 1;
    size_t cap = len / 2 + 1;
    value = array(cap * sizeof *value);
    size = array(cap * sizeof *size);
    uint32_t *open_at = malloc(cap * sizeof *open_at);
    if (!value || !size || !open_at)
        return 1;
    size_t n = 0, top = 0;
    const char *p = text, *end = text + len;
    while (p < end) {
        switch (*p) {
        case '(':
        case '[':
            open_at[top++] = (uint32_t)n++;
            p++;
            break;
        case ')':
        case ']': {
            uint32_t o = open_at[--top];
            size[o] = (uint32_t)(n - o);
            p++;
            break;
        }
        case '-':
        case '0': case '1': case '2': case '3': case '4':
        case '5': case '6': case '7': case '8': case '9': {
            bool neg = *p == '-';
            p += neg;
            int32_t v = 0;
            unsigned d;
            while (p < end && (d = (unsigned)*p - '0') <= 9) {
                v = v * 10 + (int32_t)d;
                p++;
            }
            /* Max's values: negated at Min's (odd) depths */
            value[n] = (neg ^ (top & 1)) ? -v : v;
            size[n++] = 1;
            break;
        }
        case '@':
        case '#': {
            const char *nl = memchr(p, '\n', (size_t)(end - p));
            p = nl ? nl : end;
            break;
        }
        default:
            p++;
        }
    }
    int32_t v;
    if (argv[1][1] == '\0')
        v = f(0);
    else if (argv[1][1] == '1')
        v = f1(0, INF);
    else
        v = f2(0, -INF, INF);
    printf("value %d leaves %zu\n", v, leaves);
    return 0;
}
