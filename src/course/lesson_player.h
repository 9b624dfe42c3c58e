/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_player.h: a lesson played through, without a screen.
 *
 * The player walks through a loaded lesson's items section by section: it
 * keeps the board (the search on the lesson's tree at the lesson's step,
 * with its figure), the text said so far, the question waiting for an
 * answer, the tries, hints and feedback, and a record of every answer for
 * the summary.  The interface (ui_lesson.c) maps keys to these functions
 * and draws the fields; the tests drive them directly.
 *
 * The lesson was checked completely when it was loaded, so the player
 * cannot meet a bad item; the only failure is running out of memory,
 * after which `failed` is set and the player must not be used further. */
#ifndef ABPRUNE_LESSON_PLAYER_H
#define ABPRUNE_LESSON_PLAYER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "course/lesson.h"
#include "course/progress.h"
#include "render/figure/paper.h"
#include "search/step_state.h"
#include "search/trace.h"

/* What the player waits for. */
enum lesson_wait {
    LESSON_WAIT_CONTINUE,       /* the reader to go on (a pause) */
    LESSON_WAIT_ANSWER,         /* an answer to `question` */
    LESSON_WAIT_FEEDBACK,       /* the reader to go on after the feedback */
    LESSON_WAIT_SECTION_END,    /* the reader to go to the next section */
    LESSON_WAIT_LESSON_END,     /* nothing: the lesson is over */
};

/* How a question went, for the summary. */
enum lesson_record {
    LESSON_NOT_ASKED,
    LESSON_RIGHT_FIRST,         /* right at the first try */
    LESSON_RIGHT_LATER,         /* right after a hint or another try */
    LESSON_SHOWN,               /* the answer was shown */
};

struct lesson_player {
    const struct lesson *l;
    bool ascii;                 /* the figure's glyphs */
    size_t section;             /* the section being played */
    size_t item;                /* the next item to play */
    bool have_board;            /* a board has been set up */
    struct lesson_board board;  /* what the board shows (step included) */
    unsigned marks;             /* MARK_* of the figure: none, or all */
    uint32_t rows;              /* connector rows under each bar (>= 1; 0
                                 * counts as 1): spread to the screen */
    uint32_t pitch;             /* leaves at least this many columns apart
                                 * (0 or 1: as close as the texts allow) */
    bool compact;               /* the figure without connector rows
                                 * (paper.h), for a screen short of rows */
    struct step_state *state;   /* the board's search at the board's step */
    struct paper *paper;        /* its figure */
    uint8_t *highlight;         /* per node of the board's tree: 1 highlighted */
    enum lesson_wait wait;
    const struct lesson_item *question;     /* being asked, or NULL */
    size_t tries;               /* wrong answers to it so far */
    char answer[64];            /* the answer being typed */
    char feedback[700];         /* what the last answer got ("" for nothing) */
    uint8_t *record;            /* enum lesson_record per item */
    bool failed;                /* out of memory */
    /* what the state and the figure were made for */
    size_t state_trace, paper_trace;
    enum value_view paper_view;
    unsigned paper_marks;
    bool paper_compact;
    uint32_t paper_rows, paper_pitch;
};

/* Starts the lesson at its first section; false when out of memory (the
 * player is then freed). */
bool lesson_player_init(struct lesson_player *p, const struct lesson *l, bool ascii);
void lesson_player_free(struct lesson_player *p);

/* The position whose value a waiting question asks for (its answer would
 * be on the screen: the figure writes "?" there, and the line under it
 * hides its m or range), or AB_NO_NODE. */
node_id lesson_player_hidden(const struct lesson_player *p);

/* Whether a waiting question asks how many leaves the search evaluates:
 * the line under the board hides its count. */
bool lesson_player_hides_leaves(const struct lesson_player *p);

/* The search on the board, or NULL before any board. */
const struct trace *lesson_player_trace(const struct lesson_player *p);

/* Goes on (Enter): past a pause or the feedback to the next items, or to
 * the next section at the end of one.  Does nothing while a question
 * waits or at the end of the lesson. */
void lesson_player_go_on(struct lesson_player *p);

/* Starts section k from its first item, with the board as the section
 * before left it (k is clamped to the sections). */
void lesson_player_start_section(struct lesson_player *p, size_t k);

/* Steps the board's search forward (dir +1) or back (-1), to look around;
 * the lesson itself does not move. */
void lesson_player_step(struct lesson_player *p, int dir);

/* Judges the typed answer to the waiting question.  Not an answer to it
 * at all (lesson_answer_judge: a word for a number, ...): the feedback
 * says what is wanted, and no try is used.  Right: the feedback says so
 * with the explanation.  Wrong: the next hint, or one more try
 * when there are no hints, and then the answer is shown (as by
 * lesson_player_show).  Returns whether it was right. */
bool lesson_player_answer(struct lesson_player *p);

/* Shows the answer to the waiting question and moves the board to the
 * step that explains it. */
void lesson_player_show(struct lesson_player *p);

/* The negamax / minimax view of the board. */
void lesson_player_toggle_view(struct lesson_player *p);

/* The figure's marks: none, or all of them. */
void lesson_player_toggle_marks(struct lesson_player *p);

/* The figure compact (no connector rows, the shortest drawing: the
 * leaves in sight on a small screen) or not; it is laid out again when
 * that changes. */
void lesson_player_set_compact(struct lesson_player *p, bool compact);

/* The figure spread to the screen, as the stepper spreads its own: rows
 * connector rows under each bar and leaves pitch columns apart (the
 * screen works them out from paper_height() and paper_fit_pitch()). */
void lesson_player_set_spread(struct lesson_player *p, uint32_t rows, uint32_t pitch);

/* The section's text said so far, one string per paragraph (a list item,
 * a `say` line starting "- ", begins a paragraph of its own), in a new
 * array (*out; free each string and the array); the count. */
size_t lesson_player_paragraphs(const struct lesson_player *p, char ***out);

/* The window (negamax) or the range (minimax) and m of the deepest
 * position on the board's path, as the textbooks write them beside a
 * node ("2.1: window (-inf, -2), m -9"); "" before the search or for F.
 * brief: the window without its word (its brackets say what it is), for
 * a narrow status line. */
void lesson_player_frame_words(const struct lesson_player *p, bool brief, char *buf,
                               size_t cap);

/* Where the reader is, to be kept when the lesson is left before its end
 * (progress.h): the section, the stops of it passed (its pauses gone on
 * from, its questions answered or shown: the one waiting is not passed)
 * and a letter per question for how it went. */
void lesson_player_place(const struct lesson_player *p, struct progress_place *place);

/* Back to a place lesson_player_place gave, perhaps in another run or
 * another language (the translations have the same stops): the answers
 * are taken back, the section is started and its first place->stop stops
 * are passed again (a question with an answer kept is not asked again),
 * so that the reader is where the lesson was left.  A place the lesson
 * does not have (it changed) is taken as far as it goes. */
void lesson_player_resume(struct lesson_player *p, const struct progress_place *place);

/* Whether the reader has done nothing yet: in the first section, at its
 * first stop, no question answered (a place not worth keeping). */
bool lesson_player_at_start(const struct lesson_player *p);

/* Questions asked in the lesson (*asked) and answered right at the first
 * try (*first). */
void lesson_player_score(const struct lesson_player *p, size_t *first, size_t *asked);

/* The line under the board: the procedure, the step and what the search
 * does at it ("F2, step 70 of 143: child 2.1.2"; brief: "F2, 70/143:
 * child 2.1.2"), and the leaves so far ("leaves 12", "leaves ?" while a
 * question asks how many); "" before any board. */
void lesson_player_step_words(const struct lesson_player *p, bool brief, char *buf, size_t cap);
void lesson_player_leaves_words(const struct lesson_player *p, char *buf, size_t cap);

/* The word for how a question went, in the list at the lesson's end. */
const char *lesson_record_word(enum lesson_record r);

/* The list at the lesson's end: a line per question asked ("- right
 * What does 1.2 return?  3"), in a new array (*out; free each string and
 * the array); the count. */
size_t lesson_player_summary(const struct lesson_player *p, char ***out);

/* The lesson's end and its score, as a sentence ("End of the lesson.
 * Right at the first try: 3 of 4 questions."). */
void lesson_player_end_words(const struct lesson_player *p, char *buf, size_t cap);

#endif
