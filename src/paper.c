/* paper.c: the cells of a paper-style drawing. */
#include "config.h"

#include "paper.h"

#include <stdlib.h>
#include <string.h>

#include "format.h"
#include "nodetype.h"

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

int paper_utf8(uint32_t ch, char *buf)
{
    if (ch < 0x80) {
        buf[0] = (char)ch;
        return 1;
    }
    if (ch < 0x800) {
        buf[0] = (char)(0xC0 | (ch >> 6));
        buf[1] = (char)(0x80 | (ch & 0x3F));
        return 2;
    }
    if (ch < 0x10000) {
        buf[0] = (char)(0xE0 | (ch >> 12));
        buf[1] = (char)(0x80 | ((ch >> 6) & 0x3F));
        buf[2] = (char)(0x80 | (ch & 0x3F));
        return 3;
    }
    buf[0] = (char)(0xF0 | (ch >> 18));
    buf[1] = (char)(0x80 | ((ch >> 12) & 0x3F));
    buf[2] = (char)(0x80 | ((ch >> 6) & 0x3F));
    buf[3] = (char)(0x80 | (ch & 0x3F));
    return 4;
}

/* A returned value as code points: an optional bound sign, then digits. */
static uint32_t value_text(const struct paper *p, node_id n, int32_t v, enum bound_kind k,
                           uint32_t *buf)
{
    const struct tree *t = p->tree;
    uint32_t len = 0;
    if (p->opt.marks & MARK_BOUNDS) {
        enum bound_kind vk = view_bound(k, t->depth[n], p->opt.view);
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
    fmt_value(s, v, t->depth[n], p->opt.view);
    for (const char *c = s; *c && len < PAPER_TEXT_MAX; c++)
        buf[len++] = (unsigned char)*c;
    return len;
}

uint32_t paper_node_text(const struct paper *p, node_id n, uint32_t *buf)
{
    const struct tree *t = p->tree;
    const struct step_state *s = p->state;
    uint8_t status = s ? s->status[n] : NODE_UNVISITED;
    if (status == NODE_DONE)
        return value_text(p, n, s->value[n], (enum bound_kind)s->kind[n], buf);
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
        const struct event *e = &tr->ev[i];
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
    p->widest = 1;
    for (node_id n = 0; n < t->count; n++)
        if (p->width[n] > p->widest)
            p->widest = p->width[n];
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
    if (p->opt.connector_rows < 1)
        p->opt.connector_rows = 1;
    /* cut letters take the first connector row, type digits the last */
    if ((o->marks & MARK_CUTS) && (o->marks & MARK_TYPES) && p->opt.connector_rows < 2)
        p->opt.connector_rows = 2;
    p->width = malloc(t->count);
    p->look = calloc(t->count, 1);
    if (!p->width || !p->look)
        goto fail;
    if (o->marks & MARK_TYPES) {
        p->type = malloc(t->count);
        if (!p->type)
            goto fail;
        node_types(t, p->type);
    }
    measure(p);
    if (o->no_layout)
        return p;
    uint32_t top = (o->snapshot || (o->marks & MARK_TYPES)) ? 1 : 0;
    p->layout = layout_new(t, p->width, p->opt.connector_rows, top);
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

void paper_update(struct paper *p, const struct step_state *s)
{
    const struct tree *t = p->tree;
    p->state = s;
    for (node_id n = 0; n < t->count; n++) {
        uint8_t look;
        switch (s->status[n]) {
        case NODE_ACTIVE: look = ROLE_PATH; break;
        case NODE_DONE: look = ROLE_FOLLOWED; break;
        case NODE_CUT: look = ROLE_CUT; break;
        default:
            /* parents come first in preorder */
            look = (n > 0 && p->look[t->parent[n]] == ROLE_CUT) ? ROLE_CUT : ROLE_PLAIN;
            break;
        }
        p->look[n] = look;
    }
    if (p->opt.snapshot && s->step > 0)
        p->look[state_current_node(s)] = ROLE_CURRENT;
}

/* A clipped view onto the output cells. */
struct window {
    uint32_t x0, y0, w, h;
    struct cell *cells;
};

static void put(const struct window *win, uint32_t row, uint32_t col, uint32_t ch,
                uint8_t role, node_id node)
{
    if (row < win->y0 || row - win->y0 >= win->h || col < win->x0 || col - win->x0 >= win->w)
        return;
    struct cell *c = &win->cells[(size_t)(row - win->y0) * win->w + (col - win->x0)];
    c->ch = ch;
    c->role = role;
    c->node = node;
}

static bool row_visible(const struct window *win, uint32_t row)
{
    return row >= win->y0 && row - win->y0 < win->h;
}

static void draw_text(const struct paper *p, const struct window *win, uint32_t row, node_id n)
{
    uint32_t buf[PAPER_TEXT_MAX];
    uint32_t len = paper_node_text(p, n, buf);
    uint32_t x = p->layout->x[n];
    uint8_t role = p->look[n];
    /* a value that is only a bound is told apart where it is marked */
    const struct step_state *s = p->state;
    if (role == ROLE_FOLLOWED && (p->opt.marks & MARK_BOUNDS) && s &&
        s->status[n] == NODE_DONE &&
        view_bound((enum bound_kind)s->kind[n], p->tree->depth[n], p->opt.view) != BOUND_EXACT)
        role = ROLE_BOUND;
    for (uint32_t i = 0; i < len; i++)
        if (x + 1 >= len - i)
            put(win, row, x + 1 + i - len, buf[i], role, n);
}

/* The marks written just above a node: the current-node arrow, else its
 * type. */
static void draw_above(const struct paper *p, const struct window *win, uint32_t row, node_id n)
{
    uint32_t x = p->layout->x[n];
    if (p->look[n] == ROLE_CURRENT)
        put(win, row, x, glyph(p, GL_CURRENT), ROLE_CURRENT, n);
    else if (p->type && p->type[n] != NODE_NOT_CRITICAL)
        put(win, row, x, (uint32_t)('0' + p->type[n]), ROLE_TYPE, n);
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
static void draw_bar(const struct paper *p, const struct window *win, uint32_t row, node_id q)
{
    const struct tree *t = p->tree;
    const uint32_t *x = p->layout->x;
    uint32_t xp = x[q], k = t->nchild[q];
    node_id c = tree_first_child(t, q);
    if (k == 1) {
        bool f = role_is_followed(p->look[c]);
        put(win, row, xp, glyph(p, f ? GL_V_DOUBLE : GL_V_SINGLE), p->look[c], c);
        return;
    }
    /* the outermost followed children decide where the bar is double */
    uint32_t fl = UINT32_MAX, fr = 0;
    bool any = false;
    node_id ci = c;
    for (uint32_t i = 0; i < k; i++) {
        if (role_is_followed(p->look[ci])) {
            if (x[ci] < fl)
                fl = x[ci];
            if (x[ci] >= fr)
                fr = x[ci];
            any = true;
        }
        if (i + 1 < k)
            ci = tree_next_sibling(t, ci);
    }
    bool parent_followed = role_is_followed(p->look[q]);
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
                        p->look[q], q);
                    continue;
                }
                node_id owner = col < xp ? prev : ci;
                bool dbl = any && (col < xp ? fl <= col : fr >= col);
                put(win, row, col, glyph(p, dbl ? GL_H_DOUBLE : GL_H_SINGLE),
                    segment_role(dbl, p->look[owner]), owner);
            }
        }
        bool f = role_is_followed(p->look[ci]);
        enum glyph g;
        uint8_t role = p->look[ci];
        node_id owner = ci;
        if (cx == xp) {
            g = parent_followed ? GL_TEE_DOUBLE : GL_CROSS;
            role = p->look[q];
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
static void draw_links(const struct paper *p, const struct window *win, uint32_t d)
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
            node_id q = t->parent[l->by_depth[i]];
            if (q != last)
                draw_bar(p, win, bar, q);
            last = q;
        }
    }
    for (size_t i = first; i < end; i++) {
        node_id c = l->by_depth[i];
        bool f = role_is_followed(p->look[c]);
        uint32_t g = glyph(p, f ? GL_V_DOUBLE : GL_V_SINGLE);
        for (uint32_t r = 1; r <= l->connector_rows; r++)
            put(win, bar + r, l->x[c], g, p->look[c], c);
        if ((p->opt.marks & MARK_CUTS) && p->state && p->state->status[c] == NODE_CUT) {
            enum cut_kind k = state_cut_kind(p->state, c);
            put(win, bar + 1, l->x[c], (uint32_t)cut_kind_letter(k), (uint8_t)(ROLE_MARK + k), c);
        }
    }
}

void paper_draw(const struct paper *p, uint32_t x0, uint32_t y0, uint32_t w, uint32_t h,
                struct cell *out)
{
    for (size_t i = 0; i < (size_t)w * h; i++)
        out[i] = (struct cell){ ' ', ROLE_BLANK, AB_NO_NODE };
    if (w == 0 || h == 0)
        return;
    const struct layout *l = p->layout;
    const struct tree *t = p->tree;
    struct window win = { x0, y0, w, h, out };
    uint32_t period = 2 + l->connector_rows;
    /* only the depths whose rows meet the window */
    uint32_t dmin = y0 > l->top_rows ? (y0 - l->top_rows) / period : 0;
    for (uint32_t d = dmin; d <= t->height; d++) {
        uint32_t vr = layout_value_row(l, d);
        if (vr > y0 + h)
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
            if (vr > 0 && row_visible(&win, vr - 1))
                draw_above(p, &win, vr - 1, n);
        }
    }
}
