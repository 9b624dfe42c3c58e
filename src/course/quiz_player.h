/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz_player.h: a practice exercise being done, without a screen.
 *
 * The student moves a cursor over the positions of the exercise's tree,
 * marks the branches the search will cut off, writes the values it will
 * return, and checks the whole sheet; the solution (the search's own
 * picture) can be shown instead.  The interface (ui_quiz.c) maps keys to
 * these functions, reads the values typed and draws the fields; the tests
 * drive them directly. */
#ifndef ABPRUNE_QUIZ_PLAYER_H
#define ABPRUNE_QUIZ_PLAYER_H

#include <stdbool.h>
#include <stdint.h>

#include "course/quiz.h"
#include "render/paper.h"
#include "search/trace.h"

/* What a position is marked with on the exercise, by meaning. */
enum quiz_mark {
    QUIZ_MARK_NONE,
    QUIZ_MARK_ANSWER,       /* marked or written, not checked yet */
    QUIZ_MARK_RIGHT,        /* checked: right */
    QUIZ_MARK_WRONG,        /* checked: wrong, missed or not needed */
    QUIZ_MARK_CURSOR,
    QUIZ_MARK_COUNT
};

struct quiz_player {
    const struct quiz *q;
    enum value_view view;       /* of the values written */
    struct paper *paper;        /* the exercise: leaf values only */
    struct paper *answers;      /* the search's own picture, at its end */
    struct step_state *start;   /* the search before its first step */
    struct quiz_sheet sheet;    /* what the student has written */
    struct quiz_result result;  /* the last check */
    bool graded;                /* the sheet is as it was checked */
    bool solution;              /* the search's own picture is shown */
    node_id cursor;
    char message[300];          /* what the last action says ("" for nothing) */
};

/* The exercise q with an empty sheet and the cursor at the root, the
 * figures in `view` (ascii: 7-bit glyphs); false when out of memory (the
 * player is then freed). */
bool quiz_player_init(struct quiz_player *p, const struct quiz *q, enum value_view view,
                      bool ascii);
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

/* Marks or unmarks the branch to the cursor as cut off (not the root). */
void quiz_player_toggle_cut(struct quiz_player *p);

/* Whether a value can be written at the cursor (not at a leaf: it has its
 * value already, and the message says so). */
bool quiz_player_can_write(struct quiz_player *p);

/* Writes the value in text at the cursor; false (the message says why)
 * when text is not a number. */
bool quiz_player_write(struct quiz_player *p, const char *text);

/* Clears the value at the cursor. */
void quiz_player_clear(struct quiz_player *p);

/* Checks the whole sheet; the message counts what is right and wrong. */
void quiz_player_check(struct quiz_player *p);

/* Shows or hides the search's own picture. */
void quiz_player_toggle_solution(struct quiz_player *p);

/* The mark of every node into mark[tree->count], each written as
 * look[its enum quiz_mark] (the interface's look for that meaning), or as
 * the enum itself when look is NULL. */
void quiz_player_node_marks(const struct quiz_player *p, uint8_t *mark, const uint8_t *look);

#endif
