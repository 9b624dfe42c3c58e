/* SPDX-License-Identifier: GPL-3.0-or-later */
/* beamer.h: a beamer deck that steps through a search (overlays of one
 * TikZ picture, tikz.h). */
#ifndef ABPRUNE_BEAMER_H
#define ABPRUNE_BEAMER_H

#include <stddef.h>

#include "base/strbuf.h"
#include "render/export/common/export.h"
#include "search/step_state.h"

/* Which steps of a search become slides of a beamer deck: every step,
 * or the steps that evaluate a leaf, or those that cut off (with the
 * start and the end). */
enum beamer_frames { FRAMES_STEPS, FRAMES_LEAVES, FRAMES_CUTOFFS };

/* The most slides x positions drawn a deck is made of: each slide looks
 * at every position of the picture again (its state, its look), about
 * 2 to 6 ns a slide and position, so that a deck within it takes two
 * seconds at most; a larger one is refused before anything is drawn
 * (issue 43: a flat tree of 50,000 leaves took 14.9 s). */
#define BEAMER_WORK_MAX ((uint64_t)400000000)

/* How many slides the deck of tr has with frames (the start and the end
 * among them). */
size_t beamer_slide_count(const struct trace *tr, enum beamer_frames frames);

/* A beamer document (16:9) whose one frame steps through the search with
 * overlays: the tree stays put while values, windows and marks appear,
 * and each slide's caption says what happened in words (describe.c).
 * walk is a state of rq's trace that it moves (rq->state is not used);
 * p must have a layout and the snapshot option, and is updated to each
 * slide.  *slides gets their number. */
void graph_beamer(struct strbuf *out, const struct export_request *rq, struct paper *p,
                  struct step_state *walk, enum beamer_frames frames, size_t *slides);

#endif
