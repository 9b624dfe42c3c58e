/* SPDX-License-Identifier: GPL-3.0-or-later */
/* report.c: the output of `abprune run`. */
#include "config.h"

#include "render/report/report.h"

#include "search/step_state.h"
#include "tree/node_name.h"

#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/text.h"
#include "base/utf8.h"
#include "render/words/describe.h"
#include "render/words/format.h"
#include "search/analysis.h"

/* Leaf rows longer than this many leaves are left out of the text summary. */
#define LEAF_ROW_MAX 400
/* run --trace's node column: at most this wide, and measured only on
 * traces of at most NODE_SCAN_MAX steps */
#define NODE_COLUMN_MAX 24
#define NODE_SCAN_MAX 100000
/* the leaf row's columns a line, after its 12-column label: 80 in all */
#define LEAF_ROW_COLUMNS 68
bool report_text_reads_positions(const struct tree *t)
{
    return t->leaves <= LEAF_ROW_MAX;
}

/* The depth of every leaf, in order; -1 when out of memory.  The open
 * positions' ends are kept on a stack, so no links are made. */
static int leaf_depths(const struct tree *t, uint32_t *depth)
{
    node_id *end = malloc(((size_t)t->height + 1) * sizeof *end);
    if (!end)
        return -1;
    uint32_t top = 0;
    size_t i = 0;
    for (node_id n = 0; n < t->count; n++) {
        while (top && end[top - 1] <= n)
            top--;
        if (tree_is_leaf(t, n))
            depth[i++] = top;
        else
            end[top++] = n + t->size[n];
    }
    free(end);
    return 0;
}

/* One line per search from the root: its window, what it returned and the
 * leaves it evaluated (aspiration re-search, MTD(f)). */
static void print_passes(FILE *out, const struct summary *sum, enum value_view view)
{
    char w[FMT_WINDOW_MAX], b[64];
    for (size_t i = 0; i < sum->npasses; i++) {
        const struct summary_pass *p = &sum->passes[i];
        fmt_window(w, p->alpha, p->beta, 0, view);
        fmt_bounded(b, sizeof b, p->value, (enum bound_kind)p->kind, 0, view);
        /* TRANSLATORS: the summary's lines start with a label of 12
         * columns ("passes      "); the lines after the first leave it
         * blank: keep both the same width. */
        i18n_fprintf(out, i == 0 ? P_("passes      %zu: window %s returns %s, %zu leaf\n",
                                 "passes      %zu: window %s returns %s, %zu leaves\n", p->leaves)
                            : P_("            %zu: window %s returns %s, %zu leaf\n",
                                 "            %zu: window %s returns %s, %zu leaves\n", p->leaves),
                i + 1, w, b, p->leaves);
    }
}

/* A line of the summary, its 12-column label first, the rest wrapped
 * between words under itself so that no line passes FMT_COLUMNS (an
 * algorithm's title and window can take 95 columns, more in translation). */
static void print_summary_line(FILE *out, const char *line)
{
    char text[512];
    snprintf(text, sizeof text, "%s", line);
    size_t len = strlen(text);
    if (len && text[len - 1] == '\n')
        text[len - 1] = '\0';
    size_t at = utf8_fit(text, 12);
    fprintf(out, "%.*s", (int)at, text);
    fmt_print_wrapped(out, text + at, utf8_width(text) - utf8_width(text + at), FMT_COLUMNS, " ");
}

static void print_algorithm(FILE *out, const struct search_options *o, enum value_view view)
{
    const struct algorithm_info *ai = algorithm_info(o->alg);
    char w[FMT_WINDOW_MAX], b[FMT_VALUE_MAX], line[512];
    /* TRANSLATORS: %s: %s is the algorithm's name and title; a line
     * longer than 80 columns goes on under the title. */
    if (algorithm_has_window(o->alg))
        snprintf(line, sizeof line, _("algorithm   %s: %s, window %s\n"), ai->name, _(ai->title),
                 fmt_window(w, o->alpha, o->beta, 0, view));
    else if (o->alg == ALG_F1)
        snprintf(line, sizeof line, _("algorithm   %s: %s, bound %s\n"), ai->name, _(ai->title),
                 fmt_value(b, o->beta, 0, view));
    else
        snprintf(line, sizeof line, _("algorithm   %s: %s\n"), ai->name, _(ai->title));
    print_summary_line(out, line);
    if (o->research)
        fputs(o->research_widened
                  ? _("research    widened: (-inf, v+1) after v <= alpha, (v-1, +inf) after "
                      "v >= beta\n            (the engines' variant, not the paper's)\n")
                  : _("research    (-inf, v) after v <= alpha, as printed; (v, +inf) after "
                      "v >= beta,\n            the extension of the paper's rule\n"),
              out);
}

static void print_steps(FILE *out, const struct trace *tr, enum value_view view)
{
    const struct tree *t = tr->tree;
    struct step_state *s = step_state_new(tr);
    if (!s)
        return;
    char who[NODE_NAME_MAX], what[NODE_NAME_MAX + 1024], ranges[512];
    char padded[NODE_NAME_MAX + 16];
    /* the minimax view adds the textbooks' ranges of the path after each
     * leaf, when they change (interval minimax over the leaves seen) */
    bool with_ranges = view == VIEW_MINIMAX && step_state_track_ranges(s);
    /* The node column is 9 wide, or as wide as the widest name the trace
     * gives (a label, a translated "root": "gyökér (A)" is 10), up to
     * NODE_COLUMN_MAX, so the descriptions line up; a trace longer than
     * NODE_SCAN_MAX steps keeps 9 and is not read twice. */
    size_t nw = 9;
    for (size_t i = 0; tr->len <= NODE_SCAN_MAX && i < tr->len; i++) {
        size_t w = utf8_width(node_name(who, sizeof who, t, trace_event(tr, i).node));
        if (w > nw)
            nw = w < NODE_COLUMN_MAX ? w : NODE_COLUMN_MAX;
    }
    /* TRANSLATORS: the heading of --trace's columns: step (4 columns and
     * two spaces), event (6 and two: the events' names are not
     * translated), node (9 and two), then the description (from column
     * 25 on, where a wider node column moves it). */
    const char *heading = _("step  event   node       what happened\n");
    size_t at = utf8_fit(heading, 25);
    fprintf(out, "%.*s%*s%s", (int)at, heading, (int)(nw - 9), "", heading + at);
    /* an output that fails (its limit passed) ends the steps */
    while (!ferror(out) && step_state_forward(s)) {
        const struct event *e = step_state_current_event(s);
        const struct path_frame *f = s->depth ? &s->path[s->depth - 1] : NULL;
        node_name(who, sizeof who, t, e->node);
        describe_event(what, sizeof what, tr, e, f, view);
        fprintf(out, "%4zu  %-6s  %s  ", s->step, event_type_name(e->type),
                utf8_pad(padded, sizeof padded, who, nw));
        fmt_print_wrapped(out, what, 16 + nw, FMT_COLUMNS, " ");
        if (with_ranges && s->depth && (e->type == EV_LEAF || e->type == EV_RESEARCH)) {
            fprintf(out, "%*s%s ", (int)(16 + nw), "", _("ranges"));
            fmt_print_wrapped(out, describe_path_ranges(ranges, sizeof ranges, s),
                              16 + nw + utf8_width(_("ranges")) + 1, FMT_COLUMNS, "  ");
        }
    }
    fputc('\n', out);
    step_state_free(s);
}

/* The leaf values in order, blank where a leaf was not visited: the bottom
 * row of the paper's figures.  Lines hold at most LEAF_ROW_COLUMNS columns
 * after the label; a longer row goes on under it, and on a uniform tree of
 * degree d each line holds whole subtrees (a multiple of the largest power
 * of d that fits), so the pi tree's 81 digits break after the root's second
 * child, not in the middle of a family. */
static int print_leaf_row(FILE *out, const struct summary *sum, enum value_view view,
                          uint32_t degree)
{
    const struct tree *t = sum->tree;
    uint32_t leaf_depth[LEAF_ROW_MAX];
    if (leaf_depths(t, leaf_depth) != 0)
        return -1;
    char v[FMT_VALUE_MAX];
    size_t width = 1, i = 0;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n)) {
            size_t len = strlen(fmt_value(v, t->value[n], leaf_depth[i++], view));
            if (len > width)
                width = len;
        }
    /* one column a leaf when every value is one character, as the paper
     * writes them; else a space between */
    size_t cell = width > 1 ? width + 1 : 1;
    size_t per_line = (LEAF_ROW_COLUMNS + cell - width) / cell;
    if (per_line < 1)
        per_line = 1;
    if (degree > 1) {
        size_t unit = 1;
        while (unit <= per_line / degree)
            unit *= degree;
        per_line -= per_line % unit;
    }
    /* Blanks are held back until something visible follows them, so the
     * row has no trailing spaces. */
    size_t pending = 0, on_line = 0, breaks = 0;
    /* TRANSLATORS: a label of the summary, 12 columns. */
    fputs(_("leaf row    "), out);
    i = 0;
    for (node_id n = 0; n < t->count; n++) {
        if (!tree_is_leaf(t, n))
            continue;
        uint32_t depth = leaf_depth[i++];
        if (on_line == per_line) {
            /* the line break and the next line's indentation are held
             * back like blanks: a row whose end was not visited ends on
             * the last line with a value */
            breaks++;
            on_line = 0;
            pending = 12;
        }
        if (on_line > 0 && width > 1)
            pending++;
        on_line++;
        if (summary_done(sum, n)) {
            fmt_value(v, t->value[n], depth, view);
            for (; breaks; breaks--)
                fputc('\n', out);
            fprintf(out, "%*s%*s", (int)pending, "", (int)width, v);
            pending = 0;
        } else {
            pending += width;
        }
    }
    fputc('\n', out);
    return 0;
}

static void print_differences(FILE *out, const struct summary *s, enum value_view view)
{
    const struct tree *t = s->tree;
    char val[SUMMARY_LISTED_MAX][64], truth[FMT_VALUE_MAX];
    char who[SUMMARY_LISTED_MAX][NODE_NAME_MAX];
    uint32_t depth[SUMMARY_LISTED_MAX];
    if (s->differ)
        fputs(_("bounds      values returned that differ from the true value F(p):\n"), out);
    /* the values' column is 18 wide, or as wide as the widest value listed
     * (a translated "(upper bound)" can be longer), so the true values
     * after it line up */
    size_t val_width = 18, who_width = 9;   /* and the positions' column: "корень (A)" */
    for (size_t i = 0; i < s->nlisted; i++) {
        const struct summary_differing *l = &s->listed[i];
        node_name_descending(who[i], sizeof who[i], t, l->node, &depth[i]);
        fmt_bounded(val[i], sizeof val[i], l->value, (enum bound_kind)l->kind, depth[i], view);
        if (utf8_width(val[i]) > val_width)
            val_width = utf8_width(val[i]);
        if (utf8_width(who[i]) > who_width)
            who_width = utf8_width(who[i]);
    }
    for (size_t i = 0; i < s->nlisted; i++) {
        /* TRANSLATORS: position (9 columns), value returned (18), then
         * the true value; 12 blank columns first. */
        char who_padded[NODE_NAME_MAX + 16], val_padded[96];
        fprintf(out, _("            %-9s  %-18s  true value %s\n"),
                utf8_pad(who_padded, sizeof who_padded, who[i], who_width),
                utf8_pad(val_padded, sizeof val_padded, val[i], val_width),
                fmt_value(truth, t->value[s->listed[i].node], depth[i], view));
    }
    if (s->differ > s->nlisted)
        fprintf(out, _("            ... and %zu more (see --json)\n"), s->differ - s->nlisted);
    if (s->differ == 0)
        fputs(_("bounds      every value returned is the true value F(p)\n"), out);
}

/* The cutoffs by kind: a table of events and branches, then each kind
 * that pruned something in words ("5 branches cut off by deep cutoffs
 * (3 cutoffs)"), since the paper counts its "5 deep cutoffs" in branches. */
/* One row of the kind table: the name in 8 columns, the counts ending at
 * the header's columns.  A translated name a column or two wider than 8
 * takes them from the events' field, so the counts still line up. */
static void print_kind_row(FILE *out, const char *kind, size_t events, size_t branches)
{
    char name[64];
    int over = (int)utf8_width(kind) - 8;
    int events_width = 7 - (over > 0 ? over : 0);
    fprintf(out, "            %s %*zu %9zu\n", utf8_pad(name, sizeof name, kind, 8),
            events_width > 1 ? events_width : 1, events, branches);
}

static void print_cutoffs(FILE *out, const struct summary *sum)
{
    const struct search_result *r = &sum->result;
    char words[160];
    bool mixed = false;
    fprintf(out, _("cutoffs     kind      events  branches\n"));
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        if (!cut_kind_listed((enum cut_kind)k, &sum->options))
            continue;
        print_kind_row(out, _(cut_kind_info((enum cut_kind)k)->short_name),
                       r->events_by_kind[k], r->branches_by_kind[k]);
        if (r->events_with_kind[k] > r->events_by_kind[k])
            mixed = true;
    }
    print_kind_row(out, _("total"), r->cut_events, r->cut_branches);
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if (r->branches_by_kind[k])
            fprintf(out, "            %s\n",
                    trace_kind_count(words, sizeof words, (enum cut_kind)k,
                                     r->branches_by_kind[k], r->events_with_kind[k]));
    if (mixed)
        fprintf(out, _("            (a cutoff that prunes branches of several kinds is\n"
                       "            counted in the table under its first branch's kind)\n"));
}

int report_text(FILE *out, const struct report_request *rq)
{
    const struct summary *sum = rq->sum;
    const struct search_result *res = &sum->result;
    const struct search_options *o = &sum->options;
    const struct tree *t = sum->tree;
    if (rq->trace)
        print_steps(out, rq->trace, rq->view);

    char v[FMT_VALUE_MAX];
    uint32_t degree = 0;
    bool uniform = tree_is_uniform(t, &degree);
    /* TRANSLATORS: the summary of run: each line starts with a label of
     * 12 columns ("file        "), then the value. */
    char shown[1024];
    fprintf(out, _("file        %s\n"),
            strcmp(rq->file, "-") ? text_visible(shown, sizeof shown, rq->file) : _("<stdin>"));
    if (t->title)
        fprintf(out, _("title       %s\n"), t->title);
    if (uniform && degree)
        fprintf(out, _("tree        %zu positions, %zu terminal, height %u, uniform of degree %u\n"),
                t->count, t->leaves, (unsigned)t->height, (unsigned)degree);
    else
        /* a lone leaf is a tree of 1 position */
        fprintf(out, P_("tree        %zu position, %zu terminal, height %u\n",
                        "tree        %zu positions, %zu terminal, height %u\n", t->count),
                t->count, t->leaves, (unsigned)t->height);
    print_algorithm(out, o, rq->view);
    fputs(rq->view == VIEW_NEGAMAX
              ? _("view        negamax: values for the player to move (odd levels carry the sign)\n")
              : _("view        minimax: values for Max\n"),
          out);
    fprintf(out, _("root value  %s\n"), fmt_value(v, res->value, 0, rq->view));
    if (res->passes > 1 || o->research || o->alg == ALG_MTDF)
        print_passes(out, sum, rq->view);
    if (res->researches && o->alg == ALG_PVS)
        fprintf(out, P_("searched again  %zu move (the null window failed high)\n",
                        "searched again  %zu moves (the null window failed high)\n",
                        res->researches),
                res->researches);
    if (res->passes > 1 || res->researches) {
        /* positions searched again are counted again: this is the work done */
        fprintf(out, _("leaves      %zu evaluations (%zu leaves in the tree)\n"), res->leaves,
                t->leaves);
        fprintf(out, _("interior    %zu calls (%zu interior positions)\n"), res->interior,
                t->count - t->leaves);
    } else {
        i18n_fprintf(out, _("leaves      %zu of %zu visited\n"), res->leaves, t->leaves);
        i18n_fprintf(out, _("interior    %zu of %zu visited\n"), res->interior,
                t->count - t->leaves);
    }
    print_cutoffs(out, sum);
    if (uniform && degree) {
        uint64_t best = analysis_minimum_leaves(degree, t->height);
        if (best != UINT64_MAX)
            fprintf(out, _("minimum     %llu leaves (d^ceil(h/2) + d^floor(h/2) - 1, d = %u, "
                           "h = %u)\n"), (unsigned long long)best, (unsigned)degree,
                    (unsigned)t->height);
    }
    if (report_text_reads_positions(t) && summary_has_positions(sum) &&
        print_leaf_row(out, sum, rq->view, uniform ? degree : 0) != 0)
        return -1;
    print_differences(out, sum, rq->view);
    return 0;
}

