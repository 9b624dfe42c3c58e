/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz.h: practice exercises: predict what a search will do, then check.
 *
 * An exercise is a small random tree with a search recorded on it, fixed
 * by what the teacher asks (its shape, its values, the algorithm and
 * window, the constraints it must meet) and a seed: the same request gives
 * the same exercise on every machine, so a teacher can hand out "exercise
 * 3-3-17".  The exercise is the first tree from the seed on that meets the
 * constraints (at least so many cutoffs, so many deep ones, leaves in a
 * range); its seed is the one that gave it, so that asking for that seed
 * gives it again at once.
 *
 * What the student answers at each position (the window of the call, the
 * value or bound it returns, whether the branch to it is cut off and by
 * which kind of cutoff, how many leaves are evaluated) and why each answer
 * is right are quiz_key.h's; reading and grading answer sheets is
 * quiz_grade.h's. */
#ifndef ABPRUNE_QUIZ_H
#define ABPRUNE_QUIZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"
#include "render/words/reason.h"
#include "search/search.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "tree/game_rules.h"
#include "tree/tree.h"

/* Exercises stay small enough to draw and to do by hand. */
#define QUIZ_MAX_LEAVES 243
/* A game's tree is counted before it is made, up to this many positions:
 * more, and it has more leaves than an exercise may (no game here lasts
 * 200 moves, and a tree of h levels and at most QUIZ_MAX_LEAVES leaves
 * has at most h * QUIZ_MAX_LEAVES + 1 positions). */
#define QUIZ_GAME_MAX_POSITIONS 50000u
/* How many seeds are tried for an exercise that meets the constraints
 * before the request is given up as one that cannot be met. */
#define QUIZ_MAX_TRIES 20000
/* A game's exercise without --depth is its whole tree, or the deepest cut
 * of it (at most QUIZ_GAME_DEPTH_MAX moves) with at most this many leaves:
 * an A4 page (a TikZ worksheet sets its leaves on two rows when they
 * crowd).  A worksheet's positions are
 * played from the position given until their whole tree has at most
 * QUIZ_GAME_SMALL positions (and up to three moves more), QUIZ_GAME_TRIES
 * seeds at most an exercise. */
#define QUIZ_PAGE_LEAVES 64
#define QUIZ_GAME_DEPTH_MAX 12
#define QUIZ_GAME_SMALL 2000u
#define QUIZ_GAME_TRIES 500

/* What an exercise is made from. */
struct quiz_spec {
    enum algorithm alg;         /* ALG_F1, ALG_F2 or ALG_F2_SOFT */
    int32_t alpha, beta;        /* the root window (F2; full by default) */
    bool irregular;             /* degrees and depths vary, as in exam trees */
    unsigned degree, height;    /* uniform: the shape; irregular: the most */
    bool shape_given;           /* degree or height asked for (else a
                                   uniform shape is chosen for the leaves) */
    unsigned leaves_min, leaves_max;    /* the leaves wanted (0, 0: any) */
    int32_t value_min, value_max;       /* leaf values, Max's point of view */
    bool distinct;              /* every leaf value different */
    unsigned min_cuts;          /* at least this many cutoffs */
    unsigned min_deep;          /* at least this many cutoffs that prune a
                                   deep branch (F2's, doc/paper.md 4) */
    uint64_t seed;              /* the first seed tried */
    /* a real game's position instead of a random tree (quiz --game): the
     * exercise is that position's tree, as gen game writes it; the seed,
     * the shape and the constraints do not apply */
    const struct game_rules *game;      /* NULL: a random tree */
    struct game_pos root;               /* the position (game_parse's) */
    const char *position;               /* as given; NULL: the game's start */
    uint32_t game_depth;                /* positions this many moves down are
                                           terminal; GAME_NO_DEPTH: none (the
                                           exercise's: the cut that fits) */
    bool game_sheet;                    /* a worksheet's: a position played
                                           from this one, by the seed */
};

/* The defaults: F2 with the full window on a uniform tree of degree 3
 * and height 3, values 0..9, no constraints, seed 0.  With irregular set
 * afterwards, quiz_spec_finish() gives it its own defaults. */
void quiz_spec_init(struct quiz_spec *s);

/* Settles what the options left open: an irregular tree's height (4) and
 * leaves (12..30) when not asked for. */
void quiz_spec_finish(struct quiz_spec *s);

/* Whether the request can be met at all, before any tree is made: a
 * shape beyond QUIZ_MAX_LEAVES, leaves a uniform shape cannot have,
 * distinct values from a range too small, deep cutoffs from F1 (which
 * makes none) or from trees too low for them, more cutoffs than there are
 * positions to make them.  False with *err (no file, no position) when
 * not. */
bool quiz_spec_check(const struct quiz_spec *s, struct diag *err);

struct quiz {
    struct quiz_spec spec;      /* as asked, with the seed that gave it */
    struct tree *tree;
    struct trace *trace;
    struct step_state *end;     /* the search at its last step */
    enum algorithm alg;
    unsigned degree, height;    /* uniform: the shape; irregular: the most */
    uint64_t seed;              /* the seed that gave this exercise */
    unsigned tries;             /* seeds tried to find it (1: the first) */
    /* what each position's call was, for the answers and their reasons */
    struct calls calls;
    /* a game's exercise: the position as @position writes it, and the
     * tree's title from gen game ("Tic-tac-toe xo.xo....: X to move
     * (Max)"); NULL for a random tree */
    char *position, *game_title;
};

/* The exercise the spec asks for: the first seed from s->seed on whose
 * tree the constraints hold, tried up to QUIZ_MAX_TRIES seeds; or, with
 * s->game, the tree of the game's position.  NULL with *err when the
 * request cannot be met (quiz_spec_check) or no seed meets it, when the
 * game's tree has more than QUIZ_MAX_LEAVES leaves (with what to do), or
 * out of memory; err->file is "" but for running out of memory. */
struct quiz *quiz_generate(const struct quiz_spec *s, struct diag *err);

/* A uniform exercise of degree b and height d without constraints: F2 or
 * F1 with the full window, values 0..9 (quiz_generate's shorthand). */
struct quiz *quiz_new(unsigned b, unsigned d, uint64_t seed, enum algorithm alg,
                      struct diag *err);
void quiz_free(struct quiz *q);

/* The exercise's name, "3-3-17" (degree, height, seed), with the word
 * "irregular" after it for an irregular tree, or a game's name and
 * position ("tictactoe xo.xo...."); into buf. */
const char *quiz_name(char *buf, size_t cap, const struct quiz *q);

/* The options that make this exercise again, for the commands a sheet
 * prints: "-b 3 -d 3 --seed 17 -a f2" and whatever else was asked
 * (--irregular, --values, --distinct, --leaves, --window, --view when
 * negamax), or "--game tictactoe xo.xo.... -a f2" (and --depth).  Into
 * buf. */
const char *quiz_options(char *buf, size_t cap, const struct quiz *q, enum value_view view);

/* What an answer sheet is asked for, as bits. */
enum quiz_ask {
    QUIZ_ASK_VALUES = 1u << 0,  /* the value or bound every call returns */
    QUIZ_ASK_WINDOWS = 1u << 1, /* the window every call receives */
    QUIZ_ASK_CUTS = 1u << 2,    /* every pruned branch */
    QUIZ_ASK_KINDS = 1u << 3,   /* and its kind of cutoff */
    QUIZ_ASK_LEAVES = 1u << 4,  /* the number of leaves evaluated */
    QUIZ_ASK_ALL = (1u << 5) - 1,
    QUIZ_ASK_DEFAULT = QUIZ_ASK_VALUES | QUIZ_ASK_CUTS,
};

/* Reads --ask's list ("values,windows", "all"); false when a word is not
 * one of values, windows, cuts, kinds, leaves or all (kinds asks for cuts
 * too). */
bool quiz_ask_parse(const char *list, unsigned *ask);

/* The list of what is asked, in words of the language in use ("values,
 * windows and cuts with their kinds"), into buf. */
const char *quiz_ask_words(char *buf, size_t cap, unsigned ask);

/* The words --ask takes, as written for it: "values,cuts" (for the
 * commands a sheet prints); "" for the default. */
const char *quiz_ask_option(char *buf, size_t cap, unsigned ask);

#endif
