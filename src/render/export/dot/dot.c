/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dot.c: a search drawn as a Graphviz digraph.
 *
 * Followed branches thick, the path to the current node blue, every
 * pruned branch dashed, coloured and lettered by the kind of cutoff that
 * pruned it (cutkind.c), what lies below it dashed grey, branches not
 * visited dotted; positions of the root's player boxes, the others ovals.
 * The title and a legend of the meanings used sit in the graph's label
 * under the tree, outside the layout, so no edge bends around them; one
 * font throughout. */
#include "config.h"

#include "render/export/dot/dot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strbuf.h"
#include "render/export/common/board.h"
#include "render/export/common/export.h"

#include "render/export/common/graph.h"
#include "search/nodetype.h"
#include "search/step_state.h"

#define DOT_FONT "Helvetica"
#define DOT_PATH_COLOUR "#2060c0"
#define DOT_TYPE_COLOUR "gray35"    /* type digits, in italics */

/* Copies s into a DOT double-quoted string. */
static void dot_quoted(struct strbuf *out, const char *s)
{
    strbuf_puts(out, "\"");
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            strbuf_add(out, "\\", 1);
        strbuf_add(out, s, 1);
    }
    strbuf_puts(out, "\"");
}

/* Copies s into an HTML-like label. */
static void dot_html(struct strbuf *out, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': strbuf_puts(out, "&amp;"); break;
        case '<': strbuf_puts(out, "&lt;"); break;
        case '>': strbuf_puts(out, "&gt;"); break;
        case '"': strbuf_puts(out, "&quot;"); break;
        default: strbuf_add(out, s, 1);
        }
    }
}

static void dot_edge(struct strbuf *out, const struct export_request *rq,
                     const struct paper *p, node_id c, node_id cut_root)
{
    strbuf_printf(out, "  n%u -> n%u [", (unsigned)tree_parent(p->tree, c), (unsigned)c);
    switch (p->look[c]) {
    case ROLE_PATH:
    case ROLE_CURRENT:
        strbuf_puts(out, "penwidth=3, color=\"" DOT_PATH_COLOUR "\"");
        break;
    case ROLE_FOLLOWED:
        strbuf_puts(out, "penwidth=3");
        break;
    case ROLE_CUT:
        if (cut_root == c) {
            const struct cut_kind_info *k = cut_kind_info(step_state_cut_kind(rq->state, c));
            strbuf_printf(out, "style=dashed, penwidth=2, color=\"%s\", fontcolor=\"%s\", "
                          "label=\"%c\"", k->dot_colour, k->dot_colour, k->letter);
        } else {
            strbuf_puts(out, "style=dashed, color=gray60");
        }
        break;
    default:
        strbuf_puts(out, "style=dotted, color=gray60");
    }
    strbuf_puts(out, "];\n");
}

/* The words of the legend's samples, translated ("thick", "box", ...) */
static void dot_word(struct strbuf *out, const char *message)
{
    dot_html(out, i18n_context(message));
}

/* The sample of a meaning in the legend's left column. */
static void dot_sample(struct strbuf *out, const struct export_request *rq,
                       enum graph_meaning m)
{
    bool a = rq->opt.ascii;
    switch (m) {
    case GM_FOLLOWED:
        strbuf_puts(out, "<b>");
        dot_word(out, NC_("DOT legend: a thick line", "thick"));
        strbuf_puts(out, "</b>");
        break;
    case GM_PATH:
        strbuf_puts(out, "<font color=\"" DOT_PATH_COLOUR "\"><b>");
        dot_word(out, NC_("DOT legend: a thick line", "thick"));
        strbuf_puts(out, "</b></font>");
        break;
    case GM_CURRENT:
        strbuf_puts(out, "<font color=\"" DOT_PATH_COLOUR "\">");
        dot_word(out, NC_("DOT legend: a node filled with colour", "filled"));
        strbuf_puts(out, "</font>");
        break;
    case GM_INSIDE: strbuf_puts(out, "<font color=\"gray60\">- - -</font>"); break;
    case GM_UNVISITED: strbuf_puts(out, "<font color=\"gray60\">. . .</font>"); break;
    case GM_LOWER: strbuf_puts(out, a ? "&gt;=3" : "&#8805;3"); break;
    case GM_UPPER: strbuf_puts(out, a ? "&lt;=3" : "&#8804;3"); break;
    case GM_TYPES:
        strbuf_puts(out, "<font color=\"" DOT_TYPE_COLOUR "\"><i>1 2 3</i></font>");
        break;
    case GM_MAX: dot_word(out, NC_("DOT legend: a node drawn as a box", "box")); break;
    case GM_MIN: dot_word(out, NC_("DOT legend: a node drawn as an oval", "oval")); break;
    default: {
        const struct cut_kind_info *k = cut_kind_info((enum cut_kind)(m - GM_CUT));
        strbuf_printf(out, "<font color=\"%s\">- - %c</font>", k->dot_colour, k->letter);
    }
    }
}

/* The graph's label: the title, then one line per meaning used. */
static void dot_legend(struct strbuf *out, const struct export_request *rq, uint32_t uses)
{
    char buf[256];
    strbuf_puts(out, "<<table border=\"0\" cellspacing=\"1\" cellpadding=\"1\">\n"
                     "    <tr><td colspan=\"2\" align=\"left\"><b>");
    dot_html(out, graph_title(buf, sizeof buf, rq));
    strbuf_puts(out, "</b></td></tr>\n");
    if (rq->snapshot) {
        /* what the step did, as the text snapshot and the slides say */
        char caption[1400];
        strbuf_puts(out, "    <tr><td colspan=\"2\" align=\"left\">");
        graph_step_caption(caption, sizeof caption, rq);
        dot_html(out, caption);
        strbuf_puts(out, "</td></tr>\n");
    }
    for (int m = 0; m < GM_COUNT; m++) {
        if (!(uses & (1u << m)))
            continue;
        strbuf_puts(out, "    <tr><td align=\"left\">");
        dot_sample(out, rq, (enum graph_meaning)m);
        strbuf_puts(out, "</td><td align=\"left\">");
        dot_html(out, graph_meaning_words(buf, sizeof buf, rq, (enum graph_meaning)m));
        strbuf_puts(out, "</td></tr>\n");
    }
    strbuf_puts(out, "  </table>>");
}

/* Graphviz's "ratio" shapes the drawing without the graph's label, so
 * the height the legend will take is kept out of it: the legend's rows
 * are about DOT_ROW points high, and the drawing about as wide as its
 * widest rank (node widths from their labels, DOT_CHAR points a letter,
 * at least DOT_NODE, DOT_SEP apart) and as tall as its depths.  Returns
 * height / width for the drawing alone. */
#define DOT_ROW 19.0
#define DOT_CHAR 6.6
#define DOT_NODE 21.6
#define DOT_SEP 4.3
#define DOT_HEIGHT 44.0     /* a node's height, and the margins */
#define DOT_RANK 37.4       /* from one depth to the next */
static double drawing_ratio(const struct export_request *rq, const struct paper *p,
                            unsigned legend_rows)
{
    const struct tree *t = p->tree;
    uint32_t d0 = tree_depth(t, rq->root);
    double *rank = calloc((size_t)t->height + 1 - d0, sizeof *rank);
    double widest = DOT_NODE;
    if (rank) {
        char v[32];
        for (node_id n = rq->root; n < graph_end(rq); n++) {
            const char *label = rq->no_labels ? NULL : tree_label_short(t, n);
            size_t chars = strlen(graph_value_utf8(v, sizeof v, p, n)) + (label ? strlen(label) + 2 : 0);
            double w = (double)chars * DOT_CHAR + 4.3;
            rank[tree_depth(t, n) - d0] += (w > DOT_NODE ? w : DOT_NODE) + DOT_SEP;
        }
        for (uint32_t d = 0; d + d0 <= t->height; d++)
            if (rank[d] > widest)
                widest = rank[d];
        free(rank);
    }
    /* a tree lower than wanted is stretched down to leave the legend its
     * height; a taller one is widened to the ratio with its legend */
    double legend = DOT_ROW * (legend_rows + 1) + 8;
    double tall = (double)(t->height - d0) * DOT_RANK + DOT_HEIGHT;
    double down = (widest / rq->ratio - legend) / widest;
    if (down >= tall / widest)
        return down;
    return tall / (rq->ratio * (tall + legend));
}

void graph_dot(struct strbuf *out, const struct export_request *rq, const struct paper *p)
{
    const struct tree *t = p->tree;
    node_id *root;
    uint8_t *types;
    if (!graph_node_facts(out, p, &root, &types))
        return;
    uint32_t uses = graph_uses(rq, p);
    if (!(rq->opt.marks & MARK_TYPES))
        uses &= ~(1u << GM_TYPES);
    char buf[256], v[32], who[96], words[200];
    strbuf_puts(out, "digraph abprune {\n  graph [fontname=\"" DOT_FONT "\", fontsize=11, "
                     "ordering=out, nodesep=0.06, ranksep=0.3, labelloc=b, labeljust=l");
    if (rq->ratio > 0) {
        unsigned rows = 0;
        for (int m = 0; m < GM_COUNT; m++)
            rows += (uses >> m) & 1u;
        strbuf_printf(out, ", ratio=%.4f", drawing_ratio(rq, p, rows));
    }
    strbuf_puts(out, ",\n    label=");
    dot_legend(out, rq, uses);
    strbuf_puts(out, "];\n  node [fontname=\"" DOT_FONT "\", fontsize=11, width=0.3, "
                     "height=0.22, margin=\"0.03,0.02\"];\n"
                     "  edge [fontname=\"" DOT_FONT "\", fontsize=11, arrowhead=none];\n");
    for (node_id n = rq->root; n < graph_end(rq) && !out->failed; n++) {
        uint8_t look = p->look[n];
        strbuf_printf(out, "  n%u [label=", (unsigned)n);
        const char *label = rq->no_labels ? NULL : tree_label_short(t, n);
        graph_value_utf8(v, sizeof v, p, n);
        if (label)
            snprintf(buf, sizeof buf, "%s%s%s", label, v[0] ? ": " : "", v);
        dot_quoted(out, label ? buf : v);
        strbuf_printf(out, ", shape=%s", (tree_depth(t, n) & 1u) ? "ellipse" : "box");
        if (look == ROLE_CURRENT)
            strbuf_puts(out, ", style=\"filled,bold\", fillcolor=\"#ffe080\", "
                             "color=\"" DOT_PATH_COLOUR "\"");
        else if (look == ROLE_PATH)
            strbuf_puts(out, ", style=bold, color=\"" DOT_PATH_COLOUR "\"");
        else if (look == ROLE_CUT)
            strbuf_puts(out, ", style=dashed, color=gray60");
        else if (look == ROLE_PLAIN)
            strbuf_puts(out, ", style=dotted, color=gray60");
        if ((rq->opt.marks & MARK_TYPES) && types[n] != NODE_NOT_CRITICAL)
            strbuf_printf(out, ", xlabel=<<font color=\"" DOT_TYPE_COLOUR "\"><i>%u</i></font>>",
                          types[n]);
        export_node_name(who, sizeof who, t, n);
        snprintf(buf, sizeof buf, "%s: %s", who,
                 export_status_words(words, sizeof words, rq, p, n, root[n]));
        strbuf_puts(out, ", tooltip=");
        dot_quoted(out, buf);
        strbuf_puts(out, "];\n");
        if (n > rq->root)
            dot_edge(out, rq, p, n, root[n]);
    }
    board_dot(out, rq);
    strbuf_puts(out, "}\n");
    free(root);
    free(types);
}
