/* SPDX-License-Identifier: GPL-3.0-or-later */
/* stepper.c: the stepper's state and actions, without a screen. */
#include "config.h"

#include "course/stepper.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/outfile.h"
#include "base/strbuf.h"
#include "base/util.h"
#include "render/export/common/export.h"
#include "render/words/format.h"
#include "render/export/common/graph.h"
#include "render/export/formats.h"
#include "render/words/listing.h"
#include "search/analysis.h"
#include "search/cutkind.h"
#include "search/nodetype.h"
#include "search/search.h"
#include "search/searchopt.h"
#include "search/step_state.h"
#include "tree/horizon.h"
#include "tree/node_name.h"
#include "tree/parse.h"

void stepper_say(struct stepper *st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(st->message, sizeof st->message, fmt, ap);
    va_end(ap);
}

void stepper_unsay(struct stepper *st)
{
    st->message[0] = '\0';
}

static size_t entered_at(const struct stepper *st, node_id n);

/* ---- sides: one recorded search each ---- */

static void side_free(struct stepper_side *s)
{
    paper_free(s->paper);
    step_state_free(s->state);
    trace_free(s->trace);
    free(s->leaf_steps);
    memset(s, 0, sizeof *s);
}

/* How the stepper's figures are drawn: its view, marks, spacing and
 * labels.  Labels get a row of their own above their values, with the
 * type digit and the current-node arrow above them (as abprune export
 * draws them): a label in the row above the value had the type digit
 * right after it ("B1") and hid the arrow. */
static struct paper_options figure_options(const struct stepper *st)
{
    return (struct paper_options){ .view = st->view, .marks = st->marks,
                                   .ascii = st->opt.ascii,
                                   .connector_rows = st->spacing.rows ? st->spacing.rows : 1,
                                   .snapshot = true, .unvisited_leaves = true,
                                   .pitch = st->spacing.pitch,
                                   .compact = st->spacing.compact, .labels = st->labels,
                                   .label_row = true,
                                   /* laid out when the figure is shown (a big
                                    * tree opens as an outline, at the cost of
                                    * reading it) */
                                   .no_layout = st->outline };
}

/* Records alg on the stepper's tree into a new side; false (with s
 * freed) when out of memory. */
static bool side_setup(const struct stepper *st, struct stepper_side *s, enum algorithm alg)
{
    memset(s, 0, sizeof *s);
    s->alg = alg;
    /* the rules of the stepper's search, its window where alg takes one */
    struct search_options rules = st->opt.rules;
    rules.alpha = st->opt.alpha;
    rules.beta = st->opt.beta;
    struct search_options o = search_options_like(alg, &rules);
    bool too_long;
    size_t max_steps = trace_max_steps(&o);
    s->trace = trace_record_max(st->tree, &o, max_steps, &too_long);
    s->state = s->trace ? step_state_new(s->trace) : NULL;
    /* the textbooks' ranges in the stack pane and status line */
    if (s->state && !step_state_track_ranges(s->state)) {
        step_state_free(s->state);
        s->state = NULL;
    }
    struct paper_options po = figure_options(st);
    s->paper = s->trace ? paper_new(s->trace, &po) : NULL;
    /* a compact trace (F's) has no leaf steps: its leaves are most of
     * its steps, found when asked (leaf_step), and come in preorder */
    bool compact = s->trace && trace_is_compact(s->trace);
    s->leaf_steps = s->trace && !compact
                        ? malloc((s->trace->result.leaves + 1) * sizeof *s->leaf_steps)
                        : NULL;
    if (!s->paper || !s->state || (!compact && !s->leaf_steps)) {
        side_free(s);
        s->too_long = too_long;
        s->max_steps = max_steps;
        return false;
    }
    s->leaves_in_order = true;
    if (compact)
        s->nleaves = s->trace->result.leaves;
    for (size_t i = 0; !compact && i < s->trace->len; i++)
        if (trace_event_type(s->trace, i) == EV_LEAF) {
            if (s->nleaves && trace_event(s->trace, s->leaf_steps[s->nleaves - 1] - 1).node >=
                                  trace_event(s->trace, i).node)
                s->leaves_in_order = false;
            s->leaf_steps[s->nleaves++] = (uint32_t)(i + 1);
        }
    paper_attach(s->paper, s->state);
    return true;
}

/* A new paper for a side after the view, the marks or the spacing
 * changed. */
static bool side_repaint(const struct stepper *st, struct stepper_side *s)
{
    struct paper_options po = figure_options(st);
    struct paper *p = paper_new(s->trace, &po);
    if (!p)
        return false;
    paper_free(s->paper);
    s->paper = p;
    paper_attach(p, s->state);
    return true;
}

/* The algorithm the second side compares with the first's. */
static enum algorithm other_algorithm(enum algorithm a)
{
    return a == ALG_F1 ? ALG_F2 : ALG_F1;
}

/* Works out the node types (the critical positions) the first time they
 * are highlighted; false when out of memory. */
static bool stepper_find_types(struct stepper *st)
{
    if (st->type)
        return true;
    st->type = malloc(st->tree->count);
    if (!st->type)
        return false;
    node_types(st->tree, st->type);
    return true;
}

/* Marks the positions one side prunes and the other visits (compare). */
static void find_differences(struct stepper *st)
{
    const struct tree *t = st->tree;
    memset(st->differs, 0, (t->count / 64 + 1) * sizeof *st->differs);
    if (st->nsides < 2)
        return;
    struct step_state *end[2];
    for (int i = 0; i < 2; i++) {
        end[i] = step_state_new(st->side[i].trace);
        if (!end[i]) {
            step_state_free(end[0]);
            return;
        }
        step_state_seek(end[i], st->side[i].trace->len);
    }
    for (node_id n = 0; n < t->count; n++) {
        bool seen0 = end[0]->status[n] == NODE_DONE, seen1 = end[1]->status[n] == NODE_DONE;
        bitset_put(st->differs, n, seen0 != seen1);
    }
    step_state_free(end[0]);
    step_state_free(end[1]);
}

/* The step just after a side's k-th leaf (1 to nleaves; 0: the start):
 * from its leaf steps, or without them (a compact trace) found from where
 * its state is by counting the leaves on the way, which the seek there
 * costs anyway. */
static size_t leaf_step(const struct stepper_side *s, size_t k)
{
    if (k == 0 || s->leaf_steps)
        return k == 0 ? 0 : s->leaf_steps[k - 1];
    const struct trace *tr = s->trace;
    /* seen: the leaves among the events before i */
    size_t i = s->state->step, seen = s->state->leaves;
    if (seen >= k) {
        while (i-- > 0)
            if (trace_event_type(tr, i) == EV_LEAF && seen-- == k)
                return i + 1;
        return 0;
    }
    for (; i < tr->len; i++)
        if (trace_event_type(tr, i) == EV_LEAF && ++seen == k)
            return i + 1;
    return tr->len;
}

/* Moves a side to just after its k-th leaf (0: the start). */
static void seek_leaves(struct stepper_side *s, size_t k)
{
    if (k > s->nleaves)
        k = s->nleaves;
    step_state_seek(s->state, leaf_step(s, k));
}

/* In compare mode the second side follows the first leaf by leaf: it goes
 * to the last of its leaves that lies at or before the first side's. */
static void sync_second(struct stepper *st)
{
    if (st->nsides < 2)
        return;
    struct stepper_side *a = &st->side[0], *b = &st->side[1];
    node_id last = AB_NO_NODE;
    size_t done = a->state->leaves;
    if (done > 0)
        last = trace_event(a->trace, leaf_step(a, done) - 1).node;
    size_t k = 0;
    if (last != AB_NO_NODE && b->leaves_in_order) {
        /* the first of b's leaves right of the last: by halves */
        size_t hi = b->nleaves;
        while (k < hi) {
            size_t mid = k + (hi - k) / 2;
            if (trace_event(b->trace, leaf_step(b, mid + 1) - 1).node <= last)
                k = mid + 1;
            else
                hi = mid;
        }
    } else {
        while (k < b->nleaves && last != AB_NO_NODE &&
               trace_event(b->trace, leaf_step(b, k + 1) - 1).node <= last)
            k++;
    }
    if (a->state->step == a->trace->len)
        step_state_seek(b->state, b->trace->len);
    else
        seek_leaves(b, k);
    paper_attach(b->paper, b->state);
}

/* After the first side moved: its figure, the second side, following. */
static void moved(struct stepper *st)
{
    paper_attach(st->side[0].paper, st->side[0].state);
    sync_second(st);
    st->follow = true;
}

/* ---- opening a tree ---- */

void stepper_init(struct stepper *st, const struct stepper_options *o)
{
    /* the cut kinds are what this program is about: marked from the start */
    *st = (struct stepper){ .opt = *o, .nsides = o->compare ? 2 : 1, .outline = o->outline,
                            .follow = true, .delay_ms = 400, .marks = MARK_CUTS,
                            .selected = AB_NO_NODE, .value_scale = 1, .labels = true,
                            .spacing = { .pitch = 1, .rows = 1 } };
}

void stepper_free(struct stepper *st)
{
    for (int i = 0; i < 2; i++)
        side_free(&st->side[i]);
    tree_free(st->tree);
    free(st->file);
    free(st->breakpoint);
    free(st->fold);
    free(st->differs);
    free(st->type);
    free(st->found);
    free(st->named);
    st->tree = NULL;
    st->file = NULL;
    st->breakpoint = st->fold = st->differs = NULL;
    st->type = NULL;
    st->found = NULL;
    st->nfound = 0;
    st->named = NULL;
    st->nnamed = 0;
}

/* One convention per screen: the forms of F2 that exist in negamax only
 * (the iterative and list-structure forms, PVS, MTD(f)) are shown in the
 * negamax view, so that the listing, its variables, the stack and the
 * status line agree.  Says so when that overrides the view asked for. */
static void keep_one_convention(struct stepper *st, enum algorithm alg)
{
    if (st->view != VIEW_MINIMAX || listing_view(alg, VIEW_MINIMAX) == VIEW_MINIMAX)
        return;
    st->view = VIEW_NEGAMAX;
    /* TRANSLATORS: %s is an algorithm's -a name, "f2-iterative" */
    stepper_say(st, _("%s is written in negamax only: shown in the negamax view"),
                algorithm_info(alg)->option);
}

/* Sets up n (a copy of a stepper's settings) on tree t; false when out of
 * memory, with what was made left for stepper_free. */
static bool build(struct stepper *n, const char *file, struct tree *t)
{
    n->tree = t;
    n->file = strdup(file);
    n->view = n->opt.view >= 0 ? (enum value_view)n->opt.view
                               : algorithm_view(n->opt.alg, t->written);
    keep_one_convention(n, n->opt.alg);
    n->breakpoint = bitset_new(t->count);
    n->fold = bitset_new(t->count);
    n->differs = bitset_new(t->count);
    if (!n->file || !n->breakpoint || !n->fold || !n->differs)
        return false;
    if (n->critical && !stepper_find_types(n))
        return false;
    n->minimum = analysis_tree_minimum(t);
    n->selected = AB_NO_NODE;
    n->value_scale = 1;
    for (node_id i = 0; i < t->count; i++)
        if (tree_is_leaf(t, i)) {
            int32_t x = t->value[i] < 0 ? -t->value[i] : t->value[i];
            if (x > n->value_scale)
                n->value_scale = x;
        }
    /* a figure wider than a screen many times over reads better as an
     * outline: one with this many leaves is that wide at least (a column
     * each), and is not laid out until it is asked for */
    if (t->leaves > STEPPER_OUTLINE_COLUMNS)
        n->outline = true;
    if (!side_setup(n, &n->side[0], n->opt.alg))
        return false;
    if (n->nsides == 2 && !side_setup(n, &n->side[1], other_algorithm(n->opt.alg)))
        return false;
    if (n->side[0].paper->layout && n->side[0].paper->layout->width > STEPPER_OUTLINE_COLUMNS)
        n->outline = true;
    find_differences(n);
    return true;
}

bool stepper_open(struct stepper *st, const char *file, struct diag *err)
{
    struct tree *t = tree_load_with(file, &st->opt.limits, err);
    size_t made;
    int32_t whole;
    if (t && !tree_prepare(&t, &st->opt.order, st->opt.depth, st->opt.threshold, file, err,
                           &made, &whole)) {
        tree_free(t);
        return false;
    }
    if (!t)
        return false;
    /* the new state is built apart and replaces the old only when whole */
    struct stepper n = *st;
    n.file = NULL;
    n.tree = NULL;
    memset(n.side, 0, sizeof n.side);
    n.breakpoint = n.fold = n.differs = NULL;
    n.type = NULL;
    n.found = NULL;
    n.nfound = 0;
    n.named = NULL;
    n.nnamed = 0;
    n.find_text[0] = '\0';
    n.generation++;
    size_t positions = t->count;        /* t is n's, freed with it */
    if (!build(&n, file, t)) {
        bool too_long = n.side[0].too_long || n.side[1].too_long;
        size_t max_steps = n.side[0].too_long ? n.side[0].max_steps : n.side[1].max_steps;
        stepper_free(&n);
        if (too_long)
            diag_set(err, file, 0, 0, _("the search takes more than %zu steps, the most a "
                                        "search shown step by step keeps; limit the depth "
                                        "(--depth) or search with run"),
                     max_steps);
        else
            diag_set(err, file, 0, 0, _("out of memory recording the search of %zu positions "
                                        "step by step; limit the depth (--depth) or search "
                                        "with run"), positions);
        return false;
    }
    stepper_free(st);
    *st = n;
    return true;
}

/* ---- moving ---- */

void stepper_step(struct stepper *st, int dir)
{
    struct stepper_side *s = &st->side[0];
    if (st->nsides == 2) {
        stepper_leaf(st, dir);
        return;
    }
    if (dir > 0)
        step_state_forward(s->state);
    else
        step_state_backward(s->state);
    moved(st);
}

void stepper_leaf(struct stepper *st, int dir)
{
    struct stepper_side *s = &st->side[0];
    size_t k = s->state->leaves;
    /* back: just after a leaf, go to the one before it */
    seek_leaves(s, dir > 0 ? k + 1 : k > 0 ? k - 1 : 0);
    moved(st);
}

void stepper_event(struct stepper *st, enum event_type type, int dir)
{
    struct stepper_side *s = &st->side[0];
    size_t step = s->state->step, to = dir > 0 ? s->trace->len : 0;
    if (dir > 0) {
        for (size_t i = step; i < s->trace->len; i++)
            if (trace_event_type(s->trace, i) == type) {
                to = i + 1;
                break;
            }
    } else {
        for (size_t i = step > 1 ? step - 1 : 0; i-- > 0;)
            if (trace_event_type(s->trace, i) == type) {
                to = i + 1;
                break;
            }
    }
    step_state_seek(s->state, to);
    moved(st);
}

void stepper_seek(struct stepper *st, size_t k)
{
    step_state_seek(st->side[0].state, k);
    moved(st);
}

bool stepper_jump(struct stepper *st, const char *text)
{
    size_t len = st->side[0].trace->len;
    char *end;
    errno = 0;
    unsigned long long k = text[0] >= '0' && text[0] <= '9' ? strtoull(text, &end, 10) : 0;
    if (text[0] < '0' || text[0] > '9' || *end != '\0' || errno != 0 || k > len) {
        stepper_say(st, _("steps are 0 to %zu"), len);
        return false;
    }
    stepper_seek(st, (size_t)k);
    return true;
}

/* ---- playing ---- */

void stepper_play(struct stepper *st)
{
    st->playing = !st->playing;
}

void stepper_play_tick(struct stepper *st)
{
    struct stepper_side *s = &st->side[0];
    if (s->state->step >= s->trace->len) {
        st->playing = false;
        return;
    }
    stepper_unsay(st);
    stepper_step(st, +1);
    node_id n = step_state_current_node(s->state);
    const struct event *e = step_state_current_event(s->state);
    if (e && (e->type == EV_ENTER || e->type == EV_LEAF) && bitset_get(st->breakpoint, n)) {
        st->playing = false;
        stepper_say(st, "%s", _("stopped at a breakpoint"));
    }
}

void stepper_speed(struct stepper *st, int dir)
{
    if (dir > 0)
        st->delay_ms = st->delay_ms > 50 ? st->delay_ms / 2 : 25;
    else
        st->delay_ms = st->delay_ms < 3200 ? st->delay_ms * 2 : 3200;
}

/* ---- what is searched and shown ---- */

static bool repaint(struct stepper *st);

bool stepper_next_algorithm(struct stepper *st)
{
    struct stepper_side *s = &st->side[0], fresh;
    /* the next one that takes the options asked for (the window and the
     * guess apply where they apply) */
    struct search_request rq = { .o = st->opt.rules,
                                 .horizon = st->opt.rules.horizon != UINT32_MAX };
    enum algorithm next = search_request_next(&rq, s->alg, USE_VIEW);
    if (next == s->alg) {
        stepper_say(st, "%s", _("no other algorithm takes the options given"));
        return true;
    }
    if (!side_setup(st, &fresh, next)) {
        stepper_say(st, "%s", _("out of memory"));
        return false;
    }
    /* as close as sensible: the same number of leaves evaluated */
    seek_leaves(&fresh, s->state->leaves);
    side_free(s);
    *s = fresh;
    /* what was found about the old search is found again when asked */
    free(st->found);
    st->found = NULL;
    st->nfound = 0;
    if (st->selected != AB_NO_NODE)
        st->selected_step = entered_at(st, st->selected);
    find_differences(st);
    moved(st);
    enum value_view before = st->view;
    keep_one_convention(st, next);
    /* the minimax pair F2/G2 is F2 written in Max's values: in the negamax
     * view it would show F2 itself, so a comes to it in the minimax view
     * (v still turns it round) */
    if (algorithm_view(next, VIEW_NEGAMAX) == VIEW_MINIMAX && st->view == VIEW_NEGAMAX) {
        st->view = VIEW_MINIMAX;
        /* TRANSLATORS: %s is an algorithm's -a name, "ab-minimax" */
        stepper_say(st, _("%s is written in Max's values: shown in the minimax view"),
                    algorithm_info(next)->option);
    }
    if (st->view != before)
        repaint(st);
    return true;
}

bool stepper_toggle_compare(struct stepper *st)
{
    if (st->nsides == 2) {
        side_free(&st->side[1]);
        st->nsides = 1;
    } else if (side_setup(st, &st->side[1], other_algorithm(st->side[0].alg))) {
        st->nsides = 2;
        sync_second(st);
    } else {
        stepper_say(st, "%s", _("out of memory"));
        return false;
    }
    find_differences(st);
    return true;
}

static bool repaint(struct stepper *st)
{
    bool ok = true;
    st->generation++;
    for (int i = 0; i < st->nsides; i++)
        if (!side_repaint(st, &st->side[i])) {
            stepper_say(st, "%s", _("out of memory"));
            ok = false;
        }
    return ok;
}

void stepper_toggle_view(struct stepper *st)
{
    st->view = st->view == VIEW_NEGAMAX ? VIEW_MINIMAX : VIEW_NEGAMAX;
    keep_one_convention(st, st->side[0].alg);
    repaint(st);
}

void stepper_cycle_marks(struct stepper *st)
{
    /* the cut kinds (the figure keeps its size), all, none */
    st->marks = st->marks == MARK_CUTS ? MARK_ALL : st->marks == MARK_ALL ? 0 : MARK_CUTS;
    repaint(st);
}

void stepper_toggle_labels(struct stepper *st)
{
    if (!st->tree->nlabels) {
        stepper_say(st, "%s", _("this tree has no labels (write them as A: before a position)"));
        return;
    }
    st->labels = !st->labels;
    repaint(st);
}

bool stepper_space(struct stepper *st, const struct stepper_spacing *sp)
{
    struct stepper_spacing old = st->spacing;
    if (old.pitch == sp->pitch && old.rows == sp->rows && old.compact == sp->compact)
        return true;
    st->spacing = *sp;
    if (repaint(st))
        return true;
    st->spacing = old;
    repaint(st);
    return false;
}

uint32_t stepper_fit_pitch(struct stepper *st, uint32_t cols)
{
    if (st->fit_generation == st->generation && st->fit_cols == cols && st->fit_pitch)
        return st->fit_pitch;
    uint32_t lo = paper_fit_pitch(st->side[0].paper, cols, STEPPER_PITCH_MAX);
    st->fit_cols = cols;
    st->fit_pitch = lo;
    st->fit_generation = st->generation;
    return lo;
}

void stepper_zoom(struct stepper *st, int dir, uint32_t shown, uint32_t automatic)
{
    uint32_t to = dir > 0 ? shown + 1 : shown > 1 ? shown - 1 : 1;
    if (to > STEPPER_PITCH_MAX)
        to = STEPPER_PITCH_MAX;
    st->zoom = to == automatic ? 0 : to;
    if (st->zoom)
        stepper_say(st, P_("zoom: leaves %u column apart (back to %u: automatic)",
                           "zoom: leaves %u columns apart (back to %u: automatic)", to),
                    to, automatic);
    else
        stepper_say(st, P_("zoom: automatic, leaves %u column apart",
                           "zoom: automatic, leaves %u columns apart", to), to);
}

void stepper_toggle_outline(struct stepper *st)
{
    st->outline = !st->outline;
    if (st->outline)
        return;
    /* papers made for the outline have no layout: the figure needs one */
    bool laid_out = true;
    for (int i = 0; i < st->nsides; i++)
        laid_out = laid_out && st->side[i].paper->layout;
    if (!laid_out && !repaint(st))
        st->outline = true;
}

void stepper_toggle_critical(struct stepper *st)
{
    if (!st->critical && !stepper_find_types(st)) {
        stepper_say(st, "%s", _("out of memory"));
        return;
    }
    st->critical = !st->critical;
    stepper_say(st, "%s", st->critical
                ? _("critical positions highlighted: what F2 examines with perfect ordering")
                : _("critical positions no longer highlighted"));
}

/* ---- positions ---- */

/* The step at which the first side's search reaches n, or 0 when never. */
static size_t entered_at(const struct stepper *st, node_id n)
{
    const struct trace *tr = st->side[0].trace;
    for (size_t i = 0; i < tr->len; i++) {
        struct event e_buf;
        const struct event *e = trace_event_at(tr, i, &e_buf);
        if ((e->type == EV_ENTER || e->type == EV_LEAF) && e->node == n)
            return i + 1;
    }
    return 0;
}

void stepper_select(struct stepper *st, node_id n)
{
    st->selected = n == st->selected ? AB_NO_NODE : n;
    /* found once, not at every drawing of the details */
    st->selected_step = st->selected != AB_NO_NODE ? entered_at(st, st->selected) : 0;
}

void stepper_toggle_breakpoint(struct stepper *st)
{
    node_id n = st->selected != AB_NO_NODE ? st->selected
                                           : step_state_current_node(st->side[0].state);
    bitset_flip(st->breakpoint, n);
    char who[96];
    if (n)
        tree_path(st->tree, n, who, sizeof who);
    else
        snprintf(who, sizeof who, "%s", _("root"));
    if (bitset_get(st->breakpoint, n))
        stepper_say(st, _("breakpoint set on %s"), who);
    else
        stepper_say(st, _("breakpoint cleared from %s"), who);
}

void stepper_toggle_fold(struct stepper *st)
{
    if (st->selected == AB_NO_NODE) {
        stepper_say(st, "%s", _("nothing is clicked: click a position, then z folds it "
                                "(in the outline: o)"));
        return;
    }
    char who[96];
    if (st->selected)
        tree_path(st->tree, st->selected, who, sizeof who);
    else
        snprintf(who, sizeof who, "%s", _("root"));
    if (tree_is_leaf(st->tree, st->selected))
        stepper_say(st, _("%s is a leaf: nothing to fold"), who);
    else
        bitset_flip(st->fold, st->selected);
}

void stepper_scroll(struct stepper *st, int dx, int dy)
{
    st->follow = false;
    uint32_t ux = (uint32_t)(dx < 0 ? -dx : dx), uy = (uint32_t)(dy < 0 ? -dy : dy);
    for (int i = 0; i < st->nsides; i++) {
        struct stepper_side *s = &st->side[i];
        if (dx < 0)
            s->x0 = s->x0 > ux ? s->x0 - ux : 0;
        else
            s->x0 += ux;
        if (dy < 0) {
            s->y0 = s->y0 > uy ? s->y0 - uy : 0;
            s->outline_top = s->outline_top > uy ? s->outline_top - uy : 0;
        } else if (dy > 0) {
            s->y0 += uy;
            if (s->outline_top + uy < st->tree->count)
                s->outline_top += uy;
        }
    }
}

void stepper_follow(struct stepper *st)
{
    st->follow = true;
}

uint8_t stepper_node_mark(const struct stepper *st, node_id n)
{
    if (n == st->selected)
        return STEPPER_MARK_SELECTED;
    if (bitset_get(st->breakpoint, n))
        return STEPPER_MARK_BREAKPOINT;
    if (bitset_get(st->differs, n))
        return STEPPER_MARK_DIFFERS;
    if (st->critical && st->type[n] != NODE_NOT_CRITICAL)
        return STEPPER_MARK_CRITICAL;
    return STEPPER_MARK_NONE;
}

void stepper_node_marks(const struct stepper *st, uint8_t *mark, const uint8_t *look)
{
    for (node_id n = 0; n < st->tree->count; n++) {
        uint8_t m = stepper_node_mark(st, n);
        mark[n] = look ? look[m] : m;
    }
}

size_t stepper_details(const struct stepper *st, node_id n,
                       char lines[STEPPER_DETAILS_MAX][STEPPER_DETAIL_LEN])
{
    const struct stepper_side *s = &st->side[0];
    const struct tree *t = st->tree;
    const struct step_state *state = s->state;
    char who[96], w[FMT_WINDOW_MAX], val[64];
    size_t count = 0;
    uint32_t d = tree_depth(t, n);
    node_name(who, sizeof who, t, n);
    snprintf(lines[count++], STEPPER_DETAIL_LEN,
             tree_is_leaf(t, n) ? _("%s: depth %u, %u moves (terminal)")
                                : _("%s: depth %u, %u moves"), who, d,
             tree_count_children(t, n));
    if (state->status[n] == NODE_DONE) {
        fmt_bounded(val, sizeof val, step_state_value(state, n), step_state_kind(state, n), d,
                    st->view);
        snprintf(lines[count++], STEPPER_DETAIL_LEN, _("returned %s"), val);
    }
    size_t entered = n == st->selected ? st->selected_step : entered_at(st, n);
    if (entered) {
        struct event e_buf;
        const struct event *e = trace_event_at(s->trace, entered - 1, &e_buf);
        if (s->alg == ALG_F1)
            snprintf(lines[count++], STEPPER_DETAIL_LEN, _("entered at step %zu with bound %s"),
                     entered, fmt_value(w, e->b, d, st->view));
        else if (s->alg != ALG_F)
            snprintf(lines[count++], STEPPER_DETAIL_LEN,
                     _("entered at step %zu with window %s"), entered,
                     fmt_window(w, e->a, e->b, d, st->view));
    }
    size_t cut = step_state_pruned_by(state, n);
    if (cut != SIZE_MAX) {
        struct event e_buf;
        const struct event *e = trace_event_at(s->trace, cut, &e_buf);
        char at[96];
        node_name(at, sizeof at, t, e->node);
        snprintf(lines[count++], STEPPER_DETAIL_LEN,
                 _("pruned by the %s cutoff at %s, step %zu: %d of %d moves examined"),
                 cut_kind_word((enum cut_kind)e->kind), at, cut + 1, (int)e->a,
                 (int)(e->a + e->b));
    } else if (state->status[n] == NODE_UNVISITED) {
        snprintf(lines[count++], STEPPER_DETAIL_LEN, "%s", _("not reached (yet)"));
    }
    if (bitset_get(st->breakpoint, n))
        snprintf(lines[count++], STEPPER_DETAIL_LEN, "%s", _("breakpoint set (b clears it)"));
    return count;
}

/* ---- writing the picture ---- */

int stepper_export(struct stepper *st, const char *path, bool overwrite)
{
    struct stepper_side *s = &st->side[0];
    const struct export_format *f = export_format_for_file(path);
    if (!f) {
        char formats[300];
        stepper_say(st, _("%s: the name does not say the format; end it in %s"), path,
                    export_picture_extensions(formats, sizeof formats));
        return EINVAL;
    }
    bool text = f->id == EXPORT_TEXT;
    struct export_request rq = { .file = st->file, .trace = s->trace, .state = s->state,
                                 .snapshot = s->state->step < s->trace->len,
                                 .opt = s->paper->opt };
    rq.opt.snapshot = rq.snapshot;
    rq.opt.unvisited_leaves = false;
    /* the figure as the export command draws it, whatever the screen's */
    rq.opt.pitch = 0;
    rq.opt.compact = false;
    rq.opt.connector_rows = 1;
    rq.opt.labels = true;       /* the file's labels, as abprune export draws them */
    rq.opt.label_row = true;
    if (!text || st->outline)
        rq.opt.marks |= MARK_BOUNDS;
    rq.opt.no_layout = text && st->outline;
    rq.outline = text && st->outline;
    struct paper *p = paper_new(s->trace, &rq.opt);
    struct outfile of;
    struct strbuf sb;
    strbuf_init(&sb);
    int e = p ? outfile_open(&of, path, overwrite, 0) : ENOMEM;
    if (!e) {
        /* written as it is drawn */
        outfile_attach(&of, &sb);
        paper_update(p, s->state);
        f->picture(&sb, &rq, p);
        e = outfile_finish(&of, &sb);
    }
    if (e == 0)
        stepper_say(st, _("wrote %s"), path);
    else if (e == EFBIG && of.over_limit)
        stepper_say(st, _("could not write %s: the output passed the limit of %llu bytes"),
                    path, (unsigned long long)of.max);
    else if (e != EEXIST || overwrite)
        stepper_say(st, _("could not write %s: %s"), path,
                    e == ENOMEM ? _("out of memory") : strerror(e));
    strbuf_free(&sb);
    paper_free(p);
    return e;
}
