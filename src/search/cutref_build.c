/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cutref_build.c: the comparison searches that name the kind of a pruned
 * branch. */
#include "config.h"

#include "search/cutref_build.h"

#include <stdlib.h>

#include "search/search.h"

/* Whether o's pruned branches are all outside F2(p, -inf, +inf): o is
 * that very search (any form of F2, the full window, nothing on entering). */
static bool prunes_outside_f2(const struct search_options *o)
{
    bool f2 = o->alg == ALG_F2 || o->alg == ALG_F2_SOFT || algorithm_has(o->alg, TRAIT_FORM);
    return f2 && o->alpha == -AB_INF && o->beta == AB_INF && !o->tt && !o->mccarthy &&
           !o->futility;
}

int cutref_build(const struct tree *t, const struct search_options *o, struct cutref *r)
{
    *r = (struct cutref){ .count = t->count };
    if (o && o->alg == ALG_F)
        return 0;
    size_t words = (t->count + 63) / 64;
    bool need_f2 = !o || (o->alg != ALG_F1 && !prunes_outside_f2(o));
    r->f1 = calloc(words, sizeof *r->f1);
    r->f2 = need_f2 ? calloc(words, sizeof *r->f2) : NULL;
    struct search_options o1 = search_defaults(ALG_F1), o2 = search_defaults(ALG_F2);
    struct search_sink s1 = { .skip = ~0u, .entered = r->f1 }, s2 = { .skip = ~0u, .entered = r->f2 };
    struct search_result res;
    if (!r->f1 || (need_f2 && !r->f2) || search_run_judged(t, &o1, NULL, &s1, &res) != 0 ||
        (need_f2 && search_run_judged(t, &o2, NULL, &s2, &res) != 0)) {
        cutref_free(r);
        return -1;
    }
    return 0;
}
