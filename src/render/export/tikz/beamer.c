/* SPDX-License-Identifier: GPL-3.0-or-later */
/* beamer.c: a search as a beamer deck that steps through it.
 *
 * A slide per step (or per leaf, or per cutoff) of the search, or of the
 * subtree drawn: the TikZ picture is recorded at each slide's state
 * (tikz.h) and every element is shown with \only<a-b> for the slides it
 * looks the same, in frames of a bounded length (tikz_deck.h), so the
 * tree stays put while values, windows and marks appear; under it a
 * caption says in words what the step did, with the words of `run
 * --trace`. */
#include "config.h"

#include "render/export/tikz/beamer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strbuf.h"
#include "render/export/common/board.h"
#include "render/export/common/graph.h"
#include "render/export/common/latex.h"
#include "render/export/tikz/tikz.h"
#include "search/step_state.h"

/* pt of a frame's height that are not the picture: the frame title of one
 * line (\\large) and the space around it, and 2 pt under the picture
 * (measured: beamer reports an overfull \\vbox past them, in 16:9, 16:10
 * and 4:3 alike); a second line of title, a subtitle and each line of
 * caption (\\footnotesize: 9 pt on 11 pt lines) take more. */
#define FRAME_CHROME 37.0
#define TITLE_LINE 14.0
#define SUBTITLE_LINE 12.0
#define CAPTION_FONT 9.0
#define CAPTION_LINE 11.0
/* a deck's captions take this many lines at most (a longer one is set
 * smaller) */
#define CAPTION_LINES_MAX 4
/* pt between the tree and a game's boards */
#define BOARD_GAP 10.0

/* Whether event e concerns the subtree drawn: one of its positions, or a
 * cutoff that prunes its root. */
static bool in_subtree(const struct export_request *rq, const struct event *e)
{
    const struct tree *t = rq->trace->tree;
    if (rq->root == 0 || (e->node >= rq->root && e->node < graph_end(rq)))
        return true;
    if (e->type != EV_CUTOFF || e->node != tree_parent(t, rq->root))
        return false;
    node_id c = e->c;
    for (int32_t k = 0; k < e->b && c != AB_NO_NODE; k++) {
        if (c == rq->root)
            return true;
        c = tree_next_sibling(t, c);
    }
    return false;
}

bool beamer_is_slide(const struct export_request *rq, size_t k, enum beamer_frames frames)
{
    const struct trace *tr = rq->trace;
    if (k == 0 || k == tr->len)
        return true;
    struct event e_buf;
    const struct event *e = trace_event_at(tr, k - 1, &e_buf);
    if (!in_subtree(rq, e))
        return false;
    return frames == FRAMES_STEPS || e->type == (frames == FRAMES_LEAVES ? EV_LEAF : EV_CUTOFF);
}

size_t beamer_slide_count(const struct trace *tr, enum beamer_frames frames)
{
    size_t n = 0;
    for (size_t k = 0; k <= tr->len; k++)
        n += k == 0 || k == tr->len || frames == FRAMES_STEPS ||
             trace_event_type(tr, k - 1) == (frames == FRAMES_LEAVES ? EV_LEAF : EV_CUTOFF);
    return n;
}

/* The caption of the slide at rq's step: "Step 65 of 143: cutoff at
 * 2.1.1: m = -2 >= beta = -2: ..." as LaTeX, its head in bold; *lines
 * gets the caption box's lines it takes at `width`: one longer than
 * CAPTION_LINES_MAX is set a size smaller. */
static void caption(struct strbuf *out, const struct export_request *rq, double width,
                    size_t *lines)
{
    char line[1400];
    size_t head = graph_step_caption(line, sizeof line, rq);
    *lines = tikz_text_lines(line, CAPTION_FONT * 1.06, width);
    bool smaller = *lines > CAPTION_LINES_MAX;
    if (smaller) {
        /* \scriptsize: 8 pt on 9.5 pt lines */
        size_t small = tikz_text_lines(line, 8.0 * 1.06, width);
        *lines = (size_t)((double)small * 9.5 / CAPTION_LINE + 0.999);
        strbuf_puts(out, "{\\scriptsize ");
    }
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
    if (smaller)
        strbuf_puts(out, "}");
}

/* A deck being written: its slides, their captions, its titles. */
struct deck {
    const struct export_request *rq;
    size_t *steps;              /* the step of each slide, from 1 */
    size_t slides;
    struct strbuf captions;     /* all of them, slide k's from at[k] */
    size_t *at;
    size_t caption_lines;       /* the most any caption takes */
    char title[512], subtitle[256];
    enum deck_legend legend;
};

static void deck_free(struct deck *d)
{
    free(d->steps);
    free(d->at);
    strbuf_free(&d->captions);
}

/* The slides, their captions (rq's state moved through the search) and
 * the titles; false when out of memory. */
static bool deck_plan(struct deck *d, const struct export_request *rq, struct step_state *walk,
                      enum beamer_frames frames)
{
    const struct trace *tr = rq->trace;
    *d = (struct deck){ .rq = rq };
    strbuf_init(&d->captions);
    d->steps = malloc((tr->len + 2) * sizeof *d->steps);
    d->at = malloc((tr->len + 3) * sizeof *d->at);
    if (!d->steps || !d->at)
        return false;
    double width = tikz_deck_width(rq->size.aspect);
    for (size_t k = 0; k <= tr->len; k++)
        if (beamer_is_slide(rq, k, frames))
            d->steps[++d->slides] = k;
    for (size_t i = 1; i <= d->slides; i++) {
        step_state_seek(walk, d->steps[i]);
        d->at[i] = d->captions.len;
        size_t lines;
        caption(&d->captions, rq, width, &lines);
        if (lines > d->caption_lines)
            d->caption_lines = lines;
    }
    d->at[d->slides + 1] = d->captions.len;
    if (d->caption_lines < 2)
        d->caption_lines = 2;
    graph_deck_title(d->title, sizeof d->title, d->subtitle, sizeof d->subtitle, rq);
    return !d->captions.failed;
}

/* The room a deck's tree has: the frame less its titles and captions. */
static struct deck_room deck_room(const struct deck *d)
{
    const struct export_request *rq = d->rq;
    double width = tikz_deck_width(rq->size.aspect);
    size_t title_lines = tikz_text_lines(d->title, 12.0, width);
    double height = slide_shape(rq->size.aspect)->height - FRAME_CHROME -
                    TITLE_LINE * (double)(title_lines - 1) -
                    (d->subtitle[0] ? SUBTITLE_LINE : 0) - CAPTION_LINE * (double)d->caption_lines;
    double bw, bh;
    if (board_tikz_size(rq, &bw, &bh))
        width -= bw + BOARD_GAP;
    return (struct deck_room){ width, height, rq->legend };
}

/* Where a game's deck puts its boards: right of the tree, the root's or
 * the current position's at the top. */
static void place_boards(struct tikz_geom *g, const struct export_request *rq)
{
    double bw, bh;
    if (board_tikz_size(rq, &bw, &bh)) {
        g->board_x = g->width + BOARD_GAP;
        g->board_y = g->top;
    }
}

enum deck_fit beamer_fit(const struct export_request *rq, struct paper *p,
                         struct step_state *walk, enum beamer_frames frames,
                         struct deck_choice *choice)
{
    struct export_request at = *rq;
    at.state = walk;
    at.snapshot = true;
    struct deck d;
    enum deck_fit fit = DECK_NO_MEMORY;
    if (deck_plan(&d, &at, walk, frames)) {
        struct deck_room room = deck_room(&d);
        struct tikz_geom g;
        fit = tikz_geom_deck(&g, &at, p, &room, choice);
        if (fit == DECK_FITS)
            tikz_geom_free(&g);
    }
    deck_free(&d);
    return fit;
}

/* \begin{frame} and the titles (deck_frames' open). */
static void frame_open(struct strbuf *out, void *ctx, size_t first, size_t last)
{
    const struct deck *d = ctx;
    strbuf_printf(out, "%% slides %zu to %zu\n\\begin{frame}{", first, last);
    latex_escape(out, d->title, false);
    strbuf_puts(out, "}\n");
    if (d->subtitle[0]) {
        strbuf_puts(out, "\\framesubtitle{");
        latex_escape(out, d->subtitle, false);
        strbuf_puts(out, "}\n");
    }
    strbuf_puts(out, "\\centering\n");
}

/* The captions of slides first..last and \end{frame} (deck_frames'
 * close). */
static void frame_close(struct strbuf *out, void *ctx, size_t first, size_t last)
{
    const struct deck *d = ctx;
    strbuf_printf(out, "\n\\vspace{2pt}\n\\begin{minipage}[t][%.1fpt]{\\textwidth}"
                  "\\footnotesize\\raggedright\n", CAPTION_LINE * (double)d->caption_lines);
    for (size_t k = first; k <= last; k++) {
        strbuf_printf(out, "\\only<%zu>{", k - first + 1);
        strbuf_add(out, d->captions.data + d->at[k], d->at[k + 1] - d->at[k]);
        strbuf_puts(out, "}%\n");
    }
    strbuf_puts(out, "\\end{minipage}\n\\end{frame}\n");
}

void graph_beamer(struct strbuf *out, const struct export_request *rq, struct paper *p,
                  struct step_state *walk, enum beamer_frames frames, size_t *slides)
{
    struct export_request at = *rq;
    at.state = walk;
    at.snapshot = true;
    *slides = 0;
    struct deck d;
    struct tikz_geom g;
    struct deck_choice choice;
    if (!deck_plan(&d, &at, walk, frames)) {
        deck_free(&d);
        out->failed = true;
        return;
    }
    struct deck_room room = deck_room(&d);
    enum deck_fit fit = tikz_geom_deck(&g, &at, p, &room, &choice);
    if (fit == DECK_TOO_WIDE || fit == DECK_TOO_TALL) {
        /* too big for its frame (the command line asks beamer_fit first,
         * and refuses it): drawn at the smallest size as it comes */
        struct export_request big = at;
        big.size.font = TIKZ_MIN_FONT;
        struct deck_room anywhere = { 1e7, 1e7, room.legend };
        fit = tikz_geom_deck(&g, &big, p, &anywhere, &choice);
    }
    if (fit != DECK_FITS) {
        deck_free(&d);
        out->failed = true;
        return;
    }
    place_boards(&g, &at);
    step_state_seek(walk, 0);
    struct tikz_scene *sc = tikz_deck_scene_new(&at, p, &g);
    bool ok = sc != NULL;
    for (size_t i = 1; i <= d.slides && ok; i++) {
        step_state_seek(walk, d.steps[i]);
        ok = tikz_scene_frame(sc);
    }
    *slides = d.slides;
    const struct slide_shape *shape = slide_shape(rq->size.aspect);
    static const char *const names[] = { "steps", "leaves", "cutoffs" };
    static const char *const legends[] = { "auto", "full", "compact", "none" };
    if (ok) {
        strbuf_puts(out, "% abprune export: ");
        strbuf_puts(out, d.title);
        strbuf_printf(out, "; a beamer deck, %zu slides (--frames=%s)\n", d.slides,
                      names[frames]);
        strbuf_printf(out, "%% %s slides; the tree's text at %d pt%s; the legend %s\n",
                      shape->name, g.font, g.staggered ? ", values on two rows where they "
                      "crowd" : "", legends[g.legend]);
        strbuf_printf(out, "\\documentclass[aspectratio=%s]{beamer}\n\\usepackage{tikz}\n"
                      "\\setbeamertemplate{navigation symbols}{}\n"
                      "\\setbeamersize{text margin left=%dmm,text margin right=%dmm}\n"
                      "\\setbeamerfont{frametitle}{size=\\large}\n", shape->beamer,
                      TIKZ_DECK_MARGIN_MM, TIKZ_DECK_MARGIN_MM);
        /* the preamble from all the deck's text: the titles, legend and
         * labels, and the captions */
        struct latex_text lt;
        latex_text_init(&lt);
        struct export_request whole = at;
        whole.snapshot = false;
        graph_scan_texts(&lt, &whole, NULL, NULL, 0);
        latex_text_scan(&lt, d.title, strlen(d.title));
        latex_text_scan(&lt, d.subtitle, strlen(d.subtitle));
        latex_text_scan(&lt, d.captions.data ? d.captions.data : "", d.captions.len);
        latex_preamble(out, &lt);
        latex_text_free(&lt);
        tikz_styles(out, &g, false);
        strbuf_puts(out, "\\begin{document}\n");
        struct deck_frames around = { frame_open, frame_close, &d };
        tikz_deck_write(sc, out, &around);
        strbuf_puts(out, "\\end{document}\n");
    }
    out->failed |= !ok;
    tikz_scene_free(sc);
    tikz_geom_free(&g);
    deck_free(&d);
}
