/* SPDX-License-Identifier: GPL-3.0-or-later */
/* algorithm.h: the search procedures, one table.
 *
 * Every list of algorithms the program shows or accepts comes from the one
 * row each has in algorithm.c: its -a name and paper name, a line for
 * --help, what it supports (a window, fail-hard values, a transposition
 * table, a first guess) and which commands take it.  The --help texts, the
 * "use f, f1, ..." of error messages, --list-algorithms (which the man
 * page is tested against), the rules of searchopt.c and the stepper's a key
 * all read it.  Adding an algorithm is one enumerator and one row. */
#ifndef ABPRUNE_ALGORITHM_H
#define ABPRUNE_ALGORITHM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "base/diag.h"
#include "tree/tree.h"

enum algorithm {
    ALG_F,          /* brute force: every position */
    ALG_F1,         /* branch and bound with one bound: F1(p, +inf) */
    ALG_F2,         /* alpha-beta as printed: m := alpha ("fail-hard") */
    ALG_F2_SOFT,    /* alpha-beta with m := -inf ("fail-soft") */
    ALG_AB_MINIMAX, /* F2 written as the pair F2 (Max) / G2 (Min) of the paper:
                       the same search, values in Max's view */
    ALG_F2_ITERATIVE, /* F2 as the paper's iterative procedure with the
                         arrays a[-2..L] and r[0..L+1]: the same search */
    ALG_F2_LIST,    /* F2 in the paper's list-structure form (generate, first,
                       next, a while loop): the same search */
    ALG_PVS,        /* beyond the paper: principal variation search */
    ALG_MTDF,       /* beyond the paper: MTD(f), null-window passes */
    ALG_COUNT
};

/* What an algorithm supports (flags of struct algorithm_info). */
enum algorithm_trait {
    TRAIT_WINDOW = 1u << 0,     /* two bounds: a root window, re-search, the entry rules */
    TRAIT_FAIL_HARD = 1u << 1,  /* m starts at alpha: values stay inside the window */
    TRAIT_FORM = 1u << 2,       /* F2's search written another way */
    TRAIT_BEYOND = 1u << 3,     /* not in the paper */
    TRAIT_TABLE = 1u << 4,      /* takes a transposition table */
    TRAIT_GUESS = 1u << 5,      /* takes a first guess */
    TRAIT_MAX_VIEW = 1u << 6,   /* shown in Max's values unless asked otherwise */
};

/* Who takes an algorithm by name (flags of struct algorithm_info). */
enum algorithm_use {
    USE_RUN = 1u << 0,
    USE_VIEW = 1u << 1,         /* the stepper: -a and the a key */
    USE_EXPORT = 1u << 2,
    USE_STATS = 1u << 3,
    USE_QUIZ = 1u << 4,
    USE_LESSON = 1u << 5,       /* lessons' algorithm and question leaves */
    USE_COUNT = 6
};

/* One row per algorithm. */
struct algorithm_info {
    const char *option;     /* -a value: "f", "f1", "f2", "f2-soft" */
    const char *name;       /* as in the paper: "F", "F1", "F2" */
    const char *title;      /* a few words for people (the stepper's code pane) */
    const char *summary;    /* at most 40 columns, for --help */
    unsigned traits;        /* enum algorithm_trait flags */
    unsigned uses;          /* enum algorithm_use flags */
    const char *variant;    /* what tells it from another row of the same
                               name, for a lesson's question ("fail-soft":
                               "F2 (fail-soft)"), or NULL */
};

/* The row of algorithm a (a < ALG_COUNT). */
const struct algorithm_info *algorithm_info(enum algorithm a);

/* Whether algorithm a has the trait (enum algorithm_trait). */
bool algorithm_has(enum algorithm a, enum algorithm_trait trait);

/* Whether an algorithm is alpha-beta with a window (F2 in any form, PVS). */
static inline bool algorithm_has_window(enum algorithm a)
{
    return algorithm_has(a, TRAIT_WINDOW);
}

/* The view an algorithm is shown in when none is asked for: the minimax
 * form in Max's view, the others in the tree file's convention. */
static inline enum value_view algorithm_view(enum algorithm a, enum value_view written)
{
    return algorithm_has(a, TRAIT_MAX_VIEW) ? VIEW_MINIMAX : written;
}

/* Looks up -a NAME (any case); returns ALG_COUNT when unknown. */
enum algorithm algorithm_from_option(const char *option);

/* Looks up NAME among the algorithms that `use` (enum algorithm_use)
 * takes; ALG_COUNT with the message in err (no position) naming the ones
 * it does take, when NAME is unknown or not taken there. */
enum algorithm algorithm_lookup(const char *name, enum algorithm_use use, struct diag *err);

/* The -a names of the algorithms that `use` takes and that have all the
 * traits (0: any), for people: "f, f1, f2 or f2-soft". */
const char *algorithm_list(char *buf, size_t cap, enum algorithm_use use, unsigned traits);

/* The name of a use: "run", "view", ..., "lesson". */
const char *algorithm_use_name(enum algorithm_use use);

/* Writes the --help lines of an algorithm option: `head` (the option and
 * what it is, e.g. "  -a, --algorithm=NAME  the procedure (default f2):")
 * then one line per algorithm that `use` takes, indented by `indent`. */
void algorithm_print_help(FILE *out, const char *head, enum algorithm_use use, int indent);

/* Writes one line per algorithm: its name, summary and the uses that take
 * it, for --list-algorithms (which tests/repo/docs.sh holds the man page to). */
void algorithm_print_list(FILE *out);

#endif
