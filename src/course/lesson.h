/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson.h: lessons, the course that walks through the paper.
 *
 * A lesson is a plain-text file of directives, one per line (the format is
 * in doc/lesson-format.md).  lesson_load reads it and then plays it through
 * completely, without a terminal: it loads every tree, records every search,
 * resolves every `goto` to a step number and checks every question's stated
 * answer against the program's own search.  So a lesson that loads has no
 * bad paths, no steps out of range and no wrong answers, and the interface
 * only has to walk through the items. */
#ifndef ABPRUNE_LESSON_H
#define ABPRUNE_LESSON_H

#include <stddef.h>

#include "base/diag.h"
#include "course/lesson_data.h"
#include "tree/parse.h"

/* Reads, plays through and checks the lesson at path.  NULL with *err
 * ("file:line:col: message") when anything is wrong. */
struct lesson *lesson_load(const char *path, struct diag *err);
/* The same with limits on the trees it reads (--max-positions). */
struct lesson *lesson_load_with(const char *path, const struct tree_limits *limits,
                                struct diag *err);
/* The same from len bytes of lesson text; path names it in messages and
 * is where its tree files are found from (the fuzz target's way in). */
struct lesson *lesson_parse(const char *text, size_t len, const char *path,
                            const struct tree_limits *limits, struct diag *err);
void lesson_free(struct lesson *l);

/* The file of lesson NAME (a name as `abprune lesson` lists it) in the
 * lessons' directory dir, in the language the messages appear in: the
 * translation under dir/LL/ when there is one (LL: i18n_language()), else
 * the English one in dir.  Newly allocated; NULL when out of memory. */
char *lesson_file_in(const char *dir, const char *name);

/* Only the title line of a lesson file, for listings (NULL if none). */
char *lesson_read_title(const char *path);

/* A lesson file's title and the titles of its sections, read without
 * checking the lesson, for the page's list of lessons (web/web_lesson.c);
 * false when it cannot be read (or out of memory). */
struct lesson_outline {
    char *title;                /* NULL if none */
    char **sections;
    size_t nsections;
};
bool lesson_read_outline(const char *path, struct lesson_outline *o);
void lesson_outline_free(struct lesson_outline *o);

#endif
