/* SPDX-License-Identifier: GPL-3.0-or-later */
/* describe.h: one step of a search in words.
 *
 * Used by `run --trace` (one line per step) and by the interface's status
 * line, so both explain a step the same way. */
#ifndef ABPRUNE_DESCRIBE_H
#define ABPRUNE_DESCRIBE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/search.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "tree/tree.h"

/* A step of the search in a few words, what happened and where as one
 * phrase: "leaf 1.1.1.3", "cutoff 1.1.2" (a whole phrase for each kind of
 * event, for translators); into buf. */
const char *describe_step(char *buf, size_t cap, const struct tree *t, const struct event *e);

/* What event e of the recorded search tr did, in the view, e.g.
 * "t = -3 from 1.1.1.1; m := -3 (was -inf)"; a cutoff names the kind of
 * every branch it prunes, and a cutoff that prunes a deep or a window
 * branch says where its bound came from (the ancestor three or more levels
 * up whose m set it, which F1 never sees; the root's window).  `frame` is
 * the frame of the event's node in the state's path just after the event,
 * &path[its depth] (it gives m and beta at a cutoff; the frames before it
 * are its ancestors'); it may be NULL for other events.  Does not name the event type or the node; the caller
 * lays those out. */
const char *describe_event(char *buf, size_t cap, const struct trace *tr,
                           const struct event *e, const struct path_frame *frame,
                           enum value_view view);

/* Where the bound of a shallow cutoff came from, for the explanations of
 * the exercises and the lessons' answers (describe_event says it for deep
 * and window cutoffs): "; beta comes from the parent 1.1 (its m = 1)", to
 * append to describe_event's sentence; "" for any other event, and when
 * the bound is not the parent's m.  e, frame and view as for
 * describe_event. */
const char *describe_cutoff_source(char *buf, size_t cap, const struct trace *tr,
                                   const struct event *e, const struct path_frame *frame,
                                   enum value_view view);

/* Where the bound of cutoff e came from, as the figures mark it: the
 * position whose m set it (the parent for a shallow cut, the ancestor
 * three or more levels up that describe_event names for a deep one), or
 * the root with *root_window when the root's window set it (a window
 * cutoff); AB_NO_NODE for a rule applied on entering, for F and without
 * the frame.  `frame` as describe_event's. */
node_id describe_bound_source(const struct trace *tr, const struct event *e,
                              const struct path_frame *frame, bool *root_window);

/* The textbooks' range of one position in Max's values, "[3, +inf]"
 * (step_state_track_ranges must be on). */
const char *describe_range(char *buf, size_t cap, const struct step_state *s, node_id n);

/* The ranges of the positions on the path, root first, each named by its
 * label or path: "A [3, +inf]  D [-inf, 14]"; "" before the search.  A
 * path deeper than PATH_RANGES_SHOWN gives the root, "...", and the last
 * levels, so the line stays short. */
#define PATH_RANGES_SHOWN 5
const char *describe_path_ranges(char *buf, size_t cap, const struct step_state *s);

#endif
