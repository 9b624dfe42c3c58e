/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_player.c: the cursor, the sheet and the checking of an exercise. */
#include "config.h"

#include "course/quiz_player.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "course/answer.h"
#include "search/step_state.h"
#include "tree/node_name.h"

/* The exercise's figure (leaf values only) and the search's own picture,
 * with rows connector rows and leaves pitch columns apart; false when out
 * of memory (*paper and *answers untouched). */
static bool make_figures(const struct quiz_player *p, bool ascii, uint32_t rows, uint32_t pitch,
                         struct paper **paper, struct paper **answers)
{
    struct paper_options o = { .view = p->view, .ascii = ascii, .connector_rows = rows,
                               .unvisited_leaves = true, .marks = MARK_CUTS, .pitch = pitch };
    struct paper *a = paper_new(p->q->trace, &o);
    o.unvisited_leaves = false;
    o.marks = MARK_CUTS | MARK_BOUNDS;
    struct paper *b = paper_new(p->q->trace, &o);
    if (!a || !b) {
        paper_free(a);
        paper_free(b);
        return false;
    }
    paper_update(a, p->start);
    paper_update(b, p->q->end);
    *paper = a;
    *answers = b;
    return true;
}

bool quiz_player_init(struct quiz_player *p, const struct quiz *q, enum value_view view,
                      bool ascii, unsigned ask)
{
    *p = (struct quiz_player){ .q = q, .view = view, .ask = ask, .asking = QP_VALUE };
    p->start = step_state_new(q->trace);
    bool sheet = quiz_sheet_init(&p->sheet, q, view);
    if (!p->start || !sheet || !make_figures(p, ascii, 2, 0, &p->paper, &p->answers)) {
        quiz_player_free(p);
        return false;
    }
    return true;
}

bool quiz_player_spread(struct quiz_player *p, uint32_t rows, uint32_t pitch)
{
    const struct paper_options *o = &p->paper->opt;
    if (o->connector_rows == rows && o->pitch == pitch)
        return true;
    struct paper *paper, *answers;
    if (!make_figures(p, o->ascii, rows, pitch, &paper, &answers))
        return false;
    paper_free(p->paper);
    paper_free(p->answers);
    p->paper = paper;
    p->answers = answers;
    return true;
}

void quiz_player_free(struct quiz_player *p)
{
    quiz_result_free(&p->result);
    quiz_sheet_free(&p->sheet);
    step_state_free(p->start);
    paper_free(p->paper);
    paper_free(p->answers);
    p->start = NULL;
    p->paper = p->answers = NULL;
}

/* The neighbour of the cursor on its level (dir -1 or +1), in the order
 * of the figure. */
static node_id beside(const struct quiz_player *p, int dir)
{
    const struct layout *l = p->paper->layout;
    uint32_t d = tree_depth(p->q->tree, p->cursor);
    for (size_t i = l->depth_start[d]; i < l->depth_start[d + 1]; i++)
        if (l->by_depth[i] == p->cursor) {
            if (dir < 0 && i > l->depth_start[d])
                return l->by_depth[i - 1];
            if (dir > 0 && i + 1 < l->depth_start[d + 1])
                return l->by_depth[i + 1];
        }
    return p->cursor;
}

void quiz_player_move(struct quiz_player *p, int across, int down)
{
    const struct tree *t = p->q->tree;
    if (across)
        p->cursor = beside(p, across);
    if (down < 0 && p->cursor)
        p->cursor = tree_parent(t, p->cursor);
    else if (down > 0 && !tree_is_leaf(t, p->cursor))
        p->cursor = tree_first_child(t, p->cursor);
}

void quiz_player_switch(struct quiz_player *p)
{
    p->asking = p->asking == QP_VALUE ? QP_WINDOW : QP_VALUE;
    if (p->asking == QP_WINDOW)
        p->ask |= QUIZ_ASK_WINDOWS;
    snprintf(p->message, sizeof p->message, "%s",
             p->asking == QP_WINDOW
                 ? _("Writing windows: the window each call receives, such as 3 +inf.")
                 : _("Writing values: what each call returns, or a bound such as >=3."));
}

void quiz_player_toggle_cut(struct quiz_player *p)
{
    if (!p->cursor)
        return;
    bool cut = p->sheet.said[p->cursor] & (1u << QP_CUT);
    quiz_sheet_set_cut(&p->sheet, p->cursor, !cut, -1);
    p->graded = false;
}

void quiz_player_cycle_kind(struct quiz_player *p)
{
    if (!p->cursor)
        return;
    node_id n = p->cursor;
    unsigned possible = answer_kinds_possible(&p->q->trace->options);
    int kind = (p->sheet.said[n] & (1u << QP_CUT)) ? p->sheet.kind[n] : -1;
    /* the next kind the search can make, after none comes the first */
    int next = -1;
    for (int k = kind + 1; k < CUT_KIND_COUNT && next < 0; k++)
        if (possible & (1u << k))
            next = k;
    quiz_sheet_set_cut(&p->sheet, n, true, next);
    p->ask |= QUIZ_ASK_KINDS | QUIZ_ASK_CUTS;
    p->graded = false;
}

bool quiz_player_can_write(struct quiz_player *p)
{
    if (p->asking == QP_WINDOW || !tree_is_leaf(p->q->tree, p->cursor))
        return true;
    snprintf(p->message, sizeof p->message, "%s", _("Leaves have their values already."));
    return false;
}

bool quiz_player_write(struct quiz_player *p, const char *text)
{
    if (!quiz_player_can_write(p))
        return false;
    char line[200], path[96];
    if (p->cursor)
        tree_path(p->q->tree, p->cursor, path, sizeof path);
    else
        snprintf(path, sizeof path, "root");
    /* the same reading as an answer file's line */
    snprintf(line, sizeof line, "%s %s %s", p->asking == QP_WINDOW ? "window" : "value", path,
             text);
    struct quiz_sheet *s = &p->sheet;
    uint8_t said = s->said[p->cursor];
    s->said[p->cursor] &= (uint8_t)~(1u << p->asking);
    struct diag err;
    if (!quiz_sheet_line(s, p->q, line, 0, &err)) {
        s->said[p->cursor] = said;
        if (p->asking == QP_WINDOW)
            snprintf(p->message, sizeof p->message, _("'%s' is not a window: write two values, "
                     "such as 3 +inf."), text);
        else
            snprintf(p->message, sizeof p->message, _("'%s' is not a number."), text);
        return false;
    }
    p->graded = false;
    p->message[0] = '\0';
    return true;
}

void quiz_player_clear(struct quiz_player *p)
{
    quiz_sheet_clear(&p->sheet, p->cursor, p->asking);
    p->graded = false;
}

void quiz_player_check(struct quiz_player *p)
{
    quiz_result_free(&p->result);
    if (!quiz_grade(p->q, &p->sheet, p->ask, &p->result)) {
        snprintf(p->message, sizeof p->message, "%s", _("out of memory"));
        return;
    }
    p->graded = true;
    char score[300];
    quiz_result_summary(score, sizeof score, &p->result);
    snprintf(p->message, sizeof p->message,
             p->result.perfect ? _("All right!  %s.")
                               : _("Not yet: %s.  Move the cursor over a red position to see "
                                   "why."), score);
}

bool quiz_player_verdict(const struct quiz_player *p, size_t k, char *buf, size_t cap,
                         bool *right)
{
    buf[0] = '\0';
    if (!p->graded || p->solution)
        return false;
    char where[NODE_NAME_MAX], why[1200];
    node_name(where, sizeof where, p->q->tree, p->cursor);
    /* what is being asked first, then the rest */
    enum quiz_part order[] = { p->asking, p->asking == QP_VALUE ? QP_WINDOW : QP_VALUE, QP_CUT };
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        const struct quiz_graded *g = quiz_result_find(&p->result, p->cursor, order[i]);
        if (!g || k-- > 0)
            continue;
        enum quiz_part part = (enum quiz_part)g->part;
        *right = g->verdict == QV_RIGHT;
        if (*right)
            /* the part in the reader's language, as the line under the
             * board names it ("корінь: вікно: правильно.") */
            snprintf(buf, cap, "%s: %s: %s.", where, quiz_part_name(part),
                     quiz_verdict_name(QV_RIGHT, part));
        else
            snprintf(buf, cap, "%s: %s: %s.", where,
                     quiz_verdict_name((enum quiz_verdict)g->verdict, part),
                     quiz_graded_reason(why, sizeof why, p->q, p->view, g));
        return true;
    }
    return false;
}

void quiz_player_toggle_solution(struct quiz_player *p)
{
    p->solution = !p->solution;
}

void quiz_player_node_marks(const struct quiz_player *p, uint8_t *mark, const uint8_t *look)
{
    const struct tree *t = p->q->tree;
    for (node_id n = 0; n < t->count; n++)
        mark[n] = look ? look[QUIZ_MARK_NONE] : QUIZ_MARK_NONE;
    if (p->graded && !p->solution) {
        for (size_t i = 0; i < p->result.n; i++) {
            const struct quiz_graded *g = &p->result.item[i];
            if (g->part == QP_LEAVES)
                continue;
            uint8_t m = g->verdict == QV_RIGHT ? QUIZ_MARK_RIGHT : QUIZ_MARK_WRONG;
            uint8_t was = mark[g->node];
            bool wrong = look ? was == look[QUIZ_MARK_WRONG] : was == QUIZ_MARK_WRONG;
            if (!wrong)
                mark[g->node] = look ? look[m] : m;
        }
    } else if (!p->solution) {
        for (node_id n = 0; n < t->count; n++)
            if (p->sheet.said[n])
                mark[n] = look ? look[QUIZ_MARK_ANSWER] : QUIZ_MARK_ANSWER;
    }
    mark[p->cursor] = look ? look[QUIZ_MARK_CURSOR] : QUIZ_MARK_CURSOR;
}
