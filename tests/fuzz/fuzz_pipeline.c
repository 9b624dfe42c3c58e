/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_pipeline.c: what run and export do, in process.  The input is a
 * tree, optionally followed by a NUL byte and up to six bytes that choose
 * the algorithm, the options and the step (all 0 without: F, as-is, the
 * whole tree), so that tree files are seeds as they are.  The
 * tree is reordered and cut at a horizon as asked, searched (trace and
 * step state, with the ranges of every position followed to the end and
 * back), laid out and drawn as the paper's figure, an outline, DOT, TikZ,
 * a beamer deck (when the command line would draw it, within a share of
 * BEAMER_WORK_MAX)
 * and the web page, searched again in every order (run --orders) and
 * reported as text and JSON with every step.  Trees are capped by what a
 * command does within 5 s (fuzz.h), so lopsided shapes get through. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/strbuf.h"
#include "fuzz.h"
#include "render/export/common/export.h"
#include "render/export/common/graph.h"
#include "render/export/dot/dot.h"
#include "render/export/html/html.h"
#include "render/export/text/text_export.h"
#include "render/export/tikz/beamer.h"
#include "render/export/tikz/tikz.h"
#include "render/report/report.h"
#include "search/orders.h"
#include "search/search.h"
#include "search/step_state.h"
#include "search/summary.h"
#include "tree/horizon.h"
#include "tree/order.h"
#include "tree/parse.h"

enum { OPTIONS = 6 };

static void report(const struct trace *tr, enum value_view view)
{
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem)
        return;
    struct summary sum;
    if (summary_run(&sum, tr->tree, &tr->options, true) == 0) {
        struct report_request rq = { "fuzz", &sum, tr, view, true };
        report_text(mem, &rq);
        report_json(mem, &rq);
        summary_free(&sum);
    }
    /* the text alone, from a summary that may keep no arrays */
    if (summary_run(&sum, tr->tree, &tr->options, false) == 0) {
        struct report_request rq = { "fuzz", &sum, tr, view, false };
        report_text(mem, &rq);
        summary_free(&sum);
    }
    fclose(mem);
    free(text);
}

static void draw(const struct trace *tr, const struct step_state *s, uint8_t how)
{
    struct export_request rq = {
        .file = "fuzz", .trace = tr, .state = s, .snapshot = (how & 1) != 0,
        .opt = { .view = (how & 2) ? VIEW_MINIMAX : VIEW_NEGAMAX, .marks = (how >> 2) & 7,
                 .ascii = (how & 32) != 0, .connector_rows = (how >> 6) & 3,
                 .snapshot = (how & 1) != 0 },
    };
    for (int layout = 0; layout < 2; layout++) {
        rq.opt.no_layout = layout == 0;
        struct paper *p = paper_new(tr, &rq.opt);
        if (!p)
            return;
        paper_update(p, s);
        struct strbuf sb;
        strbuf_init(&sb);
        if (layout) {
            export_paper(&sb, &rq, p);
            graph_tikz(&sb, &rq, p);
        } else {
            export_outline(&sb, &rq, p);
            graph_dot(&sb, &rq, p);
        }
        strbuf_free(&sb);
        paper_free(p);
    }
}

/* The most slides x positions of a deck the target draws: the command's
 * BEAMER_WORK_MAX, which is two seconds natively, is forty under ASan
 * (each slide frees and allocates the picture's arrays, which ASan's
 * quarantine fills: a deck of 13,857 positions at 1.2 s natively took
 * 25 s in the first run of this target), so the target keeps a
 * twentieth of it, to stay within -timeout=5. */
#define FUZZ_BEAMER_WORK_MAX (BEAMER_WORK_MAX / 20)

/* The deck (as export -f beamer draws it, refused as it refuses) and the
 * page (as export -f html, the compare pages' second search left out). */
static void documents(const struct trace *tr, uint8_t how)
{
    struct step_state *walk = step_state_new(tr);
    if (!walk)
        return;
    enum beamer_frames frames = (enum beamer_frames)(how % 3);
    if ((uint64_t)beamer_slide_count(tr, frames) * tr->tree->size[0] <= FUZZ_BEAMER_WORK_MAX) {
        struct export_request rq = {
            .file = "fuzz", .trace = tr, .state = walk, .snapshot = true,
            .opt = { .view = (how & 2) ? VIEW_MINIMAX : VIEW_NEGAMAX, .marks = (how >> 2) & 7,
                     .snapshot = true, .labels = true, .label_row = true },
        };
        struct paper *p = paper_new(tr, &rq.opt);
        if (p) {
            struct strbuf sb;
            strbuf_init(&sb);
            size_t slides;
            graph_beamer(&sb, &rq, p, walk, frames, &slides);
            strbuf_free(&sb);
            paper_free(p);
        }
    }
    step_state_free(walk);
    struct html_request hr = {
        .scope = { .file = "fuzz", .view = (how & 2) ? VIEW_MINIMAX : VIEW_NEGAMAX,
                   .marks = (how >> 2) & 7 },
        .trace = { tr, NULL }, .nsides = 1, .start = tr->len / 2,
    };
    struct strbuf page;
    strbuf_init(&page);
    html_page(&page, &hr);
    strbuf_free(&page);
}

/* The ranges of every position (run --trace's [lo, hi], the stepper's
 * End), followed forward to the end and back to the start, checked for
 * order at the root. */
static void ranges(const struct trace *tr)
{
    struct step_state *s = step_state_new(tr);
    if (s && step_state_track_ranges(s)) {
        int32_t lo, hi;
        while (step_state_forward(s)) {
            step_state_range(s, 0, VIEW_NEGAMAX, &lo, &hi);
            if (lo > hi)
                abort();
        }
        while (step_state_backward(s))
            ;
    }
    step_state_free(s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint8_t opt[OPTIONS] = { 0 };
    size_t len = size;
    while (len > 0 && data[len - 1] != 0)
        len--;
    if (len > 0) {
        /* data[len - 1] is the last NUL: options follow it */
        for (size_t i = 0; i < OPTIONS && len + i < size; i++)
            opt[i] = data[len + i];
        len--;
    } else {
        len = size;
    }
    const uint8_t *data_opt = opt;
    struct diag err;
    struct tree_limits limits = { .max_positions = FUZZ_MAX_POSITIONS };
    struct tree *t = tree_parse_with((const char *)data, len, "fuzz", &limits, &err);
    if (!t)
        return 0;
    data = data_opt;
    enum algorithm alg = (enum algorithm)(data[0] % ALG_COUNT);
    struct move_order order = { (enum move_order_kind)(data[1] % 5), data[1] >> 3 };
    uint32_t depth = (data[2] & 15) ? (uint32_t)(data[2] & 15) - 1 : HORIZON_NO_DEPTH;
    double threshold = (data[2] >> 4) ? (data[2] >> 4) / 16.0 : 0;
    size_t made;
    int32_t whole;
    if (!tree_prepare(&t, &order, depth, threshold, "fuzz", &err, &made, &whole)) {
        tree_free(t);
        return 0;
    }
    struct search_options o = search_defaults(alg);
    uint8_t flags = data[3];
    bool window = algorithm_has_window(alg);
    if (window && (flags & 1)) {
        o.alpha = (int32_t)(data[4] % 21) - 10;
        o.beta = o.alpha + 1 + data[4] / 21 % 10;
        o.research = (flags & 2) != 0;
    }
    o.tt = (window || alg == ALG_MTDF) && (flags & 4);
    if (alg == ALG_MTDF)
        o.guess = (int32_t)(data[4] % 21) - 10;
    if (window && depth != HORIZON_NO_DEPTH && (flags & 8)) {
        o.futility = true;
        o.futility_margin = data[4] % 5;
        o.horizon = depth;
    }
    o.mccarthy = window && (flags & 16);
    struct trace *tr = trace_record(t, &o);
    struct step_state *s = tr ? step_state_new(tr) : NULL;
    if (s) {
        step_state_seek(s, tr->len ? data[5] % (tr->len + 1) : 0);
        draw(tr, s, flags);
        step_state_seek(s, tr->len);
        if (tr->len)
            step_state_seek(s, tr->len / 2);
        report(tr, (flags & 32) ? VIEW_MINIMAX : VIEW_NEGAMAX);
        ranges(tr);
        documents(tr, data[5]);
        struct orders_result orders;
        orders_compare(t, &o, &orders);
    }
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
    return 0;
}
