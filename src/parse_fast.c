/* parse_fast.c: plain trees at memory speed.
 *
 * Most large trees are plain: brackets, integers, commas, white space and
 * comments (a JSON array of arrays, or what `gen` writes).  For those the
 * text is counted once to size the arrays exactly, then read once straight
 * into them, without tracking lines and columns and without an allocation
 * per token.  Anything else (labels, annotations, transpositions) and every
 * error makes it give up, and the full parser starts again from the
 * beginning: it alone reports errors, with their positions. */
#include "config.h"

#include "parse.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

static inline bool digit(unsigned char c)
{
    return c >= '0' && c <= '9';
}

static inline bool space(unsigned char c)
{
    return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/* Past white space and # comments. */
static inline const unsigned char *skip(const unsigned char *p, const unsigned char *end)
{
    for (;;) {
        while (p < end && space(*p))
            p++;
        if (p == end || *p != '#')
            return p;
        while (p < end && *p != '\n')
            p++;
    }
}

/* An array that may be large: untouched pages cost nothing, so it is
 * sized by a bound and trimmed at the end; big ones ask for huge pages
 * (fewer page faults while it fills). */
static void *big_alloc(size_t bytes)
{
    void *p = NULL;
#ifdef MADV_HUGEPAGE
    if (bytes >= ((size_t)4 << 20)) {
        if (posix_memalign(&p, (size_t)2 << 20, bytes) != 0)
            return NULL;
        madvise(p, bytes, MADV_HUGEPAGE);
        return p;
    }
#endif
    p = malloc(bytes);
    return p;
}

static bool alloc_nodes(struct tree *t, size_t n)
{
    t->value = big_alloc(n * sizeof *t->value);
    t->size = big_alloc(n * sizeof *t->size);
    t->nchild = big_alloc(n * sizeof *t->nchild);
    t->parent = big_alloc(n * sizeof *t->parent);
    t->depth = big_alloc(n * sizeof *t->depth);
    t->rank = big_alloc(n * sizeof *t->rank);
    return t->value && t->size && t->nchild && t->parent && t->depth && t->rank;
}

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
    node_id *open = big_alloc(cap * sizeof *open);     /* open interior nodes */
    uint32_t *kids = big_alloc(cap * sizeof *kids);    /* their children so far */
    char *closer = big_alloc(cap);
    bool ok = t && open && kids && closer && alloc_nodes(t, cap);
    int32_t *value = ok ? t->value : NULL;
    uint32_t *size = ok ? t->size : NULL, *nchild = ok ? t->nchild : NULL;
    uint32_t *parent = ok ? t->parent : NULL, *depth = ok ? t->depth : NULL;
    uint32_t *rank = ok ? t->rank : NULL;
    const bool flip = written == VIEW_MINIMAX;
    size_t n = 0, top = 0, nleaves = 0;
    uint32_t height = 0;
    bool expect = true, done = false;
    while (ok && !done) {
        p = skip(p, end);
        if (p == end) {
            ok = false;         /* unclosed, or empty */
            break;
        }
        unsigned char c = *p;
        if (!expect) {
            if (c == ',') {
                p++;
                expect = true;
            } else if (c == ')' || c == ']') {
                if (closer[top - 1] != c) {
                    ok = false;
                    break;
                }
                top--;
                node_id m = open[top];
                size[m] = (uint32_t)(n - m);
                nchild[m] = kids[top];
                p++;
                done = top == 0;
            } else if (c == '(' || c == '[' || c == '-' || digit(c)) {
                expect = true;
            } else {
                ok = false;
            }
            continue;
        }
        if ((c != '(' && c != '[' && c != '-' && !digit(c)) || n >= cap) {
            ok = false;         /* ")" after "(" or ",", a label, ... */
            break;
        }
        node_id id = (node_id)n++;
        parent[id] = top ? open[top - 1] : AB_NO_NODE;
        depth[id] = (uint32_t)top;
        rank[id] = top ? kids[top - 1]++ : 0;
        if (c == '(' || c == '[') {
            value[id] = 0;
            open[top] = id;
            kids[top] = 0;
            closer[top++] = c == '(' ? ')' : ']';
            p++;
            continue;           /* a node must follow: expect stays */
        }
        bool neg = c == '-';
        p += neg;
        const unsigned char *first = p;
        int64_t v = 0;
        while (p < end && digit(*p)) {
            if (v <= AB_VALUE_LIMIT)    /* past it the leaf is refused: no overflow */
                v = v * 10 + (*p - '0');
            p++;
        }
        if (p == first || p - first > 10 || v > AB_VALUE_LIMIT ||
            (p < end && (*p == '.' || *p == 'e' || *p == 'E'))) {
            ok = false;
            break;
        }
        if (neg != (flip && (top & 1u)))
            v = -v;
        value[id] = (int32_t)v;
        size[id] = 1;
        nchild[id] = 0;
        nleaves++;
        if (top > height)
            height = (uint32_t)top;
        expect = false;
        done = top == 0;        /* a lone leaf is the whole tree */
    }
    if (ok && skip(p, end) != end)
        ok = false;             /* something after the tree */
    free(open);
    free(kids);
    free(closer);
    if (!ok) {
        tree_free(t);
        return NULL;
    }
    t->value = trim(t->value, n * sizeof *t->value);
    t->size = trim(t->size, n * sizeof *t->size);
    t->nchild = trim(t->nchild, n * sizeof *t->nchild);
    t->parent = trim(t->parent, n * sizeof *t->parent);
    t->depth = trim(t->depth, n * sizeof *t->depth);
    t->rank = trim(t->rank, n * sizeof *t->rank);
    t->count = n;
    t->leaves = nleaves;
    t->height = height;
    t->written = written;
    return t;
}
