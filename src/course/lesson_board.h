/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_board.h: the lesson reader's board (lesson_board.c): the trees a
 * lesson loads, the searches recorded on them, positions by path, and the
 * directives that move along a search (goto) or ask about it (question).
 * Internal to the reader, like lesson_reader.h. */
#ifndef ABPRUNE_LESSON_BOARD_H
#define ABPRUNE_LESSON_BOARD_H

#include <stdbool.h>

#include "course/lesson_data.h"
#include "course/lesson_reader.h"
#include "tree/tree.h"

/* Puts tree t (taken over) on the board with a fresh
 * search; false (error set, t freed) on failure. */
bool lesson_add_tree(struct lesson_reader *r, struct tree *t);
/* Records the board's search again after a change of algorithm, window or
 * rules, and shows it from step 0. */
bool lesson_setup(struct lesson_reader *r);
/* True when a tree is loaded; else fails naming the directive `what`. */
bool lesson_need_tree(struct lesson_reader *r, const char *what);
/* Reads the positions named in *args into the item, up to the word stop
 * (NULL: to the end of the line). */
bool lesson_read_nodes(struct lesson_reader *r, char **args, const char *line,
                       struct lesson_item *it, const char *stop);
/* The directives goto and question (the handlers of lesson.c's table). */
bool lesson_do_goto(struct lesson_reader *r, const char *name, char *args, const char *line);
bool lesson_do_question(struct lesson_reader *r, const char *name, char *args, const char *line);

#endif
