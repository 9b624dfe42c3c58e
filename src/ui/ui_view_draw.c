/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_view_draw.c: the contents of the stepper's panes: the figures or
 * outlines, the call stack, the pseudocode and the details of a clicked
 * position.  Where each pane goes, the header and the status lines are
 * ui_view_frame.c's.
 *
 * Drawing costs what is on the screen: the figure is drawn through
 * paper_draw's window with the marks of the positions shown, and the
 * outline walks only the visible lines. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strbuf.h"
#include "render/export/text/text_export.h"
#include "render/words/describe.h"
#include "render/export/common/export.h"
#include "render/words/format.h"
#include "render/words/iterative.h"
#include "render/words/listing.h"
#include "search/nodetype.h"
#include "search/step_state.h"
#include "tree/node_name.h"
#include "ui/ui_session.h"
#include "ui/ui_figure.h"
#include "ui/ui_fit.h"
#include "ui/ui_viewer.h"

/* ---- the tree pane ---- */

/* How each mark of the model looks: colours by meaning. */
static const uint8_t mark_look[STEPPER_MARK_COUNT] = {
    [STEPPER_MARK_NONE] = UI_MARK_NONE,
    [STEPPER_MARK_CRITICAL] = UI_MARK_HIGHLIGHT,
    [STEPPER_MARK_DIFFERS] = UI_MARK_WRONG,
    [STEPPER_MARK_BREAKPOINT] = UI_MARK_HIGHLIGHT,
    [STEPPER_MARK_SELECTED] = UI_MARK_CURSOR,
};

/* The mark of a position on screen, as the interface's mark. */
static uint8_t mark_of(const void *ctx, node_id n)
{
    return mark_look[stepper_node_mark(ctx, n)];
}

/* "Max" or "Min" on each level's row of values shown, just left of the
 * figure: who moves there (the root is Max; the paper's F and G). */
static void draw_levels(const struct viewer *v, const struct stepper_side *s, int top,
                        int rows)
{
    const struct layout *l = s->paper->layout;
    int col = v->geo.fig_left - v->geo.level_cols;
    attr_t look = (attr_t)ui_role_attr(ROLE_FOLLOWED) | A_BOLD;
    for (uint32_t d = 0; d <= v->st.tree->height; d++) {
        uint32_t y = layout_value_row(l, d);
        if (y < s->y0 || y - s->y0 >= (uint32_t)rows)
            continue;
        attrset(look);
        mvaddstr(top + (int)(y - s->y0), col, view_turns_sign(v->st.view, d) ? "Min" : "Max");
    }
    attrset(A_NORMAL);
}

void view_draw_figure(struct viewer *v, struct stepper_side *s, int top, int rows)
{
    int left = v->geo.fig_left, cols = v->geo.fig_cols - left;
    if (v->st.follow)
        ui_follow(s->paper, step_state_current_node(s->state), cols, rows, &s->x0, &s->y0);
    else
        ui_clamp(s->paper, cols, rows, &s->x0, &s->y0);
    ui_draw_paper_marked(s->paper, top, left, rows, cols, s->x0, s->y0, mark_of, &v->st);
    if (v->geo.level_cols)
        draw_levels(v, s, top, rows);
}

/* The next position shown in the outline after n (folded ones hide their
 * subtrees), or AB_NO_NODE at the end. */
static node_id outline_next(const struct viewer *v, node_id n)
{
    node_id next = bitset_get(v->st.fold, n) ? n + v->st.tree->size[n] : n + 1;
    return next < v->st.tree->count ? next : AB_NO_NODE;
}

/* Indentation like tree(1), built from the ancestors (at most 32
 * levels): path[0..d] from the root to the line's position
 * (tree_ancestors). */
static void outline_prefix(struct strbuf *sb, const struct viewer *v, const node_id *path,
                           uint32_t d)
{
    const struct tree *t = v->st.tree;
    uint32_t shown = d < 32 ? d : 32;
    bool ascii = v->st.opt.ascii;
    const char *bars[33];
    for (uint32_t level = d; level > 0; level--) {
        node_id m = path[level], p = path[level - 1];
        bool last = m + t->size[m] == p + t->size[p];
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
        strbuf_printf(sb, _("[depth %u] "), d);
}

/* The root of the pruned branch the position path[d] lies in, or
 * AB_NO_NODE. */
static node_id cut_root_of(const struct step_state *s, const node_id *path, uint32_t d)
{
    for (uint32_t level = d + 1; level-- > 0;) {
        node_id m = path[level];
        if (s->status[m] == NODE_CUT)
            return m;
        if (s->status[m] != NODE_UNVISITED)
            break;
    }
    return AB_NO_NODE;
}

void view_draw_outline(struct viewer *v, struct stepper_side *s, int top, int rows)
{
    node_id cur = step_state_current_node(s->state);
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
    /* each line's ancestors, found once a line */
    node_id *path = malloc(((size_t)v->st.tree->height + 1) * sizeof *path);
    if (!path)
        return;
    /* a folded ancestor hides the top line: show the fold instead (the
     * one nearest the root) */
    for (uint32_t level = tree_ancestors(v->st.tree, n, path) + 1; level-- > 0;)
        if (bitset_get(v->st.fold, path[level]) && path[level] != s->outline_top)
            n = path[level];
    for (int row = 0; row < rows && n != AB_NO_NODE; row++, n = outline_next(v, n)) {
        struct strbuf sb;
        strbuf_init(&sb);
        uint32_t d = tree_ancestors(v->st.tree, n, path);
        outline_prefix(&sb, v, path, d);
        uint8_t type = NODE_NOT_CRITICAL;
        export_outline_entry(&sb, &rq, s->paper, n, cut_root_of(s->state, path, d), type);
        if (bitset_get(v->st.fold, n) && !tree_is_leaf(v->st.tree, n))
            strbuf_printf(&sb, _("  [+%u folded]"), v->st.tree->size[n] - 1);
        unsigned long attr = ui_role_attr(paper_look(s->paper, n));
        uint8_t mark = mark_look[stepper_node_mark(&v->st, n)];
        if (mark != UI_MARK_NONE)
            attr = ui_mark_attr((enum ui_mark)mark);
        if (!sb.failed)
            ui_put(top + row, 0, COLS, sb.data, attr);
        strbuf_free(&sb);
    }
    free(path);
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
    window_in_view(v->st.view, depth, &lo, &hi);
    m = value_in_view(v->st.view, depth, m);
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
    char line[NODE_NAME_MAX + 80], val[FMT_VALUE_MAX], pos[NODE_NAME_MAX];
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
            node_name(pos, sizeof pos, t, r);
        char rc[64];
        snprintf(line, sizeof line, "%3ld %7s  %s %s", k, val,
                 ui_text_column(rc, sizeof rc, role ? role : "", 10), pos);
        ui_put(row++, 0, width, line, k == l ? A_BOLD : A_NORMAL);
    }
}

/* The first level of the path the stack shows in rows (a header and a
 * row a level: the deepest levels when they do not all fit). */
static size_t stack_first(const struct step_state *st, int rows)
{
    return st->depth > (size_t)(rows - 1) ? st->depth - (size_t)(rows - 1) : 0;
}

/* The texts of one level of the call stack. */
struct stack_row {
    char who[64], w[FMT_WINDOW_MAX], m[FMT_VALUE_MAX], id[16], extra[64];
};

static void stack_row(const struct viewer *v, const struct path_frame *f, struct stack_row *r)
{
    const struct stepper_side *s = &v->st.side[0];
    const struct tree *t = v->st.tree;
    uint32_t d = tree_depth(t, f->node);
    r->w[0] = r->extra[0] = '\0';
    node_name(r->who, sizeof r->who, t, f->node);
    if (s->alg == ALG_F1)
        fmt_value(r->w, f->beta, d, v->st.view);
    else if (s->alg != ALG_F)
        fmt_window(r->w, f->alpha, f->beta, d, v->st.view);
    fmt_value(r->m, f->m, d, v->st.view);
    /* the textbooks' range of values still possible here: interval
     * minimax over the leaves seen so far */
    if (v->st.view == VIEW_MINIMAX)
        describe_range(r->extra, sizeof r->extra, s->state, f->node);
    /* i: the move being searched (or just returned from), the paper's
     * loop variable; 0 before the first */
    snprintf(r->id, sizeof r->id, "%u/%u",
             f->child != AB_NO_NODE ? tree_child_index(t, f->child) + 1 : f->examined,
             tree_count_children(t, f->node));
}

/* The minimax view's columns: the level (or none), the position, the
 * window, m and the range; in the full form also i/d. */
struct stack_cols {
    bool full, level;
    int pos, win, m, range;
};

/* The header words of the columns. */
static const char *stack_bounds_word(const struct viewer *v)
{
    enum algorithm alg = v->st.side[0].alg;
    return alg == ALG_F1 ? _("bound") : alg == ALG_F ? "" : _("window");
}

/* The columns of the minimax view's stack in width columns: the full form
 * when it fits, else each column as wide as what it shows (its header's
 * word when there is room), the level's column going before the ranges
 * do.  Returns the columns the form takes. */
static int stack_columns(const struct viewer *v, int rows, int width, struct stack_cols *c)
{
    const struct step_state *st = v->st.side[0].state;
    int pos = 1, win = 0, m = 1, range = 1;
    for (size_t i = stack_first(st, rows); i < st->depth && (int)(i - stack_first(st, rows)) + 1 < rows; i++) {
        struct stack_row r;
        stack_row(v, &st->path[i], &r);
#define WIDEN(x, s) do { int w_ = ui_text_width(s); if (w_ > (x)) (x) = w_; } while (0)
        WIDEN(pos, r.who);
        WIDEN(win, r.w);
        WIDEN(m, r.m);
        WIDEN(range, r.extra);
    }
    c->full = true;
    c->level = true;
    c->pos = 10, c->win = 14, c->m = 5;
    c->range = range > ui_text_width(_("[lo, hi] so far")) ? range
               : ui_text_width(_("[lo, hi] so far"));
    int full = 3 + 11 + 15 + 6 + 6 + c->range;
    if (full <= width)
        return full;
    c->full = false;
    c->pos = pos, c->win = win, c->m = m;
    /* TRANSLATORS: the heading of the call stack's column of ranges when
     * the pane is narrow (80 columns): keep it short */
    int hr = ui_text_width(_("[lo, hi]"));
    c->range = range > hr ? range : hr;
    int total = 3 + c->pos + 1 + (c->win ? c->win + 1 : 0) + c->m + 1 + c->range;
    /* the headers' words where there is room */
    int hp = ui_text_width(_("position")), hw = ui_text_width(stack_bounds_word(v));
    if (c->win && hw > c->win && total + hw - c->win <= width) {
        total += hw - c->win;
        c->win = hw;
    }
    if (hp > c->pos && total + hp - c->pos <= width) {
        total += hp - c->pos;
        c->pos = hp;
    }
    if (total > width) {
        /* the level goes (the position's name says it), then the
         * position's column narrows */
        c->level = false;
        total -= 3;
        if (total > width && c->pos - (total - width) >= 4) {
            c->pos -= total - width;
            total = width;
        }
    }
    return total;
}

int view_stack_width(const struct viewer *v, int rows, int width)
{
    if (v->st.view != VIEW_MINIMAX || v->st.side[0].alg == ALG_F2_ITERATIVE)
        return 0;
    struct stack_cols c;
    return stack_columns(v, rows, width, &c);
}

/* The heading of the column of positions `cols` wide: the word, or its
 * short form where the word would be cut ("posit"). */
static const char *position_heading(int cols)
{
    const char *word = _("position");
    /* TRANSLATORS: the call stack's heading of positions when the pane is
     * narrow (80 columns) and "position" does not fit: at most 4 columns */
    return ui_text_width(word) <= cols ? word : _("pos.");
}

/* The minimax view's stack, its columns fitted to width. */
static void draw_stack_minimax(const struct viewer *v, int top, int rows, int width)
{
    const struct step_state *st = v->st.side[0].state;
    struct stack_cols c;
    stack_columns(v, rows, width, &c);
    char line[400], c1[64], c2[64], c3[64];
    if (c.full)
        snprintf(line, sizeof line, "l  %s %s %5s %5s %s",
                 ui_text_column(c1, sizeof c1, _("position"), 10),
                 ui_text_column(c2, sizeof c2, stack_bounds_word(v), 14), "m", "i/d",
                 _("[lo, hi] so far"));
    else
        snprintf(line, sizeof line, "%s%s %s%s%*s %s", c.level ? "l  " : "",
                 ui_text_column(c1, sizeof c1, position_heading(c.pos), c.pos),
                 ui_text_column(c2, sizeof c2, stack_bounds_word(v), c.win), c.win ? " " : "",
                 c.m, "m", ui_text_column(c3, sizeof c3, _("[lo, hi]"), c.range));
    ui_put(top, 0, width, line, A_UNDERLINE);
    size_t first = stack_first(st, rows);
    for (size_t i = first; i < st->depth && (int)(i - first) + 1 < rows; i++) {
        struct stack_row r;
        stack_row(v, &st->path[i], &r);
        char lv[24] = "";
        if (c.level)
            snprintf(lv, sizeof lv, "%-2zu ", i);
        int pos_col = ui_text_width(lv);
        if (c.full)
            snprintf(line, sizeof line, "%s%s %-14s %5s %5s %s", lv,
                     ui_text_column(c1, sizeof c1, r.who, 10), r.w, r.m, r.id, r.extra);
        else
            snprintf(line, sizeof line, "%s%s %s%s%*s %s", lv,
                     ui_text_column(c1, sizeof c1, r.who, c.pos),
                     ui_text_column(c2, sizeof c2, r.w, c.win), c.win ? " " : "", c.m, r.m,
                     r.extra);
        int row = top + 1 + (int)(i - first);
        bool current = i + 1 == st->depth;
        ui_put(row, 0, width, line, current ? A_BOLD : A_NORMAL);
        /* colours by meaning: the path, the position searched; the range
         * in the bounds' look */
        ui_put(row, pos_col, width - pos_col, ui_text_column(c1, sizeof c1, r.who,
               c.full ? 10 : c.pos), ui_role_attr(current ? ROLE_CURRENT : ROLE_PATH));
        int range_col = ui_text_width(line) - ui_text_width(r.extra);
        if (range_col < width)
            ui_put(row, range_col, width - range_col, r.extra, ui_role_attr(ROLE_BOUND));
    }
}

void view_draw_stack(const struct viewer *v, int top, int rows, int width)
{
    if (v->st.side[0].alg == ALG_F2_ITERATIVE) {
        draw_arrays(v, top, rows, width);
        return;
    }
    if (v->st.view == VIEW_MINIMAX) {
        draw_stack_minimax(v, top, rows, width);
        return;
    }
    const struct stepper_side *s = &v->st.side[0];
    const struct step_state *st = s->state;
    char line[400];
    int bar_w = width - 42 > 25 ? 25 : width - 42;
    char c1[64], c2[64];
    snprintf(line, sizeof line, "l  %s %s %5s %5s %s",
             ui_text_column(c1, sizeof c1, _("position"), 10),
             ui_text_column(c2, sizeof c2, stack_bounds_word(v), 14), "m", "i/d",
             s->alg != ALG_F && bar_w >= 9 ? _("window") : "");
    ui_put(top, 0, width, line, A_UNDERLINE);
    size_t first = stack_first(st, rows);
    for (size_t i = first; i < st->depth && (int)(i - first) + 1 < rows; i++) {
        const struct path_frame *f = &st->path[i];
        struct stack_row r;
        stack_row(v, f, &r);
        if (s->alg != ALG_F && bar_w >= 9) {
            char bar[32];
            window_bar(bar, bar_w, v, f->alpha, f->beta, f->m, tree_depth(v->st.tree, f->node));
            snprintf(r.extra, sizeof r.extra, "%s", bar);
        }
        char wc[64];
        snprintf(line, sizeof line, "%-2zu %s %-14s %5s %5s %s", i,
                 ui_text_column(wc, sizeof wc, r.who, 10), r.w, r.m, r.id, r.extra);
        int row = top + 1 + (int)(i - first);
        bool current = i + 1 == st->depth;
        ui_put(row, 0, width, line, current ? A_BOLD : A_NORMAL);
        /* colours by meaning: the path, the position searched, bounds */
        char cell[64];
        ui_text_column(cell, sizeof cell, r.who, 10);
        ui_put(row, 3, width - 3, cell, ui_role_attr(current ? ROLE_CURRENT : ROLE_PATH));
        int bar_col = ui_text_width(line) - ui_text_width(r.extra);
        if (s->alg != ALG_F && bar_w >= 9 && bar_col < width)
            ui_put(row, bar_col, width - bar_col, r.extra, ui_role_attr(ROLE_BOUND));
    }
}

/* ---- the pseudocode pane ---- */

/* The line of the listing the current step is at. */
static size_t code_line(const struct viewer *v)
{
    const struct stepper_side *s = &v->st.side[0];
    const struct event *e = step_state_current_event(s->state);
    bool after_cut = e && e->type == EV_EXIT && s->state->step >= 2 &&
                     trace_event_type(s->trace, s->state->step - 2) == EV_CUTOFF;
    return e ? listing_line(s->alg, v->st.view, e, after_cut,
                            tree_depth(v->st.tree, e->node)) : 0;
}

void view_draw_code(const struct viewer *v, int top, int left, int rows, int width)
{
    const struct stepper_side *s = &v->st.side[0];
    struct listing lst = listing_of(s->alg, v->st.view);
    size_t cur = code_line(v);
    /* a minimax form: only the procedure of the player to move, unless
     * there is room for both */
    size_t first = 0, count = lst.count;
    if (lst.half && !view_code_whole(v, rows)) {
        count = lst.half;
        first = cur >= count ? count : 0;
    }
    if ((int)count > rows - 1 && rows > 2) {
        /* a long listing scrolls to keep the current line in sight, the
         * variables on the last row */
        size_t end = first + count;
        count = (size_t)rows - 1;
        if (cur >= first + count)
            first = cur - count + 1;
        if (first + count > end)
            first = end - count;
    }
    char shown[LISTING_LINE_MAX];
    for (size_t i = 0; i < count && (int)i < rows - 1; i++)
        ui_put(top + (int)i, left, width, listing_text(&lst, first + i, shown, sizeof shown),
               first + i == cur ? ui_role_attr(ROLE_CURRENT) : A_NORMAL);
    /* the variables of the procedure the current line belongs to */
    char line[NODE_NAME_MAX + 200];
    if (rows > (int)count &&
        listing_variables(s->state, s->alg, v->st.view, line, sizeof line))
        ui_put(top + (int)count, left, width, line, A_BOLD);
}

bool view_code_whole(const struct viewer *v, int rows)
{
    struct listing lst = listing_of(v->st.side[0].alg, v->st.view);
    return lst.half && (int)lst.count + 1 <= rows;
}

void view_draw_code_line(const struct viewer *v, int row)
{
    struct listing lst = listing_of(v->st.side[0].alg, v->st.view);
    size_t cur = code_line(v);
    char shown[LISTING_LINE_MAX];
    const char *code = listing_text(&lst, cur < lst.count ? cur : 0, shown, sizeof shown);
    while (*code == ' ')
        code++;
    char vars[NODE_NAME_MAX + 200];
    const struct stepper_side *s = &v->st.side[0];
    int w = ui_text_width(code);
    ui_put(row, 0, COLS, code, ui_role_attr(ROLE_CURRENT));
    if (listing_variables(s->state, s->alg, v->st.view, vars, sizeof vars) && w + 3 < COLS)
        ui_put(row, w + 2, COLS - w - 2, vars, A_BOLD);
}

/* ---- details of a clicked position ---- */

void view_draw_details(const struct viewer *v)
{
    char lines[STEPPER_DETAILS_MAX][STEPPER_DETAIL_LEN];
    int count = (int)stepper_details(&v->st, v->st.selected, lines);
    for (int i = 0; i < count; i++) {
        /* whole rows: nothing of the pane behind shows through */
        char row[STEPPER_DETAIL_LEN + 400];
        int pad = COLS - 5 < 300 ? COLS - 5 : 300;
        snprintf(row, sizeof row, " %-*.*s", pad < 0 ? 0 : pad, STEPPER_DETAIL_LEN, lines[i]);
        ui_put(v->geo.status_row - 1 - count + i, 2, COLS - 4, row, A_REVERSE);
    }
}
