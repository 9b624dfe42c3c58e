/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_lesson.h: a lesson played in the terminal. */
#ifndef ABPRUNE_UI_LESSON_H
#define ABPRUNE_UI_LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "course/lesson.h"
#include "course/progress.h"
#include "ui/ui_screen.h"

/* What to keep of where a lesson left before its end was. */
enum lesson_place_keep {
    LESSON_PLACE_AS_IT_WAS,     /* the reader left at the offer to go back:
                                 * the place kept before stays */
    LESSON_PLACE_NEW,           /* keep out->place */
    LESSON_PLACE_NONE,          /* nothing to keep (the end, or nothing done) */
};

/* How a lesson played went. */
struct lesson_outcome {
    bool finished;              /* its end was reached */
    size_t right, asked;        /* right at the first try, questions */
    bool next;                  /* the reader asked for the next lesson */
    enum lesson_place_keep keep;
    struct progress_place place; /* where the reader left it (LESSON_PLACE_NEW) */
};

/* Plays the lesson on the terminal until the reader quits; next names the
 * lesson that follows it in the course (Enter at the end asks for it), or
 * is NULL; left, where the reader left it the last time, or NULL: the
 * lesson starts at its beginning and offers to go back there (Enter), or
 * to start again (r, or any key that moves).  Returns an exit status (2
 * without a terminal, 1 out of memory) and says in *out how it went. */
int ui_run_lesson(const struct lesson *l, bool ascii, const char *next,
                  const struct progress_place *left, struct lesson_outcome *out);

/* The lesson screen's key table (for --list-keys). */
const struct ui_keymap *ui_lesson_keymap(void);

#endif
