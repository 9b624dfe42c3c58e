/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_board.c: the lesson reader's board: the trees it loads, the
 * searches recorded on them, positions by path, and the directives that
 * move along a search (goto) or ask about it (question). */
#include "config.h"

#include "course/lesson_board.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "course/lesson_question.h"
#include "course/lesson_reader.h"
#include "search/step_state.h"
#include "tree/horizon.h"

/* ---- the board ---- */

static const struct tree *lesson_board_tree(const struct lesson_reader *r)
{
    return r->l->trees[r->board.tree];
}

static const struct trace *lesson_board_trace(const struct lesson_reader *r)
{
    return r->l->traces[r->board.trace];
}

/* Finds or records the trace for the board's tree, algorithm and window. */
static bool lesson_use_trace(struct lesson_reader *r, enum algorithm alg, size_t *index)
{
    struct lesson *l = r->l;
    const struct tree *t = lesson_board_tree(r);
    struct search_options o = r->rules;
    o.alg = alg;
    o.alpha = r->board.alpha;
    o.beta = r->board.beta;
    /* what the search is: its tree and the options that make it differ */
    char *key = str_printf("%zu %d %" PRId32 " %" PRId32 " %d %d %d %d %" PRId32 " %" PRId32,
                           r->board.tree, (int)alg, o.alpha, o.beta, (int)o.research, (int)o.tt,
                           (int)o.mccarthy, (int)o.futility, o.futility_margin, o.guess);
    uint32_t found;
    if (!key)
        return lesson_out_of_memory(r);
    if (strindex_find(&r->trace_keys, key, &found)) {
        free(key);
        *index = found;
        return true;
    }
    /* the lesson's searches share one budget of steps */
    bool too_long = false;
    struct trace *tr = r->steps < LESSON_MAX_STEPS
                       ? trace_record_max(t, &o, LESSON_MAX_STEPS - r->steps, &too_long)
                       : NULL;
    if (!tr && (too_long || r->steps >= LESSON_MAX_STEPS)) {
        free(key);
        return lesson_fail_at(r, 1, _("%s on this tree would take the lesson's searches past "
                                      "%zu steps in all, the most a lesson may record (%zu "
                                      "taken before it)"),
                              algorithm_info(alg)->name, LESSON_MAX_STEPS, r->steps);
    }
    struct step_state *s = tr ? step_state_new(tr) : NULL;
    struct trace_index x = { 0 };
    if (!s || !trace_index_init(&x, tr) ||
        !ARRAY_GROW(l->traces, l->captraces, l->ntraces + 1) ||
        !ARRAY_GROW(r->states, r->capstates, l->ntraces + 1) ||
        !ARRAY_GROW(r->indexes, r->capindexes, l->ntraces + 1) ||
        !ARRAY_GROW(r->keys, r->capkeys, l->ntraces + 1) ||
        !ARRAY_GROW(r->calls, r->capcalls, l->ntraces + 1) ||
        !strindex_add(&r->trace_keys, key, (uint32_t)l->ntraces)) {
        trace_index_free(&x);
        step_state_free(s);
        trace_free(tr);
        free(key);
        return lesson_out_of_memory(r);
    }
    step_state_seek(s, tr->len);
    r->steps += tr->len;
    l->traces[l->ntraces] = tr;
    r->states[l->ntraces] = s;
    r->indexes[l->ntraces] = x;
    r->keys[l->ntraces] = key;
    r->calls[l->ntraces] = NULL;
    *index = l->ntraces++;
    return true;
}

bool lesson_setup(struct lesson_reader *r)
{
    if (!lesson_use_trace(r, r->board.alg, &r->board.trace))
        return false;
    r->board.step = 0;
    return lesson_new_item(r, LOP_SETUP) != NULL || lesson_out_of_memory(r);
}

bool lesson_add_tree(struct lesson_reader *r, struct tree *t)
{
    struct lesson *l = r->l;
    size_t max = lesson_max_positions(r);
    if (t->count > max - r->positions) {
        lesson_fail_at(r, 1, _("this tree of %zu positions would take the lesson's trees past "
                               "%zu positions in all, the limit (%zu taken by the trees before "
                               "it; --max-positions raises the limit)"),
                       t->count, max, r->positions);
        tree_free(t);
        return false;
    }
    r->positions += t->count;
    int32_t *truth = malloc(t->count * sizeof *truth);
    if (!truth || !ARRAY_GROW(l->trees, l->captrees, l->ntrees + 1) ||
        !ARRAY_GROW(r->true_values, r->captruth, l->ntrees + 1)) {
        free(truth);
        tree_free(t);
        return lesson_out_of_memory(r);
    }
    search_true_values(t, truth);
    l->trees[l->ntrees] = t;
    r->true_values[l->ntrees] = truth;
    r->source_tree = r->board.tree = l->ntrees++;
    r->limit_depth = HORIZON_NO_DEPTH;
    r->limit_threshold = 0;
    r->have_tree = true;
    if (!r->view_set)
        r->board.view = t->written;
    return lesson_setup(r);
}

bool lesson_need_tree(struct lesson_reader *r, const char *what)
{
    return r->have_tree ||
           lesson_fail_at(r, 1, _("%s before any tree is loaded (use 'tree FILE')"), what);
}

/* A node path argument; fails when the tree has no such position. */
static bool lesson_find_node(struct lesson_reader *r, const char *path, unsigned col, node_id *out)
{
    /* a path, or a label (a game's positions are labelled by their moves) */
    *out = tree_find_path(lesson_board_tree(r), path);
    if (*out == AB_NO_NODE)
        *out = tree_find_label(lesson_board_tree(r), path);
    if (*out == AB_NO_NODE)
        return lesson_fail_at(r, col, _("no position '%s' in this tree (paths are like 1.2.3, "
                                        "or root, or a label)"), path);
    return true;
}

bool lesson_do_goto(struct lesson_reader *r, const char *name, char *args, const char *line)
{
    (void)name;
    if (!lesson_need_tree(r, "goto"))
        return false;
    const struct trace *tr = lesson_board_trace(r);
    const char *how = lesson_next_word(&args), *arg = lesson_next_word(&args);
    size_t step;
    if (!how)
        return lesson_fail_at(r, 1,
                              _("goto needs a target: start, end, step N, node PATH, "
                                "return PATH or cutoff"));
    if (strcmp(how, "start") == 0) {
        step = 0;
    } else if (strcmp(how, "end") == 0) {
        step = tr->len;
    } else if (strcmp(how, "step") == 0) {
        long n;
        if (!arg || !parse_bounded_int(arg, 2000000000L, 0, &n) || n < 0)
            return lesson_fail_at(r, arg ? lesson_col_of(line, arg) : 1,
                                  _("goto step needs a step number"));
        if ((size_t)n > tr->len)
            return lesson_fail_at(r, lesson_col_of(line, arg),
                                  _("step %ld is out of range: %s on this tree "
                                    "has steps 0 to %zu"),
                                  n, algorithm_info(r->board.alg)->name, tr->len);
        step = (size_t)n;
    } else if (strcmp(how, "node") == 0 || strcmp(how, "return") == 0) {
        node_id n;
        if (!arg)
            return lesson_fail_at(r, 1, _("goto %s needs a position"), how);
        if (!lesson_find_node(r, arg, lesson_col_of(line, arg), &n))
            return false;
        const struct trace_index *x = &r->indexes[r->board.trace];
        size_t e = how[0] == 'n' ? trace_index_reach(x, n, 0) : trace_index_return(x, n, 0);
        if (e == SIZE_MAX)
            return lesson_fail_at(r, lesson_col_of(line, arg),
                                  _("%s never reaches %s: it is pruned"),
                                  algorithm_info(r->board.alg)->name, arg);
        step = e + 1;
    } else if (strcmp(how, "cutoff") == 0) {
        step = trace_index_cutoff(&r->indexes[r->board.trace], r->board.step);
        if (step != SIZE_MAX)
            step++;
        else
            return lesson_fail_at(r, lesson_col_of(line, how), _("no cutoff after step %zu"),
                                  r->board.step);
    } else {
        return lesson_fail_at(r, lesson_col_of(line, how),
                              _("unknown goto target '%s' (use start, end, step, "
                                "node, return or cutoff)"),
                              how);
    }
    if (lesson_next_word(&args))
        return lesson_fail_at(r, 1, _("goto takes one target"));
    r->board.step = step;
    return lesson_new_item(r, LOP_GOTO) != NULL || lesson_out_of_memory(r);
}

/* The calls of trace i, made the first time (NULL when out of memory);
 * the others are let go when they would hold too many positions. */
static struct calls *lesson_calls(struct lesson_reader *r, size_t i)
{
    if (r->calls[i])
        return r->calls[i];
    size_t count = r->l->traces[i]->tree->count;
    if (r->calls_positions + count > LESSON_CALLS_POSITIONS) {
        for (size_t k = 0; k < r->l->ntraces; k++) {
            if (r->calls[k])
                calls_free(r->calls[k]);
            free(r->calls[k]);
            r->calls[k] = NULL;
        }
        r->calls_positions = 0;
    }
    struct calls *c = malloc(sizeof *c);
    if (!c || !calls_init(c, r->l->traces[i], r->states[i])) {
        free(c);
        return NULL;
    }
    r->calls_positions += count;
    return r->calls[i] = c;
}

/* Reads the positions named in args into the item. */
bool lesson_read_nodes(struct lesson_reader *r, char **args, const char *line,
                       struct lesson_item *it, const char *stop)
{
    for (char *w; (w = lesson_next_word(args)) != NULL;) {
        if (stop && strcmp(w, stop) == 0)
            return true;
        node_id n;
        if (!lesson_find_node(r, w, lesson_col_of(line, w), &n))
            return false;
        if (!ARRAY_GROW(it->nodes, it->capnodes, it->nnodes + 1))
            return lesson_out_of_memory(r);
        it->nodes[it->nnodes++] = n;
    }
    return !stop || lesson_fail_at(r, 1, _("question next needs '%s POSITION' at the end"), stop);
}

/* question value PATH ANSWER | cut PATH KIND | leaves [ALGORITHM] N |
 * next PATH... answer PATH */
bool lesson_do_question(struct lesson_reader *r, const char *name, char *args, const char *line)
{
    (void)name;
    char *kind = lesson_next_word(&args);
    int k = -1;
    for (int i = Q_VALUE; kind && i <= Q_WINDOW; i++)
        if (strcmp(kind, question_kind_name((enum question_kind)i)) == 0)
            k = i;
    if (k < 0)
        return lesson_fail_at(r, kind ? lesson_col_of(line, kind) : 1,
                              _("question needs a kind: value, cut, leaves, next or window"));
    struct lesson_item *q = lesson_new_item(r, LOP_QUESTION);
    if (!q)
        return lesson_out_of_memory(r);
    q->qkind = (enum question_kind)k;
    r->l->nquestions++;
    size_t trace = r->board.trace;
    char *stated = NULL;
    if (q->qkind == Q_VALUE || q->qkind == Q_CUT || q->qkind == Q_WINDOW) {
        char *path = lesson_next_word(&args);
        node_id n;
        if (!path || !lesson_find_node(r, path, lesson_col_of(line, path), &n))
            return path ? false : lesson_fail_at(r, 1, _("question %s needs a position"), kind);
        if (!ARRAY_GROW(q->nodes, q->capnodes, 1))
            return lesson_out_of_memory(r);
        q->nodes[q->nnodes++] = n;
        stated = lesson_next_word(&args);
    } else if (q->qkind == Q_LEAVES) {
        stated = lesson_next_word(&args);
        char *more = lesson_next_word(&args);
        if (more) {
            enum algorithm a = lesson_algorithm(r, stated, line);
            if (a == ALG_COUNT || !lesson_use_trace(r, a, &trace))
                return false;
            stated = more;
        }
    } else {
        if (!lesson_read_nodes(r, &args, line, q, "answer"))
            return false;
        if (q->nnodes < 2)
            return lesson_fail_at(r, 1, _("question next needs two positions or more"));
        stated = lesson_next_word(&args);
    }
    if (!stated)
        return lesson_fail_at(r, 1, _("question %s needs the right answer at the end"), kind);
    if (lesson_next_word(&args))
        return lesson_fail_at(r, 1, _("too many words for question %s"), kind);
    q->board.trace = trace;
    struct calls *calls = q->qkind == Q_WINDOW ? lesson_calls(r, trace) : NULL;
    if (q->qkind == Q_WINDOW && !calls)
        return lesson_out_of_memory(r);
    bool limited = r->board.tree != r->source_tree;
    struct question_context c = { r->l->traces[trace], r->states[trace], &r->indexes[trace],
                                  calls,
                                  r->true_values[r->board.tree], r->board.step, r->board.view,
                                  limited ? r->l->trees[r->source_tree] : NULL,
                                  limited ? r->true_values[r->source_tree] : NULL,
                                  r->limit_depth, r->limit_threshold };
    char why[300];
    const char *problem = question_resolve(q, &c, why, sizeof why);
    if (problem)
        return lesson_fail_at(r, 1, "%s", problem);
    if (!q->answer || !q->explanation || !q->text)
        return lesson_out_of_memory(r);
    if (!lesson_answer_ok(q, stated))
        return lesson_fail_at(r, lesson_col_of(line, stated),
                              _("the stated answer '%s' is wrong.  %s"), stated, q->explanation);
    return true;
}
