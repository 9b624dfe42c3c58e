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

/* Upper bounds on the interior nodes (opening brackets) and leaves (runs
 * of digits) of the text. */
static void count_nodes(const unsigned char *p, const unsigned char *end, size_t *interior,
                        size_t *leaves)
{
    size_t open = 0, runs = 0;
    bool in_digits = false;
    for (; p < end; p++) {
        unsigned char c = *p;
        open += c == '(' || c == '[';
        bool d = digit(c);
        runs += d && !in_digits;
        in_digits = d;
    }
    *interior = open;
    *leaves = runs;
}

static bool alloc_nodes(struct tree *t, size_t n)
{
    t->value = malloc(n * sizeof *t->value);
    t->size = malloc(n * sizeof *t->size);
    t->nchild = malloc(n * sizeof *t->nchild);
    t->parent = malloc(n * sizeof *t->parent);
    t->depth = malloc(n * sizeof *t->depth);
    t->rank = malloc(n * sizeof *t->rank);
    return t->value && t->size && t->nchild && t->parent && t->depth && t->rank;
}

struct tree *tree_parse_plain(const char *text, size_t len, enum value_view written)
{
    const unsigned char *p = (const unsigned char *)text, *end = p + len;
    size_t interior, leaves;
    count_nodes(p, end, &interior, &leaves);
    size_t cap = interior + leaves;
    if (cap == 0 || cap > AB_MAX_NODES)
        return NULL;
    struct tree *t = calloc(1, sizeof *t);
    node_id *open = malloc((interior + 1) * sizeof *open);
    char *closer = malloc(interior + 1);
    bool ok = t && open && closer && alloc_nodes(t, cap);
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
        node_id parent = top ? open[top - 1] : AB_NO_NODE;
        if (!expect) {
            if (c == ',') {
                p++;
                expect = true;
            } else if (c == ')' || c == ']') {
                if (closer[top - 1] != c) {
                    ok = false;
                    break;
                }
                node_id m = open[--top];
                t->size[m] = (uint32_t)(n - m);
                p++;
                done = top == 0;
            } else if (c == '(' || c == '[' || c == '-' || digit(c)) {
                expect = true;
            } else {
                ok = false;
            }
            continue;
        }
        if (c != '(' && c != '[' && c != '-' && !digit(c)) {
            ok = false;         /* ")" after "(" or ",", a label, ... */
            break;
        }
        if (n >= cap) {
            ok = false;
            break;
        }
        node_id id = (node_id)n++;
        uint32_t d = parent == AB_NO_NODE ? 0 : t->depth[parent] + 1;
        t->parent[id] = parent;
        t->depth[id] = d;
        t->rank[id] = parent == AB_NO_NODE ? 0 : t->nchild[parent]++;
        t->nchild[id] = 0;
        t->size[id] = 1;
        if (c == '(' || c == '[') {
            t->value[id] = 0;
            open[top] = id;
            closer[top++] = c == '(' ? ')' : ']';
            p++;
            continue;           /* a node must follow: expect stays */
        }
        bool neg = c == '-';
        p += neg;
        if (p == end || !digit(*p)) {
            ok = false;
            break;
        }
        int64_t v = 0;
        while (p < end && digit(*p)) {
            v = v * 10 + (*p++ - '0');
            if (v > AB_VALUE_LIMIT) {
                ok = false;
                break;
            }
        }
        if (!ok || (p < end && (*p == '.' || *p == 'e' || *p == 'E')))
            break;
        if (neg)
            v = -v;
        if (written == VIEW_MINIMAX && (d & 1u))
            v = -v;
        t->value[id] = (int32_t)v;
        nleaves++;
        if (d > height)
            height = d;
        expect = false;
        done = top == 0;        /* a lone leaf is the whole tree */
    }
    if (ok && skip(p, end) != end)
        ok = false;             /* something after the tree */
    free(open);
    free(closer);
    if (!ok) {
        tree_free(t);
        return NULL;
    }
    t->count = n;
    t->leaves = nleaves;
    t->height = height;
    t->written = written;
    return t;
}
