/* cutref.c: the comparison searches that name the kind of a pruned branch. */
#include "config.h"

#include "cutref.h"

#include <stdlib.h>

#include "search.h"

/* A sink that only notes which nodes a search enters. */
struct marker {
    uint8_t *level;
    uint8_t mark;
};

static void mark_entered(void *ctx, const struct event *e)
{
    struct marker *m = ctx;
    if (e->type == EV_ENTER || e->type == EV_LEAF)
        m->level[e->node] = m->mark;
}

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
    r->count = t->count;
    r->level = NULL;
    if (o && o->alg == ALG_F)
        return 0;
    r->level = calloc(t->count, 1);
    if (!r->level)
        return -1;
    /* F2 enters a subset of what F1 enters, so its marks go on top */
    struct marker m = { r->level, REF_F1 };
    struct search_sink sink = { mark_entered, &m,
                                ~(1u << EV_ENTER | 1u << EV_LEAF) };
    struct search_options o1 = search_defaults(ALG_F1), o2 = search_defaults(ALG_F2);
    struct search_result res;
    if (search_run_judged(t, &o1, NULL, &sink, &res) != 0)
        goto fail;
    m.mark = REF_F2;
    if ((!o || (o->alg != ALG_F1 && !prunes_outside_f2(o))) &&
        search_run_judged(t, &o2, NULL, &sink, &res) != 0)
        goto fail;
    return 0;
fail:
    cutref_free(r);
    return -1;
}

void cutref_free(struct cutref *r)
{
    free(r->level);
    r->level = NULL;
    r->count = 0;
}

enum cut_kind cutref_kind(const struct cutref *r, node_id c, bool f1, bool null_window)
{
    uint8_t level = r->level[c];
    if (f1)
        return level != REF_NONE ? CUT_WINDOW : CUT_SHALLOW;
    if (level == REF_F2)
        return null_window ? CUT_NULL_WINDOW : CUT_WINDOW;
    return level == REF_F1 ? CUT_DEEP : CUT_SHALLOW;
}
