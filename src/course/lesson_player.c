/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_player.c: walking through a lesson's items, without a screen. */
#include "config.h"

#include "course/lesson_player.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "course/lesson_question.h"
#include "render/words/describe.h"
#include "render/words/format.h"
#include "search/step_state.h"
#include "tree/node_name.h"

/* ---- the board ---- */

const struct trace *lesson_player_trace(const struct lesson_player *p)
{
    return p->have_board ? p->l->traces[p->board.trace] : NULL;
}

node_id lesson_player_hidden(const struct lesson_player *p)
{
    const struct lesson_item *q = p->question;
    if (p->wait != LESSON_WAIT_ANSWER || !q || q->qkind != Q_VALUE || !p->have_board ||
        q->board.trace != p->board.trace)
        return AB_NO_NODE;
    return q->nodes[0];
}

bool lesson_player_hides_leaves(const struct lesson_player *p)
{
    return p->wait == LESSON_WAIT_ANSWER && p->question && p->question->qkind == Q_LEAVES;
}

/* Makes the state, the figure and the highlights match the board. */
static void sync_board(struct lesson_player *p)
{
    if (!p->have_board || p->failed)
        return;
    const struct trace *tr = lesson_player_trace(p);
    if (!p->state || p->state_trace != p->board.trace) {
        step_state_free(p->state);
        p->state = step_state_new(tr);
        if (p->state && !step_state_track_ranges(p->state)) {
            step_state_free(p->state);
            p->state = NULL;
        }
        p->state_trace = p->board.trace;
        free(p->highlight);
        p->highlight = calloc(tr->tree->count, 1);
    }
    if (!p->paper || p->paper_trace != p->board.trace || p->paper_view != p->board.view ||
        p->paper_marks != p->marks || p->paper_compact != p->compact ||
        p->paper_rows != p->rows || p->paper_pitch != p->pitch) {
        paper_free(p->paper);
        /* the file's labels shown: lessons talk about A, B, C ...; in
         * rows of their own, as on the stepper's screen */
        struct paper_options o = { .view = p->board.view, .marks = p->marks,
                                   .ascii = p->ascii,
                                   .connector_rows = p->rows ? p->rows : 1, .snapshot = true,
                                   .unvisited_leaves = true, .labels = true,
                                   .label_row = true, .compact = p->compact,
                                   .pitch = p->pitch };
        p->paper = paper_new(tr, &o);
        p->paper_trace = p->board.trace;
        p->paper_view = p->board.view;
        p->paper_marks = p->marks;
        p->paper_compact = p->compact;
        p->paper_rows = p->rows;
        p->paper_pitch = p->pitch;
    }
    if (!p->state || !p->paper || !p->highlight) {
        p->failed = true;
        return;
    }
    step_state_seek(p->state, p->board.step);
    paper_update(p->paper, p->state);
    paper_hide_value(p->paper, lesson_player_hidden(p));
}

static void set_board(struct lesson_player *p, const struct lesson_board *b)
{
    p->board = *b;
    p->have_board = true;
    sync_board(p);
}

static void clear_highlights(struct lesson_player *p)
{
    if (p->highlight)
        memset(p->highlight, 0, lesson_player_trace(p)->tree->count);
}

/* ---- walking through the items ---- */

/* Plays items up to the next one that waits for the reader.  The board
 * is set once, as the last of them leaves it, so that a run of a thousand
 * gotos costs one seek: the highlights are the last highlight line's,
 * unless a search of its own came after it (a new search starts with none). */
static void advance(struct lesson_player *p)
{
    const struct lesson *l = p->l;
    const struct lesson_section *s = &l->sections[p->section];
    const struct lesson_item *lit = NULL, *stop = NULL;
    bool cleared = false;
    size_t trace = p->state ? p->state_trace : SIZE_MAX;
    while (p->item < s->end && !stop) {
        const struct lesson_item *it = &l->items[p->item++];
        switch (it->op) {
        case LOP_SETUP:
        case LOP_GOTO:
        case LOP_HIGHLIGHT:
            p->board = it->board;
            p->have_board = true;
            if (it->board.trace != trace) {
                trace = it->board.trace;
                lit = NULL;
                cleared = true;
            }
            if (it->op == LOP_HIGHLIGHT) {
                lit = it;
                cleared = true;
            }
            break;
        case LOP_PAUSE:
        case LOP_QUESTION:
            stop = it;
            break;
        case LOP_SAY:
            break;
        }
    }
    if (stop && stop->op == LOP_QUESTION) {
        p->question = stop;
        p->tries = 0;
        p->answer[0] = '\0';
        p->feedback[0] = '\0';
        p->wait = LESSON_WAIT_ANSWER;
    }
    sync_board(p);      /* a question's value is hidden */
    if (p->failed)
        return;
    if (cleared)
        clear_highlights(p);
    for (size_t i = 0; lit && i < lit->nnodes; i++)
        p->highlight[lit->nodes[i]] = 1;
    if (stop)
        p->wait = stop->op == LOP_PAUSE ? LESSON_WAIT_CONTINUE : LESSON_WAIT_ANSWER;
    else
        p->wait = p->section + 1 < l->nsections ? LESSON_WAIT_SECTION_END
                                                 : LESSON_WAIT_LESSON_END;
}

void lesson_player_start_section(struct lesson_player *p, size_t k)
{
    const struct lesson *l = p->l;
    p->section = k < l->nsections ? k : l->nsections - 1;
    p->item = l->sections[p->section].first;
    p->feedback[0] = '\0';
    p->question = NULL;
    /* the board as the previous section left it */
    if (p->item > 0)
        set_board(p, &l->items[p->item - 1].board);
    if (p->failed)
        return;
    clear_highlights(p);
    advance(p);
}

bool lesson_player_init(struct lesson_player *p, const struct lesson *l, bool ascii)
{
    *p = (struct lesson_player){ .l = l, .ascii = ascii };
    p->record = calloc(l->nitems, 1);
    if (p->record)
        lesson_player_start_section(p, 0);
    if (!p->record || p->failed) {
        lesson_player_free(p);
        return false;
    }
    return true;
}

void lesson_player_free(struct lesson_player *p)
{
    step_state_free(p->state);
    paper_free(p->paper);
    free(p->highlight);
    free(p->record);
    p->state = NULL;
    p->paper = NULL;
    p->highlight = p->record = NULL;
}

void lesson_player_go_on(struct lesson_player *p)
{
    if (p->wait == LESSON_WAIT_SECTION_END) {
        lesson_player_start_section(p, p->section + 1);
    } else if (p->wait == LESSON_WAIT_CONTINUE || p->wait == LESSON_WAIT_FEEDBACK) {
        p->feedback[0] = '\0';
        p->question = NULL;
        advance(p);
        sync_board(p);
    }
}

void lesson_player_step(struct lesson_player *p, int dir)
{
    if (!p->have_board || !p->state)
        return;
    if (dir > 0)
        step_state_forward(p->state);
    else
        step_state_backward(p->state);
    p->board.step = p->state->step;
    paper_update(p->paper, p->state);
}

/* ---- questions ---- */

/* The step that shows why the answer is what it is. */
static size_t why_step(const struct lesson_player *p, const struct lesson_item *q)
{
    const struct trace *tr = p->l->traces[q->board.trace];
    node_id n = q->nnodes ? (q->qkind == Q_NEXT ? q->expect_node : q->nodes[0]) : AB_NO_NODE;
    size_t best = 0;
    for (size_t i = q->qkind == Q_NEXT ? q->board.step : 0; n != AB_NO_NODE && i < tr->len; i++) {
        struct event e_buf;
        const struct event *e = trace_event_at(tr, i, &e_buf);
        bool hit = false;
        if (q->qkind == Q_VALUE)
            hit = (e->type == EV_EXIT || e->type == EV_LEAF) && e->node == n;
        else if (q->qkind == Q_NEXT || q->qkind == Q_WINDOW)
            hit = (e->type == EV_ENTER || e->type == EV_LEAF) && e->node == n;
        else if (q->qkind == Q_CUT)
            hit = e->type == EV_CUTOFF && tree_parent(tr->tree, n) != AB_NO_NODE &&
                  e->node == tree_parent(tr->tree, n);
        if (hit && q->qkind != Q_VALUE && q->qkind != Q_WINDOW)
            return i + 1;
        /* a value, a window: the last time the position returns, is called */
        if (hit)
            best = i + 1;
    }
    if (best)
        return best;
    return q->qkind == Q_CUT ? q->board.step : tr->len;
}

/* The answer shown, after a wrong try or not, and the board at its step. */
static void reveal(struct lesson_player *p, bool after_wrong)
{
    const struct lesson_item *q = p->question;
    p->record[q - p->l->items] = LESSON_SHOWN;
    if (after_wrong)
        snprintf(p->feedback, sizeof p->feedback, _("Not quite. The answer is %s. %s"),
                 q->answer, q->explanation);
    else
        snprintf(p->feedback, sizeof p->feedback, _("The answer is %s. %s"), q->answer,
                 q->explanation);
    struct lesson_board b = q->board;
    b.step = why_step(p, q);
    /* answered: the board shows the value again */
    p->wait = LESSON_WAIT_FEEDBACK;
    set_board(p, &b);
}

void lesson_player_show(struct lesson_player *p)
{
    if (p->wait == LESSON_WAIT_ANSWER)
        reveal(p, false);
}

bool lesson_player_answer(struct lesson_player *p)
{
    const struct lesson_item *q = p->question;
    if (p->wait != LESSON_WAIT_ANSWER)
        return false;
    char why[300];
    enum lesson_verdict v = lesson_answer_judge(q, p->answer, why, sizeof why);
    if (v == LESSON_ANSWER_UNREADABLE) {
        /* not an answer to this question: say what is wanted, no try used */
        snprintf(p->feedback, sizeof p->feedback, "%s", why);
        p->answer[0] = '\0';
        return false;
    }
    bool right = v == LESSON_ANSWER_RIGHT;
    if (right) {
        p->record[q - p->l->items] = p->tries == 0 ? LESSON_RIGHT_FIRST : LESSON_RIGHT_LATER;
        snprintf(p->feedback, sizeof p->feedback, _("Right. %s"), q->explanation);
        p->wait = LESSON_WAIT_FEEDBACK;
        sync_board(p);          /* the value asked for is shown again */
    } else {
        p->tries++;
        p->answer[0] = '\0';
        if (p->tries <= q->nhints)
            snprintf(p->feedback, sizeof p->feedback, _("Not quite. Hint: %s"),
                     q->hints[p->tries - 1]);
        else if (q->nhints == 0 && p->tries < 2)
            snprintf(p->feedback, sizeof p->feedback, "%s", _("Not quite. Try again."));
        else
            reveal(p, true);
    }
    /* a note on the answer's words (a synonym: the course's word) */
    if (why[0]) {
        size_t len = strlen(p->feedback);
        snprintf(p->feedback + len, sizeof p->feedback - len, " %s", why);
    }
    return right;
}

/* ---- how the board is shown ---- */

void lesson_player_toggle_view(struct lesson_player *p)
{
    p->board.view = p->board.view == VIEW_NEGAMAX ? VIEW_MINIMAX : VIEW_NEGAMAX;
    sync_board(p);
}

void lesson_player_toggle_marks(struct lesson_player *p)
{
    p->marks = p->marks ? 0 : MARK_ALL;
    sync_board(p);
}

void lesson_player_set_spread(struct lesson_player *p, uint32_t rows, uint32_t pitch)
{
    if (p->rows == rows && p->pitch == pitch)
        return;
    p->rows = rows;
    p->pitch = pitch;
    sync_board(p);
}

void lesson_player_set_compact(struct lesson_player *p, bool compact)
{
    if (p->compact == compact)
        return;
    p->compact = compact;
    sync_board(p);
}

/* ---- what the screen writes ---- */

size_t lesson_player_paragraphs(const struct lesson_player *p, char ***out)
{
    const struct lesson *l = p->l;
    const struct lesson_section *s = &l->sections[p->section];
    char **paras = NULL;
    size_t n = 0, cap = 0;
    bool open = false;
    for (size_t i = s->first; i < p->item && i < s->end; i++) {
        const struct lesson_item *it = &l->items[i];
        if (it->op != LOP_SAY)
            continue;
        if (it->text[0] == '\0') {
            open = false;
            continue;
        }
        /* a list item ("- ...") starts a paragraph of its own */
        if (!open || strncmp(it->text, "- ", 2) == 0) {
            if (!ARRAY_GROW(paras, cap, n + 1))
                break;
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

void lesson_player_frame_words(const struct lesson_player *p, bool brief, char *buf, size_t cap)
{
    buf[0] = '\0';
    const struct step_state *s = p->state;
    const struct trace *tr = lesson_player_trace(p);
    if (!tr || !s || s->depth == 0 || tr->options.alg == ALG_F)
        return;
    const struct path_frame *f = &s->path[s->depth - 1];
    uint32_t depth = tree_depth(tr->tree, f->node);
    enum value_view view = p->board.view;
    char w[FMT_WINDOW_MAX], m[FMT_VALUE_MAX], who[48];
    node_name(who, sizeof who, tr->tree, f->node);
    /* m (or the range) of a position whose value a question asks for is
     * the answer: "?" until it is answered */
    bool hide = f->node == lesson_player_hidden(p);
    if (hide)
        snprintf(m, sizeof m, "?");
    else
        fmt_value(m, f->m, depth, view);
    if (tr->options.alg == ALG_F1) {
        snprintf(buf, cap, _("%s: bound %s, m %s"), who, fmt_value(w, f->beta, depth, view), m);
        return;
    }
    fmt_window(w, f->alpha, f->beta, depth, view);
    if (view == VIEW_NEGAMAX) {
        if (brief)
            snprintf(buf, cap, "%s: %s, m %s", who, w, m);
        else
            snprintf(buf, cap, _("%s: window %s, m %s"), who, w, m);
        return;
    }
    /* the textbooks' range [lo, hi] of values still possible: interval
     * minimax over the leaves seen so far */
    char range[FMT_WINDOW_MAX] = "?";
    if (!hide)
        describe_range(range, sizeof range, s, f->node);
    if (brief)
        /* TRANSLATORS: the brief form of "%s: range %s, window %s" for a
         * narrow screen: the window "(3, +inf)" without its word */
        snprintf(buf, cap, _("%s: range %s, %s"), who, range, w);
    else
        snprintf(buf, cap, _("%s: range %s, window %s"), who, range, w);
}

/* ---- where the reader is ---- */

/* The letters of enum lesson_record in a place's answers (progress.h). */
static const char record_letter[] = ".rls";

static bool is_stop(const struct lesson_item *it)
{
    return it->op == LOP_PAUSE || it->op == LOP_QUESTION;
}

void lesson_player_place(const struct lesson_player *p, struct progress_place *place)
{
    const struct lesson *l = p->l;
    const struct lesson_section *s = &l->sections[p->section];
    size_t stops = 0, k = 0;
    for (size_t i = s->first; i < p->item && i < s->end; i++)
        stops += is_stop(&l->items[i]);
    /* the pause or the question waiting is not passed yet */
    if ((p->wait == LESSON_WAIT_CONTINUE || p->wait == LESSON_WAIT_ANSWER) && stops > 0)
        stops--;
    place->section = p->section;
    place->stop = stops;
    for (size_t i = 0; i < l->nitems && k + 1 < sizeof place->answers; i++)
        if (l->items[i].op == LOP_QUESTION)
            place->answers[k++] = record_letter[p->record[i] <= LESSON_SHOWN ? p->record[i] : 0];
    place->answers[k] = '\0';
}

void lesson_player_resume(struct lesson_player *p, const struct progress_place *place)
{
    const struct lesson *l = p->l;
    size_t k = 0;
    for (size_t i = 0; i < l->nitems && place->answers[k]; i++) {
        if (l->items[i].op != LOP_QUESTION)
            continue;
        char c = place->answers[k++];
        const char *at = c ? strchr(record_letter, c) : NULL;
        p->record[i] = (uint8_t)(at ? at - record_letter : LESSON_NOT_ASKED);
    }
    lesson_player_start_section(p, place->section);
    for (size_t n = 0; n < place->stop && !p->failed; n++) {
        if (p->wait == LESSON_WAIT_ANSWER)
            /* passed before: on to what follows it, as after its feedback */
            p->wait = LESSON_WAIT_FEEDBACK;
        if (p->wait != LESSON_WAIT_CONTINUE && p->wait != LESSON_WAIT_FEEDBACK)
            break;
        lesson_player_go_on(p);
    }
}

bool lesson_player_at_start(const struct lesson_player *p)
{
    struct progress_place place;
    lesson_player_place(p, &place);
    return place.section == 0 && place.stop == 0 && !strpbrk(place.answers, "rls");
}

void lesson_player_score(const struct lesson_player *p, size_t *first, size_t *asked)
{
    *first = *asked = 0;
    for (size_t i = 0; i < p->l->nitems; i++)
        if (p->l->items[i].op == LOP_QUESTION) {
            (*asked)++;
            *first += p->record[i] == LESSON_RIGHT_FIRST;
        }
}

/* ---- the line under the board ---- */

void lesson_player_step_words(const struct lesson_player *p, bool brief, char *buf, size_t cap)
{
    const struct trace *tr = lesson_player_trace(p);
    if (!tr || !p->state) {
        snprintf(buf, cap, "%s", "");
        return;
    }
    const struct event *e = step_state_current_event(p->state);
    const char *alg = algorithm_info(tr->options.alg)->name;
    char what[NODE_NAME_MAX + 64];
    if (e)
        describe_step(what, sizeof what, tr->tree, e);
    else
        snprintf(what, sizeof what, "%s", _("before the search"));
    if (brief)
        snprintf(buf, cap, _("%s, %zu/%zu: %s"), alg, p->state->step, tr->len, what);
    else
        /* TRANSLATORS: the line under a lesson's board: the algorithm, the
         * step, and what the search does at it ("F2, step 70 of 143: child
         * 2.1.2"); the brief form above is for narrow screens */
        snprintf(buf, cap, _("%s, step %zu of %zu: %s"), alg, p->state->step, tr->len, what);
}

void lesson_player_leaves_words(const struct lesson_player *p, char *buf, size_t cap)
{
    if (lesson_player_hides_leaves(p))
        /* TRANSLATORS: the leaves so far, hidden while a question asks
         * how many there are */
        snprintf(buf, cap, "%s", _("leaves ?"));
    else
        snprintf(buf, cap, _("leaves %zu"), p->state ? p->state->leaves : (size_t)0);
}

/* ---- the end of the lesson ---- */

const char *lesson_record_word(enum lesson_record r)
{
    /* TRANSLATORS: how each question of a lesson went, in the list at its
     * end: right at the first try, right later, the answer shown */
    static const char *const words[] = {
        [LESSON_NOT_ASKED] = NC_("lesson summary", "  -  "),
        [LESSON_RIGHT_FIRST] = NC_("lesson summary", "right"),
        [LESSON_RIGHT_LATER] = NC_("lesson summary", "later"),
        [LESSON_SHOWN] = NC_("lesson summary", "shown"),
    };
    return i18n_context(words[r <= LESSON_SHOWN ? r : LESSON_NOT_ASKED]);
}

size_t lesson_player_summary(const struct lesson_player *p, char ***out)
{
    const struct lesson *l = p->l;
    size_t first, asked;
    lesson_player_score(p, &first, &asked);
    char **t = calloc(asked ? asked : 1, sizeof *t);
    size_t n = 0;
    if (!t) {
        *out = NULL;
        return 0;
    }
    for (size_t i = 0; i < l->nitems && n < asked; i++) {
        const struct lesson_item *q = &l->items[i];
        if (q->op == LOP_QUESTION)
            t[n++] = str_printf("- %s  %s  %s", lesson_record_word(p->record[i]), q->text,
                                q->answer);
    }
    *out = t;
    return n;
}

void lesson_player_end_words(const struct lesson_player *p, char *buf, size_t cap)
{
    size_t first, asked;
    lesson_player_score(p, &first, &asked);
    /* TRANSLATORS: the plural form goes with the second number (of how many) */
    snprintf(buf, cap, P_("End of the lesson.  Right at the first try: %zu of %zu question.",
                          "End of the lesson.  Right at the first try: %zu of %zu questions.",
                          asked), first, asked);
}
