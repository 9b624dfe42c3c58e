/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_lesson.h: a lesson played in the terminal. */
#ifndef ABPRUNE_UI_LESSON_H
#define ABPRUNE_UI_LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "course/lesson.h"
#include "ui/ui_screen.h"

/* How a lesson played went. */
struct lesson_outcome {
    bool finished;              /* its end was reached */
    size_t right, asked;        /* right at the first try, questions */
    bool next;                  /* the reader asked for the next lesson */
};

/* Plays the lesson on the terminal until the reader quits; next names the
 * lesson that follows it in the course (Enter at the end asks for it), or
 * is NULL.  Returns an exit status (2 without a terminal, 1 out of
 * memory) and says in *out how it went. */
int ui_run_lesson(const struct lesson *l, bool ascii, const char *next,
                  struct lesson_outcome *out);

/* The lesson screen's key table (for --list-keys). */
const struct ui_keymap *ui_lesson_keymap(void);

#endif
