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

#if defined __GNUC__
#define LIKELY(x) __builtin_expect(!!(x), 1)
#define ALWAYS_INLINE __attribute__((always_inline))
#else
#define LIKELY(x) (x)
#define ALWAYS_INLINE
#endif

/* The digits from *q on as a number, *q moved past them; a byte that is
 * not a digit must come before the end (the caller knows: `tail`). */
static inline ALWAYS_INLINE uint64_t digits(const unsigned char **q)
{
    const unsigned char *r = *q;
    uint64_t v = 0;
    unsigned dg;
    while ((dg = (unsigned)*r - '0') <= 9) {
        v = v * 10 + dg;
        r++;
    }
    *q = r;
    return v;
}

/* Whether `count` digits of value v make a leaf the fast reader takes (at
 * most 10 digits, at most AB_VALUE_LIMIT: else the full parser says why);
 * then *leaf is it, negated when `negated` (a '-' written, or not, at a
 * depth whose values are negated: exactly one of them). */
static inline ALWAYS_INLINE bool leaf_value(size_t count, uint64_t v, bool negated, int32_t *leaf)
{
    if (count - 1 >= 10 || v > AB_VALUE_LIMIT)
        return false;
    *leaf = negated ? -(int32_t)v : (int32_t)v;
    return true;
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

/* The reader's input and output: the text, the arrays it fills (with room
 * for cap nodes) and the stack of open nodes; what it learns of the tree
 * on the way. */
struct plain {
    const unsigned char *p, *end;
    int32_t *value;
    uint32_t *size;
    struct open_node *open;
    size_t n, nleaves, cap;
    uint32_t height;
    bool uniform;
    bool flip;                  /* minimax values: Min's depths negated */
};

/* Reads the tree at s->p to its end; false at anything the fast path
 * does not read.  One loop, a byte's class a turn, with everything it
 * counts in locals (registers): the blanks and comments skipped where
 * they come, a leaf's checks folded into reading it, the depth of the
 * leaves (height, uniform) looked at only when it changes. */
static bool read_plain(struct plain *s)
{
    const unsigned char *p = s->p;
    /* blanks at the end say nothing: without them a run of blanks ends
     * before the end, and is skipped without looking for it */
    const unsigned char *end = s->end;
    while (end > p && byte_class[end[-1]] == CL_SPACE)
        end--;
    int32_t *const value = s->value;
    uint32_t *const size = s->size;
    struct open_node *const open = s->open;
    const size_t cap = s->cap;
    const bool flip = s->flip;
    /* where the text's last run of digits starts: a number before it
     * ends at a byte that is not a digit before the end, so its digits
     * are read without looking for the end */
    const unsigned char *tail = end;
    while (tail > p && (unsigned)tail[-1] - '0' <= 9)
        tail--;
    size_t n = 0, top = 0, nleaves = 0;
    uint32_t height = 0, leaf_depth = UINT32_MAX;
    /* uniform so far: every interior node closed had `degree` children
     * (0: none closed yet), every leaf was at depth leaf_depth */
    uint32_t degree = 0;
    bool uniform = true;
    /* the innermost open node's children so far, and their
     * max(-F(child)): its F when it ends */
    uint32_t kids = 0;
    int32_t best = -AB_INF;
    /* the leaves here are negated: minimax values at Min's depths */
    bool negate = false;
    /* two states: a node has just ended (after a leaf or a closing
     * bracket: a comma, a closing bracket or, juxtaposed, the next node
     * may come), or one is expected (at the start, after an opening
     * bracket or a comma) */
    bool ended = false;
    bool ok = false;
    while (p < end) {
        const unsigned char c = *p;
        switch (byte_class[c]) {
        case CL_SPACE:
            do
                p++;
            while (byte_class[*p] == CL_SPACE);
            continue;
        case CL_HASH: {
            const unsigned char *nl = memchr(p, '\n', (size_t)(end - p));
            p = nl ? nl : end;
            continue;
        }
        case CL_OPEN:
            if (n >= cap)
                goto done;      /* too many positions: the full parser says where */
            open[top++] = (struct open_node){ (node_id)n, kids + 1, best, c == '(' ? ')' : ']' };
            n++;
            kids = 0;
            best = -AB_INF;
            negate = flip && !negate;
            ended = false;
            p++;
            continue;
        case CL_NUMBER: {
            if (n >= cap)
                goto done;
            /* at most 10 digits, at most AB_VALUE_LIMIT; a '.' or 'e'
             * after them is refused below, as anything but a comma, a
             * bracket or white space is */
            size_t neg = c == '-';
            const unsigned char *first = p + neg, *q = first;
            uint64_t v = 0;
            if (LIKELY(q < tail)) {
                v = digits(&q);
            } else {
                unsigned dg;
                while (q < end && (dg = (unsigned)*q - '0') <= 9) {
                    v = v * 10 + dg;
                    q++;
                }
            }
            int32_t iv;
            if (!leaf_value((size_t)(q - first), v, neg != negate, &iv))
                goto done;
            p = q;
            value[n] = iv;
            size[n] = 1;
            n++;
            nleaves++;
            kids++;
            if (top != leaf_depth) {
                uniform = uniform && leaf_depth == UINT32_MAX;
                leaf_depth = (uint32_t)top;
                if (leaf_depth > height)
                    height = leaf_depth;
            }
            best = -iv > best ? -iv : best;
            ended = true;
            if (top == 0)
                goto whole;     /* a lone leaf */
            /* the leaves after it, each after one blank or one comma ("1 2
             * 3", "1,2,3"): at the same depth, so only the value is new.
             * Anything else, or a number to refuse, is left to the loop.
             * Before `tail` a number ends at a byte that is not a digit
             * before the end, so its digits are read without looking. */
            while (tail - p > 2 && (*p == ' ' || *p == ',') && n < cap) {
                const unsigned char *r = p + 1;
                const size_t rneg = *r == '-';
                r += rneg;
                if ((unsigned)*r - '0' > 9)
                    break;
                const unsigned char *rfirst = r;
                uint64_t rv = digits(&r);
                int32_t rval;
                if (!leaf_value((size_t)(r - rfirst), rv, rneg != negate, &rval))
                    break;
                p = r;
                value[n] = rval;
                size[n] = 1;
                n++;
                nleaves++;
                kids++;
                best = -rval > best ? -rval : best;
            }
            continue;
        }
        case CL_CLOSE: {
            if (!ended)
                goto done;      /* "()" or "(1,)" */
            const struct open_node *o = &open[--top];
            if (o->closer != c)
                goto done;
            size[o->node] = (uint32_t)(n - o->node);
            value[o->node] = best;
            if (degree != kids)
                uniform = uniform && degree == 0;
            degree = kids;
            kids = o->kids;
            best = -best > o->best ? -best : o->best;
            negate = flip && !negate;
            p++;
            if (top == 0)
                goto whole;
            continue;
        }
        case CL_COMMA:
            if (!ended)
                goto done;      /* ",," or "(," */
            ended = false;
            p++;
            continue;
        default:
            goto done;          /* a label, an annotation, ... */
        }
    }
    goto done;                  /* the end before the tree's */
whole:
    /* the whole tree has been read: nothing but blanks and comments after it */
    while (p < end) {
        if (byte_class[*p] == CL_SPACE) {
            p++;
        } else if (*p == '#') {
            const unsigned char *nl = memchr(p, '\n', (size_t)(end - p));
            p = nl ? nl : end;
        } else {
            goto done;
        }
    }
    ok = true;
done:
    s->p = p;
    s->n = n;
    s->nleaves = nleaves;
    s->height = height;
    s->uniform = uniform;
    return ok;
}

struct tree *tree_parse_plain(const char *text, size_t len, enum value_view written,
                              size_t max_positions)
{
    struct plain s = { .p = (const unsigned char *)text, .end = (const unsigned char *)text + len,
                       .flip = written == VIEW_MINIMAX };
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
        ok = read_plain(&s);
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
