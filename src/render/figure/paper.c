/* SPDX-License-Identifier: GPL-3.0-or-later */
/* paper.c: the cells of a paper-style drawing. */
#include "config.h"

#include "render/figure/paper.h"

#include <stdlib.h>
#include <string.h>

#include "base/utf8.h"
#include "render/words/format.h"
#include "search/nodetype.h"
#include "search/step_state.h"

/* One table for every line glyph, in both character sets. */
enum glyph {
    GL_H_DOUBLE, GL_H_SINGLE,           /* bar segments */
    GL_V_DOUBLE, GL_V_SINGLE,           /* connectors */
    GL_LEFT_DOUBLE, GL_LEFT_SINGLE,     /* first child's corner */
    GL_RIGHT_DOUBLE, GL_RIGHT_SINGLE,   /* last child's corner */
    GL_TEE_DOUBLE, GL_TEE_SINGLE,       /* a child in the middle of a bar */
    GL_TEE_MIXED,                       /* unfollowed child under a double bar */
    GL_UP_DOUBLE, GL_UP_SINGLE,         /* parent column with no child below */
    GL_CROSS,                           /* centre child of an unvisited parent */
    GL_CURRENT,                         /* the current node */
    GL_COUNT
};

static const struct {
    uint32_t unicode;
    char ascii;
} glyphs[GL_COUNT] = {
    [GL_H_DOUBLE] = { 0x2550, '=' },    /* ═ */
    [GL_H_SINGLE] = { 0x2500, '-' },    /* ─ */
    [GL_V_DOUBLE] = { 0x2551, '#' },    /* ║ */
    [GL_V_SINGLE] = { 0x2502, '|' },    /* │ */
    [GL_LEFT_DOUBLE] = { 0x2554, '+' }, /* ╔ */
    [GL_LEFT_SINGLE] = { 0x250C, '+' }, /* ┌ */
    [GL_RIGHT_DOUBLE] = { 0x2557, '+' },/* ╗ */
    [GL_RIGHT_SINGLE] = { 0x2510, '+' },/* ┐ */
    [GL_TEE_DOUBLE] = { 0x2566, '+' },  /* ╦ */
    [GL_TEE_SINGLE] = { 0x252C, '+' },  /* ┬ */
    [GL_TEE_MIXED] = { 0x2564, '+' },   /* ╤ */
    [GL_UP_DOUBLE] = { 0x2569, '+' },   /* ╩ */
    [GL_UP_SINGLE] = { 0x2534, '+' },   /* ┴ */
    [GL_CROSS] = { 0x253C, '+' },       /* ┼ */
    [GL_CURRENT] = { 0x25BC, 'v' },     /* ▼ */
};

static uint32_t glyph(const struct paper *p, enum glyph g)
{
    return p->opt.ascii ? (uint32_t)glyphs[g].ascii : glyphs[g].unicode;
}

/* A returned value as code points: an optional bound sign, then digits. */
static uint32_t value_text(const struct paper *p, node_id n, int32_t v, enum bound_kind k,
                           uint32_t *buf)
{
    const struct tree *t = p->tree;
    uint32_t len = 0;
    if (p->opt.marks & MARK_BOUNDS) {
        enum bound_kind vk = bound_in_view(k, tree_depth(t, n), p->opt.view);
        if (vk != BOUND_EXACT) {
            if (p->opt.ascii) {
                buf[len++] = vk == BOUND_LOWER ? '>' : '<';
                buf[len++] = '=';
            } else {
                buf[len++] = vk == BOUND_LOWER ? 0x2265 : 0x2264; /* ≥ ≤ */
            }
        }
    }
    char s[FMT_VALUE_MAX];
    fmt_value(s, v, tree_depth(t, n), p->opt.view);
    for (const char *c = s; *c && len < PAPER_TEXT_MAX; c++)
        buf[len++] = (unsigned char)*c;
    return len;
}

uint32_t paper_node_text(const struct paper *p, node_id n, uint32_t *buf)
{
    const struct tree *t = p->tree;
    const struct step_state *s = p->state;
    uint8_t status = s ? s->status[n] : NODE_UNVISITED;
    if (n == p->hidden && (status == NODE_DONE || (tree_is_leaf(t, n) &&
                                                   p->opt.unvisited_leaves))) {
        buf[0] = '?';
        return 1;
    }
    if (status == NODE_DONE)
        return value_text(p, n, step_state_value(s, n), step_state_kind(s, n), buf);
    if (status == NODE_ACTIVE) {
        buf[0] = glyph(p, GL_V_DOUBLE);
        return 1;
    }
    if (!tree_is_leaf(t, n)) {
        buf[0] = glyph(p, GL_V_SINGLE);
        return 1;
    }
    if (p->opt.unvisited_leaves)
        return value_text(p, n, t->value[n], BOUND_EXACT, buf);
    return 0;
}

uint32_t paper_fit_pitch(const struct paper *p, uint32_t cols, uint32_t max)
{
    const struct layout *l = p->layout;
    const struct tree *t = p->tree;
    /* the narrowest spacing the texts allow, and whether it fits at all */
    struct layout *narrow = t->count <= PAPER_FIT_NODES_MAX
        ? layout_new(t, p->width, l->connector_rows, l->top_rows, 1, l->label_rows) : NULL;
    uint32_t lo = narrow ? narrow->pitch : 1, hi = max > lo ? max : lo;
    if (!narrow || narrow->width > cols)
        hi = lo;
    /* the widest that still fits, by halves (wider never gets narrower) */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo + 1) / 2;
        struct layout *w = layout_new(t, p->width, l->connector_rows, l->top_rows, mid,
                                      l->label_rows);
        bool fits = w && w->width <= cols;
        layout_free(w);
        if (fits)
            lo = mid;
        else
            hi = mid - 1;
    }
    layout_free(narrow);
    return lo;
}

void paper_hide_value(struct paper *p, node_id n)
{
    p->hidden = n;
}

/* A node's label column by column (at most PAPER_LABEL_MAX columns, the
 * rest left out), measured as utf8_width measures it: ch[i] the character
 * in column i (PAPER_WIDE_TAIL in a wide one's second column), accent[i]
 * a combining accent written after it (0: none; a second one on the same
 * letter is left out); returns the columns, 0 for none.  Invalid UTF-8
 * reads as '?'. */
static uint32_t label_text(const struct tree *t, node_id n, uint32_t *ch, uint32_t *accent)
{
    const char *s = tree_label_short(t, n);
    if (!s)
        return 0;
    const char *end = s + strlen(s);
    uint32_t len = 0;
    while (s < end) {
        uint32_t cp;
        size_t k = utf8_decode(s, end, &cp);
        if (!k) {
            k = 1;
            cp = '?';
        }
        s += k;
        int w = utf8_char_width(cp);
        if (w == 0 && len > 0) {
            uint32_t base = ch[len - 1] == PAPER_WIDE_TAIL ? len - 2 : len - 1;
            if (!accent[base])
                accent[base] = cp;
            continue;
        }
        uint32_t cols = w == 2 ? 2 : 1;
        if (len + cols > PAPER_LABEL_MAX)
            break;
        ch[len] = cp;
        accent[len++] = 0;
        if (cols == 2) {
            ch[len] = PAPER_WIDE_TAIL;
            accent[len++] = 0;
        }
    }
    return len;
}

/* The widest text each node gets at any step of the trace. */
static void measure(struct paper *p)
{
    const struct tree *t = p->tree;
    uint32_t buf[PAPER_TEXT_MAX];
    for (node_id n = 0; n < t->count; n++) {
        uint32_t w = 1;
        if (tree_is_leaf(t, n) && p->opt.unvisited_leaves)
            w = value_text(p, n, t->value[n], BOUND_EXACT, buf);
        p->width[n] = (uint8_t)w;
    }
    const struct trace *tr = p->trace;
    for (size_t i = 0; i < tr->len; i++) {
        struct event e_buf;
        const struct event *e = trace_event_at(tr, i, &e_buf);
        uint32_t w;
        if (e->type == EV_LEAF)
            w = value_text(p, e->node, event_c_value(e), BOUND_EXACT, buf);
        else if (e->type == EV_EXIT)
            w = value_text(p, e->node, e->a, (enum bound_kind)e->kind, buf);
        else
            continue;
        if (w > p->width[e->node])
            p->width[e->node] = (uint8_t)w;
    }
    if (p->opt.labels) {
        /* a label is written above its value, right-aligned the same way */
        uint32_t label[PAPER_LABEL_MAX], accent[PAPER_LABEL_MAX];
        for (size_t i = 0; i < t->nlabels; i++) {
            node_id n = t->labels[i].node;
            uint32_t w = label_text(t, n, label, accent);
            if (w > p->width[n])
                p->width[n] = (uint8_t)w;
        }
    }
    p->widest = 1;
    for (node_id n = 0; n < t->count; n++)
        if (p->width[n] > p->widest)
            p->widest = p->width[n];
}

/* Labels in rows of their own (label_row) rather than in the row above. */
static bool label_rows(const struct tree *t, const struct paper_options *o)
{
    return o->labels && o->label_row && t->nlabels > 0;
}

/* Labels written in the row above their values, with the marks. */
static bool labels_above(const struct tree *t, const struct paper_options *o)
{
    return o->labels && !o->label_row && t->nlabels > 0;
}

/* The connector rows a drawing has: at least one, and two when cut
 * letters (the first) share the drawing with type digits or labels (the
 * last); none when compact. */
static uint32_t connector_rows(const struct tree *t, const struct paper_options *o)
{
    if (o->compact)
        return 0;
    uint32_t rows = o->connector_rows < 1 ? 1 : o->connector_rows;
    if ((o->marks & MARK_CUTS) && ((o->marks & MARK_TYPES) || labels_above(t, o)) && rows < 2)
        rows = 2;
    return rows;
}

/* The blank rows above the root: one for the current-node arrow, a type
 * digit or the root's label (unless it has a row of its own). */
static uint32_t top_rows(const struct tree *t, const struct paper_options *o)
{
    return (o->snapshot || (o->marks & MARK_TYPES) || (labels_above(t, o) && tree_label(t, 0))) &&
           !o->compact ? 1 : 0;
}

uint32_t paper_height(const struct tree *t, const struct paper_options *o)
{
    uint32_t conn = connector_rows(t, o), rows = top_rows(t, o) + 1;
    for (uint32_t d = 0; d < t->height; d++)
        rows += 2 + layout_rows_at(conn, t->height, d);
    if (label_rows(t, o)) {
        /* one more row at each depth that has a label */
        bool *seen = calloc((size_t)t->height + 1, sizeof *seen);
        for (size_t i = 0; seen && i < t->nlabels; i++) {
            uint32_t d = tree_depth(t, t->labels[i].node);
            rows += !seen[d];
            seen[d] = true;
        }
        free(seen);
    }
    return rows;
}

struct paper *paper_new(const struct trace *tr, const struct paper_options *o)
{
    struct paper *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    const struct tree *t = tr->tree;
    p->trace = tr;
    p->tree = t;
    p->opt = *o;
    p->hidden = AB_NO_NODE;
    p->opt.connector_rows = connector_rows(t, o);
    /* (calloc's pages cost nothing until paper_update writes them) */
    p->look = calloc(t->count, 1);
    if (!p->look)
        goto fail;
    if (o->marks & MARK_TYPES) {
        p->type = malloc(t->count);
        if (!p->type)
            goto fail;
        node_types(t, p->type);
    }
    if (o->no_layout)
        return p;
    /* the widths are the layout's: measuring formats every value */
    p->width = malloc(t->count);
    if (!p->width)
        goto fail;
    measure(p);
    p->layout = layout_new(t, p->width, p->opt.connector_rows, top_rows(t, o), o->pitch,
                           label_rows(t, o) ? 1 : 0);
    if (!p->layout)
        goto fail;
    return p;
fail:
    paper_free(p);
    return NULL;
}

void paper_free(struct paper *p)
{
    if (!p)
        return;
    layout_free(p->layout);
    free(p->width);
    free(p->type);
    free(p->look);
    free(p);
}

void paper_attach(struct paper *p, const struct step_state *s)
{
    p->state = s;
    p->live = true;
}

void paper_update(struct paper *p, const struct step_state *s)
{
    const struct tree *t = p->tree;
    paper_follow(p, s);
    for (node_id n = 0; n < t->count; n++)
        paper_update_node(p, n);
}

void paper_follow(struct paper *p, const struct step_state *s)
{
    p->state = s;
    p->live = false;
}

void paper_update_node(struct paper *p, node_id n)
{
    const struct tree *t = p->tree;
    const struct step_state *s = p->state;
    uint8_t look;
    if (p->opt.snapshot && s->step > 0 && n == step_state_current_node(s)) {
        look = ROLE_CURRENT;
    } else {
        switch (s->status[n]) {
        case NODE_ACTIVE: look = ROLE_PATH; break;
        case NODE_DONE: look = ROLE_FOLLOWED; break;
        case NODE_CUT: look = ROLE_CUT; break;
        default:
            /* parents come first in preorder */
            look = (n > 0 && p->look[tree_parent(t, n)] == ROLE_CUT) ? ROLE_CUT : ROLE_PLAIN;
            break;
        }
    }
    p->look[n] = look;
}

/* Looks worked out during one drawing, by node (direct-mapped): the
 * positions not reached yet ask their ancestors, and neighbours share
 * them. */
#define LOOK_MEMO 256

/* A clipped view onto the output cells, and the paper drawn into it. */
struct window {
    uint32_t x0, y0, w, h;
    struct cell *cells;
    const struct paper *p;
    node_id memo_node[LOOK_MEMO];   /* a position not reached ... */
    uint8_t memo_look[LOOK_MEMO];   /* ... is ROLE_CUT or ROLE_PLAIN */
};

/* The look of a position not reached (yet): that of a pruned branch when
 * an ancestor is the root of one, else plain. */
static uint8_t unreached_look(const struct paper *p, struct window *win, node_id n)
{
    const struct step_state *s = p->state;
    const struct tree *t = p->tree;
    uint8_t look = ROLE_PLAIN;
    node_id m;
    for (m = tree_parent(t, n); m != AB_NO_NODE; m = tree_parent(t, m)) {
        if (s->status[m] == NODE_CUT) {
            look = ROLE_CUT;
            break;
        }
        if (s->status[m] != NODE_UNVISITED)
            break;
        if (win && win->memo_node[m % LOOK_MEMO] == m) {
            look = win->memo_look[m % LOOK_MEMO];
            break;
        }
    }
    if (win) {
        /* everything walked shares the answer */
        for (node_id k = n; k != m; k = tree_parent(t, k)) {
            win->memo_node[k % LOOK_MEMO] = k;
            win->memo_look[k % LOOK_MEMO] = look;
        }
    }
    return look;
}

/* The look of n worked out from the state (what paper_update stores). */
static uint8_t state_look(const struct paper *p, struct window *win, node_id n)
{
    const struct step_state *s = p->state;
    if (!s)
        return ROLE_PLAIN;
    if (p->opt.snapshot && s->step > 0 && n == step_state_current_node(s))
        return ROLE_CURRENT;
    switch (s->status[n]) {
    case NODE_ACTIVE: return ROLE_PATH;
    case NODE_DONE: return ROLE_FOLLOWED;
    case NODE_CUT: return ROLE_CUT;
    default: return unreached_look(p, win, n);
    }
}

uint8_t paper_look(const struct paper *p, node_id n)
{
    return p->live ? state_look(p, NULL, n) : p->look[n];
}

static uint8_t look_of(struct window *win, node_id n)
{
    return win->p->live ? state_look(win->p, win, n) : win->p->look[n];
}

/* Writes a cell of the window (when inside it); returns it, or NULL. */
static struct cell *put(struct window *win, uint32_t row, uint32_t col, uint32_t ch,
                        uint8_t role, node_id node)
{
    if (row < win->y0 || row - win->y0 >= win->h || col < win->x0 || col - win->x0 >= win->w)
        return NULL;
    struct cell *c = &win->cells[(size_t)(row - win->y0) * win->w + (col - win->x0)];
    *c = (struct cell){ .ch = ch, .role = role, .node = node };
    return c;
}

static bool row_visible(struct window *win, uint32_t row)
{
    return row >= win->y0 && row - win->y0 < win->h;
}

static void draw_text(const struct paper *p, struct window *win, uint32_t row, node_id n)
{
    uint32_t buf[PAPER_TEXT_MAX];
    uint32_t len = paper_node_text(p, n, buf);
    uint32_t x = p->layout->x[n];
    uint8_t role = look_of(win, n);
    /* a value that is only a bound is told apart where it is marked */
    const struct step_state *s = p->state;
    if (role == ROLE_FOLLOWED && (p->opt.marks & MARK_BOUNDS) && s &&
        s->status[n] == NODE_DONE &&
        bound_in_view(step_state_kind(s, n), tree_depth(p->tree, n), p->opt.view) != BOUND_EXACT)
        role = ROLE_BOUND;
    for (uint32_t i = 0; i < len; i++)
        if (x + 1 >= len - i)
            put(win, row, x + 1 + i - len, buf[i], role, n);
}

/* A node's label right-aligned on its column, like its value, in the
 * node's look (so the current one stands out); returns its length. */
static uint32_t draw_label(const struct paper *p, struct window *win, uint32_t row, node_id n)
{
    uint32_t x = p->layout->x[n];
    uint32_t label[PAPER_LABEL_MAX], accent[PAPER_LABEL_MAX];
    uint32_t len = label_text(p->tree, n, label, accent);
    uint8_t look = look_of(win, n);
    for (uint32_t i = 0; i < len; i++) {
        struct cell *c = x + 1 >= len - i ? put(win, row, x + 1 + i - len, label[i], look, n)
                                          : NULL;
        if (c)
            c->accent = accent[i];
    }
    return len;
}

/* The marks written just above a node (above its label when labels have
 * rows of their own): its label when labels are shown there, else the
 * current-node arrow; its type, after the label or in the arrow's place. */
static void draw_above(const struct paper *p, struct window *win, uint32_t row, node_id n)
{
    uint32_t x = p->layout->x[n];
    uint32_t len = p->opt.labels && !p->layout->label_rows ? draw_label(p, win, row, n) : 0;
    uint8_t look = look_of(win, n);
    if (!len && look == ROLE_CURRENT)
        put(win, row, x, glyph(p, GL_CURRENT), ROLE_CURRENT, n);
    else if (p->type && p->type[n] != NODE_NOT_CRITICAL)
        put(win, row, len ? x + 1 : x, (uint32_t)('0' + p->type[n]), ROLE_TYPE, n);
}

/* Role of a bar segment: double lines are followed (on the path if the
 * child they lead to is), single ones take the look of that child. */
static uint8_t segment_role(bool dbl, uint8_t owner_look)
{
    if (!dbl)
        return owner_look;
    return (owner_look == ROLE_PATH || owner_look == ROLE_CURRENT) ? ROLE_PATH : ROLE_FOLLOWED;
}

/* The bar under parent q, clipped to the window. */
static void draw_bar(const struct paper *p, struct window *win, uint32_t row, node_id q)
{
    const struct tree *t = p->tree;
    const uint32_t *x = p->layout->x;
    uint32_t xp = x[q], k = tree_nchild(t, q);
    node_id c = tree_first_child(t, q);
    if (k == 1) {
        bool f = role_is_followed(look_of(win, c));
        put(win, row, xp, glyph(p, f ? GL_V_DOUBLE : GL_V_SINGLE), look_of(win, c), c);
        return;
    }
    /* the outermost followed children decide where the bar is double */
    uint32_t fl = UINT32_MAX, fr = 0;
    bool any = false;
    node_id ci = c;
    for (uint32_t i = 0; i < k; i++) {
        if (role_is_followed(look_of(win, ci))) {
            if (x[ci] < fl)
                fl = x[ci];
            if (x[ci] >= fr)
                fr = x[ci];
            any = true;
        }
        if (i + 1 < k)
            ci = tree_next_sibling(t, ci);
    }
    bool parent_followed = role_is_followed(look_of(win, q));
    uint32_t lo = win->x0, hi = win->x0 + win->w; /* visible columns [lo, hi) */
    node_id prev = AB_NO_NODE;
    ci = c;
    for (uint32_t i = 0; i < k; i++) {
        uint32_t cx = x[ci];
        /* the segment from the previous child (or nothing) up to cx */
        if (prev != AB_NO_NODE) {
            uint32_t from = x[prev] + 1;
            if (from < lo)
                from = lo;
            for (uint32_t col = from; col < cx && col < hi; col++) {
                if (col == xp) {
                    put(win, row, col, glyph(p, parent_followed ? GL_UP_DOUBLE : GL_UP_SINGLE),
                        look_of(win, q), q);
                    continue;
                }
                node_id owner = col < xp ? prev : ci;
                bool dbl = any && (col < xp ? fl <= col : fr >= col);
                put(win, row, col, glyph(p, dbl ? GL_H_DOUBLE : GL_H_SINGLE),
                    segment_role(dbl, look_of(win, owner)), owner);
            }
        }
        bool f = role_is_followed(look_of(win, ci));
        enum glyph g;
        uint8_t role = look_of(win, ci);
        node_id owner = ci;
        if (cx == xp) {
            g = parent_followed ? GL_TEE_DOUBLE : GL_CROSS;
            role = look_of(win, q);
            owner = q;
        } else if (i == 0) {
            g = f ? GL_LEFT_DOUBLE : GL_LEFT_SINGLE;
        } else if (i + 1 == k) {
            g = f ? GL_RIGHT_DOUBLE : GL_RIGHT_SINGLE;
        } else {
            bool dbl = any && (cx < xp ? fl <= cx : fr >= cx);
            g = f ? GL_TEE_DOUBLE : dbl ? GL_TEE_MIXED : GL_TEE_SINGLE;
        }
        put(win, row, cx, glyph(p, g), role, owner);
        prev = ci;
        if (i + 1 < k)
            ci = tree_next_sibling(t, ci);
        if (x[prev] >= hi)
            break;
    }
}

/* Bars and connectors of the children at depth d+1 (their values are drawn
 * with their own depth). */
static void draw_links(const struct paper *p, struct window *win, uint32_t d)
{
    const struct layout *l = p->layout;
    const struct tree *t = p->tree;
    uint32_t bar = layout_value_row(l, d) + 1;
    size_t first, end;
    layout_range(l, d + 1, win->x0, win->x0 + win->w - 1, &first, &end);
    size_t lo = l->depth_start[d + 1], hi = l->depth_start[d + 2];

    if (row_visible(win, bar)) {
        /* parents of the visible children, and of the nearest ones outside,
         * whose bars may cross the window */
        size_t a = first > lo ? first - 1 : first, b = end < hi ? end + 1 : end;
        node_id last = AB_NO_NODE;
        for (size_t i = a; i < b; i++) {
            node_id q = tree_parent(t, l->by_depth[i]);
            if (q != last)
                draw_bar(p, win, bar, q);
            last = q;
        }
    }
    for (size_t i = first; i < end; i++) {
        node_id c = l->by_depth[i];
        bool f = role_is_followed(look_of(win, c));
        uint32_t g = glyph(p, f ? GL_V_DOUBLE : GL_V_SINGLE);
        uint32_t rows = layout_connector_rows(l, d);
        for (uint32_t r = 1; r <= rows; r++)
            put(win, bar + r, l->x[c], g, look_of(win, c), c);
        /* the children's label row: a label, or the line going on */
        if (layout_label_row(l, d + 1) && !tree_label(t, c))
            put(win, bar + rows + 1, l->x[c], g, look_of(win, c), c);
        if ((p->opt.marks & MARK_CUTS) && p->state && p->state->status[c] == NODE_CUT) {
            /* on the first connector row, or on the bar when there is none */
            enum cut_kind k = step_state_cut_kind(p->state, c);
            put(win, bar + (rows ? 1 : 0), l->x[c], (uint32_t)cut_kind_letter(k),
                (uint8_t)(ROLE_MARK + k), c);
        }
    }
}

void paper_draw(const struct paper *p, uint32_t x0, uint32_t y0, uint32_t w, uint32_t h,
                struct cell *out)
{
    for (size_t i = 0; i < (size_t)w * h; i++)
        out[i] = (struct cell){ ' ', ROLE_BLANK, AB_NO_NODE, 0 };
    if (w == 0 || h == 0)
        return;
    const struct layout *l = p->layout;
    const struct tree *t = p->tree;
    struct window win = { .x0 = x0, .y0 = y0, .w = w, .h = h, .cells = out, .p = p };
    for (size_t i = 0; i < LOOK_MEMO; i++)
        win.memo_node[i] = AB_NO_NODE;
    /* only the depths whose rows meet the window: from the last whose
     * values are at or above its top */
    uint32_t above, dmin = layout_depth_of_row(l, y0, &above);
    if (dmin == UINT32_MAX)
        dmin = above == UINT32_MAX ? 0 : above;
    for (uint32_t d = dmin; d <= t->height; d++) {
        uint32_t vr = layout_value_row(l, d), lr = layout_label_row(l, d);
        /* a depth draws from its label (and the marks above it) down */
        if (vr > y0 + h + lr)
            break;
        if (d < t->height)
            draw_links(p, &win, d);
        size_t first, end;
        /* a text ends at its centre column and may start up to widest-1
         * columns before it */
        uint32_t right = x0 + w - 1 + p->widest;
        layout_range(l, d, x0, right < x0 ? UINT32_MAX : right, &first, &end);
        for (size_t i = first; i < end; i++) {
            node_id n = l->by_depth[i];
            if (row_visible(&win, vr))
                draw_text(p, &win, vr, n);
            if (lr && row_visible(&win, vr - 1))
                draw_label(p, &win, vr - 1, n);
            /* without connector rows the row above is the bar's */
            uint32_t top = vr - lr;
            if (top > 0 && row_visible(&win, top - 1) &&
                (d == 0 || layout_connector_rows(l, d - 1)))
                draw_above(p, &win, top - 1, n);
        }
    }
}
