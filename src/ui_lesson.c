/* ui_lesson.c: a lesson played in the terminal.
 *
 * The screen: a title line, the board (the paper figure of the search at
 * the lesson's step, leaves shown before they are evaluated), a line saying
 * where the search is, the section's text so far, and a line for questions
 * and keys.  The lesson was checked completely when it was loaded, so this
 * file only walks through its items. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "describe.h"
#include "format.h"
#include "i18n.h"
#include "lesson.h"
#include "ui_board.h"
#include "ui_lesson.h"
#include "ui_screen.h"
#include "ui_stats.h"
#include "util.h"

enum wait { WAIT_CONTINUE, WAIT_ANSWER, WAIT_FEEDBACK, WAIT_SECTION_END, WAIT_LESSON_END };

enum answer_record { NOT_ASKED, RIGHT_FIRST, RIGHT_LATER, SHOWN };

struct runner {
    const struct lesson *l;
    bool ascii;
    size_t item, section;
    struct lesson_board board;
    bool have_board;
    unsigned marks;
    struct paper *paper;
    size_t paper_trace;
    enum value_view paper_view;
    unsigned paper_marks;
    struct step_state *state;
    size_t state_trace;
    uint8_t *mark;              /* enum ui_mark per node of the board's tree */
    uint32_t x0, y0;
    enum wait wait;
    const struct lesson_item *question;
    size_t tries;
    char answer[64];
    char feedback[700];
    uint8_t *record;            /* enum answer_record per item */
    bool failed;                /* out of memory: the lesson cannot go on */
};

/* ---- the board ---- */

static const struct trace *board_trace(const struct runner *r)
{
    return r->l->traces[r->board.trace];
}

/* Makes the paper and the state match the board. */
static void sync_board(struct runner *r)
{
    if (!r->have_board)
        return;
    const struct trace *tr = board_trace(r);
    if (!r->state || r->state_trace != r->board.trace) {
        state_free(r->state);
        r->state = state_new(tr);
        r->state_trace = r->board.trace;
        free(r->mark);
        r->mark = calloc(tr->tree->count, 1);
    }
    if (!r->paper || r->paper_trace != r->board.trace || r->paper_view != r->board.view ||
        r->paper_marks != r->marks) {
        paper_free(r->paper);
        struct paper_options o = { .view = r->board.view, .marks = r->marks,
                                   .ascii = r->ascii, .connector_rows = 1, .snapshot = true,
                                   .unvisited_leaves = true };
        r->paper = paper_new(tr, &o);
        r->paper_trace = r->board.trace;
        r->paper_view = r->board.view;
        r->paper_marks = r->marks;
    }
    if (!r->state || !r->paper || !r->mark) {
        r->failed = true;
        r->have_board = false;
        return;
    }
    state_seek(r->state, r->board.step);
    paper_update(r->paper, r->state);
}

static void set_board(struct runner *r, const struct lesson_board *b)
{
    r->board = *b;
    r->have_board = true;
    sync_board(r);
}

/* ---- walking through the items ---- */

static void advance(struct runner *r)
{
    const struct lesson *l = r->l;
    const struct lesson_section *s = &l->sections[r->section];
    while (r->item < s->end) {
        const struct lesson_item *it = &l->items[r->item++];
        switch (it->op) {
        case LOP_SETUP:
        case LOP_GOTO:
            set_board(r, &it->board);
            break;
        case LOP_HIGHLIGHT:
            set_board(r, &it->board);
            if (r->failed)
                return;
            memset(r->mark, UI_MARK_NONE, board_trace(r)->tree->count);
            for (size_t i = 0; i < it->nnodes; i++)
                r->mark[it->nodes[i]] = UI_MARK_HIGHLIGHT;
            break;
        case LOP_PAUSE:
            r->wait = WAIT_CONTINUE;
            return;
        case LOP_QUESTION:
            r->question = it;
            r->tries = 0;
            r->answer[0] = '\0';
            r->feedback[0] = '\0';
            r->wait = WAIT_ANSWER;
            return;
        case LOP_SAY:
            break;
        }
    }
    r->wait = r->section + 1 < l->nsections ? WAIT_SECTION_END : WAIT_LESSON_END;
}

static void start_section(struct runner *r, size_t k)
{
    const struct lesson *l = r->l;
    r->section = k;
    r->item = l->sections[k].first;
    r->feedback[0] = '\0';
    r->question = NULL;
    /* the board as the previous section left it */
    if (r->item > 0)
        set_board(r, &l->items[r->item - 1].board);
    if (r->failed)
        return;
    if (r->mark)
        memset(r->mark, UI_MARK_NONE, board_trace(r)->tree->count);
    advance(r);
}

/* The step that shows why the answer is what it is. */
static size_t why_step(const struct runner *r, const struct lesson_item *q)
{
    const struct trace *tr = r->l->traces[q->board.trace];
    node_id n = q->nnodes ? (q->qkind == Q_NEXT ? q->expect_node : q->nodes[0]) : AB_NO_NODE;
    size_t best = 0;
    for (size_t i = q->qkind == Q_NEXT ? q->board.step : 0; n != AB_NO_NODE && i < tr->len; i++) {
        const struct event *e = &tr->ev[i];
        bool hit = false;
        if (q->qkind == Q_VALUE)
            hit = (e->type == EV_EXIT || e->type == EV_LEAF) && e->node == n;
        else if (q->qkind == Q_NEXT)
            hit = (e->type == EV_ENTER || e->type == EV_LEAF) && e->node == n;
        else if (q->qkind == Q_CUT)
            hit = e->type == EV_CUTOFF && tr->tree->parent[n] != AB_NO_NODE &&
                  e->node == tr->tree->parent[n];
        if (hit && q->qkind != Q_VALUE)
            return i + 1;
        /* a value: the last time the position returns */
        if (hit)
            best = i + 1;
    }
    if (best)
        return best;
    return q->qkind == Q_CUT ? q->board.step : tr->len;
}

static void reveal(struct runner *r, const char *lead)
{
    const struct lesson_item *q = r->question;
    snprintf(r->feedback, sizeof r->feedback, "%s The answer is %s: %s", lead, q->answer,
             q->explanation);
    struct lesson_board b = q->board;
    b.step = why_step(r, q);
    set_board(r, &b);
    r->wait = WAIT_FEEDBACK;
}

static void answer(struct runner *r)
{
    const struct lesson_item *q = r->question;
    size_t index = (size_t)(q - r->l->items);
    if (lesson_answer_ok(q, r->answer)) {
        r->record[index] = r->tries == 0 ? RIGHT_FIRST : RIGHT_LATER;
        snprintf(r->feedback, sizeof r->feedback, "Right. %s", q->explanation);
        r->wait = WAIT_FEEDBACK;
        return;
    }
    r->tries++;
    r->answer[0] = '\0';
    if (r->tries <= q->nhints) {
        snprintf(r->feedback, sizeof r->feedback, "Not quite. Hint: %s", q->hints[r->tries - 1]);
    } else if (q->nhints == 0 && r->tries < 2) {
        snprintf(r->feedback, sizeof r->feedback, "Not quite. Try again.");
    } else {
        r->record[index] = SHOWN;
        reveal(r, "Not quite.");
    }
}

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

/* The section's text said so far, one string per paragraph. */
static size_t paragraphs(const struct runner *r, char ***out)
{
    const struct lesson *l = r->l;
    const struct lesson_section *s = &l->sections[r->section];
    char **paras = NULL;
    size_t n = 0;
    bool open = false;
    for (size_t i = s->first; i < r->item && i < s->end; i++) {
        const struct lesson_item *it = &l->items[i];
        if (it->op != LOP_SAY)
            continue;
        if (it->text[0] == '\0') {
            open = false;
            continue;
        }
        if (!open) {
            char **more = realloc(paras, (n + 1) * sizeof *paras);
            if (!more)
                break;
            paras = more;
            paras[n++] = strdup(it->text);
            open = true;
        } else {
            char *joined = str_printf("%s %s", paras[n - 1], it->text);
            if (joined) {
                free(paras[n - 1]);
                paras[n - 1] = joined;
            }
        }
    }
    *out = paras;
    return n;
}

/* The paragraphs in rows [top, bottom): the latest ones when they do not
 * all fit. */
static void draw_text(const struct runner *r, int top, int bottom)
{
    char **paras;
    size_t n = paragraphs(r, &paras);
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

/* The window (negamax) or range (minimax) of the deepest position on the
 * path, and its m: what the textbooks write beside each node. */
static void frame_words(const struct runner *r, char *buf, size_t cap)
{
    const struct step_state *s = r->state;
    const struct trace *tr = board_trace(r);
    if (s->depth == 0 || tr->options.alg == ALG_F)
        return;
    const struct path_frame *f = &s->path[s->depth - 1];
    uint32_t depth = tr->tree->depth[f->node];
    char w[FMT_WINDOW_MAX], m[FMT_VALUE_MAX], who[48];
    describe_node(who, sizeof who, tr->tree, f->node);
    if (tr->options.alg == ALG_F1) {
        snprintf(buf, cap, "%s: bound %s, m %s   ", who,
                 fmt_value(w, f->beta, depth, r->board.view),
                 fmt_value(m, f->m, depth, r->board.view));
        return;
    }
    fmt_window(w, f->alpha, f->beta, depth, r->board.view);
    if (r->board.view == VIEW_NEGAMAX) {
        snprintf(buf, cap, "%s: window %s, m %s   ", who, w,
                 fmt_value(m, f->m, depth, r->board.view));
        return;
    }
    /* the textbooks' range [lo, hi] of values still possible: Max's best
     * so far bounds it from below, Min's from above */
    char range[FMT_WINDOW_MAX] = "[-inf, +inf]";
    if (f->examined > 0) {
        fmt_value(m, f->m, depth, VIEW_MINIMAX);
        if (depth % 2 == 0)
            snprintf(range, sizeof range, "[%s, +inf]", m);
        else
            snprintf(range, sizeof range, "[-inf, %s]", m);
    }
    snprintf(buf, cap, "%s: range %s, window %s   ", who, range, w);
}

static void draw(void *ctx)
{
    struct runner *r = ctx;
    erase();
    if (!ui_size_ok())
        return;
    const struct lesson *l = r->l;
    char line[512];
    snprintf(line, sizeof line, "%s  [section %zu of %zu: %s]", l->title, r->section + 1,
             l->nsections, l->sections[r->section].title);
    ui_put(0, 0, COLS, line, A_BOLD | A_REVERSE);
    int board_rows = (LINES - 4) * 11 / 20;
    if (r->have_board && r->paper) {
        node_id cur = state_current_node(r->state);
        ui_follow(r->paper, cur, COLS, board_rows, &r->x0, &r->y0);
        ui_draw_paper(r->paper, 1, 0, board_rows, COLS, r->x0, r->y0, r->mark);
        const struct trace *tr = board_trace(r);
        const struct event *e = state_current_event(r->state);
        char what[200] = "before the search", who[96];
        if (e) {
            describe_node(who, sizeof who, tr->tree, e->node);
            snprintf(what, sizeof what, "%s %s", event_type_name((enum event_type)e->type), who);
        }
        char window[200] = "";
        frame_words(r, window, sizeof window);
        snprintf(line, sizeof line, "%s, %s view, step %zu of %zu: %s   %sleaves %zu",
                 algorithm_info(tr->options.alg)->name, view_name(r->board.view),
                 r->state->step, tr->len, what, window, r->state->leaves);
        ui_put(1 + board_rows, 0, COLS, line, A_REVERSE);
    }
    int text_top = 2 + board_rows, text_bottom = LINES - 3;
    if (r->wait == WAIT_LESSON_END) {
        size_t asked = 0, first = 0;
        for (size_t i = 0; i < l->nitems; i++)
            if (l->items[i].op == LOP_QUESTION) {
                asked++;
                first += r->record[i] == RIGHT_FIRST;
            }
        int row = text_top;
        snprintf(line, sizeof line, "End of the lesson.  Right at the first try: %zu of %zu "
                 "questions.", first, asked);
        ui_wrap(line, 1, COLS - 2, &row, text_top, text_bottom, A_BOLD);
        for (size_t i = 0; i < l->nitems && row < text_bottom; i++) {
            const struct lesson_item *q = &l->items[i];
            if (q->op != LOP_QUESTION)
                continue;
            static const char *const marks[] = { "  -  ", "right", "later", "shown" };
            snprintf(line, sizeof line, "%s  %s  %s", marks[r->record[i]], q->text, q->answer);
            ui_put(row++, 1, COLS - 2, line, r->record[i] == RIGHT_FIRST ? A_BOLD : A_NORMAL);
        }
    } else {
        draw_text(r, text_top, r->feedback[0] ? text_bottom - 3 : text_bottom);
        if (r->feedback[0]) {
            int row = text_bottom - 3;
            ui_wrap(r->feedback, 1, COLS - 2, &row, row, text_bottom, ui_mark_attr(UI_MARK_ANSWER));
        }
    }
    char brief[300];
    ui_keys_brief(&keymap, brief, sizeof brief);
    if (r->wait == WAIT_ANSWER)
        ui_put(LINES - 2, 1, COLS - 2, r->question->text, A_BOLD);
    else if (r->wait == WAIT_SECTION_END)
        ui_put(LINES - 2, 1, COLS - 2, "End of the section: Enter for the next one.", A_BOLD);
    else if (r->wait == WAIT_LESSON_END)
        ui_put(LINES - 2, 1, COLS - 2, "Press q to leave, PgUp to go back.", A_BOLD);
    ui_put(LINES - 1, 0, COLS, brief, A_DIM);
    refresh();
}

/* ---- the screen ---- */

static enum ui_reaction act(void *ctx, int action, int key)
{
    struct runner *r = ctx;
    const struct lesson *l = r->l;
    (void)key;
    switch ((enum action)action) {
    case ACT_CONTINUE:
        if (r->wait == WAIT_SECTION_END)
            start_section(r, r->section + 1);
        else if (r->wait == WAIT_CONTINUE || r->wait == WAIT_FEEDBACK) {
            r->feedback[0] = '\0';
            r->question = NULL;
            advance(r);
        }
        break;
    case ACT_STEP_BACK:
    case ACT_STEP_FORWARD:
        if (r->have_board) {
            if (action == ACT_STEP_BACK)
                state_backward(r->state);
            else
                state_forward(r->state);
            r->board.step = r->state->step;
            paper_update(r->paper, r->state);
        }
        break;
    case ACT_NEXT_SECTION:
        if (r->section + 1 < l->nsections)
            start_section(r, r->section + 1);
        break;
    case ACT_PREV_SECTION:
        start_section(r, r->section > 0 ? r->section - 1 : 0);
        break;
    case ACT_RESTART_SECTION:
        start_section(r, r->section);
        break;
    case ACT_SHOW:
        if (r->wait == WAIT_ANSWER) {
            r->record[r->question - l->items] = SHOWN;
            reveal(r, "");
        }
        break;
    case ACT_VIEW:
        r->board.view = r->board.view == VIEW_NEGAMAX ? VIEW_MINIMAX : VIEW_NEGAMAX;
        sync_board(r);
        break;
    case ACT_MARKS:
        r->marks = r->marks ? 0 : MARK_ALL;
        sync_board(r);
        break;
    case ACT_STATS:
        if (r->have_board)
            ui_stats_screen(board_trace(r)->tree);
        break;
    case ACT_HELP:
        return UI_HELP;
    case ACT_QUIT:
        return UI_QUIT;
    }
    return r->failed ? UI_QUIT : UI_REDRAW;
}

/* While a question waits, keys go to the answer line first. */
static bool input(void *ctx, int *key)
{
    struct runner *r = ctx;
    if (r->wait != WAIT_ANSWER || !ui_size_ok()) {
        *key = ui_getch();
        return false;
    }
    if (ui_read_line(LINES - 3, 1, _("Your answer (Esc: show it): "), r->answer,
                     sizeof r->answer, key)) {
        answer(r);
        return true;
    }
    return false;
}

int ui_run_lesson(const struct lesson *l, bool ascii)
{
    struct runner r = { .l = l, .ascii = ascii };
    r.record = calloc(l->nitems, 1);
    if (!r.record)
        return EXIT_DATA;
    if (!ui_start("lesson")) {
        free(r.record);
        return EXIT_USAGE;
    }
    start_section(&r, 0);
    struct ui_screen screen = { .ctx = &r, .keymap = &keymap, .draw = draw, .act = act,
                                .input = input };
    if (!r.failed)
        ui_screen_run(&screen);
    ui_end();
    if (r.failed)
        fprintf(stderr, "abprune lesson: %s\n", _("out of memory"));
    state_free(r.state);
    paper_free(r.paper);
    free(r.mark);
    free(r.record);
    return r.failed ? EXIT_DATA : EXIT_OK;
}
