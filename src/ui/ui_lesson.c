/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_lesson.c: a lesson played in the terminal.
 *
 * The screen: a title line, the board (the paper figure of the search at
 * the lesson's step, leaves shown before they are evaluated), a line saying
 * where the search is, the section's text so far, and a line for questions
 * and keys.  The lesson itself is played by the model (lesson_player.c);
 * this file maps keys to it, reads answers and draws. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/ui_lesson.h"
#include "base/exitcode.h"
#include "base/i18n.h"
#include "base/util.h"
#include "course/lesson_player.h"
#include "render/words/describe.h"
#include "render/words/format.h"
#include "render/words/iterative.h"
#include "render/words/listing.h"
#include "render/figure/paper.h"
#include "search/step_state.h"
#include "tree/node_name.h"
#include "ui/ui_session.h"
#include "ui/ui_script.h"
#include "ui/ui_figure.h"
#include "ui/ui_prompt.h"
#include "ui/ui_fit.h"
#include "ui/ui_gameboard.h"
#include "ui/ui_screen.h"
#include "ui/ui_stats.h"

/* The pieces of the line under the board: where the search is, the
 * window of the current position, the leaves so far. */
enum { STEP_WHERE, STEP_FRAME, STEP_LEAVES, STEP_PIECES };

/* The player and what only the screen has. */
struct lesson_screen {
    struct lesson_player p;
    uint32_t x0, y0;            /* the figure's scroll position */
    uint8_t *mark;              /* enum ui_mark per node, scratch for drawing */
    size_t mark_count;
    bool code;                  /* the procedure's listing beside the board */
    int scroll;                 /* text rows scrolled back from the latest */
    int scroll_max;             /* how far it can go, as last drawn */
    int prompt_row;             /* where the answer is typed, as last drawn */
    /* the forms of the step line's pieces on this board, so far (see
     * draw_step_line): the trace, width and view they are for */
    const struct trace *fit_trace;
    int fit_cols;
    enum value_view fit_view;
    int fit_form[STEP_PIECES];
    /* the leaf spacing fitted to the width, and what it was fitted for */
    uint32_t fit_pitch;
    size_t pitch_trace;
    int pitch_width;
    enum value_view pitch_view;
    unsigned pitch_marks;
    bool panned;                /* the board scrolled by hand ([ ]): it stops
                                 * following the search until it steps */
    const char *next;           /* the next lesson's name, or NULL */
    bool go_next;               /* the reader asked for it at the end */
    const struct progress_place *offer;     /* where the reader left the
                                             * lesson last time, offered
                                             * until taken or declined */
};

/* ---- keys: one table for the key map, the help and --list-keys ---- */

enum action {
    ACT_CONTINUE, ACT_STEP_BACK, ACT_STEP_FORWARD, ACT_SCROLL_UP, ACT_SCROLL_DOWN,
    ACT_NEXT_SECTION, ACT_PREV_SECTION, ACT_RESTART_SECTION, ACT_SHOW, ACT_CODE, ACT_VIEW,
    ACT_MARKS, ACT_STATS, ACT_PAN_LEFT, ACT_PAN_RIGHT, ACT_NEXT_LESSON, ACT_HELP, ACT_QUIT,
};

static const struct ui_key keys[] = {
    { ACT_CONTINUE, { '\n', ' ', KEY_ENTER }, 2, NULL, N_("go on"),
      N_("Enter: go on") },
    { ACT_STEP_BACK, { KEY_LEFT, 'h', 0 }, 2, NULL,
      N_("step the search back (to look around)"), N_("Left/Right: step") },
    { ACT_STEP_FORWARD, { KEY_RIGHT, 'l', 0 }, 2, NULL, N_("step the search forward"),
      NULL },
    { ACT_SCROLL_UP, { KEY_UP, 'k', 0 }, 2, NULL, N_("scroll the text back"),
      N_("Up/Down: scroll") },
    { ACT_SCROLL_DOWN, { KEY_DOWN, 'j', 0 }, 2, NULL, N_("scroll the text forward"),
      NULL },
    { ACT_NEXT_SECTION, { KEY_NPAGE, 'n', 0 }, 2, NULL, N_("next section"),
      N_("PgUp/PgDn: section") },
    { ACT_PREV_SECTION, { KEY_PPAGE, 'p', 0 }, 2, NULL, N_("previous section"), NULL },
    { ACT_RESTART_SECTION, { 'r', 0, 0 }, 1, NULL, N_("this section again from its start"), NULL },
    { ACT_SHOW, { 27, 0, 0 }, 1, NULL, N_("show the answer to the question"), NULL },
    { ACT_CODE, { '\t', 'P', 0 }, 2, NULL,
      N_("show / hide the procedure, its line and variables, beside the board"),
      N_("Tab: code") },
    { ACT_VIEW, { 'v', 0, 0 }, 1, NULL, N_("negamax / minimax view"), N_("v: view") },
    { ACT_MARKS, { 'm', 0, 0 }, 1, NULL, N_("marks: cut kinds, bounds, node types"),
      N_("m: marks") },
    { ACT_STATS, { 's', 0, 0 }, 1, NULL, N_("what happens on average: random trees like this one"),
      N_("s: stats") },
    /* (Shift-Left and Shift-Right too: [ and ] go to the answer while a
     * question waits) */
    { ACT_PAN_LEFT, { '[', KEY_SLEFT, 0 }, 1, NULL,
      N_("scroll the board left (a figure wider than the screen)"), NULL },
    { ACT_PAN_RIGHT, { ']', KEY_SRIGHT, 0 }, 1, NULL, N_("scroll the board right"), NULL },
    { ACT_NEXT_LESSON, { 'N', 0, 0 }, 1, NULL,
      N_("the next lesson of the course, at a lesson's end (Enter too)"), NULL },
    { ACT_HELP, { '?', 0, 0 }, 1, NULL, N_("this help"), N_("?: help") },
    { ACT_QUIT, { 'q', 0, 0 }, 1, NULL, N_("quit"), N_("q: quit") },
};

static const struct ui_keymap keymap = { keys, sizeof keys / sizeof keys[0],
                                         N_("any key: back to the lesson") };

const struct ui_keymap *ui_lesson_keymap(void)
{
    return &keymap;
}

/* ---- drawing ----
 *
 * Nothing but the figure is ever cut at the right edge: every text is
 * wrapped to the width (the figure scrolls to follow the search). */

/* The rows text takes wrapped to w columns. */
static int rows_of(const char *text, int w)
{
    int n = 0;
    ui_wrap(text, 0, w, &n, 0, 0, A_NORMAL);
    return n;
}

/* Texts in rows [top, bottom), wrapped, a blank row between paragraphs
 * but not before a list item ("- ..."), scrolled back by *scroll rows from
 * the end (clamped; *max gets the most it can be).  Arrows in column 0
 * say that there is more above or below. */
static void draw_scrolled(char **texts, size_t n, int top, int bottom, int *scroll, int *max,
                          bool ascii)
{
    int w = COLS - 2, total = 0;
    for (size_t i = 0; i < n; i++) {
        if (i && strncmp(texts[i], "- ", 2) != 0)
            total++;
        total += rows_of(texts[i], w);
    }
    int visible = bottom - top;
    *max = total > visible ? total - visible : 0;
    if (*scroll > *max)
        *scroll = *max;
    if (*scroll < 0)
        *scroll = 0;
    int row = top - (*max - *scroll);
    for (size_t i = 0; i < n; i++) {
        if (i && strncmp(texts[i], "- ", 2) != 0)
            row++;
        ui_wrap(texts[i], 1, w, &row, top, bottom, A_NORMAL);
    }
    if (*max - *scroll > 0)
        ui_put(top, 0, 1, ascii ? "^" : "\xe2\x86\x91", A_BOLD);       /* ↑ */
    if (*scroll > 0)
        ui_put(bottom - 1, 0, 1, ascii ? "v" : "\xe2\x86\x93", A_BOLD); /* ↓ */
}

/* The lesson's highlights as marks of the figure; false when out of memory. */
static bool fill_marks(struct lesson_screen *ls, const struct tree *t)
{
    if (ls->mark_count != t->count) {
        uint8_t *m = realloc(ls->mark, t->count);
        if (!m)
            return false;
        ls->mark = m;
        ls->mark_count = t->count;
    }
    for (node_id n = 0; n < t->count; n++)
        ls->mark[n] = ls->p.highlight[n] ? UI_MARK_HIGHLIGHT : UI_MARK_NONE;
    return true;
}

/* The procedure the board runs, in rows [top, top + rows) from column
 * left, w wide: its listing with the line of the current step, then the
 * variables of that call (and, for the iterative form, its cells a[]). */
static void draw_code(const struct lesson_player *p, int top, int left, int rows, int w)
{
    const struct trace *tr = lesson_player_trace(p);
    enum algorithm alg = tr->options.alg;
    enum value_view view = listing_view(alg, p->board.view);
    struct listing lst = listing_of(alg, view);
    const struct step_state *st = p->state;
    const struct event *e = step_state_current_event(st);
    bool after_cut = e && e->type == EV_EXIT && st->step >= 2 &&
                     trace_event_type(tr, st->step - 2) == EV_CUTOFF;
    size_t cur = e ? listing_line(alg, view, e, after_cut, tree_depth(tr->tree, e->node))
                   : SIZE_MAX;
    char vars[NODE_NAME_MAX + 200] = "", cells[300] = "";
    if (e)
        listing_variables(st, alg, view, vars, sizeof vars);
    if (alg == ALG_F2_ITERATIVE && e) {
        long l = iterative_level(st);
        size_t len = 0;
        for (long k = l - 2 < -2 ? -2 : l - 2; k <= l + 1 && len < sizeof cells; k++) {
            int32_t a;
            char v[FMT_VALUE_MAX];
            if (!iterative_a(st, k, &a))
                continue;
            len += (size_t)snprintf(cells + len, sizeof cells - len, "%sa[%ld]=%s",
                                    len ? "  " : "", k, fmt_number(v, a));
        }
    }
    int tail = (vars[0] ? rows_of(vars, w) : 0) + (cells[0] ? rows_of(cells, w) : 0);
    /* a minimax form: only the procedure of the player to move */
    size_t first = 0, count = lst.count;
    if (lst.half) {
        count = lst.half;
        first = cur != SIZE_MAX && cur >= count ? count : 0;
    }
    int room = rows - tail;
    if (room < 2)
        room = 2;
    if ((int)count > room) {
        /* a long listing scrolls to keep the current line in sight */
        size_t at = cur != SIZE_MAX && cur >= first ? cur - first : 0;
        size_t show = (size_t)room;
        size_t from = at >= show ? at - show + 1 : 0;
        first += from;
        count = show;
    }
    int row = top;
    char shown[LISTING_LINE_MAX];
    for (size_t i = 0; i < count && row < top + rows; i++, row++)
        ui_put(row, left, w, listing_text(&lst, first + i, shown, sizeof shown),
               first + i == cur ? A_REVERSE | A_BOLD : A_NORMAL);
    if (vars[0])
        ui_wrap(vars, left, w, &row, top, top + rows, A_BOLD);
    if (cells[0])
        ui_wrap(cells, left, w, &row, top, top + rows, A_BOLD);
}

/* The line under the board, on one row: where the search is (the
 * algorithm, the step and what it does), the window or range of the
 * current position and the leaves so far.  On a narrow screen the pieces
 * shorten ("70/143" for "step 70 of 143", the window without its word),
 * then the leaves give way, whole (ui_fit.h).  A piece once shortened or
 * left out on a board stays so while the board, the width and the view
 * stay the same: stepping does not make the line jump between forms. */
static void draw_step_line(struct lesson_screen *ls, const struct trace *tr, int row)
{
    const struct lesson_player *p = &ls->p;
    if (ls->fit_trace != tr || ls->fit_cols != COLS || ls->fit_view != p->board.view) {
        ls->fit_trace = tr;
        ls->fit_cols = COLS;
        ls->fit_view = p->board.view;
        memset(ls->fit_form, 0, sizeof ls->fit_form);
    }
    struct ui_seg seg[STEP_PIECES];
    int piece[STEP_PIECES];
    memset(seg, 0, sizeof seg);
    size_t n = 0;
    lesson_player_step_words(p, false, seg[n].full, UI_SEG_MAX);
    lesson_player_step_words(p, true, seg[n].brief, UI_SEG_MAX);
    seg[n].priority = 4;
    seg[n].keep = 12;
    piece[n++] = STEP_WHERE;
    lesson_player_frame_words(p, false, seg[n].full, UI_SEG_MAX);
    if (seg[n].full[0]) {
        lesson_player_frame_words(p, true, seg[n].brief, UI_SEG_MAX);
        seg[n].priority = 5;
        seg[n].keep = 9;
        piece[n++] = STEP_FRAME;
    }
    lesson_player_leaves_words(p, seg[n].full, UI_SEG_MAX);
    seg[n].priority = 7;
    seg[n].keep = 6;
    piece[n++] = STEP_LEAVES;
    /* the forms this board has had to take already */
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        int f = ls->fit_form[piece[i]];
        if (f < 0)
            continue;
        if (f == 1 && seg[i].brief[0])
            memcpy(seg[i].full, seg[i].brief, sizeof seg[i].full);
        if (f == 1)
            seg[i].brief[0] = '\0';
        seg[i].attr = A_REVERSE;
        seg[m] = seg[i];
        piece[m++] = piece[i];
    }
    /* the texts end before the last column, the bar goes to it */
    ui_draw_fit(row, seg, m, COLS - 1, 2, p->ascii, A_REVERSE);
    mvchgat(row, COLS - 1, 1, A_REVERSE, 0, NULL);
    for (size_t i = 0; i < m; i++)
        if (seg[i].form != 0)
            ls->fit_form[piece[i]] = seg[i].form;
}

/* A game's board at the right of the screen takes at least these columns
 * (a rule, a blank, the board, a blank), so that the figure does not move
 * as the caption under the board changes, and leaves the figure and the
 * procedure's pane at least FIGURE_COLS_MIN. */
#define GAME_COLS_MIN 20
#define FIGURE_COLS_MIN 40

/* The position whose board is shown: where the search is, else the root. */
static node_id game_node(const struct lesson_player *p)
{
    node_id n = step_state_current_node(p->state);
    return n == AB_NO_NODE ? 0 : n;
}

/* The columns of the board of a game's tree (gen game: @game, the board
 * the stepper's pane draws, ui_gameboard.c) at the right of the screen,
 * or 0 when the tree is no game's or the screen is too narrow for it. */
static int game_width(const struct lesson_screen *ls, const struct trace *tr)
{
    if (!tr || !tr->tree->game)
        return 0;
    int w = ui_gameboard_width(tr->tree, 0, ls->p.ascii);
    if (!w)
        return 0;
    w = w + 3 < GAME_COLS_MIN ? GAME_COLS_MIN : w + 3;
    return COLS - w >= FIGURE_COLS_MIN ? w : 0;
}

/* The columns the figure has: the screen's, less a game's board and the
 * procedure's pane. */
static int figure_width(const struct lesson_screen *ls, const struct trace *tr)
{
    int room = COLS - game_width(ls, tr);
    if (!ls->code || !tr)
        return room;
    int code_w = (int)listing_width(tr->options.alg) + 1;
    if (code_w > room * 2 / 3)
        code_w = room * 2 / 3;
    return room - code_w - 1;
}

/* The board in rows [top, top + rows) and the line saying where the search
 * is below it; returns the rows of that line (1, or 0 without a board). */
static int draw_board(struct lesson_screen *ls, int top, int rows)
{
    const struct lesson_player *p = &ls->p;
    const struct trace *tr = lesson_player_trace(p);
    if (!tr || !p->paper || !fill_marks(ls, tr->tree))
        return 0;
    int fig_w = figure_width(ls, tr);
    int game_w = game_width(ls, tr), right = COLS - game_w;
    if (fig_w < right)
        draw_code(p, top, fig_w + 1, rows, right - fig_w - 2);
    if (game_w) {
        for (int r = 0; r < rows; r++)
            ui_put(top + r, right, 1, p->ascii ? "|" : "\u2502", A_DIM);
        ui_gameboard_draw(tr->tree, game_node(p), p->ascii, top, right + 2, rows, game_w - 3);
    }
    if (ls->panned)
        ui_clamp(p->paper, fig_w, rows, &ls->x0, &ls->y0);
    else
        ui_follow(p->paper, step_state_current_node(p->state), fig_w, rows, &ls->x0, &ls->y0);
    ui_draw_paper(p->paper, top, 0, rows, fig_w, ls->x0, ls->y0, ls->mark);
    /* a figure wider than its room says so at its top corners ([ and ]
     * scroll it) */
    uint32_t width = p->paper->layout->width;
    if (ls->x0 > 0)
        ui_put(top, 0, 1, p->ascii ? "<" : "\xe2\x80\xb9", A_BOLD);          /* ‹ */
    if (ls->x0 + (uint32_t)fig_w < width)
        ui_put(top, fig_w - 1, 1, p->ascii ? ">" : "\xe2\x80\xba", A_BOLD);  /* › */
    draw_step_line(ls, tr, top + rows);
    return 1;
}

/* text into buf with every run of blanks one space: the program's own
 * sentences (an answer explained, the score) shown as the lesson's text
 * is (lesson.c), one space after each sentence, however the messages
 * space them; returns buf. */
static const char *one_space(char *buf, size_t cap, const char *text)
{
    size_t n = 0;
    for (; *text && n + 1 < cap; text++)
        if (*text != ' ' || (n > 0 && buf[n - 1] != ' '))
            buf[n++] = *text;
    buf[n] = '\0';
    return buf;
}

/* The lesson's title, the section and, at the right end, the view: the
 * title gives way to the others, then the view to the section (shortened
 * to "[2/4: ...]" first), which is cut at a word when it must be
 * (ui_fit.h); one row. */
static void draw_title(const struct lesson_screen *ls)
{
    const struct lesson_player *p = &ls->p;
    const struct lesson *l = p->l;
    const char *section = l->sections[p->section].title;
    struct ui_seg seg[3];
    memset(seg, 0, sizeof seg);
    snprintf(seg[0].full, UI_SEG_MAX, "%s", l->title);
    seg[0].elastic = true;
    seg[0].priority = 3;
    seg[0].keep = 7;
    snprintf(seg[1].full, UI_SEG_MAX, _("[section %zu of %zu: %s]"), p->section + 1,
             l->nsections, section);
    snprintf(seg[1].brief, UI_SEG_MAX, _("[%zu/%zu: %s]"), p->section + 1, l->nsections,
             section);
    seg[1].priority = 6;
    seg[1].keep = 8;
    /* the view the board's values are in, as the stepper and the quiz
     * name it in their headers */
    snprintf(seg[2].full, UI_SEG_MAX, "(%s)", value_view_words(p->board.view));
    seg[2].priority = 5;
    seg[2].keep = 7;
    seg[2].right = true;
    seg[0].attr = seg[1].attr = seg[2].attr = A_BOLD | A_REVERSE;
    /* the texts end before the last column, the bar goes to it */
    ui_draw_fit(0, seg, 3, COLS - 1, 2, p->ascii, A_BOLD | A_REVERSE);
    mvchgat(0, COLS - 1, 1, A_BOLD | A_REVERSE, 0, NULL);
}

/* The text needs at least these rows beside the board. */
#define TEXT_ROWS_MIN 4

/* How far a board spreads, at most, as the stepper spreads its figure:
 * connector rows under each bar, columns between leaves. */
#define SPREAD_ROWS_MAX 4
#define SPREAD_PITCH_MAX 8

/* The leaf spacing that spreads the board's figure over its width (kept
 * while the board, the width, the view and the marks stay the same). */
static uint32_t board_pitch(struct lesson_screen *ls, const struct trace *tr)
{
    const struct lesson_player *p = &ls->p;
    int width = figure_width(ls, tr);
    if (!ls->fit_pitch || ls->pitch_trace != p->board.trace || ls->pitch_width != width ||
        ls->pitch_view != p->board.view || ls->pitch_marks != p->marks) {
        ls->fit_pitch = paper_fit_pitch(p->paper, (uint32_t)width, SPREAD_PITCH_MAX);
        ls->pitch_trace = p->board.trace;
        ls->pitch_width = width;
        ls->pitch_view = p->board.view;
        ls->pitch_marks = p->marks;
    }
    return ls->fit_pitch;
}

/* The rows of the board out of room (the board, the line under it and
 * the text): about half, at least 4, or only the figure's height when it
 * is smaller.  The figure spreads down (more connector rows) and across
 * (leaves further apart) to fill its share, as the stepper's does.  When
 * it is taller than its share even with one connector row, it is drawn
 * compact (no connector rows) so that the leaves stay in sight, and the
 * board takes the rows it needs from the text, as long as the text keeps
 * TEXT_ROWS_MIN. */
static int board_share(struct lesson_screen *ls, int room)
{
    int rows = room * 11 / 20;
    if (rows < 4)
        rows = 4;
    const struct trace *tr = lesson_player_trace(&ls->p);
    if (!tr || !ls->p.paper)
        return rows;
    struct paper_options o = ls->p.paper->opt;
    o.compact = false;
    uint32_t spread = 1;
    for (uint32_t c = SPREAD_ROWS_MAX; c > 1 && spread == 1; c--) {
        o.connector_rows = c;
        if ((int)paper_height(tr->tree, &o) <= rows)
            spread = c;
    }
    o.connector_rows = spread;
    lesson_player_set_spread(&ls->p, spread, board_pitch(ls, tr));
    int tall = (int)paper_height(tr->tree, &o);
    o.compact = true;
    int low = (int)paper_height(tr->tree, &o);
    /* a figure smaller than its share leaves the rest to the text */
    lesson_player_set_compact(&ls->p, tall > rows);
    int fig = tall > rows ? low : tall;
    /* a game's board beside the figure wants its rows too (within the
     * share) */
    if (game_width(ls, tr)) {
        int game = ui_gameboard_rows(tr->tree, 0, ls->p.ascii);
        if (fig < game)
            fig = game < rows ? game : rows;
    }
    if (fig <= rows)
        return fig < 4 ? 4 : fig;
    int most = room - 1 - TEXT_ROWS_MIN;     /* a blank row above the text */
    return fig < most ? fig : most > rows ? most : rows;
}

static void draw(void *ctx)
{
    struct lesson_screen *ls = ctx;
    const struct lesson_player *p = &ls->p;
    erase();
    if (!ui_size_ok())
        return;
    char line[512], score[800];
    int w = COLS - 2;
    draw_title(ls);
    int head = 1;
    /* from the bottom up: the keys, the answer line, the question or what
     * to do next, the feedback */
    static const int keep[] = { ACT_HELP, ACT_QUIT };
    int bottom = LINES - ui_keys_lines(&keymap, LINES - 1, 2, COLS - 1, keep, 2, p->ascii, A_DIM);
    int row;
    const char *ask = NULL;
    if (ls->offer) {
        /* where the reader left the lesson last time, until taken or not */
        const struct progress_place *o = ls->offer;
        size_t first, asked, answered = 0;
        lesson_player_score(p, &first, &asked);
        for (const char *c = o->answers; *c; c++)
            answered += *c != '.';
        size_t k = o->section < p->l->nsections ? o->section : p->l->nsections - 1;
        /* TRANSLATORS: when a lesson left before its end starts again; %3$s
         * is the section's title; the plural form goes with the last number
         * (of how many questions) */
        snprintf(score, sizeof score, P_("You left this lesson in section %1$zu of %2$zu (%3$s), "
                                         "with %4$zu of %5$zu question answered.  Enter: go back "
                                         "there; r: start from the beginning.",
                                         "You left this lesson in section %1$zu of %2$zu (%3$s), "
                                         "with %4$zu of %5$zu questions answered.  Enter: go back "
                                         "there; r: start from the beginning.", asked),
                 k + 1, p->l->nsections, p->l->sections[k].title, answered, asked);
        ask = score;
    } else if (p->wait == LESSON_WAIT_ANSWER) {
        ls->prompt_row = --bottom;
        ask = p->question->text;
    } else if (p->wait == LESSON_WAIT_SECTION_END) {
        ask = _("End of the section: Enter for the next one.");
    } else if (p->wait == LESSON_WAIT_LESSON_END) {
        /* the score stays in sight however long the list above it */
        lesson_player_end_words(p, line, sizeof line);
        if (ls->next) {
            char next[200];
            /* TRANSLATORS: at a lesson's end; %s is the next lesson's
             * name as `abprune lesson` lists it ("04-bounds") */
            snprintf(next, sizeof next, _("Enter: the next lesson, %s."), ls->next);
            snprintf(score, sizeof score, "%s %s %s", line, next,
                     _("Press q to leave, PgUp to go back."));
        } else {
            snprintf(score, sizeof score, "%s %s", line, _("Press q to leave, PgUp to go back."));
        }
        ask = score;
    }
    char shown[sizeof p->feedback > sizeof score ? sizeof p->feedback : sizeof score];
    if (ask) {
        ask = one_space(shown, sizeof shown, ask);
        bottom -= rows_of(ask, w);
        row = bottom;
        ui_wrap(ask, 1, w, &row, bottom, LINES, A_BOLD);
    }
    if (p->feedback[0] && p->wait != LESSON_WAIT_LESSON_END) {
        const char *said = one_space(shown, sizeof shown, p->feedback);
        bottom -= rows_of(said, w);
        row = bottom;
        ui_wrap(said, 1, w, &row, bottom, LINES, ui_mark_attr(UI_MARK_ANSWER));
    }
    int board_rows = board_share(ls, bottom - head - 2);
    int text_top = head + board_rows + draw_board(ls, head, board_rows);
    if (text_top >= bottom - 1)
        text_top = bottom - 1;
    char **texts;
    size_t n = p->wait == LESSON_WAIT_LESSON_END ? lesson_player_summary(p, &texts)
                                                 : lesson_player_paragraphs(p, &texts);
    draw_scrolled(texts, n, text_top + 1, bottom, &ls->scroll, &ls->scroll_max, p->ascii);
    for (size_t i = 0; i < n; i++)
        free(texts[i]);
    free(texts);
    refresh();
}

/* ---- the screen ---- */

static enum ui_reaction act(void *ctx, int action, int key)
{
    struct lesson_screen *ls = ctx;
    struct lesson_player *p = &ls->p;
    (void)key;
    /* the text goes back to its latest lines, except when scrolling; the
     * board follows the search again, except when scrolled by hand */
    if (action != ACT_SCROLL_UP && action != ACT_SCROLL_DOWN)
        ls->scroll = 0;
    if (action != ACT_PAN_LEFT && action != ACT_PAN_RIGHT && action != ACT_HELP)
        ls->panned = false;
    /* the offer to go back where the lesson was left: Enter takes it; any
     * key that moves declines it (r: the lesson from its beginning, where
     * it is); the help and quitting leave it as it is */
    if (ls->offer && action == ACT_CONTINUE) {
        lesson_player_resume(p, ls->offer);
        ls->offer = NULL;
        return p->failed ? UI_QUIT : UI_REDRAW;
    }
    if (action != ACT_HELP && action != ACT_QUIT)
        ls->offer = NULL;
    switch ((enum action)action) {
    case ACT_CONTINUE:
        if (p->wait == LESSON_WAIT_LESSON_END && ls->next) {
            ls->go_next = true;
            return UI_QUIT;
        }
        lesson_player_go_on(p);
        break;
    case ACT_NEXT_LESSON:
        if (p->wait == LESSON_WAIT_LESSON_END && ls->next) {
            ls->go_next = true;
            return UI_QUIT;
        }
        break;
    case ACT_PAN_LEFT:
    case ACT_PAN_RIGHT: {
        /* a third of the screen at a time */
        uint32_t by = (uint32_t)(COLS / 3 > 1 ? COLS / 3 : 1);
        ls->panned = true;
        if (action == ACT_PAN_RIGHT)
            ls->x0 += by;
        else
            ls->x0 = ls->x0 > by ? ls->x0 - by : 0;
        break;
    }
    case ACT_STEP_BACK: lesson_player_step(p, -1); break;
    case ACT_STEP_FORWARD: lesson_player_step(p, +1); break;
    case ACT_SCROLL_UP: ls->scroll = ls->scroll < ls->scroll_max ? ls->scroll + 1 : ls->scroll; break;
    case ACT_SCROLL_DOWN: ls->scroll = ls->scroll > 0 ? ls->scroll - 1 : 0; break;
    case ACT_CODE: ls->code = !ls->code; break;
    case ACT_NEXT_SECTION:
        if (p->section + 1 < p->l->nsections)
            lesson_player_start_section(p, p->section + 1);
        break;
    case ACT_PREV_SECTION:
        lesson_player_start_section(p, p->section > 0 ? p->section - 1 : 0);
        break;
    case ACT_RESTART_SECTION: lesson_player_start_section(p, p->section); break;
    case ACT_SHOW: lesson_player_show(p); break;
    case ACT_VIEW: lesson_player_toggle_view(p); break;
    case ACT_MARKS: lesson_player_toggle_marks(p); break;
    case ACT_STATS:
        if (lesson_player_trace(p))
            ui_stats_screen(lesson_player_trace(p)->tree);
        break;
    case ACT_HELP: return UI_HELP;
    case ACT_QUIT: return UI_QUIT;
    }
    return p->failed ? UI_QUIT : UI_REDRAW;
}

/* While a question waits, keys go to the answer line first. */
static bool input(void *ctx, int *key)
{
    struct lesson_screen *ls = ctx;
    struct lesson_player *p = &ls->p;
    if (p->wait != LESSON_WAIT_ANSWER || ls->offer || !ui_size_ok()) {
        *key = ui_getch();
        return false;
    }
    /* q on an empty answer is the key line's "q: quit" (the question
     * waits there the next time: progress.h) */
    if (ui_read_line(ls->prompt_row, 1, _("Your answer (Esc: show it; q: quit): "), p->answer,
                     sizeof p->answer, key, UI_LINE_QUIT)) {
        lesson_player_answer(p);
        ls->scroll = 0;
        return true;
    }
    return false;
}

int ui_run_lesson(const struct lesson *l, bool ascii, const char *next,
                  const struct progress_place *left, struct lesson_outcome *out)
{
    struct lesson_screen ls = { .x0 = 0, .next = next, .offer = left };
    *out = (struct lesson_outcome){ 0 };
    if (!lesson_player_init(&ls.p, l, ascii)) {
        fprintf(stderr, _("abprune lesson: %s\n"), _("out of memory"));
        return EXIT_DATA;
    }
    struct diag err;
    if (!ui_start("abprune lesson", &err)) {
        diag_print(stderr, &err);
        lesson_player_free(&ls.p);
        return EXIT_USAGE;
    }
    struct ui_screen screen = { .ctx = &ls, .keymap = &keymap, .draw = draw, .act = act,
                                .input = input };
    ui_screen_run(&screen);
    ui_end();
    bool failed = ls.p.failed;
    out->finished = ls.p.wait == LESSON_WAIT_LESSON_END;
    lesson_player_score(&ls.p, &out->right, &out->asked);
    out->next = ls.go_next;
    /* where it was left, to go back there the next time */
    if (ls.offer)
        out->keep = LESSON_PLACE_AS_IT_WAS;
    else if (out->finished || lesson_player_at_start(&ls.p))
        out->keep = LESSON_PLACE_NONE;
    else
        out->keep = LESSON_PLACE_NEW;
    lesson_player_place(&ls.p, &out->place);
    if (failed)
        fprintf(stderr, _("abprune lesson: %s\n"), _("out of memory"));
    lesson_player_free(&ls.p);
    free(ls.mark);
    return failed ? EXIT_DATA : EXIT_OK;
}
