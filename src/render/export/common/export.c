/* SPDX-License-Identifier: GPL-3.0-or-later */
/* export.c: what every picture of a search says alike: the pruned
 * branches' roots, a position's state in words, its name. */
#include "config.h"

#include "render/export/common/export.h"

#include <stdio.h>
#include <stdlib.h>

#include "base/i18n.h"
#include "render/words/format.h"
#include "search/step_state.h"
#include "tree/node_name.h"

/* cut_root[n]: the root of the pruned branch n lies in, or AB_NO_NODE. */
node_id *export_cut_roots(const struct paper *p)
{
    const struct tree *t = p->tree;
    const struct step_state *s = p->state;
    node_id *root = malloc(t->count * sizeof *root);
    if (!root)
        return NULL;
    for (node_id n = 0; n < t->count; n++) {
        if (s->status[n] == NODE_CUT)
            root[n] = n;
        else if (n > 0 && s->status[n] == NODE_UNVISITED)
            root[n] = root[tree_parent(t, n)];
        else
            root[n] = AB_NO_NODE;
    }
    return root;
}

const char *export_status_words(char *buf, size_t cap, const struct export_request *rq,
                                const struct paper *p, node_id n, node_id cut_root)
{
    const struct tree *t = p->tree;
    const struct step_state *s = rq->state;
    char who[96], w[FMT_WINDOW_MAX], v[FMT_VALUE_MAX];
    uint8_t look = paper_look(p, n);
    switch (look) {
    case ROLE_CURRENT:
    case ROLE_PATH: {
        bool cur = look == ROLE_CURRENT;
        const struct path_frame *f = tree_depth(t, n) < s->depth ? &s->path[tree_depth(t, n)] : NULL;
        enum algorithm alg = rq->trace->options.alg;
        if (!f || f->node != n || tree_is_leaf(t, n) || alg == ALG_F)
            snprintf(buf, cap, "%s", cur ? _("current") : _("on the path"));
        else if (alg == ALG_F1)
            snprintf(buf, cap, cur ? _("current, bound %s, m = %s") : _("on the path, bound %s, m = %s"),
                     fmt_value(w, f->beta, tree_depth(t, n), rq->opt.view),
                     fmt_value(v, f->m, tree_depth(t, n), rq->opt.view));
        else
            snprintf(buf, cap, cur ? _("current, window %s, m = %s") : _("on the path, window %s, m = %s"),
                     fmt_window(w, f->alpha, f->beta, tree_depth(t, n), rq->opt.view),
                     fmt_value(v, f->m, tree_depth(t, n), rq->opt.view));
        break;
    }
    case ROLE_FOLLOWED:
        snprintf(buf, cap, "%s", tree_is_leaf(t, n) ? _("evaluated") : _("visited"));
        break;
    case ROLE_CUT:
        if (cut_root == n) {
            struct event e_buf;
            const struct event *e = trace_event_at(rq->trace, step_state_value(s, n), &e_buf);
            export_node_name(who, sizeof who, t, e->node);
            /* the branch's own kind: the paper counts cutoffs by branch */
            /* TRANSLATORS: the first %s is the cut kind's word in the language in use
             * (shallow, deep...: the short name's translation) */
            snprintf(buf, cap, _("cut off (%s cutoff at %s, step %zu)"),
                     cut_kind_word(step_state_cut_kind(s, n)), who, (size_t)step_state_value(s, n) + 1);
        } else {
            export_node_name(who, sizeof who, t, cut_root);
            snprintf(buf, cap, _("pruned with %s"), who);
        }
        break;
    default:
        snprintf(buf, cap, "%s", rq->snapshot ? _("not reached yet") : _("not visited"));
        break;
    }
    return buf;
}

void export_node_name(char *buf, size_t cap, const struct tree *t, node_id n)
{
    node_name(buf, cap, t, n);
}
