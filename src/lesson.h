/* lesson.h: lessons, the course that walks through the paper.
 *
 * A lesson is a plain-text file of directives, one per line (the format is
 * in doc/lesson-format.md).  lesson_load reads it and then plays it through
 * completely, without a terminal: it loads every tree, records every search,
 * resolves every `goto` to a step number and checks every question's stated
 * answer against the program's own search.  So a lesson that loads has no
 * bad paths, no steps out of range and no wrong answers, and the interface
 * only has to walk through the items. */
#ifndef ABPRUNE_LESSON_H
#define ABPRUNE_LESSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"
#include "search.h"
#include "trace.h"
#include "parse.h"
#include "tree.h"

#define LESSON_FORMAT_VERSION 1

enum lesson_op {
    LOP_SAY,        /* a line of text; "" starts a new paragraph */
    LOP_SETUP,      /* the board changes: tree, algorithm, window or view */
    LOP_GOTO,       /* the search moves to `step` */
    LOP_HIGHLIGHT,  /* nodes[] are highlighted (none: highlights cleared) */
    LOP_PAUSE,      /* wait for the reader */
    LOP_QUESTION,   /* ask; the reader answers */
};

enum question_kind {
    Q_VALUE,        /* what a position returns */
    Q_CUT,          /* whether (and by which kind of cutoff) a branch is pruned */
    Q_LEAVES,       /* how many leaves the search evaluates */
    Q_NEXT,         /* which of several positions the search reaches first */
};

/* The board: what the tree pane shows.  Every item carries the board it
 * is played on, so a runner can start at any section. */
struct lesson_board {
    size_t tree;            /* index into lesson.trees */
    enum algorithm alg;
    int32_t alpha, beta;    /* root window (F2) */
    enum value_view view;
    size_t trace;           /* index into lesson.traces */
    size_t step;
};

struct lesson_item {
    enum lesson_op op;
    unsigned line;              /* in the lesson file */
    struct lesson_board board;  /* after the item */
    char *text;                 /* SAY: the line; QUESTION: the prompt */
    node_id *nodes;             /* HIGHLIGHT, QUESTION (the positions asked about) */
    size_t nnodes;
    /* QUESTION */
    enum question_kind qkind;
    char *answer;               /* the right answer, as the program writes it */
    char *explanation;          /* why, in the program's words */
    char **hints;
    size_t nhints;
    /* what a right answer must say (set by question_resolve) */
    int32_t expect_value;       /* VALUE: in the board's view */
    enum bound_kind expect_bound; /* VALUE: in the board's view */
    int expect_cut;             /* CUT: enum cut_kind, or -1 for not pruned */
    unsigned cut_kinds;         /* CUT: bit k set when kind k is a possible answer */
    size_t expect_count;        /* LEAVES */
    node_id expect_node;        /* NEXT */
};

struct lesson_section {
    char *title;
    size_t first, end;          /* items[first .. end) */
};

struct lesson {
    char *path;
    char *title;
    struct lesson_item *items;
    size_t nitems;
    struct lesson_section *sections;
    size_t nsections;
    struct tree **trees;        /* every tree the lesson loads */
    size_t ntrees;
    struct trace **traces;      /* one per (tree, algorithm, window) used */
    size_t ntraces;
    size_t nquestions;
};

/* Reads, plays through and checks the lesson at path.  NULL with *err
 * ("file:line:col: message") when anything is wrong. */
struct lesson *lesson_load(const char *path, struct diag *err);
/* The same with limits on the trees it reads (--max-positions). */
struct lesson *lesson_load_with(const char *path, const struct tree_limits *limits,
                                struct diag *err);
/* The same from len bytes of lesson text; path names it in messages and
 * is where its tree files are found from (the fuzz target's way in). */
struct lesson *lesson_parse(const char *text, size_t len, const char *path,
                            const struct tree_limits *limits, struct diag *err);
void lesson_free(struct lesson *l);

/* Only the title line of a lesson file, for listings (NULL if none). */
char *lesson_read_title(const char *path);

#endif
