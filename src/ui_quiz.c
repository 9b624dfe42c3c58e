/* ui_quiz.c: a practice exercise in the terminal.
 *
 * The tree is drawn as in the paper with only its leaf values; the student
 * moves a cursor over the positions, marks with x the branches the search
 * will cut off and types the value it will return at each position it
 * visits, then checks: every mark and value turns green or red, and the
 * mistakes are listed.  s shows the search's own picture. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "format.h"
#include "i18n.h"
#include "quiz.h"
#include "ui_board.h"
#include "ui_quiz.h"
#include "ui_screen.h"
#include "util.h"

struct quiz_screen {
    const struct quiz *q;
    enum value_view view;
    struct paper *paper;        /* the exercise: leaf values only */
    struct paper *answers;      /* the search's own picture */
    struct step_state *start;
    struct quiz_sheet sheet;
    struct quiz_result result;
    bool graded, solution;
    node_id cursor;
    uint8_t *mark;
    uint32_t x0, y0;
    char message[300];
};

enum action {
    ACT_LEFT, ACT_RIGHT, ACT_UP, ACT_DOWN, ACT_CUT, ACT_VALUE, ACT_CLEAR, ACT_CHECK,
    ACT_SOLUTION, ACT_HELP, ACT_QUIT,
};

/* One table drives the keys, the help and --list-keys. */
static const struct ui_key keys[] = {
    { ACT_LEFT, { KEY_LEFT, 'h', 0 }, N_("Left h"), N_("previous position on this level"),
      N_("arrows: move") },
    { ACT_RIGHT, { KEY_RIGHT, 'l', 0 }, N_("Right l"), N_("next position on this level"), NULL },
    { ACT_UP, { KEY_UP, 'k', 0 }, N_("Up k"), N_("the parent"), NULL },
    { ACT_DOWN, { KEY_DOWN, 'j', 0 }, N_("Down j"), N_("the first child"), NULL },
    { ACT_CUT, { 'x', 0, 0 }, "x", N_("mark / unmark: the branch to here is cut off"),
      N_("x: cut") },
    { ACT_VALUE, { '=', '\n', KEY_ENTER }, N_("= Enter"),
      N_("write the value returned here (or type it)"), N_("digits/=: value") },
    { ACT_CLEAR, { KEY_DC, KEY_BACKSPACE, 127 }, N_("Del"), N_("clear the value here"), NULL },
    { ACT_CHECK, { 'c', 0, 0 }, "c", N_("check the whole sheet"), N_("c: check") },
    { ACT_SOLUTION, { 's', 0, 0 }, "s", N_("show / hide the search's own picture"),
      N_("s: solution") },
    { ACT_HELP, { '?', 0, 0 }, "?", N_("this help"), N_("?: help") },
    { ACT_QUIT, { 'q', 0, 0 }, "q", N_("quit"), N_("q: quit") },
};

static const struct ui_keymap keymap = { keys, sizeof keys / sizeof keys[0],
                                         N_("any key: back to the exercise") };

const struct ui_keymap *ui_quiz_keymap(void)
{
    return &keymap;
}

/* The neighbour of the cursor on its level (dir -1 or +1). */
static node_id beside(const struct quiz_screen *s, int dir)
{
    const struct layout *l = s->paper->layout;
    uint32_t d = s->q->tree->depth[s->cursor];
    for (size_t i = l->depth_start[d]; i < l->depth_start[d + 1]; i++)
        if (l->by_depth[i] == s->cursor) {
            if (dir < 0 && i > l->depth_start[d])
                return l->by_depth[i - 1];
            if (dir > 0 && i + 1 < l->depth_start[d + 1])
                return l->by_depth[i + 1];
        }
    return s->cursor;
}

static void refresh_marks(struct quiz_screen *s)
{
    const struct tree *t = s->q->tree;
    for (node_id n = 0; n < t->count; n++) {
        uint8_t m = UI_MARK_NONE;
        if (s->graded && !s->solution) {
            uint8_t v = s->result.verdict[n];
            if (v == QV_CUT_RIGHT || v == QV_VALUE_RIGHT)
                m = UI_MARK_RIGHT;
            else if (v != QV_NOTHING && v != QV_CUT_INSIDE)
                m = UI_MARK_WRONG;
        } else if (!s->solution && (s->sheet.cut[n] || s->sheet.has_value[n])) {
            m = UI_MARK_ANSWER;
        }
        s->mark[n] = m;
    }
    s->mark[s->cursor] = UI_MARK_CURSOR;
}

/* The student's values and cut marks drawn over the figure. */
static void draw_sheet(const struct quiz_screen *s, int top, int h)
{
    const struct tree *t = s->q->tree;
    const struct layout *l = s->paper->layout;
    for (node_id n = 0; n < t->count; n++) {
        int col = (int)l->x[n] - (int)s->x0;
        int row = (int)layout_value_row(l, t->depth[n]) - (int)s->y0;
        unsigned long attr = ui_mark_attr((enum ui_mark)s->mark[n]);
        if (s->sheet.has_value[n] && row >= 0 && row < h) {
            char v[FMT_VALUE_MAX];
            fmt_number(v, s->sheet.value[n]);
            int start = col - (int)strlen(v) + 1;
            if (start >= 0 && col < COLS)
                ui_put(top + row, start, (int)strlen(v), v, attr);
        }
        /* x on the first connector row above the position */
        int cut_row = row - (int)l->connector_rows;
        if (s->sheet.cut[n] && n > 0 && cut_row >= 0 && cut_row < h && col >= 0 && col < COLS)
            ui_put(top + cut_row, col, 1, "x", attr | A_BOLD);
    }
}

static void draw(void *ctx)
{
    struct quiz_screen *s = ctx;
    erase();
    if (!ui_size_ok())
        return;
    const struct quiz *q = s->q;
    char line[400], where[96];
    snprintf(line, sizeof line, "Exercise %u-%u-%llu: %s, %s view.  Mark with x every branch "
             "cut off; write the value at every position visited.", q->degree, q->height,
             (unsigned long long)q->seed, algorithm_info(q->alg)->name, view_name(s->view));
    ui_put(0, 0, COLS, line, A_BOLD | A_REVERSE);
    int board_rows = LINES - 8;
    refresh_marks(s);
    struct paper *p = s->solution ? s->answers : s->paper;
    ui_follow(p, s->cursor, COLS, board_rows, &s->x0, &s->y0);
    ui_draw_paper(p, 1, 0, board_rows, COLS, s->x0, s->y0, s->mark);
    if (!s->solution)
        draw_sheet(s, 1, board_rows);
    tree_path(q->tree, s->cursor, where, sizeof where);
    snprintf(line, sizeof line, "cursor: %s%s", s->cursor ? where : "root",
             s->solution ? "   (the search's own picture: s hides it)" : "");
    ui_put(1 + board_rows, 0, COLS, line, A_REVERSE);
    int row = 2 + board_rows;
    if (s->graded && !s->solution && s->result.verdict[s->cursor] != QV_NOTHING) {
        snprintf(line, sizeof line, "%s: %s", s->cursor ? where : "root",
                 quiz_verdict_words((enum quiz_verdict)s->result.verdict[s->cursor]));
        ui_put(row++, 1, COLS - 2, line, A_BOLD);
    }
    ui_wrap(s->message, 1, COLS - 2, &row, row, LINES - 1, A_NORMAL);
    char brief[300];
    ui_keys_brief(&keymap, brief, sizeof brief);
    ui_put(LINES - 1, 0, COLS, brief, A_DIM);
    refresh();
}

static void grade(struct quiz_screen *s)
{
    quiz_result_free(&s->result);
    if (!quiz_grade(s->q, &s->sheet, s->view, &s->result))
        return;
    s->graded = true;
    const size_t *c = s->result.count;
    snprintf(s->message, sizeof s->message,
             "%s  Cuts: %zu right, %zu marked wrongly, %zu missed.  Values: %zu right, "
             "%zu wrong, %zu missing.  Move the cursor over a red position to see why.",
             s->result.perfect ? "All right!" : "Not yet.", c[QV_CUT_RIGHT], c[QV_CUT_WRONG],
             c[QV_CUT_MISSED], c[QV_VALUE_RIGHT], c[QV_VALUE_WRONG], c[QV_VALUE_MISSING]);
}

/* Reads a value for the cursor's position, starting with `first`. */
static void read_value(struct quiz_screen *s, int first)
{
    char buf[16] = "", prompt[160], where[96];
    if (first == '-' || (first >= '0' && first <= '9'))
        buf[0] = (char)first;
    tree_path(s->q->tree, s->cursor, where, sizeof where);
    snprintf(prompt, sizeof prompt, "Value at %s (Esc: cancel): ", s->cursor ? where : "root");
    int key;
    if (!ui_read_line(LINES - 2, 1, prompt, buf, sizeof buf, &key))
        return;
    long v;
    if (!parse_bounded_int(buf, AB_VALUE_LIMIT, 0, &v)) {
        snprintf(s->message, sizeof s->message, "'%s' is not a number.", buf);
        return;
    }
    s->sheet.has_value[s->cursor] = 1;
    s->sheet.value[s->cursor] = (int32_t)v;
    s->graded = false;
    s->message[0] = '\0';
}

static enum ui_reaction act(void *ctx, int action, int key)
{
    struct quiz_screen *s = ctx;
    const struct tree *t = s->q->tree;
    switch ((enum action)action) {
    case ACT_LEFT: s->cursor = beside(s, -1); break;
    case ACT_RIGHT: s->cursor = beside(s, +1); break;
    case ACT_UP:
        if (s->cursor)
            s->cursor = t->parent[s->cursor];
        break;
    case ACT_DOWN:
        if (!tree_is_leaf(t, s->cursor))
            s->cursor = tree_first_child(t, s->cursor);
        break;
    case ACT_CUT:
        if (s->cursor) {
            s->sheet.cut[s->cursor] ^= 1;
            s->graded = false;
        }
        break;
    case ACT_VALUE:
        if (tree_is_leaf(t, s->cursor))
            snprintf(s->message, sizeof s->message, "Leaves have their values already.");
        else
            read_value(s, key);
        break;
    case ACT_CLEAR:
        s->sheet.has_value[s->cursor] = 0;
        s->graded = false;
        break;
    case ACT_CHECK: grade(s); break;
    case ACT_SOLUTION: s->solution = !s->solution; break;
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
    struct quiz_screen s = { .q = q, .view = view };
    struct paper_options o = { .view = view, .ascii = ascii, .connector_rows = 2,
                               .unvisited_leaves = true, .marks = MARK_CUTS };
    s.paper = paper_new(q->trace, &o);
    o.unvisited_leaves = false;
    o.marks = MARK_CUTS | MARK_BOUNDS;
    s.answers = paper_new(q->trace, &o);
    s.start = state_new(q->trace);
    s.mark = calloc(q->tree->count, 1);
    int status = EXIT_OK;
    if (!s.paper || !s.answers || !s.start || !s.mark || !quiz_sheet_init(&s.sheet, q)) {
        fprintf(stderr, "abprune quiz: out of memory\n");
        status = EXIT_DATA;
    } else if (!ui_start("quiz")) {
        status = EXIT_USAGE;
    } else {
        paper_update(s.paper, s.start);
        paper_update(s.answers, q->end);
        struct ui_screen screen = { .ctx = &s, .keymap = &keymap, .draw = draw, .act = act,
                                    .key = other_key };
        ui_screen_run(&screen);
        ui_end();
    }
    quiz_result_free(&s.result);
    quiz_sheet_free(&s.sheet);
    free(s.mark);
    state_free(s.start);
    paper_free(s.paper);
    paper_free(s.answers);
    return status;
}
