/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_write.c: a game's whole tree written as it is walked.
 *
 * The layout is tree_write's (write.c): a position whose text fits in
 * LINE_WIDTH columns on one line is written on one line, any other has
 * its moves on lines of their own, indented two spaces a level (up to
 * MAX_INDENT levels).  A position on a line of its own is first written
 * on one line into a small buffer (fit()), which gives up as soon as the
 * text passes the width: then its moves go on lines of their own.  The
 * walk keeps an explicit stack of positions, as every walk of a tree
 * does here. */
#include "config.h"

#include "tree/game_write.h"

#include <stdlib.h>
#include <string.h>

#include "tree/game.h"

#define LINE_WIDTH 72           /* as write.c */
#define MAX_INDENT 32           /* as write.c */
#define OUT_CHUNK ((size_t)1 << 16)

/* A position whose moves are being written. */
struct wframe {
    struct game_pos pos;
    int moves[GAME_MAX_MOVES];
    unsigned n, next;
    size_t label_len;           /* its label: the path's first label_len bytes */
    int32_t eval;
};

struct writer {
    const struct game_request *r;
    const struct game_rules *rules;
    uint8_t max;                /* the player to move at the root: Max */
    struct strbuf *sb;
    char *out;                  /* what is written, handed to sb a chunk at a time */
    size_t len;
    char *path;                 /* the labels: the moves to the deepest position */
    size_t path_cap;
    struct wframe *f;           /* the stack: the positions written on lines of their own */
    size_t top, cap;
    struct wframe probe[LINE_WIDTH / 4 + 2];   /* fit()'s positions (each level takes
                                                  "a: (" at least) */
    char line[LINE_WIDTH];      /* fit()'s text */
};

static void put(struct writer *w, const char *s, size_t n)
{
    if (w->len + n > OUT_CHUNK) {
        strbuf_add(w->sb, w->out, w->len);
        w->len = 0;
    }
    memcpy(w->out + w->len, s, n);
    w->len += n;
}

/* v in decimal into buf (12 bytes); its length. */
static size_t decimal(int32_t v, char *buf)
{
    char tmp[12];
    size_t n = 0, len = 0;
    uint32_t u = v < 0 ? 0u - (uint32_t)v : (uint32_t)v;
    do {
        tmp[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        buf[len++] = '-';
    while (n)
        buf[len++] = tmp[--n];
    return len;
}

/* " {eval=V}" into buf (24 bytes); its length: the one annotation a
 * game's positions carry (write.c's annotation_text writes it so). */
static size_t eval_text(int32_t v, char *buf)
{
    memcpy(buf, " {eval=", 7);
    size_t len = 7 + decimal(v, buf + 7);
    buf[len++] = '}';
    return len;
}

/* Room for a label of len bytes and one more move's ('.', the name) in
 * the path; false when out of memory. */
static bool path_room(struct writer *w, size_t len)
{
    size_t need = len + 40;
    if (need <= w->path_cap)
        return true;
    size_t cap = w->path_cap ? w->path_cap : 256;
    while (cap < need)
        cap *= 2;
    char *p = realloc(w->path, cap);
    if (!p)
        return false;
    w->path = p;
    w->path_cap = cap;
    return true;
}

/* The label of a move from the position labelled by the path's first
 * len bytes (len 0: the root) put after it; the child's label length. */
static size_t child_label(struct writer *w, const struct game_pos *p, size_t len, int move)
{
    size_t at = len;
    if (len)
        w->path[at++] = '.';
    w->rules->move_name(p, move, w->path + at, 32);
    return at + strlen(w->path + at);
}

/* The position is terminal at this depth: over, or at the limit; its
 * value then (*value). */
static bool terminal(const struct writer *w, const struct game_pos *p, uint32_t depth,
                     int32_t *value)
{
    enum game_outcome o = w->rules->outcome(p);
    if (o == GAME_ONGOING && depth != w->r->depth)
        return false;
    *value = o != GAME_ONGOING ? game_score(w->rules, o, w->max) : w->rules->evaluate(p, w->max);
    return true;
}

/* Appends n bytes to fit()'s line; false when they pass the width. */
static bool line_add(struct writer *w, size_t *len, const char *s, size_t n)
{
    if (*len + n > LINE_WIDTH)
        return false;
    memcpy(w->line + *len, s, n);
    *len += n;
    return true;
}

/* The interior position p at `depth`, labelled by the path's first
 * label_len bytes (0: the root), on one line into w->line: its length,
 * or 0 when it passes LINE_WIDTH columns. */
static size_t fit(struct writer *w, const struct game_pos *p, uint32_t depth, size_t label_len)
{
    size_t len = 0;
    char num[24];
    if (label_len && (!line_add(w, &len, w->path, label_len) || !line_add(w, &len, ": ", 2)))
        return 0;
    if (!line_add(w, &len, "(", 1))
        return 0;
    size_t top = 0;
    struct wframe *f = &w->probe[0];
    f->pos = *p;
    f->n = w->rules->moves(p, f->moves);
    f->next = 0;
    f->label_len = label_len;
    for (;;) {
        f = &w->probe[top];
        if (f->next == f->n) {
            size_t k = eval_text(w->rules->evaluate(&f->pos, w->max), num);
            if (!line_add(w, &len, ")", 1) || !line_add(w, &len, num, k))
                return 0;
            if (top == 0)
                return len;
            top--;
            continue;
        }
        if (f->next > 0 && !line_add(w, &len, " ", 1))
            return 0;
        int move = f->moves[f->next++];
        struct game_pos child = f->pos;
        w->rules->apply(&child, move);
        if (!path_room(w, f->label_len))
            return 0;
        size_t cl = child_label(w, &f->pos, f->label_len, move);
        int32_t v;
        if (!line_add(w, &len, w->path, cl) || !line_add(w, &len, ": ", 2))
            return 0;
        if (terminal(w, &child, depth + (uint32_t)top + 1, &v)) {
            size_t k = decimal(v, num);
            if (!line_add(w, &len, num, k))
                return 0;
            k = eval_text(v, num);
            if (!line_add(w, &len, num, k))
                return 0;
            continue;
        }
        if (!line_add(w, &len, "(", 1) || top + 1 >= sizeof w->probe / sizeof *w->probe)
            return 0;
        struct wframe *c = &w->probe[++top];
        c->pos = child;
        c->n = w->rules->moves(&child, c->moves);
        c->next = 0;
        c->label_len = cl;
    }
}

static void newline_indent(struct writer *w, size_t level)
{
    static const char spaces[2 * MAX_INDENT + 1] =
        "\n                                                                ";
    put(w, spaces, 1 + 2 * (level < MAX_INDENT ? level : MAX_INDENT));
}

/* Opens the interior position p on a line of its own (its moves on lines
 * of their own below); false when out of memory. */
static bool push(struct writer *w, const struct game_pos *p, size_t label_len)
{
    if (w->top == w->cap) {
        size_t cap = w->cap ? 2 * w->cap : 16;
        struct wframe *f = realloc(w->f, cap * sizeof *f);
        if (!f)
            return false;
        w->f = f;
        w->cap = cap;
    }
    struct wframe *f = &w->f[w->top++];
    f->pos = *p;
    f->n = w->rules->moves(p, f->moves);
    f->next = 0;
    f->label_len = label_len;
    f->eval = w->rules->evaluate(p, w->max);
    put(w, "(", 1);
    return true;
}

/* The walk: every position, on a line of its own or in its parent's. */
static bool walk(struct writer *w)
{
    const struct game_pos *root = &w->r->root;
    char num[24];
    int32_t v;
    if (terminal(w, root, 0, &v)) {
        put(w, num, decimal(v, num));
        put(w, num, eval_text(v, num));
        put(w, "\n", 1);
        return true;
    }
    if (!path_room(w, 0))
        return false;
    size_t len = fit(w, root, 0, 0);
    if (len) {
        put(w, w->line, len);
        put(w, "\n", 1);
        return true;
    }
    if (!push(w, root, 0))
        return false;
    while (w->top > 0) {
        struct wframe *f = &w->f[w->top - 1];
        size_t level = w->top - 1;
        if (f->next == f->n) {
            newline_indent(w, level);
            put(w, ")", 1);
            put(w, num, eval_text(f->eval, num));
            w->top--;
            continue;
        }
        int move = f->moves[f->next++];
        struct game_pos child = f->pos;
        w->rules->apply(&child, move);
        if (!path_room(w, f->label_len))
            return false;
        size_t cl = child_label(w, &f->pos, f->label_len, move);
        newline_indent(w, level + 1);
        uint32_t depth = (uint32_t)level + 1;
        if (terminal(w, &child, depth, &v)) {
            put(w, w->path, cl);
            put(w, ": ", 2);
            put(w, num, decimal(v, num));
            put(w, num, eval_text(v, num));
            continue;
        }
        len = fit(w, &child, depth, cl);
        if (len) {
            put(w, w->line, len);
            continue;
        }
        put(w, w->path, cl);
        put(w, ": ", 2);
        if (!push(w, &child, cl))       /* f is not used after this */
            return false;
    }
    put(w, "\n", 1);
    return true;
}

int game_write(const struct game_request *r, const char *title, struct strbuf *sb)
{
    struct writer w = { .r = r, .rules = r->rules, .max = r->root.mover, .sb = sb };
    char *made = title ? NULL : game_title(r);
    w.out = malloc(OUT_CHUNK);
    bool ok = w.out && (title || made);
    if (ok) {
        strbuf_printf(sb, "@title %s\n@values minimax\n@game %s\n@position %s\n",
                      title ? title : made, r->rules->name, r->position);
        ok = walk(&w);
        if (ok)
            strbuf_add(sb, w.out, w.len);
    }
    free(made);
    free(w.out);
    free(w.path);
    free(w.f);
    return ok && !sb->failed ? 0 : -1;
}
