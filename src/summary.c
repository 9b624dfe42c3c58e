/* summary.c: the counting sink behind `run`'s summary. */
#include "config.h"

#include "summary.h"

#include <stdlib.h>
#include <string.h>

/* One more search from the root; false (and s->failed) when out of
 * memory. */
static bool add_pass(struct summary *s, struct summary_pass pass)
{
    if (s->failed)
        return false;
    struct summary_pass *p = realloc(s->passes, (s->npasses + 1) * sizeof *p);
    if (!p) {
        s->failed = true;
        return false;
    }
    s->passes = p;
    p[s->npasses++] = pass;
    return true;
}

static void count(void *ctx, const struct event *e)
{
    struct summary *s = ctx;
    const struct tree *t = s->tree;
    s->steps++;
    switch ((enum event_type)e->type) {
    case EV_LEAF:
        s->done[e->node] = 1 + BOUND_EXACT;
        s->value[e->node] = event_c_value(e);
        if (e->node == 0)
            add_pass(s, (struct summary_pass){ e->a, e->b, event_c_value(e), BOUND_EXACT, 1 });
        break;
    case EV_ENTER:
        if (e->node == 0)
            add_pass(s, (struct summary_pass){ e->a, e->b, 0, BOUND_EXACT, 0 });
        break;
    case EV_EXIT:
        s->done[e->node] = (uint8_t)(1 + e->kind);
        s->value[e->node] = e->a;
        if (e->node == 0 && s->npasses) {
            s->passes[s->npasses - 1].value = e->a;
            s->passes[s->npasses - 1].kind = e->kind;
        }
        break;
    case EV_RESEARCH: {
        /* the subtree starts over: what it returned before is forgotten */
        size_t end = (size_t)e->node + t->size[e->node];
        memset(s->done + e->node, 0, end - e->node);
        break;
    }
    default:
        break;
    }
    if (e->type == EV_LEAF && s->npasses && e->node != 0)
        s->passes[s->npasses - 1].leaves++;
}

int summary_run(struct summary *s, const struct tree *t, const struct search_options *o)
{
    *s = (struct summary){ .tree = t, .options = *o };
    if (cutref_build(t, &s->ref) != 0)
        return -1;
    s->done = calloc(t->count, 1);
    s->value = malloc(t->count * sizeof *s->value);
    struct search_sink sink = { count, s };
    if (!s->done || !s->value || search_run_judged(t, o, &s->ref, &sink, &s->result) != 0 ||
        s->failed) {
        summary_free(s);
        return -1;
    }
    return 0;
}

int summary_replay(const struct summary *s, const struct search_sink *sink)
{
    struct search_result r;
    return search_run_judged(s->tree, &s->options, &s->ref, sink, &r);
}

enum cut_kind summary_branch_kind(const struct summary *s, const struct event *e, node_id c)
{
    enum cut_kind k = (enum cut_kind)e->kind;
    if (cut_kind_info(k)->entry_reason || !s->ref.level)
        return k;
    return cutref_kind(&s->ref, c, s->options.alg == ALG_F1, k == CUT_NULL_WINDOW);
}

void summary_free(struct summary *s)
{
    cutref_free(&s->ref);
    free(s->done);
    free(s->value);
    free(s->passes);
    s->done = NULL;
    s->value = NULL;
    s->passes = NULL;
    s->npasses = 0;
}
