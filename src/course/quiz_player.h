/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_player.h: a practice exercise being done, without a screen.
 *
 * The student moves a cursor over the positions of the exercise's tree,
 * writes the value (or bound) each call returns or, after a switch, the
 * window each call receives, marks the branches the search will cut off
 * and their kinds, and checks the whole sheet with the same grading and
 * the same sentences as `quiz --check` (quiz_grade.h); the solution (the
 * search's own picture) can be shown instead.  The interface (ui_quiz.c)
 * maps keys to these functions, reads what is typed and draws the fields;
 * the tests drive them directly. */
#ifndef ABPRUNE_QUIZ_PLAYER_H
#define ABPRUNE_QUIZ_PLAYER_H

#include <stdbool.h>
#include <stdint.h>

#include "course/quiz.h"
#include "course/quiz_grade.h"
#include "render/figure/paper.h"
#include "search/step_state.h"
#include "search/trace.h"

/* What a position is marked with on the exercise, by meaning. */
enum quiz_mark {
    QUIZ_MARK_NONE,
    QUIZ_MARK_ANSWER,       /* marked or written, not checked yet */
    QUIZ_MARK_RIGHT,        /* checked: right */
    QUIZ_MARK_WRONG,        /* checked: wrong, missing or not needed */
    QUIZ_MARK_CURSOR,
    QUIZ_MARK_COUNT
};

struct quiz_player {
    const struct quiz *q;
    enum value_view view;       /* of the values written */
    unsigned ask;               /* what the check asks for (enum quiz_ask) */
    enum quiz_part asking;      /* what typing writes: QP_VALUE or QP_WINDOW */
    struct paper *paper;        /* the exercise: leaf values only */
    struct paper *answers;      /* the search's own picture, at its end */
    struct step_state *start;   /* the search before its first step */
    struct quiz_sheet sheet;    /* what the student has written */
    struct quiz_result result;  /* the last check */
    bool graded;                /* the sheet is as it was checked */
    bool solution;              /* the search's own picture is shown */
    node_id cursor;
    char message[600];          /* what the last action says ("" for nothing) */
};

/* The exercise q with an empty sheet and the cursor at the root, the
 * figures in `view` (ascii: 7-bit glyphs), checked for what `ask` asks
 * (enum quiz_ask; windows are asked for as soon as the student switches
 * to them); false when out of memory (the player is then freed). */
bool quiz_player_init(struct quiz_player *p, const struct quiz *q, enum value_view view,
                      bool ascii, unsigned ask);
void quiz_player_free(struct quiz_player *p);

/* The figures spread to the screen, as the stepper spreads its own: rows
 * connector rows under each bar (>= 1) and leaves pitch columns apart
 * (the screen works them out from paper_height() and paper_fit_pitch()).
 * false when out of memory (the figures are then as they were). */
bool quiz_player_spread(struct quiz_player *p, uint32_t rows, uint32_t pitch);

/* Moves the cursor to the previous (across -1) or next (+1) position on
 * its level, or to the parent (down -1) or the first child (+1); it stays
 * where there is none. */
void quiz_player_move(struct quiz_player *p, int across, int down);

/* Switches what typing writes: values and bounds, or windows (which the
 * check then asks for too). */
void quiz_player_switch(struct quiz_player *p);

/* Marks or unmarks the branch to the cursor as cut off (not the root). */
void quiz_player_toggle_cut(struct quiz_player *p);

/* Gives the cut at the cursor the next kind of cutoff the search can
 * make, then none again (shallow, deep, window, none, ...); a position
 * not marked is marked first.  Kinds are asked for from then on. */
void quiz_player_cycle_kind(struct quiz_player *p);

/* Whether what is being asked can be written at the cursor (a leaf's
 * value is on the sheet already: the message says so). */
bool quiz_player_can_write(struct quiz_player *p);

/* Writes text at the cursor: a value ("3", ">=3", "≤3") or a window
 * ("3 +inf", "(3, +inf)"; F1: its bound alone); false (the message says
 * why) when it reads as neither. */
bool quiz_player_write(struct quiz_player *p, const char *text);

/* Clears what is being asked at the cursor. */
void quiz_player_clear(struct quiz_player *p);

/* Checks the whole sheet; the message gives the score. */
void quiz_player_check(struct quiz_player *p);

/* What the check says at the cursor, its k-th answer graded there (the
 * part being asked first, then the others): "2.1: wrong window: F2 is
 * called with ..." into buf, and in *right whether it is right; false
 * when unchecked, or when there is no k-th. */
bool quiz_player_verdict(const struct quiz_player *p, size_t k, char *buf, size_t cap,
                         bool *right);

/* Shows or hides the search's own picture. */
void quiz_player_toggle_solution(struct quiz_player *p);

/* The mark of every node into mark[tree->count], each written as
 * look[its enum quiz_mark] (the interface's look for that meaning), or as
 * the enum itself when look is NULL.  A checked position is wrong when
 * any answer graded there is. */
void quiz_player_node_marks(const struct quiz_player *p, uint8_t *mark, const uint8_t *look);

#endif
