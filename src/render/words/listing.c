/* SPDX-License-Identifier: GPL-3.0-or-later */
/* listing.c: the pseudocode of the procedures, and which line each event is. */
#include "config.h"

#include <stdbool.h>
#include <string.h>

#include "render/words/listing.h"

#include <stdio.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "render/words/format.h"
#include "render/words/iterative.h"
#include "search/step_state.h"
#include "tree/node_name.h"

/* F, F1 and F2 as the paper prints them (its Algol-like language, the
 * declarations and the "determine the successor positions" line left
 * out), one statement per line.  The lines that events point at are the
 * same in each of them. */
enum { L_LEAF = 1, L_INIT = 2, L_CHILD = 5, L_CUTOFF = 6, L_RETURN = 7 };

static const char *const f_lines[] = {
    "F(p):",
    "  if d = 0 then F := f(p) else",
    "  m := -inf",
    "  for i := 1 step 1 until d do",
    "    t := -F(p[i])",
    "    if t > m then m := t",
    "    (F never cuts off)",
    "  F := m",
};

static const char *const f1_lines[] = {
    "F1(p, bound):",
    "  if d = 0 then F1 := f(p) else",
    "  m := -inf",
    "  for i := 1 step 1 until d do",
    "    t := -F1(p[i], -m)",
    "    if t > m then m := t",
    "    if m >= bound then goto done",
    "  done: F1 := m",
};

static const char *const f2_lines[] = {
    "F2(p, alpha, beta):",
    "  if d = 0 then F2 := f(p) else",
    "  m := alpha",
    "  for i := 1 step 1 until d do",
    "    t := -F2(p[i], -beta, -m)",
    "    if t > m then m := t",
    "    if m >= beta then goto done",
    "  done: F2 := m",
};

/* Not printed in the paper: F2 with m := -inf. */
static const char *const f2_soft_lines[] = {
    "F2 fail-soft(p, alpha, beta):",
    "  if d = 0 then F2 := f(p) else",
    "  m := -inf",
    "  for i := 1 step 1 until d do",
    "    t := -F2(p[i], -beta, -max(m, alpha))",
    "    if t > m then m := t",
    "    if m >= beta then goto done",
    "  done: F2 := m",
};

/* The paper's minimax form: F2 for Max's positions, G2 for Min's, in Max's
 * values throughout; G2(p, a, b) = -F2(p, -b, -a), and a terminal
 * position where Min is to move is worth g(p) = -f(p) to Max.  F, F1 and
 * fail-soft F2 are written the same way for the minimax view (the paper
 * gives F and G as its definitions (3) and (4); G1(p, b) = -F1(p, -b)). */
static const char *const f_minimax_lines[] = {
    "F(p):",
    "  if d = 0 then F := f(p) else",
    "  m := -inf",
    "  for i := 1 step 1 until d do",
    "    t := G(p[i])",
    "    if t > m then m := t",
    "    (F never cuts off)",
    "  F := m",
    "G(p):",
    "  if d = 0 then G := g(p) else",
    "  m := +inf",
    "  for i := 1 step 1 until d do",
    "    t := F(p[i])",
    "    if t < m then m := t",
    "    (G never cuts off)",
    "  G := m",
};

static const char *const f1_minimax_lines[] = {
    "F1(p, bound):",
    "  if d = 0 then F1 := f(p) else",
    "  m := -inf",
    "  for i := 1 step 1 until d do",
    "    t := G1(p[i], m)",
    "    if t > m then m := t",
    "    if m >= bound then goto done",
    "  done: F1 := m",
    "G1(p, bound):",
    "  if d = 0 then G1 := g(p) else",
    "  m := +inf",
    "  for i := 1 step 1 until d do",
    "    t := F1(p[i], m)",
    "    if t < m then m := t",
    "    if m <= bound then goto done",
    "  done: G1 := m",
};

static const char *const f2_soft_minimax_lines[] = {
    "F2 fail-soft(p, alpha, beta):",
    "  if d = 0 then F2 := f(p) else",
    "  m := -inf",
    "  for i := 1 step 1 until d do",
    "    t := G2(p[i], max(m, alpha), beta)",
    "    if t > m then m := t",
    "    if m >= beta then goto done",
    "  done: F2 := m",
    "G2 fail-soft(p, alpha, beta):",
    "  if d = 0 then G2 := g(p) else",
    "  m := +inf",
    "  for i := 1 step 1 until d do",
    "    t := F2(p[i], alpha, min(m, beta))",
    "    if t < m then m := t",
    "    if m <= alpha then goto done",
    "  done: G2 := m",
};

static const char *const ab_minimax_lines[] = {
    "F2(p, alpha, beta):",
    "  if d = 0 then F2 := f(p) else",
    "  m := alpha",
    "  for i := 1 step 1 until d do",
    "    t := G2(p[i], m, beta)",
    "    if t > m then m := t",
    "    if m >= beta then goto done",
    "  done: F2 := m",
    "G2(p, alpha, beta):",
    "  if d = 0 then G2 := g(p) else",
    "  m := beta",
    "  for i := 1 step 1 until d do",
    "    t := F2(p[i], alpha, m)",
    "    if t < m then m := t",
    "    if m <= alpha then goto done",
    "  done: G2 := m",
};

/* Lines of Min's procedure come after Max's eight. */
enum { G2_OFFSET = 8 };

/* The paper's list-structure form: generate(p) makes the records of the
 * moves, first(p) and next(q) walk them. */
static const char *const list_lines[] = {
    "F2(ref(position) p, alpha, beta):",
    "  generate(p); q := first(p)",
    "  if q = NULL then F2 := f(p) else",
    "  begin m := alpha",
    "    while q <> NULL and m < beta do",
    "      begin t := -F2(q, -beta, -m)",
    "        if t > m then m := t",
    "        q := next(q)",
    "      end",
    "    F2 := m",
    "  end",
};

enum { LIST_LEAF = 2, LIST_INIT = 3, LIST_WHILE = 4, LIST_CHILD = 6, LIST_RETURN = 9 };

/* The paper's iterative form as printed: a[l-2], a[l-1], a[l] and a[l+1]
 * hold alpha, minus beta, m and -t of level l, r[l] and r[l+1] its
 * position and the move being tried. */
static const char *const iterative_lines[] = {
    "alphabeta(p):",
    "  l := 0; a[-2] := a[-1] := -inf; r[0] := p",
    "F2: generate(r[l]); r[l+1] := first(r[l])",
    "  if r[l+1] = NIL then a[l] := f(r[l]) else",
    "  begin a[l] := a[l-2]",
    "  loop: l := l+1; goto F2",
    "  resume: if -a[l+1] > a[l] then",
    "    begin a[l] := -a[l+1]",
    "      if a[l+1] <= a[l-1] then goto done",
    "    end",
    "    r[l+1] := next(r[l+1])",
    "    if r[l+1] <> NIL then goto loop",
    "  end",
    "done: l := l-1; if l >= 0 then goto resume",
    "  alphabeta := a[0]",
};

enum { IT_START = 1, IT_LEAF = 3, IT_INIT = 4, IT_RESUME = 6, IT_IMPROVE = 7, IT_CUTOFF = 8,
       IT_DONE = 13, IT_END = 14 };

/* Beyond the paper: principal variation search (NegaScout). */
static const char *const pvs_lines[] = {
    "PVS(p, alpha, beta):  a = max(m, alpha)",
    "  if p is terminal: return f(p)",
    "  m := -inf",
    "  for i := 1 to d:",
    "    if i = 1: t := -PVS(p.1, -beta, -a)",
    "    else: t := -PVS(p.i, -a-1, -a) {null}",
    "      if a<t<beta: t := -PVS(p.i,-beta,-t)",
    "    if t > m: m := t",
    "    if m >= beta: return m  {cutoff}",
    "  return m",
};

/* Beyond the paper: MTD(f), then the fail-soft F2 each pass runs. */
static const char *const mtdf_lines[] = {
    "MTD(f)(root, guess):",
    "  g := guess; lower := -inf; upper := +inf",
    "  while lower < upper:",
    "    beta := g + 1 if g = lower, else g",
    "    g := F2(root, beta - 1, beta)  {null}",
    "    if g < beta: upper := g else lower := g",
    "  return g",
    "F2(p, alpha, beta):  fail-soft",
    "  if p is terminal: return f(p)",
    "  m := -inf",
    "  for i := 1 to d:",
    "    t := -F2(p.i,-beta,-max(m,alpha))",
    "    if t > m: m := t",
    "    if m >= beta: return m  {cutoff}",
    "  return m",
};

enum { MTDF_BODY = 7 };

#define LISTING(a) ((struct listing){ a, sizeof a / sizeof a[0], 0 })
#define PAIR(a) ((struct listing){ a, sizeof a / sizeof a[0], G2_OFFSET })

/* The minimax form of an algorithm, when it has one. */
static bool minimax_form(enum algorithm alg, struct listing *out)
{
    switch (alg) {
    case ALG_F: *out = PAIR(f_minimax_lines); return true;
    case ALG_F1: *out = PAIR(f1_minimax_lines); return true;
    case ALG_F2: case ALG_AB_MINIMAX: *out = PAIR(ab_minimax_lines); return true;
    case ALG_F2_SOFT: *out = PAIR(f2_soft_minimax_lines); return true;
    default: return false;
    }
}

bool listing_has_minimax(enum algorithm alg)
{
    struct listing l;
    return minimax_form(alg, &l);
}

enum value_view listing_view(enum algorithm alg, enum value_view view)
{
    return view == VIEW_MINIMAX && listing_has_minimax(alg) ? VIEW_MINIMAX : VIEW_NEGAMAX;
}

struct listing listing_of(enum algorithm alg, enum value_view view)
{
    struct listing l;
    if (listing_view(alg, view) == VIEW_MINIMAX && minimax_form(alg, &l))
        return l;
    switch (alg) {
    case ALG_PVS: return LISTING(pvs_lines);
    case ALG_F2_ITERATIVE: return LISTING(iterative_lines);
    case ALG_F2_LIST: return LISTING(list_lines);
    case ALG_MTDF: return LISTING(mtdf_lines);
    case ALG_F: return LISTING(f_lines);
    case ALG_F1: return LISTING(f1_lines);
    case ALG_F2_SOFT: return LISTING(f2_soft_lines);
    default: return LISTING(f2_lines);
    }
}

/* The remarks in parentheses the listings make, for the catalogue: they
 * are shown in the reader's language (listing_text). */
static const char *const remarks[] = { N_("(F never cuts off)"), N_("(G never cuts off)") };

/* Where a minimax form's header says who is to move. */
enum { HEAD_COLUMN = 26 };

const char *listing_text(const struct listing *l, size_t i, char *buf, size_t cap)
{
    const char *line = l->lines[i];
    size_t indent = strspn(line, " ");
    if (line[indent] == '(') {
        for (size_t k = 0; k < sizeof remarks / sizeof remarks[0]; k++)
            if (strcmp(line + indent, remarks[k]) == 0) {
                snprintf(buf, cap, "%*s%s", (int)indent, "", _(remarks[k]));
                return buf;
            }
    }
    if (l->half && (i == 0 || i == l->half)) {
        int pad = (int)strlen(line) + 2 > HEAD_COLUMN ? (int)strlen(line) + 2 : HEAD_COLUMN;
        /* TRANSLATORS: beside the header of the minimax form's procedures
         * in the code pane: F2(p, alpha, beta) is for Max's positions */
        snprintf(buf, cap, "%-*s%s", pad, line, i == 0 ? _("Max to move") : _("Min to move"));
        return buf;
    }
    return line;
}

size_t listing_width(enum algorithm alg)
{
    /* the wider of the two forms, so the pane keeps its size in either
     * view; in columns, as the reader's language shows them */
    size_t w = 0;
    char buf[LISTING_LINE_MAX];
    for (int v = 0; v < 2; v++) {
        struct listing l = listing_of(alg, (enum value_view)v);
        for (size_t i = 0; i < l.count; i++) {
            size_t cols = utf8_width(listing_text(&l, i, buf, sizeof buf));
            w = cols > w ? cols : w;
        }
    }
    return w;
}

/* The line of each event in a listing: entering, a leaf, a child's value
 * taken (m unchanged, m improved), a cutoff, returning after a cutoff, at
 * the end of the moves or from the root, searching again. */
struct event_lines {
    size_t enter, leaf, child, better, cutoff, exit_cut, exit, exit_root, research;
};

static size_t line_of(const struct event_lines *l, const struct event *e, bool after_cutoff,
                      uint32_t depth)
{
    switch ((enum event_type)e->type) {
    case EV_ENTER: return l->enter;
    case EV_LEAF: return l->leaf;
    case EV_CHILD: return e->kind ? l->better : l->child;
    case EV_CUTOFF: return l->cutoff;
    case EV_EXIT: return depth == 0 ? l->exit_root : after_cutoff ? l->exit_cut : l->exit;
    case EV_RESEARCH: return l->research;
    default: return 0;
    }
}

/* PVS has the extra lines of the null window and the search again */
static const struct event_lines pvs_at = { 2, 1, 7, 7, 8, 8, 9, 9, 6 };
/* the paper's procedures reach done: after a cutoff too */
static const struct event_lines procedure_at = { L_INIT, L_LEAF, L_CHILD, L_CHILD, L_CUTOFF,
                                                 L_RETURN, L_RETURN, L_RETURN, 0 };
/* MTD(f)'s F2 returns at the cutoff, and each pass comes back to line 5 */
static const struct event_lines mtdf_at = {
    MTDF_BODY + L_INIT, MTDF_BODY + L_LEAF, MTDF_BODY + L_CHILD, MTDF_BODY + L_CHILD,
    MTDF_BODY + L_CUTOFF, MTDF_BODY + L_CUTOFF, MTDF_BODY + L_RETURN, 5, 4
};
static const struct event_lines iterative_at = { IT_INIT, IT_LEAF, IT_RESUME, IT_IMPROVE,
                                                 IT_CUTOFF, IT_DONE, IT_DONE, IT_END,
                                                 IT_START };
static const struct event_lines list_at = { LIST_INIT, LIST_LEAF, LIST_CHILD, LIST_CHILD,
                                            LIST_WHILE, LIST_RETURN, LIST_RETURN, LIST_RETURN,
                                            0 };

size_t listing_line(enum algorithm alg, enum value_view view, const struct event *e,
                    bool after_cutoff, uint32_t depth)
{
    if (listing_view(alg, view) == VIEW_MINIMAX) {
        /* Min's procedure at odd depths */
        size_t line = line_of(&procedure_at, e, after_cutoff, depth);
        return view_turns_sign(VIEW_MINIMAX, depth) ? line + G2_OFFSET : line;
    }
    switch (alg) {
    case ALG_PVS: return line_of(&pvs_at, e, after_cutoff, depth);
    case ALG_MTDF: return line_of(&mtdf_at, e, after_cutoff, depth);
    case ALG_F2_ITERATIVE: return line_of(&iterative_at, e, after_cutoff, depth);
    case ALG_F2_LIST: return line_of(&list_at, e, after_cutoff, depth);
    default: return line_of(&procedure_at, e, after_cutoff, depth);
    }
}

/* "alpha = -inf  beta = 3" of a call at depth d with the window (a, b), in
 * the convention: at Min's positions of the minimax form it turns round. */
static int window_words(char *buf, size_t cap, int32_t a, int32_t b, uint32_t d,
                        enum value_view pv)
{
    char x[FMT_VALUE_MAX], y[FMT_VALUE_MAX];
    window_in_view(pv, d, &a, &b);
    return snprintf(buf, cap, "alpha = %s  beta = %s", fmt_number(x, a), fmt_number(y, b));
}

bool listing_variables(const struct step_state *s, enum algorithm alg, enum value_view view,
                       char *buf, size_t cap)
{
    const struct tree *t = s->tree;
    const struct event *e = step_state_current_event(s);
    enum value_view pv = listing_view(alg, view);
    char v[FMT_VALUE_MAX], w[FMT_VALUE_MAX], q[NODE_NAME_MAX];
    buf[0] = '\0';
    if (!e)
        return false;
    if (alg == ALG_F2_ITERATIVE) {
        /* no t, no m: the cells are in the call-stack pane */
        long l = iterative_level(s);
        int32_t a0;
        if (l < 0 && iterative_a(s, 0, &a0))
            snprintf(buf, cap, "l = -1  alphabeta = %s", fmt_number(v, a0));
        else
            snprintf(buf, cap, "l = %ld", l);
        return true;
    }
    uint32_t d = tree_depth(t, e->node);
    const char *name = alg == ALG_F ? "F" : alg == ALG_F1 ? "F1" : "F2";
    if (e->type == EV_LEAF || e->type == EV_EXIT) {
        /* the call that returns: a terminal position's, or one whose
         * window is in its ENTER event */
        struct event enter_buf;
        const struct event *call = e->type == EV_LEAF ? e
                                                      : trace_event_at(s->trace, e->c, &enter_buf);
        int32_t value = e->type == EV_LEAF ? event_c_value(e) : e->a;
        int n = 0;
        bool min = view_turns_sign(pv, d);
        if (alg == ALG_F1)
            n = snprintf(buf, cap, "bound = %s", fmt_value(w, call->b, d, pv));
        else if (alg != ALG_F)
            n = window_words(buf, cap, call->a, call->b, d, pv);
        if (n < 0 || (size_t)n >= cap)
            return true;
        /* the minimax form: G, G1 or G2 at Min's positions */
        if (min)
            name = alg == ALG_F ? "G" : alg == ALG_F1 ? "G1" : "G2";
        if (e->type == EV_LEAF)
            snprintf(buf + n, cap - (size_t)n, "%s%s := %s = %s", alg == ALG_F ? "" : "  ", name,
                     min ? "g(p)" : "f(p)", fmt_value(v, value, d, pv));
        else
            snprintf(buf + n, cap - (size_t)n, "%s%s := m = %s", alg == ALG_F ? "" : "  ", name,
                     fmt_value(v, value, d, pv));
        return true;
    }
    if (s->depth == 0)
        return false;
    const struct path_frame *f = &s->path[s->depth - 1];
    d = tree_depth(t, f->node);
    char tw[40] = "", qw[NODE_NAME_MAX + 8] = "";
    if (e->type == EV_CHILD)
        snprintf(tw, sizeof tw, "  t = %s", fmt_value(v, e->a, d, pv));
    if (alg == ALG_F2_LIST) {
        /* q: the move being tried, NULL when they are done */
        node_id c = e->type == EV_CUTOFF ? e->c : f->child;
        if (c == AB_NO_NODE && tree_nchild(t, f->node))
            c = tree_first_child(t, f->node);
        snprintf(qw, sizeof qw, "  q = %s",
                 c == AB_NO_NODE ? "NULL" : node_name(q, sizeof q, t, c));
    }
    fmt_value(w, f->m, d, pv);
    int n;
    if (alg == ALG_F1)
        n = snprintf(buf, cap, "bound = %s  m = %s", fmt_value(v, f->beta, d, pv), w);
    else if (alg == ALG_F)
        n = snprintf(buf, cap, "m = %s", w);
    else {
        n = window_words(buf, cap, f->alpha, f->beta, d, pv);
        if (n >= 0 && (size_t)n < cap)
            n += snprintf(buf + n, cap - (size_t)n, "  m = %s", w);
    }
    if (n >= 0 && (size_t)n < cap)
        snprintf(buf + n, cap - (size_t)n, "%s%s", tw, qw);
    return true;
}
