/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_view_frame.c: how the stepper's screen is shared out, and its
 * header, side headers and status lines.
 *
 *   title line: the program, the file and its @title, the view, the keys
 *   per side: a header (algorithm, window, step, leaves, legend, what is
 *             off screen) and the figure (or the outline)
 *   the call stack | the pseudocode (collapsed to one line when the
 *             figures need the room)
 *   status lines: counters, marks and play; the last step in words
 *
 * The figures come first: on a small screen the lower panes give way
 * (to one line), then the figure gets more compact; on a big one it is
 * spread over the width (the leaves further apart) and the height (more
 * connector rows).  The texts shorten by ui_fit's rules rather than cut
 * words.  The panes' contents are drawn by ui_view_draw.c. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "render/words/describe.h"
#include "render/words/format.h"
#include "render/words/listing.h"
#include "search/step_state.h"
#include "tree/node_name.h"
#include "ui/ui_session.h"
#include "ui/ui_fit.h"
#include "ui/ui_viewer.h"

/* The most connector rows a figure is spread to. */
#define SPREAD_ROWS_MAX 4

/* ---- sharing out the screen ---- */

/* The rows the stack and code panes would like: with whole, both
 * procedures of a minimax listing (on a big screen they take the rows
 * the figures do not use), else the one of the player to move. */
static int lower_wanted_as(const struct viewer *v, bool whole)
{
    const struct stepper_side *s = &v->st.side[0];
    int stack = 0, code = 0;
    if (v->show_stack) {
        /* a header, a row per level (the arrays: two more and r[L+1]) */
        stack = (int)v->st.tree->height + 4;
        if (stack > 14)
            stack = 14;
    }
    if (v->show_code) {
        struct listing lst = listing_of(s->alg, v->st.view);
        size_t count = lst.half && !whole ? lst.half : lst.count;
        code = (int)count + 1;
    }
    return stack > code ? stack : code;
}

static int lower_wanted(const struct viewer *v)
{
    return lower_wanted_as(v, false);
}

/* The figure's rows with c connector rows (compact: none). */
static int figure_rows(const struct viewer *v, uint32_t c, bool compact)
{
    struct paper_options o = v->st.side[0].paper->opt;
    o.connector_rows = c;
    o.compact = compact;
    return (int)paper_height(v->st.tree, &o);
}

/* The last step in words, or what the last action says, into buf. */
static const char *status_words(const struct viewer *v, char *buf, size_t cap)
{
    const struct stepper *stp = &v->st;
    const struct stepper_side *s = &stp->side[0];
    const struct step_state *st = s->state;
    const struct event *e = step_state_current_event(st);
    snprintf(buf, cap, "%s", _("before the search"));
    if (stp->message[0]) {
        snprintf(buf, cap, "%s", stp->message);
    } else if (e) {
        const struct path_frame *f = NULL;
        for (size_t i = 0; i < st->depth; i++)
            if (st->path[i].node == e->node)
                f = &st->path[i];
        char who[96], what[1024];
        describe_step(who, sizeof who, stp->tree, e);
        describe_event(what, sizeof what, s->trace, e, f, stp->view);
        snprintf(buf, cap, "%s: %s", who, what);
    }
    return buf;
}

/* The rows the words take: two when they are wider than the screen (the
 * end of a cutoff's sentence names its kind), taken from the panes above. */
static int words_rows(const struct viewer *v)
{
    char words[1400];
    const char *rest = status_words(v, words, sizeof words);
    int rows = 0;
    /* as many rows as the words take wrapped at a word, four at most (a
     * deep cutoff says where its bound came from: at 80 columns four rows
     * in Ukrainian) */
    while (*rest && rows < 4) {
        while (*rest == ' ')
            rest++;
        size_t len = ui_fit_words(rest, COLS);
        rest += len ? len : strlen(rest);
        rows++;
    }
    return rows < 1 ? 1 : rows;
}

/* Shares the screen out and chooses the figures' spacing. */
static void share_out(struct viewer *v)
{
    struct view_geometry *g = &v->geo;
    int avail = LINES - 3;      /* the title and the two status lines */
    g->fig_cols = COLS - view_board_beside(v);
    /* in the minimax view who moves at each level, as the text figure
     * writes it, while the figure keeps most of the width */
    g->level_cols = v->st.view == VIEW_MINIMAX && !v->st.outline
                            && g->fig_cols >= VIEW_LEVEL_MIN_COLS
                        ? VIEW_LEVEL_COLS
                        : 0;
    int fig_width = g->fig_cols - g->level_cols;
    int sides = v->st.nsides;
    bool panes = v->show_stack || v->show_code;
    int want = panes ? lower_wanted(v) : 0;
    if (want > avail / 2)
        want = avail / 2;
    struct stepper_spacing sp = { .pitch = 1, .rows = 1, .compact = false };
    int lower = want;
    if (v->st.outline) {
        lower = panes ? (want < avail / 3 ? want : avail / 3) : 0;
        if (panes && lower < 1)
            lower = 1;
    } else {
        bool chosen = false;
        /* spread as far as the room allows, the panes keeping theirs */
        for (uint32_t c = SPREAD_ROWS_MAX; c >= 1 && !chosen; c--)
            if (sides * (1 + figure_rows(v, c, false)) + want <= avail) {
                sp.rows = c;
                chosen = true;
            }
        /* the panes give way to one line, then the figure gets compact */
        if (!chosen && panes && sides * (1 + figure_rows(v, 1, false)) + 1 <= avail)
            chosen = true;
        if (!chosen && sides * (1 + figure_rows(v, 0, true)) + (panes ? 1 : 0) <= avail) {
            sp.compact = true;
            chosen = true;
        }
        if (chosen) {
            lower = avail - sides * (1 + figure_rows(v, sp.rows, sp.compact));
        } else {
            /* taller than the screen: it scrolls; the panes keep a line,
             * or a third of the screen when that leaves the figures room */
            sp.compact = sides == 2;
            lower = panes ? 1 : 0;
            if (panes && avail - want >= sides * 12)
                lower = want;

        }
        /* a game's board below the figures (a screen narrower than
         * BOARD_BESIDE_COLS) keeps the panes' rows while the figures keep
         * 8 (they scroll): at 80x24 the board is in sight */
        if (panes && lower < want && view_board_wanted(v) && !view_board_beside(v) &&
            avail - want >= sides * 8)
            lower = want;
        /* across: the user's zoom, else spread over the width */
        uint32_t fit = stepper_fit_pitch(&v->st, (uint32_t)fig_width);
        g->auto_pitch = fit;
        sp.pitch = v->st.zoom ? v->st.zoom : fit;
        if (!stepper_space(&v->st, &sp))
            stepper_space(&v->st, &v->st.spacing);
    }
    if (!panes)
        lower = 0;
    g->side_rows = (avail - lower) / sides;
    /* words on two rows take the panes' last row (or the figures' when
     * there are no panes) */
    g->status_row = LINES - 1 - words_rows(v);
    if (1 + g->side_rows * sides > g->status_row)
        g->side_rows = (g->status_row - 1) / sides;
    g->lower_top = 1 + g->side_rows * sides;

    g->lower_rows = panes ? g->status_row - g->lower_top : 0;
    /* a figure narrower than the screen stands in the middle */
    uint32_t width = 0;
    for (int i = 0; i < sides && !v->st.outline; i++)
        if (v->st.side[i].paper->layout->width > width)
            width = v->st.side[i].paper->layout->width;
    g->fig_left = g->level_cols + (!v->st.outline && width < (uint32_t)fig_width
                                       ? (fig_width - (int)width) / 2 : 0);
}

/* ---- the title line ---- */

static void draw_title(const struct viewer *v)
{
    const struct stepper *st = &v->st;
    struct ui_seg seg[6];
    memset(seg, 0, sizeof seg);
    unsigned long attr = A_REVERSE;
    for (size_t i = 0; i < 6; i++)
        seg[i].attr = attr;
    snprintf(seg[0].full, UI_SEG_MAX, "%s", " abprune");
    seg[0].priority = 1;
    const char *base = strrchr(st->file, '/');
    snprintf(seg[1].full, UI_SEG_MAX, "%s", st->file);
    snprintf(seg[1].brief, UI_SEG_MAX, "%s", base ? base + 1 : st->file);
    seg[1].priority = 3;
    /* the tree's own title, in whatever room is left */
    snprintf(seg[2].full, UI_SEG_MAX, "%s", st->tree->title ? st->tree->title : "");
    seg[2].elastic = true;
    seg[2].priority = 7;
    char limits[120] = "";
    if (st->opt.depth != UINT32_MAX)
        snprintf(limits, sizeof limits, _(", horizon at depth %u"), st->opt.depth);
    if (st->opt.threshold > 0) {
        locale_t was = i18n_reader_begin();
        snprintf(limits + strlen(limits), sizeof limits - strlen(limits),
                 _(", plausibility >= %g"), st->opt.threshold);
        i18n_reader_end(was);
    }
    /* the view in the reader's words ("minimax view", "минимаксный вид") */
    snprintf(seg[3].full, UI_SEG_MAX, "(%s%s%s)", value_view_words(st->view),
             st->nsides == 2 ? _(", compare") : "", limits);
    snprintf(seg[3].brief, UI_SEG_MAX, "(%s)", value_view_words(st->view));
    seg[3].priority = 8;
    snprintf(seg[4].full, UI_SEG_MAX, "%s", _("?: keys  q: quit"));
    snprintf(seg[4].brief, UI_SEG_MAX, "%s", _("?: keys"));
    seg[4].priority = 9;
    const struct algorithm_info *ai = algorithm_info(st->side[0].alg);
    snprintf(seg[5].full, UI_SEG_MAX, "%s: %s", ai->name, _(ai->title));
    seg[5].priority = 2;
    ui_draw_fit(0, seg, 6, COLS, 2, st->opt.ascii, attr);
}

/* ---- a side's header ---- */

/* What of the figure is off screen, as right-hand segments. */
static size_t off_screen(const struct viewer *v, const struct stepper_side *s, int rows,
                         struct ui_seg *seg)
{
    const struct layout *l = s->paper->layout;
    bool ascii = v->st.opt.ascii;
    size_t n = 0;
    if (v->st.outline)
        return 0;
    uint32_t cols = (uint32_t)(v->geo.fig_cols - v->geo.fig_left);
    uint32_t right = l->width > s->x0 + cols ? l->width - s->x0 - cols : 0;
    uint32_t below = l->rows > s->y0 + (uint32_t)rows ? l->rows - s->y0 - (uint32_t)rows : 0;
    struct { uint32_t count; const char *glyph, *ascii; bool before; } what[] = {
        { s->y0, "\u25b2", "^", true }, { below, "\u25bc", "v", false },
        { s->x0, "\u25c0", "<", true }, { right, "\u25b6", ">", false },
    };
    for (size_t i = 0; i < 4; i++) {
        if (!what[i].count)
            continue;
        const char *g = ascii ? what[i].ascii : what[i].glyph;
        if (what[i].before)
            snprintf(seg[n].full, UI_SEG_MAX, "%s%u", g, what[i].count);
        else
            snprintf(seg[n].full, UI_SEG_MAX, "%u%s", what[i].count, g);
        seg[n].priority = 10;
        seg[n].right = true;
        seg[n].attr = A_BOLD;
        n++;
    }
    return n;
}

static void draw_side_header(const struct viewer *v, const struct stepper_side *s, int row,
                             int rows)
{
    struct ui_seg seg[4 + 1 + CUT_KIND_COUNT + 1 + 4];
    memset(seg, 0, sizeof seg);
    size_t n = 0;
    char w[FMT_WINDOW_MAX];
    const struct algorithm_info *ai = algorithm_info(s->alg);
    /* with one side the status line counts steps and leaves too: the
     * legend matters more here */
    bool one = v->st.nsides == 1;
    snprintf(seg[n].full, UI_SEG_MAX, " %s [%s]", ai->name, ai->option);
    snprintf(seg[n].brief, UI_SEG_MAX, " %s", ai->name);
    /* the procedure is shortened to its name early, but left out last:
     * with two panes (compare) the header is all that tells them apart,
     * in every language (issue 41: the Ukrainian legend crowded it out) */
    seg[n].keep = 11;
    seg[n++].priority = 6;
    if (algorithm_has_window(s->alg)) {
        fmt_window(w, s->trace->options.alpha, s->trace->options.beta, 0, v->st.view);
        snprintf(seg[n].full, UI_SEG_MAX, _("window %s"), w);
        snprintf(seg[n].brief, UI_SEG_MAX, "%s", w);
        seg[n++].priority = 5;
    }
    snprintf(seg[n].full, UI_SEG_MAX, _("step %zu of %zu"), s->state->step, s->trace->len);
    snprintf(seg[n].brief, UI_SEG_MAX, "%zu/%zu", s->state->step, s->trace->len);
    seg[n++].priority = one ? 3 : 9;
    snprintf(seg[n].full, UI_SEG_MAX, _("leaves %zu of %zu"), s->state->leaves,
             s->trace->result.leaves);
    snprintf(seg[n].brief, UI_SEG_MAX, _("leaves %zu/%zu"), s->state->leaves,
             s->trace->result.leaves);
    seg[n++].priority = one ? 3 : 8;
    for (size_t i = 0; i < n; i++)
        seg[i].attr = A_BOLD;
    /* the legend of the cut letters, in their looks */
    if (v->st.marks & MARK_CUTS) {
        const struct search_options *so = &v->st.side[0].trace->options;
        snprintf(seg[n].full, UI_SEG_MAX, "%s", _("cuts:"));
        seg[n].right = true;
        seg[n].group = 1;
        seg[n++].priority = 7;
        for (int k = 0; k < CUT_KIND_COUNT; k++) {
            const struct cut_kind_info *kind = cut_kind_info((enum cut_kind)k);
            if (!cut_kind_listed((enum cut_kind)k, so))
                continue;
            snprintf(seg[n].full, UI_SEG_MAX, "%c %s", kind->letter, _(kind->short_name));
            snprintf(seg[n].brief, UI_SEG_MAX, "%c", kind->letter);
            seg[n].attr = ui_role_attr((uint8_t)(ROLE_MARK + k));
            seg[n].right = true;
            seg[n].group = 1;
            seg[n++].priority = 7;
        }
    }
    /* the node-type digits, in their own look, when they are shown */
    if (v->st.marks & MARK_TYPES) {
        /* TRANSLATORS: the legend of the node-type digits over the
         * critical positions (Knuth and Moore's types 1, 2 and 3) */
        snprintf(seg[n].full, UI_SEG_MAX, "%s", _("1 2 3 node types"));
        snprintf(seg[n].brief, UI_SEG_MAX, "%s", _("1 2 3 types"));
        seg[n].attr = ui_role_attr(ROLE_TYPE);
        seg[n].right = true;
        seg[n++].priority = 6;
    }
    n += off_screen(v, s, rows, seg + n);
    ui_draw_fit(row, seg, n, COLS, 2, v->st.opt.ascii, A_NORMAL);
}

/* ---- status ---- */

/* The status line's cut branches by kind, with the cutoffs that pruned
 * them, from seg[n] on: the new count. */
static size_t cut_segments(struct ui_seg *seg, size_t n, const struct step_state *st)
{
    /* branches by kind with the cutoffs that pruned them: the paper's
     * "5 deep cutoffs" are branches */
    bool any = false;
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        any = any || st->cut_branches[k];
    if (any) {
        snprintf(seg[n].full, UI_SEG_MAX, "%s", _("cut branches (cutoffs):"));
        snprintf(seg[n].brief, UI_SEG_MAX, "%s", _("cuts:"));
        seg[n].group = 1;
        seg[n].keep = 9;
    } else {
        snprintf(seg[n].full, UI_SEG_MAX, "%s", _("cut branches (cutoffs): none"));
        snprintf(seg[n].brief, UI_SEG_MAX, "%s", _("cuts: none"));
        seg[n].keep = 9;
    }
    seg[n++].priority = 6;
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        if (!st->cut_branches[k])
            continue;
        const struct cut_kind_info *kind = cut_kind_info((enum cut_kind)k);
        snprintf(seg[n].full, UI_SEG_MAX, "%s %zu (%zu)", _(kind->short_name),
                 st->cut_branches[k], st->cut_with[k]);
        snprintf(seg[n].brief, UI_SEG_MAX, "%c %zu", kind->letter, st->cut_branches[k]);
        seg[n].attr = ui_role_attr((uint8_t)(ROLE_MARK + k));
        seg[n].group = 1;
        seg[n].keep = 9;
        seg[n++].priority = 6;
    }
    return n;
}

/* The status line's right side from seg[n] on, what is set: the marks
 * and the speed of play; the new count. */
static size_t setting_segments(struct ui_seg *seg, size_t n, const struct stepper *stp)
{
    /* what is set: the marks and the speed of play */
    const char *marks = stp->marks == MARK_CUTS ? _("marks: cut kinds")
                      : stp->marks ? _("marks: all") : _("marks: none");
    const char *brief = stp->marks == MARK_CUTS ? _("marks: cuts")
                      : stp->marks ? _("marks: all") : _("marks: none");
    snprintf(seg[n].full, UI_SEG_MAX, "%s", marks);
    snprintf(seg[n].brief, UI_SEG_MAX, "%s", brief);
    seg[n].right = true;
    seg[n].keep = 8;
    seg[n++].priority = 5;
    if (stp->playing) {
        snprintf(seg[n].full, UI_SEG_MAX, _("playing, %d ms a step"), stp->delay_ms);
        snprintf(seg[n].brief, UI_SEG_MAX, _("playing %d ms"), stp->delay_ms);
        seg[n].priority = 9;
    } else {
        snprintf(seg[n].full, UI_SEG_MAX, _("play: %d ms a step"), stp->delay_ms);
        snprintf(seg[n].brief, UI_SEG_MAX, _("play %d ms"), stp->delay_ms);
        seg[n].priority = 4;
        seg[n].keep = 8;
    }
    seg[n++].right = true;
    return n;
}

/* Below the status line, the last step in words, or what the last action
 * says. */
static void draw_status_words(const struct viewer *v)
{
    const struct stepper *stp = &v->st;
    /* the last step in words, or what the last action says: wrapped at a
     * word to the rows below the status line, the last row cut if need be */
    char words[1400], line[1400];
    const char *rest = status_words(v, words, sizeof words);
    for (int row = v->geo.status_row + 1; row < LINES; row++) {
        while (*rest == ' ')
            rest++;
        size_t len = row + 1 < LINES ? ui_fit_words(rest, COLS) : strlen(rest);
        snprintf(line, sizeof line, "%.*s", (int)len, rest);
        if (row + 1 == LINES)
            ui_cut_words(line, sizeof line, rest, COLS, stp->opt.ascii);
        ui_put(row, 0, COLS, line, A_BOLD);
        rest += len;
    }
}

static void draw_status(const struct viewer *v)
{
    const struct stepper *stp = &v->st;
    const struct stepper_side *s = &stp->side[0];
    const struct step_state *st = s->state;
    struct ui_seg seg[9 + CUT_KIND_COUNT];
    memset(seg, 0, sizeof seg);
    size_t n = 0;
    snprintf(seg[n].full, UI_SEG_MAX, _("step %zu/%zu"), st->step, s->trace->len);
    seg[n++].priority = 9;
    if (stp->minimum)
        snprintf(seg[n].full, UI_SEG_MAX, _("leaves %zu (minimum %llu)"), st->leaves,
                 (unsigned long long)stp->minimum);
    else
        snprintf(seg[n].full, UI_SEG_MAX, _("leaves %zu"), st->leaves);
    snprintf(seg[n].brief, UI_SEG_MAX, _("leaves %zu"), st->leaves);
    seg[n].keep = 8;
    seg[n++].priority = 5;
    /* TRANSLATORS: the interior positions visited, as run's "interior" */
    snprintf(seg[n].full, UI_SEG_MAX, _("interior %zu"), st->interior);
    seg[n++].priority = 3;
    n = cut_segments(seg, n, st);
    char root[40] = "?";
    if (st->status[0] == NODE_DONE)
        fmt_bounded(root, sizeof root, step_state_value(st, 0), step_state_kind(st, 0), 0,
                    stp->view);
    snprintf(seg[n].full, UI_SEG_MAX, _("root %s"), root);
    seg[n++].priority = 8;
    /* the minimax view gives the textbooks' range of the position the
     * search is in */
    if (stp->view == VIEW_MINIMAX && st->depth && st->ranges) {
        char r[FMT_WINDOW_MAX], at[96];
        node_id pos = st->path[st->depth - 1].node;
        node_name(at, sizeof at, stp->tree, pos);
        describe_range(r, sizeof r, st, pos);
        snprintf(seg[n].full, UI_SEG_MAX, _("range at %s %s"), at, r);
        snprintf(seg[n].brief, UI_SEG_MAX, _("range %s"), r);
        seg[n].keep = 7;
        seg[n++].priority = 5;
    }
    n = setting_segments(seg, n, stp);
    for (size_t i = 0; i < n; i++)
        if (!seg[i].attr)
            seg[i].attr = A_REVERSE;
    ui_draw_fit(v->geo.status_row, seg, n, COLS, 2, stp->opt.ascii, A_REVERSE);

    draw_status_words(v);
}

/* ---- the whole screen ---- */

void view_draw(struct viewer *v)
{
    erase();
    if (!ui_size_ok())
        return;
    share_out(v);
    const struct view_geometry *g = &v->geo;
    draw_title(v);
    for (int i = 0; i < v->st.nsides; i++) {
        int top = 1 + i * g->side_rows;
        struct stepper_side *s = &v->st.side[i];
        if (v->st.outline)
            view_draw_outline(v, s, top + 1, g->side_rows - 1);
        else
            view_draw_figure(v, s, top + 1, g->side_rows - 1);
        /* after the figure: it follows the current position first */
        draw_side_header(v, s, top, g->side_rows - 1);
    }
    /* a game's board beside the figures on a wide screen */
    view_draw_board_beside(v, 2, g->lower_top - 2);
    bool board_below = view_board_wanted(v) && g->fig_cols == COLS;
    if (g->lower_rows == 1) {
        view_draw_code_line(v, g->lower_top);
    } else if (g->lower_rows > 1) {
        /* the listing gets the width of its widest line (every line whole)
         * and room for its variables, the stack the rest, but never less
         * than its columns up to m (34: l, position, window, m); each
         * keeps to its columns, a rule and a blank between them */
        int code_w = (int)listing_width(v->st.side[0].alg) + 2;
        if (code_w < 46)
            code_w = 46;
        int stack_w = v->show_code ? (COLS - code_w - 1 > 34 ? COLS - code_w - 1 : 34) : COLS;
        if (v->show_code && stack_w >= COLS)
            stack_w = COLS / 2;
        /* the minimax view's stack keeps every level's range: it takes
         * what its columns need from the listing, down to the listing's
         * widest line */
        int need = view_stack_width(v, g->lower_rows, COLS);
        int code_min = (int)listing_width(v->st.side[0].alg) + 1;
        if (v->show_code && need > stack_w) {
            stack_w = need < COLS - code_min - 2 ? need : COLS - code_min - 2;
            if (stack_w < 34)
                stack_w = 34;
        }
        bool both = v->show_stack && v->show_code;
        /* the rule first (as far down as the panes want: a big screen's
         * spare rows stay blank): a pane drawing past its columns would
         * cover it */
        int wanted = view_code_whole(v, g->lower_rows) ? lower_wanted_as(v, true)
                     : lower_wanted(v);
        int rule = wanted < g->lower_rows ? wanted : g->lower_rows;
        for (int r = 0; both && r < rule; r++)
            ui_put(g->lower_top + r, stack_w, 1, v->st.opt.ascii ? "|" : "\u2502", A_NORMAL);
        /* on a narrow one, the board in the stack's place */
        if (board_below)
            view_draw_board(v, g->lower_top, 0, g->lower_rows, v->show_code ? stack_w - 1 : COLS);
        else if (v->show_stack)
            view_draw_stack(v, g->lower_top, g->lower_rows, stack_w);
        if (v->show_code)
            view_draw_code(v, g->lower_top, both ? stack_w + 2 : 0, g->lower_rows,
                           both ? COLS - stack_w - 2 : COLS);
    }
    draw_status(v);
    if (v->st.selected != AB_NO_NODE)
        view_draw_details(v);
    refresh();
}

node_id view_node_at(struct viewer *v, int row, int col)
{
    const struct view_geometry *g = &v->geo;
    for (int i = 0; i < v->st.nsides; i++) {
        int top = 1 + i * g->side_rows + 1;
        if (row < top || row >= top + g->side_rows - 1)
            continue;
        struct stepper_side *s = &v->st.side[i];
        if (v->st.outline) {
            node_id n = s->outline_top;
            for (int r = top; r < row && n != AB_NO_NODE; r++)
                n = n + 1 >= v->st.tree->count ? AB_NO_NODE
                    : bitset_get(v->st.fold, n) ? n + v->st.tree->size[n]
                                                : n + 1;
            return n < v->st.tree->count ? n : AB_NO_NODE;
        }
        if (col < g->fig_left)
            return AB_NO_NODE;
        return layout_node_at(s->paper->layout, s->paper->width, s->y0 + (uint32_t)(row - top),
                              s->x0 + (uint32_t)(col - g->fig_left));
    }
    return AB_NO_NODE;
}
