/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench_export.c: the cost of drawing, which must grow with the tree (or
 * with what is on the screen), never faster.
 *
 * For uniform random trees it times: laying out the paper-style figure
 * (paper_new), updating the looks for a step (paper_update), drawing one
 * 200 x 50 window of it (what the interface does per key), the whole text
 * figure, and the outline of every position.
 *
 * Usage: bench_export [DEGREE HEIGHT]...  (default: 3 10, 10 6) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "base/strbuf.h"
#include "render/export/common/export.h"
#include "render/figure/paper.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "tree/gen.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void bench_tree(unsigned b, unsigned d)
{
    struct diag err;
    struct tree *t = gen_random(b, d, 2026, -1000, 1000, &err);
    if (!t) {
        fprintf(stderr, "bench: %s\n", err.message);
        exit(1);
    }
    struct search_options so = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &so);
    struct step_state *s = tr ? step_state_new(tr) : NULL;
    if (!s) {
        fprintf(stderr, "bench: out of memory\n");
        exit(1);
    }
    step_state_seek(s, tr->len / 2);
    struct export_request rq = { .file = "bench", .trace = tr, .state = s, .snapshot = true,
                                 .opt = { .view = VIEW_NEGAMAX, .connector_rows = 1,
                                          .snapshot = true } };
    double t0 = now();
    struct paper *p = paper_new(tr, &rq.opt);
    double t_layout = now() - t0;
    t0 = now();
    paper_update(p, s);
    double t_update = now() - t0;

    enum { W = 200, H = 50, REPS = 200 };
    static struct cell win[W * H];
    t0 = now();
    for (int i = 0; i < REPS; i++) {
        node_id n = step_state_current_node(s);
        uint32_t x = p->layout->x[n], y = layout_value_row(p->layout, tree_depth(t, n));
        paper_draw(p, x > W / 2 ? x - W / 2 : 0, y > H / 2 ? y - H / 2 : 0, W, H, win);
    }
    double t_window = (now() - t0) / REPS;

    struct strbuf sb;
    strbuf_init(&sb);
    t0 = now();
    export_paper(&sb, &rq, p);
    double t_figure = now() - t0;
    size_t figure_bytes = sb.len;
    strbuf_free(&sb);

    strbuf_init(&sb);
    t0 = now();
    export_outline(&sb, &rq, p);
    double t_outline = now() - t0;
    size_t outline_bytes = sb.len;
    strbuf_free(&sb);

    printf("degree %u, height %u: %zu positions, figure %u x %u cells\n", b, d, t->count,
           p->layout->width, p->layout->rows);
    printf("  layout %.3f s, update %.4f s, %dx%d window %.6f s,\n"
           "  whole figure %.3f s (%.1f MB), outline %.3f s (%.1f MB)\n",
           t_layout, t_update, W, H, t_window, t_figure, (double)figure_bytes / 1e6, t_outline,
           (double)outline_bytes / 1e6);
    paper_free(p);
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}

int main(int argc, char **argv)
{
    if (argc > 1) {
        for (int i = 1; i + 1 < argc; i += 2)
            bench_tree((unsigned)atoi(argv[i]), (unsigned)atoi(argv[i + 1]));
        return 0;
    }
    bench_tree(3, 10);
    bench_tree(10, 6);
    return 0;
}
