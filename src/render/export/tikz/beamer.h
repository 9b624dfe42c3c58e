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

/* A beamer document (16:9) whose one frame steps through the search with
 * overlays: the tree stays put while values, windows and marks appear,
 * and each slide's caption says what happened in words (describe.c).
 * walk is a state of rq's trace that it moves (rq->state is not used);
 * p must have a layout and the snapshot option, and is updated to each
 * slide.  *slides gets their number. */
void graph_beamer(struct strbuf *out, const struct export_request *rq, struct paper *p,
                  struct step_state *walk, enum beamer_frames frames, size_t *slides);

#endif
