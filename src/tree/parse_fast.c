/* SPDX-License-Identifier: GPL-3.0-or-later */
/* parse_fast.c: plain trees at memory speed.
 *
 * Most large trees are plain: brackets, integers, commas, white space and
 * comments (a JSON array of arrays, or what `gen` writes).  For those the
 * text is read once straight into the values and subtree sizes (arrays
 * sized from a bound on the text and trimmed; the child counts are left to
 * tree_nchild), without tracking lines and columns and without an
 * allocation per token.  Anything else (labels, annotations, transpositions) and every
 * error makes it give up, and the full parser starts again from the
 * beginning: it alone reports errors, with their positions. */
#include "config.h"

#include "tree/parse.h"

#include <stdlib.h>
#include <string.h>

#include "base/util.h"

/* What a byte can be in a plain tree, one table for the loop below. */
enum {
    CL_OTHER,       /* anything the fast path does not read: give up */
    CL_SPACE,       /* white space, or # (a comment to the end of the line) */
    CL_OPEN,        /* ( or [ */
    CL_CLOSE,       /* ) or ] */
    CL_COMMA,
    CL_NUMBER,      /* a digit or - */
};
static const unsigned char byte_class[256] = {
    [' '] = CL_SPACE, ['\n'] = CL_SPACE, ['\t'] = CL_SPACE, ['\r'] = CL_SPACE,
    ['\f'] = CL_SPACE, ['\v'] = CL_SPACE, ['#'] = CL_SPACE,
    ['('] = CL_OPEN, ['['] = CL_OPEN, [')'] = CL_CLOSE, [']'] = CL_CLOSE,
    [','] = CL_COMMA, ['-'] = CL_NUMBER,
    ['0'] = CL_NUMBER, ['1'] = CL_NUMBER, ['2'] = CL_NUMBER, ['3'] = CL_NUMBER,
    ['4'] = CL_NUMBER, ['5'] = CL_NUMBER, ['6'] = CL_NUMBER, ['7'] = CL_NUMBER,
    ['8'] = CL_NUMBER, ['9'] = CL_NUMBER,
};

/* The class of the byte at p, CL_OTHER at the end. */
static inline unsigned class_at(const unsigned char *p, const unsigned char *end)
{
    return p < end ? byte_class[*p] : CL_OTHER;
}

/* Past white space and # comments. */
static const unsigned char *skip(const unsigned char *p, const unsigned char *end)
{
    for (;;) {
        while (p < end && byte_class[*p] == CL_SPACE && *p != '#')
            p++;
        if (p == end || *p != '#')
            return p;
        while (p < end && *p != '\n')
            p++;
    }
}

/* The node arrays may be large: untouched pages cost nothing, so they are
 * sized by a bound and trimmed at the end (big_alloc: huge pages). */
static bool alloc_nodes(struct tree *t, size_t n)
{
    t->value = big_alloc(n * sizeof *t->value);
    t->size = big_alloc(n * sizeof *t->size);
    t->links = calloc(1, sizeof *t->links);     /* filled on first use */
    return t->value && t->size && t->links;
}

/* An interior node whose closing bracket is still to come.  What is
 * counted for the innermost one is kept out of the stack (in registers),
 * and saved here for its parent while a child is open. */
struct open_node {
    node_id node;
    uint32_t kids;          /* the parent's children so far */
    int32_t best;           /* the parent's max(-F(child)) so far */
    char closer;            /* the bracket that ends this node */
};

/* Gives back the part of an array beyond n elements. */
static void *trim(void *p, size_t bytes)
{
    void *q = realloc(p, bytes ? bytes : 1);
    return q ? q : p;
}

struct tree *tree_parse_plain(const char *text, size_t len, enum value_view written,
                              size_t max_positions)
{
    const unsigned char *p = (const unsigned char *)text, *end = p + len;
    /* every node takes two bytes or more ("1," or "()"), the last one
     * byte: a bound, without a pass to count */
    size_t cap = len / 2 + 1;
    if (cap > max_positions)
        cap = max_positions;    /* more nodes: the full parser says where */
    struct tree *t = calloc(1, sizeof *t);
    /* the stack of open interior nodes: bounded by cap too, but only as
     * deep as the tree is gets touched, so no huge pages (each would be
     * cleared whole for the first few entries) */
    struct open_node *open = malloc(cap * sizeof *open);
    bool ok = t && open && alloc_nodes(t, cap);
    int32_t *value = ok ? t->value : NULL;
    uint32_t *size = ok ? t->size : NULL;
    const bool flip = written == VIEW_MINIMAX;
    size_t n = 0, top = 0, nleaves = 0;
    uint32_t height = 0;
    /* uniform so far: every interior node closed had `degree` children
     * (0: none closed yet), every leaf was at depth leaf_depth */
    uint32_t degree = 0, leaf_depth = UINT32_MAX;
    bool uniform = true;
    /* the innermost open node's children so far, and their max(-F(child)):
     * its F when it ends */
    uint32_t kids = 0;
    int32_t best = -AB_INF;
    /* Two states, as two places in the loop: a node is expected (at the
     * start, after an opening bracket or a comma), or one has just ended
     * (after a leaf or a closing bracket), where a comma, a closing
     * bracket or, juxtaposed, the next node may come. */
    while (ok) {
        /* a node is expected */
        unsigned cl = class_at(p, end);
        if (cl == CL_SPACE) {
            p = skip(p, end);
            continue;
        }
        if ((cl != CL_OPEN && cl != CL_NUMBER) || n >= cap) {
            ok = false;         /* ")" after "(" or ",", a label, the end, ... */
            break;
        }
        node_id id = (node_id)n++;
        kids++;
        if (cl == CL_OPEN) {
            open[top++] = (struct open_node){ id, kids, best, *p == '(' ? ')' : ']' };
            kids = 0;
            best = -AB_INF;
            p++;
            continue;
        }
        /* a leaf: at most 10 digits (11 are read, to refuse them, which
         * cannot overflow); a '.' or 'e' after it is refused below, as
         * anything but a comma, a bracket or white space is */
        bool neg = *p == '-';
        p += neg;
        const unsigned char *first = p, *stop = end - p > 11 ? p + 11 : end;
        int64_t v = 0;
        unsigned dg;
        while (p < stop && (dg = (unsigned)*p - '0') <= 9) {
            v = v * 10 + dg;
            p++;
        }
        if (p == first || p - first > 10 || v > AB_VALUE_LIMIT) {
            ok = false;
            break;
        }
        if (neg != (flip && (top & 1u)))
            v = -v;
        value[id] = (int32_t)v;
        size[id] = 1;
        nleaves++;
        if (top > height)
            height = (uint32_t)top;
        if (leaf_depth != top)
            uniform = uniform && leaf_depth == UINT32_MAX;
        leaf_depth = (uint32_t)top;
        best = -(int32_t)v > best ? -(int32_t)v : best;
        /* a node has ended: close what it ends */
        for (;;) {
            cl = class_at(p, end);
            if (cl == CL_SPACE) {
                p = skip(p, end);
                continue;
            }
            if (cl != CL_CLOSE || top == 0)
                break;
            const struct open_node *o = &open[--top];
            if (o->closer != *p) {
                ok = false;
                break;
            }
            size[o->node] = (uint32_t)(n - o->node);
            value[o->node] = best;
            if (degree != kids)
                uniform = uniform && degree == 0;
            degree = kids;
            kids = o->kids;
            best = -best > o->best ? -best : o->best;
            p++;
        }
        if (!ok || top == 0)
            break;              /* the whole tree (a lone leaf too), or an error */
        if (cl == CL_COMMA)
            p++;
        else if (cl != CL_OPEN && cl != CL_NUMBER)
            ok = false;         /* the next node may follow without a comma */
    }
    if (ok && skip(p, end) != end)
        ok = false;             /* something after the tree */
    free(open);
    if (!ok) {
        tree_free(t);
        return NULL;
    }
    t->value = trim(t->value, n * sizeof *t->value);
    t->size = trim(t->size, n * sizeof *t->size);
    t->count = n;
    t->leaves = nleaves;
    t->height = height;
    t->uniform = uniform;
    t->written = written;
    return t;
}
