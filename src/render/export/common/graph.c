/* SPDX-License-Identifier: GPL-3.0-or-later */
/* graph.c: what DOT, TikZ and the beamer deck share: the meanings a
 * picture uses, the words of their legend lines, titles and TeX text. */
#include "config.h"

#include "render/export/common/graph.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strbuf.h"
#include "base/text.h"
#include "base/utf8.h"
#include "render/export/common/export.h"
#include "render/words/describe.h"
#include "render/words/format.h"
#include "render/export/common/latex.h"
#include "search/nodetype.h"
#include "search/step_state.h"
#include "tree/node_name.h"

uint32_t graph_node_uses(const struct export_request *rq, const struct paper *p, node_id n)
{
    const struct tree *t = p->tree;
    const struct step_state *s = rq->state;
    uint32_t uses = 0;
    uint8_t look = p->look[n];
    if (n != rq->root) {
        if (look == ROLE_FOLLOWED)
            uses |= 1u << GM_FOLLOWED;
        else if (look == ROLE_PATH || look == ROLE_CURRENT)
            uses |= 1u << GM_PATH;
        else if (look == ROLE_CUT && s->status[n] == NODE_CUT)
            uses |= 1u << (GM_CUT + step_state_cut_kind(rq->state, n));
        else if (look == ROLE_CUT)
            uses |= 1u << GM_INSIDE;
        else
            uses |= 1u << GM_UNVISITED;
    }
    if (look == ROLE_CURRENT)
        uses |= 1u << GM_CURRENT;
    if (s->status[n] == NODE_DONE && (p->opt.marks & MARK_BOUNDS)) {
        enum bound_kind k = bound_in_view(step_state_kind(s, n), tree_depth(t, n),
                                       p->opt.view);
        if (k == BOUND_LOWER)
            uses |= 1u << GM_LOWER;
        else if (k == BOUND_UPPER)
            uses |= 1u << GM_UPPER;
    }
    if (p->type && p->type[n] != NODE_NOT_CRITICAL)
        uses |= 1u << GM_TYPES;
    uses |= 1u << ((tree_depth(t, n) & 1u) ? GM_MIN : GM_MAX);
    return uses;
}

uint32_t graph_uses(const struct export_request *rq, const struct paper *p)
{
    uint32_t uses = 0;
    for (node_id n = rq->root; n < graph_end(rq); n++)
        uses |= graph_node_uses(rq, p, n);
    return uses;
}

const char *graph_meaning_words(char *buf, size_t cap, const struct export_request *rq,
                                enum graph_meaning m)
{
    bool minimax = rq->opt.view == VIEW_MINIMAX;
    const char *w = "";
    switch (m) {
    case GM_FOLLOWED: w = _("branch followed"); break;
    case GM_PATH: w = _("path to the current node"); break;
    case GM_CURRENT: w = _("the current node"); break;
    case GM_INSIDE: w = _("inside a pruned branch"); break;
    case GM_UNVISITED: w = rq->snapshot ? _("not reached yet") : _("not visited"); break;
    case GM_LOWER: w = _("a lower bound: the true value is at least this"); break;
    case GM_UPPER: w = _("an upper bound: the true value is at most this"); break;
    case GM_TYPES: w = _("type of a critical position (1 PV, 2 CUT, 3 ALL)"); break;
    case GM_MAX: w = minimax ? _("Max to move") : _("the root's player to move"); break;
    case GM_MIN: w = minimax ? _("Min to move") : _("the opponent to move"); break;
    default:
        if (m >= GM_CUT && m < GM_INSIDE) {
            const struct cut_kind_info *k = cut_kind_info((enum cut_kind)(m - GM_CUT));
            snprintf(buf, cap, _("branch pruned (%s)"), _(k->caption));
            return buf;
        }
    }
    snprintf(buf, cap, "%s", w);
    return buf;
}

const char *graph_legend_words(char *buf, size_t cap, const struct export_request *rq,
                               enum graph_meaning m, bool compact)
{
    if (!compact)
        return graph_meaning_words(buf, cap, rq, m);
    const char *w = "";
    switch (m) {
    case GM_FOLLOWED: w = i18n_context(NC_("legend", "followed")); break;
    case GM_PATH: w = i18n_context(NC_("legend", "path")); break;
    case GM_CURRENT: w = i18n_context(NC_("legend", "current")); break;
    case GM_INSIDE: w = i18n_context(NC_("legend", "pruned")); break;
    case GM_UNVISITED: w = rq->snapshot ? i18n_context(NC_("legend", "not reached"))
                                        : i18n_context(NC_("legend", "not visited")); break;
    case GM_LOWER: w = i18n_context(NC_("legend", "lower bound")); break;
    case GM_UPPER: w = i18n_context(NC_("legend", "upper bound")); break;
    case GM_TYPES: w = i18n_context(NC_("legend", "1 PV, 2 CUT, 3 ALL")); break;
    case GM_MAX: case GM_MIN: return graph_meaning_words(buf, cap, rq, m);
    default:
        if (m >= GM_CUT && m < GM_INSIDE)
            w = cut_kind_word((enum cut_kind)(m - GM_CUT));
    }
    snprintf(buf, cap, "%s", w);
    return buf;
}

const char *graph_deck_title(char *buf, size_t cap, char *sub, size_t subcap,
                             const struct export_request *rq)
{
    const struct tree *t = rq->trace->tree;
    const char *given = rq->title ? rq->title : t->title;
    struct export_request whole = *rq;
    whole.snapshot = false;
    sub[0] = '\0';
    if (!given || !*given)
        return graph_title(buf, cap, &whole);
    snprintf(buf, cap, "%s", given);
    /* TRANSLATORS: a deck's subtitle under the tree's own title: the
     * procedure and the view in words, "F2, negamax view" */
    size_t n = (size_t)snprintf(sub, subcap, _("%s, %s"),
                                algorithm_info(rq->trace->options.alg)->name,
                                value_view_words(rq->opt.view));
    if (rq->root != 0 && n < subcap) {
        char who[96];
        node_name(who, sizeof who, t, rq->root);
        snprintf(sub + n, subcap - n, _(", subtree %s"), who);
    }
    i18n_articles(sub);
    return buf;
}

const char *graph_picture_title(char *buf, size_t cap, char *sub, size_t subcap,
                                const struct export_request *rq)
{
    graph_deck_title(buf, cap, sub, subcap, rq);
    if (!sub[0])
        return graph_title(buf, cap, rq);
    size_t n = strlen(sub);
    if (rq->snapshot && n < subcap)
        snprintf(sub + n, subcap - n, _(", after step %zu of %zu"), rq->state->step,
                 rq->trace->len);
    return buf;
}

const char *graph_title(char *buf, size_t cap, const struct export_request *rq)
{
    const struct trace *tr = rq->trace;
    const char *base = strrchr(rq->file, '/');
    char shown[256];
    text_visible(shown, sizeof shown, base ? base + 1 : rq->file);
    /* TRANSLATORS: "F2 on pi.tree, negamax view": the procedure, the file and
     * the view in words ("negamax view", translated apart) */
    size_t n = (size_t)snprintf(buf, cap, _("%s on %s, %s"),
                                algorithm_info(tr->options.alg)->name, shown,
                                value_view_words(rq->opt.view));
    if (rq->root != 0 && n < cap) {
        char who[96];
        node_name(who, sizeof who, tr->tree, rq->root);
        n += (size_t)snprintf(buf + n, cap - n, _(", subtree %s"), who);
    }
    if (rq->snapshot && n < cap)
        snprintf(buf + n, cap - n, _(", after step %zu of %zu"), rq->state->step, tr->len);
    return i18n_articles(buf);
}

size_t graph_step_caption(char *buf, size_t cap, const struct export_request *rq)
{
    buf[0] = '\0';
    if (!rq->snapshot)
        return 0;
    const struct step_state *s = rq->state;
    const struct trace *tr = rq->trace;
    const struct event *e = step_state_current_event(s);
    if (!e) {
        snprintf(buf, cap,
                 P_("Before the search: %zu step to come.", "Before the search: %zu steps to come.",
                    tr->len),
                 tr->len);
        return 0;
    }
    /* the node's frame, if it is on the path: at its depth */
    const struct path_frame *f = NULL;
    uint32_t d = tree_depth(tr->tree, e->node);
    if (d < s->depth && s->path[d].node == e->node)
        f = &s->path[d];
    char who[96], what[1024], line[1200];
    node_name(who, sizeof who, tr->tree, e->node);
    describe_event(what, sizeof what, tr, e, f, rq->opt.view);
    snprintf(line, sizeof line, _("%s at %s: %s"), event_type_words((enum event_type)e->type),
             who, what);
    i18n_articles(line);
    int head = snprintf(buf, cap, _("Step %zu of %zu: "), s->step, tr->len);
    if (head < 0 || (size_t)head >= cap)
        return 0;
    head = (int)strlen(i18n_articles(buf));
    snprintf(buf + head, cap - (size_t)head, "%s", line);
    return (size_t)head;
}

const char *graph_value_utf8(char *buf, size_t cap, const struct paper *p, node_id n)
{
    size_t len = 0;
    if (p->state->status[n] == NODE_DONE) {
        uint32_t cp[PAPER_TEXT_MAX];
        uint32_t k = paper_node_text(p, n, cp);
        for (uint32_t i = 0; i < k && len + 4 < cap; i++)
            len += utf8_encode(cp[i], buf + len);
    }
    buf[len] = '\0';
    return buf;
}

bool graph_node_facts(struct strbuf *out, const struct paper *p, node_id **root,
                      uint8_t **types)
{
    *root = export_cut_roots(p);
    *types = malloc(p->tree->count);
    if (!*root || !*types) {
        out->failed = true;
        free(*root);
        free(*types);
        return false;
    }
    node_types(p->tree, *types);
    return true;
}

void graph_scan_texts(struct latex_text *lt, const struct export_request *rq,
                      struct step_state *walk, const size_t *steps, size_t count)
{
    char buf[640];
    const struct tree *t = rq->trace->tree;
    struct export_request at = *rq;
    for (int snapshot = 0; snapshot < 2; snapshot++) {
        at.snapshot = snapshot;
        graph_title(buf, sizeof buf, &at);
        latex_text_scan(lt, buf, strlen(buf));
    }
    /* the picture's and the deck's title: the tree's @title or --title */
    char sub[400];
    at.snapshot = false;
    graph_deck_title(buf, sizeof buf, sub, sizeof sub, &at);
    latex_text_scan(lt, buf, strlen(buf));
    latex_text_scan(lt, sub, strlen(sub));
    for (int m = 0; m < GM_COUNT; m++)
        for (int compact = 0; compact < 2; compact++) {
            graph_legend_words(buf, sizeof buf, rq, (enum graph_meaning)m, compact);
            latex_text_scan(lt, buf, strlen(buf));
        }
    const char *bound = _("bound %s");
    latex_text_scan(lt, bound, strlen(bound));
    if (!rq->no_labels)
        for (size_t i = 0; i < t->nlabels; i++)
            if (t->labels[i].node >= rq->root && t->labels[i].node < graph_end(rq))
                latex_text_scan(lt, t->labels[i].name, strlen(t->labels[i].name));
    if (!rq->snapshot)
        return;
    at.snapshot = true;
    if (!walk) {
        graph_step_caption(buf, sizeof buf, &at);
        latex_text_scan(lt, buf, strlen(buf));
        return;
    }
    at.state = walk;
    for (size_t i = 0; i < count; i++) {
        step_state_seek(walk, steps ? steps[i] : i);
        graph_step_caption(buf, sizeof buf, &at);
        latex_text_scan(lt, buf, strlen(buf));
    }
}
