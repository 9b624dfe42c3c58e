/* SPDX-License-Identifier: GPL-3.0-or-later */
/* same_numbers.c: what a seed names, printed in full: random trees (gen
 * random, its irregular kind, the statistics' implicit trees built, moves
 * shuffled by a seed), draws over whole ranges, and the statistics' rows
 * to the digits `stats --csv` prints; and games whose positions met again
 * are found by hash (gen game --transpositions, --symmetry), built and
 * written as walked.  `make check-m32` runs it compiled for
 * 64 bits and with the core compiled by gcc -m32 (no __int128, 32-bit
 * size_t), and the two outputs must be the same (.ci/run does). */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/rng.h"
#include "search/implicit.h"
#include "search/stats.h"
#include "base/strbuf.h"
#include "tree/game_gen.h"
#include "tree/game_write.h"
#include "tree/gen.h"
#include "tree/order.h"
#include "tree/write.h"

static int failures;

static void show_tree(const char *what, struct tree *t, const struct diag *err)
{
    printf("== %s\n", what);
    if (!t) {
        printf("error: %s\n", err->message);
        failures++;
        return;
    }
    tree_write(stdout, t);
    tree_free(t);
}

static void trees(void)
{
    static const struct {
        unsigned b, d;
        uint64_t seed;
        int32_t lo, hi;
    } random[] = {
        { 2, 3, 1, -9, 9 },
        { 3, 3, 7, 0, 99 },
        { 4, 2, UINT64_C(0x8000000000000005), -1000000000, 1000000000 },
        { 2, 9, 12345, -5, 5 },
        { 5, 3, UINT64_MAX, -1, 1 },
    };
    struct diag err;
    char what[128];
    for (size_t i = 0; i < sizeof random / sizeof random[0]; i++) {
        snprintf(what, sizeof what, "gen random -b %u -d %u --seed %" PRIu64 " [%d, %d]",
                 random[i].b, random[i].d, random[i].seed, (int)random[i].lo, (int)random[i].hi);
        show_tree(what, gen_random(random[i].b, random[i].d, random[i].seed, random[i].lo,
                                   random[i].hi, &err), &err);
        snprintf(what, sizeof what, "irregular -b %u -d %u --seed %" PRIu64,
                 random[i].b, random[i].d, random[i].seed);
        show_tree(what, gen_random_irregular(random[i].b, random[i].d, random[i].seed,
                                             random[i].lo, random[i].hi, &err), &err);
    }
    /* the statistics' trees, built: distinct values, ties, ordered */
    for (unsigned k = 0; k < 6; k++) {
        struct implicit_tree it = {
            .degree = 2 + k % 3, .height = 3 + k % 2,
            .key = implicit_key(1 + k, 2 + k % 3, 3 + k % 2, 10 * k),
            .ties = k % 2 == 1, .lo = -20, .hi = 20,
            .order = (enum child_order)(k % ORDER_COUNT),
        };
        snprintf(what, sizeof what, "implicit tree %u (key %016" PRIx64 ")", k, it.key);
        show_tree(what, implicit_build(&it, NULL, &err), &err);
    }
    /* moves shuffled by a seed */
    struct tree *t = gen_random(3, 3, 5, -50, 50, &err);
    if (t) {
        struct move_order o = { MOVES_RANDOM, 99 };
        show_tree("gen random -b 3 -d 3 --seed 5, --order random:99", tree_in_order(t, &o), &err);
        tree_free(t);
    }
}

/* Draws over ranges whose span needs the whole 128-bit product. */
static void draws(void)
{
    static const int64_t ranges[][2] = {
        { 0, 1 }, { -5, 5 }, { 0, 999999999999 }, { INT64_MIN, INT64_MAX },
        { INT64_MIN, 0 }, { -3, INT64_MAX }, { 1, INT64_MAX / 3 * 2 },
    };
    struct rng r;
    rng_seed(&r, 2026);
    printf("== rng_range\n");
    for (size_t i = 0; i < sizeof ranges / sizeof ranges[0]; i++) {
        printf("[%" PRId64 ", %" PRId64 "]:", ranges[i][0], ranges[i][1]);
        for (int k = 0; k < 8; k++)
            printf(" %" PRId64, rng_range(&r, ranges[i][0], ranges[i][1]));
        printf("\n");
    }
}

static void show_stats(const char *what, const struct stats_config *c)
{
    struct stats_result r;
    struct diag err;
    printf("== stats %s\n", what);
    if (stats_run(c, &r, &err) != 0) {
        printf("error: %s\n", err.message);
        failures++;
        return;
    }
    /* to the 10 significant digits of `stats --csv` and --json: the counts
     * are exact integers, but i386's x87 works the standard deviations,
     * intervals, branching factors and Pearl's limit out in extended
     * precision, which may change a double's last bit */
    for (size_t i = 0; i < r.nrows; i++) {
        const struct stats_row *w = &r.rows[i];
        printf("%d d=%u h=%u n=%u min=%" PRIu64 " full=%" PRIu64 " mean=%.10g sd=%.10g "
               "ci=%.10g bf=%.10g pearl=%.10g reference=%.10g deep=%.10g deepci=%.10g\n",
               (int)w->alg, w->degree, w->height, w->trees, w->minimum, w->full,
               w->mean_leaves, w->stddev, w->ci95, w->branching, w->pearl, w->reference, w->deep,
               w->deep_ci95);
    }
    for (size_t i = 0; i < r.nskipped; i++)
        printf("skipped d=%u h=%u\n", r.skipped[i].degree, r.skipped[i].height);
    stats_result_free(&r);
}

static void statistics(void)
{
    struct stats_config c = stats_defaults();
    c.degree_min = 2;
    c.degree_max = 3;
    c.height_min = 1;
    c.height_max = 6;
    c.trees = 40;
    c.seed = 1;
    c.algorithms = 1u << ALG_F | 1u << ALG_F1 | 1u << ALG_F2 | 1u << ALG_F2_SOFT;
    show_stats("-b 2..3 -d 1..6 -n 40 --seed 1", &c);
    c.ties = true;
    c.value_min = -50;
    c.value_max = 50;
    c.seed = UINT64_C(0xDEADBEEFCAFE);
    c.threads = 3;
    show_stats("--ties -50..50 --seed 0xDEADBEEFCAFE --threads 3", &c);
    c.ties = false;
    c.order = ORDER_BEST_FIRST;
    c.degree_min = c.degree_max = 5;
    c.height_min = 2;
    c.height_max = 5;
    c.trees = 25;
    show_stats("--order best -b 5 -d 2..5 -n 25", &c);
}

/* Games with their transpositions merged: the tree built (game_tree) and
 * the text written as the game is walked (game_write), which must agree
 * here as they do in check_game. */
static void games(void)
{
    static const struct {
        const char *game, *position;
        uint32_t depth;
        enum game_merge merge;
    } games[] = {
        { "tictactoe", "x.o.x....", GAME_NO_DEPTH, GAME_MERGE_SAME },
        { "tictactoe", ".........", 4, GAME_MERGE_SYMMETRY },
        { "nim", "1,2,3", GAME_NO_DEPTH, GAME_MERGE_SYMMETRY },
        { "connect4", "4x4:1122", 5, GAME_MERGE_SAME },
        { "connect4", "5x4:33", 4, GAME_MERGE_SYMMETRY },
    };
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        const struct game_rules *g = game_find(games[i].game);
        struct game_request r = { .rules = g, .depth = games[i].depth, .merge = games[i].merge,
                                  .max_positions = GAME_DEFAULT_MAX_POSITIONS };
        struct game_error e;
        char what[128];
        char depth[32] = "";
        if (games[i].depth != GAME_NO_DEPTH)
            snprintf(depth, sizeof depth, " --depth %" PRIu32, games[i].depth);
        snprintf(what, sizeof what, "gen game %s %s%s %s", games[i].game, games[i].position,
                 depth, games[i].merge == GAME_MERGE_SYMMETRY ? "--symmetry" : "--transpositions");
        if (!g || !game_parse(g, games[i].position, NULL, &r.root, &e)) {
            printf("== %s\nerror: no such game or position\n", what);
            failures++;
            continue;
        }
        char *position = game_position_text(g, games[i].position, &r.root);
        r.position = position;
        struct diag err;
        show_tree(what, game_tree(&r, &err), &err);
        struct strbuf sb;
        strbuf_init(&sb);
        printf("== %s, written as walked\n", what);
        if (game_write(&r, NULL, &sb) != 0) {
            printf("error: game_write failed\n");
            failures++;
        } else {
            fwrite(sb.data, 1, sb.len, stdout);
        }
        strbuf_free(&sb);
        free(position);
    }
}

int main(void)
{
    fprintf(stderr, "same_numbers: %zu-bit size_t\n", sizeof(size_t) * 8);
    trees();
    draws();
    statistics();
    games();
    return failures ? 1 : 0;
}
