/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game.c: the table of games, and the positions of a game's tree. */
#include "config.h"

#include "tree/game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "tree/game_connect4.h"
#include "tree/game_nim.h"
#include "tree/game_tictactoe.h"

/* The games: a new one is a row here and the functions it names. */
static const struct game_rules games[] = {
    {
        .name = "tictactoe",
        .title = N_("Tic-tac-toe"),
        .position_help = N_("9 cells row by row from the top, x, o or . (empty), / between "
                            "rows if wished; X moves first"),
        .start = ".........",
        .example = "x.o.x....",
        .move_help = N_("the cell played, a1 (bottom left) to c3 (top right)"),
        .eval_help = N_("lines still open for Max minus lines still open for Min"),
        .symmetry_help = N_("8: the square's rotations and reflections"),
        .win = 10,
        .parse = game_tictactoe_parse,
        .moves = game_tictactoe_moves,
        .most_moves = game_tictactoe_most_moves,
        .apply = game_tictactoe_apply,
        .outcome = game_tictactoe_outcome,
        .evaluate = game_tictactoe_evaluate,
        .move_name = game_tictactoe_move_name,
        .parse_move = game_tictactoe_parse_move,
        .write = game_tictactoe_write,
        .canonical = game_tictactoe_canonical,
        .draw = game_tictactoe_draw,
        .player_name = game_tictactoe_player,
    },
    {
        .name = "nim",
        .title = N_("Nim"),
        .position_help = N_("heap sizes separated by commas (up to 8 heaps of up to 15); "
                            "whoever takes the last object wins"),
        .start = "1,2,3",
        .example = "1,2,4",
        .move_help = N_("h2-1: from heap 2 take 1"),
        .eval_help = N_("exact, by Bouton's rule: the player to move loses when the heaps' "
                        "nim-sum (exclusive or) is 0"),
        .symmetry_help = N_("the order of the heaps does not matter"),
        .win = 1,
        .eval_exact = true,
        .parse = game_nim_parse,
        .moves = game_nim_moves,
        .most_moves = game_nim_most_moves,
        .apply = game_nim_apply,
        .outcome = game_nim_outcome,
        .evaluate = game_nim_evaluate,
        .move_name = game_nim_move_name,
        .parse_move = game_nim_parse_move,
        .write = game_nim_write,
        .canonical = game_nim_canonical,
        .draw = game_nim_draw,
        .player_name = game_nim_player,
    },
    {
        .name = "connect4",
        .title = N_("Connect Four"),
        .position_help = N_("COLUMNSxROWS, then : and the columns played so far, 1 at the left "
                            "(or --columns and --rows; 4x4 when not given); X moves first"),
        .start = "",
        .example = "5x4:3321",
        .move_help = N_("the column played, c1 at the left"),
        .eval_help = N_("lines of four still open for Max minus those open for Min, a line "
                        "holding three discs counting 5"),
        .symmetry_help = N_("2: the board and its mirror image"),
        .win = 1000,
        .shaped = true,
        .parse = game_connect4_parse,
        .moves = game_connect4_moves,
        .most_moves = game_connect4_most_moves,
        .apply = game_connect4_apply,
        .outcome = game_connect4_outcome,
        .evaluate = game_connect4_evaluate,
        .move_name = game_connect4_move_name,
        .parse_move = game_connect4_parse_move,
        .write = game_connect4_write,
        .canonical = game_connect4_canonical,
        .draw = game_connect4_draw,
        .player_name = game_connect4_player,
    },
};

const struct game_rules *game_table(size_t *count)
{
    *count = sizeof games / sizeof games[0];
    return games;
}

const struct game_rules *game_find(const char *name)
{
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        if (name && strcmp(name, games[i].name) == 0)
            return &games[i];
    return NULL;
}

const char *game_names(char *buf, size_t cap)
{
    const char *names[sizeof games / sizeof games[0]];
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        names[i] = games[i].name;
    return words_or(buf, cap, names, sizeof games / sizeof games[0]);
}

bool game_parse(const struct game_rules *g, const char *text, const struct game_shape *shape,
                struct game_pos *p, struct game_error *err)
{
    static const struct game_shape none = { 0, 0 };
    return g->parse(text ? text : g->start, shape ? shape : &none, p, err);
}

char *game_position_text(const struct game_rules *g, const char *text, const struct game_pos *p)
{
    if (!text)
        text = g->start;
    /* a board's size goes in front unless the text says it */
    if (g->shaped && !strchr(text, 'x'))
        return *text ? str_printf("%ux%u:%s", p->cols, p->rows, text)
                     : str_printf("%ux%u", p->cols, p->rows);
    return strdup(text);
}

int32_t game_score(const struct game_rules *g, enum game_outcome o, uint8_t max)
{
    if (o == GAME_DRAW || o == GAME_ONGOING)
        return 0;
    uint8_t w = o == GAME_WON_FIRST ? GAME_FIRST : GAME_SECOND;
    return w == max ? g->win : -g->win;
}

/* The cells and the player to move: what makes two positions one. */
static bool same_cells(const struct game_pos *a, const struct game_pos *b)
{
    return a->mover == b->mover && a->cols == b->cols && a->rows == b->rows &&
           memcmp(a->cell, b->cell, sizeof a->cell) == 0;
}

bool game_same_position(const struct game_rules *g, const struct game_pos *a,
                        const struct game_pos *b)
{
    struct game_pos ca, cb;
    g->canonical(a, &ca);
    g->canonical(b, &cb);
    return same_cells(&ca, &cb);
}

bool tree_game(const struct tree *t, struct tree_game *out)
{
    if (!t->game)
        return false;
    out->rules = game_find(t->game);
    struct game_error err;
    if (!out->rules || !game_parse(out->rules, t->position, NULL, &out->root, &err))
        return false;
    out->max = out->root.mover;
    return true;
}

/* The deepest path game_position_at follows (a game's tree is shallow: a
 * deeper one does not follow a game's rules), and how many copies it
 * looks through to their originals. */
#define GAME_PATH_MAX 256
#define GAME_COPY_LEVELS 4

/* The move from p to child c of the node whose position p is (c not
 * labelled, a copy): the j-th move whose position is c's original's up to
 * symmetry, j counting the earlier siblings that copy the same original. */
static bool copied_move(const struct tree *t, const struct tree_game *g, node_id parent,
                        node_id c, const struct game_pos *p, const int *moves, unsigned n,
                        int level, int *move);

/* What game_move (struct tree_links) holds for a copy not looked at yet,
 * and for one whose move was not found from the root (level 0). */
#define MOVE_UNKNOWN INT16_MIN
#define MOVE_NONE (INT16_MIN + 1)

/* copied_move, found once for each copy: naming the positions of a
 * search's steps asks again and again for the same ones, and a copy's
 * move costs a search through its siblings' originals (and theirs, up to
 * GAME_COPY_LEVELS).  A move found at any level is the copy's (the
 * parent's position is the path's); not finding it is kept only when
 * looked for from the root, where the levels allow the most. */
static bool remembered_move(const struct tree *t, const struct tree_game *g, node_id parent,
                            node_id c, const struct game_pos *p, const int *moves, unsigned n,
                            int level, int *move)
{
    struct tree_links *l = t->links;
    if (!l->game_move && (l->game_move = malloc(t->count * sizeof *l->game_move)) != NULL)
        for (size_t i = 0; i < t->count; i++)
            l->game_move[i] = MOVE_UNKNOWN;
    int16_t *known = l->game_move;      /* NULL when out of memory: found each time */
    if (known && known[c] != MOVE_UNKNOWN) {
        *move = known[c];
        return known[c] != MOVE_NONE;
    }
    bool found = copied_move(t, g, parent, c, p, moves, n, level, move);
    if (known && (found || level == 0))
        known[c] = found ? (int16_t)*move : MOVE_NONE;
    return found;
}

static bool position_at(const struct tree *t, const struct tree_game *g, node_id n,
                        struct game_pos *out, char *names, size_t cap, const char *sep,
                        int level)
{
    node_id path[GAME_PATH_MAX];
    size_t depth = 0;
    for (node_id m = n; m != 0; m = tree_parent(t, m)) {
        if (depth == GAME_PATH_MAX)
            return false;
        path[depth++] = m;
    }
    struct game_pos p = g->root;
    size_t len = 0;
    if (cap)
        names[0] = '\0';
    node_id parent = 0;
    while (depth-- > 0) {
        node_id c = path[depth];
        int moves[GAME_MAX_MOVES], move = GAME_NO_MOVE;
        unsigned nm = g->rules->moves(&p, moves);
        if (nm == 0)
            return false;
        const char *label = tree_label(t, c);
        if (label) {
            const char *last = strrchr(label, '.');
            last = last ? last + 1 : label;
            char again[32];
            if (!g->rules->parse_move(&p, last, strlen(last), &move))
                return false;
            /* only the move's own name: "h2-01" is not h2-1 */
            g->rules->move_name(&p, move, again, sizeof again);
            if (strcmp(again, last) != 0)
                return false;
        } else if (tree_position(t, c) != c) {
            if (!remembered_move(t, g, parent, c, &p, moves, nm, level, &move))
                return false;
        } else {
            uint32_t k = tree_child_index(t, c);
            if (k >= nm)
                return false;
            move = moves[k];
        }
        if (cap) {
            char name[32];
            g->rules->move_name(&p, move, name, sizeof name);
            if (len < cap)
                len += (size_t)snprintf(names + len, cap - len, "%s%s", len ? sep : "", name);
        }
        g->rules->apply(&p, move);
        parent = c;
    }
    *out = p;
    return true;
}

static bool copied_move(const struct tree *t, const struct tree_game *g, node_id parent,
                        node_id c, const struct game_pos *p, const int *moves, unsigned n,
                        int level, int *move)
{
    /* the siblings up to c, in order, each take a move of their own whose
     * position is their original's: the same one if there is, else one
     * equal under the symmetries (the copy may be a mirror image) */
    bool used[GAME_MAX_MOVES] = { false };
    if (level >= GAME_COPY_LEVELS)
        return false;
    for (node_id s = tree_first_child(t, parent);; s = tree_next_sibling(t, s)) {
        struct game_pos want;
        if (!position_at(t, g, tree_position(t, s), &want, NULL, 0, "", level + 1))
            return false;
        int exact = -1, like = -1, any = -1;
        for (unsigned i = 0; i < n; i++) {
            struct game_pos q = *p;
            g->rules->apply(&q, moves[i]);
            if (!game_same_position(g->rules, &q, &want))
                continue;
            if (any < 0)
                any = (int)i;
            if (used[i])
                continue;
            if (like < 0)
                like = (int)i;
            if (exact < 0 && same_cells(&q, &want))
                exact = (int)i;
        }
        int pick = exact >= 0 ? exact : like >= 0 ? like : any;
        if (pick < 0)
            return false;
        used[pick] = true;
        if (s == c) {
            *move = moves[pick];
            return true;
        }
    }
}

bool game_position_at(const struct tree *t, const struct tree_game *g, node_id n,
                      struct game_pos *out, char *names, size_t cap, const char *sep)
{
    return position_at(t, g, n, out, names, cap, sep, 0);
}

/* ---- labelling every position ---- */

/* One level of the walk: the position there, its label, and which of its
 * moves its children took so far. */
struct level {
    struct game_pos pos;
    const char *label;      /* "" at the root */
    node_id node;
    bool used[GAME_MAX_MOVES];
    int moves[GAME_MAX_MOVES];
    unsigned n;
};

static int compare_labels(const void *a, const void *b)
{
    const struct label *x = a, *y = b;
    return (x->node > y->node) - (x->node < y->node);
}

/* The move child c takes from its parent's level: from its label when it
 * has one that is the parent's and a move; else, a copy, the move to its
 * original's position (game_position_at's rule); else the next move in
 * order.  GAME_NO_MOVE when none fits. */
static int child_move(const struct tree *t, const struct tree_game *g, struct level *up,
                      node_id c, bool *labelled)
{
    const char *label = tree_label(t, c);
    *labelled = label != NULL;
    if (label) {
        size_t plen = strlen(up->label);
        const char *move = label + plen + (plen > 0);
        int m;
        char again[32];
        if ((plen && (strncmp(label, up->label, plen) != 0 || label[plen] != '.')) ||
            !g->rules->parse_move(&up->pos, move, strlen(move), &m))
            return GAME_NO_MOVE;
        g->rules->move_name(&up->pos, m, again, sizeof again);
        return strcmp(again, move) == 0 ? m : GAME_NO_MOVE;
    }
    int m = GAME_NO_MOVE;
    if (tree_position(t, c) != c) {
        if (!copied_move(t, g, up->node, c, &up->pos, up->moves, up->n, 0, &m))
            return GAME_NO_MOVE;
    } else {
        uint32_t k = tree_child_index(t, c);
        if (k >= up->n)
            return GAME_NO_MOVE;
        m = up->moves[k];
    }
    return m;
}

bool game_label_positions(struct tree *t)
{
    struct tree_game g;
    if (!tree_game(t, &g) || t->count < 2)
        return true;
    size_t nlevels = (size_t)t->height + 1, nnew = 0, capnew = 0;
    struct level *lv = malloc(nlevels * sizeof *lv);
    struct label *added = NULL;
    bool ok = lv != NULL, follows = true;
    if (ok) {
        lv[0].pos = g.root;
        lv[0].label = "";
        lv[0].node = 0;
        lv[0].n = g.rules->moves(&g.root, lv[0].moves);
        memset(lv[0].used, 0, sizeof lv[0].used);
    }
    for (node_id n = 1; ok && follows && n < t->count; n++) {
        uint32_t d = tree_depth(t, n);
        struct level *up = &lv[d - 1];
        bool labelled;
        int m = up->n ? child_move(t, &g, up, n, &labelled) : GAME_NO_MOVE;
        unsigned i = 0;
        while (i < up->n && up->moves[i] != m)
            i++;
        if (m == GAME_NO_MOVE || i == up->n || up->used[i]) {
            follows = false;
            break;
        }
        up->used[i] = true;
        struct level *here = &lv[d];
        here->pos = up->pos;
        g.rules->apply(&here->pos, m);
        here->node = n;
        here->n = g.rules->moves(&here->pos, here->moves);
        memset(here->used, 0, sizeof here->used);
        here->label = tree_label(t, n);
        if (!labelled) {
            char name[32];
            g.rules->move_name(&up->pos, m, name, sizeof name);
            char *label = *up->label ? str_printf("%s.%s", up->label, name) : strdup(name);
            if (nnew == capnew) {
                capnew = capnew ? 2 * capnew : 256;
                struct label *a = realloc(added, capnew * sizeof *a);
                if (a)
                    added = a;
                ok = a != NULL;
            }
            ok = ok && label;
            if (!ok) {
                free(label);
                break;
            }
            added[nnew++] = (struct label){ n, label };
            here->label = label;
        }
    }
    if (ok && follows && nnew) {
        struct label *all = realloc(t->labels, (t->nlabels + nnew) * sizeof *all);
        ok = all != NULL;
        if (ok) {
            memcpy(all + t->nlabels, added, nnew * sizeof *added);
            t->labels = all;
            t->nlabels += nnew;
            qsort(t->labels, t->nlabels, sizeof *t->labels, compare_labels);
            nnew = 0;
        }
    }
    for (size_t i = 0; i < nnew; i++)
        free(added[i].name);
    free(added);
    free(lv);
    return ok;
}

void game_caption(const struct tree_game *g, const struct game_pos *p, char *buf, size_t cap)
{
    enum game_outcome o = g->rules->outcome(p);
    if (o == GAME_DRAW) {
        snprintf(buf, cap, "%s", _("a draw"));
        return;
    }
    if (o != GAME_ONGOING) {
        uint8_t w = o == GAME_WON_FIRST ? GAME_FIRST : GAME_SECOND;
        const char *name = g->rules->player_name(w);
        if (name)
            /* TRANSLATORS: %s is a player's mark on the board, X or O */
            snprintf(buf, cap, w == g->max ? _("%s won (Max)") : _("%s won (Min)"), name);
        else
            snprintf(buf, cap, "%s", w == g->max ? _("Max won") : _("Min won"));
        return;
    }
    const char *name = g->rules->player_name(p->mover);
    if (name)
        /* TRANSLATORS: %s is a player's mark on the board, X or O */
        snprintf(buf, cap, p->mover == g->max ? _("%s to move (Max)") : _("%s to move (Min)"),
                 name);
    else
        snprintf(buf, cap, "%s", p->mover == g->max ? _("Max to move") : _("Min to move"));
}

bool game_board_at(const struct tree *t, const struct tree_game *g, node_id n, bool ascii,
                   struct board_picture *pic, char *caption, size_t cap)
{
    struct game_pos p;
    if (!game_position_at(t, g, n, &p, NULL, 0, ""))
        return false;
    g->rules->draw(&p, ascii, pic);
    game_caption(g, &p, caption, cap);
    return true;
}
