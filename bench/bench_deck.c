/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_deck.c: the CPU a beamer deck takes to write, which must grow
 * with its output (issue 40, item 2; issue 43, item 2), never with slides
 * times positions or slides times depth.
 *
 * It writes, through the library (the command line refuses decks whose
 * tree cannot fit a frame: these are drawn as they come), the deck of a
 * slide per step of F2 on the pi trees 3^6 to 3^9, and of lopsided trees:
 * chains of depth 512 to 4096, flat trees of 12,500 to 100,000 leaves.
 * Each line: the slides, the bytes written, the CPU seconds, and the
 * nanoseconds a byte, which stay about the same from one size to the
 * next when the writing is linear.
 *
 * Each deck is written RUNS times and the least CPU is shown.
 *
 * Usage: bench_deck */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/strbuf.h"
#include "render/export/common/export.h"
#include "render/export/tikz/beamer.h"
#include "render/figure/paper.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "tree/gen.h"
#include "tree/parse.h"

#define RUNS 3

/* Counts what the deck writes, and keeps none of it. */
struct counter {
    struct strbuf_sink sink;
    size_t bytes;
};

static int count(struct strbuf_sink *sink, const char *data, size_t len)
{
    (void)data;
    ((struct counter *)sink)->bytes += len;
    return 0;
}

static double cpu(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The deck of a slide per step of F2 on t; one line. */
static void bench(const char *what, struct tree *t)
{
    struct search_options so = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &so);
    struct step_state *s = tr ? step_state_new_as(tr, STATE_DENSE) : NULL;
    if (!s) {
        fprintf(stderr, "bench_deck: out of memory\n");
        exit(1);
    }
    struct export_request rq = { .file = "bench.tree", .trace = tr, .state = s, .snapshot = true,
                                 .opt = { .view = VIEW_NEGAMAX, .marks = MARK_BOUNDS,
                                          .connector_rows = 1, .snapshot = true,
                                          .labels = true, .label_row = true } };
    /* the least CPU of RUNS runs (the machine may be shared) */
    double secs = 0;
    size_t slides = 0, bytes = 0;
    bool failed = false;
    for (int run = 0; run < RUNS; run++) {
        step_state_seek(s, 0);
        double t0 = cpu();
        struct paper *p = paper_new(tr, &rq.opt);
        if (!p) {
            fprintf(stderr, "bench_deck: out of memory\n");
            exit(1);
        }
        paper_update(p, s);
        struct counter c = { { count }, 0 };
        struct strbuf sb;
        strbuf_init(&sb);
        sb.sink = &c.sink;
        graph_beamer(&sb, &rq, p, s, FRAMES_STEPS, &slides);
        strbuf_flush(&sb);
        double took = cpu() - t0;
        if (run == 0 || took < secs)
            secs = took;
        bytes = c.bytes;
        failed |= sb.failed;
        strbuf_free(&sb);
        paper_free(p);
    }
    printf("%-22s %9zu %8zu %12zu %8.3f %8.1f%s\n", what, t->count, slides, bytes, secs,
           bytes ? secs * 1e9 / (double)bytes : 0.0, failed ? "  (failed)" : "");
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}

/* A tree from its text. */
static struct tree *parsed(const char *text)
{
    struct diag err;
    struct tree *t = tree_parse(text, strlen(text), "bench", &err);
    if (!t) {
        fprintf(stderr, "bench_deck: %s\n", err.message);
        exit(1);
    }
    return t;
}

int main(void)
{
    printf("%-22s %9s %8s %12s %8s %8s\n", "deck (F2, every step)", "positions", "slides",
           "bytes", "CPU s", "ns/byte");
    for (unsigned d = 6; d <= 9; d++) {
        struct diag err;
        struct tree *t = gen_pi(3, d, &err);
        if (!t) {
            fprintf(stderr, "bench_deck: %s\n", err.message);
            return 1;
        }
        char what[32];
        snprintf(what, sizeof what, "pi 3^%u", d);
        bench(what, t);
    }
    for (unsigned depth = 512; depth <= 4096; depth *= 2) {
        char *text = malloc(2 * (size_t)depth + 8);
        if (!text)
            return 1;
        memset(text, '(', depth);
        strcpy(text + depth, "5");
        memset(text + depth + 1, ')', depth);
        text[2 * depth + 1] = '\0';
        char what[32];
        snprintf(what, sizeof what, "chain of depth %u", depth);
        bench(what, parsed(text));
        free(text);
    }
    for (unsigned leaves = 12500; leaves <= 100000; leaves *= 2) {
        char *text = malloc(2 * (size_t)leaves + 8);
        if (!text)
            return 1;
        size_t n = 0;
        text[n++] = '(';
        for (unsigned i = 0; i < leaves; i++) {
            text[n++] = (char)('0' + (i * 7 + 3) % 10);
            text[n++] = ' ';
        }
        text[n - 1] = ')';
        text[n] = '\0';
        char what[32];
        snprintf(what, sizeof what, "flat, %u leaves", leaves);
        bench(what, parsed(text));
        free(text);
    }
    return 0;
}
