/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_game.c: the table of games, their rules, the trees gen game
 * makes, and the positions found again at every node of a tree. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/rng.h"
#include "testutil.h"
#include "tree/game_connect4.h"
#include "tree/game_gen.h"
#include "tree/node_name.h"
#include "tree/order.h"
#include "tree/parse.h"
#include "tree/game_write.h"
#include "tree/write.h"

/* The tree of a position (text NULL: the game's start). */
static struct tree *game(const char *name, const char *text, uint32_t depth,
                         enum game_merge merge)
{
    const struct game_rules *g = game_find(name);
    ck_assert_ptr_nonnull(g);
    struct game_request r = { .rules = g, .depth = depth, .merge = merge,
                              .max_positions = TREE_DEFAULT_MAX_POSITIONS };
    struct game_error e;
    ck_assert_msg(game_parse(g, text, NULL, &r.root, &e), "%s: %u: %s", text, e.col, e.message);
    char *pos = game_position_text(g, text, &r.root);
    r.position = pos;
    struct diag err;
    struct tree *t = game_tree(&r, &err);
    ck_assert_msg(t != NULL, "%s", err.message);
    free(pos);
    return t;
}

/* Positions written out, not copies of another (=Label). */
static size_t distinct(const struct tree *t)
{
    size_t n = 0;
    for (node_id i = 0; i < t->count; i++)
        n += tree_position(t, i) == i;
    return n;
}

START_TEST(test_tictactoe_whole_game)
{
    /* every game of tic-tac-toe: 255,168 of them, a draw */
    struct tree *t = game("tictactoe", NULL, GAME_NO_DEPTH, GAME_MERGE_NONE);
    ck_assert_uint_eq(t->leaves, 255168);
    ck_assert_uint_eq(t->count, 549946);
    ck_assert_uint_eq(t->height, 9);
    ck_assert_int_eq(t->value[0], 0);
    ck_assert_int_eq(quick_search(t, ALG_F, -AB_INF, AB_INF).value, 0);
    struct search_result f2 = quick_search(t, ALG_F2, -AB_INF, AB_INF);
    ck_assert_int_eq(f2.value, 0);
    ck_assert_uint_lt(f2.leaves, 255168);
    ck_assert_str_eq(t->game, "tictactoe");
    ck_assert_str_eq(t->position, ".........");
    tree_free(t);
}
END_TEST

START_TEST(test_tictactoe_transpositions)
{
    /* 5,478 positions can arise; 765 up to the square's symmetries */
    struct tree *t = game("tictactoe", NULL, GAME_NO_DEPTH, GAME_MERGE_SAME);
    ck_assert_uint_eq(distinct(t), 5478);
    ck_assert_uint_eq(t->leaves, 255168);
    ck_assert_int_eq(t->value[0], 0);
    tree_free(t);
    t = game("tictactoe", NULL, GAME_NO_DEPTH, GAME_MERGE_SYMMETRY);
    ck_assert_uint_eq(distinct(t), 765);
    ck_assert_uint_eq(t->leaves, 255168);
    ck_assert_int_eq(t->value[0], 0);
    struct search_options o = search_defaults(ALG_F2);
    struct search_result plain, table;
    ck_assert_int_eq(search_run(t, &o, NULL, &plain), 0);
    o.tt = true;
    ck_assert_int_eq(search_run(t, &o, NULL, &table), 0);
    ck_assert_int_eq(table.value, 0);
    ck_assert_uint_lt(table.leaves, plain.leaves);
    tree_free(t);
}
END_TEST

/* Checks the position found at every node: a legal move from its
 * parent's, the same up to symmetry as the position the node copies,
 * different from its siblings', and worth the node's true value by a
 * minimax of the rules alone. */
static int32_t rules_value(const struct tree_game *g, const struct game_pos *p, uint32_t left)
{
    enum game_outcome o = g->rules->outcome(p);
    if (o != GAME_ONGOING)
        return game_score(g->rules, o, g->max);
    if (left == 0)
        return g->rules->evaluate(p, g->max);
    int moves[GAME_MAX_MOVES];
    unsigned n = g->rules->moves(p, moves);
    bool max = p->mover == g->max;
    int32_t best = max ? -AB_INF : AB_INF;
    for (unsigned i = 0; i < n; i++) {
        struct game_pos q = *p;
        g->rules->apply(&q, moves[i]);
        int32_t v = rules_value(g, &q, left == GAME_NO_DEPTH ? left : left - 1);
        best = max ? (v > best ? v : best) : (v < best ? v : best);
    }
    return best;
}

static void check_positions(const struct tree *t, uint32_t depth)
{
    struct tree_game g;
    ck_assert(tree_game(t, &g));
    struct game_pos *pos = malloc(t->count * sizeof *pos);
    ck_assert_ptr_nonnull(pos);
    for (node_id n = 0; n < t->count; n++) {
        char names[256];
        ck_assert_msg(game_position_at(t, &g, n, &pos[n], names, sizeof names, " "),
                      "no position at node %u", (unsigned)n);
        if (n == 0)
            continue;
        node_id parent = tree_parent(t, n);
        /* a legal move from the parent's position */
        int moves[GAME_MAX_MOVES];
        unsigned nm = g.rules->moves(&pos[parent], moves), i;
        for (i = 0; i < nm; i++) {
            struct game_pos q = pos[parent];
            g.rules->apply(&q, moves[i]);
            if (memcmp(q.cell, pos[n].cell, sizeof q.cell) == 0 && q.mover == pos[n].mover)
                break;
        }
        ck_assert_msg(i < nm, "node %u is no move from its parent", (unsigned)n);
        ck_assert(game_same_position(g.rules, &pos[n], &pos[tree_position(t, n)]));
        for (node_id s = tree_first_child(t, parent); s < n; s = tree_next_sibling(t, s))
            ck_assert_msg(memcmp(pos[s].cell, pos[n].cell, sizeof pos[n].cell) != 0,
                          "nodes %u and %u show the same position", (unsigned)s, (unsigned)n);
        /* worth its value (Max's, at its depth) */
        uint32_t d = tree_depth(t, n);
        int32_t v = value_in_view(VIEW_MINIMAX, d, t->value[n]);
        uint32_t left = depth == GAME_NO_DEPTH ? GAME_NO_DEPTH : depth - d;
        ck_assert_int_eq(v, rules_value(&g, &pos[n], left));
    }
    free(pos);
}

START_TEST(test_positions_at_nodes)
{
    static const struct { const char *game, *pos; uint32_t depth; } cases[] = {
        { "tictactoe", "x...o....", GAME_NO_DEPTH },
        { "tictactoe", "x.o.x....", GAME_NO_DEPTH },
        { "tictactoe", ".........", 3 },
        { "nim", "1,2,3", GAME_NO_DEPTH },
        { "nim", "2,2,1", GAME_NO_DEPTH },
        { "connect4", "4x4:2233111", GAME_NO_DEPTH },
        { "connect4", "5x4:33", 4 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        for (int m = GAME_MERGE_NONE; m <= GAME_MERGE_SYMMETRY; m++) {
            struct tree *t = game(cases[i].game, cases[i].pos, cases[i].depth,
                                  (enum game_merge)m);
            check_positions(t, cases[i].depth);
            /* the same after the moves are reordered by evaluation */
            struct move_order o = { MOVES_EVAL, 1 };
            struct tree *r = tree_in_order(t, &o);
            ck_assert_ptr_nonnull(r);
            ck_assert_str_eq(r->game, t->game);
            check_positions(r, cases[i].depth);
            tree_free(r);
            tree_free(t);
        }
}
END_TEST

/* Connect Four's board as the screens and the page draw it: the bottom
 * row last, the numbers of the columns under it, the last move and the
 * winning line marked. */
START_TEST(test_connect4_board)
{
    const struct game_rules *g = game_find("connect4");
    ck_assert_ptr_nonnull(g);
    struct game_pos p;
    struct game_error e;
    /* X plays 1, 2, 3 and 4 on the bottom row, O above the first three */
    ck_assert_msg(game_parse(g, "4x4:1122334", NULL, &p, &e), "%u: %s", e.col, e.message);
    struct board_picture pic;
    g->draw(&p, true, &pic);
    ck_assert_uint_ge(pic.rows, 5);
    for (unsigned c = 0; c < 4; c++) {
        const struct board_cell *bottom = &pic.cell[3][2 * c], *above = &pic.cell[2][2 * c];
        ck_assert_str_eq(bottom->glyph, "X");
        ck_assert_uint_eq(bottom->role, BOARD_FIRST);
        ck_assert_msg(bottom->flags & BOARD_WIN, "column %u of the bottom row not in the win", c + 1);
        ck_assert_uint_eq(!!(bottom->flags & BOARD_LAST), c == 3);
        ck_assert_str_eq(above->glyph, c < 3 ? "O" : ".");
        ck_assert_uint_eq(above->role, c < 3 ? BOARD_SECOND : BOARD_EMPTY);
        ck_assert_uint_eq(above->flags & BOARD_WIN, 0);
        ck_assert_str_eq(pic.cell[0][2 * c].glyph, ".");
        char num[2] = { (char)('1' + c), '\0' };
        ck_assert_str_eq(pic.cell[4][2 * c].glyph, num);
        ck_assert_uint_eq(pic.cell[4][2 * c].role, BOARD_FRAME);
    }
    /* the empty cells in Unicode are middle dots */
    g->draw(&p, false, &pic);
    ck_assert_str_eq(pic.cell[0][0].glyph, "\u00b7");
}
END_TEST

/* The directions a line of four goes in from its first cell: along the
 * row, up the column, up to the right, up to the left. */
static const int c4_dirs[4][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 }, { 1, -1 } };

/* A random Connect Four board of cols x rows: each column filled from
 * the bottom to a random height, discs at random; whether it is full. */
static bool random_c4_board(struct rng *rng, int cols, int rows, struct game_pos *p)
{
    *p = (struct game_pos){ .cols = (uint8_t)cols, .rows = (uint8_t)rows, .mover = GAME_FIRST,
                            .last = GAME_NO_MOVE };
    bool full = true;
    for (int c = 0; c < cols; c++) {
        int h = (int)rng_range(rng, 0, rows);
        full = full && h == rows;
        for (int r = 0; r < h; r++)
            p->cell[r * cols + c] = (uint8_t)rng_range(rng, GAME_FIRST, GAME_SECOND);
    }
    return full;
}

/* Connect Four's outcome on random boards of every size (columns filled
 * from the bottom, discs at random, so that one player, both or neither
 * have four in a row), against the rule read directly: the first line of
 * four in the order of its first cell (rows from the bottom, columns
 * from the left) and its direction (along the row, up the column, up to
 * the right, up to the left) decides; else a full board is a draw. */
START_TEST(test_connect4_outcome)
{
    const struct game_rules *g = game_find("connect4");
    ck_assert_ptr_nonnull(g);
    struct rng rng;
    rng_seed(&rng, 4242);
    unsigned seen[4] = { 0 };
    for (int cols = 1; cols <= CONNECT4_MAX_SIDE; cols++)
        for (int rows = 1; rows <= CONNECT4_MAX_SIDE; rows++) {
            if (cols * rows > GAME_MAX_CELLS)
                continue;
            for (int trial = 0; trial < 200; trial++) {
                struct game_pos p;
                bool full = random_c4_board(&rng, cols, rows, &p);
                enum game_outcome want = full ? GAME_DRAW : GAME_ONGOING;
                for (int at = 0; at < rows * cols && want != GAME_WON_FIRST &&
                                 want != GAME_WON_SECOND; at++)
                    for (int d = 0; d < 4; d++) {
                        int r = at / cols, c = at % cols, k = 1;
                        uint8_t who = p.cell[at];
                        int dr = c4_dirs[d][0], dc = c4_dirs[d][1];
                        while (who && k < 4 && r + k * dr < rows && c + k * dc >= 0 &&
                               c + k * dc < cols && p.cell[(r + k * dr) * cols + c + k * dc] == who)
                            k++;
                        if (k == 4) {
                            want = who == GAME_FIRST ? GAME_WON_FIRST : GAME_WON_SECOND;
                            break;
                        }
                    }
                enum game_outcome got = g->outcome(&p);
                ck_assert_msg(got == want, "%dx%d, trial %d: outcome %d, want %d", cols, rows,
                              trial, (int)got, (int)want);
                seen[want == GAME_WON_FIRST ? 0 : want == GAME_WON_SECOND ? 1
                     : want == GAME_DRAW ? 2 : 3]++;
            }
        }
    /* every outcome was met */
    for (int i = 0; i < 4; i++)
        ck_assert_uint_gt(seen[i], 0);
}
END_TEST

/* Connect Four's evaluation on random boards of every size, against the
 * rule read directly: each line of four cells that holds none of min's
 * discs is worth 1 to max, 5 when three of its cells are max's, and the
 * same for min, taken away. */
START_TEST(test_connect4_evaluate)
{
    const struct game_rules *g = game_find("connect4");
    ck_assert_ptr_nonnull(g);
    struct rng rng;
    rng_seed(&rng, 4343);
    bool fives = false;
    for (int cols = 1; cols <= CONNECT4_MAX_SIDE; cols++)
        for (int rows = 1; rows <= CONNECT4_MAX_SIDE; rows++) {
            if (cols * rows > GAME_MAX_CELLS)
                continue;
            for (int trial = 0; trial < 100; trial++) {
                struct game_pos p;
                random_c4_board(&rng, cols, rows, &p);
                for (uint8_t max = GAME_FIRST; max <= GAME_SECOND; max++) {
                    uint8_t min = game_other(max);
                    int32_t want = 0;
                    for (int at = 0; at < rows * cols; at++)
                        for (int d = 0; d < 4; d++) {
                            int r = at / cols, c = at % cols, er = r + 3 * c4_dirs[d][0],
                                ec = c + 3 * c4_dirs[d][1];
                            if (er >= rows || ec < 0 || ec >= cols)
                                continue;
                            int count[3] = { 0 };
                            for (int k = 0; k < 4; k++)
                                count[p.cell[(r + k * c4_dirs[d][0]) * cols + c +
                                             k * c4_dirs[d][1]]]++;
                            if (!count[min])
                                want += count[max] == 3 ? 5 : 1;
                            if (!count[max])
                                want -= count[min] == 3 ? 5 : 1;
                            fives = fives || (count[max] == 3 && !count[min]);
                        }
                    ck_assert_msg(g->evaluate(&p, max) == want, "%dx%d, trial %d: eval %d, "
                                  "want %d", cols, rows, trial, (int)g->evaluate(&p, max),
                                  (int)want);
                }
            }
        }
    ck_assert(fives);
}
END_TEST

/* Tic-tac-toe's representative under the symmetries, against the rule
 * read directly: of the board's eight images (turned, mirrored), the
 * least as memcmp orders the cells; the same for every image. */
START_TEST(test_tictactoe_canonical)
{
    static const uint8_t turn[9] = { 2, 5, 8, 1, 4, 7, 0, 3, 6 };    /* a quarter */
    static const uint8_t mirror[9] = { 2, 1, 0, 5, 4, 3, 8, 7, 6 };
    const struct game_rules *g = game_find("tictactoe");
    struct rng rng;
    rng_seed(&rng, 99);
    for (int trial = 0; trial < 2000; trial++) {
        struct game_pos p;
        struct game_error e;
        ck_assert(game_parse(g, NULL, NULL, &p, &e));
        for (int i = 0; i < 9; i++)
            p.cell[i] = (uint8_t)rng_range(&rng, 0, 2);
        /* the eight images: four turns, each mirrored or not */
        struct game_pos images[8], want = p;
        images[0] = p;
        for (int k = 1; k < 8; k++) {
            images[k] = images[k - 1];
            const uint8_t *by = k == 4 ? mirror : turn;
            for (int i = 0; i < 9; i++)
                images[k].cell[by[i]] = images[k - 1].cell[i];
        }
        for (int k = 1; k < 8; k++)
            if (memcmp(images[k].cell, want.cell, 9) < 0)
                memcpy(want.cell, images[k].cell, 9);
        for (int k = 0; k < 8; k++) {
            struct game_pos got;
            g->canonical(&images[k], &got);
            ck_assert_msg(memcmp(got.cell, want.cell, sizeof got.cell) == 0,
                          "trial %d, image %d", trial, k);
            ck_assert_int_eq(got.last, GAME_NO_MOVE);
            ck_assert_int_eq(got.mover, p.mover);
        }
    }
}
END_TEST

START_TEST(test_nim_values)
{
    struct tree *t = game("nim", "1,2,3", GAME_NO_DEPTH, GAME_MERGE_NONE);
    ck_assert_int_eq(t->value[0], -1);
    tree_free(t);
    t = game("nim", "1,2,4", GAME_NO_DEPTH, GAME_MERGE_NONE);
    ck_assert_int_eq(t->value[0], 1);
    tree_free(t);
    /* Bouton: the player to move wins exactly when the nim-sum is not 0 */
    for (int a = 0; a <= 3; a++)
        for (int b = 0; b <= 3; b++)
            for (int c = 0; c <= 2; c++) {
                char pos[16];
                snprintf(pos, sizeof pos, "%d,%d,%d", a, b, c);
                t = game("nim", pos, GAME_NO_DEPTH, GAME_MERGE_SAME);
                ck_assert_int_eq(t->value[0], (a ^ b ^ c) ? 1 : -1);
                /* and the evaluation says so at every position */
                for (node_id n = 0; n < t->count; n++) {
                    const struct annotation *ann = tree_annotation(t, n);
                    ck_assert_ptr_nonnull(ann);
                    ck_assert_int_eq(ann->eval,
                                     value_in_view(VIEW_MINIMAX, tree_depth(t, n), t->value[n]));
                }
                tree_free(t);
            }
}
END_TEST

START_TEST(test_depth_limit)
{
    /* two moves from x.o.x....: O's 6 moves, X's 5 replies; the positions
     * two moves down score their evaluation, X's wins their score */
    struct tree *t = game("tictactoe", "x.o.x....", 2, GAME_MERGE_NONE);
    ck_assert_uint_eq(t->height, 2);
    ck_assert_uint_eq(tree_nchild(t, 0), 6);
    ck_assert_uint_eq(t->leaves, 30);
    for (node_id n = 0; n < t->count; n++) {
        const struct annotation *a = tree_annotation(t, n);
        ck_assert_msg(a && (a->has & ANN_EVAL), "node %u has no eval=", (unsigned)n);
    }
    /* O (Max) must block at c1: anything else lets X win */
    node_id best = AB_NO_NODE;
    for (node_id c = 1; c < t->count; c = tree_next_sibling(t, c)) {
        if (-t->value[c] == t->value[0])
            best = c;
        if (tree_next_sibling(t, c) >= t->count)
            break;
    }
    ck_assert_str_eq(tree_label(t, best), "c1");
    check_positions(t, 2);
    tree_free(t);
    /* the whole tree is refused past the limit, before it is built */
    const struct game_rules *g = game_find("connect4");
    struct game_request r = { .rules = g, .depth = GAME_NO_DEPTH, .position = "4x4",
                              .max_positions = 1000 };
    struct game_error e;
    ck_assert(game_parse(g, "4x4", NULL, &r.root, &e));
    struct diag err;
    ck_assert_ptr_null(game_tree(&r, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "--depth"));
    uint64_t count;
    ck_assert(game_count(&r, 1000, &count));
    ck_assert_uint_eq(count, 1001);
    r.depth = 2;
    ck_assert(game_count(&r, 1000, &count));
    ck_assert_uint_eq(count, 1 + 4 + 16);
}
END_TEST

/* A sink that keeps the lengths it is handed and the bytes. */
struct pieces_sink {
    struct strbuf_sink sink;
    size_t lens[64], n, total;
};

static int pieces_write(struct strbuf_sink *s, const char *data, size_t len)
{
    struct pieces_sink *p = (struct pieces_sink *)s;
    (void)data;
    if (p->n < sizeof p->lens / sizeof *p->lens)
        p->lens[p->n++] = len;
    p->total += len;
    return 0;
}

/* Streamed, game_write hands its bytes on where tree_write_buf does for
 * the tree built (so that --max-output cuts standard output at the same
 * byte): with transpositions, where the writer puts its text in pieces,
 * on trees of many chunks. */
START_TEST(test_streamed_as_built)
{
    static const struct {
        const char *name;
        uint32_t depth;
        enum game_merge merge;
    } cases[] = {
        { "tictactoe", GAME_NO_DEPTH, GAME_MERGE_SAME },
        { "tictactoe", GAME_NO_DEPTH, GAME_MERGE_SYMMETRY },
        { "connect4", 8, GAME_MERGE_SAME },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const struct game_rules *g = game_find(cases[i].name);
        struct game_request r = { .rules = g, .depth = cases[i].depth,
                                  .merge = cases[i].merge,
                                  .max_positions = TREE_DEFAULT_MAX_POSITIONS };
        struct game_error e;
        ck_assert(game_parse(g, NULL, NULL, &r.root, &e));
        char *pos = game_position_text(g, NULL, &r.root);
        r.position = pos;
        struct diag err;
        struct tree *t = game_tree(&r, &err);
        ck_assert_ptr_nonnull(t);
        struct pieces_sink built = { .sink = { pieces_write } };
        struct pieces_sink walked = { .sink = { pieces_write } };
        struct strbuf sb;
        strbuf_init(&sb);
        sb.sink = &built.sink;
        ck_assert_int_eq(tree_write_buf(&sb, t), 0);
        strbuf_flush(&sb);
        strbuf_free(&sb);
        strbuf_init(&sb);
        sb.sink = &walked.sink;
        ck_assert_int_eq(game_write(&r, NULL, &sb), 0);
        strbuf_flush(&sb);
        strbuf_free(&sb);
        ck_assert_uint_ge(built.n, 2);
        ck_assert_uint_eq(walked.total, built.total);
        ck_assert_uint_eq(walked.n, built.n);
        for (size_t k = 0; k < built.n; k++)
            ck_assert_msg(walked.lens[k] == built.lens[k], "%s, merge %d: piece %zu is %zu "
                          "bytes, built %zu", cases[i].name, (int)cases[i].merge, k,
                          walked.lens[k], built.lens[k]);
        tree_free(t);
        free(pos);
    }
}
END_TEST

/* The most moves the rules allow at each depth (most_moves) bound every
 * position's moves on random games of the three games, from the start
 * and from positions on the way; so the widest tree bounds the real one,
 * and the limit is decided by the count wherever the bound passes it. */
START_TEST(test_most_moves)
{
    static const struct {
        const char *name, *text;
    } roots[] = {
        { "tictactoe", NULL }, { "tictactoe", "x...o...." }, { "nim", NULL },
        { "nim", "3,4,5" },    { "nim", "0,1,15" },      { "connect4", NULL },
        { "connect4", "5x4:3321" }, { "connect4", "7x6" }, { "connect4", "2x9:1" },
    };
    struct rng rng;
    rng_seed(&rng, 77);
    for (size_t i = 0; i < sizeof roots / sizeof *roots; i++) {
        const struct game_rules *g = game_find(roots[i].name);
        struct game_pos root;
        struct game_error e;
        ck_assert(game_parse(g, roots[i].text, NULL, &root, &e));
        for (int trial = 0; trial < 200; trial++) {
            struct game_pos p = root;
            int moves[GAME_MAX_MOVES];
            unsigned n, ply = 0;
            do {
                n = g->moves(&p, moves);
                ck_assert_msg(n <= g->most_moves(&root, ply), "%s %s, ply %u: %u moves, at "
                              "most %u said", roots[i].name, roots[i].text ? roots[i].text : "",
                              ply, n, g->most_moves(&root, ply));
                if (n)
                    g->apply(&p, moves[rng_range(&rng, 0, n - 1)]);
                ply++;
            } while (n);
        }
    }
    /* the widest tic-tac-toe: 1 + 9 + 9*8 + ... + 9! */
    const struct game_rules *g = game_find("tictactoe");
    struct game_request r = { .rules = g, .depth = GAME_NO_DEPTH, .position = ".........",
                              .max_positions = 986409 };
    struct game_error e;
    ck_assert(game_parse(g, NULL, NULL, &r.root, &e));
    ck_assert_uint_eq(game_most_positions(&r, UINT64_MAX), 986410);
    ck_assert_uint_eq(game_most_positions(&r, 1000), 1001);
    /* past the bound the count decides: 549,946 positions in fact */
    struct diag err;
    ck_assert(game_within_limit(&r, &err));
    r.max_positions = 549946;
    ck_assert(game_within_limit(&r, &err));
    r.max_positions = 549945;
    ck_assert(!game_within_limit(&r, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "549945"));
    r.depth = 3;
    ck_assert_uint_eq(game_most_positions(&r, UINT64_MAX), 1 + 9 + 72 + 504);
}
END_TEST

/* A position that does not read: the column and a word of the message. */
static void bad(const char *name, const char *text, unsigned col, const char *words)
{
    const struct game_rules *g = game_find(name);
    struct game_pos p;
    struct game_error e;
    ck_assert_msg(!game_parse(g, text, NULL, &p, &e), "%s read", text);
    ck_assert_msg(e.col == col, "%s: column %u, expected %u (%s)", text, e.col, col, e.message);
    ck_assert_msg(strstr(e.message, words), "%s: '%s' lacks '%s'", text, e.message, words);
}

START_TEST(test_position_errors)
{
    bad("tictactoe", "x.o.x..q.", 8, "found 'q'");
    bad("tictactoe", "x.o.x...", 9, "only 8 cells");
    bad("tictactoe", "x.o.x.....", 10, "more than 9");
    bad("tictactoe", "xx.......", 1, "X has 2 and O has 0");
    bad("tictactoe", "xxxoo.o..", 1, "yet O moved");
    bad("tictactoe", "x/.o.x....", 2, "'/' goes between rows");
    bad("tictactoe", "x.o/.x./é..", 9, "outside ASCII");
    bad("nim", "", 1, "heap sizes");
    bad("nim", "1,2,", 5, "after ','");
    bad("nim", "1,x", 3, "found 'x'");
    bad("nim", "1,16", 3, "more than 15");
    bad("nim", "1;2", 2, "found ';'");
    bad("nim", "1,1,1,1,1,1,1,1,1", 17, "more than 8 heaps");
    bad("connect4", "4x4:125", 7, "column 5 is not on the board");
    bad("connect4", "4x4:11111", 9, "column 1 is full");
    bad("connect4", "4x4:12121212", 12, "over before this move");
    bad("connect4", "4y4:1", 2, "found 'y'");
    bad("connect4", "4x:1", 3, "COLUMNSxROWS");
    bad("connect4", "9x9", 1, "at most 48 cells");
    bad("connect4", "4x4:1a", 6, "found 'a'");
}
END_TEST

START_TEST(test_rules)
{
    /* the moves' names and back */
    const struct game_rules *g = game_find("tictactoe");
    struct game_pos p;
    struct game_error e;
    ck_assert(game_parse(g, "x.o/.x./...", NULL, &p, &e));
    ck_assert_int_eq(p.mover, GAME_SECOND);
    int moves[GAME_MAX_MOVES];
    ck_assert_uint_eq(g->moves(&p, moves), 6);
    char name[16];
    g->move_name(&p, moves[0], name, sizeof name);
    ck_assert_str_eq(name, "a1");
    int m;
    ck_assert(g->parse_move(&p, "b3", 2, &m));
    ck_assert(!g->parse_move(&p, "a3", 2, &m));     /* taken */
    ck_assert(!g->parse_move(&p, "d1", 2, &m));
    /* lines open for O: the bottom row and column c; for X five */
    ck_assert_int_eq(g->evaluate(&p, GAME_SECOND), 2 - 5);
    ck_assert_int_eq(g->evaluate(&p, GAME_FIRST), 5 - 2);
    /* a position and its mirror image are one */
    struct game_pos a, b;
    ck_assert(game_parse(g, "x........", NULL, &a, &e));
    ck_assert(game_parse(g, "........x", NULL, &b, &e));
    ck_assert(game_same_position(g, &a, &b));
    ck_assert(game_parse(g, ".x.......", NULL, &b, &e));
    ck_assert(!game_same_position(g, &a, &b));
    /* Nim's move names */
    g = game_find("nim");
    ck_assert(game_parse(g, "1,2,3", NULL, &p, &e));
    ck_assert(g->parse_move(&p, "h3-2", 4, &m));
    g->move_name(&p, m, name, sizeof name);
    ck_assert_str_eq(name, "h3-2");
    ck_assert(!g->parse_move(&p, "h1-2", 4, &m));
    /* Connect Four: the size in front of the position kept */
    g = game_find("connect4");
    struct game_shape shape = { 5, 4 };
    ck_assert(game_parse(g, "3321", &shape, &p, &e));
    char *text = game_position_text(g, "3321", &p);
    ck_assert_str_eq(text, "5x4:3321");
    free(text);
    ck_assert(!game_parse(g, "4x4:33", &shape, &p, &e));
    ck_assert_ptr_nonnull(strstr(e.message, "--columns"));
    /* the table */
    char names[64];
    ck_assert_ptr_nonnull(strstr(game_names(names, sizeof names), "tictactoe"));
    ck_assert_ptr_null(game_find("chess"));
    /* every row names every function (a fourth game's row too) */
    size_t n;
    const struct game_rules *rows = game_table(&n);
    ck_assert_uint_eq(n, 3);
    for (size_t i = 0; i < n; i++) {
        const struct game_rules *r = &rows[i];
        ck_assert_msg(r->parse && r->moves && r->most_moves && r->apply && r->outcome &&
                      r->evaluate && r->move_name && r->parse_move && r->write &&
                      r->canonical && r->draw && r->player_name, "%s lacks a function",
                      r->name);
    }
}
END_TEST

START_TEST(test_written_as_walked)
{
    /* game_write writes what tree_write writes of game_tree, byte for
     * byte: whole games, positions on the way, depth limits, a title,
     * with transpositions and symmetries too; and game_count, which counts
     * each position's tree once, counts the built tree's positions (copies
     * expanded), stopping just past its cap */
    static const struct {
        const char *name, *text;
        uint32_t depth;
    } cases[] = {
        { "tictactoe", NULL, 4 },        { "tictactoe", "x...o....", GAME_NO_DEPTH },
        { "tictactoe", "x.o.x.o..", GAME_NO_DEPTH }, { "tictactoe", "xxx.oo...", 1 },
        { "tictactoe", NULL, 0 },        { "nim", NULL, GAME_NO_DEPTH },
        { "nim", "1,2,3", GAME_NO_DEPTH }, { "nim", "3,4,5", 3 },
        { "nim", "1", GAME_NO_DEPTH },   { "connect4", NULL, 5 },
        { "connect4", "5x4:3321", 4 },   { "nim", "2,2,3,3", GAME_NO_DEPTH },
        { "tictactoe", "x........", 5 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        for (int m = GAME_MERGE_NONE; m <= GAME_MERGE_SYMMETRY; m++) {
            const struct game_rules *g = game_find(cases[i].name);
            struct game_request r = { .rules = g, .depth = cases[i].depth,
                                      .merge = (enum game_merge)m,
                                      .max_positions = TREE_DEFAULT_MAX_POSITIONS };
            struct game_error e;
            ck_assert(game_parse(g, cases[i].text, NULL, &r.root, &e));
            char *pos = game_position_text(g, cases[i].text, &r.root);
            r.position = pos;
            struct diag err;
            struct tree *t = game_tree(&r, &err);
            ck_assert_ptr_nonnull(t);
            uint64_t count;
            ck_assert(game_count(&r, UINT32_MAX, &count));
            ck_assert_uint_eq(count, t->count);
            ck_assert(game_count(&r, t->count / 2, &count));
            ck_assert_uint_eq(count, t->count / 2 + 1);
            ck_assert_uint_ge(game_most_positions(&r, UINT64_MAX), t->count);
            const char *title = i % 2 ? "a title" : NULL;
            if (title) {
                free(t->title);
                t->title = strdup(title);
            }
            char *text = NULL;
            size_t len = 0;
            FILE *f = open_memstream(&text, &len);
            ck_assert_int_eq(tree_write(f, t), 0);
            fclose(f);
            struct strbuf sb;
            strbuf_init(&sb);
            ck_assert_int_eq(game_write(&r, title, &sb), 0);
            ck_assert_uint_eq(sb.len, len);
            ck_assert_msg(memcmp(sb.data, text, len) == 0, "%s %s (merge %d): game_write differs",
                          cases[i].name, cases[i].text ? cases[i].text : "(start)", m);
            strbuf_free(&sb);
            free(text);
            tree_free(t);
            free(pos);
        }
}
END_TEST

START_TEST(test_file_round_trip)
{
    /* written and read again: the directives, the labels, the copies */
    struct tree *t = game("tictactoe", "x...o....", GAME_NO_DEPTH, GAME_MERGE_SYMMETRY);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    ck_assert_int_eq(tree_write(f, t), 0);
    fclose(f);
    ck_assert_ptr_nonnull(strstr(text, "@game tictactoe\n@position x...o....\n"));
    struct tree *r = parse_ok(text);
    ck_assert_str_eq(r->game, "tictactoe");
    ck_assert_str_eq(r->position, "x...o....");
    ck_assert_uint_eq(r->count, t->count);
    ck_assert_uint_eq(distinct(r), distinct(t));
    check_positions(r, GAME_NO_DEPTH);
    /* a position is named by its moves */
    char who[NODE_NAME_MAX];
    ck_assert_str_eq(node_name(who, sizeof who, r, 1), "a1");
    ck_assert_str_eq(node_name(who, sizeof who, r, 2), "a1.b1");
    free(text);
    tree_free(r);
    tree_free(t);
    /* a tree without the directives has no game */
    r = parse_ok("(1 (2 3))");
    ck_assert_ptr_null(r->game);
    tree_free(r);
}
END_TEST

START_TEST(test_directive_errors)
{
    parse_fails_at("@game chess\n(1 2)", 1, 7, "unknown game 'chess'");
    parse_fails_at("@game tictactoe\n@position x.o.x..q.\n(1 2)", 2, 18, "found 'q'");
    parse_fails_at("@position 1,2\n(1 2)", 1, 1, "@position needs @game");
    parse_fails_at("@game nim\n@game nim\n(1 2)", 2, 1, "@game given twice");
    parse_fails_at("@game nim\n@position 1,,2\n(1 2)", 2, 13, "found ','");
    /* an annotation after the list that ends with a transposition is the
     * list's */
    struct tree *t = parse_ok("((A: 1 {eval=1} =A) {eval=2} (3 4))");
    ck_assert_int_eq(tree_annotation(t, 1)->eval, 2);
    tree_free(t);
}
END_TEST

static Suite *game_suite(void)
{
    Suite *s = suite_create("game");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_tictactoe_whole_game);
    tcase_add_test(tc, test_tictactoe_transpositions);
    tcase_add_test(tc, test_positions_at_nodes);
    tcase_add_test(tc, test_connect4_board);
    tcase_add_test(tc, test_connect4_outcome);
    tcase_add_test(tc, test_connect4_evaluate);
    tcase_add_test(tc, test_tictactoe_canonical);
    tcase_add_test(tc, test_most_moves);
    tcase_add_test(tc, test_streamed_as_built);
    tcase_add_test(tc, test_nim_values);
    tcase_add_test(tc, test_depth_limit);
    tcase_add_test(tc, test_position_errors);
    tcase_add_test(tc, test_rules);
    tcase_add_test(tc, test_file_round_trip);
    tcase_add_test(tc, test_written_as_walked);
    tcase_add_test(tc, test_directive_errors);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(game_suite());
}
