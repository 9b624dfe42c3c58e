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

#include "base/util.h"
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
    uint32_t rec;               /* its record (struct seen), or GAME_KEY_NONE */
};

/* A position written in full, when transpositions are merged. */
struct seen {
    uint32_t order;             /* its place among the positions written */
    bool done;                  /* its moves are all written: =Label may stand for it */
    size_t label_at, label_len; /* "=Label" in the writer's labels */
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
    uint8_t ends[LINE_WIDTH + 1];   /* where its pieces end */
    size_t nends;
    /* transpositions: the positions written in full, by key */
    bool pieces;                /* handed to sb where tree_write_buf's pieces would be */
    bool failed;                /* out of memory */
    uint32_t order;             /* the positions written so far */
    struct game_keys keys;
    struct seen *seen;
    size_t nseen, capseen;
    char *labels;
    size_t labels_len, labels_cap;
};

static void put(struct writer *w, const char *s, size_t n)
{
    if (w->len + n > OUT_CHUNK) {
        /* (with pieces the buffer is short of a chunk: nothing flushed) */
        strbuf_add(w->sb, w->out, w->len);
        w->len = 0;
        if (n > OUT_CHUNK) {
            strbuf_add(w->sb, s, n);
            return;
        }
    }
    memcpy(w->out + w->len, s, n);
    w->len += n;
    if (w->pieces && w->sb->sink && w->sb->len + w->len >= STRBUF_CHUNK) {
        /* where tree_write_buf's strbuf, given this piece, would hand
         * its bytes to the output */
        strbuf_add(w->sb, w->out, w->len);
        w->len = 0;
    }
}

/* Whether n bytes put in pieces would all stay short of the point where
 * tree_write_buf's strbuf hands its bytes on (see put): then they may go
 * in one put, the same bytes handed on at the same points. */
static bool pieces_stay(const struct writer *w, size_t n)
{
    return !w->pieces || !w->sb->sink || w->sb->len + w->len + n < STRBUF_CHUNK;
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

/* "Label: " of the label that is the path's first len bytes. */
static void put_label(struct writer *w, size_t len)
{
    memcpy(w->path + len, ": ", 2);     /* path_room left room */
    put(w, w->path, len + 2);
}

/* Before the position p at `depth`, labelled by the path's first len
 * bytes, is written: *ref, when it is written =Label, the position it
 * stands for; else *rec, its record (GAME_KEY_NONE when none is kept).
 * False when out of memory. */
static bool visit(struct writer *w, const struct game_pos *p, uint32_t depth, size_t len,
                  uint32_t *rec, const struct seen **ref)
{
    *rec = GAME_KEY_NONE;
    *ref = NULL;
    uint32_t order = w->order++;
    if (w->r->merge == GAME_MERGE_NONE)
        return true;
    struct game_key k = game_merge_key(w->r, p, depth);
    struct game_key_slot *slot = game_keys_find(&w->keys, &k);
    if (!slot)
        return false;
    if (slot->index != GAME_KEY_NONE && w->seen[slot->index].order < order) {
        /* met before: =Label once its moves are written (an ancestor's
         * position is written again in full, unrecorded, as the builder
         * does) */
        if (w->seen[slot->index].done)
            *ref = &w->seen[slot->index];
        return true;
    }
    if (slot->index == GAME_KEY_NONE) {
        /* the records are numbered as the keys */
        if (!HUGE_TABLE_GROW(w->seen, w->capseen, w->nseen + 1) ||
            game_keys_add(&w->keys, slot, &k) == GAME_KEY_NONE)
            return false;
        w->nseen++;
    }
    if (!HUGE_TABLE_GROW(w->labels, w->labels_cap, w->labels_len + len + 1))
        return false;
    w->seen[slot->index] = (struct seen){ order, false, w->labels_len, len + 1 };
    w->labels[w->labels_len] = '=';
    memcpy(w->labels + w->labels_len + 1, w->path, len);
    w->labels_len += len + 1;
    *rec = slot->index;
    return true;
}

/* The position of record rec has all its moves written. */
static void done(struct writer *w, uint32_t rec)
{
    if (rec != GAME_KEY_NONE)
        w->seen[rec].done = true;
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

/* Appends n bytes, a piece of the output, to fit()'s line; false when
 * they pass the width. */
static bool line_add(struct writer *w, size_t *len, const char *s, size_t n)
{
    if (*len + n > LINE_WIDTH)
        return false;
    memcpy(w->line + *len, s, n);
    *len += n;
    w->ends[w->nends++] = (uint8_t)*len;
    return true;
}

/* "Label: " of the path's first n bytes to fit()'s line. */
static bool line_label(struct writer *w, size_t *len, size_t n)
{
    memcpy(w->path + n, ": ", 2);       /* path_room left room */
    return line_add(w, len, w->path, n + 2);
}

/* The interior position p at `depth` (record rec), labelled by the
 * path's first label_len bytes (0: the root), on one line into w->line:
 * its length, or 0 when it passes LINE_WIDTH columns. */
static size_t probe(struct writer *w, const struct game_pos *p, uint32_t depth,
                    size_t label_len, uint32_t rec)
{
    size_t len = 0;
    char num[24];
    if (label_len && !line_label(w, &len, label_len))
        return 0;
    if (!line_add(w, &len, "(", 1))
        return 0;
    size_t top = 0;
    struct wframe *f = &w->probe[0];
    f->pos = *p;
    f->n = w->rules->moves(p, f->moves);
    f->next = 0;
    f->label_len = label_len;
    f->rec = rec;
    for (;;) {
        f = &w->probe[top];
        if (f->next == f->n) {
            size_t k = eval_text(w->rules->evaluate(&f->pos, w->max), num);
            if (!line_add(w, &len, ")", 1) || !line_add(w, &len, num, k))
                return 0;
            done(w, f->rec);
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
        uint32_t at = depth + (uint32_t)top + 1, crec;
        const struct seen *ref;
        int32_t v;
        if (!visit(w, &child, at, cl, &crec, &ref)) {
            w->failed = true;
            return 0;
        }
        if (!line_label(w, &len, cl))
            return 0;
        if (ref) {
            if (!line_add(w, &len, w->labels + ref->label_at, ref->label_len))
                return 0;
            continue;
        }
        if (terminal(w, &child, at, &v)) {
            size_t k = decimal(v, num);
            if (!line_add(w, &len, num, k))
                return 0;
            k = eval_text(v, num);
            if (!line_add(w, &len, num, k))
                return 0;
            done(w, crec);
            continue;
        }
        if (!line_add(w, &len, "(", 1) || top + 1 >= sizeof w->probe / sizeof *w->probe)
            return 0;
        struct wframe *c = &w->probe[++top];
        c->pos = child;
        c->n = w->rules->moves(&child, c->moves);
        c->next = 0;
        c->label_len = cl;
        c->rec = crec;
    }
}

/* The fewest columns the interior position labelled by label_len bytes
 * (0: the root) takes on one line with n moves: "Label: (", each move
 * as "Label.m: " and one character at least ("=" and a label, or a
 * value), the blanks between, ") {eval=V}". */
static size_t least_line(size_t label_len, unsigned n)
{
    size_t move = (label_len ? label_len + 1 : 0) + 1 + 2 + 1;
    return (label_len ? label_len + 2 : 0) + 1 + n * move + (n ? n - 1 : 0) + 1 + 9;
}

/* probe(), and when it gives up the walk's place and labels as they
 * were: the walk meets those positions again.  A position whose least
 * line (least_line) is too long is not probed: deep in a game, with
 * labels of many moves, none fits. */
static size_t fit(struct writer *w, const struct game_pos *p, uint32_t depth,
                  size_t label_len, uint32_t rec)
{
    int moves[GAME_MAX_MOVES];
    if (least_line(label_len, w->rules->moves(p, moves)) > LINE_WIDTH)
        return 0;
    uint32_t order = w->order;
    size_t labels_len = w->labels_len;
    w->nends = 0;
    size_t len = probe(w, p, depth, label_len, rec);
    if (!len) {
        w->order = order;
        w->labels_len = labels_len;
    }
    return len;
}

/* The line fit() made, in its pieces. */
static void put_line(struct writer *w, size_t len)
{
    if (pieces_stay(w, len)) {
        put(w, w->line, len);
        return;
    }
    for (size_t i = 0, at = 0; i < w->nends; at = w->ends[i++])
        put(w, w->line + at, w->ends[i] - at);
}

static void newline_indent(struct writer *w, size_t level)
{
    static const char spaces[2 * MAX_INDENT + 1] =
        "\n                                                                ";
    size_t n = level < MAX_INDENT ? level : MAX_INDENT;
    if (pieces_stay(w, 1 + 2 * n)) {
        put(w, spaces, 1 + 2 * n);
        return;
    }
    put(w, spaces, 1);
    for (size_t i = 0; i < n; i++)
        put(w, spaces + 1, 2);
}

/* Opens the interior position p on a line of its own (its moves on lines
 * of their own below); false when out of memory. */
static bool push(struct writer *w, const struct game_pos *p, size_t label_len, uint32_t rec)
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
    f->rec = rec;
    put(w, "(", 1);
    return true;
}

/* The walk: every position, on a line of its own or in its parent's. */
static bool walk(struct writer *w)
{
    const struct game_pos *root = &w->r->root;
    char num[24];
    int32_t v;
    uint32_t rec;
    const struct seen *ref;
    if (!path_room(w, 0) || !visit(w, root, 0, 0, &rec, &ref))
        return false;
    if (terminal(w, root, 0, &v)) {
        put(w, num, decimal(v, num));
        put(w, num, eval_text(v, num));
        put(w, "\n", 1);
        return true;
    }
    size_t len = fit(w, root, 0, 0, rec);
    if (len) {
        put_line(w, len);
        put(w, "\n", 1);
        return true;
    }
    if (w->failed || !push(w, root, 0, rec))
        return false;
    while (w->top > 0) {
        struct wframe *f = &w->f[w->top - 1];
        size_t level = w->top - 1;
        if (f->next == f->n) {
            newline_indent(w, level);
            put(w, ")", 1);
            put(w, num, eval_text(f->eval, num));
            done(w, f->rec);
            w->top--;
            continue;
        }
        int move = f->moves[f->next++];
        struct game_pos child = f->pos;
        w->rules->apply(&child, move);
        if (!path_room(w, f->label_len))
            return false;
        size_t cl = child_label(w, &f->pos, f->label_len, move);
        uint32_t depth = (uint32_t)level + 1;
        if (!visit(w, &child, depth, cl, &rec, &ref))
            return false;
        newline_indent(w, level + 1);
        if (ref) {
            put_label(w, cl);
            put(w, w->labels + ref->label_at, ref->label_len);
            continue;
        }
        if (terminal(w, &child, depth, &v)) {
            put_label(w, cl);
            put(w, num, decimal(v, num));
            put(w, num, eval_text(v, num));
            done(w, rec);
            continue;
        }
        len = fit(w, &child, depth, cl, rec);
        if (len) {
            put_line(w, len);
            continue;
        }
        if (w->failed)
            return false;
        put_label(w, cl);
        if (!push(w, &child, cl, rec))  /* f is not used after this */
            return false;
    }
    put(w, "\n", 1);
    return true;
}

int game_write(const struct game_request *r, const char *title, struct strbuf *sb)
{
    struct writer w = { .r = r, .rules = r->rules, .max = r->root.mover, .sb = sb,
                        .pieces = r->merge != GAME_MERGE_NONE };
    char *made = title ? NULL : game_title(r);
    w.out = malloc(OUT_CHUNK);
    bool ok = w.out && (title || made);
    if (ok) {
        /* tree_write_buf's pieces */
        strbuf_printf(sb, "@title %s\n", title ? title : made);
        strbuf_printf(sb, "@values minimax\n");
        strbuf_printf(sb, "@game %s\n", r->rules->name);
        strbuf_printf(sb, "@position %s\n", r->position);
        ok = walk(&w);
        if (ok && w.len)
            strbuf_add(sb, w.out, w.len);
    }
    free(made);
    free(w.out);
    free(w.path);
    free(w.f);
    free(w.seen);
    free(w.labels);
    game_keys_free(&w.keys);
    return ok && !sb->failed ? 0 : -1;
}
