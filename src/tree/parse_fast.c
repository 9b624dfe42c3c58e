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
    CL_SPACE,       /* white space */
    CL_HASH,        /* # (a comment to the end of the line) */
    CL_OPEN,        /* ( or [ */
    CL_CLOSE,       /* ) or ] */
    CL_COMMA,
    CL_NUMBER,      /* a digit or - */
};
static const unsigned char byte_class[256] = {
    [' '] = CL_SPACE, ['\n'] = CL_SPACE, ['\t'] = CL_SPACE, ['\r'] = CL_SPACE,
    ['\f'] = CL_SPACE, ['\v'] = CL_SPACE, ['#'] = CL_HASH,
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

#if defined __GNUC__
#define ALWAYS_INLINE __attribute__((always_inline))
#else
#define ALWAYS_INLINE
#endif

/* Past white space and # comments: the blanks in the loop itself (most
 * runs are a newline and some indentation), a comment's line apart. */
static inline ALWAYS_INLINE const unsigned char *skip(const unsigned char *p,
                                                      const unsigned char *end)
{
    for (;;) {
        while (p < end && byte_class[*p] == CL_SPACE)
            p++;
        if (p == end || *p != '#')
            return p;
        const unsigned char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl : end;
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

/* The reader's state: where it is, the arrays it fills, the open nodes,
 * and what it learns of the tree on the way. */
struct plain {
    const unsigned char *p, *end;
    int32_t *value;
    uint32_t *size;
    struct open_node *open;
    size_t n, top, nleaves, cap;
    uint32_t height;
    /* uniform so far: every interior node closed had `degree` children
     * (0: none closed yet), every leaf was at depth leaf_depth */
    uint32_t degree, leaf_depth;
    bool uniform;
    bool flip;                  /* minimax values: Min's depths negated */
    /* the innermost open node's children so far, and their
     * max(-F(child)): its F when it ends */
    uint32_t kids;
    int32_t best;
};

/* A leaf at the number at s->p as position id: at most 10 digits (11 are
 * read, to refuse them, which cannot overflow); a '.' or 'e' after it is
 * refused by the caller, as anything but a comma, a bracket or white
 * space is.  False when it is not one. */
static inline ALWAYS_INLINE bool read_leaf(struct plain *s, node_id id)
{
    const unsigned char *p = s->p;
    bool neg = *p == '-';
    p += neg;
    const unsigned char *first = p, *stop = s->end - p > 11 ? p + 11 : s->end;
    int64_t v = 0;
    unsigned dg;
    while (p < stop && (dg = (unsigned)*p - '0') <= 9) {
        v = v * 10 + dg;
        p++;
    }
    if (p == first || p - first > 10 || v > AB_VALUE_LIMIT)
        return false;
    s->p = p;
    if (neg != (s->flip && (s->top & 1u)))
        v = -v;
    s->value[id] = (int32_t)v;
    s->size[id] = 1;
    s->nleaves++;
    if (s->top > s->height)
        s->height = (uint32_t)s->top;
    if (s->leaf_depth != s->top)
        s->uniform = s->uniform && s->leaf_depth == UINT32_MAX;
    s->leaf_depth = (uint32_t)s->top;
    s->best = -(int32_t)v > s->best ? -(int32_t)v : s->best;
    return true;
}

/* After a node: the closing brackets that follow it, each ending an open
 * node (its size and its F); the class of what comes next, or CL_OTHER
 * for a bracket that does not match. */
static inline ALWAYS_INLINE unsigned close_nodes(struct plain *s)
{
    for (;;) {
        s->p = skip(s->p, s->end);
        unsigned cl = class_at(s->p, s->end);
        if (cl != CL_CLOSE || s->top == 0)
            return cl;
        const struct open_node *o = &s->open[--s->top];
        if (o->closer != *s->p)
            return CL_OTHER;
        s->size[o->node] = (uint32_t)(s->n - o->node);
        s->value[o->node] = s->best;
        if (s->degree != s->kids)
            s->uniform = s->uniform && s->degree == 0;
        s->degree = s->kids;
        s->kids = o->kids;
        s->best = -s->best > o->best ? -s->best : o->best;
        s->p++;
    }
}

/* Reads the tree at s->p to its end; false at anything the fast path
 * does not read. */
static bool read_plain(struct plain *s)
{
    /* Two states, as two places in the loop: a node is expected (at the
     * start, after an opening bracket or a comma), or one has just ended
     * (after a leaf or a closing bracket), where a comma, a closing
     * bracket or, juxtaposed, the next node may come. */
    for (;;) {
        s->p = skip(s->p, s->end);
        unsigned cl = class_at(s->p, s->end);
        if ((cl != CL_OPEN && cl != CL_NUMBER) || s->n >= s->cap)
            return false;       /* ")" after "(" or ",", a label, the end, ... */
        node_id id = (node_id)s->n++;
        s->kids++;
        if (cl == CL_OPEN) {
            s->open[s->top++] = (struct open_node){ id, s->kids, s->best,
                                                    *s->p == '(' ? ')' : ']' };
            s->kids = 0;
            s->best = -AB_INF;
            s->p++;
            continue;
        }
        if (!read_leaf(s, id))
            return false;
        /* a node has ended: close what it ends */
        cl = close_nodes(s);
        if (s->top == 0)
            return cl != CL_OTHER || s->p == s->end;    /* the whole tree (a lone leaf too) */
        if (cl == CL_COMMA)
            s->p++;
        else if (cl != CL_OPEN && cl != CL_NUMBER)
            return false;       /* the next node may follow without a comma */
    }
}

struct tree *tree_parse_plain(const char *text, size_t len, enum value_view written,
                              size_t max_positions)
{
    struct plain s = { .p = (const unsigned char *)text, .end = (const unsigned char *)text + len,
                       .leaf_depth = UINT32_MAX, .uniform = true,
                       .flip = written == VIEW_MINIMAX, .best = -AB_INF };
    /* every node takes two bytes or more ("1," or "()"), the last one
     * byte: a bound, without a pass to count */
    s.cap = len / 2 + 1;
    if (s.cap > max_positions)
        s.cap = max_positions;  /* more nodes: the full parser says where */
    struct tree *t = calloc(1, sizeof *t);
    /* the stack of open interior nodes: bounded by cap too, but only as
     * deep as the tree is gets touched, so no huge pages (each would be
     * cleared whole for the first few entries) */
    s.open = malloc(s.cap * sizeof *s.open);
    bool ok = t && s.open && alloc_nodes(t, s.cap);
    if (ok) {
        s.value = t->value;
        s.size = t->size;
        /* the whole tree, and nothing after it */
        ok = read_plain(&s) && s.top == 0 && skip(s.p, s.end) == s.end;
    }
    free(s.open);
    if (!ok) {
        tree_free(t);
        return NULL;
    }
    t->value = trim(t->value, s.n * sizeof *t->value);
    t->size = trim(t->size, s.n * sizeof *t->size);
    t->count = s.n;
    t->leaves = s.nleaves;
    t->height = s.height;
    t->uniform = s.uniform;
    t->written = written;
    return t;
}
