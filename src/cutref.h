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

#include "cutkind.h"
#include "tree.h"

/* The simplest comparison search that enters a node. */
enum cutref_level {
    REF_NONE,       /* neither: F1(p, +inf) prunes it (or never reaches it) */
    REF_F1,         /* F1(p, +inf) enters it, F2(p, -inf, +inf) does not */
    REF_F2,         /* F2(p, -inf, +inf) enters it (and so F1 does too) */
};

struct cutref {
    uint8_t *level;     /* enum cutref_level, per node */
    size_t count;       /* nodes of the tree it was built for */
};

/* Runs F1(p, +inf) and F2(p, -inf, +inf) on t and records which nodes
 * each enters (called with ENTER or LEAF).  With o, only what judging the
 * cutoffs of that search needs: nothing for F, which never cuts (level is
 * then NULL), and only F1's marks for F1 and for F2 with the full window
 * and no rule on entering, whose pruned branches F2(p, -inf, +inf) never
 * enters.  Returns 0, or -1 when out of memory (then *r is empty). */
struct search_options;
int cutref_build(const struct tree *t, const struct search_options *o, struct cutref *r);
void cutref_free(struct cutref *r);

/* The kind of pruned branch c cut off by a search with algorithm `f1`
 * (true for F1, whose own full-window search is F1(p, +inf)) or an F2-like
 * search (false); `null_window` when the cut was made inside a null-window
 * search (PVS's scouts, MTD(f)'s passes). */
enum cut_kind cutref_kind(const struct cutref *r, node_id c, bool f1, bool null_window);

#endif
