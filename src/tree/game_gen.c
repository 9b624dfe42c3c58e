/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game_gen.c: the tree of a game position, counted and built.
 *
 * Both walk the game with an explicit stack of positions (a game is
 * shallow, but the house rule stands: no recursion over a tree).  The
 * builder keeps the positions written so far in a hash table, so that a
 * position met again becomes =Label (builder_ref) instead of its whole
 * subtree. */
#include "config.h"

#include "tree/game_gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "tree/game_key.h"

/* ---- the walk ---- */

struct frame {
    struct game_pos pos;
    int moves[GAME_MAX_MOVES];
    unsigned n, next;
    char *label;            /* the moves to here ("b2.a1"), NULL at the root */
};

struct stack {
    struct frame *f;
    size_t top, cap;
};

static struct frame *push(struct stack *s)
{
    if (s->top == s->cap) {
        size_t ncap = s->cap ? s->cap * 2 : 16;
        struct frame *f = realloc(s->f, ncap * sizeof *f);
        if (!f)
            return NULL;
        s->f = f;
        s->cap = ncap;
    }
    return &s->f[s->top++];
}

/* Whether the position is a leaf of the tree: over, or at the limit. */
static bool is_leaf(const struct game_request *r, const struct game_pos *p, uint32_t depth)
{
    return r->rules->outcome(p) != GAME_ONGOING || depth == r->depth;
}

/* A position being counted: its moves, and the positions of its tree so
 * far (itself included). */
struct cframe {
    struct game_pos pos;
    int moves[GAME_MAX_MOVES];
    unsigned n, next;
    uint64_t size;
};

/* The remembered subtrees stop at this many (a table of about 11 MB):
 * the count goes on without remembering more, the same count in more
 * time. */
#define COUNT_MEMO_MAX ((size_t)1 << 17)

bool game_count(const struct game_request *r, uint64_t cap, uint64_t *count)
{
    /* Every position of the whole tree, as the limit counts them; a
     * position's tree is counted once and its size remembered, since the
     * same position (with the same moves left) has the same tree however
     * it is reached: tic-tac-toe's 549,946 positions are 5,478 walked.
     * n is what a walk one position at a time would have counted so far,
     * so the count stops just past cap as that walk did. */
    struct game_keys memo = { 0 };
    uint64_t *sizes = NULL;
    size_t nsizes = 0, capsizes = 0;
    struct cframe *s = malloc(16 * sizeof *s);
    size_t top = 0, caps = 16;
    bool ok = s != NULL;
    uint64_t n = 1;
    if (ok && !is_leaf(r, &r->root, 0)) {
        s[0].pos = r->root;
        s[0].n = r->rules->moves(&r->root, s[0].moves);
        s[0].next = 0;
        s[0].size = 1;
        top = 1;
    }
    while (ok && top > 0 && n <= cap) {
        struct cframe *f = &s[top - 1];
        uint32_t depth = (uint32_t)top;     /* the children's */
        uint32_t left = r->depth == GAME_NO_DEPTH ? UINT32_MAX : r->depth - depth;
        if (f->next == f->n) {
            /* its tree is counted: remembered, and added to its parent's */
            uint64_t size = f->size;
            top--;
            if (top > 0)
                s[top - 1].size += size;
            struct game_key k = game_key_of(&f->pos, left + (left != UINT32_MAX));
            if (memo.used < COUNT_MEMO_MAX) {
                struct game_key_slot *slot = game_keys_find(&memo, &k);
                ok = slot && HUGE_TABLE_GROW(sizes, capsizes, nsizes + 1);
                if (ok && slot->index == GAME_KEY_NONE) {
                    /* the sizes are numbered as the keys */
                    ok = game_keys_add(&memo, slot, &k) != GAME_KEY_NONE;
                    sizes[nsizes++] = size;
                }
            }
            continue;
        }
        struct game_pos child = f->pos;
        r->rules->apply(&child, f->moves[f->next++]);
        if (is_leaf(r, &child, depth)) {
            n++;
            f->size++;
            continue;
        }
        struct game_key k = game_key_of(&child, left);
        struct game_key_slot *slot = memo.used ? game_keys_find(&memo, &k) : NULL;
        if (slot && slot->index != GAME_KEY_NONE) {
            n += sizes[slot->index];
            f->size += sizes[slot->index];
            continue;
        }
        n++;
        if (top == caps) {
            struct cframe *g = realloc(s, 2 * caps * sizeof *s);
            if (!g) {
                ok = false;
                break;
            }
            s = g;
            caps *= 2;
        }
        struct cframe *c = &s[top++];
        c->pos = child;
        c->n = r->rules->moves(&child, c->moves);
        c->next = 0;
        c->size = 1;
    }
    free(s);
    free(sizes);
    game_keys_free(&memo);
    *count = n <= cap ? n : cap + 1;
    return ok;
}

/* ---- building ---- */

struct build {
    const struct game_request *r;
    struct tree_builder *b;
    struct game_keys seen;
    node_id *node;          /* the first node of each key of seen, by its number */
    size_t node_cap;
    struct stack s;
    uint8_t max;
};

static bool annotate_eval(struct build *g, node_id n, int32_t v)
{
    struct annotation a = { .node = n, .has = ANN_EVAL, .eval = v, .p = 1.0 };
    return builder_annotate(g->b, &a);
}

struct game_key game_merge_key(const struct game_request *r, const struct game_pos *p,
                               uint32_t depth)
{
    struct game_pos c = *p;
    if (r->merge == GAME_MERGE_SYMMETRY)
        r->rules->canonical(p, &c);
    return game_key_of(&c, r->depth == GAME_NO_DEPTH ? UINT32_MAX : r->depth - depth);
}

/* Adds the position p at `depth`, labelled `label` (taken over; NULL for
 * the root): a transposition, a leaf, or an interior node opened and
 * pushed.  False when out of memory. */
static bool add(struct build *g, const struct game_pos *p, uint32_t depth, char *label)
{
    const struct game_rules *rules = g->r->rules;
    if (g->r->merge != GAME_MERGE_NONE) {
        struct game_key k = game_merge_key(g->r, p, depth);
        struct game_key_slot *slot = game_keys_find(&g->seen, &k);
        if (!slot) {
            free(label);
            return false;
        }
        if (slot->index != GAME_KEY_NONE && builder_finished(g->b, g->node[slot->index])) {
            /* the position again: =Label of its first occurrence */
            if (label && !builder_label(g->b, builder_next(g->b), label)) {
                free(label);
                return false;
            }
            return builder_ref(g->b, g->node[slot->index]);
        }
        if (slot->index == GAME_KEY_NONE) {
            if (!ARRAY_GROW(g->node, g->node_cap, g->seen.used + 1) ||
                game_keys_add(&g->seen, slot, &k) == GAME_KEY_NONE) {
                free(label);
                return false;
            }
            g->node[slot->index] = builder_next(g->b);
        }
    }
    if (label && !builder_label(g->b, builder_next(g->b), label)) {
        free(label);
        return false;
    }
    enum game_outcome o = rules->outcome(p);
    if (o != GAME_ONGOING || depth == g->r->depth) {
        int32_t v = o != GAME_ONGOING ? game_score(rules, o, g->max)
                                      : rules->evaluate(p, g->max);
        return builder_leaf(g->b, v) && annotate_eval(g, builder_last(g->b), v);
    }
    struct frame *f = push(&g->s);
    if (!f || !builder_open(g->b))
        return false;
    f->pos = *p;
    f->n = rules->moves(p, f->moves);
    f->next = 0;
    /* the builder owns the label now; it stays where it is until the
     * tree is finished, so the frame names its children from it */
    f->label = label;
    return true;
}

/* The label of a child: the parent's, '.', the move's name. */
static char *child_label(const struct build *g, const struct frame *f, int move)
{
    char name[32];
    g->r->rules->move_name(&f->pos, move, name, sizeof name);
    return f->label ? str_printf("%s.%s", f->label, name) : strdup(name);
}

char *game_title(const struct game_request *r)
{
    struct tree_game tg = { r->rules, r->root, r->root.mover };
    char caption[GAME_CAPTION_MAX];
    game_caption(&tg, &r->root, caption, sizeof caption);
    if (r->depth == GAME_NO_DEPTH)
        /* TRANSLATORS: the title of a game's tree: the game ("Tic-tac-toe"),
         * the position as written ("x.o.x...."), whose move it is */
        return str_printf(_("%s %s: %s"), _(r->rules->title), r->position, caption);
    return str_printf(P_("%s %s: %s; %u move deep, then the static evaluation",
                         "%s %s: %s; %u moves deep, then the static evaluation", r->depth),
                      _(r->rules->title), r->position, caption, r->depth);
}

uint64_t game_most_positions(const struct game_request *r, uint64_t cap)
{
    /* 1 + m0 + m0 m1 + m0 m1 m2 + ...: each depth's positions at most
     * the one above's times the most moves there */
    uint64_t level = 1, total = 1;
    for (uint32_t ply = 0; ply < r->depth && total <= cap; ply++) {
        unsigned most = r->rules->most_moves(&r->root, ply);
        if (most == 0)
            break;
        if (level > (cap - total) / most)
            return cap + (cap < UINT64_MAX);
        level *= most;
        total += level;
    }
    return total;
}

bool game_within_limit(const struct game_request *r, struct diag *err)
{
    uint64_t count;
    size_t limit = r->max_positions ? r->max_positions : AB_MAX_NODES;
    /* the count walks every distinct position (with transpositions, as
     * much as writing the tree): not needed where even the widest tree
     * the rules allow fits, as the whole of tic-tac-toe (986,410 at
     * most, 549,946 in fact) */
    if (game_most_positions(r, limit) <= limit)
        return true;
    if (!game_count(r, limit, &count)) {
        diag_set(err, "", 0, 0, "%s", _("out of memory"));
        return false;
    }
    if (count > limit) {
        diag_set(err, "", 0, 0, _("the tree of %s %s has more than %zu positions, the limit: "
                 "--depth N stops it N moves down (--max-positions raises the limit)"),
                 _(r->rules->title), r->position, limit);
        return false;
    }
    return true;
}

struct tree *game_tree(const struct game_request *r, struct diag *err)
{
    if (!game_within_limit(r, err))
        return NULL;
    struct build g = { .r = r, .b = builder_new(), .max = r->root.mover };
    bool ok = g.b && add(&g, &r->root, 0, NULL);
    while (ok && g.s.top > 0) {
        struct frame *f = &g.s.f[g.s.top - 1];
        if (f->next == f->n) {
            node_id closed = builder_close(g.b);
            ok = annotate_eval(&g, closed, r->rules->evaluate(&f->pos, g.max));
            g.s.top--;
            continue;
        }
        int move = f->moves[f->next++];
        struct game_pos child = f->pos;
        r->rules->apply(&child, move);
        char *label = child_label(&g, f, move);
        /* add() may move the stack: f is not used after it */
        ok = label && add(&g, &child, (uint32_t)g.s.top, label);
    }
    free(g.s.f);
    free(g.node);
    game_keys_free(&g.seen);
    char *title = ok ? game_title(r) : NULL;
    struct tree *t = NULL;
    if (ok && title) {
        t = builder_finish(g.b, VIEW_MINIMAX, title);
        g.b = NULL;
    } else {
        free(title);
    }
    builder_free(g.b);
    if (t) {
        t->game = strdup(r->rules->name);
        t->position = strdup(r->position);
        if (!t->game || !t->position || !game_label_positions(t)) {
            tree_free(t);
            t = NULL;
        }
    }
    if (!t)
        diag_set(err, "", 0, 0, "%s", _("out of memory"));
    return t;
}
