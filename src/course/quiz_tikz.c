/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_tikz.c: worksheets and answer keys as a LaTeX document. */
#include "config.h"

#include "course/quiz_tikz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strbuf.h"
#include "course/quiz_key.h"
#include "render/words/format.h"
#include "render/export/common/board.h"
#include "render/export/common/graph.h"
#include "render/export/common/latex.h"
#include "render/export/tikz/tikz.h"

/* The page: A4 less 2 cm margins, in millimetres; the tree takes the
 * width and at most TREE_HEIGHT of the height.  A worksheet with a tree
 * of more than LANDSCAPE_LEAVES leaves (a game's, up to a page of them)
 * is set on landscape pages. */
#define TEXT_WIDTH 158.0
#define TREE_HEIGHT 130.0
#define LANDSCAPE_WIDTH 240.0
#define LANDSCAPE_TREE_HEIGHT 95.0
#define LANDSCAPE_LEAVES 36

static bool landscape(const struct quiz_handout *h)
{
    for (size_t i = 0; i < h->n; i++)
        if (h->q[i]->tree->leaves > LANDSCAPE_LEAVES)
            return true;
    return false;
}

/* Where every position goes: leaves side by side in their order, a
 * parent centred over its first and last child, a row a depth. */
struct geometry {
    double *x;          /* mm */
    double dx, dy;      /* between leaves, between depths */
    double box;         /* the side of a box */
    const char *size;   /* the LaTeX size of the text */
    uint8_t *lower;     /* leaves too close for their values side by side:
                           every other one a row lower; NULL: none */
};

/* mm between leaves under which their values take two rows, and how far
 * the lower row is under the upper */
#define LEAF_ROWS_DX 4.5
#define LEAF_DROP 3.2

static bool geometry_init(struct geometry *g, const struct tree *t, bool wide)
{
    double width = wide ? LANDSCAPE_WIDTH : TEXT_WIDTH;
    double height = wide ? LANDSCAPE_TREE_HEIGHT : TREE_HEIGHT;
    g->x = malloc(t->count * sizeof *g->x);
    if (!g->x)
        return false;
    size_t leaves = t->leaves > 1 ? t->leaves - 1 : 1;
    g->dx = width / (double)leaves;
    if (g->dx > 12.0)
        g->dx = 12.0;
    g->dy = t->height ? height / t->height : 0;
    if (g->dy > 18.0)
        g->dy = 18.0;
    g->box = g->dx * 1.1 < 5.0 ? 5.0 : g->dx * 1.1 > 8.0 ? 8.0 : g->dx * 1.1;
    g->size = g->dx >= 8.0 ? "\\small" : g->dx >= 5.5 ? "\\footnotesize" : "\\scriptsize";
    g->lower = g->dx < LEAF_ROWS_DX ? calloc(t->count, 1) : NULL;
    size_t leaf = 0;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n)) {
            if (g->lower)
                g->lower[n] = leaf % 2;
            g->x[n] = (double)leaf++ * g->dx;
        }
    /* parents after their children: reverse preorder */
    for (node_id n = (node_id)t->count; n-- > 0;)
        if (!tree_is_leaf(t, n)) {
            node_id c = tree_first_child(t, n), last = c;
            for (uint32_t i = 1; i < tree_nchild(t, n); i++)
                last = tree_next_sibling(t, last);
            g->x[n] = (g->x[c] + g->x[last]) / 2;
        }
    return true;
}

static double y_of(const struct geometry *g, const struct tree *t, node_id n)
{
    return -(double)tree_depth(t, n) * g->dy - (g->lower && g->lower[n] ? LEAF_DROP : 0);
}

/* A game's exercise: the board of its position, above the tree's
 * leftmost positions. */
static void board(struct strbuf *out, const struct quiz *q, const struct geometry *g)
{
    struct export_request rq = { .file = "exercise", .trace = q->trace, .state = q->end,
                                 .boards = BOARDS_ROOT };
    double w, h, left = 0;
    if (!q->spec.game || !board_tikz_size(&rq, &w, &h))
        return;
    for (node_id n = 0; n < q->tree->count; n++)
        if (g->x[n] < left)
            left = g->x[n];
    /* mm to pt: 72.27 / 25.4 */
    board_tikz_one(out, &rq, 0, left * 72.27 / 25.4, h + 8.0, NULL);
}

/* The value of n as TeX math: "{\geq}9", "-2". */
static void value_tex(struct strbuf *out, const struct quiz *q, node_id n, enum value_view view)
{
    enum bound_kind k;
    int32_t v = quiz_value(q, n, view, &k);
    char s[FMT_VALUE_MAX];
    uint32_t d = tree_depth(q->tree, n);
    /* the negamax view writes -0 at odd depths, as the paper does */
    fmt_value(s, value_in_view(view, d, v), d, view);
    /* (a sign in braces: after the bound's sign it is no binary minus,
     * which TeX would set apart as in "<= - 10") */
    strbuf_printf(out, "$%s%s%s$", k == BOUND_LOWER ? "{\\geq}" : k == BOUND_UPPER ? "{\\leq}" : "",
                  s[0] == '-' ? "{-}" : "", s[0] == '-' ? s + 1 : s);
}

/* How far down its branch a leaf's move is written (0: at the parent, 1:
 * at the leaf). */
#define LEAF_MOVE_AT 0.72

/* The tree: blank (solved false) or solved. */
static void picture(struct strbuf *out, const struct quiz *q, enum value_view view, bool solved,
                    bool wide)
{
    const struct tree *t = q->tree;
    struct geometry g;
    if (!geometry_init(&g, t, wide)) {
        out->failed = true;
        return;
    }
    strbuf_printf(out, "\\begin{center}\n\\begin{tikzpicture}[x=1mm, y=1mm, font=%s,\n"
                  "  box/.style={draw, minimum width=%.1fmm, minimum height=%.1fmm, "
                  "inner sep=0.5pt, fill=white},\n"
                  "  leaf/.style={inner sep=1pt, fill=white},\n"
                  "  path/.style={font=\\tiny, text=black!60},\n"
                  "  move/.style={font=\\tiny\\itshape, text=black!70, fill=white, "
                  "inner sep=0.3pt},\n"
                  "  unreached/.style={text=black!35},\n"
                  "  unreached box/.style={draw=black!35}]\n",
                  g.size, g.box, g.box * 0.8);
    /* the branches first, under the positions */
    for (node_id n = 1; n < t->count; n++) {
        node_id p = tree_parent(t, n);
        const char *style = "";
        if (solved && quiz_is_cut(q, n)) {
            const struct cut_kind_info *ki = cut_kind_info(quiz_cut_kind(q, n));
            if (q->spec.game && tree_label_short(t, n)) {
                /* its letter goes beside the move (below), which would
                 * hide it on the branch */
                strbuf_printf(out, "\\draw[%s, dashed, thick] (%.2f,%.2f) -- (%.2f,%.2f);\n",
                              ki->tikz_colour, g.x[p], y_of(&g, t, p), g.x[n], y_of(&g, t, n));
                continue;
            }
            strbuf_printf(out, "\\draw[%s, dashed, thick] (%.2f,%.2f) -- node[fill=white, "
                          "inner sep=0.5pt, font=\\tiny\\bfseries, text=%s] {%c} (%.2f,%.2f);\n",
                          ki->tikz_colour, g.x[p], y_of(&g, t, p), ki->tikz_colour, ki->letter,
                          g.x[n], y_of(&g, t, n));
            continue;
        }
        if (solved && !quiz_called(q, n))
            style = "black!30, densely dotted";
        strbuf_printf(out, "\\draw[%s] (%.2f,%.2f) -- (%.2f,%.2f);\n", style, g.x[p],
                      y_of(&g, t, p), g.x[n], y_of(&g, t, n));
    }
    /* a game's moves on their branches: half way down, and those of a
     * position whose moves all reach leaves LEAF_MOVE_AT of the way
     * (siblings' branches part as they go down, so there the leaves' moves
     * are nearly as far apart as the leaves; half way they ran into each
     * other), where no position's name is */
    for (node_id n = 1; q->spec.game && n < t->count; n++) {
        const char *label = tree_label_short(t, n);
        node_id p = tree_parent(t, n);
        if (!label)
            continue;
        bool leaves_only = true;
        for (node_id c = p + 1; c < p + t->size[p] && leaves_only; c = tree_next_sibling(t, c))
            leaves_only = tree_is_leaf(t, c);
        double at = leaves_only ? LEAF_MOVE_AT : 0.5;
        strbuf_printf(out, "\\node[move] at (%.2f,%.2f) {", g.x[p] + at * (g.x[n] - g.x[p]),
                      y_of(&g, t, p) + at * (y_of(&g, t, n) - y_of(&g, t, p)));
        latex_escape(out, label, false);
        if (solved && quiz_is_cut(q, n)) {
            /* the kind of cutoff, after the move: "b1 s" */
            const struct cut_kind_info *ki = cut_kind_info(quiz_cut_kind(q, n));
            strbuf_printf(out, "\\,{\\upshape\\bfseries\\color{%s}%c}", ki->tikz_colour,
                          ki->letter);
        }
        strbuf_puts(out, "};\n");
    }
    board(out, q, &g);
    for (node_id n = 0; n < t->count; n++) {
        double x = g.x[n], y = y_of(&g, t, n);
        bool reached = !solved || quiz_called(q, n);
        if (tree_is_leaf(t, n)) {
            char v[FMT_VALUE_MAX];
            uint32_t d = tree_depth(t, n);
            fmt_value(v, t->value[n], d, view);
            strbuf_printf(out, "\\node[leaf%s] at (%.2f,%.2f) {", reached ? "" : ", unreached",
                          x, y);
            latex_escape(out, v, true);
            strbuf_puts(out, "};\n");
            continue;
        }
        strbuf_printf(out, "\\node[box%s] (n%u) at (%.2f,%.2f) {", reached ? "" : ", unreached box",
                      (unsigned)n, x, y);
        if (solved && reached)
            value_tex(out, q, n, view);
        strbuf_puts(out, "};\n");
        char path[64];
        strbuf_printf(out, "\\node[path, anchor=south east] at (n%u.north west) {%s};\n",
                      (unsigned)n, quiz_path_of(path, sizeof path, t, n));
    }
    strbuf_puts(out, "\\end{tikzpicture}\n\\end{center}\n");
    free(g.x);
    free(g.lower);
}

/* Text for people, escaped, with >=, <= and infinities as symbols. */
static void text(struct strbuf *out, const char *s)
{
    latex_escape(out, s, true);
}

/* A line to write every window on, three to a row. */
static void window_table(struct strbuf *out, const struct quiz *q)
{
    const struct tree *t = q->tree;
    strbuf_puts(out, "\\medskip\\noindent ");
    text(out, q->alg == ALG_F1 ? _("The bound of every call, as a window:")
                               : _("The window of every call:"));
    strbuf_puts(out, "\\par\\smallskip\n\\noindent\\begin{tabular}{@{}lll@{}}\n");
    size_t k = 0;
    for (node_id n = 0; n < t->count; n++) {
        if (tree_is_leaf(t, n))
            continue;
        char path[64];
        strbuf_printf(out, "%s\\makebox[1.2cm][l]{%s}(\\rule{1.2cm}{0.4pt}, "
                      "\\rule{1.2cm}{0.4pt})\\hspace{3mm}", k % 3 ? " & " : "",
                      quiz_path_of(path, sizeof path, t, n));
        if (++k % 3 == 0)
            strbuf_puts(out, " \\\\[2mm]\n");
    }
    if (k % 3)
        strbuf_puts(out, " \\\\\n");
    strbuf_puts(out, "\\end{tabular}\\par\n");
}

/* A command to type, in typewriter type, exactly as the program reads it
 * (latex_escape_code) and as it copies out of the PDF: in lines of at
 * most COMMAND_LINE characters broken at spaces, each but the last ending
 * in a backslash, as a shell continues a line, so that what is copied
 * runs as it is. */
#define COMMAND_LINE 64

static void command(struct strbuf *out, const char *cmd)
{
    char line[512];
    const char *s = cmd;
    while (*s) {
        size_t n = strlen(s);
        if (n > COMMAND_LINE) {
            /* the last space that leaves a line short enough */
            n = COMMAND_LINE;
            while (n > 0 && s[n] != ' ')
                n--;
            if (n == 0)
                n = strcspn(s, " ");
        }
        snprintf(line, sizeof line, "%.*s", (int)n, s);
        strbuf_puts(out, s == cmd ? "\\hspace*{1em}\\texttt{" : "\\hspace*{3em}\\texttt{");
        latex_escape_code(out, line);
        s += n;
        while (*s == ' ')
            s++;
        strbuf_puts(out, *s ? " \\textbackslash}\\\\\n" : "}");
    }
}

/* A multi-line note as one paragraph. */
static void paragraph(struct strbuf *out, const char *note)
{
    char buf[600];
    snprintf(buf, sizeof buf, "%s", note);
    for (char *c = buf; *c; c++)
        if (*c == '\n')
            *c = ' ';
    text(out, buf);
    strbuf_puts(out, "\\par\n");
}

static void exercise_page(struct strbuf *out, const struct quiz_handout *h, size_t i)
{
    const struct quiz *q = h->q[i];
    char title[400], line[600], cmd[500];
    strbuf_puts(out, "\\section*{");
    text(out, quiz_title(title, sizeof title, q, h->view, i + 1));
    strbuf_puts(out, "}\n");
    picture(out, q, h->view, false, landscape(h));
    if (h->ask & QUIZ_ASK_WINDOWS)
        window_table(out, q);
    if (h->ask & QUIZ_ASK_LEAVES) {
        strbuf_puts(out, "\\medskip\\noindent ");
        text(out, _("Leaves evaluated:"));
        strbuf_puts(out, " \\rule{1.5cm}{0.4pt}\\par\n");
    }
    strbuf_puts(out, "\\begin{itemize}\n");
    for (unsigned bit = 1; bit <= QUIZ_ASK_LEAVES; bit <<= 1)
        if (h->ask & bit) {
            strbuf_puts(out, "\\item ");
            text(out, quiz_instruction(line, sizeof line, q, bit));
            strbuf_puts(out, "\n");
        }
    strbuf_puts(out, "\\end{itemize}\n\\noindent ");
    text(out, _("Check the answers with:"));
    strbuf_puts(out, "\\\\\n");
    command(out, quiz_command(cmd, sizeof cmd, q, h->view, h->ask, "--check ANSWERS"));
    strbuf_puts(out, "\\par\\smallskip\n\\noindent ");
    char ex[200];
    snprintf(line, sizeof line, _("ANSWERS has one answer a line: %s."),
             quiz_answer_examples(ex, sizeof ex, h->ask));
    text(out, line);
    strbuf_puts(out, "\\par\\smallskip\n\\noindent ");
    paragraph(out, quiz_view_note(h->view));
    strbuf_puts(out, "\\noindent ");
    paragraph(out, quiz_naming_note());
}

static void key_item(struct strbuf *out, const struct quiz *q, const struct quiz_handout *h,
                     node_id n, enum quiz_part part)
{
    char line[200], why[1200];
    if (!quiz_key_answer(line, sizeof line, q, n, part, h->ask, h->view))
        return;
    strbuf_puts(out, "\\item \\texttt{");
    latex_escape_code(out, line);
    strbuf_puts(out, "}\\\\\n");
    text(out, quiz_explain(why, sizeof why, q, n, part, h->view, 3));
    strbuf_puts(out, ".\n");
}

static void key_page(struct strbuf *out, const struct quiz_handout *h, size_t i)
{
    const struct quiz *q = h->q[i];
    char title[400], head[500], asked[300];
    quiz_title(title, sizeof title, q, h->view, i + 1);
    snprintf(head, sizeof head, _("Answer key: %s"), title);
    strbuf_puts(out, "\\section*{");
    text(out, head);
    strbuf_puts(out, "}\n");
    picture(out, q, h->view, true, landscape(h));
    /* the legend: the kinds of the cuts drawn */
    strbuf_puts(out, "{\\small ");
    bool any = false;
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        bool shown = false;
        for (node_id n = 1; n < q->tree->count && !shown; n++)
            shown = quiz_is_cut(q, n) && quiz_cut_kind(q, n) == (enum cut_kind)k;
        if (!shown)
            continue;
        const struct cut_kind_info *ki = cut_kind_info((enum cut_kind)k);
        strbuf_printf(out, "%s\\textcolor{%s}{\\textbf{%c}} ", any ? "\\quad " : "",
                      ki->tikz_colour, ki->letter);
        text(out, _(ki->caption));
        any = true;
    }
    strbuf_puts(out, "\\par}\n\\medskip\\noindent ");
    snprintf(head, sizeof head, _("Every answer (%s), with why:"),
             quiz_ask_words(asked, sizeof asked, h->ask));
    text(out, head);
    strbuf_puts(out, "\n{\\small\\begin{itemize}\\setlength{\\itemsep}{1pt}\n");
    for (node_id n = 0; n < q->tree->count; n++)
        for (int part = 0; part < QP_LEAVES; part++)
            key_item(out, q, h, n, (enum quiz_part)part);
    key_item(out, q, h, 0, QP_LEAVES);
    strbuf_puts(out, "\\end{itemize}}\n");
}

/* The document around a body: the preamble asks for what all its text
 * needs. */
static void document(struct strbuf *out, const struct quiz_handout *h, const struct strbuf *body)
{
    strbuf_printf(out, "%% abprune quiz: a worksheet of %zu exercise%s (pdflatex)\n"
                  "\\documentclass[a4paper,11pt]{article}\n"
                  "\\usepackage[margin=2cm%s]{geometry}\n"
                  "\\usepackage{tikz}\n", h->n, h->n == 1 ? "" : "s",
                  landscape(h) ? ",landscape" : "");
    latex_preamble_for(out, body->data ? body->data : "", body->len);
    strbuf_puts(out, "\\pagestyle{empty}\n\\setlength{\\parindent}{0pt}\n\\raggedright\n"
                     "\\begin{document}\n");
    strbuf_add(out, body->data ? body->data : "", body->len);
    out->failed |= body->failed;
    strbuf_puts(out, "\\end{document}\n");
}

void quiz_tikz_sheet(struct strbuf *out, const struct quiz_handout *h, bool with_key)
{
    struct strbuf body;
    strbuf_init(&body);
    for (size_t i = 0; i < h->n; i++) {
        if (i)
            strbuf_puts(&body, "\\newpage\n");
        exercise_page(&body, h, i);
    }
    for (size_t i = 0; with_key && i < h->n; i++) {
        strbuf_puts(&body, "\\newpage\n");
        key_page(&body, h, i);
    }
    document(out, h, &body);
    strbuf_free(&body);
}

void quiz_tikz_keys(struct strbuf *out, const struct quiz_handout *h)
{
    struct strbuf body;
    strbuf_init(&body);
    for (size_t i = 0; i < h->n; i++) {
        if (i)
            strbuf_puts(&body, "\\newpage\n");
        key_page(&body, h, i);
    }
    document(out, h, &body);
    strbuf_free(&body);
}
