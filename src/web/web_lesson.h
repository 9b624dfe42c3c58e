/* SPDX-License-Identifier: GPL-3.0-or-later */
/* web_lesson.h: the course in the page of `abprune web` (doc/web.md): the
 * lesson files, which the page hands the module as files, read and played
 * by the terminal's own reader and player (course/lesson.h,
 * course/lesson_player.h), so that the page asks the same questions and
 * checks the answers as `abprune lesson` does.
 *
 * One lesson is open at a time.  Every call that moves it answers the
 * lesson's state (doc/web.md lists its fields): what the lesson has said,
 * what it waits for, the board (which search, at which step, what is
 * hidden or highlighted) and, in PROGRESS (the text of a progress file,
 * course/progress.h, which the page keeps in the browser's storage, one
 * a language), where the reader is. */
#ifndef ABPRUNE_WEB_LESSON_H
#define ABPRUNE_WEB_LESSON_H

#include <stdbool.h>

/* Holds TEXT as the file at PATH (an absolute path, the data directory
 * being /abprune in the module: /abprune/lessons/uk/01-minimax.lesson),
 * for the readers to find; false when out of memory. */
bool web_file(const char *path, const char *text);

/* The lessons in the language in use, as `abprune lesson` lists them,
 * with what PROGRESS keeps of each: {"ok":true,"lessons":[{"name":...,
 * "title":...,"sections":[...],"finished":BOOL,"right":N,"asked":N,
 * "left":SECTION},...]} ("left" from 1, 0 when not left before its end). */
char *web_lessons(const char *progress);

/* Opens lesson NAME ("02-branch-and-bound") in the language in use, where
 * PROGRESS says it was left, else at its start: the state. */
char *web_lesson_open(const char *name, const char *progress);

/* Does ACTION to the open lesson and answers its state: go (on), answer
 * (TEXT: the answer typed), show (the answer), back and forward (the
 * search, to look around), section (TEXT: its number from 1), restart
 * (the lesson from its beginning), view (negamax / minimax), marks,
 * reopen (the lesson in the language now in use, web_language, at the
 * same place), or state (nothing). */
char *web_lesson_act(const char *action, const char *text, const char *progress);

/* The page's data of the search on the open lesson's board, in its view
 * and marks ({"ok":true,"page":DATA}, DATA as web_search's). */
char *web_lesson_board(void);

#endif
