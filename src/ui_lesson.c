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

#include "exitcode.h"
#include "describe.h"
#include "format.h"
#include "i18n.h"
#include "lesson_player.h"
#include "ui_board.h"
#include "ui_lesson.h"
#include "ui_screen.h"
#include "ui_stats.h"

/* The player and what only the screen has. */
struct lesson_screen {
    struct lesson_player p;
    uint32_t x0, y0;            /* the figure's scroll position */
    uint8_t *mark;              /* enum ui_mark per node, scratch for drawing */
    size_t mark_count;
};

/* ---- keys: one table for the key map, the help and --list-keys ---- */

enum action {
    ACT_CONTINUE, ACT_STEP_BACK, ACT_STEP_FORWARD, ACT_NEXT_SECTION, ACT_PREV_SECTION,
    ACT_RESTART_SECTION, ACT_SHOW, ACT_VIEW, ACT_MARKS, ACT_STATS, ACT_HELP, ACT_QUIT,
};

static const struct ui_key keys[] = {
    { ACT_CONTINUE, { '\n', ' ', KEY_ENTER }, N_("Enter Space"), N_("go on"),
      N_("Enter: go on") },
    { ACT_STEP_BACK, { KEY_LEFT, 'h', 0 }, N_("Left h"),
      N_("step the search back (to look around)"), N_("Left/Right: step") },
    { ACT_STEP_FORWARD, { KEY_RIGHT, 'l', 0 }, N_("Right l"), N_("step the search forward"),
      NULL },
    { ACT_NEXT_SECTION, { KEY_NPAGE, 'n', 0 }, N_("PgDn n"), N_("next section"),
      N_("PgUp/PgDn: section") },
    { ACT_PREV_SECTION, { KEY_PPAGE, 'p', 0 }, N_("PgUp p"), N_("previous section"), NULL },
    { ACT_RESTART_SECTION, { 'r', 0, 0 }, "r", N_("this section again from its start"), NULL },
    { ACT_SHOW, { 27, 0, 0 }, N_("Esc"), N_("show the answer to the question"), NULL },
    { ACT_VIEW, { 'v', 0, 0 }, "v", N_("negamax / minimax view"), N_("v: view") },
    { ACT_MARKS, { 'm', 0, 0 }, "m", N_("marks: cut kinds, bounds, node types"),
      N_("m: marks") },
    { ACT_STATS, { 's', 0, 0 }, "s", N_("what happens on average: random trees like this one"),
      N_("s: stats") },
    { ACT_HELP, { '?', 0, 0 }, "?", N_("this help"), N_("?: help") },
    { ACT_QUIT, { 'q', 0, 0 }, "q", N_("quit"), N_("q: quit") },
};

static const struct ui_keymap keymap = { keys, sizeof keys / sizeof keys[0],
                                         N_("any key: back to the lesson") };

const struct ui_keymap *ui_lesson_keymap(void)
{
    return &keymap;
}

/* ---- drawing ---- */

/* The paragraphs in rows [top, bottom): the latest ones when they do not
 * all fit. */
static void draw_text(const struct lesson_player *p, int top, int bottom)
{
    char **paras;
    size_t n = lesson_player_paragraphs(p, &paras);
    int total = 0;
    for (size_t i = 0; i < n; i++) {
        if (paras[i])
            ui_wrap(paras[i], 1, COLS - 2, &total, 0, 0, A_NORMAL);
        total++;
    }
    int row = top - (total > bottom - top ? total - (bottom - top) : 0);
    for (size_t i = 0; i < n; i++) {
        if (paras[i])
            ui_wrap(paras[i], 1, COLS - 2, &row, top, bottom, A_NORMAL);
        row++;
        free(paras[i]);
    }
    free(paras);
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

static void draw_board(struct lesson_screen *ls, int rows)
{
    const struct lesson_player *p = &ls->p;
    const struct trace *tr = lesson_player_trace(p);
    if (!tr || !p->paper || !fill_marks(ls, tr->tree))
        return;
    ui_follow(p->paper, state_current_node(p->state), COLS, rows, &ls->x0, &ls->y0);
    ui_draw_paper(p->paper, 1, 0, rows, COLS, ls->x0, ls->y0, ls->mark);
    const struct event *e = state_current_event(p->state);
    char what[200], who[96], window[200], line[512];
    if (e) {
        describe_node(who, sizeof who, tr->tree, e->node);
        snprintf(what, sizeof what, "%s %s", event_type_words((enum event_type)e->type), who);
    } else {
        snprintf(what, sizeof what, "%s", _("before the search"));
    }
    lesson_player_frame_words(p, window, sizeof window);
    snprintf(line, sizeof line, _("%s, %s view, step %zu of %zu: %s   %sleaves %zu"),
             algorithm_info(tr->options.alg)->name, view_name(p->board.view), p->state->step,
             tr->len, what, window, p->state->leaves);
    ui_put(1 + rows, 0, COLS, line, A_REVERSE);
}

/* The end of the lesson: the score and every question. */
static void draw_summary(const struct lesson_player *p, int top, int bottom)
{
    static const char *const records[] = { N_("  -  "), N_("right"), N_("later"), N_("shown") };
    const struct lesson *l = p->l;
    size_t first, asked;
    lesson_player_score(p, &first, &asked);
    char line[512];
    int row = top;
    snprintf(line, sizeof line, _("End of the lesson.  Right at the first try: %zu of %zu "
             "questions."), first, asked);
    ui_wrap(line, 1, COLS - 2, &row, top, bottom, A_BOLD);
    for (size_t i = 0; i < l->nitems && row < bottom; i++) {
        const struct lesson_item *q = &l->items[i];
        if (q->op != LOP_QUESTION)
            continue;
        snprintf(line, sizeof line, "%s  %s  %s", _(records[p->record[i]]), q->text, q->answer);
        ui_put(row++, 1, COLS - 2, line,
               p->record[i] == LESSON_RIGHT_FIRST ? A_BOLD : A_NORMAL);
    }
}

static void draw(void *ctx)
{
    struct lesson_screen *ls = ctx;
    const struct lesson_player *p = &ls->p;
    erase();
    if (!ui_size_ok())
        return;
    const struct lesson *l = p->l;
    char line[512];
    snprintf(line, sizeof line, _("%s  [section %zu of %zu: %s]"), l->title, p->section + 1,
             l->nsections, l->sections[p->section].title);
    ui_put(0, 0, COLS, line, A_BOLD | A_REVERSE);
    int board_rows = (LINES - 4) * 11 / 20;
    draw_board(ls, board_rows);
    int text_top = 2 + board_rows, text_bottom = LINES - 3;
    if (p->wait == LESSON_WAIT_LESSON_END) {
        draw_summary(p, text_top, text_bottom);
    } else {
        draw_text(p, text_top, p->feedback[0] ? text_bottom - 3 : text_bottom);
        if (p->feedback[0]) {
            int row = text_bottom - 3;
            ui_wrap(p->feedback, 1, COLS - 2, &row, row, text_bottom,
                    ui_mark_attr(UI_MARK_ANSWER));
        }
    }
    if (p->wait == LESSON_WAIT_ANSWER)
        ui_put(LINES - 2, 1, COLS - 2, p->question->text, A_BOLD);
    else if (p->wait == LESSON_WAIT_SECTION_END)
        ui_put(LINES - 2, 1, COLS - 2, _("End of the section: Enter for the next one."), A_BOLD);
    else if (p->wait == LESSON_WAIT_LESSON_END)
        ui_put(LINES - 2, 1, COLS - 2, _("Press q to leave, PgUp to go back."), A_BOLD);
    char brief[300];
    ui_keys_brief(&keymap, brief, sizeof brief);
    ui_put(LINES - 1, 0, COLS, brief, A_DIM);
    refresh();
}

/* ---- the screen ---- */

static enum ui_reaction act(void *ctx, int action, int key)
{
    struct lesson_screen *ls = ctx;
    struct lesson_player *p = &ls->p;
    (void)key;
    switch ((enum action)action) {
    case ACT_CONTINUE: lesson_player_go_on(p); break;
    case ACT_STEP_BACK: lesson_player_step(p, -1); break;
    case ACT_STEP_FORWARD: lesson_player_step(p, +1); break;
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
    if (p->wait != LESSON_WAIT_ANSWER || !ui_size_ok()) {
        *key = ui_getch();
        return false;
    }
    if (ui_read_line(LINES - 3, 1, _("Your answer (Esc: show it): "), p->answer,
                     sizeof p->answer, key, 0)) {
        lesson_player_answer(p);
        return true;
    }
    return false;
}

int ui_run_lesson(const struct lesson *l, bool ascii)
{
    struct lesson_screen ls = { .x0 = 0 };
    if (!lesson_player_init(&ls.p, l, ascii)) {
        fprintf(stderr, _("abprune lesson: %s\n"), _("out of memory"));
        return EXIT_DATA;
    }
    if (!ui_start("lesson")) {
        lesson_player_free(&ls.p);
        return EXIT_USAGE;
    }
    struct ui_screen screen = { .ctx = &ls, .keymap = &keymap, .draw = draw, .act = act,
                                .input = input };
    ui_screen_run(&screen);
    ui_end();
    bool failed = ls.p.failed;
    if (failed)
        fprintf(stderr, _("abprune lesson: %s\n"), _("out of memory"));
    lesson_player_free(&ls.p);
    free(ls.mark);
    return failed ? EXIT_DATA : EXIT_OK;
}
