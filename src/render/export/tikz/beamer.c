/* SPDX-License-Identifier: GPL-3.0-or-later */
/* beamer.c: a search as a beamer deck that steps through it.
 *
 * One frame, one slide per step (or per leaf, or per cutoff): the TikZ
 * picture is recorded at each slide's state (tikz.h) and every element
 * is shown with \only<a-b> for the slides it looks the same, so the tree
 * stays put while values, windows and marks appear; under it a caption
 * says in words what the step did, with the words of `run --trace`. */
#include "config.h"

#include "render/export/tikz/beamer.h"

#include <stdio.h>
#include <string.h>

#include "base/strbuf.h"
#include "render/export/common/graph.h"
#include "render/export/common/latex.h"
#include "render/export/tikz/tikz.h"
#include "search/step_state.h"

/* pt of a frame's height that are not the picture and its legend: the
 * frame title, the space under the picture and a two-line caption
 * (measured: a taller picture makes beamer report an overfull \vbox at
 * 75 pt, in 16:9 and in 4:3 alike), and 6 pt to spare */
#define BEAMER_FRAME_CHROME 81.0

/* Whether step k (an event applied) is a slide of the deck. */
static bool is_slide(const struct trace *tr, size_t k, enum beamer_frames frames)
{
    if (k == 0 || k == tr->len || frames == FRAMES_STEPS)
        return true;
    uint8_t type = tr->ev[k - 1].type;
    return frames == FRAMES_LEAVES ? type == EV_LEAF : type == EV_CUTOFF;
}

size_t beamer_slide_count(const struct trace *tr, enum beamer_frames frames)
{
    size_t n = 0;
    for (size_t k = 0; k <= tr->len; k++)
        n += is_slide(tr, k, frames);
    return n;
}

/* The caption of the slide at rq's step: "Step 65 of 143: cutoff at
 * 2.1.1: m = -2 >= beta = -2: ..." as LaTeX, its head in bold. */
static void caption(struct strbuf *out, const struct export_request *rq)
{
    char line[1400];
    size_t head = graph_step_caption(line, sizeof line, rq);
    if (head) {
        char bold[96];
        snprintf(bold, sizeof bold, "%.*s", (int)head, line);
        strbuf_puts(out, "\\textbf{");
        latex_escape(out, bold, false);
        strbuf_puts(out, "}");
        latex_escape(out, line + head, true);
    } else {
        latex_escape(out, line, false);
    }
}

void graph_beamer(struct strbuf *out, const struct export_request *rq, struct paper *p,
                  struct step_state *walk, enum beamer_frames frames, size_t *slides)
{
    const struct trace *tr = rq->trace;
    struct export_request at = *rq;
    at.state = walk;
    at.snapshot = true;
    const struct slide_shape *shape = slide_shape(rq->size.aspect);
    struct tikz_geom g;
    if (!tikz_geom_init(&g, &at, p, shape->height - BEAMER_FRAME_CHROME)) {
        out->failed = true;
        return;
    }
    struct tikz_scene *sc = tikz_scene_new(&at, p, &g, true);
    struct strbuf captions;
    strbuf_init(&captions);
    *slides = 0;
    bool ok = sc != NULL;
    for (size_t k = 0; k <= tr->len && ok; k++) {
        if (!is_slide(tr, k, frames))
            continue;
        step_state_seek(walk, k);
        paper_update(p, walk);
        ok = tikz_scene_frame(sc);
        ++*slides;
        strbuf_printf(&captions, "\\only<%zu>{", *slides);
        caption(&captions, &at);
        strbuf_puts(&captions, "}%\n");
    }
    if (!ok || captions.failed) {
        out->failed = true;
        tikz_scene_free(sc);
        tikz_geom_free(&g);
        strbuf_free(&captions);
        return;
    }
    char title[256];
    struct export_request whole = at;
    whole.snapshot = false;
    graph_title(title, sizeof title, &whole);
    static const char *const names[] = { "steps", "leaves", "cutoffs" };
    strbuf_printf(out, "%% abprune export: %s; a beamer deck, %zu slides (--frames=%s)\n", title,
                  *slides, names[frames]);
    strbuf_printf(out, "%% %s slides; text at %d pt; the tree is %.1f cm wide%s\n", shape->name,
                  g.font, g.width * 2.54 / 72.27,
                  g.width > g.slide_width + 0.5 ? ", wider than the frame: choose a subtree "
                  "with --root PATH or a smaller --font-size" : "");
    strbuf_printf(out, "\\documentclass[aspectratio=%s]{beamer}\n\\usepackage{tikz}\n"
                  "\\setbeamertemplate{navigation symbols}{}\n", shape->beamer);
    /* the preamble from all the deck's text: the titles, legend and labels,
     * and the captions made above */
    struct latex_text lt;
    latex_text_init(&lt);
    graph_scan_texts(&lt, &whole, NULL, NULL, 0);
    latex_text_scan(&lt, captions.data ? captions.data : "", captions.len);
    latex_preamble(out, &lt);
    latex_text_free(&lt);
    tikz_styles(out, &g, false);
    struct strbuf boxes, picture;
    strbuf_init(&boxes);
    strbuf_init(&picture);
    tikz_scene_write(sc, &picture, &boxes, NULL);
    strbuf_puts(out, "\\begin{document}\n");
    strbuf_add(out, boxes.data ? boxes.data : "", boxes.len);
    strbuf_puts(out, "\\begin{frame}{");
    latex_escape(out, title, false);
    strbuf_puts(out, "}\n\\centering\n");
    strbuf_add(out, picture.data ? picture.data : "", picture.len);
    out->failed |= boxes.failed || picture.failed;
    strbuf_free(&boxes);
    strbuf_free(&picture);
    strbuf_puts(out, "\n\\vspace{4pt}\n\\begin{minipage}[t][2.6\\baselineskip]{\\textwidth}"
                     "\\footnotesize\\raggedright\n");
    strbuf_add(out, captions.data, captions.len);
    strbuf_puts(out, "\\end{minipage}\n\\end{frame}\n\\end{document}\n");
    tikz_scene_free(sc);
    tikz_geom_free(&g);
    strbuf_free(&captions);
}
