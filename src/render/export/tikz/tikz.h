/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tikz.h: TikZ pictures of a search, one state or a sequence of them.
 *
 * A picture places every position where the paper-style layout puts it,
 * as a named coordinate (n12), and draws branches, values and marks with
 * styles named once per meaning (\tikzset), so that a teacher can move a
 * position or restyle a meaning in one place.  Sizes come from the tree
 * and the slide (tikz_geom.h).  A scene records the picture at one
 * or more states of the search; with several, every element is wrapped in
 * beamer overlay commands (\only<a-b>) for the frames it looks the same,
 * so the tree stays put while values and marks appear (beamer.c). */
#ifndef ABPRUNE_TIKZ_H
#define ABPRUNE_TIKZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/strbuf.h"
#include "render/export/common/export.h"
#include "render/export/tikz/tikz_deck.h"
#include "render/export/tikz/tikz_frame.h"
#include "render/export/tikz/tikz_geom.h"
#include "search/step_state.h"

/* A TikZ picture laid out like the paper figure (p needs a layout), in a
 * `standalone` document whose page is the picture, or (body_only) the
 * styles and the picture alone, to \input into slides; sizes chosen from
 * the tree so that it fits a 16:9 slide when it can; compiles with
 * pdflatex as it is. */
void graph_tikz(struct strbuf *out, const struct export_request *rq, const struct paper *p);

/* The TikZ pictures of a series of steps (steps[0..count-1]) in one
 * document, a page each (body_only: one after another); walk is a state
 * of rq's trace that it moves, p (with a layout and the snapshot option)
 * is updated to each step. */
void graph_tikz_series(struct strbuf *out, const struct export_request *rq, struct paper *p,
                       struct step_state *walk, const size_t *steps, size_t count);

/* The \tikzset lines, one per meaning.  guarded: each only when the
 * document has not defined that style already (for \input). */
void tikz_styles(struct strbuf *out, const struct tikz_geom *g, bool guarded);

struct tikz_scene;

/* A scene for one picture of rq's search (p updated to its state); NULL
 * when out of memory. */
struct tikz_scene *tikz_scene_new(const struct export_request *rq, const struct paper *p,
                                  struct tikz_geom *g);

/* A scene for a beamer deck: a frame per slide, each element kept for the
 * slides it looks the same (overlays).  The scene keeps p's looks up to
 * date itself, a step at a time (only what each step changed): the
 * caller moves rq->state forward and calls tikz_scene_frame. */
struct tikz_scene *tikz_deck_scene_new(const struct export_request *rq, struct paper *p,
                                       struct tikz_geom *g);
void tikz_scene_free(struct tikz_scene *sc);

/* Records the picture at the state as the next frame (the only one of a
 * picture, whose paper the caller updated).  False when out of memory. */
bool tikz_scene_frame(struct tikz_scene *sc);

/* Writes the tikzpicture of a scene's one frame: positions, every element,
 * and a legend of the meanings used under the tree; with a title above
 * when title is not NULL (the tree's @title), and sub, when not empty,
 * on a line under it ("F2, negamax view"). */
void tikz_scene_write(struct tikz_scene *sc, struct strbuf *out, const char *title,
                      const char *sub);

/* Writes a deck scene's frames (tikz_deck.h): its levels spread to fill
 * the frame once its legend is known (tikz_geom_fill), the boxes of each
 * frame, and frames' open and close around each frame's picture. */
void tikz_deck_write(struct tikz_scene *sc, struct strbuf *out, const struct deck_frames *frames);

#endif
