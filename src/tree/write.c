/* SPDX-License-Identifier: GPL-3.0-or-later */
/* write.c: the .tree writer. */
#include "config.h"

#include "tree/write.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define LINE_WIDTH 72

/* The value as it appears in the file: negamax values at odd depths are
 * negated back when the file speaks from Max's point of view. */
static int32_t written_value(const struct tree *t, node_id n)
{
    return tree_to_view(t, n, t->value[n], t->written);
}

/* The length of v in decimal, without writing it. */
static size_t digits_of(int32_t v)
{
    uint32_t u = v < 0 ? 0u - (uint32_t)v : (uint32_t)v;
    size_t n = v < 0 ? 2 : 1;
    while (u >= 10) {
        u /= 10;
        n++;
    }
    return n;
}

/* The label of the position n is a transposition of, when n can be
 * written =Label: its position is an earlier node that has a label. */
static const char *copy_of(const struct tree *t, node_id n)
{
    node_id c = tree_position(t, n);
    return c < n ? tree_label(t, c) : NULL;
}

/* What the text shows of n: a copy is written =Label, its subtree not. */
static bool shown_as_leaf(const struct tree *t, node_id n)
{
    return tree_is_leaf(t, n) || copy_of(t, n);
}

/* The annotations written after n (ANN_ bits), with *a set to them. */
static unsigned annotations_shown(const struct tree *t, node_id n, const struct annotation **a)
{
    *a = tree_annotation(t, n);
    /* after =Label only the move's annotations are written: the position's
     * come with the label */
    unsigned has = *a ? (*a)->has : 0;
    if (has && copy_of(t, n))
        has &= ANN_P | ANN_CAPTURE | ANN_CHECK;
    return has;
}

/* The length of what annotation_text writes, without formatting it but
 * for a plausibility (%.17g): each annotation is formatted once, when it
 * is written, and measured apart for the widths. */
static size_t annotation_len(const struct tree *t, node_id n)
{
    const struct annotation *a;
    unsigned has = annotations_shown(t, n, &a);
    if (!has)
        return 0;
    size_t len = 2, nkeys;              /* " {" ... "}" with the separators */
    const struct note_key *keys = tree_note_keys(&nkeys);
    for (size_t i = 0; i < nkeys; i++) {
        const struct note_key *k = &keys[i];
        const char *field = (const char *)a + k->offset;
        if (!(has & k->bit))
            continue;
        len += strlen(k->name) + 1;     /* the name and its separator (or "}") */
        if (k->type == NOTE_INT) {
            len += 1 + digits_of(*(const int32_t *)(const void *)field);
        } else if (k->type == NOTE_PLAUSIBILITY) {
            char num[40];
            len += 1 + (size_t)snprintf(num, sizeof num, "%.17g",
                                        *(const double *)(const void *)field);
        }
    }
    return len;
}

static size_t annotation_text(const struct tree *t, node_id n, char *buf, size_t cap)
{
    const struct annotation *a;
    unsigned has = annotations_shown(t, n, &a);
    if (!has) {
        if (cap)
            buf[0] = '\0';
        return 0;
    }
    size_t len = 0;
    int w;
#define ADD(...)                                                        \
    do {                                                                \
        w = snprintf(buf + len, len < cap ? cap - len : 0, __VA_ARGS__); \
        len += (size_t)w;                                               \
    } while (0)
    ADD(" {");
    const char *sep = "";
    size_t nkeys;
    const struct note_key *keys = tree_note_keys(&nkeys);
    for (size_t i = 0; i < nkeys; i++) {
        const struct note_key *k = &keys[i];
        const char *field = (const char *)a + k->offset;
        if (!(has & k->bit))
            continue;
        if (k->type == NOTE_INT)
            ADD("%s%s=%d", sep, k->name, (int)*(const int32_t *)(const void *)field);
        else if (k->type == NOTE_PLAUSIBILITY)
            ADD("%s%s=%.17g", sep, k->name, *(const double *)(const void *)field);
        else
            ADD("%s%s", sep, k->name);
        sep = " ";
    }
    ADD("}");
#undef ADD
    return len;
}

/* Text length of each subtree on one line, capped just above the width
 * (so a byte holds it): computed children first by walking the preorder
 * backwards. */
static uint8_t *inline_widths(const struct tree *t)
{
    uint8_t *w = malloc(t->count ? t->count : 1);
    if (!w)
        return NULL;
    for (size_t i = t->count; i-- > 0;) {
        node_id n = (node_id)i;
        const char *label = tree_label(t, n);
        size_t len = (label ? strlen(label) + 2 : 0) + annotation_len(t, n);
        const char *copy = copy_of(t, n);
        if (copy) {
            len += 1 + strlen(copy);
        } else if (tree_is_leaf(t, n)) {
            len += digits_of(written_value(t, n));
        } else {
            len += 2 + (tree_nchild(t, n) - 1);
            node_id c = tree_first_child(t, n);
            for (uint32_t k = 0; k < tree_nchild(t, n) && len <= LINE_WIDTH; k++) {
                len += w[c];
                if (k + 1 < tree_nchild(t, n))
                    c = tree_next_sibling(t, c);
            }
        }
        w[n] = (uint8_t)(len > LINE_WIDTH ? LINE_WIDTH + 1 : len);
    }
    return w;
}

/* Marks out failed for want of memory, as strbuf does itself. */
static void sb_fail(struct strbuf *sb)
{
    if (!sb->failed) {
        sb->failed = true;
        sb->error = 0;
    }
}

struct wframe {
    node_id node;
    uint32_t next;          /* children written so far */
    node_id child;
    bool broken;            /* children on lines of their own */
};

/* Indentation stops growing at this level, so that a path of a million
 * moves is not a terabyte of spaces. */
#define MAX_INDENT 32

static void indent(struct strbuf *out, size_t level)
{
    for (size_t i = 0; i < level && i < MAX_INDENT; i++)
        strbuf_puts(out, "  ");
}

static void write_head(struct strbuf *out, const struct tree *t, node_id n)
{
    const char *label = tree_label(t, n);
    if (label)
        strbuf_printf(out, "%s: ", label);
    const char *copy = copy_of(t, n);
    if (copy)
        strbuf_printf(out, "=%s", copy);
    else if (tree_is_leaf(t, n))
        strbuf_printf(out, "%d", (int)written_value(t, n));
    else
        strbuf_add(out, "(", 1);
}

static void write_tail(struct strbuf *out, const struct tree *t, node_id n)
{
    char ann[256];
    if (!shown_as_leaf(t, n))
        strbuf_add(out, ")", 1);
    if (annotation_text(t, n, ann, sizeof ann))
        strbuf_puts(out, ann);
}

int tree_write_buf(struct strbuf *out, const struct tree *t)
{
    if (t->title)
        strbuf_printf(out, "@title %s\n", t->title);
    strbuf_printf(out, "@values %s\n", t->written == VIEW_MINIMAX ? "minimax" : "negamax");
    if (t->game)
        strbuf_printf(out, "@game %s\n", t->game);
    if (t->game && t->position)
        strbuf_printf(out, "@position %s\n", t->position);
    uint8_t *w = inline_widths(t);
    struct wframe *stack = malloc(((size_t)t->height + 1) * sizeof *stack);
    if (!w || !stack) {
        free(w);
        free(stack);
        /* nothing more is written: what was is not a tree */
        sb_fail(out);
        return -1;
    }
    /* Inline subtrees go through the same loop with broken = false. */
    size_t top = 0;
    write_head(out, t, 0);
    if (tree_is_leaf(t, 0)) {
        write_tail(out, t, 0);
        strbuf_add(out, "\n", 1);
    } else {
        stack[0] = (struct wframe){ 0, 0, 1, w[0] > LINE_WIDTH };
        while (!out->failed) {
            struct wframe *f = &stack[top];
            if (f->next == tree_nchild(t, f->node)) {
                if (f->broken) {
                    strbuf_add(out, "\n", 1);
                    indent(out, top);
                }
                write_tail(out, t, f->node);
                if (top == 0)
                    break;
                top--;
                continue;
            }
            node_id c = f->child;
            if (f->broken) {
                strbuf_add(out, "\n", 1);
                indent(out, top + 1);
            } else if (f->next > 0) {
                strbuf_add(out, " ", 1);
            }
            f->next++;
            if (f->next < tree_nchild(t, f->node))
                f->child = tree_next_sibling(t, c);
            write_head(out, t, c);
            if (shown_as_leaf(t, c)) {
                write_tail(out, t, c);
            } else {
                stack[++top] = (struct wframe){ c, 0, c + 1, f->broken && w[c] > LINE_WIDTH };
            }
        }
        strbuf_add(out, "\n", 1);
    }
    free(w);
    free(stack);
    return out->failed ? -1 : 0;
}

/* A strbuf's sink into a stdio stream. */
struct file_sink {
    struct strbuf_sink sink;
    FILE *f;
};

static int file_sink_write(struct strbuf_sink *sink, const char *data, size_t len)
{
    struct file_sink *fs = (struct file_sink *)sink;
    if (fwrite(data, 1, len, fs->f) == len)
        return 0;
    return errno ? errno : EIO;
}

int tree_write(FILE *out, const struct tree *t)
{
    struct file_sink fs = { { file_sink_write }, out };
    struct strbuf sb;
    strbuf_init(&sb);
    sb.sink = &fs.sink;
    int e = tree_write_buf(&sb, t);
    strbuf_flush(&sb);
    e = e || sb.failed || ferror(out) ? -1 : 0;
    strbuf_free(&sb);
    return e;
}
