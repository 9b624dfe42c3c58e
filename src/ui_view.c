/* ui_view.c: the stepper's state, keys and loop. */
#include "config.h"

#include <curses.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "export.h"
#include "format.h"
#include "horizon.h"
#include "i18n.h"
#include "nodetype.h"
#include "parse.h"
#include "ui_board.h"
#include "ui_stats.h"
#include "ui_view.h"
#include "util.h"

/* ---- sides: one recorded search each ---- */

static void side_free(struct view_side *s)
{
    paper_free(s->paper);
    state_free(s->state);
    trace_free(s->trace);
    free(s->leaf_steps);
    memset(s, 0, sizeof *s);
}

/* Records alg on the viewer's tree into s; false when out of memory. */
static bool side_setup(struct viewer *v, struct view_side *s, enum algorithm alg)
{
    side_free(s);
    s->alg = alg;
    struct search_options o = search_defaults(alg);
    o.mccarthy = v->opt.rules.mccarthy;
    o.futility = v->opt.rules.futility;
    o.futility_margin = v->opt.rules.futility_margin;
    o.horizon = v->opt.rules.horizon;
    o.tt = v->opt.rules.tt;
    o.research = v->opt.rules.research;
    o.guess = v->opt.rules.guess;
    if (algorithm_has_window(alg)) {
        o.alpha = v->opt.alpha;
        o.beta = v->opt.beta;
    }
    s->trace = trace_record(v->tree, &o);
    s->state = s->trace ? state_new(s->trace) : NULL;
    struct paper_options po = { .view = v->view, .marks = v->marks, .ascii = v->opt.ascii,
                                .connector_rows = 1, .snapshot = true,
                                .unvisited_leaves = true };
    s->paper = s->trace ? paper_new(s->trace, &po) : NULL;
    s->leaf_steps = s->trace ? malloc((s->trace->result.leaves + 1) * sizeof *s->leaf_steps)
                             : NULL;
    if (!s->paper || !s->state || !s->leaf_steps)
        return false;
    for (size_t i = 0; i < s->trace->len; i++)
        if (s->trace->ev[i].type == EV_LEAF)
            s->leaf_steps[s->nleaves++] = i + 1;
    paper_update(s->paper, s->state);
    return true;
}

/* A new paper for a side after the view or the marks changed. */
static bool side_repaint(struct viewer *v, struct view_side *s)
{
    struct paper_options po = s->paper->opt;
    po.view = v->view;
    po.marks = v->marks;
    struct paper *p = paper_new(s->trace, &po);
    if (!p)
        return false;
    paper_free(s->paper);
    s->paper = p;
    paper_update(p, s->state);
    return true;
}

/* Marks the positions one side prunes and the other visits (compare). */
static void find_differences(struct viewer *v)
{
    const struct tree *t = v->tree;
    memset(v->differs, 0, t->count);
    if (v->nsides < 2)
        return;
    struct step_state *end[2];
    for (int i = 0; i < 2; i++) {
        end[i] = state_new(v->side[i].trace);
        if (!end[i]) {
            state_free(end[0]);
            return;
        }
        state_seek(end[i], v->side[i].trace->len);
    }
    for (node_id n = 0; n < t->count; n++) {
        bool seen0 = end[0]->status[n] == NODE_DONE, seen1 = end[1]->status[n] == NODE_DONE;
        v->differs[n] = seen0 != seen1;
    }
    state_free(end[0]);
    state_free(end[1]);
}

/* Number of leaves evaluated by a side so far. */
static size_t leaves_done(const struct view_side *s)
{
    return s->state->leaves;
}

/* Moves a side to just after its k-th leaf (0: the start). */
static void seek_leaves(struct view_side *s, size_t k)
{
    if (k > s->nleaves)
        k = s->nleaves;
    state_seek(s->state, k == 0 ? 0 : s->leaf_steps[k - 1]);
}

/* In compare mode the second side follows the first leaf by leaf: it goes
 * to the last of its leaves that lies at or before the first side's. */
static void sync_second(struct viewer *v)
{
    if (v->nsides < 2)
        return;
    struct view_side *a = &v->side[0], *b = &v->side[1];
    node_id last = AB_NO_NODE;
    if (leaves_done(a) > 0)
        last = a->trace->ev[a->leaf_steps[leaves_done(a) - 1] - 1].node;
    size_t k = 0;
    while (k < b->nleaves && last != AB_NO_NODE &&
           b->trace->ev[b->leaf_steps[k] - 1].node <= last)
        k++;
    if (a->state->step == a->trace->len)
        state_seek(b->state, b->trace->len);
    else
        seek_leaves(b, k);
    paper_update(b->paper, b->state);
}

static void moved(struct viewer *v)
{
    paper_update(v->side[0].paper, v->side[0].state);
    sync_second(v);
    v->follow = true;
}

/* ---- opening a file ---- */

static void viewer_close(struct viewer *v)
{
    for (int i = 0; i < 2; i++)
        side_free(&v->side[i]);
    tree_free(v->tree);
    free(v->file);
    free(v->breakpoint);
    free(v->fold);
    free(v->differs);
    free(v->mark);
    free(v->type);
    v->type = NULL;
    v->tree = NULL;
    v->file = NULL;
    v->breakpoint = v->fold = v->differs = v->mark = NULL;
}

/* Loads a tree and records its searches; false with *err. */
static bool viewer_open(struct viewer *v, const char *file, struct diag *err)
{
    struct tree *t = tree_load(file, err);
    size_t made;
    int32_t whole;
    if (t && !tree_prepare(&t, &v->opt.order, v->opt.depth, v->opt.threshold, file, err, &made,
                           &whole)) {
        tree_free(t);
        return false;
    }
    if (!t)
        return false;
    viewer_close(v);
    v->tree = t;
    v->file = strdup(file);
    v->view = v->opt.view >= 0 ? (enum value_view)v->opt.view
                               : algorithm_view(v->opt.alg, t->written);
    v->breakpoint = calloc(t->count, 1);
    v->fold = calloc(t->count, 1);
    v->differs = calloc(t->count, 1);
    v->mark = calloc(t->count, 1);
    v->type = malloc(t->count);
    if (v->type)
        node_types(t, v->type);
    v->selected = AB_NO_NODE;
    v->value_scale = 1;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n)) {
            int32_t x = t->value[n] < 0 ? -t->value[n] : t->value[n];
            if (x > v->value_scale)
                v->value_scale = x;
        }
    bool ok = v->file && v->breakpoint && v->fold && v->differs && v->mark && v->type &&
              side_setup(v, &v->side[0], v->opt.alg);
    if (ok && v->nsides == 2)
        ok = side_setup(v, &v->side[1], v->opt.alg == ALG_F1 ? ALG_F2 : ALG_F1);
    if (!ok) {
        diag_set(err, file, 0, 0, "out of memory recording the search");
        return false;
    }
    /* a figure wider than a screen many times over reads better as an outline */
    if (v->side[0].paper->layout->width > 50u * 1000u)
        v->outline = true;
    find_differences(v);
    return true;
}

/* ---- keys: one table for the key map, the help and --list-keys ---- */

enum action {
    A_FORWARD, A_BACK, A_NEXT_LEAF, A_PREV_LEAF, A_NEXT_CUT, A_PREV_CUT, A_END, A_START,
    A_JUMP, A_BREAK, A_PLAY, A_FASTER, A_SLOWER, A_ALGORITHM, A_VIEW, A_MARKS, A_OUTLINE,
    A_FOLD, A_COMPARE, A_CRITICAL, A_STACK, A_CODE, A_SCROLL_LEFT, A_SCROLL_RIGHT, A_SCROLL_UP,
    A_SCROLL_DOWN, A_FOLLOW, A_CLICK, A_UNSELECT, A_OPEN, A_EXPORT, A_STATS, A_HELP, A_QUIT,
};

static const struct ui_key keys[] = {
    { A_FORWARD, { KEY_RIGHT, 'l', ' ' }, N_("Right l Space"), N_("one step forward"), NULL },
    { A_BACK, { KEY_LEFT, 'h', KEY_BACKSPACE }, N_("Left h"), N_("one step back"), NULL },
    { A_NEXT_LEAF, { KEY_DOWN, 'j', 0 }, N_("Down j"), N_("to the next leaf"), NULL },
    { A_PREV_LEAF, { KEY_UP, 'k', 0 }, N_("Up k"), N_("to the previous leaf"), NULL },
    { A_NEXT_CUT, { 'c', 0, 0 }, "c", N_("to the next cutoff"), NULL },
    { A_PREV_CUT, { 'C', 0, 0 }, "C", N_("to the previous cutoff"), NULL },
    { A_END, { KEY_END, 'G', '>' }, N_("End G"), N_("to the end of the search"), NULL },
    { A_START, { KEY_HOME, 'g', '<' }, N_("Home g"), N_("back to the start"), NULL },
    { A_JUMP, { ':', 0, 0 }, ":", N_("jump to step N"), NULL },
    { A_BREAK, { 'b', 0, 0 }, "b", N_("breakpoint on the clicked (or current) position"), NULL },
    { A_PLAY, { 'p', 0, 0 }, "p", N_("play / pause (stops at breakpoints)"), NULL },
    { A_FASTER, { '+', '=', 0 }, "+", N_("play faster"), NULL },
    { A_SLOWER, { '-', '_', 0 }, "-", N_("play slower"), NULL },
    { A_ALGORITHM, { 'a', 0, 0 }, "a",
      N_("next algorithm: F, F1, F2 and its forms, PVS, MTD(f)"), NULL },
    { A_VIEW, { 'v', 0, 0 }, "v", N_("negamax / minimax view"), NULL },
    { A_MARKS, { 'm', 0, 0 }, "m", N_("marks: cut kinds s/d/w, + bounds and types, none"), NULL },
    { A_OUTLINE, { 'o', 0, 0 }, "o", N_("figure / outline"), NULL },
    { A_FOLD, { 'z', '\n', 0 }, N_("z Enter"), N_("fold / unfold the clicked position (outline)"),
      NULL },
    { A_COMPARE, { 'x', 0, 0 }, "x", N_("compare F1 and F2 side by side"), NULL },
    { A_CRITICAL, { 'T', 0, 0 }, "T", N_("highlight the critical positions (minimal tree)"),
      NULL },
    { A_STACK, { 'S', 0, 0 }, "S", N_("show / hide the call stack"), NULL },
    { A_CODE, { 'P', 0, 0 }, "P", N_("show / hide the pseudocode"), NULL },
    { A_SCROLL_LEFT, { '[', 0, 0 }, "[", N_("scroll left"), NULL },
    { A_SCROLL_RIGHT, { ']', 0, 0 }, "]", N_("scroll right"), NULL },
    { A_SCROLL_UP, { KEY_PPAGE, 0, 0 }, N_("PgUp"), N_("scroll up"), NULL },
    { A_SCROLL_DOWN, { KEY_NPAGE, 0, 0 }, N_("PgDn"), N_("scroll down"), NULL },
    { A_FOLLOW, { 'f', 0, 0 }, "f", N_("follow the current position again"), NULL },
    { A_CLICK, { KEY_MOUSE, 0, 0 }, N_("click"),
      N_("the details of a position (again: hide them)"), NULL },
    { A_UNSELECT, { 27, 0, 0 }, N_("Esc"), N_("hide the details of the clicked position"), NULL },
    { A_OPEN, { 'O', 0, 0 }, "O", N_("open another tree file"), NULL },
    { A_EXPORT, { 'e', 0, 0 }, "e", N_("export this picture to a file"), NULL },
    { A_STATS, { 's', 0, 0 }, "s", N_("what happens on average on trees like this"), NULL },
    { A_HELP, { '?', 0, 0 }, "?", N_("this help"), NULL },
    { A_QUIT, { 'q', 0, 0 }, "q", N_("quit"), NULL },
};

static const struct ui_keymap keymap = { keys, sizeof keys / sizeof keys[0],
                                         N_("any key: back to the search") };

const struct ui_keymap *ui_view_keymap(void)
{
    return &keymap;
}

/* The first event of a type after (dir > 0) or before the current step. */
static void seek_event(struct viewer *v, uint8_t type, int dir)
{
    struct view_side *s = &v->side[0];
    size_t step = s->state->step;
    if (dir > 0) {
        for (size_t i = step; i < s->trace->len; i++)
            if (s->trace->ev[i].type == type) {
                state_seek(s->state, i + 1);
                return;
            }
        state_seek(s->state, s->trace->len);
    } else {
        for (size_t i = step > 1 ? step - 1 : 0; i-- > 0;)
            if (s->trace->ev[i].type == type) {
                state_seek(s->state, i + 1);
                return;
            }
        state_seek(s->state, 0);
    }
}

static bool prompt(struct viewer *v, const char *question, char *buf, size_t cap)
{
    view_draw(v);
    buf[0] = '\0';
    int key;
    return ui_read_line(LINES - 1, 0, question, buf, cap, &key) && buf[0];
}

static void export_picture(struct viewer *v)
{
    char path[256];
    if (!prompt(v, "Export to file (.txt figure, .dot Graphviz, .tex TikZ): ", path,
                sizeof path))
        return;
    struct view_side *s = &v->side[0];
    struct export_request rq = { .file = v->file, .trace = s->trace, .state = s->state,
                                 .snapshot = s->state->step < s->trace->len,
                                 .opt = s->paper->opt };
    rq.opt.snapshot = rq.snapshot;
    rq.opt.unvisited_leaves = false;
    rq.opt.marks |= MARK_BOUNDS * (strstr(path, ".dot") || strstr(path, ".tex") || v->outline);
    struct paper *p = paper_new(s->trace, &rq.opt);
    struct strbuf sb;
    strbuf_init(&sb);
    /* the format by the file's extension, as a user would expect */
    const char *dot = strrchr(path, '.');
    if (p) {
        paper_update(p, s->state);
        if (dot && strcmp(dot, ".dot") == 0)
            export_dot(&sb, &rq, p);
        else if (dot && strcmp(dot, ".tex") == 0)
            export_tikz(&sb, &rq, p);
        else if (v->outline)
            export_outline(&sb, &rq, p);
        else
            export_paper(&sb, &rq, p);
    }
    int e = p && !sb.failed ? file_write_atomic(path, sb.data, sb.len, false) : -1;
    if (e == EEXIST) {
        char yes[8];
        if (prompt(v, "The file exists; overwrite it? (y/n) ", yes, sizeof yes) && yes[0] == 'y')
            e = file_write_atomic(path, sb.data, sb.len, true);
    }
    snprintf(v->message, sizeof v->message, e == 0 ? "wrote %s" : "could not write %s: %s",
             path, e > 0 ? strerror(e) : e == EEXIST ? "it exists" : "out of memory");
    strbuf_free(&sb);
    paper_free(p);
}

static void open_file(struct viewer *v)
{
    char path[256];
    if (!prompt(v, "Open tree file: ", path, sizeof path))
        return;
    struct diag err;
    struct tree *probe = tree_load(path, &err);
    size_t made;
    int32_t whole;
    if (probe && !tree_prepare(&probe, &v->opt.order, v->opt.depth, v->opt.threshold, path,
                               &err, &made, &whole)) {
        tree_free(probe);
        probe = NULL;
    }
    if (!probe) {
        snprintf(v->message, sizeof v->message, "%.200s:%u:%u: %.300s", err.file, err.line,
                 err.col, err.message);
        return;
    }
    tree_free(probe);
    if (!viewer_open(v, path, &err)) {
        v->failed = true;
        v->error = err;
    }
}

static void switch_algorithm(struct viewer *v)
{
    struct view_side *s = &v->side[0];
    size_t leaves = leaves_done(s);
    enum algorithm next = (enum algorithm)((s->alg + 1) % ALG_COUNT);
    if (!side_setup(v, s, next)) {
        v->failed = true;
        diag_set(&v->error, v->file, 0, 0, "out of memory recording the search");
        return;
    }
    /* as close as sensible: the same number of leaves evaluated */
    seek_leaves(s, leaves);
    find_differences(v);
    moved(v);
}

static void click(struct viewer *v)
{
    int row, col;
    if (!ui_mouse(&row, &col))
        return;
    node_id n = view_node_at(v, row, col);
    v->selected = n == v->selected ? AB_NO_NODE : n;
}

static enum ui_reaction act(struct viewer *v, enum action a)
{
    struct view_side *s = &v->side[0];
    v->message[0] = '\0';
    switch (a) {
    case A_FORWARD:
        if (v->nsides == 2)
            seek_leaves(s, leaves_done(s) + 1);
        else
            state_forward(s->state);
        moved(v);
        break;
    case A_BACK:
        if (v->nsides == 2)
            seek_leaves(s, leaves_done(s) > 0 ? leaves_done(s) - 1 : 0);
        else
            state_backward(s->state);
        moved(v);
        break;
    case A_NEXT_LEAF:
        seek_leaves(s, leaves_done(s) + 1);
        moved(v);
        break;
    case A_PREV_LEAF: {
        size_t k = leaves_done(s);
        /* just after a leaf: go to the one before it */
        seek_leaves(s, k > 0 ? k - 1 : 0);
        moved(v);
        break;
    }
    case A_NEXT_CUT: seek_event(v, EV_CUTOFF, +1); moved(v); break;
    case A_PREV_CUT: seek_event(v, EV_CUTOFF, -1); moved(v); break;
    case A_END: state_seek(s->state, s->trace->len); moved(v); break;
    case A_START: state_seek(s->state, 0); moved(v); break;
    case A_JUMP: {
        char buf[32];
        unsigned long long k;
        if (prompt(v, "Jump to step: ", buf, sizeof buf)) {
            if (cli_parse_uint(buf, 0, s->trace->len, &k)) {
                state_seek(s->state, (size_t)k);
                moved(v);
            } else {
                snprintf(v->message, sizeof v->message, "steps are 0 to %zu", s->trace->len);
            }
        }
        break;
    }
    case A_BREAK: {
        node_id n = v->selected != AB_NO_NODE ? v->selected : state_current_node(s->state);
        v->breakpoint[n] ^= 1;
        char who[96];
        tree_path(v->tree, n, who, sizeof who);
        snprintf(v->message, sizeof v->message, "breakpoint %s %s", v->breakpoint[n] ? "set on" :
                 "cleared from", n ? who : "root");
        break;
    }
    case A_PLAY:
        v->playing = !v->playing;
        break;
    case A_FASTER:
        v->delay_ms = v->delay_ms > 50 ? v->delay_ms / 2 : 25;
        break;
    case A_SLOWER:
        v->delay_ms = v->delay_ms < 3200 ? v->delay_ms * 2 : 3200;
        break;
    case A_ALGORITHM: switch_algorithm(v); break;
    case A_VIEW:
    case A_MARKS:
        if (a == A_VIEW)
            v->view = v->view == VIEW_NEGAMAX ? VIEW_MINIMAX : VIEW_NEGAMAX;
        else
            /* the cut kinds (the figure keeps its size), all, none */
            v->marks = v->marks == MARK_CUTS ? MARK_ALL : v->marks == MARK_ALL ? 0 : MARK_CUTS;
        for (int i = 0; i < v->nsides; i++)
            if (!side_repaint(v, &v->side[i]))
                snprintf(v->message, sizeof v->message, "out of memory");
        break;
    case A_OUTLINE: v->outline = !v->outline; break;
    case A_FOLD:
        if (v->selected != AB_NO_NODE && !tree_is_leaf(v->tree, v->selected))
            v->fold[v->selected] ^= 1;
        break;
    case A_COMPARE:
        if (v->nsides == 2) {
            side_free(&v->side[1]);
            v->nsides = 1;
        } else if (side_setup(v, &v->side[1], s->alg == ALG_F1 ? ALG_F2 : ALG_F1)) {
            v->nsides = 2;
            sync_second(v);
        }
        find_differences(v);
        break;
    case A_CRITICAL:
        v->critical = !v->critical;
        snprintf(v->message, sizeof v->message, v->critical
                 ? "critical positions highlighted: what F2 examines with perfect ordering"
                 : "critical positions no longer highlighted");
        break;
    case A_STACK: v->show_stack = !v->show_stack; break;
    case A_CODE: v->show_code = !v->show_code; break;
    case A_SCROLL_LEFT:
    case A_SCROLL_RIGHT:
    case A_SCROLL_UP:
    case A_SCROLL_DOWN:
        v->follow = false;
        for (int i = 0; i < v->nsides; i++) {
            struct view_side *t = &v->side[i];
            uint32_t dx = (uint32_t)COLS / 2, dy = (uint32_t)LINES / 3;
            if (a == A_SCROLL_LEFT)
                t->x0 = t->x0 > dx ? t->x0 - dx : 0;
            else if (a == A_SCROLL_RIGHT)
                t->x0 += dx;
            else if (a == A_SCROLL_UP) {
                t->y0 = t->y0 > dy ? t->y0 - dy : 0;
                t->outline_top = t->outline_top > dy ? t->outline_top - dy : 0;
            } else {
                t->y0 += dy;
                if (t->outline_top + dy < v->tree->count)
                    t->outline_top += dy;
            }
        }
        break;
    case A_FOLLOW: v->follow = true; break;
    case A_OPEN: open_file(v); break;
    case A_EXPORT: export_picture(v); break;
    case A_STATS: ui_stats_screen(v->tree); break;
    case A_CLICK: click(v); break;
    case A_UNSELECT: v->selected = AB_NO_NODE; break;
    case A_HELP: return UI_HELP;
    case A_QUIT: return UI_QUIT;
    }
    return v->failed ? UI_QUIT : UI_REDRAW;
}

/* One step of play; stops at the end and at breakpoints. */
static void play_step(struct viewer *v)
{
    struct view_side *s = &v->side[0];
    if (s->state->step >= s->trace->len) {
        v->playing = false;
        return;
    }
    act(v, A_FORWARD);
    node_id n = state_current_node(s->state);
    const struct event *e = state_current_event(s->state);
    if (e && (e->type == EV_ENTER || e->type == EV_LEAF) && v->breakpoint[n]) {
        v->playing = false;
        snprintf(v->message, sizeof v->message, "stopped at a breakpoint");
    }
}

/* ---- the screen ---- */

static void screen_draw(void *ctx)
{
    view_draw(ctx);
}

static enum ui_reaction screen_act(void *ctx, int action, int key)
{
    (void)key;
    return act(ctx, (enum action)action);
}

static int screen_timeout(void *ctx)
{
    const struct viewer *v = ctx;
    return v->playing ? v->delay_ms : -1;
}

static enum ui_reaction screen_tick(void *ctx)
{
    struct viewer *v = ctx;
    if (v->playing)
        play_step(v);
    return UI_REDRAW;
}

int ui_run_view(const char *file, const struct view_options *o)
{
    /* the cut kinds are what this program is about: marked from the start */
    struct viewer v = { .opt = *o, .nsides = o->compare ? 2 : 1, .show_stack = true,
                        .show_code = true, .outline = o->outline, .follow = true,
                        .delay_ms = 400, .marks = MARK_CUTS };
    struct diag err;
    if (!viewer_open(&v, file, &err)) {
        diag_print(stderr, &err);
        viewer_close(&v);
        return EXIT_DATA;
    }
    if (!ui_start("view")) {
        viewer_close(&v);
        return EXIT_USAGE;
    }
    struct ui_screen screen = { .ctx = &v, .keymap = &keymap, .draw = screen_draw,
                                .act = screen_act, .timeout_ms = screen_timeout,
                                .tick = screen_tick };
    ui_screen_run(&screen);
    ui_end();
    if (v.failed)
        diag_print(stderr, &v.error);
    viewer_close(&v);
    return v.failed ? EXIT_DATA : EXIT_OK;
}
