/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_quiz.c: a practice exercise in the terminal.
 *
 * The tree is drawn as in the paper with only its leaf values; the student
 * moves a cursor over the positions, marks with x the branches the search
 * will cut off (t gives a mark its kind of cutoff) and types the value or
 * bound it will return at each position it visits, or, after w, the window
 * each call receives; then checks: every position turns green or red, and
 * the line under the board says, at the cursor, what is wrong and why in
 * the sentences of `quiz --check`.  s shows the search's own picture.  The
 * exercise itself (cursor, sheet, checking) is the model's
 * (quiz_player.c); this file maps keys to it, reads what is typed and
 * draws. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/ui_quiz.h"
#include "base/exitcode.h"
#include "base/i18n.h"
#include "course/quiz.h"
#include "course/quiz_player.h"
#include "render/figure/layout.h"
#include "render/words/format.h"
#include "tree/node_name.h"
#include "ui/ui_session.h"
#include "ui/ui_figure.h"
#include "ui/ui_prompt.h"
#include "ui/ui_fit.h"
#include "ui/ui_screen.h"

/* The exercise and what only the screen has. */
struct quiz_screen {
    struct quiz_player p;
    uint8_t *mark;              /* enum ui_mark per node, scratch for drawing */
    uint32_t x0, y0;            /* the figure's scroll position */
    int prompt_row;             /* where a value is typed, as last drawn */
};

enum action {
    ACT_LEFT, ACT_RIGHT, ACT_UP, ACT_DOWN, ACT_CUT, ACT_KIND, ACT_VALUE, ACT_SWITCH, ACT_CLEAR,
    ACT_CHECK, ACT_SOLUTION, ACT_HELP, ACT_QUIT,
};

/* One table drives the keys, the help and --list-keys. */
static const struct ui_key keys[] = {
    { ACT_LEFT, { KEY_LEFT, 'h', 0 }, 2, NULL, N_("previous position on this level"),
      N_("arrows: move") },
    { ACT_RIGHT, { KEY_RIGHT, 'l', 0 }, 2, NULL, N_("next position on this level"), NULL },
    { ACT_UP, { KEY_UP, 'k', 0 }, 2, NULL, N_("the parent"), NULL },
    { ACT_DOWN, { KEY_DOWN, 'j', 0 }, 2, NULL, N_("the first child"), NULL },
    { ACT_CUT, { 'x', 0, 0 }, 1, NULL, N_("mark / unmark: the branch to here is cut off"),
      N_("x: cut") },
    { ACT_KIND, { 't', 0, 0 }, 1, NULL,
      N_("the kind of the cutoff here: shallow, deep, ..., none, in turn"), N_("t: kind") },
    { ACT_VALUE, { '=', '\n', KEY_ENTER }, 2, NULL,
      N_("write the value or bound returned here, or the window (or type it)"),
      N_("digits/=: value") },
    { ACT_SWITCH, { 'w', 0, 0 }, 1, NULL,
      N_("switch what is written: values and bounds, or windows"), N_("w: windows") },
    { ACT_CLEAR, { KEY_DC, KEY_BACKSPACE, 127 }, 1, NULL,
      N_("clear the value (or the window) here"), NULL },
    { ACT_CHECK, { 'c', 0, 0 }, 1, NULL, N_("check the whole sheet"), N_("c: check") },
    { ACT_SOLUTION, { 's', 0, 0 }, 1, NULL, N_("show / hide the search's own picture"),
      N_("s: solution") },
    { ACT_HELP, { '?', 0, 0 }, 1, NULL, N_("this help"), N_("?: help") },
    { ACT_QUIT, { 'q', 0, 0 }, 1, NULL, N_("quit"), N_("q: quit") },
};

static const struct ui_keymap keymap = { keys, sizeof keys / sizeof keys[0],
                                         N_("any key: back to the exercise") };

const struct ui_keymap *ui_quiz_keymap(void)
{
    return &keymap;
}

/* How each mark of the model looks: colours by meaning. */
static const uint8_t mark_look[QUIZ_MARK_COUNT] = {
    [QUIZ_MARK_NONE] = UI_MARK_NONE,
    [QUIZ_MARK_ANSWER] = UI_MARK_ANSWER,
    [QUIZ_MARK_RIGHT] = UI_MARK_RIGHT,
    [QUIZ_MARK_WRONG] = UI_MARK_WRONG,
    [QUIZ_MARK_CURSOR] = UI_MARK_CURSOR,
};

/* What the student wrote at n for the part being asked, as it is shown:
 * "4", ">=9" (≥ in UTF-8), or the window "3,+inf"; "" when nothing. */
static const char *written(char *buf, size_t cap, const struct quiz_player *p, node_id n)
{
    const struct quiz_sheet *sh = &p->sheet;
    char a[FMT_VALUE_MAX], b[FMT_VALUE_MAX];
    buf[0] = '\0';
    if (p->asking == QP_WINDOW && (sh->said[n] & (1u << QP_WINDOW)))
        snprintf(buf, cap, "%s,%s", fmt_number(a, sh->lo[n]), fmt_number(b, sh->hi[n]));
    else if (p->asking == QP_VALUE && (sh->said[n] & (1u << QP_VALUE))) {
        enum bound_kind k = (enum bound_kind)sh->bound[n];
        bool ascii = p->paper->opt.ascii;
        snprintf(buf, cap, "%s%s", k == BOUND_EXACT ? "" : k == BOUND_LOWER
                 ? (ascii ? ">=" : "\xe2\x89\xa5") : (ascii ? "<=" : "\xe2\x89\xa4"),
                 fmt_number(a, sh->value[n]));
    }
    return buf;
}

/* The student's values (or windows) and cut marks drawn over the figure:
 * a text ends on its position's column, as values do, where it does not
 * run into its neighbour's; a window that does not fit shows as "()"
 * (the line under the board gives it whole). */
static void draw_sheet(const struct quiz_screen *s, int top, int h)
{
    const struct quiz_player *p = &s->p;
    const struct tree *t = p->q->tree;
    const struct layout *l = p->paper->layout;
    for (uint32_t d = 0; d <= t->height; d++) {
        int row = (int)layout_value_row(l, d) - (int)s->y0;
        int left_edge = 0;      /* the first column free on this row */
        for (size_t i = l->depth_start[d]; i < l->depth_start[d + 1]; i++) {
            node_id n = l->by_depth[i];
            int col = (int)l->x[n] - (int)s->x0;
            unsigned long attr = ui_mark_attr((enum ui_mark)s->mark[n]);
            char v[48];
            written(v, sizeof v, p, n);
            int w = (int)ui_text_width(v);
            if (w > 0 && col - w + 1 < left_edge)
                snprintf(v, sizeof v, "()"), w = 2;
            if (w > 0 && row >= 0 && row < h && col - w + 1 >= 0 && col < COLS) {
                ui_put(top + row, col - w + 1, w, v, attr);
                left_edge = col + 2;
            }
            /* the cut mark on the first connector row above the position:
             * x, or its kind's letter */
            if (n == 0 || !(p->sheet.said[n] & (1u << QP_CUT)))
                continue;
            int cut_row = row - (int)layout_connector_rows(l, d - 1);
            char mark[2] = { p->sheet.kind[n] >= 0
                                 ? cut_kind_letter((enum cut_kind)p->sheet.kind[n]) : 'x', 0 };
            if (cut_row >= 0 && cut_row < h && col >= 0 && col < COLS)
                ui_put(top + cut_row, col, 1, mark, attr | A_BOLD);
        }
    }
}

/* What the student has said at the cursor, for the line under the board:
 * "window (3, +inf)   bound >=9   cut deep", the parts named in the
 * reader's language. */
static void said_here(char *buf, size_t cap, const struct quiz_player *p)
{
    const struct quiz_sheet *sh = &p->sheet;
    node_id n = p->cursor;
    char a[FMT_VALUE_MAX], b[FMT_VALUE_MAX];
    size_t len = 0;
    buf[0] = '\0';
    if (sh->said[n] & (1u << QP_WINDOW))
        len += (size_t)snprintf(buf + len, cap - len, "   %s (%s, %s)",
                                quiz_part_name(QP_WINDOW), fmt_number(a, sh->lo[n]),
                                fmt_number(b, sh->hi[n]));
    if ((sh->said[n] & (1u << QP_VALUE)) && len < cap) {
        enum bound_kind k = (enum bound_kind)sh->bound[n];
        len += (size_t)snprintf(buf + len, cap - len, "   %s %s%s",
                                k == BOUND_EXACT ? quiz_part_name(QP_VALUE) : quiz_bound_name(),
                                k == BOUND_EXACT ? "" : k == BOUND_LOWER ? ">=" : "<=",
                                fmt_number(a, sh->value[n]));
    }
    if ((sh->said[n] & (1u << QP_CUT)) && len < cap)
        snprintf(buf + len, cap - len, "   %s%s%s", quiz_part_name(QP_CUT),
                 sh->kind[n] >= 0 ? " " : "",
                 sh->kind[n] >= 0 ? cut_kind_word((enum cut_kind)sh->kind[n]) : "");
}

static void draw(void *ctx)
{
    struct quiz_screen *s = ctx;
    const struct quiz_player *p = &s->p;
    erase();
    if (!ui_size_ok())
        return;
    const struct quiz *q = p->q;
    char line[1400], where[NODE_NAME_MAX], name[64], said[200];
    /* the exercise, then what to do: that gives way first (the key line
     * says it too), then the exercise loses its algorithm and view */
    struct ui_seg seg[2];
    memset(seg, 0, sizeof seg);
    quiz_name(name, sizeof name, q);
    snprintf(seg[0].full, UI_SEG_MAX, _("Exercise %s: %s, %s."), name,
             algorithm_info(q->alg)->name, value_view_words(p->view));
    snprintf(seg[0].brief, UI_SEG_MAX, _("Exercise %s"), name);
    seg[0].priority = 8;
    seg[0].keep = 9;
    if (p->asking == QP_WINDOW) {
        snprintf(seg[1].full, UI_SEG_MAX, "%s", _("Write the window every call receives; mark "
                                                  "with x every branch cut off."));
        snprintf(seg[1].brief, UI_SEG_MAX, "%s", _("Write the windows, mark the cuts."));
    } else {
        snprintf(seg[1].full, UI_SEG_MAX, "%s", _("Mark with x every branch cut off; write the "
                                                  "value at every position visited."));
        snprintf(seg[1].brief, UI_SEG_MAX, "%s", _("Mark the cuts with x, write the values."));
    }
    seg[1].priority = 5;
    seg[0].attr = seg[1].attr = A_BOLD | A_REVERSE;
    /* the texts end before the last column, the bar goes to it */
    ui_draw_fit(0, seg, 2, COLS - 1, 2, p->paper->opt.ascii, A_BOLD | A_REVERSE);
    mvchgat(0, COLS - 1, 1, A_BOLD | A_REVERSE, 0, NULL);
    int board_rows = LINES - 8;
    /* the figure spread to the screen as the stepper's is: connector
     * rows down (two at least, for the x marks), leaves across */
    struct paper_options o = p->paper->opt;
    uint32_t rows = 2;
    for (uint32_t c = 4; c > 2 && rows == 2; c--) {
        o.connector_rows = c;
        if ((int)paper_height(q->tree, &o) <= board_rows)
            rows = c;
    }
    quiz_player_spread(&s->p, rows, paper_fit_pitch(p->paper, (uint32_t)COLS, 8));
    struct paper *figure = p->solution ? p->answers : p->paper;
    /* the board as high as the figure, at most all but 7 rows: what is
     * said under it gets the rest */
    if ((int)figure->layout->rows < board_rows)
        board_rows = (int)figure->layout->rows;
    quiz_player_node_marks(p, s->mark, mark_look);
    ui_follow(figure, p->cursor, COLS, board_rows, &s->x0, &s->y0);
    ui_draw_paper(figure, 1, 0, board_rows, COLS, s->x0, s->y0, s->mark);
    if (!p->solution)
        draw_sheet(s, 1, board_rows);
    /* the position named as the verdicts below name it ("a1" in a game's
     * tree, "1 (B)" with a label) */
    node_name(where, sizeof where, q->tree, p->cursor);
    said_here(said, sizeof said, p);
    if (p->solution)
        snprintf(line, sizeof line, _("cursor: %s   (the search's own picture: s hides it)"),
                 where);
    else if (p->asking == QP_WINDOW)
        snprintf(line, sizeof line, _("cursor: %s   writing windows%s"), where, said);
    else {
        /* the position, and what is written there */
        char here[NODE_NAME_MAX + 200];
        snprintf(here, sizeof here, "%s%s", where, said);
        snprintf(line, sizeof line, _("cursor: %s"), here);
    }
    ui_put(1 + board_rows, 0, COLS, line, A_REVERSE);
    int row = 2 + board_rows;
    /* the keys on two rows when they do not fit on one (80 columns) */
    static const int keep[] = { ACT_HELP, ACT_QUIT };
    int key_rows = ui_keys_lines(&keymap, LINES - 1, 2, COLS - 1, keep, 2, p->paper->opt.ascii,
                             A_DIM);
    s->prompt_row = LINES - 1 - key_rows;
    /* the score, then what the check says at the cursor and why, in the
     * colour of its verdict */
    int bottom = LINES - key_rows;
    ui_wrap(p->message, 1, COLS - 2, &row, row, bottom, A_NORMAL);
    if (row > bottom)
        row = bottom;
    bool right;
    for (size_t k = 0; quiz_player_verdict(p, k, line, sizeof line, &right); k++)
        ui_wrap(line, 1, COLS - 2, &row, row < bottom ? row : bottom, bottom,
                A_BOLD | ui_mark_attr(right ? UI_MARK_RIGHT : UI_MARK_WRONG));
    refresh();
}

/* Reads a value, a bound or a window for the cursor's position, starting
 * with `first`.  Enter writes it; an arrow key writes it and moves on, as
 * the student expects when filling in one position after another (what is
 * typed is short, so the arrows do not edit inside it); Esc or any other
 * key cancels. */
static void read_value(struct quiz_screen *s, int first)
{
    char buf[40] = "", prompt[200 + NODE_NAME_MAX], where[NODE_NAME_MAX];
    if (first != '=' && first != '\n' && first != KEY_ENTER && first > 0 && first < 128)
        buf[0] = (char)first;
    node_id cursor = s->p.cursor;
    node_name(where, sizeof where, s->p.q->tree, cursor);
    if (s->p.asking == QP_WINDOW)
        snprintf(prompt, sizeof prompt, _("Window at %s, such as 3 +inf (Enter or an arrow: "
                 "write it; Esc: cancel): "), where);
    else
        snprintf(prompt, sizeof prompt, _("Value at %s (Enter or an arrow: write it; Esc: "
                 "cancel): "), where);
    int key;
    if (ui_read_line(s->prompt_row, 1, prompt, buf, sizeof buf, &key, 0)) {
        quiz_player_write(&s->p, buf);
        return;
    }
    int dx = 0, dy = 0;
    switch (key) {
    case KEY_LEFT: dx = -1; break;
    case KEY_RIGHT: dx = +1; break;
    case KEY_UP: dy = -1; break;
    case KEY_DOWN: dy = +1; break;
    default: return;            /* cancelled */
    }
    /* what does not read stays where it was typed, with the message
     * saying so; nothing typed just moves */
    if (buf[0] && !quiz_player_write(&s->p, buf))
        return;
    quiz_player_move(&s->p, dx, dy);
}

static enum ui_reaction act(void *ctx, int action, int key)
{
    struct quiz_screen *s = ctx;
    struct quiz_player *p = &s->p;
    switch ((enum action)action) {
    case ACT_LEFT: quiz_player_move(p, -1, 0); break;
    case ACT_RIGHT: quiz_player_move(p, +1, 0); break;
    case ACT_UP: quiz_player_move(p, 0, -1); break;
    case ACT_DOWN: quiz_player_move(p, 0, +1); break;
    case ACT_CUT: quiz_player_toggle_cut(p); break;
    case ACT_KIND: quiz_player_cycle_kind(p); break;
    case ACT_SWITCH: quiz_player_switch(p); break;
    case ACT_VALUE:
        if (quiz_player_can_write(p))
            read_value(s, key);
        break;
    case ACT_CLEAR: quiz_player_clear(p); break;
    case ACT_CHECK: quiz_player_check(p); break;
    case ACT_SOLUTION: quiz_player_toggle_solution(p); break;
    case ACT_HELP: return UI_HELP;
    case ACT_QUIT: return UI_QUIT;
    }
    return UI_REDRAW;
}

/* Typing a digit, a sign, a bracket or a bound's > and < starts writing
 * a value (a bound, a window). */
static enum ui_reaction other_key(void *ctx, int key)
{
    if ((key > 0 && key < 128 && strchr("-+<>([", key)) || (key >= '0' && key <= '9'))
        return act(ctx, ACT_VALUE, key);
    return UI_KEEP;
}

int ui_run_quiz(const struct quiz *q, enum value_view view, bool ascii, unsigned ask)
{
    struct quiz_screen s = { .mark = calloc(q->tree->count, 1) };
    if (!s.mark || !quiz_player_init(&s.p, q, view, ascii, ask)) {
        free(s.mark);
        fprintf(stderr, _("abprune quiz: %s\n"), _("out of memory"));
        return EXIT_DATA;
    }
    int status = EXIT_OK;
    struct diag err;
    if (ui_start("abprune quiz", &err)) {
        struct ui_screen screen = { .ctx = &s, .keymap = &keymap, .draw = draw, .act = act,
                                    .key = other_key };
        ui_screen_run(&screen);
        ui_end();
    } else {
        diag_print(stderr, &err);
        status = EXIT_USAGE;
    }
    quiz_player_free(&s.p);
    free(s.mark);
    return status;
}
