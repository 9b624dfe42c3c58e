/* ui_view_draw.c: the panes of the stepper.
 *
 *   title line
 *   tree pane (one figure, or two stacked in compare mode; or an outline)
 *   call-stack pane | pseudocode pane
 *   status lines: counters, and the last step in words
 *
 * Drawing costs what is on the screen: the figure is drawn through
 * paper_draw's window and the outline walks only the visible lines. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "describe.h"
#include "export.h"
#include "format.h"
#include "i18n.h"
#include "iterative.h"
#include "listing.h"
#include "nodetype.h"
#include "ui_board.h"
#include "ui_view.h"

/* Screen rows of the tree pane(s): what is left by the other panes. */
struct pane_rows {
    int tree_top, tree_rows;    /* per side */
    int lower_top, lower_rows;  /* stack and code panes; 0 rows when hidden */
};

static struct pane_rows pane_rows(const struct viewer *v)
{
    struct pane_rows p = { 1, 0, 0, 0 };
    int free_rows = LINES - 1 - 2;
    if (v->show_stack || v->show_code) {
        /* the listing and a few frames; less when two figures need room */
        p.lower_rows = free_rows / 3 < 10 ? 10 : free_rows / 3;
        if (v->st.nsides == 2 && !v->st.outline) {
            int need = (int)v->st.side[0].paper->layout->rows + 1;
            int spare = free_rows - 2 * need;
            if (spare < p.lower_rows)
                p.lower_rows = spare < 6 ? 6 : spare;
        }
        if (p.lower_rows > free_rows - 6)
            p.lower_rows = free_rows - 6;
    }
    p.tree_rows = (free_rows - p.lower_rows) / v->st.nsides;
    p.lower_top = 1 + p.tree_rows * v->st.nsides;
    p.lower_rows = LINES - 2 - p.lower_top;
    return p;
}

/* ---- the tree pane ---- */

/* How each mark of the model looks: colours by meaning. */
static const uint8_t mark_look[STEPPER_MARK_COUNT] = {
    [STEPPER_MARK_NONE] = UI_MARK_NONE,
    [STEPPER_MARK_CRITICAL] = UI_MARK_HIGHLIGHT,
    [STEPPER_MARK_DIFFERS] = UI_MARK_WRONG,
    [STEPPER_MARK_BREAKPOINT] = UI_MARK_HIGHLIGHT,
    [STEPPER_MARK_SELECTED] = UI_MARK_CURSOR,
};

/* v->mark: an enum ui_mark per node; false when out of memory. */
static bool fill_marks(struct viewer *v)
{
    size_t count = v->st.tree->count;
    if (v->mark_count != count) {
        uint8_t *m = realloc(v->mark, count);
        if (!m)
            return false;
        v->mark = m;
        v->mark_count = count;
    }
    stepper_node_marks(&v->st, v->mark, mark_look);
    return true;
}

static void draw_figure(struct viewer *v, struct stepper_side *s, int top, int rows)
{
    if (v->st.follow)
        ui_follow(s->paper, state_current_node(s->state), COLS, rows, &s->x0, &s->y0);
    ui_draw_paper(s->paper, top, 0, rows, COLS, s->x0, s->y0, v->mark);
}

/* The next position shown in the outline after n (folded ones hide their
 * subtrees), or AB_NO_NODE at the end. */
static node_id outline_next(const struct viewer *v, node_id n)
{
    node_id next = v->st.fold[n] ? n + v->st.tree->size[n] : n + 1;
    return next < v->st.tree->count ? next : AB_NO_NODE;
}

/* Indentation like tree(1), built from the ancestors (at most 32 levels). */
static void outline_prefix(struct strbuf *sb, const struct viewer *v, node_id n)
{
    const struct tree *t = v->st.tree;
    uint32_t d = t->depth[n], shown = d < 32 ? d : 32;
    bool ascii = v->st.opt.ascii;
    const char *bars[33];
    node_id m = n;
    for (uint32_t level = d; level > 0; level--, m = t->parent[m]) {
        bool last = t->rank[m] + 1 == t->nchild[t->parent[m]];
        if (level > shown)
            continue;
        if (level == d)
            bars[level] = last ? (ascii ? "`-- " : "└── ") : (ascii ? "|-- " : "├── ");
        else
            bars[level] = last ? "    " : (ascii ? "|   " : "│   ");
    }
    for (uint32_t level = 1; level <= shown; level++)
        strbuf_puts(sb, bars[level]);
    if (d > shown)
        strbuf_printf(sb, "[depth %u] ", d);
}

static node_id cut_root_of(const struct step_state *s, node_id n)
{
    for (node_id m = n; m != AB_NO_NODE; m = s->tree->parent[m]) {
        if (s->status[m] == NODE_CUT)
            return m;
        if (s->status[m] != NODE_UNVISITED)
            break;
    }
    return AB_NO_NODE;
}

static void draw_outline(struct viewer *v, struct stepper_side *s, int top, int rows)
{
    node_id cur = state_current_node(s->state);
    if (v->st.follow) {
        /* keep the current node on screen: start a few lines above it */
        if (cur < s->outline_top || cur > s->outline_top + (node_id)rows / 2) {
            node_id n = cur;
            for (int i = 0; i < rows / 3 && n > 0; i++)
                n--;
            s->outline_top = n;
        }
    }
    struct export_request rq = { .file = v->st.file, .trace = s->trace, .state = s->state,
                                 .snapshot = true, .opt = s->paper->opt };
    node_id n = s->outline_top;
    /* a folded ancestor hides the top line: show the fold instead */
    for (node_id m = n; m != AB_NO_NODE; m = v->st.tree->parent[m])
        if (v->st.fold[m] && m != n)
            n = m;
    for (int row = 0; row < rows && n != AB_NO_NODE; row++, n = outline_next(v, n)) {
        struct strbuf sb;
        strbuf_init(&sb);
        outline_prefix(&sb, v, n);
        uint8_t type = NODE_NOT_CRITICAL;
        export_outline_entry(&sb, &rq, s->paper, n, cut_root_of(s->state, n), type);
        if (v->st.fold[n] && !tree_is_leaf(v->st.tree, n))
            strbuf_printf(&sb, "  [+%u folded]", v->st.tree->size[n] - 1);
        unsigned long attr = ui_role_attr(s->paper->look[n]);
        if (v->mark[n] != UI_MARK_NONE)
            attr = ui_mark_attr((enum ui_mark)v->mark[n]);
        if (!sb.failed)
            ui_put(top + row, 0, COLS, sb.data, attr);
        strbuf_free(&sb);
    }
}

/* The legend of the marks, on the right of a side's header. */
static void draw_legend(const struct viewer *v, int row)
{
    int col = COLS - 44;
    if (!(v->st.marks & MARK_CUTS) || col < 60)
        return;
    const struct search_options *so = &v->st.side[0].trace->options;
    int width = 4;      /* "cuts:", then "  s shallow" for each kind but " s" first */
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if (cut_kind_listed((enum cut_kind)k, so))
            width += 4 + (int)strlen(_(cut_kind_info((enum cut_kind)k)->short_name));
    if (col + width > COLS)
        col = COLS - width < 60 ? 60 : COLS - width;
    ui_put(row, col, 5, _("cuts:"), A_NORMAL);
    col += 3;           /* the column before the next two blanks */
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        const struct cut_kind_info *kind = cut_kind_info((enum cut_kind)k);
        const char *word = _(kind->short_name);
        char letter[2] = { kind->letter, '\0' };
        if (!cut_kind_listed((enum cut_kind)k, so))
            continue;
        if (col + 4 + (int)strlen(word) >= COLS)
            break;      /* the kinds that do not fit are left out */
        ui_put(row, col + 3, 1, letter, ui_role_attr((uint8_t)(ROLE_MARK + k)));
        ui_put(row, col + 5, (int)strlen(word), word, A_NORMAL);
        col += 4 + (int)strlen(word);
    }
}

static void draw_side_header(const struct viewer *v, const struct stepper_side *s, int row)
{
    char line[300], w[FMT_WINDOW_MAX];
    const struct algorithm_info *ai = algorithm_info(s->alg);
    if (algorithm_has_window(s->alg))
        snprintf(line, sizeof line, _(" %s [%s]  window %s  step %zu of %zu  leaves %zu of %zu "),
                 ai->name, ai->option,
                 fmt_window(w, s->trace->options.alpha, s->trace->options.beta, 0, v->st.view),
                 s->state->step, s->trace->len, s->state->leaves, s->trace->result.leaves);
    else
        snprintf(line, sizeof line, _(" %s [%s]  step %zu of %zu  leaves %zu of %zu "), ai->name,
                 ai->option, s->state->step, s->trace->len, s->state->leaves,
                 s->trace->result.leaves);
    ui_put(row, 0, COLS, line, A_BOLD);
    if ((int)strlen(line) + 2 < COLS - 44)
        draw_legend(v, row);
}

/* ---- the call-stack pane: the paper's a[l-2], a[l-1], a[l] per level ---- */

/* A window drawn on a scale of the leaf values: ( and ) at alpha and
 * beta (< or > when infinite), = inside, * at m. */
static void window_bar(char *bar, int w, const struct viewer *v, int32_t lo, int32_t hi,
                       int32_t m, uint32_t depth)
{
    int32_t vmax = v->st.value_scale, vmin = -vmax;
    if (vmax <= vmin)
        vmax = vmin + 1;
    if (v->st.view == VIEW_MINIMAX && (depth & 1u)) {
        int32_t a = -hi, b = -lo;
        lo = a;
        hi = b;
        m = -m;
    }
    for (int i = 0; i < w; i++)
        bar[i] = '.';
    bar[w] = '\0';
#define POS(x) ((x) <= -AB_INF ? 0 : (x) >= AB_INF ? w - 1 \
    : 1 + (int)((int64_t)((x) - vmin) * (w - 3) / (vmax - vmin)))
    int a = POS(lo), b = POS(hi);
    for (int i = a; i <= b && i < w; i++)
        bar[i] = '=';
    bar[a] = lo <= -AB_INF ? '<' : '(';
    bar[b] = hi >= AB_INF ? '>' : ')';
    if (m > -AB_INF && m < AB_INF)
        bar[POS(m)] = '*';
#undef POS
}

/* The paper's iterative form: the arrays themselves.  a[l-2] is alpha at
 * level l, -a[l-1] its beta and a[l] its m; r[l] the position at level l
 * and r[l+1] the move it is trying. */
static void draw_arrays(const struct viewer *v, int top, int rows, int width)
{
    const struct step_state *st = v->st.side[0].state;
    const struct tree *t = v->st.tree;
    char line[DESCRIBE_NODE_MAX + 80], val[FMT_VALUE_MAX], pos[DESCRIBE_NODE_MAX];
    /* the cells the procedure has, a[-2..l+1] and r[0..l+1], exactly:
     * a[l-2] alpha, a[l-1] minus beta, a[l] m (a terminal's value), a[l+1]
     * minus t; the last levels when they do not all fit */
    long l = iterative_level(st);
    snprintf(line, sizeof line, _("  k    a[k]  at l = %-3ld r[k]"), l);
    ui_put(top, 0, width, line, A_UNDERLINE);
    long last = l + 1, first = -2;
    if (last - first + 1 > rows - 1)
        first = last - (rows - 1) + 1;
    int row = top + 1;
    for (long k = first; k <= last && row < top + rows; k++) {
        int32_t a;
        const char *role = iterative_role(st, k);
        node_id r = iterative_r(st, k);
        snprintf(val, sizeof val, "%s", "");
        if (iterative_a(st, k, &a))
            fmt_number(val, a);
        if (k < 0)
            snprintf(pos, sizeof pos, "%s", "");
        else if (r == AB_NO_NODE)
            snprintf(pos, sizeof pos, "NIL");
        else
            describe_node(pos, sizeof pos, t, r);
        snprintf(line, sizeof line, "%3ld %7s  %-10s %s", k, val, role ? role : "", pos);
        ui_put(row++, 0, width, line, k == l ? A_BOLD : A_NORMAL);
    }
}

static void draw_stack(const struct viewer *v, int top, int rows, int width)
{
    if (v->st.side[0].alg == ALG_F2_ITERATIVE) {
        draw_arrays(v, top, rows, width);
        return;
    }
    const struct stepper_side *s = &v->st.side[0];
    const struct step_state *st = s->state;
    const struct tree *t = v->st.tree;
    bool minimax = v->st.view == VIEW_MINIMAX;
    char line[400];
    const char *bounds = s->alg == ALG_F1 ? _("bound") : s->alg == ALG_F ? "" : _("window");
    int bar_w = width - 42 > 25 ? 25 : width - 42;
    snprintf(line, sizeof line, "%-2s %-10s %-14s %5s %5s %s", "l", _("position"), bounds, "m",
             "i/d", minimax ? _("[lo, hi] so far")
                            : s->alg != ALG_F && bar_w >= 9 ? _("window") : "");
    ui_put(top, 0, width, line, A_UNDERLINE);
    size_t first = st->depth > (size_t)(rows - 1) ? st->depth - (size_t)(rows - 1) : 0;
    for (size_t i = first; i < st->depth && (int)(i - first) + 1 < rows; i++) {
        const struct path_frame *f = &st->path[i];
        uint32_t d = t->depth[f->node];
        char who[64], w[FMT_WINDOW_MAX] = "", m[FMT_VALUE_MAX], extra[64] = "";
        describe_node(who, sizeof who, t, f->node);
        if (s->alg == ALG_F1)
            fmt_value(w, f->beta, d, v->st.view);
        else if (s->alg != ALG_F)
            fmt_window(w, f->alpha, f->beta, d, v->st.view);
        fmt_value(m, f->m, d, v->st.view);
        if (minimax) {
            /* the textbooks' range of values still possible here: interval
             * minimax over the leaves seen so far */
            describe_range(extra, sizeof extra, st, f->node);
        } else if (s->alg != ALG_F && bar_w >= 9) {
            char bar[32];
            window_bar(bar, bar_w, v, f->alpha, f->beta, f->m, d);
            snprintf(extra, sizeof extra, "%s", bar);
        }
        char id[16];
        snprintf(id, sizeof id, "%u/%u",
                 f->examined + (f->child != AB_NO_NODE && f->examined < t->nchild[f->node]),
                 t->nchild[f->node]);
        snprintf(line, sizeof line, "%-2zu %-10.10s %-14s %5s %5s %s", i, who, w, m, id, extra);
        int row = top + 1 + (int)(i - first);
        bool current = i + 1 == st->depth;
        ui_put(row, 0, width, line, current ? A_BOLD : A_NORMAL);
        /* colours by meaning: the path, the position searched, bounds */
        char cell[16];
        snprintf(cell, sizeof cell, "%-10.10s", who);
        ui_put(row, 3, width - 3, cell, ui_role_attr(current ? ROLE_CURRENT : ROLE_PATH));
        if (!minimax && s->alg != ALG_F && bar_w >= 9)
            ui_put(row, (int)(strlen(line) - strlen(extra)), width, extra,
                   ui_role_attr(ROLE_BOUND));
    }
}

/* ---- the pseudocode pane ---- */

static void draw_code(const struct viewer *v, int top, int left, int rows, int width)
{
    const struct stepper_side *s = &v->st.side[0];
    struct listing lst = listing_of(s->alg, v->st.view);
    const struct event *e = state_current_event(s->state);
    bool after_cut = e && e->type == EV_EXIT && s->state->step >= 2 &&
                     s->trace->ev[s->state->step - 2].type == EV_CUTOFF;
    size_t cur = e ? listing_line(s->alg, v->st.view, e, after_cut,
                                  v->st.tree->depth[e->node]) : 0;
    /* a minimax form: only the procedure of the player to move */
    size_t first = 0, count = lst.count;
    if (lst.half) {
        count = lst.half;
        first = cur >= count ? count : 0;
    } else if ((int)count > rows - 1 && rows > 2) {
        /* a long listing scrolls to keep the current line in sight */
        count = (size_t)rows - 2;
        if (cur >= count)
            first = cur - count + 1;
        if (first + count > lst.count)
            first = lst.count - count;
    }
    for (size_t i = 0; i < count && (int)i < rows - 1; i++)
        ui_put(top + (int)i, left, width, lst.lines[first + i],
               first + i == cur ? ui_role_attr(ROLE_CURRENT) : A_NORMAL);
    /* the variables of the procedure the current line belongs to */
    char line[DESCRIBE_NODE_MAX + 200];
    if (rows > (int)count &&
        listing_variables(s->state, s->alg, v->st.view, line, sizeof line))
        ui_put(top + (int)count, left, width, line, A_BOLD);
}

/* ---- status ---- */

static void draw_status(const struct viewer *v)
{
    const struct stepper_side *s = &v->st.side[0];
    const struct step_state *st = s->state;
    char line[500], root[40] = "?", words[700], who[96];
    snprintf(words, sizeof words, "%s", _("before the search"));
    if (st->status[0] == NODE_DONE)
        fmt_bounded(root, sizeof root, st->value[0], (enum bound_kind)st->kind[0], 0, v->st.view);
    uint64_t minimal = analysis_tree_minimum(v->st.tree);
    char minimal_words[64] = "";
    if (minimal)
        snprintf(minimal_words, sizeof minimal_words, " (fewest %llu)",
                 (unsigned long long)minimal);
    /* branches by kind with the cutoffs that pruned them: the paper's
     * "5 deep cutoffs" are branches */
    char cuts[200] = "";
    size_t len = 0;
    for (int k = 0; k < CUT_KIND_COUNT && len < sizeof cuts; k++)
        if (st->cut_branches[k])
            len += (size_t)snprintf(cuts + len, sizeof cuts - len, "%s%s %zu (%zu)",
                                    len ? " " : "", _(cut_kind_info((enum cut_kind)k)->short_name),
                                    st->cut_branches[k], st->cut_with[k]);
    if (!len)
        snprintf(cuts, sizeof cuts, "%s", _("none"));
    /* the minimax view gives the textbooks' range of the position the
     * search is in */
    char range[120] = "";
    if (v->st.view == VIEW_MINIMAX && st->depth && st->range_lo) {
        char r[FMT_WINDOW_MAX];
        node_id n = st->path[st->depth - 1].node;
        describe_node(who, sizeof who, v->st.tree, n);
        snprintf(range, sizeof range, _("  range at %s %s"), who,
                 describe_range(r, sizeof r, st, n));
    }
    snprintf(line, sizeof line, _("step %zu/%zu  leaves %zu%s  nodes %zu  cut branches "
             "(cutoffs): %s  root %s%s%s"), st->step, s->trace->len, st->leaves, minimal_words,
             st->interior, cuts, root, range, v->st.playing ? "  [playing]" : "");
    ui_put(LINES - 2, 0, COLS, line, A_REVERSE);
    /* each kind's word in its colour, as in the figure and the legend */
    const char *at = strstr(line, cuts);
    for (int k = 0; k < CUT_KIND_COUNT && at && len; k++) {
        if (!st->cut_branches[k])
            continue;
        const char *word = _(cut_kind_info((enum cut_kind)k)->short_name);
        const char *w = strstr(at, word);
        if (w && w - line < COLS)
            ui_put(LINES - 2, (int)(w - line), COLS - (int)(w - line), word,
                   ui_role_attr((uint8_t)(ROLE_MARK + k)));
    }
    const struct event *e = state_current_event(st);
    if (v->st.message[0]) {
        snprintf(words, sizeof words, "%s", v->st.message);
    } else if (e) {
        const struct path_frame *f = NULL;
        for (size_t i = 0; i < st->depth; i++)
            if (st->path[i].node == e->node)
                f = &st->path[i];
        char what[240];
        describe_node(who, sizeof who, v->st.tree, e->node);
        describe_event(what, sizeof what, s->trace, e, f, v->st.view);
        snprintf(words, sizeof words, "%s %s: %s", event_type_name((enum event_type)e->type),
                 who, what);
    }
    ui_put(LINES - 1, 0, COLS, words, A_BOLD);
}

/* ---- details of a clicked position ---- */

static void draw_details(const struct viewer *v)
{
    char lines[STEPPER_DETAILS_MAX][STEPPER_DETAIL_LEN];
    int count = (int)stepper_details(&v->st, v->st.selected, lines);
    for (int i = 0; i < count; i++)
        ui_put(LINES - 3 - count + i, 2, COLS - 4, lines[i], A_REVERSE);
}

void view_draw(struct viewer *v)
{
    erase();
    if (!ui_size_ok() || !fill_marks(v))
        return;
    char title[400];
    char limits[80] = "";
    if (v->st.opt.depth != UINT32_MAX)
        snprintf(limits, sizeof limits, ", horizon at depth %u", v->st.opt.depth);
    if (v->st.opt.threshold > 0)
        snprintf(limits + strlen(limits), sizeof limits - strlen(limits),
                 ", plausibility >= %g", v->st.opt.threshold);
    snprintf(title, sizeof title, " abprune  %s  (%s view%s%s)   ?: keys  q: quit   %s: %s",
             v->st.file, view_name(v->st.view), v->st.nsides == 2 ? ", compare" : "", limits,
             algorithm_info(v->st.side[0].alg)->name, algorithm_info(v->st.side[0].alg)->title);
    ui_put(0, 0, COLS, title, A_REVERSE);
    struct pane_rows pr = pane_rows(v);
    for (int i = 0; i < v->st.nsides; i++) {
        int top = pr.tree_top + i * pr.tree_rows;
        struct stepper_side *s = &v->st.side[i];
        draw_side_header(v, s, top);
        if (v->st.outline)
            draw_outline(v, s, top + 1, pr.tree_rows - 1);
        else
            draw_figure(v, s, top + 1, pr.tree_rows - 1);
    }
    if (pr.lower_rows > 0) {
        /* the listing gets the width of its widest line (every line whole)
         * and room for its variables, the stack the rest, but never less
         * than 30 columns */
        int code_w = (int)listing_width(v->st.side[0].alg) + 2;
        if (code_w < 46)
            code_w = 46;
        int stack_w = v->show_code ? (COLS - code_w - 1 > 30 ? COLS - code_w - 1 : 30) : COLS;
        if (v->show_code && stack_w >= COLS)
            stack_w = COLS / 2;
        if (v->show_stack)
            draw_stack(v, pr.lower_top, pr.lower_rows, stack_w);
        if (v->show_code)
            draw_code(v, pr.lower_top, v->show_stack ? stack_w + 1 : 0, pr.lower_rows,
                      v->show_stack ? COLS - stack_w - 1 : COLS);
    }
    draw_status(v);
    if (v->st.selected != AB_NO_NODE)
        draw_details(v);
    refresh();
}

node_id view_node_at(struct viewer *v, int row, int col)
{
    struct pane_rows pr = pane_rows(v);
    for (int i = 0; i < v->st.nsides; i++) {
        int top = pr.tree_top + i * pr.tree_rows + 1;
        if (row < top || row >= top + pr.tree_rows - 1)
            continue;
        struct stepper_side *s = &v->st.side[i];
        if (v->st.outline) {
            node_id n = s->outline_top;
            for (int r = top; r < row && n != AB_NO_NODE; r++)
                n = n + 1 < v->st.tree->count ? (v->st.fold[n] ? n + v->st.tree->size[n] : n + 1)
                                           : AB_NO_NODE;
            return n < v->st.tree->count ? n : AB_NO_NODE;
        }
        return layout_node_at(s->paper->layout, s->paper->width, s->y0 + (uint32_t)(row - top),
                              s->x0 + (uint32_t)col);
    }
    return AB_NO_NODE;
}
