/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cutref.h: the kind of every pruned branch, by comparison.
 *
 * Knuth & Moore tell shallow from deep cutoffs by comparing searches
 * ("comparing Fig. 3 with Fig. 2 shows 5 deep cutoffs"): F1 makes only
 * shallow cutoffs, and a deep cutoff is one F1 is incapable of.  So the
 * kind of a branch a search prunes is named by the simplest search that
 * would still enter it:
 *
 *   window       the same procedure with the full window enters it;
 *   null-window  the same, for a cut made inside a null-window (scout)
 *                search of PVS or MTD(f);
 *   deep         F2(p, -inf, +inf) prunes it too, F1(p, +inf) enters it;
 *   shallow      F1(p, +inf) prunes it too.
 *
 * A reference is the two comparison searches run once on a tree without
 * a trace: for every node, the simplest of them that enters it.  The
 * visited sets nest (every position F2(p, a, b) enters is entered by
 * F2(p, -inf, +inf), and every one of those by F1(p, +inf)), and each
 * search enters a prefix of a node's children, so the branches one cutoff
 * prunes read window..., deep..., shallow... in child order; the event's
 * kind is the kind of its first branch.  doc/run-output.md states the
 * rule for readers. */
#ifndef ABPRUNE_CUTREF_H
#define ABPRUNE_CUTREF_H

#include <stdbool.h>
#include <stdint.h>

#include "search/cutkind.h"
#include "tree/tree.h"

/* The simplest comparison search that enters a node. */
enum cutref_level {
    REF_NONE,       /* neither: F1(p, +inf) prunes it (or never reaches it) */
    REF_F1,         /* F1(p, +inf) enters it, F2(p, -inf, +inf) does not */
    REF_F2,         /* F2(p, -inf, +inf) enters it (and so F1 does too) */
};

/* A bit a node each (bit n % 64 of word n / 64), as the searches' sinks
 * set them (search.h): an eighth of a byte array's memory to touch. */
struct cutref {
    uint64_t *f1;       /* F1(p, +inf) enters the node; NULL: not built */
    uint64_t *f2;       /* F2(p, -inf, +inf) does; NULL: not needed */
    size_t count;       /* nodes of the tree it was built for */
    bool shallow_only;  /* the search is F1(p, +inf) itself: f1 enters no
                         * branch it prunes, so each one is shallow (the
                         * judge counts them without looking) */
};

/* Whether r was built (it is not for F, which never cuts). */
static inline bool cutref_built(const struct cutref *r)
{
    return r->f1 != NULL;
}

/* The simplest comparison search that enters node n (r built). */
static inline enum cutref_level cutref_level(const struct cutref *r, node_id n)
{
    uint64_t bit = (uint64_t)1 << (n % 64);
    if (r->f2 && (r->f2[n / 64] & bit))
        return REF_F2;
    return (r->f1[n / 64] & bit) ? REF_F1 : REF_NONE;
}

/* Frees what cutref_build (cutref_build.h) made; r is then empty. */
void cutref_free(struct cutref *r);

/* The kind of pruned branch c cut off by a search with algorithm `f1`
 * (true for F1, whose own full-window search is F1(p, +inf)) or an F2-like
 * search (false); `null_window` when the cut was made inside a null-window
 * search (PVS's scouts, MTD(f)'s passes).  Inline: asked once a pruned
 * branch. */
static inline enum cut_kind cutref_kind(const struct cutref *r, node_id c, bool f1,
                                        bool null_window)
{
    enum cutref_level level = cutref_level(r, c);
    if (f1)
        return level != REF_NONE ? CUT_WINDOW : CUT_SHALLOW;
    if (level == REF_F2)
        return null_window ? CUT_NULL_WINDOW : CUT_WINDOW;
    return level == REF_F1 ? CUT_DEEP : CUT_SHALLOW;
}

#endif
