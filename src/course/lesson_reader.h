/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_reader.h: a lesson being read, shared by the reader's parts:
 * lesson.c (lines, directives and their table) and lesson_board.c (the
 * board: its trees and searches, positions, goto and questions).  Not for
 * use outside them: the rest of the program sees lesson.h. */
#ifndef ABPRUNE_LESSON_READER_H
#define ABPRUNE_LESSON_READER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"
#include "base/strindex.h"
#include "course/lesson_data.h"
#include "render/words/reason.h"
#include "search/search.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "tree/parse.h"

/* Everything the reader needs while playing the lesson through. */
struct lesson_reader {
    struct lesson *l;
    struct diag *err;
    char *dir;                  /* the lesson's directory, for tree paths */
    unsigned line;
    struct lesson_board board;
    bool have_tree, view_set;
    size_t source_tree;         /* the tree as loaded, before any limit */
    uint32_t limit_depth;       /* the board's depth limit, or HORIZON_NO_DEPTH */
    double limit_threshold;     /* the board's plausibility threshold, or 0 */
    struct search_options rules; /* what `use` turned on: research, tt, ... */
    struct step_state **states; /* one per trace, at its end */
    size_t capstates;
    struct trace_index *indexes; /* one per trace: its events by position */
    size_t capindexes;
    /* one per trace, what each position's call was, made for the first
     * window question on it (NULL before) and kept while the positions
     * they hold in all stay within LESSON_CALLS_POSITIONS */
    struct calls **calls;
    size_t capcalls, calls_positions;
    /* the traces by what they search (tree and options), so that a
     * search asked for again is found at once; the keys the reader's */
    struct strindex trace_keys;
    char **keys;
    size_t capkeys;
    int32_t **true_values;      /* one per tree */
    size_t captruth;
    struct tree_limits limits;  /* on the trees it reads */
    /* One budget for the whole lesson, as for one tree: the positions of
     * every tree it holds (limits.max_positions, its default when 0) and
     * the steps of every search it records (LESSON_MAX_STEPS). */
    size_t positions, steps;
};

/* The most steps a lesson's searches may record in all: 2^20, 20 MiB of
 * events.  The lessons shipped record a few thousand; a lesson that asks
 * for more is refused within a second instead of after the 2^24 steps of
 * one search shown step by step (TRACE_DEFAULT_MAX_STEPS), which take
 * 300 MB and seconds. */
#define LESSON_MAX_STEPS ((size_t)1 << 20)

/* The most positions the window questions' calls (reason.h) of all the
 * searches hold at once, 40 bytes a position: a question about a search
 * whose calls were let go works them out again. */
#define LESSON_CALLS_POSITIONS ((size_t)1 << 22)

/* The lesson's budget of positions (the limits' or the default). */
size_t lesson_max_positions(const struct lesson_reader *r);

/* Sets the error at the current line and column col; returns false, so a
 * handler can `return lesson_fail_at(...)`. */
bool lesson_fail_at(struct lesson_reader *r, unsigned col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* "out of memory" at the current line; false. */
bool lesson_out_of_memory(struct lesson_reader *r);
/* Appends an item showing the board as it is now; NULL when out of memory. */
struct lesson_item *lesson_new_item(struct lesson_reader *r, enum lesson_op op);

/* Splits off the next word of *s (NULL at the end). */
char *lesson_next_word(char **s);
/* The 1-based column of word within line. */
unsigned lesson_col_of(const char *line, const char *word);
/* Whether alg takes the search options in use (the command line's rules);
 * false (error set at column col) when it does not. */
bool lesson_rules_ok(struct lesson_reader *r, enum algorithm alg, unsigned col);
/* The algorithm named at word of line, if lessons take it and it takes the
 * options in use; ALG_COUNT (error set) otherwise. */
enum algorithm lesson_algorithm(struct lesson_reader *r, const char *word, const char *line);

#endif
