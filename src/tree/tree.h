/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tree.h: the game tree as flat arrays in preorder.
 *
 * Nodes are numbered 0..count-1 in preorder (the root is 0).  A node's first
 * child is the next node, and the sibling after a child c is c + size[c], so
 * no pointers are needed and every walk can be a loop: trees of depth 10^6
 * and of 10^7 leaves load, search and free without recursion.
 *
 * Leaf values are stored in the negamax convention (the payoff for the player
 * to move at that leaf), which is what the paper's procedures use; the file's
 * own convention is remembered for display.  An interior position holds its
 * true value F(p), worked out once by whoever builds the tree (the readers
 * settle it as each subtree ends), so that comparing what a search returned
 * with the truth needs no second pass over a large tree.  A tree's values
 * are not changed once it is built.
 *
 * A tree is its values and its shape, the subtree sizes: 8 bytes a
 * position, all that reading and searching need.  The number of children
 * and where a node sits (its parent, depth and index among its siblings)
 * follow from the sizes; the fast reader leaves them to be worked out
 * when asked (tree_nchild, tree_depth, tree_parent, tree_child_index), so
 * that `run` on a large file does not pay for them, nor the stepper for
 * the few positions its screen shows (tree_link_due). */
#ifndef ABPRUNE_TREE_H
#define ABPRUNE_TREE_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

/* Leaf values must lie in [-AB_VALUE_LIMIT, AB_VALUE_LIMIT]; AB_INF is
 * strictly larger, so it can stand for infinity and negation never
 * overflows. */
#define AB_VALUE_LIMIT 1000000000
#define AB_INF INT32_MAX

/* Index of a node; AB_NO_NODE marks "none" (the root's parent). */
typedef uint32_t node_id;
#define AB_NO_NODE UINT32_MAX
/* The largest number of nodes a tree may have. */
#define AB_MAX_NODES (UINT32_MAX - 1u)

/* The two conventions of doc/paper.md section 1. */
enum value_view { VIEW_NEGAMAX, VIEW_MINIMAX };

/* The one sign rule between them: in the minimax view a position at an
 * odd depth is Min's, and its values are the negamax ones turned round
 * (Max's point of view); the negamax view never turns them. */
static inline bool view_turns_sign(enum value_view view, uint32_t depth)
{
    return view == VIEW_MINIMAX && (depth & 1u);
}

/* A negamax value as the view shows it at that depth. */
static inline int32_t value_in_view(enum value_view view, uint32_t depth, int32_t v)
{
    return view_turns_sign(view, depth) ? -v : v;
}

/* A window or range (*lo, *hi) of negamax values as the view shows it at
 * that depth: (-hi, -lo) where the sign turns. */
static inline void window_in_view(enum value_view view, uint32_t depth, int32_t *lo, int32_t *hi)
{
    if (view_turns_sign(view, depth)) {
        int32_t turned_lo = -*hi;
        *hi = -*lo;
        *lo = turned_lo;
    }
}

/* Annotations from a node's {key=value ...} block.  Which are present is in
 * `has`; moves default to plausibility 1 and no flags. */
enum annotation_bit {
    ANN_EVAL = 1u << 0,     /* eval=N: static evaluation, Max's view */
    ANN_HI = 1u << 1,       /* hi=N: optimistic value (McCarthy) */
    ANN_LO = 1u << 2,       /* lo=N: pessimistic value (McCarthy) */
    ANN_P = 1u << 3,        /* p=X: plausibility of the move to this node */
    ANN_CAPTURE = 1u << 4,  /* capture: the move to this node captures */
    ANN_CHECK = 1u << 5,    /* check: the move to this node gives check */
};

struct annotation {
    node_id node;
    unsigned has;           /* enum annotation_bit flags */
    int32_t eval, hi, lo;   /* as written, in the file's convention */
    double p;
};

/* The annotation keys, one row each, in the order they are written: the
 * parser reads them and the writer writes them from this table. */
enum note_type {
    NOTE_INT,               /* key=N, an integer value */
    NOTE_PLAUSIBILITY,      /* key=X, a number in (0, 1] */
    NOTE_FLAG,              /* key alone */
};
struct note_key {
    const char *name;       /* "eval" */
    unsigned bit;           /* enum annotation_bit */
    enum note_type type;
    size_t offset;          /* of its int32_t or double in struct annotation */
};

/* The table; *count gets the number of rows. */
const struct note_key *tree_note_keys(size_t *count);

struct label {
    node_id node;
    char *name;
};

/* Where each node sits, 12 bytes a position: filled from the sizes by
 * tree_link() on first use, or by the builder as it goes.  Read it through
 * tree_parent(), tree_depth() and tree_child_index(). */
struct tree_links {
    uint32_t *parent;       /* AB_NO_NODE for the root */
    uint32_t *depth;        /* 0 for the root; non-NULL once filled */
    uint32_t *rank;         /* position among its siblings, from 0 */
    uint32_t *nchild;       /* child counts, when the tree had none
                               (tree_nchild fills it on first use) */
    struct tree_index *index; /* children by index and labels by name
                               (tree_child, tree_find_label), on first use */
    uint64_t located;       /* steps tree_locate walked before the links */
    int16_t *game_move;     /* a game's tree: the move to each copy of a
                               transposition (game.c), found once, on first
                               use */
};

struct tree {
    size_t count;           /* number of nodes */
    size_t leaves;          /* number of terminal nodes */
    uint32_t height;        /* largest depth of a leaf */
    bool uniform;           /* every interior position has as many children
                               as the root, every leaf is at depth height
                               (the paper's uniform tree; tree_is_uniform) */
    int32_t *value;         /* negamax: a leaf's payoff f(p), an interior
                               position's true value F(p) */
    uint32_t *size;         /* nodes in the subtree rooted here, itself included */
    uint32_t *nchild;       /* number of children, 0 for a leaf (the
                               builder's); NULL from the fast reader: read
                               it through tree_nchild() */
    struct tree_links *links; /* always allocated; its arrays on first use */
    char *title;            /* from @title, or NULL */
    enum value_view written; /* the convention the leaves were written in */
    struct label *labels;   /* sorted by node */
    size_t nlabels;
    struct annotation *notes; /* sorted by node */
    size_t nnotes;
    /* Transpositions: a node written =Label is a copy of the subtree
     * labelled Label, and same[n] names the node n copies (the same
     * position reached another way).  NULL when the file has none. */
    node_id *same;
    /* The game the tree was generated from and its root position
     * (@game, @position; tree/game.h), or NULL: the views draw the board
     * of each position beside the search. */
    char *game, *position;
};

/* The canonical node of n's position (n itself unless it is a copy). */
static inline node_id tree_position(const struct tree *t, node_id n)
{
    return t->same ? t->same[n] : n;
}

/* Frees everything a tree owns, including the struct; NULL is allowed. */
void tree_free(struct tree *t);

/* Gives `to` copies of from's game and position (a tree made from
 * another: reordered, cut at a horizon).  False when out of memory. */
bool tree_copy_game(struct tree *to, const struct tree *from);

static inline bool tree_is_leaf(const struct tree *t, node_id n)
{
    return t->size[n] == 1;     /* an interior node has a child */
}

/* n's children counted by walking them: O(children), no memory. */
uint32_t tree_count_children(const struct tree *t, node_id n);

/* Every node's child count (t->nchild, or one worked out from the sizes
 * in O(count) time and 4 bytes a position on first use); NULL when out of
 * memory.  A tree read from several threads must call it before they
 * start, as for tree_link(). */
const uint32_t *tree_degrees(const struct tree *t);

/* The number of n's children (0 for a leaf). */
static inline uint32_t tree_nchild(const struct tree *t, node_id n)
{
    const uint32_t *d = t->nchild ? t->nchild : t->links->nchild;
    if (d || (d = tree_degrees(t)) != NULL)
        return d[n];
    return tree_count_children(t, n);
}

/* First child of an interior node. */
static inline node_id tree_first_child(const struct tree *t, node_id n)
{
    (void)t;
    return n + 1;
}

/* The child after c (only call while c is not its parent's last child). */
static inline node_id tree_next_sibling(const struct tree *t, node_id c)
{
    return c + t->size[c];
}

/* The i-th child (0-based) of n: O(i) by walking the siblings up to
 * TREE_WIDE, O(log) beyond, from an index of the wide positions' children
 * made on first use (O(count) time, 4 bytes a child of a wide position;
 * the walk when out of memory).  A tree read from several threads must
 * not make it then. */
#define TREE_WIDE 64
node_id tree_child(const struct tree *t, node_id n, uint32_t i);

/* Fills t's links (struct tree_links) if they are not yet: O(count) time
 * and 12 bytes a position, once.  False when out of memory; the accessors
 * below then find each answer from the root instead (O(depth x degree)),
 * so they never fail.  A tree read from several threads must be linked
 * before they start. */
bool tree_link(const struct tree *t);

/* Whether t's links are there, made now if finding positions from the
 * root (tree_locate) has cost TREE_LINK_AFTER times the positions: the
 * accessors below answer what a screen shows of a big tree (the stepper's
 * outline, its status line) without 12 bytes a position, and a walk over
 * every position pays at most that much more than linking first. */
#define TREE_LINK_AFTER 4
bool tree_link_due(const struct tree *t);

/* The child of m whose subtree holds n (m an ancestor of n), and in
 * *rank its index among m's children: one step of a descent from the root
 * to n, O(degree). */
static inline node_id tree_child_toward(const struct tree *t, node_id m, node_id n,
                                        uint32_t *rank)
{
    node_id c = m + 1;
    uint32_t i = 0;
    while (c + t->size[c] <= n) {
        c += t->size[c];
        i++;
    }
    *rank = i;
    return c;
}

/* Where n sits, found by descending from the root: what the accessors
 * fall back on without links. */
struct tree_place {
    node_id parent;
    uint32_t depth, rank;
};
struct tree_place tree_locate(const struct tree *t, node_id n);

/* n's ancestors and n, the root first, into path[0..depth] (room for
 * t->height + 1): n's depth.  From the links when they are made, else by
 * one descent from the root, which counts towards making them
 * (tree_link_due): a line of an outline, O(depth x degree), where asking
 * each ancestor's parent would cost that once a level. */
uint32_t tree_ancestors(const struct tree *t, node_id n, node_id *path);

/* n's parent (AB_NO_NODE for the root). */
static inline node_id tree_parent(const struct tree *t, node_id n)
{
    const struct tree_links *l = t->links;
    return l->depth || tree_link_due(t) ? l->parent[n] : tree_locate(t, n).parent;
}

/* n's depth (0 for the root). */
static inline uint32_t tree_depth(const struct tree *t, node_id n)
{
    const struct tree_links *l = t->links;
    return l->depth || tree_link_due(t) ? l->depth[n] : tree_locate(t, n).depth;
}

/* 0-based position of n among its parent's children (0 for the root). */
static inline uint32_t tree_child_index(const struct tree *t, node_id n)
{
    const struct tree_links *l = t->links;
    return l->depth || tree_link_due(t) ? l->rank[n] : tree_locate(t, n).rank;
}

/* Whether n is its parent's last child (the root counts as one): O(1),
 * where comparing its index with the child count is O(degree) without
 * the counts. */
static inline bool tree_is_last_child(const struct tree *t, node_id n)
{
    node_id p = tree_parent(t, n);
    return p == AB_NO_NODE || n + t->size[n] == p + t->size[p];
}

/* A node's value seen from Max (minimax) given its negamax value. */
static inline int32_t tree_to_view(const struct tree *t, node_id n, int32_t v,
                                   enum value_view view)
{
    return n == 0 ? v : value_in_view(view, tree_depth(t, n), v);
}

/* Writes n's path ("1.2.3", 1-based child indices; "" for the root) into buf
 * of size cap and returns its full length.  When it does not fit, buf gets
 * "..." and the last steps that do ("...4.1.2"), so a name is never lost;
 * cap 0 only measures. */
size_t tree_path(const struct tree *t, node_id n, char *buf, size_t cap);

/* n's whole path in a new string (the answer a program compares, where
 * "..." would not do); NULL when out of memory. */
char *tree_path_new(const struct tree *t, node_id n);

/* Finds the node with the given path ("" or "root" for the root); returns
 * AB_NO_NODE when there is none. */
node_id tree_find_path(const struct tree *t, const char *path);

/* The label of n, or NULL. */
const char *tree_label(const struct tree *t, node_id n);

/* The label as a figure shows it beside the position: the label, but in
 * a game's tree (whose labels are the moves from the root, "b2.a1.c3")
 * only the last move, since the figure draws the path; or NULL. */
const char *tree_label_short(const struct tree *t, node_id n);

/* The node labelled name (the first in preorder), or AB_NO_NODE: found
 * by hash, from an index of the labels made on first use (O(number of
 * labels); a scan when out of memory). */
node_id tree_find_label(const struct tree *t, const char *name);

/* The annotations of n, or NULL when it has none. */
const struct annotation *tree_annotation(const struct tree *t, node_id n);

/* True when every interior node has the same number of children and every
 * leaf is at the same depth (t->uniform); *degree gets that number (0 for
 * a single leaf). */
bool tree_is_uniform(const struct tree *t, uint32_t *degree);

/* Incremental construction, used by the parser and the generators: nodes
 * are opened and closed in preorder. */
struct tree_builder;

/* A new builder; NULL when out of memory. */
struct tree_builder *builder_new(void);
/* Opens an interior node or adds a leaf (leaf: value in negamax form is
 * computed at finish from `written`).  Return false when out of memory or
 * past AB_MAX_NODES. */
bool builder_open(struct tree_builder *b);
bool builder_leaf(struct tree_builder *b, int32_t value);
/* Closes the innermost open interior node and returns it. */
node_id builder_close(struct tree_builder *b);
/* The node most recently opened or added (AB_NO_NODE before the first). */
node_id builder_last(const struct tree_builder *b);
/* The id the next node will get. */
node_id builder_next(const struct tree_builder *b);
/* Depth of nesting: the number of interior nodes open. */
size_t builder_open_depth(const struct tree_builder *b);
/* Appends a copy of the finished subtree at src (a transposition): same
 * structure, leaf values and annotations, remembered as the same
 * positions.  False when out of memory. */
bool builder_copy(struct tree_builder *b, node_id src);
/* Whether node n is finished (closed, or a leaf already added). */
bool builder_finished(const struct tree_builder *b, node_id n);
/* A transposition kept as a reference: a node standing for a copy of the
 * finished subtree at src, made at builder_finish, so that the size of
 * the whole tree is known before any memory goes to copies.  The copy
 * takes src's eval=, hi= and lo=; annotations given to the reference
 * itself are p=, capture and check (the move).  False when out of
 * memory. */
bool builder_ref(struct tree_builder *b, node_id src);
/* The number of positions in n's finished subtree, references counted as
 * what they stand for. */
size_t builder_subtree_size(const struct tree_builder *b, node_id n);
/* The positions so far, references counted as what they stand for. */
size_t builder_positions(const struct tree_builder *b);
/* The node labelled name so far, or AB_NO_NODE; a node's depth. */
node_id builder_find_label(const struct tree_builder *b, const char *name);
uint32_t builder_node_depth(const struct tree_builder *b, node_id n);
/* Attaches a label (the builder takes ownership of name) or annotations. */
bool builder_label(struct tree_builder *b, node_id n, char *name);
bool builder_annotate(struct tree_builder *b, const struct annotation *a);
/* Finishes: expands the references, converts leaf values to negamax form
 * when they were written from Max's point of view, and hands over the tree
 * (title is taken over too).  The builder is gone either way; NULL only
 * when out of memory expanding references. */
struct tree *builder_finish(struct tree_builder *b, enum value_view written,
                            char *title);
/* Discards an unfinished builder. */
void builder_free(struct tree_builder *b);

#endif
