/* describe.h: one step of a search in words.
 *
 * Used by `run --trace` (one line per step) and by the interface's status
 * line, so both explain a step the same way. */
#ifndef ABPRUNE_DESCRIBE_H
#define ABPRUNE_DESCRIBE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search.h"
#include "trace.h"
#include "tree.h"

/* Positions deeper than DESCRIBE_DEPTH are named by their last
 * DESCRIBE_TAIL steps ("...1.3.2"), so that naming every position of a
 * deep tree stays linear; a buffer of DESCRIBE_NODE_MAX bytes holds any
 * name of a position whose moves number at most 10^6 (labels cut). */
#define DESCRIBE_DEPTH 32
#define DESCRIBE_TAIL 8
#define DESCRIBE_NODE_MAX 320

/* The path of n for people: "root" for the root, else "1.2.3" (or its
 * tail below DESCRIBE_DEPTH), followed by " (Label)" when the node is
 * labelled; cut to cap, never empty. */
const char *describe_node(char *buf, size_t cap, const struct tree *t, node_id n);

/* The same name, found by descending from the root rather than from the
 * tree's links (which cost 12 bytes a position to make): O(depth x degree)
 * time and no memory, for naming a few positions of a large tree; *depth
 * gets n's depth. */
const char *describe_node_descending(char *buf, size_t cap, const struct tree *t, node_id n,
                                     uint32_t *depth);

/* A step of the search in a few words, what happened and where as one
 * phrase: "leaf 1.1.1.3", "cutoff 1.1.2" (a whole phrase for each kind of
 * event, for translators); into buf. */
const char *describe_step(char *buf, size_t cap, const struct tree *t, const struct event *e);

/* The same name from the steps of the path (1-based child indices, the
 * root's first): steps[0..n-1] is the whole path, or with `tail` its last
 * steps below DESCRIBE_DEPTH; label or NULL.  For walks that know the
 * path as they go. */
const char *describe_steps(char *buf, size_t cap, const uint32_t *steps, size_t n, bool tail,
                           const char *label);

/* What event e of the recorded search tr did, in the view, e.g.
 * "t = -3 from 1.1.1.1; m := -3 (was -inf)"; a cutoff names the kind of
 * every branch it prunes.  `frame` is the frame of the event's node just
 * after the event (it gives m and beta at a cutoff); it may be NULL for
 * other events.  Does not name the event type or the node; the caller
 * lays those out. */
const char *describe_event(char *buf, size_t cap, const struct trace *tr,
                           const struct event *e, const struct path_frame *frame,
                           enum value_view view);

/* The textbooks' range of one position in Max's values, "[3, +inf]"
 * (state_track_ranges must be on). */
const char *describe_range(char *buf, size_t cap, const struct step_state *s, node_id n);

/* The ranges of the positions on the path, root first, each named by its
 * label or path: "A [3, +inf]  D [-inf, 14]"; "" before the search.  A
 * path deeper than PATH_RANGES_SHOWN gives the root, "...", and the last
 * levels, so the line stays short. */
#define PATH_RANGES_SHOWN 5
const char *describe_path_ranges(char *buf, size_t cap, const struct step_state *s);

#endif
