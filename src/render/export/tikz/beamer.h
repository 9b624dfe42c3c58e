/* SPDX-License-Identifier: GPL-3.0-or-later */
/* beamer.h: a beamer deck that steps through a search (overlays of a
 * TikZ picture in frames of a bounded length, tikz.h, tikz_deck.h). */
#ifndef ABPRUNE_BEAMER_H
#define ABPRUNE_BEAMER_H

#include <stddef.h>

#include "base/strbuf.h"
#include "render/export/common/export.h"
#include "render/export/tikz/tikz_frame.h"
#include "render/export/tikz/tikz_geom.h"
#include "search/step_state.h"

/* Which steps of a search become slides of a beamer deck: every step,
 * or the steps that evaluate a leaf, or those that cut off (with the
 * start and the end). */
enum beamer_frames { FRAMES_STEPS, FRAMES_LEAVES, FRAMES_CUTOFFS };

/* The most slides x positions a deck may have: a bound on its size and
 * the work of drawing it (a flat tree of 50,000 leaves stepped through
 * leaf by leaf would be 2.5e9), refused before anything is drawn with
 * what to do (issue 43). */
#define BEAMER_WORK_MAX ((uint64_t)400000000)

/* How many slides a deck of tr with frames has at most (the start and
 * the end among them; --root's deck has fewer). */
size_t beamer_slide_count(const struct trace *tr, enum beamer_frames frames);

/* Whether step k of rq's search is a slide of a deck of `frames`: the
 * start and the end, and every step (or leaf, or cutoff) that concerns
 * the subtree drawn (--root: its positions, or a cutoff pruning it). */
bool beamer_is_slide(const struct export_request *rq, size_t k, enum beamer_frames frames);

/* Whether the deck fits its frames, and at what size (tikz_geom_deck):
 * what graph_beamer will choose, for the command line to refuse a deck
 * that does not fit, saying why, before writing anything.  walk and p
 * as for graph_beamer. */
enum deck_fit beamer_fit(const struct export_request *rq, struct paper *p,
                         struct step_state *walk, enum beamer_frames frames,
                         struct deck_choice *choice);

/* A beamer document (16:9, or rq's aspect) whose frames step through the
 * search with overlays: the tree stays put while values, windows and
 * marks appear, and each slide's caption says what happened in words
 * (describe.c).  Titled with rq->title, the tree's @title or the file's
 * name (graph_deck_title).  walk is a state of rq's trace that it moves
 * (rq->state is not used); p must have a layout and the snapshot option,
 * and its looks follow the slides.  *slides gets their number.  A deck
 * that does not fit (beamer_fit says why: the command line refuses it)
 * is drawn at the smallest size as it comes. */
void graph_beamer(struct strbuf *out, const struct export_request *rq, struct paper *p,
                  struct step_state *walk, enum beamer_frames frames, size_t *slides);

#endif
