/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_player.c: the cursor, the sheet and the checking of an exercise. */
#include "config.h"

#include "course/quiz_player.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"

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
                      bool ascii)
{
    *p = (struct quiz_player){ .q = q, .view = view };
    p->start = step_state_new(q->trace);
    bool sheet = quiz_sheet_init(&p->sheet, q);
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

void quiz_player_toggle_cut(struct quiz_player *p)
{
    if (p->cursor) {
        p->sheet.cut[p->cursor] ^= 1;
        p->graded = false;
    }
}

bool quiz_player_can_write(struct quiz_player *p)
{
    if (!tree_is_leaf(p->q->tree, p->cursor))
        return true;
    snprintf(p->message, sizeof p->message, "%s", _("Leaves have their values already."));
    return false;
}

bool quiz_player_write(struct quiz_player *p, const char *text)
{
    long v;
    if (!quiz_player_can_write(p))
        return false;
    if (!parse_bounded_int(text, AB_VALUE_LIMIT, 0, &v)) {
        snprintf(p->message, sizeof p->message, _("'%s' is not a number."), text);
        return false;
    }
    p->sheet.has_value[p->cursor] = 1;
    p->sheet.value[p->cursor] = (int32_t)v;
    p->graded = false;
    p->message[0] = '\0';
    return true;
}

void quiz_player_clear(struct quiz_player *p)
{
    p->sheet.has_value[p->cursor] = 0;
    p->graded = false;
}

void quiz_player_check(struct quiz_player *p)
{
    quiz_result_free(&p->result);
    if (!quiz_grade(p->q, &p->sheet, p->view, &p->result)) {
        snprintf(p->message, sizeof p->message, "%s", _("out of memory"));
        return;
    }
    p->graded = true;
    const size_t *c = p->result.count;
    snprintf(p->message, sizeof p->message,
             p->result.perfect
                 ? _("All right!  Cuts: %zu right, %zu marked wrongly, %zu missed.  Values: "
                     "%zu right, %zu wrong, %zu missing.  Move the cursor over a red position "
                     "to see why.")
                 : _("Not yet.  Cuts: %zu right, %zu marked wrongly, %zu missed.  Values: "
                     "%zu right, %zu wrong, %zu missing.  Move the cursor over a red position "
                     "to see why."),
             c[QV_CUT_RIGHT], c[QV_CUT_WRONG], c[QV_CUT_MISSED], c[QV_VALUE_RIGHT],
             c[QV_VALUE_WRONG], c[QV_VALUE_MISSING]);
}

void quiz_player_toggle_solution(struct quiz_player *p)
{
    p->solution = !p->solution;
}

void quiz_player_node_marks(const struct quiz_player *p, uint8_t *mark, const uint8_t *look)
{
    const struct tree *t = p->q->tree;
    for (node_id n = 0; n < t->count; n++) {
        uint8_t m = QUIZ_MARK_NONE;
        if (p->graded && !p->solution) {
            uint8_t v = p->result.verdict[n];
            if (v == QV_CUT_RIGHT || v == QV_VALUE_RIGHT)
                m = QUIZ_MARK_RIGHT;
            else if (v != QV_NOTHING && v != QV_CUT_INSIDE)
                m = QUIZ_MARK_WRONG;
        } else if (!p->solution && (p->sheet.cut[n] || p->sheet.has_value[n])) {
            m = QUIZ_MARK_ANSWER;
        }
        mark[n] = look ? look[m] : m;
    }
    mark[p->cursor] = look ? look[QUIZ_MARK_CURSOR] : QUIZ_MARK_CURSOR;
}
