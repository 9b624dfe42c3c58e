/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_reader.c: what the parts of the lesson reader share: errors at
 * the current line, items appended, words split off a line, and the
 * algorithms a lesson may name. */
#include "config.h"

#include "course/lesson_reader.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "search/searchopt.h"
#include "tree/horizon.h"

bool lesson_fail_at(struct lesson_reader *r, unsigned col, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_set(r->err, r->l->path, r->line, col, "%s", msg);
    return false;
}

size_t lesson_max_positions(const struct lesson_reader *r)
{
    return r->limits.max_positions ? r->limits.max_positions : TREE_DEFAULT_MAX_POSITIONS;
}

bool lesson_out_of_memory(struct lesson_reader *r)
{
    return lesson_fail_at(r, 0, _("out of memory"));
}

struct lesson_item *lesson_new_item(struct lesson_reader *r, enum lesson_op op)
{
    struct lesson *l = r->l;
    if (!ARRAY_GROW(l->items, l->capitems, l->nitems + 1))
        return NULL;
    struct lesson_item *it = &l->items[l->nitems++];
    memset(it, 0, sizeof *it);
    it->op = op;
    it->line = r->line;
    it->board = r->board;
    if (l->nsections)
        l->sections[l->nsections - 1].end = l->nitems;
    return it;
}

/* Splits off the next space-separated word of *s (NULL at the end). */
char *lesson_next_word(char **s)
{
    char *p = *s;
    while (*p == ' ' || *p == '\t')
        p++;
    if (!*p)
        return NULL;
    char *w = p;
    while (*p && *p != ' ' && *p != '\t')
        p++;
    if (*p)
        *p++ = '\0';
    *s = p;
    return w;
}

unsigned lesson_col_of(const char *line, const char *word)
{
    return (unsigned)(word - line) + 1;
}

/* Whether alg takes the search options in use (the same rules as the
 * command line's); col: where to point when it does not. */
bool lesson_rules_ok(struct lesson_reader *r, enum algorithm alg, unsigned col)
{
    /* a window narrower than the whole line is a window, except F1's
     * `window -inf,B`: its one bound B */
    bool narrow = r->board.alpha != -AB_INF || r->board.beta != AB_INF;
    if (alg == ALG_F1 && r->board.alpha != -AB_INF)
        return lesson_fail_at(r, col, _("F1 has one bound: write 'window -inf,B' for F1(p, B)"));
    struct search_request rq = {.o = r->rules,
                                .horizon = r->limit_depth != HORIZON_NO_DEPTH,
                                .window = narrow && alg != ALG_F1};
    rq.o.alg = alg;
    struct diag err;
    return search_request_check(&rq, USE_LESSON, SPELL_LESSON, &err) ||
           lesson_fail_at(r, col, "%s", err.message);
}

/* The algorithm named at word (of line), if lessons take it and it takes
 * the options in use; ALG_COUNT (error reported) otherwise. */
enum algorithm lesson_algorithm(struct lesson_reader *r, const char *word, const char *line)
{
    struct diag err;
    enum algorithm a = algorithm_lookup(word, USE_LESSON, &err);
    if (a == ALG_COUNT) {
        lesson_fail_at(r, lesson_col_of(line, word), "%s", err.message);
        return ALG_COUNT;
    }
    return lesson_rules_ok(r, a, lesson_col_of(line, word)) ? a : ALG_COUNT;
}
