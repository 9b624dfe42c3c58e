/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cutref_build.h: the comparison searches that fill a cutref (cutref.h).
 *
 * Apart from cutref.h because it runs searches, while the searches
 * themselves only read a reference to judge their cuts: search.c includes
 * cutref.h, this module includes search.h, and neither comes back. */
#ifndef ABPRUNE_CUTREF_BUILD_H
#define ABPRUNE_CUTREF_BUILD_H

#include "search/cutref.h"
#include "search/searchopt.h"
#include "tree/tree.h"

/* Runs F1(p, +inf) and F2(p, -inf, +inf) on t and records which nodes
 * each enters (called with ENTER or LEAF).  With o, only what judging the
 * cutoffs of that search needs: nothing for F, which never cuts (r is then
 * not built), and only F1's marks for F1 and for F2 with the full window
 * and no rule on entering, whose pruned branches F2(p, -inf, +inf) never
 * enters.  Returns 0, or -1 when out of memory (then *r is empty). */
int cutref_build(const struct tree *t, const struct search_options *o, struct cutref *r);
#endif
