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

/* ---- positions as keys ---- */

/* A position packed into 32 bytes: 4 bits a cell (or heap), then the
 * player to move, the shape and the moves left before the depth limit. */
struct pos_key {
    uint64_t w[4];
};

static struct pos_key key_of(const struct game_pos *p, uint32_t remaining)
{
    struct pos_key k = { { 0, 0, 0, 0 } };
    for (unsigned i = 0; i < GAME_MAX_CELLS; i++)
        k.w[i / 16] |= (uint64_t)(p->cell[i] & 0xF) << (4 * (i % 16));
    k.w[3] = (uint64_t)p->mover | (uint64_t)p->cols << 8 | (uint64_t)p->rows << 16 |
             (uint64_t)remaining << 32;
    return k;
}

static uint64_t key_hash(const struct pos_key *k)
{
    uint64_t h = 0x9E3779B97F4A7C15u;
    for (int i = 0; i < 4; i++) {
        h ^= k->w[i];
        h *= 0xBF58476D1CE4E5B9u;
        h ^= h >> 31;
    }
    return h;
}

struct slot {
    struct pos_key key;
    node_id node;           /* AB_NO_NODE: empty */
};

struct table {
    struct slot *slot;
    size_t cap, used;       /* cap a power of two */
};

static bool table_grow(struct table *t)
{
    size_t ncap = t->cap ? t->cap * 2 : 1024;
    struct slot *s = malloc(ncap * sizeof *s);
    if (!s)
        return false;
    for (size_t i = 0; i < ncap; i++)
        s[i].node = AB_NO_NODE;
    for (size_t i = 0; i < t->cap; i++) {
        if (t->slot[i].node == AB_NO_NODE)
            continue;
        size_t j = key_hash(&t->slot[i].key) & (ncap - 1);
        while (s[j].node != AB_NO_NODE)
            j = (j + 1) & (ncap - 1);
        s[j] = t->slot[i];
    }
    free(t->slot);
    t->slot = s;
    t->cap = ncap;
    return true;
}

/* The slot of key k: its node, or an empty slot where it goes. */
static struct slot *table_find(struct table *t, const struct pos_key *k)
{
    size_t j = key_hash(k) & (t->cap - 1);
    while (t->slot[j].node != AB_NO_NODE && memcmp(&t->slot[j].key, k, sizeof *k) != 0)
        j = (j + 1) & (t->cap - 1);
    return &t->slot[j];
}

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

bool game_count(const struct game_request *r, uint64_t cap, uint64_t *count)
{
    /* every position of the whole tree, one by one: what the limit counts */
    struct stack s = { NULL, 0, 0 };
    struct frame *f = push(&s);
    if (!f)
        return false;
    f->pos = r->root;
    f->n = is_leaf(r, &r->root, 0) ? 0 : r->rules->moves(&r->root, f->moves);
    f->next = 0;
    uint64_t n = 1;
    while (s.top > 0 && n <= cap) {
        f = &s.f[s.top - 1];
        if (f->next == f->n) {
            s.top--;
            continue;
        }
        struct game_pos child = f->pos;
        r->rules->apply(&child, f->moves[f->next++]);
        n++;
        if (is_leaf(r, &child, (uint32_t)s.top))
            continue;
        struct frame *c = push(&s);
        if (!c) {
            free(s.f);
            return false;
        }
        c->pos = child;
        c->n = r->rules->moves(&child, c->moves);
        c->next = 0;
    }
    free(s.f);
    *count = n;
    return true;
}

/* ---- building ---- */

struct build {
    const struct game_request *r;
    struct tree_builder *b;
    struct table seen;
    struct stack s;
    uint8_t max;
};

static bool annotate_eval(struct build *g, node_id n, int32_t v)
{
    struct annotation a = { .node = n, .has = ANN_EVAL, .eval = v, .p = 1.0 };
    return builder_annotate(g->b, &a);
}

/* The key a position is remembered by: as it is, or its symmetries'
 * representative; with the moves left before the limit, since the same
 * position nearer the limit has a smaller tree. */
static struct pos_key merge_key(const struct build *g, const struct game_pos *p, uint32_t depth)
{
    struct game_pos c = *p;
    if (g->r->merge == GAME_MERGE_SYMMETRY)
        g->r->rules->canonical(p, &c);
    return key_of(&c, g->r->depth == GAME_NO_DEPTH ? UINT32_MAX : g->r->depth - depth);
}

/* Adds the position p at `depth`, labelled `label` (taken over; NULL for
 * the root): a transposition, a leaf, or an interior node opened and
 * pushed.  False when out of memory. */
static bool add(struct build *g, const struct game_pos *p, uint32_t depth, char *label)
{
    const struct game_rules *rules = g->r->rules;
    struct slot *slot = NULL;
    if (g->r->merge != GAME_MERGE_NONE) {
        struct pos_key k = merge_key(g, p, depth);
        if (2 * (g->seen.used + 1) > g->seen.cap && !table_grow(&g->seen)) {
            free(label);
            return false;
        }
        slot = table_find(&g->seen, &k);
        if (slot->node != AB_NO_NODE && builder_finished(g->b, slot->node)) {
            /* the position again: =Label of its first occurrence */
            if (label && !builder_label(g->b, builder_next(g->b), label)) {
                free(label);
                return false;
            }
            return builder_ref(g->b, slot->node);
        }
        if (slot->node == AB_NO_NODE) {
            slot->key = k;
            slot->node = builder_next(g->b);
            g->seen.used++;
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

bool game_within_limit(const struct game_request *r, struct diag *err)
{
    uint64_t count;
    size_t limit = r->max_positions ? r->max_positions : AB_MAX_NODES;
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
    free(g.seen.slot);
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
        if (!t->game || !t->position || (!r->written_as_built && !game_label_positions(t))) {
            tree_free(t);
            t = NULL;
        }
    }
    if (!t)
        diag_set(err, "", 0, 0, "%s", _("out of memory"));
    return t;
}
