/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_quiz.c: a practice exercise in the terminal.
 *
 * The tree is drawn as in the paper with only its leaf values; the student
 * moves a cursor over the positions, marks with x the branches the search
 * will cut off and types the value it will return at each position it
 * visits, then checks: every mark and value turns green or red, and the
 * mistakes are listed.  s shows the search's own picture.  The exercise
 * itself (cursor, sheet, checking) is the model's (quiz_player.c); this
 * file maps keys to it, reads the values typed and draws. */
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
#include "render/format.h"
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
    ACT_LEFT, ACT_RIGHT, ACT_UP, ACT_DOWN, ACT_CUT, ACT_VALUE, ACT_CLEAR, ACT_CHECK,
    ACT_SOLUTION, ACT_HELP, ACT_QUIT,
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
    { ACT_VALUE, { '=', '\n', KEY_ENTER }, 2, NULL,
      N_("write the value returned here (or type it)"), N_("digits/=: value") },
    { ACT_CLEAR, { KEY_DC, KEY_BACKSPACE, 127 }, 1, NULL, N_("clear the value here"), NULL },
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

/* The student's values and cut marks drawn over the figure. */
static void draw_sheet(const struct quiz_screen *s, int top, int h)
{
    const struct quiz_player *p = &s->p;
    const struct tree *t = p->q->tree;
    const struct layout *l = p->paper->layout;
    for (node_id n = 0; n < t->count; n++) {
        int col = (int)l->x[n] - (int)s->x0;
        int row = (int)layout_value_row(l, tree_depth(t, n)) - (int)s->y0;
        unsigned long attr = ui_mark_attr((enum ui_mark)s->mark[n]);
        if (p->sheet.has_value[n] && row >= 0 && row < h) {
            char v[FMT_VALUE_MAX];
            fmt_number(v, p->sheet.value[n]);
            int start = col - (int)strlen(v) + 1;
            if (start >= 0 && col < COLS)
                ui_put(top + row, start, (int)strlen(v), v, attr);
        }
        /* x on the first connector row above the position */
        int cut_row = n > 0 ? row - (int)layout_connector_rows(l, tree_depth(t, n) - 1) : -1;
        if (p->sheet.cut[n] && n > 0 && cut_row >= 0 && cut_row < h && col >= 0 && col < COLS)
            ui_put(top + cut_row, col, 1, "x", attr | A_BOLD);
    }
}

static void draw(void *ctx)
{
    struct quiz_screen *s = ctx;
    const struct quiz_player *p = &s->p;
    erase();
    if (!ui_size_ok())
        return;
    const struct quiz *q = p->q;
    char line[400], where[96];
    /* the exercise, then what to do: that gives way first (the key line
     * says it too), then the exercise loses its algorithm and view */
    struct ui_seg seg[2];
    memset(seg, 0, sizeof seg);
    snprintf(seg[0].full, UI_SEG_MAX, _("Exercise %u-%u-%llu: %s, %s."), q->degree, q->height,
             (unsigned long long)q->seed, algorithm_info(q->alg)->name, value_view_words(p->view));
    snprintf(seg[0].brief, UI_SEG_MAX, _("Exercise %u-%u-%llu"), q->degree, q->height,
             (unsigned long long)q->seed);
    seg[0].priority = 8;
    seg[0].keep = 9;
    snprintf(seg[1].full, UI_SEG_MAX, "%s", _("Mark with x every branch cut off; write the "
                                              "value at every position visited."));
    snprintf(seg[1].brief, UI_SEG_MAX, "%s", _("Mark the cuts with x, write the values."));
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
    quiz_player_node_marks(p, s->mark, mark_look);
    struct paper *figure = p->solution ? p->answers : p->paper;
    ui_follow(figure, p->cursor, COLS, board_rows, &s->x0, &s->y0);
    ui_draw_paper(figure, 1, 0, board_rows, COLS, s->x0, s->y0, s->mark);
    if (!p->solution)
        draw_sheet(s, 1, board_rows);
    if (p->cursor)
        tree_path(q->tree, p->cursor, where, sizeof where);
    else
        snprintf(where, sizeof where, "%s", _("root"));
    if (p->solution)
        snprintf(line, sizeof line, _("cursor: %s   (the search's own picture: s hides it)"),
                 where);
    else
        snprintf(line, sizeof line, _("cursor: %s"), where);
    ui_put(1 + board_rows, 0, COLS, line, A_REVERSE);
    int row = 2 + board_rows;
    if (p->graded && !p->solution && p->result.verdict[p->cursor] != QV_NOTHING) {
        snprintf(line, sizeof line, "%s: %s", where,
                 quiz_verdict_words((enum quiz_verdict)p->result.verdict[p->cursor]));
        ui_put(row++, 1, COLS - 2, line, A_BOLD);
    }
    /* the keys on two rows when they do not fit on one (80 columns) */
    static const int keep[] = { ACT_HELP, ACT_QUIT };
    int key_rows = ui_keys_lines(&keymap, LINES - 1, 2, COLS - 1, keep, 2, p->paper->opt.ascii,
                             A_DIM);
    s->prompt_row = LINES - 1 - key_rows;
    ui_wrap(p->message, 1, COLS - 2, &row, row, LINES - key_rows, A_NORMAL);
    refresh();
}

/* Reads a value for the cursor's position, starting with `first`.  Enter
 * writes it; an arrow key writes it and moves on, as the student expects
 * when filling in one position after another (a value is a short number,
 * so the arrows do not edit inside it); Esc or any other key cancels. */
static void read_value(struct quiz_screen *s, int first)
{
    char buf[16] = "", prompt[160], where[96];
    if (first == '-' || (first >= '0' && first <= '9'))
        buf[0] = (char)first;
    node_id cursor = s->p.cursor;
    tree_path(s->p.q->tree, cursor, where, sizeof where);
    snprintf(prompt, sizeof prompt, _("Value at %s (Enter or an arrow: write it; Esc: cancel): "),
             cursor ? where : _("root"));
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
    /* a value that is not a number stays where it was typed, with the
     * message saying so; nothing typed just moves */
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

/* Typing a digit or a minus sign starts writing a value. */
static enum ui_reaction other_key(void *ctx, int key)
{
    if (key == '-' || (key >= '0' && key <= '9'))
        return act(ctx, ACT_VALUE, key);
    return UI_KEEP;
}

int ui_run_quiz(const struct quiz *q, enum value_view view, bool ascii)
{
    struct quiz_screen s = { .mark = calloc(q->tree->count, 1) };
    if (!s.mark || !quiz_player_init(&s.p, q, view, ascii)) {
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
