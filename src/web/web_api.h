/* SPDX-License-Identifier: GPL-3.0-or-later */
/* web_api.h: what the page of `abprune web` asks the core, which runs in
 * the page compiled to WebAssembly (doc/web.md), so that the page parses,
 * searches, explains, makes exercises and grades with the very code of
 * the terminal program, never with JavaScript of its own.
 *
 * Strings in are UTF-8 and NUL-terminated, in memory the page gets from
 * web_alloc(); every answer is a new JSON document (web_free() gives it
 * back): {"ok":true,...} or {"ok":false,"error":MESSAGE} with, for an
 * error in a tree, its "line" and "col" as `abprune run` names them.
 *
 * OPTIONS are lines "NAME VALUE" (or "NAME" alone), the long options of
 * abprune export and quiz without their dashes: algorithm f2, fail-soft,
 * window 0,4, view minimax, order best, depth 2, threshold 0.01, research
 * widened, tt, mccarthy, futility 1, guess 3, compare, root 2.1, types;
 * an exercise's degree, height, seed, irregular, cuts, deep.  The same
 * code is built natively for the unit tests (tests/unit/check_web.c). */
#ifndef ABPRUNE_WEB_API_H
#define ABPRUNE_WEB_API_H

#include <stdbool.h>
#include <stddef.h>

/* Memory for a string passed in, and giving back an answer. */
void *web_alloc(size_t size);
void web_free(void *p);

/* The language of what the core says from now on: en, uk, ru or hu
 * (po/LINGUAS); false for another. */
bool web_language(const char *code);

/* The search of the tree in TREE (the tree format) with OPTIONS, as the
 * page of `abprune export -f html` holds it: {"ok":true,"page":DATA},
 * DATA as doc/export.md describes it (with "compare", F1 and F2; with
 * "practice", the exercise of the search). */
char *web_search(const char *tree, const char *options);

/* A new exercise as `abprune quiz` makes it (OPTIONS: degree, height,
 * seed, irregular, cuts, deep, algorithm f1, f2 or f2-soft, view):
 * {"ok":true,"name":"3-4-7","seed":S,"tree":TREE,"page":DATA} with the
 * practice in DATA; the seed is the one that met the constraints. */
char *web_exercise(const char *options);

/* ANSWERS (lines of `quiz --check`'s answer file) graded against the
 * search of TREE with OPTIONS, every part asked (quiz --ask all):
 * {"ok":true,"title":...,"items":[{"where":...,"part":...,"verdict":...,
 * "right":BOOL,"reason":...,"line":N},...],"bad":[LINE:COL: message...],
 * "score":...,"perfect":BOOL}, in quiz --check's words. */
char *web_grade(const char *tree, const char *options, const char *answers);

/* The search of TREE with OPTIONS as a file to download: FORMAT tikz,
 * dot or text (export's picture), or tree (the tree file itself, written
 * back): {"ok":true,"text":...}. */
char *web_export(const char *tree, const char *options, const char *format);

/* The tree of a game's position as `gen game GAME POSITION --depth N`
 * writes it (OPTIONS: depth N): {"ok":true,"tree":TREE}. */
char *web_game(const char *game, const char *position, const char *options);

/* A generated tree as `abprune gen` writes it (OPTIONS: kind pi or
 * random, degree, height, seed, min, max, irregular): {"ok":true,"tree":TREE}. */
char *web_generate(const char *options);

/* The page's own words in the language in use, and the algorithms the
 * page offers (the table of algorithm.c): {"ok":true,"words":{...},
 * "algorithms":[{"name":"f2","title":...},...],"language":"uk"}. */
char *web_words(void);

#endif
