/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ui_quiz.h: a practice exercise in the terminal. */
#ifndef ABPRUNE_UI_QUIZ_H
#define ABPRUNE_UI_QUIZ_H

#include <stdbool.h>

#include "course/quiz.h"
#include "ui/ui_screen.h"

/* Runs the exercise on the terminal until the student quits, checking
 * what `ask` asks for (enum quiz_ask); returns an exit status (2 without
 * a terminal, 1 out of memory). */
int ui_run_quiz(const struct quiz *q, enum value_view view, bool ascii, unsigned ask);

/* The exercise screen's key table (for --list-keys). */
const struct ui_keymap *ui_quiz_keymap(void);

#endif
