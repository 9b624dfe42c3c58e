/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_data.h: what a lesson holds, as data: its items, sections and
 * boards and what each question expects.  Apart from lesson.h (the
 * reader's entry points) so that the reader's own parts (lesson_reader,
 * lesson_board, lesson_question) can share these types without including
 * the module that includes them. */
#ifndef ABPRUNE_LESSON_DATA_H
#define ABPRUNE_LESSON_DATA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "search/search.h"
#include "search/trace.h"
#include "tree/tree.h"

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
    Q_WINDOW,       /* the window (F1: the bound) a position's call receives */
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
    size_t nnodes, capnodes;
    /* QUESTION */
    enum question_kind qkind;
    char *answer;               /* the right answer, as the program writes it */
    char *explanation;          /* why, in the program's words */
    char **hints;
    size_t nhints, caphints;
    /* what a right answer must say (set by question_resolve) */
    int32_t expect_value;       /* VALUE: in the board's view */
    enum bound_kind expect_bound; /* VALUE: in the board's view */
    int expect_cut;             /* CUT: enum cut_kind, or -1 for not pruned */
    unsigned cut_kinds;         /* CUT: bit k set when kind k is a possible answer */
    size_t expect_count;        /* LEAVES */
    int32_t expect_lo, expect_hi; /* WINDOW: in the board's view */
    bool expect_one_bound;      /* WINDOW: F1's, which its one bound answers */
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
    size_t nitems, capitems;
    struct lesson_section *sections;
    size_t nsections, capsections;
    struct tree **trees;        /* every tree the lesson loads */
    size_t ntrees, captrees;
    struct trace **traces;      /* one per (tree, algorithm, window) used */
    size_t ntraces, captraces;
    size_t nquestions;
};

#endif
