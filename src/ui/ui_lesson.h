/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_lesson.h: a lesson played in the terminal. */
#ifndef ABPRUNE_UI_LESSON_H
#define ABPRUNE_UI_LESSON_H

#include <stdbool.h>

#include "course/lesson.h"
#include "ui/ui_screen.h"

/* Plays the lesson on the terminal until the reader quits; returns an exit
 * status (2 without a terminal, 1 out of memory). */
int ui_run_lesson(const struct lesson *l, bool ascii);

/* The lesson screen's key table (for --list-keys). */
const struct ui_keymap *ui_lesson_keymap(void);

#endif
