/* graph.c: the graphic formats, Graphviz DOT and LaTeX TikZ.
 *
 * Both encode the same facts as the text figure: followed branches thick
 * (TikZ: double, as in the paper), branches not reached thin and grey,
 * pruned ones dashed, the first branch of each cutoff coloured and lettered
 * by kind (cutkind.c), the path to the current node blue, bounds written with
 * >= / <=, and a legend. */
#include "config.h"

#include "graph.h"

#include <stdlib.h>
#include <string.h>

#include "describe.h"
#include "format.h"
#include "i18n.h"
#include "nodetype.h"

/* The kind of the pruned branch rooted at c. */
static const struct cut_kind_info *kind_at(const struct export_request *rq, node_id c)
{
    return cut_kind_info(state_cut_kind(rq->state, c));
}

/* The value written at n ("3", "≥3"; ">=3" in ASCII) or "" when none. */
static const char *value_utf8(char *buf, size_t cap, const struct paper *p, node_id n)
{
    size_t len = 0;
    if (p->state->status[n] == NODE_DONE) {
        uint32_t cp[PAPER_TEXT_MAX];
        uint32_t k = paper_node_text(p, n, cp);
        for (uint32_t i = 0; i < k && len + 4 < cap; i++)
            len += (size_t)paper_utf8(cp[i], buf + len);
    }
    buf[len] = '\0';
    return buf;
}

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

/* Copies s into LaTeX text, escaping what TeX treats specially. */
static void tex_text(struct strbuf *out, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '\\': strbuf_puts(out, "\\textbackslash{}"); break;
        case '~': strbuf_puts(out, "\\textasciitilde{}"); break;
        case '^': strbuf_puts(out, "\\textasciicircum{}"); break;
        case '#': case '$': case '%': case '&': case '_': case '{': case '}':
            strbuf_add(out, "\\", 1);
            strbuf_add(out, s, 1);
            break;
        default:
            strbuf_add(out, s, 1);
        }
    }
}

static const char *title(char *buf, size_t cap, const struct export_request *rq)
{
    const struct trace *tr = rq->trace;
    const char *base = strrchr(rq->file, '/');
    base = base ? base + 1 : rq->file;
    int n = snprintf(buf, cap, "%s on %s, %s view", algorithm_info(tr->options.alg)->name,
                     base, view_name(rq->opt.view));
    if (rq->snapshot && n > 0 && (size_t)n < cap)
        snprintf(buf + n, cap - (size_t)n, ", after step %zu of %zu", rq->state->step,
                 tr->len);
    return buf;
}

/* The root of the pruned branch and the type of every node; false (and
 * the output marked failed) when out of memory. */
static bool node_facts(struct strbuf *out, const struct paper *p, node_id **root,
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

/* ---- DOT ---- */

static void dot_edge(struct strbuf *out, const struct export_request *rq,
                     const struct paper *p, node_id c, node_id cut_root)
{
    strbuf_printf(out, "  n%u -> n%u [", (unsigned)p->tree->parent[c], (unsigned)c);
    switch (p->look[c]) {
    case ROLE_PATH:
    case ROLE_CURRENT:
        strbuf_puts(out, "penwidth=3, color=\"#2060c0\"");
        break;
    case ROLE_FOLLOWED:
        strbuf_puts(out, "penwidth=3");
        break;
    case ROLE_CUT:
        if (cut_root == c) {
            const struct cut_kind_info *k = kind_at(rq, c);
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

static void dot_legend(struct strbuf *out, const struct export_request *rq)
{
    strbuf_puts(out, "  subgraph cluster_legend {\n"
                     "    label=\"Legend\"; style=rounded; color=gray60;\n"
                     "    legend [shape=none, margin=0, label=<<table border=\"0\" "
                     "cellspacing=\"2\">\n"
                     "      <tr><td align=\"left\"><b>thick</b></td>"
                     "<td align=\"left\">branch followed</td></tr>\n"
                     "      <tr><td align=\"left\"><font color=\"#2060c0\"><b>blue</b></font>"
                     "</td><td align=\"left\">path to the current node</td></tr>\n");
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        const struct cut_kind_info *kind = cut_kind_info((enum cut_kind)k);
        if (cut_kind_listed((enum cut_kind)k, &rq->trace->options))
            strbuf_printf(out, "      <tr><td align=\"left\"><font color=\"%s\">- - %c</font>"
                          "</td><td align=\"left\">%s (first branch pruned)</td></tr>\n",
                          kind->dot_colour, kind->letter, _(kind->caption));
    }
    strbuf_puts(out, "      <tr><td align=\"left\"><font color=\"gray60\">- - -</font></td>"
                     "<td align=\"left\">pruned</td></tr>\n"
                     "      <tr><td align=\"left\"><font color=\"gray60\">. . .</font></td>"
                     "<td align=\"left\">not visited</td></tr>\n"
                     "      <tr><td align=\"left\">box / oval</td>"
                     "<td align=\"left\">root's player / opponent to move</td></tr>\n"
                     "      <tr><td align=\"left\">&#8805;3 &#8804;3</td>"
                     "<td align=\"left\">lower / upper bound</td></tr>\n");
    if (rq->opt.marks & MARK_TYPES)
        strbuf_puts(out, "      <tr><td align=\"left\">type 1 2 3</td>"
                         "<td align=\"left\">critical position</td></tr>\n");
    strbuf_puts(out, "    </table>>];\n  }\n");
}

void graph_dot(struct strbuf *out, const struct export_request *rq, const struct paper *p)
{
    const struct tree *t = p->tree;
    node_id *root;
    uint8_t *types;
    if (!node_facts(out, p, &root, &types))
        return;
    char buf[256], v[32], who[96], words[200];
    strbuf_puts(out, "digraph abprune {\n  graph [label=");
    dot_quoted(out, title(buf, sizeof buf, rq));
    strbuf_puts(out, ", labelloc=t, ordering=out, nodesep=0.12, ranksep=0.45];\n"
                     "  node [fontname=\"Helvetica\", fontsize=11, width=0.35, height=0.3, "
                     "margin=0.03];\n  edge [arrowhead=none];\n");
    for (node_id n = 0; n < t->count && !out->failed; n++) {
        uint8_t look = p->look[n];
        strbuf_printf(out, "  n%u [label=", (unsigned)n);
        const char *label = tree_label(t, n);
        value_utf8(v, sizeof v, p, n);
        if (label)
            snprintf(buf, sizeof buf, "%s%s%s", label, v[0] ? ": " : "", v);
        dot_quoted(out, label ? buf : v);
        strbuf_printf(out, ", shape=%s", (t->depth[n] & 1u) ? "ellipse" : "box");
        if (look == ROLE_CURRENT)
            strbuf_puts(out, ", style=\"filled,bold\", fillcolor=\"#ffe080\", color=\"#2060c0\"");
        else if (look == ROLE_PATH)
            strbuf_puts(out, ", style=bold, color=\"#2060c0\"");
        else if (look == ROLE_CUT)
            strbuf_puts(out, ", style=dashed, color=gray60");
        else if (look == ROLE_PLAIN)
            strbuf_puts(out, ", style=dotted, color=gray60");
        if ((rq->opt.marks & MARK_TYPES) && types[n] != NODE_NOT_CRITICAL)
            strbuf_printf(out, ", xlabel=\"%u\"", types[n]);
        export_node_name(who, sizeof who, t, n);
        snprintf(buf, sizeof buf, "%s: %s", who,
                 export_status_words(words, sizeof words, rq, p, n, root[n]));
        strbuf_puts(out, ", tooltip=");
        dot_quoted(out, buf);
        strbuf_puts(out, "];\n");
        if (n > 0)
            dot_edge(out, rq, p, n, root[n]);
    }
    dot_legend(out, rq);
    strbuf_puts(out, "}\n");
    free(root);
    free(types);
}

/* ---- TikZ ---- */

/* Where things go, in centimetres. */
#define TIKZ_COLUMN 0.24
#define TIKZ_LEVEL 1.3
#define TIKZ_BAR 0.55       /* from a value down to its bar */

static void tikz_value(struct strbuf *out, const struct export_request *rq,
                       const struct paper *p, node_id n)
{
    const struct step_state *s = rq->state;
    const struct tree *t = p->tree;
    char v[FMT_VALUE_MAX];
    if (s->status[n] != NODE_DONE)
        return;
    enum bound_kind k = view_bound((enum bound_kind)s->kind[n], t->depth[n], rq->opt.view);
    strbuf_printf(out, "$%s%s$", k == BOUND_LOWER ? "\\geq " : k == BOUND_UPPER ? "\\leq " : "",
                  fmt_value(v, s->value[n], t->depth[n], rq->opt.view));
}

static const char *tikz_edge_style(const struct export_request *rq, const struct paper *p,
                                   node_id c, node_id cut_root)
{
    switch (p->look[c]) {
    case ROLE_PATH:
    case ROLE_CURRENT:
        return "pathline";
    case ROLE_FOLLOWED:
        return "followed";
    case ROLE_CUT:
        if (cut_root == c)
            return kind_at(rq, c)->tikz_style;
        return "pruned";
    default:
        return "unvisited";
    }
}

/* Line i of the legend at y: a stroke in the style, and words after it. */
static void tikz_legend_row(struct strbuf *out, double y, int i, const char *style,
                            const char *words)
{
    double yy = y - 0.45 * (double)i;
    strbuf_printf(out, "\\draw[%s] (0,%.2f) -- (0.9,%.2f);\n", style, yy, yy);
    strbuf_printf(out, "\\node[anchor=west, font=\\footnotesize] at (1.1,%.2f) {", yy);
    tex_text(out, words);
    strbuf_puts(out, "};\n");
}

/* The legend: the lines, then every kind of cutoff the search can make
 * (the same as the DOT legend's). */
static void tikz_legend(struct strbuf *out, const struct export_request *rq, double y)
{
    char words[160];
    int i = 0;
    tikz_legend_row(out, y, i++, "followed", _("branch followed"));
    tikz_legend_row(out, y, i++, "pathline", _("path to the current node"));
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        const struct cut_kind_info *kind = cut_kind_info((enum cut_kind)k);
        if (!cut_kind_listed((enum cut_kind)k, &rq->trace->options))
            continue;
        snprintf(words, sizeof words, i == 2 ? _("%s (%c), first branch pruned") : _("%s (%c)"),
                 _(kind->caption), kind->letter);
        tikz_legend_row(out, y, i++, kind->tikz_style, words);
    }
    tikz_legend_row(out, y, i++, "pruned", _("pruned"));
    tikz_legend_row(out, y, i, "unvisited", _("not visited"));
}

void graph_tikz(struct strbuf *out, const struct export_request *rq, const struct paper *p)
{
    const struct tree *t = p->tree;
    const struct layout *l = p->layout;
    node_id *root;
    uint8_t *types;
    if (!node_facts(out, p, &root, &types))
        return;
    char buf[256];
    double width_cm = TIKZ_COLUMN * (double)l->width;
    strbuf_puts(out, "% abprune export: ");
    strbuf_puts(out, title(buf, sizeof buf, rq));
    strbuf_puts(out, "\n\\documentclass{article}\n\\usepackage{tikz}\n\\usepackage{graphicx}\n"
                     "\\pagestyle{empty}\n\\begin{document}\n\\noindent ");
    tex_text(out, buf);
    strbuf_puts(out, "\n\n\\medskip\\noindent\n");
    bool shrink = width_cm > 12.0;
    if (shrink)
        strbuf_puts(out, "\\resizebox{\\linewidth}{!}{%\n");
    strbuf_puts(out,
        "\\begin{tikzpicture}[\n"
        "  value/.style={font=\\footnotesize, inner sep=1pt, fill=white},\n"
        "  followed/.style={double, double distance=1.2pt, line width=0.5pt},\n"
        "  pathline/.style={followed, blue},\n"
        "  unvisited/.style={gray!60, line width=0.4pt},\n"
        "  pruned/.style={gray!60, densely dashed, line width=0.4pt},\n");
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        const struct cut_kind_info *kind = cut_kind_info((enum cut_kind)k);
        strbuf_printf(out, "  %s/.style={%s, densely dashed, line width=1pt},\n",
                      kind->tikz_style, kind->tikz_colour);
    }
    strbuf_puts(out, "  cutmark/.style={font=\\scriptsize\\bfseries, inner sep=1pt}]\n");
    /* lines first, followed ones last so that they lie on top */
    for (int pass = 0; pass < 2; pass++)
        for (node_id c = 1; c < t->count; c++) {
            if (role_is_followed(p->look[c]) != (pass == 1))
                continue;
            node_id q = t->parent[c];
            double xp = TIKZ_COLUMN * l->x[q], yp = -TIKZ_LEVEL * t->depth[q];
            double xc = TIKZ_COLUMN * l->x[c], yc = -TIKZ_LEVEL * t->depth[c];
            strbuf_printf(out, "\\draw[%s] (%.2f,%.2f) -- (%.2f,%.2f) -- (%.2f,%.2f) -- "
                          "(%.2f,%.2f);\n", tikz_edge_style(rq, p, c, root[c]), xp, yp,
                          xp, yp - TIKZ_BAR, xc, yp - TIKZ_BAR, xc, yc);
            if (p->look[c] == ROLE_CUT && root[c] == c)
                strbuf_printf(out, "\\node[cutmark, %s, anchor=west] at (%.2f,%.2f) {%c};\n",
                              kind_at(rq, c)->tikz_colour, xc, yp - TIKZ_BAR - 0.25,
                              kind_at(rq, c)->letter);
        }
    for (node_id n = 0; n < t->count && !out->failed; n++) {
        double x = TIKZ_COLUMN * l->x[n], y = -TIKZ_LEVEL * t->depth[n];
        if (rq->state->status[n] == NODE_DONE) {
            strbuf_printf(out, "\\node[value%s] at (%.2f,%.2f) {",
                          p->look[n] == ROLE_CURRENT ? ", draw=blue" : "", x, y);
            tikz_value(out, rq, p, n);
            strbuf_puts(out, "};\n");
        } else if (p->look[n] == ROLE_CURRENT || p->look[n] == ROLE_PATH) {
            strbuf_printf(out, "\\fill[blue] (%.2f,%.2f) circle (%s);\n", x, y,
                          p->look[n] == ROLE_CURRENT ? "3pt" : "1.5pt");
        }
        if ((rq->opt.marks & MARK_TYPES) && types[n] != NODE_NOT_CRITICAL)
            strbuf_printf(out, "\\node[cutmark, gray, anchor=south east] at (%.2f,%.2f) {%u};\n",
                          x - 0.1, y + 0.12, types[n]);
    }
    tikz_legend(out, rq, -TIKZ_LEVEL * t->height - 1.0);
    strbuf_puts(out, "\\end{tikzpicture}");
    if (shrink)
        strbuf_puts(out, "}");
    strbuf_puts(out, "\n\\end{document}\n");
    free(root);
    free(types);
}
