/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tree.c: the preorder tree model and its builder. */
#include "config.h"

#include "tree/tree.h"
#include "base/strindex.h"
#include "base/util.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void tree_index_free(struct tree_index *x);

void tree_free(struct tree *t)
{
    if (!t)
        return;
    free(t->value);
    free(t->size);
    free(t->nchild);
    if (t->links) {
        free(t->links->parent);
        free(t->links->depth);
        free(t->links->rank);
        free(t->links->nchild);
        free(t->links->game_move);
        tree_index_free(t->links->index);
        free(t->links);
    }
    free(t->title);
    free(t->game);
    free(t->position);
    for (size_t i = 0; i < t->nlabels; i++)
        free(t->labels[i].name);
    free(t->labels);
    free(t->notes);
    free(t->same);
    free(t);
}

bool tree_copy_game(struct tree *to, const struct tree *from)
{
    if (!from->game)
        return true;
    to->game = strdup(from->game);
    to->position = from->position ? strdup(from->position) : NULL;
    return to->game && (to->position || !from->position);
}

const char *tree_label_short(const struct tree *t, node_id n)
{
    const char *s = tree_label(t, n);
    const char *dot = s && t->game ? strrchr(s, '.') : NULL;
    return dot ? dot + 1 : s;
}

/* What tree_child and tree_find_label look things up in. */
struct tree_index {
    bool kids_made, labels_made;
    /* the positions of more than TREE_WIDE children, in preorder; the
     * children of wide[k] are kids[at[k]] on */
    node_id *wide;
    size_t *at;
    node_id *kids;
    size_t nwide;
    struct strindex labels;     /* name -> index in t->labels */
};

static void tree_index_free(struct tree_index *x)
{
    if (!x)
        return;
    free(x->wide);
    free(x->at);
    free(x->kids);
    strindex_free(&x->labels);
    free(x);
}

/* t's index, made empty the first time; NULL when out of memory. */
static struct tree_index *tree_index_of(const struct tree *t)
{
    if (!t->links->index)
        t->links->index = calloc(1, sizeof *t->links->index);
    return t->links->index;
}

/* The wide positions and their children; false when out of memory. */
static bool index_kids(const struct tree *t, struct tree_index *x)
{
    size_t nwide = 0, nkids = 0;
    for (node_id m = 0; m < t->count; m++) {
        uint32_t d = tree_is_leaf(t, m) ? 0 : tree_nchild(t, m);
        if (d > TREE_WIDE) {
            nwide++;
            nkids += d;
        }
    }
    x->wide = malloc((nwide ? nwide : 1) * sizeof *x->wide);
    x->at = malloc((nwide ? nwide : 1) * sizeof *x->at);
    x->kids = malloc((nkids ? nkids : 1) * sizeof *x->kids);
    if (!x->wide || !x->at || !x->kids) {
        free(x->wide);
        free(x->at);
        free(x->kids);
        x->wide = x->kids = NULL;
        x->at = NULL;
        return false;
    }
    size_t k = 0;
    for (node_id m = 0; m < t->count; m++) {
        if (tree_is_leaf(t, m) || tree_nchild(t, m) <= TREE_WIDE)
            continue;
        x->wide[x->nwide] = m;
        x->at[x->nwide++] = k;
        for (node_id c = m + 1, end = m + t->size[m]; c < end; c += t->size[c])
            x->kids[k++] = c;
    }
    x->kids_made = true;
    return true;
}

node_id tree_child(const struct tree *t, node_id n, uint32_t i)
{
    struct tree_index *x = i >= TREE_WIDE ? tree_index_of(t) : NULL;
    if (x && (x->kids_made || index_kids(t, x))) {
        size_t lo = 0, hi = x->nwide;
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (x->wide[mid] < n)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo < x->nwide && x->wide[lo] == n)
            return x->kids[x->at[lo] + i];
    }
    node_id c = tree_first_child(t, n);
    while (i-- > 0)
        c = tree_next_sibling(t, c);
    return c;
}

uint32_t tree_count_children(const struct tree *t, node_id n)
{
    uint32_t k = 0;
    for (node_id c = n + 1, end = n + t->size[n]; c < end; c += t->size[c])
        k++;
    return k;
}

const uint32_t *tree_degrees(const struct tree *t)
{
    struct tree_links *l = t->links;
    if (t->nchild || l->nchild)
        return t->nchild ? t->nchild : l->nchild;
    uint32_t *d = big_alloc((t->count ? t->count : 1) * sizeof *d);
    if (!d)
        return NULL;
    for (node_id m = 0; m < t->count; m++)
        d[m] = t->size[m] == 1 ? 0 : tree_count_children(t, m);
    l->nchild = d;
    return d;
}

bool tree_link(const struct tree *t)
{
    struct tree_links *l = t->links;
    if (l->depth)
        return true;
    size_t n = t->count ? t->count : 1;
    uint32_t *parent = big_alloc(n * sizeof *parent), *depth = big_alloc(n * sizeof *depth);
    uint32_t *rank = big_alloc(n * sizeof *rank);
    /* the open interior nodes along the path, and their children so far */
    node_id *open = malloc(((size_t)t->height + 1) * sizeof *open);
    uint32_t *kids = malloc(((size_t)t->height + 1) * sizeof *kids);
    if (!parent || !depth || !rank || !open || !kids) {
        free(parent);
        free(depth);
        free(rank);
        free(open);
        free(kids);
        return false;
    }
    size_t top = 0;
    for (node_id m = 0; m < t->count; m++) {
        while (top > 0 && open[top - 1] + t->size[open[top - 1]] <= m)
            top--;
        parent[m] = top ? open[top - 1] : AB_NO_NODE;
        depth[m] = (uint32_t)top;
        rank[m] = top ? kids[top - 1]++ : 0;
        if (!tree_is_leaf(t, m)) {
            open[top] = m;
            kids[top++] = 0;
        }
    }
    free(open);
    free(kids);
    l->parent = parent;
    l->rank = rank;
    l->depth = depth;
    return true;
}

bool tree_link_due(const struct tree *t)
{
    return t->links->located >= (uint64_t)TREE_LINK_AFTER * t->count && tree_link(t);
}

uint32_t tree_ancestors(const struct tree *t, node_id n, node_id *path)
{
    const struct tree_links *l = t->links;
    if (l->depth || tree_link_due(t)) {
        uint32_t d = l->depth[n];
        for (uint32_t k = d + 1; k-- > 0; n = l->parent[n])
            path[k] = n;
        return d;
    }
    uint32_t d = 0;
    uint64_t steps = 0;
    path[0] = 0;
    for (node_id m = 0; m != n; d++) {
        uint32_t rank;
        m = tree_child_toward(t, m, n, &rank);
        path[d + 1] = m;
        steps += 1 + rank;
    }
    t->links->located += steps;
    return d;
}

struct tree_place tree_locate(const struct tree *t, node_id n)
{
    struct tree_place at = { AB_NO_NODE, 0, 0 };
    node_id m = 0;
    uint64_t steps = 0;
    while (m != n) {
        uint32_t rank;
        node_id c = tree_child_toward(t, m, n, &rank);
        at = (struct tree_place){ m, at.depth + 1, rank };
        steps += 1 + rank;
        m = c;
    }
    t->links->located += steps;
    return at;
}

/* Writes the steps from n up to (not including) `stop` at the end of
 * buf[0..end), dot-separated, and returns where they start. */
static size_t fill_steps(const struct tree *t, node_id n, node_id stop, char *buf, size_t end)
{
    size_t pos = end;
    for (node_id m = n; m != stop; m = tree_parent(t, m)) {
        if (pos != end)
            buf[--pos] = '.';
        uint32_t v = tree_child_index(t, m) + 1;
        do {
            buf[--pos] = (char)('0' + v % 10);
            v /= 10;
        } while (v);
    }
    return pos;
}

size_t tree_path(const struct tree *t, node_id n, char *buf, size_t cap)
{
    /* Measure walking up, then fill the buffer from its end walking up
     * again: no allocation, O(depth). */
    size_t len = 0;
    for (node_id m = n; m != 0; m = tree_parent(t, m))
        len += decimal_digits(tree_child_index(t, m) + 1) + (tree_parent(t, m) != 0);
    if (cap == 0)
        return len;
    if (len + 1 <= cap) {
        buf[len] = '\0';
        fill_steps(t, n, 0, buf, len);
        return len;
    }
    /* Too long: "..." and the last steps that fit. */
    size_t budget = cap > 4 ? cap - 4 : 0, tail = 0;
    node_id stop = n;
    while (stop != 0) {
        size_t w = decimal_digits(tree_child_index(t, stop) + 1) + (tail ? 1 : 0);
        if (tail + w > budget)
            break;
        tail += w;
        stop = tree_parent(t, stop);
    }
    size_t dots = cap - 1 < 3 ? cap - 1 : 3;
    memset(buf, '.', dots);
    buf[dots + tail] = '\0';
    fill_steps(t, n, stop, buf, dots + tail);
    return len;
}

char *tree_path_new(const struct tree *t, node_id n)
{
    size_t len = tree_path(t, n, NULL, 0);
    char *s = malloc(len + 1);
    if (s)
        tree_path(t, n, s, len + 1);
    return s;
}

node_id tree_find_path(const struct tree *t, const char *path)
{
    node_id n = 0;
    if (path[0] == '\0' || strcmp(path, "root") == 0)
        return 0;
    const char *s = path;
    for (;;) {
        if (*s < '1' || *s > '9')
            return AB_NO_NODE;
        unsigned long i = 0;
        while (*s >= '0' && *s <= '9') {
            i = i * 10 + (unsigned long)(*s - '0');
            if (i > UINT32_MAX)
                return AB_NO_NODE;
            s++;
        }
        if (i > tree_nchild(t, n))
            return AB_NO_NODE;
        n = tree_child(t, n, (uint32_t)(i - 1));
        if (*s == '\0')
            return n;
        if (*s != '.')
            return AB_NO_NODE;
        s++;
    }
}

const char *tree_label(const struct tree *t, node_id n)
{
    size_t lo = 0, hi = t->nlabels;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->labels[mid].node < n)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < t->nlabels && t->labels[lo].node == n ? t->labels[lo].name : NULL;
}

/* The labels by name; false when out of memory. */
static bool index_labels(const struct tree *t, struct tree_index *x)
{
    for (size_t i = 0; i < t->nlabels; i++)
        if (!strindex_add(&x->labels, t->labels[i].name, (uint32_t)i)) {
            strindex_free(&x->labels);
            strindex_init(&x->labels);
            return false;
        }
    x->labels_made = true;
    return true;
}

node_id tree_find_label(const struct tree *t, const char *name)
{
    struct tree_index *x = t->nlabels > 8 ? tree_index_of(t) : NULL;
    if (x && (x->labels_made || index_labels(t, x))) {
        uint32_t i;
        return strindex_find(&x->labels, name, &i) ? t->labels[i].node : AB_NO_NODE;
    }
    for (size_t i = 0; i < t->nlabels; i++)
        if (strcmp(t->labels[i].name, name) == 0)
            return t->labels[i].node;
    return AB_NO_NODE;
}

const struct annotation *tree_annotation(const struct tree *t, node_id n)
{
    size_t lo = 0, hi = t->nnotes;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->notes[mid].node < n)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < t->nnotes && t->notes[lo].node == n ? &t->notes[lo] : NULL;
}

bool tree_is_uniform(const struct tree *t, uint32_t *degree)
{
    if (t->uniform && degree)
        *degree = tree_count_children(t, 0);
    return t->uniform;
}

/* ---- builder ---- */

struct tree_builder {
    struct tree *t;
    size_t cap;             /* allocated length of the node arrays */
    size_t capsame;         /* allocated length of t->same */
    /* note_mark[n]: how many annotations there were when n was added.  The
     * annotations of a finished subtree are consecutive from there (a
     * node's comes right after its subtree's), which is what lets a copy
     * take them over in one pass. */
    uint32_t *note_mark;
    size_t capmark;
    /* Transpositions waiting to be expanded at finish (builder_ref), in
     * node order; extra = positions they stand for beyond themselves,
     * summed up to and including this one. */
    struct pending_ref {
        node_id node, src;
        uint64_t extra;
    } *refs;
    size_t nrefs, caprefs;
    node_id *open;          /* stack of open interior nodes */
    size_t nopen, capopen;
    size_t caplabels, capnotes;
    struct strindex by_name; /* the labels' nodes by name, the first of each */
};

static bool grow_nodes(struct tree_builder *b, size_t need)
{
    struct tree *t = b->t;
    if (need <= b->cap)
        return true;
    /* six arrays side by side: one capacity, the growth rule of util.h */
    size_t ncap = array_capacity(b->cap, need, sizeof *t->value);
    if (!ncap)
        return false;
    void *v = realloc(t->value, ncap * sizeof *t->value);
    if (v)
        t->value = v;
    void *s = realloc(t->size, ncap * sizeof *t->size);
    if (s)
        t->size = s;
    void *c = realloc(t->nchild, ncap * sizeof *t->nchild);
    if (c)
        t->nchild = c;
    /* the builder fills the links as it goes: its trees have them */
    struct tree_links *l = t->links;
    void *p = realloc(l->parent, ncap * sizeof *l->parent);
    if (p)
        l->parent = p;
    void *d = realloc(l->depth, ncap * sizeof *l->depth);
    if (d)
        l->depth = d;
    void *r = realloc(l->rank, ncap * sizeof *l->rank);
    if (r)
        l->rank = r;
    if (!v || !s || !c || !p || !d || !r)
        return false;
    b->cap = ncap;
    return true;
}

struct tree_builder *builder_new(void)
{
    struct tree_builder *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->t = calloc(1, sizeof *b->t);
    if (b->t)
        b->t->links = calloc(1, sizeof *b->t->links);
    if (!b->t || !b->t->links) {
        if (b->t)
            free(b->t);
        free(b);
        return NULL;
    }
    return b;
}

/* Appends a node as a child of the innermost open node. */
static bool add_node(struct tree_builder *b, int32_t value)
{
    struct tree *t = b->t;
    if (t->count >= AB_MAX_NODES || !grow_nodes(b, t->count + 1))
        return false;
    if (!ARRAY_GROW(b->note_mark, b->capmark, t->count + 1))
        return false;
    b->note_mark[t->count] = (uint32_t)t->nnotes;
    node_id n = (node_id)t->count++;
    node_id parent = b->nopen ? b->open[b->nopen - 1] : AB_NO_NODE;
    t->value[n] = value;
    t->size[n] = 1;
    t->nchild[n] = 0;
    struct tree_links *l = t->links;
    l->parent[n] = parent;
    l->depth[n] = parent == AB_NO_NODE ? 0 : l->depth[parent] + 1;
    l->rank[n] = parent == AB_NO_NODE ? 0 : t->nchild[parent]++;
    return true;
}

/* Once there are transpositions, every new node is its own position until
 * builder_copy says otherwise. */
static bool keep_same(struct tree_builder *b)
{
    struct tree *t = b->t;
    if (!t->same)
        return true;
    if (!ARRAY_GROW(t->same, b->capsame, t->count))
        return false;
    t->same[t->count - 1] = (node_id)(t->count - 1);
    return true;
}

bool builder_open(struct tree_builder *b)
{
    if (!ARRAY_GROW(b->open, b->capopen, b->nopen + 1))
        return false;
    if (!add_node(b, 0))
        return false;
    b->open[b->nopen++] = (node_id)(b->t->count - 1);
    return keep_same(b);
}

bool builder_leaf(struct tree_builder *b, int32_t value)
{
    if (!add_node(b, value) || !keep_same(b))
        return false;
    struct tree *t = b->t;
    t->leaves++;
    uint32_t depth = t->links->depth[t->count - 1];
    if (depth > t->height)
        t->height = depth;
    return true;
}

node_id builder_close(struct tree_builder *b)
{
    struct tree *t = b->t;
    node_id n = b->open[--b->nopen];
    t->size[n] = (uint32_t)(t->count - n);
    return n;
}

node_id builder_next(const struct tree_builder *b)
{
    return (node_id)b->t->count;
}

node_id builder_last(const struct tree_builder *b)
{
    return b->t->count ? (node_id)(b->t->count - 1) : AB_NO_NODE;
}

size_t builder_open_depth(const struct tree_builder *b)
{
    return b->nopen;
}

bool builder_finished(const struct tree_builder *b, node_id n)
{
    /* the open nodes are the path to the innermost one, one per depth */
    if (n >= b->t->count)
        return false;
    uint32_t d = b->t->links->depth[n];
    return !(d < b->nopen && b->open[d] == n);
}

/* The extra positions of the references at nodes below `end`. */
static uint64_t extra_before(const struct tree_builder *b, node_id end)
{
    size_t lo = 0, hi = b->nrefs;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (b->refs[mid].node < end)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo ? b->refs[lo - 1].extra : 0;
}

size_t builder_subtree_size(const struct tree_builder *b, node_id n)
{
    node_id end = n + b->t->size[n];
    return b->t->size[n] + (size_t)(extra_before(b, end) - extra_before(b, n));
}

size_t builder_positions(const struct tree_builder *b)
{
    return b->t->count + (size_t)(b->nrefs ? b->refs[b->nrefs - 1].extra : 0);
}

bool builder_ref(struct tree_builder *b, node_id src)
{
    size_t adds = builder_subtree_size(b, src);
    if (!ARRAY_GROW(b->refs, b->caprefs, b->nrefs + 1))
        return false;
    node_id n = builder_next(b);
    if (!add_node(b, 0) || !keep_same(b))
        return false;
    uint64_t before = b->nrefs ? b->refs[b->nrefs - 1].extra : 0;
    b->refs[b->nrefs++] = (struct pending_ref){ n, src, before + adds - 1 };
    return true;
}

node_id builder_find_label(const struct tree_builder *b, const char *name)
{
    uint32_t n;
    return strindex_find(&b->by_name, name, &n) ? (node_id)n : AB_NO_NODE;
}

uint32_t builder_node_depth(const struct tree_builder *b, node_id n)
{
    return b->t->links->depth[n];
}

bool builder_copy(struct tree_builder *b, node_id src)
{
    struct tree *t = b->t;
    if (!t->same) {
        /* the first transposition: every node so far is its own position */
        b->capsame = b->cap;
        t->same = malloc(b->capsame * sizeof *t->same);
        if (!t->same)
            return false;
        for (node_id n = 0; n < t->count; n++)
            t->same[n] = n;
    }
    /* The copy has the same shape, so the node src + k becomes base + k. */
    node_id base = builder_next(b), end = src + t->size[src];
    size_t first_note = b->note_mark[src];
    node_id *stack = malloc(((size_t)t->size[src] + 1) * sizeof *stack);
    size_t top = 0;
    bool ok = stack != NULL;
    for (node_id n = src; ok && n < end; n++) {
        while (top > 0 && stack[top - 1] <= n) {
            builder_close(b);
            top--;
        }
        ok = t->nchild[n] ? builder_open(b) : builder_leaf(b, t->value[n]);
        if (ok && !ARRAY_GROW(t->same, b->capsame, t->count))
            ok = false;
        if (!ok)
            break;
        t = b->t;
        node_id now = base + (n - src);
        t->same[now] = t->same[n];
        /* the copied annotations go where the originals' were, relative
         * to the subtree's first one */
        b->note_mark[now] = (uint32_t)(t->nnotes + (b->note_mark[n] - first_note));
        if (t->nchild[n])
            stack[top++] = n + t->size[n];
    }
    while (ok && top-- > 0)
        builder_close(b);
    free(stack);
    /* the subtree's annotations are consecutive from first_note */
    size_t nsrc = t->nnotes;
    for (size_t i = first_note; ok && i < nsrc && t->notes[i].node >= src &&
                                t->notes[i].node < end; i++) {
        struct annotation copy = t->notes[i];
        copy.node = base + (copy.node - src);
        ok = builder_annotate(b, &copy);
    }
    return ok;
}

bool builder_label(struct tree_builder *b, node_id n, char *name)
{
    struct tree *t = b->t;
    if (!ARRAY_GROW(t->labels, b->caplabels, t->nlabels + 1) ||
        !strindex_add(&b->by_name, name, n))
        return false;
    t->labels[t->nlabels].node = n;
    t->labels[t->nlabels].name = name;
    t->nlabels++;
    return true;
}

bool builder_annotate(struct tree_builder *b, const struct annotation *a)
{
    struct tree *t = b->t;
    if (!ARRAY_GROW(t->notes, b->capnotes, t->nnotes + 1))
        return false;
    t->notes[t->nnotes++] = *a;
    return true;
}

static int compare_notes(const void *a, const void *b)
{
    const struct annotation *x = a, *y = b;
    return (x->node > y->node) - (x->node < y->node);
}

/* Appends the annotation of compact node n (if any) for the node `now`
 * just finished in out. */
static bool carry_note(struct tree_builder *out, const struct tree *t, node_id n, node_id now)
{
    const struct annotation *a = tree_annotation(t, n);
    if (!a)
        return true;
    struct annotation moved = *a;
    moved.node = now;
    return builder_annotate(out, &moved);
}

/* The root of a copy keeps its original's eval=, hi= and lo= (the same
 * position) and takes p=, capture and check (the move to it) from its
 * own =Label, written as compact node n. */
static bool note_copy_root(struct tree_builder *out, const struct tree *t, node_id n,
                           node_id now)
{
    const unsigned move = ANN_P | ANN_CAPTURE | ANN_CHECK;
    struct tree *o = out->t;
    struct annotation *root = o->nnotes && o->notes[o->nnotes - 1].node == now
                              ? &o->notes[o->nnotes - 1] : NULL;
    const struct annotation *own = tree_annotation(t, n);
    if (root) {
        root->has &= ~move;
        root->p = 1.0;
        if (own) {
            root->has |= own->has & move;
            root->p = own->p;
        }
        if (!root->has)
            o->nnotes--;
        return true;
    }
    return carry_note(out, t, n, now);
}

/* The tree with every pending reference replaced by a copy of the
 * subtree it names (already expanded itself: references only name
 * earlier positions).  The compact tree t has its notes sorted. */
static struct tree_builder *expand(const struct tree *t, const struct pending_ref *refs,
                                   size_t nrefs)
{
    struct tree_builder *out = builder_new();
    node_id *at = malloc(t->count * sizeof *at);        /* compact -> expanded */
    node_id *open = malloc(t->count * sizeof *open);    /* compact nodes open */
    size_t top = 0, r = 0;
    bool ok = out && at && open;
    for (node_id n = 0; ok && n < t->count; n++) {
        while (ok && top > 0 && open[top - 1] + t->size[open[top - 1]] <= n) {
            node_id closed = builder_close(out);
            ok = carry_note(out, t, open[--top], closed);
        }
        if (!ok)
            break;
        node_id now = builder_next(out);
        at[n] = now;
        if (r < nrefs && refs[r].node == n) {
            ok = builder_copy(out, at[refs[r++].src]) && note_copy_root(out, t, n, now);
        } else if (t->nchild[n]) {
            ok = builder_open(out);
            open[top++] = n;
        } else {
            ok = builder_leaf(out, t->value[n]) && carry_note(out, t, n, now);
        }
        const char *label = tree_label(t, n);
        if (ok && label) {
            char *copy = strdup(label);
            ok = copy && builder_label(out, now, copy);
            if (!ok)
                free(copy);
        }
    }
    while (ok && top > 0) {
        node_id closed = builder_close(out);
        ok = carry_note(out, t, open[--top], closed);
    }
    free(at);
    free(open);
    if (!ok) {
        builder_free(out);
        return NULL;
    }
    return out;
}

/* What a finished tree knows of itself (tree.h): each interior
 * position's true value, children before parents, and whether the tree is
 * uniform. */
static void settle(struct tree *t)
{
    if (t->count == 0)
        return;
    const uint32_t d = t->nchild[0];
    bool uniform = true;
    for (size_t i = t->count; i-- > 0;) {
        node_id n = (node_id)i;
        if (t->nchild[n] == 0) {
            uniform = uniform && t->links->depth[n] == t->height;
            continue;
        }
        uniform = uniform && t->nchild[n] == d;
        int32_t m = -AB_INF;
        for (node_id c = n + 1, end = n + t->size[n]; c < end; c += t->size[c])
            m = -t->value[c] > m ? -t->value[c] : m;
        t->value[n] = m;
    }
    t->uniform = uniform;
}

struct tree *builder_finish(struct tree_builder *b, enum value_view written,
                            char *title)
{
    struct tree *t = b->t;
    /* An interior node's annotations follow its children in the text, so
     * they arrive out of preorder; labels precede their node and do not. */
    if (t->nnotes > 1)
        qsort(t->notes, t->nnotes, sizeof *t->notes, compare_notes);
    if (b->nrefs) {
        struct tree_builder *out = expand(t, b->refs, b->nrefs);
        builder_free(b);
        if (!out) {
            free(title);
            return NULL;
        }
        return builder_finish(out, written, title);
    }
    t->written = written;
    t->title = title;
    if (written == VIEW_MINIMAX)
        for (node_id n = 0; n < t->count; n++)
            if (t->nchild[n] == 0)
                t->value[n] = value_in_view(written, t->links->depth[n], t->value[n]);
    settle(t);
    b->t = NULL;                /* the caller's now: the rest goes */
    builder_free(b);
    return t;
}

void builder_free(struct tree_builder *b)
{
    if (!b)
        return;
    tree_free(b->t);
    free(b->open);
    free(b->note_mark);
    free(b->refs);
    strindex_free(&b->by_name);
    free(b);
}

static const struct note_key note_keys[] = {
    { "eval", ANN_EVAL, NOTE_INT, offsetof(struct annotation, eval) },
    { "hi", ANN_HI, NOTE_INT, offsetof(struct annotation, hi) },
    { "lo", ANN_LO, NOTE_INT, offsetof(struct annotation, lo) },
    { "p", ANN_P, NOTE_PLAUSIBILITY, offsetof(struct annotation, p) },
    { "capture", ANN_CAPTURE, NOTE_FLAG, 0 },
    { "check", ANN_CHECK, NOTE_FLAG, 0 },
};

const struct note_key *tree_note_keys(size_t *count)
{
    *count = sizeof note_keys / sizeof note_keys[0];
    return note_keys;
}
