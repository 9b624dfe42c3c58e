/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_view.c: the stepper's keys and screen.  The state and every action
 * are the model's (stepper.c); this file maps keys to them, asks for the
 * text some of them need, and runs the screen. */
#include "config.h"

#include <curses.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/ui_view.h"
#include "ui/ui_viewer.h"
#include "base/exitcode.h"
#include "base/i18n.h"
#include "base/utf8.h"
#include "course/stepper_find.h"
#include "render/export/formats.h"
#include "search/cutkind.h"
#include "ui/ui_session.h"
#include "ui/ui_script.h"
#include "ui/ui_prompt.h"
#include "ui/ui_stats.h"

/* ---- keys: one table for the key map, the help and --list-keys ---- */

enum action {
    A_FORWARD, A_BACK, A_NEXT_LEAF, A_PREV_LEAF, A_NEXT_CUT, A_PREV_CUT, A_NEXT_DEEP, A_PREV_DEEP,
    A_NEXT_KIND, A_PREV_KIND, A_END, A_START, A_JUMP, A_FIND, A_FIND_NEXT, A_FIND_PREV, A_BREAK,
    A_PLAY, A_FASTER, A_SLOWER, A_ALGORITHM, A_VIEW, A_MARKS, A_LABELS, A_OUTLINE, A_FOLD,
    A_COMPARE, A_CRITICAL, A_STACK, A_CODE, A_BOARD, A_WIDER, A_NARROWER, A_SCROLL_LEFT, A_SCROLL_RIGHT,
    A_SCROLL_UP, A_SCROLL_DOWN, A_FOLLOW, A_CLICK, A_WHEEL, A_UNSELECT, A_OPEN, A_EXPORT, A_STATS,
    A_HELP, A_QUIT,
};

static const struct ui_key keys[] = {
    { A_FORWARD, { KEY_RIGHT, 'l', ' ' }, 3, NULL, N_("one step forward"), NULL },
    { A_BACK, { KEY_LEFT, 'h', KEY_BACKSPACE }, 2, NULL, N_("one step back"), NULL },
    { A_NEXT_LEAF, { KEY_DOWN, 'j', 0 }, 2, NULL, N_("to the next leaf"), NULL },
    { A_PREV_LEAF, { KEY_UP, 'k', 0 }, 2, NULL, N_("to the previous leaf"), NULL },
    { A_NEXT_CUT, { 'c', 0, 0 }, 1, NULL, N_("to the next cutoff"), NULL },
    { A_PREV_CUT, { 'C', 0, 0 }, 1, NULL, N_("to the previous cutoff"), NULL },
    { A_NEXT_DEEP, { 'd', 0, 0 }, 1, NULL, N_("to the next deep cutoff"), NULL },
    { A_PREV_DEEP, { 'D', 0, 0 }, 1, NULL, N_("to the previous deep cutoff"), NULL },
    { A_NEXT_KIND, { '.', 0, 0 }, 1, N_("KIND"),
      N_("to the next cutoff of a kind: its letter follows (s, d, w, ... as in the legend)"),
      NULL },
    { A_PREV_KIND, { ',', 0, 0 }, 1, N_("KIND"), N_("to the previous cutoff of a kind"), NULL },
    { A_END, { KEY_END, 'G', '>' }, 2, NULL, N_("to the end of the search"), NULL },
    { A_START, { KEY_HOME, 'g', '<' }, 2, NULL, N_("back to the start"), NULL },
    { A_JUMP, { ':', 0, 0 }, 1, NULL, N_("jump to step N, or to a position (path or label)"), NULL },
    { A_FIND, { '/', 0, 0 }, 1, NULL,
      N_("find a position by path (3.1.3) or label: where the search reaches or prunes it"),
      NULL },
    { A_FIND_NEXT, { 'n', 0, 0 }, 1, NULL, N_("the next place found"), NULL },
    { A_FIND_PREV, { 'N', 0, 0 }, 1, NULL, N_("the previous place found"), NULL },
    { A_BREAK, { 'b', 0, 0 }, 1, NULL, N_("breakpoint on the clicked (or current) position"), NULL },
    { A_PLAY, { 'p', 0, 0 }, 1, NULL, N_("play / pause (stops at breakpoints)"), NULL },
    { A_FASTER, { '+', '=', 0 }, 1, NULL, N_("play faster"), NULL },
    { A_SLOWER, { '-', '_', 0 }, 1, NULL, N_("play slower"), NULL },
    { A_ALGORITHM, { 'a', 0, 0 }, 1, NULL,
      N_("next algorithm: F, F1, F2 and its forms, PVS, MTD(f)"), NULL },
    { A_VIEW, { 'v', 0, 0 }, 1, NULL, N_("negamax / minimax view"), NULL },
    { A_MARKS, { 'm', 0, 0 }, 1, NULL, N_("marks: cut kinds s/d/w, + bounds and types, none"), NULL },
    { A_LABELS, { 'L', 0, 0 }, 1, NULL, N_("the file's labels (A, B, ...) on the figure, or not"),
      NULL },
    { A_OUTLINE, { 'o', 0, 0 }, 1, NULL, N_("figure / outline"), NULL },
    { A_FOLD, { 'z', '\n', 0 }, 2, NULL, N_("fold / unfold the clicked position (outline)"),
      NULL },
    { A_COMPARE, { 'x', 0, 0 }, 1, NULL, N_("compare F1 and F2 one above the other"), NULL },
    { A_CRITICAL, { 'T', 0, 0 }, 1, NULL, N_("highlight the critical positions (minimal tree)"),
      NULL },
    { A_STACK, { 'S', 0, 0 }, 1, NULL, N_("show / hide the call stack"), NULL },
    { A_CODE, { 'P', 0, 0 }, 1, NULL, N_("show / hide the pseudocode"), NULL },
    { A_BOARD, { 'B', 0, 0 }, 1, NULL,
      N_("show / hide the board of a game's tree (gen game)"), NULL },
    { A_WIDER, { '}', 0, 0 }, 1, NULL, N_("zoom: leaves further apart"), NULL },
    { A_NARROWER, { '{', 0, 0 }, 1, NULL,
      N_("zoom: leaves closer (back to the screen's own spacing: automatic)"), NULL },
    { A_SCROLL_LEFT, { '[', 0, 0 }, 1, NULL, N_("scroll left"), NULL },
    { A_SCROLL_RIGHT, { ']', 0, 0 }, 1, NULL, N_("scroll right"), NULL },
    { A_SCROLL_UP, { KEY_PPAGE, 0, 0 }, 1, NULL, N_("scroll up"), NULL },
    { A_SCROLL_DOWN, { KEY_NPAGE, 0, 0 }, 1, NULL, N_("scroll down"), NULL },
    { A_FOLLOW, { 'f', 0, 0 }, 1, NULL, N_("follow the current position again"), NULL },
    { A_CLICK, { KEY_MOUSE, 0, 0 }, 1, NULL,
      N_("the details of a position (again: hide them)"), NULL },
    { A_WHEEL, { UI_KEY_WHEEL, 0, 0 }, 1, NULL, N_("scroll up and down (with Shift: sideways)"),
      NULL },
    { A_UNSELECT, { 27, 0, 0 }, 1, NULL, N_("hide the details of the clicked position"), NULL },
    { A_OPEN, { 'O', 0, 0 }, 1, NULL, N_("open another tree file"), NULL },
    { A_EXPORT, { 'e', 0, 0 }, 1, NULL, N_("export this picture to a file"), NULL },
    { A_STATS, { 's', 0, 0 }, 1, NULL, N_("what happens on average on trees like this"), NULL },
    { A_HELP, { '?', 0, 0 }, 1, NULL, N_("this help"), NULL },
    { A_QUIT, { 'q', 0, 0 }, 1, NULL, N_("quit"), NULL },
};

static const struct ui_keymap keymap = { keys, sizeof keys / sizeof keys[0],
                                         N_("any key: back to the search") };

const struct ui_keymap *ui_view_keymap(void)
{
    return &keymap;
}

/* Asks a question on the last line, the answer edited in place; false
 * when it is empty or the reader cancels (Esc) or leaves the line. */
static bool prompt(struct viewer *v, const char *question, char *buf, size_t cap)
{
    view_draw(v);
    /* the question takes the last row; words on two rows give way whole */
    for (int row = v->geo.status_row + 1; row < LINES - 1; row++) {
        move(row, 0);
        clrtoeol();
    }
    buf[0] = '\0';
    int key;
    return ui_read_line(LINES - 1, 0, question, buf, cap, &key, UI_LINE_EDIT) && buf[0];
}

static void export_picture(struct viewer *v)
{
    char path[1024], formats[300], question[400];
    snprintf(question, sizeof question, _("Export to a file (%s): "),
             export_picture_extensions(formats, sizeof formats));
    /* the extensions alone when the list with the formats' names would
     * leave less than a file name's room to type (80 columns) */
    if ((int)utf8_width(question) + 24 > COLS)
        snprintf(question, sizeof question, _("Export to a file (%s): "),
                 export_picture_extension_list(formats, sizeof formats));
    if (!prompt(v, question, path, sizeof path))
        return;
    if (stepper_export(&v->st, path, false) != EEXIST)
        return;
    char yes[16];
    if (prompt(v, _("The file exists; overwrite it? (y/n) "), yes, sizeof yes) &&
        (yes[0] == 'y' || yes[0] == 'Y'))
        stepper_export(&v->st, path, true);
    else
        stepper_say(&v->st, _("%s left as it was"), path);
}

static void open_file(struct viewer *v)
{
    char path[1024];
    if (!prompt(v, _("Open tree file: "), path, sizeof path))
        return;
    struct diag err;
    char said[sizeof err.file + sizeof err.message + 32];
    if (!stepper_open(&v->st, path, &err))
        stepper_say(&v->st, "%s", diag_format(said, sizeof said, &err));
}

static void jump(struct viewer *v)
{
    char buf[128];
    if (prompt(v, _("Jump to step, or position (path or label): "), buf, sizeof buf))
        stepper_goto(&v->st, buf);
}

static void find(struct viewer *v)
{
    char buf[128];
    if (prompt(v, _("Find position (path or label): "), buf, sizeof buf))
        stepper_find(&v->st, buf);
}

/* The next or previous cutoff of the kind whose letter is typed next. */
static void kind_jump(struct viewer *v, int dir)
{
    char kinds[300] = "";
    size_t len = 0;
    const struct search_options *so = &v->st.side[0].trace->options;
    for (int k = 0; k < CUT_KIND_COUNT && len < sizeof kinds; k++) {
        const struct cut_kind_info *info = cut_kind_info((enum cut_kind)k);
        if (cut_kind_listed((enum cut_kind)k, so))
            len += (size_t)snprintf(kinds + len, sizeof kinds - len, "%s%c %s", len ? ", " : "",
                                    info->letter, _(info->short_name));
    }
    stepper_say(&v->st, dir > 0 ? _("to the next cutoff of the kind: %s (Esc: none)")
                                : _("to the previous cutoff of the kind: %s (Esc: none)"), kinds);
    view_draw(v);
    int key = ui_getch();
    stepper_unsay(&v->st);
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if (key == cut_kind_letter((enum cut_kind)k)) {
            stepper_find_cut(&v->st, (enum cut_kind)k, dir);
            return;
        }
    /* Esc cancels; any other key is said not to be a kind */
    if (key == 27 || key == ERR || key == KEY_RESIZE)
        return;
    if (key > ' ' && key < 127)
        stepper_say(&v->st, _("'%c' is not a cut kind; the kinds: %s"), key, kinds);
    else
        stepper_say(&v->st, _("that key is not a cut kind; the kinds: %s"), kinds);
}

/* A click selects a position; the wheel scrolls (a third of the screen
 * down or up, or half across with Shift). */
static void mouse(struct viewer *v)
{
    int row, col;
    bool shift;
    switch (ui_mouse(&row, &col, &shift)) {
    case UI_MOUSE_CLICK:
        stepper_select(&v->st, view_node_at(v, row, col));
        break;
    case UI_MOUSE_WHEEL_UP:
        if (shift)
            stepper_scroll(&v->st, -(COLS / 2), 0);
        else
            stepper_scroll(&v->st, 0, -(LINES / 3 > 1 ? LINES / 3 : 1));
        break;
    case UI_MOUSE_WHEEL_DOWN:
        if (shift)
            stepper_scroll(&v->st, COLS / 2, 0);
        else
            stepper_scroll(&v->st, 0, LINES / 3 > 1 ? LINES / 3 : 1);
        break;
    case UI_MOUSE_NONE:
        break;
    }
}

static enum ui_reaction act(void *ctx, int action, int key)
{
    struct viewer *v = ctx;
    struct stepper *st = &v->st;
    (void)key;
    stepper_unsay(st);
    switch ((enum action)action) {
    case A_FORWARD: stepper_step(st, +1); break;
    case A_BACK: stepper_step(st, -1); break;
    case A_NEXT_LEAF: stepper_leaf(st, +1); break;
    case A_PREV_LEAF: stepper_leaf(st, -1); break;
    case A_NEXT_CUT: stepper_event(st, EV_CUTOFF, +1); break;
    case A_PREV_CUT: stepper_event(st, EV_CUTOFF, -1); break;
    case A_NEXT_DEEP: stepper_find_cut(st, CUT_DEEP, +1); break;
    case A_PREV_DEEP: stepper_find_cut(st, CUT_DEEP, -1); break;
    case A_NEXT_KIND: kind_jump(v, +1); break;
    case A_PREV_KIND: kind_jump(v, -1); break;
    case A_END: stepper_seek(st, SIZE_MAX); break;
    case A_START: stepper_seek(st, 0); break;
    case A_JUMP: jump(v); break;
    case A_FIND: find(v); break;
    case A_FIND_NEXT: stepper_find_next(st, +1); break;
    case A_FIND_PREV: stepper_find_next(st, -1); break;
    case A_BREAK: stepper_toggle_breakpoint(st); break;
    case A_PLAY: stepper_play(st); break;
    case A_FASTER: stepper_speed(st, +1); break;
    case A_SLOWER: stepper_speed(st, -1); break;
    case A_ALGORITHM: stepper_next_algorithm(st); break;
    case A_VIEW: stepper_toggle_view(st); break;
    case A_MARKS: stepper_cycle_marks(st); break;
    case A_LABELS: stepper_toggle_labels(st); break;
    case A_OUTLINE: stepper_toggle_outline(st); break;
    case A_FOLD: stepper_toggle_fold(st); break;
    case A_COMPARE: stepper_toggle_compare(st); break;
    case A_CRITICAL: stepper_toggle_critical(st); break;
    case A_STACK: v->show_stack = !v->show_stack; break;
    case A_CODE: v->show_code = !v->show_code; break;
    case A_BOARD: v->show_board = !v->show_board; break;
    case A_WIDER: stepper_zoom(st, +1, st->spacing.pitch, v->geo.auto_pitch); break;
    case A_NARROWER: stepper_zoom(st, -1, st->spacing.pitch, v->geo.auto_pitch); break;
    /* by half a screen across, a third of one down */
    case A_SCROLL_LEFT: stepper_scroll(st, -(COLS / 2), 0); break;
    case A_SCROLL_RIGHT: stepper_scroll(st, COLS / 2, 0); break;
    case A_SCROLL_UP: stepper_scroll(st, 0, -(LINES / 3)); break;
    case A_SCROLL_DOWN: stepper_scroll(st, 0, LINES / 3); break;
    case A_FOLLOW: stepper_follow(st); break;
    case A_CLICK:
    case A_WHEEL: mouse(v); break;
    case A_UNSELECT: stepper_select(st, AB_NO_NODE); break;
    case A_OPEN: open_file(v); break;
    case A_EXPORT: export_picture(v); break;
    case A_STATS: ui_stats_screen(st->tree); break;
    case A_HELP: return UI_HELP;
    case A_QUIT: return UI_QUIT;
    }
    return UI_REDRAW;
}

/* ---- the screen ---- */

static void draw(void *ctx)
{
    view_draw(ctx);
}

static int play_delay(void *ctx)
{
    const struct viewer *v = ctx;
    return v->st.playing ? v->st.delay_ms : -1;
}

static enum ui_reaction play(void *ctx)
{
    struct viewer *v = ctx;
    if (v->st.playing)
        stepper_play_tick(&v->st);
    return UI_REDRAW;
}

int ui_run_view(const char *file, const struct stepper_options *o)
{
    struct viewer v = { .show_stack = true, .show_code = true, .show_board = true };
    stepper_init(&v.st, o);
    struct diag err;
    if (!stepper_open(&v.st, file, &err)) {
        diag_print(stderr, &err);
        return EXIT_DATA;
    }
    if (!ui_start("abprune view", &err)) {
        diag_print(stderr, &err);
        stepper_free(&v.st);
        return EXIT_USAGE;
    }
    struct ui_screen screen = { .ctx = &v, .keymap = &keymap, .draw = draw, .act = act,
                                .timeout_ms = play_delay, .tick = play };
    ui_screen_run(&screen);
    ui_end();
    stepper_free(&v.st);
    return EXIT_OK;
}
