/* lesson.c: reading a lesson and playing it through to check it. */
#include "config.h"

#include "lesson.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "describe.h"
#include "format.h"
#include "horizon.h"
#include "i18n.h"
#include "lesson_question.h"
#include "parse.h"
#include "searchopt.h"
#include "util.h"

/* Everything the reader needs while playing the lesson through. */
struct reader {
    struct lesson *l;
    struct diag *err;
    char *dir;                  /* the lesson's directory, for tree paths */
    unsigned line;
    struct lesson_board board;
    bool have_tree, view_set;
    size_t source_tree;         /* the tree as loaded, before any limit */
    uint32_t limit_depth;       /* the board's depth limit, or HORIZON_NO_DEPTH */
    struct search_options rules; /* what `use` turned on: research, tt, ... */
    struct step_state **states; /* one per trace, at its end */
    int32_t **true_values;      /* one per tree */
    struct tree_limits limits;  /* on the trees it reads */
};

static bool fail_at(struct reader *r, unsigned col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool fail_at(struct reader *r, unsigned col, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_set(r->err, r->l->path, r->line, col, "%s", msg);
    return false;
}

static bool out_of_memory(struct reader *r)
{
    return fail_at(r, 0, _("out of memory"));
}

/* Grows an array by one element; false when out of memory. */
static bool grow(void **array, size_t count, size_t size)
{
    void *p = realloc(*array, (count + 1) * size);
    if (!p)
        return false;
    *array = p;
    return true;
}

static struct lesson_item *new_item(struct reader *r, enum lesson_op op)
{
    struct lesson *l = r->l;
    if (!grow((void **)&l->items, l->nitems, sizeof *l->items))
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

/* ---- the board ---- */

static const struct tree *board_tree(const struct reader *r)
{
    return r->l->trees[r->board.tree];
}

static const struct trace *board_trace(const struct reader *r)
{
    return r->l->traces[r->board.trace];
}

/* Finds or records the trace for the board's tree, algorithm and window. */
static bool use_trace(struct reader *r, enum algorithm alg, size_t *index)
{
    struct lesson *l = r->l;
    const struct tree *t = board_tree(r);
    struct search_options o = r->rules;
    o.alg = alg;
    o.alpha = r->board.alpha;
    o.beta = r->board.beta;
    for (size_t i = 0; i < l->ntraces; i++) {
        const struct search_options *p = &l->traces[i]->options;
        if (l->traces[i]->tree == t && p->alg == alg && p->alpha == o.alpha &&
            p->beta == o.beta && p->research == o.research && p->tt == o.tt &&
            p->mccarthy == o.mccarthy && p->futility == o.futility &&
            p->futility_margin == o.futility_margin && p->guess == o.guess) {
            *index = i;
            return true;
        }
    }
    struct trace *tr = trace_record(t, &o);
    struct step_state *s = tr ? state_new(tr) : NULL;
    if (!s || !grow((void **)&l->traces, l->ntraces, sizeof *l->traces) ||
        !grow((void **)&r->states, l->ntraces, sizeof *r->states)) {
        state_free(s);
        trace_free(tr);
        return out_of_memory(r);
    }
    state_seek(s, tr->len);
    l->traces[l->ntraces] = tr;
    r->states[l->ntraces] = s;
    *index = l->ntraces++;
    return true;
}

static bool setup(struct reader *r)
{
    if (!use_trace(r, r->board.alg, &r->board.trace))
        return false;
    r->board.step = 0;
    return new_item(r, LOP_SETUP) != NULL || out_of_memory(r);
}

static bool add_tree(struct reader *r, struct tree *t)
{
    struct lesson *l = r->l;
    int32_t *truth = malloc(t->count * sizeof *truth);
    if (!truth || !grow((void **)&l->trees, l->ntrees, sizeof *l->trees) ||
        !grow((void **)&r->true_values, l->ntrees, sizeof *r->true_values)) {
        free(truth);
        tree_free(t);
        return out_of_memory(r);
    }
    search_true_values(t, truth);
    l->trees[l->ntrees] = t;
    r->true_values[l->ntrees] = truth;
    r->source_tree = r->board.tree = l->ntrees++;
    r->limit_depth = HORIZON_NO_DEPTH;
    r->have_tree = true;
    if (!r->view_set)
        r->board.view = t->written;
    return setup(r);
}

static bool need_tree(struct reader *r, const char *what)
{
    return r->have_tree || fail_at(r, 1, _("%s before any tree is loaded (use 'tree FILE')"), what);
}

/* A node path argument; fails when the tree has no such position. */
static bool find_node(struct reader *r, const char *path, unsigned col, node_id *out)
{
    *out = tree_find_path(board_tree(r), path);
    if (*out == AB_NO_NODE)
        return fail_at(r, col, _("no position '%s' in this tree (paths are like 1.2.3, or root)"),
                       path);
    return true;
}

/* The index of the event that first reaches n (enter or leaf), or SIZE_MAX. */
static size_t reach_event(const struct trace *tr, node_id n)
{
    for (size_t i = 0; i < tr->len; i++)
        if ((tr->ev[i].type == EV_ENTER || tr->ev[i].type == EV_LEAF) && tr->ev[i].node == n)
            return i;
    return SIZE_MAX;
}

/* The index of the event at which n returns (exit or leaf), or SIZE_MAX. */
static size_t return_event(const struct trace *tr, node_id n)
{
    for (size_t i = 0; i < tr->len; i++)
        if ((tr->ev[i].type == EV_EXIT || tr->ev[i].type == EV_LEAF) && tr->ev[i].node == n)
            return i;
    return SIZE_MAX;
}

/* ---- directives ---- */

/* Splits off the next space-separated word of *s (NULL at the end). */
static char *next_word(char **s)
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

static unsigned col_of(const char *line, const char *word)
{
    return (unsigned)(word - line) + 1;
}

/* Whether alg takes the search options in use (the same rules as the
 * command line's); col: where to point when it does not. */
static bool rules_ok(struct reader *r, enum algorithm alg, unsigned col)
{
    /* a window narrower than the whole line is a window, except F1's
     * `window -inf,B`: its one bound B */
    bool narrow = r->board.alpha != -AB_INF || r->board.beta != AB_INF;
    if (alg == ALG_F1 && r->board.alpha != -AB_INF)
        return fail_at(r, col, _("F1 has one bound: write 'window -inf,B' for F1(p, B)"));
    struct search_request rq = { .o = r->rules,
                                 .horizon = r->limit_depth != HORIZON_NO_DEPTH,
                                 .window = narrow && alg != ALG_F1 };
    rq.o.alg = alg;
    struct diag err;
    return search_request_check(&rq, USE_LESSON, SPELL_LESSON, &err) ||
           fail_at(r, col, "%s", err.message);
}

/* The algorithm named at word (of line), if lessons take it and it takes
 * the options in use; ALG_COUNT (error reported) otherwise. */
static enum algorithm lesson_algorithm(struct reader *r, const char *word, const char *line)
{
    struct diag err;
    enum algorithm a = algorithm_lookup(word, USE_LESSON, &err);
    if (a == ALG_COUNT) {
        fail_at(r, col_of(line, word), "%s", err.message);
        return ALG_COUNT;
    }
    return rules_ok(r, a, col_of(line, word)) ? a : ALG_COUNT;
}

static bool do_tree(struct reader *r, const char *arg, bool inline_text)
{
    struct diag terr;
    struct tree *t;
    if (inline_text) {
        char name[300];
        snprintf(name, sizeof name, "%s:%u", r->l->path, r->line);
        t = tree_parse_with(arg, strlen(arg), name, &r->limits, &terr);
    } else {
        char *path = malloc(strlen(r->dir) + strlen(arg) + 2);
        if (!path)
            return out_of_memory(r);
        if (arg[0] == '/')
            strcpy(path, arg);
        else
            sprintf(path, "%s/%s", r->dir, arg);
        t = tree_load_with(path, &r->limits, &terr);
        free(path);
    }
    if (!t) {
        const char *name = inline_text ? "inline" : arg;
        if (terr.line)
            return fail_at(r, 1, _("tree '%s' does not load (line %u, column %u): %s"), name,
                           terr.line, terr.col, terr.message);
        return fail_at(r, 1, _("tree '%s' does not load: %s"), name, terr.message);
    }
    return add_tree(r, t);
}

static bool do_goto(struct reader *r, const char *name, char *args, const char *line)
{
    (void)name;
    if (!need_tree(r, "goto"))
        return false;
    const struct trace *tr = board_trace(r);
    const char *how = next_word(&args), *arg = next_word(&args);
    size_t step;
    if (!how)
        return fail_at(r, 1, _("goto needs a target: start, end, step N, node PATH, "
                       "return PATH or cutoff"));
    if (strcmp(how, "start") == 0) {
        step = 0;
    } else if (strcmp(how, "end") == 0) {
        step = tr->len;
    } else if (strcmp(how, "step") == 0) {
        long n;
        if (!arg || !parse_bounded_int(arg, 2000000000L, 0, &n) || n < 0)
            return fail_at(r, arg ? col_of(line, arg) : 1, _("goto step needs a step number"));
        if ((size_t)n > tr->len)
            return fail_at(r, col_of(line, arg), _("step %ld is out of range: %s on this tree "
                           "has steps 0 to %zu"), n, algorithm_info(r->board.alg)->name, tr->len);
        step = (size_t)n;
    } else if (strcmp(how, "node") == 0 || strcmp(how, "return") == 0) {
        node_id n;
        if (!arg)
            return fail_at(r, 1, _("goto %s needs a position"), how);
        if (!find_node(r, arg, col_of(line, arg), &n))
            return false;
        size_t e = how[0] == 'n' ? reach_event(tr, n) : return_event(tr, n);
        if (e == SIZE_MAX)
            return fail_at(r, col_of(line, arg), _("%s never reaches %s: it is pruned"),
                           algorithm_info(r->board.alg)->name, arg);
        step = e + 1;
    } else if (strcmp(how, "cutoff") == 0) {
        step = SIZE_MAX;
        for (size_t i = r->board.step; i < tr->len; i++)
            if (tr->ev[i].type == EV_CUTOFF) {
                step = i + 1;
                break;
            }
        if (step == SIZE_MAX)
            return fail_at(r, col_of(line, how), _("no cutoff after step %zu"), r->board.step);
    } else {
        return fail_at(r, col_of(line, how), _("unknown goto target '%s' (use start, end, step, "
                       "node, return or cutoff)"), how);
    }
    if (next_word(&args))
        return fail_at(r, 1, _("goto takes one target"));
    r->board.step = step;
    return new_item(r, LOP_GOTO) != NULL || out_of_memory(r);
}

/* Reads the positions named in args into the item. */
static bool read_nodes(struct reader *r, char **args, const char *line, struct lesson_item *it,
                       const char *stop)
{
    for (char *w; (w = next_word(args)) != NULL;) {
        if (stop && strcmp(w, stop) == 0)
            return true;
        node_id n;
        if (!find_node(r, w, col_of(line, w), &n))
            return false;
        if (!grow((void **)&it->nodes, it->nnodes, sizeof *it->nodes))
            return out_of_memory(r);
        it->nodes[it->nnodes++] = n;
    }
    return !stop || fail_at(r, 1, _("question next needs '%s POSITION' at the end"), stop);
}

/* question value PATH ANSWER | cut PATH KIND | leaves [ALGORITHM] N |
 * next PATH... answer PATH */
static bool do_question(struct reader *r, const char *name, char *args, const char *line)
{
    (void)name;
    char *kind = next_word(&args);
    int k = -1;
    for (int i = Q_VALUE; kind && i <= Q_NEXT; i++)
        if (strcmp(kind, question_kind_name((enum question_kind)i)) == 0)
            k = i;
    if (k < 0)
        return fail_at(r, kind ? col_of(line, kind) : 1,
                       _("question needs a kind: value, cut, leaves or next"));
    struct lesson_item *q = new_item(r, LOP_QUESTION);
    if (!q)
        return out_of_memory(r);
    q->qkind = (enum question_kind)k;
    r->l->nquestions++;
    size_t trace = r->board.trace;
    char *stated = NULL;
    if (q->qkind == Q_VALUE || q->qkind == Q_CUT) {
        char *path = next_word(&args);
        node_id n;
        if (!path || !find_node(r, path, col_of(line, path), &n))
            return path ? false : fail_at(r, 1, _("question %s needs a position"), kind);
        if (!grow((void **)&q->nodes, 0, sizeof *q->nodes))
            return out_of_memory(r);
        q->nodes[q->nnodes++] = n;
        stated = next_word(&args);
    } else if (q->qkind == Q_LEAVES) {
        stated = next_word(&args);
        char *more = next_word(&args);
        if (more) {
            enum algorithm a = lesson_algorithm(r, stated, line);
            if (a == ALG_COUNT || !use_trace(r, a, &trace))
                return false;
            stated = more;
        }
    } else {
        if (!read_nodes(r, &args, line, q, "answer"))
            return false;
        if (q->nnodes < 2)
            return fail_at(r, 1, _("question next needs two positions or more"));
        stated = next_word(&args);
    }
    if (!stated)
        return fail_at(r, 1, _("question %s needs the right answer at the end"), kind);
    if (next_word(&args))
        return fail_at(r, 1, _("too many words for question %s"), kind);
    q->board.trace = trace;
    bool limited = r->board.tree != r->source_tree;
    struct question_context c = { r->l->traces[trace], r->states[trace],
                                  r->true_values[r->board.tree], r->board.step, r->board.view,
                                  limited ? r->l->trees[r->source_tree] : NULL,
                                  limited ? r->true_values[r->source_tree] : NULL };
    char why[300];
    const char *problem = question_resolve(q, &c, why, sizeof why);
    if (problem)
        return fail_at(r, 1, "%s", problem);
    if (!q->answer || !q->explanation || !q->text)
        return out_of_memory(r);
    if (!lesson_answer_ok(q, stated))
        return fail_at(r, col_of(line, stated), _("the stated answer '%s' is wrong: %s"),
                       stated, q->explanation);
    return true;
}

/* limit depth N | limit threshold T | limit none: the loaded tree cut at a
 * depth or plausibility threshold (horizon.h), put on the board. */
static bool do_limit(struct reader *r, const char *name, char *args, const char *line)
{
    (void)name;
    char *what = next_word(&args), *arg = next_word(&args);
    const struct tree *source = r->l->trees[r->source_tree];
    if (what && strcmp(what, "none") == 0 && !arg) {
        r->board.tree = r->source_tree;
        r->limit_depth = HORIZON_NO_DEPTH;
        return setup(r);
    }
    uint32_t depth = HORIZON_NO_DEPTH;
    double threshold = 0;
    long n;
    if (what && arg && strcmp(what, "depth") == 0 && parse_bounded_int(arg, 1000000, 0, &n) &&
        n >= 0) {
        depth = (uint32_t)n;
    } else if (what && arg && strcmp(what, "threshold") == 0) {
        char *end;
        threshold = strtod(arg, &end);
        if (*end || !(threshold > 0 && threshold <= 1))
            return fail_at(r, col_of(line, arg), _("bad threshold '%s': a number in (0, 1]"), arg);
    } else {
        return fail_at(r, what ? col_of(line, what) : 1,
                       _("limit needs 'depth N', 'threshold T' or 'none'"));
    }
    if (next_word(&args))
        return fail_at(r, 1, _("limit takes one setting"));
    struct diag herr;
    size_t made;
    struct tree *t = tree_horizon(source, depth, threshold, r->l->path, &herr, &made);
    if (!t)
        return fail_at(r, 1, "%s", herr.message);
    size_t keep = r->source_tree;
    if (!add_tree(r, t))
        return false;
    r->source_tree = keep;
    r->limit_depth = depth;
    return true;
}

/* use research | tt | mccarthy | futility M | none: the options of the
 * searches on the board (search.h). */
static bool do_use(struct reader *r, const char *name, char *args, const char *line)
{
    (void)name;
    char *what = next_word(&args), *arg = next_word(&args);
    long n;
    if (!what)
        return fail_at(r, 1, _("use needs research, tt, mccarthy, futility M or none"));
    if (strcmp(what, "none") == 0) {
        r->rules = search_defaults(ALG_F2);
    } else if (strcmp(what, "research") == 0) {
        r->rules.research = true;
    } else if (strcmp(what, "tt") == 0) {
        r->rules.tt = true;
    } else if (strcmp(what, "mccarthy") == 0) {
        r->rules.mccarthy = true;
    } else if (strcmp(what, "futility") == 0) {
        if (!arg || !parse_bounded_int(arg, AB_VALUE_LIMIT, 0, &n) || n < 0)
            return fail_at(r, arg ? col_of(line, arg) : 1, _("use futility needs a margin >= 0"));
        r->rules.futility = true;
        r->rules.futility_margin = (int32_t)n;
        r->rules.horizon = r->limit_depth;
        arg = next_word(&args);
    } else {
        return fail_at(r, col_of(line, what), _("unknown option '%s' (use research, tt, mccarthy, "
                       "futility M or none)"), what);
    }
    if (arg && strcmp(what, "futility") != 0)
        return fail_at(r, col_of(line, arg), _("use takes one option per line"));
    if (arg)
        return fail_at(r, 1, _("use takes one option per line"));
    return rules_ok(r, r->board.alg, 1) && (!r->have_tree || setup(r));
}

/* ---- the directives: one handler each, the table after them ---- */

static bool do_title(struct reader *r, const char *name, char *rest, const char *line)
{
    (void)name, (void)line;
    struct lesson *l = r->l;
    if (l->title)
        return fail_at(r, 1, _("a second title"));
    if (l->nsections)
        return fail_at(r, 1, _("the title comes before the first section"));
    if (!*rest)
        return fail_at(r, 1, _("title needs text"));
    return (l->title = strdup(rest)) != NULL || out_of_memory(r);
}

static bool do_section(struct reader *r, const char *name, char *rest, const char *line)
{
    (void)name, (void)line;
    struct lesson *l = r->l;
    if (!*rest)
        return fail_at(r, 1, _("section needs a title"));
    if (!l->title)
        return fail_at(r, 1, _("the lesson has no title: 'title TEXT' comes before "
                               "the first section"));
    if (!grow((void **)&l->sections, l->nsections, sizeof *l->sections))
        return out_of_memory(r);
    struct lesson_section *s = &l->sections[l->nsections++];
    s->title = strdup(rest);
    s->first = s->end = l->nitems;
    return s->title != NULL || out_of_memory(r);
}

static bool do_say(struct reader *r, const char *name, char *rest, const char *line)
{
    (void)name, (void)line;
    struct lesson_item *it = new_item(r, LOP_SAY);
    return (it && (it->text = strdup(rest)) != NULL) || out_of_memory(r);
}

/* tree FILE and tree-inline TREE */
static bool do_tree_line(struct reader *r, const char *name, char *rest, const char *line)
{
    (void)line;
    bool inline_text = strcmp(name, "tree-inline") == 0;
    if (!*rest)
        return fail_at(r, 1, "%s", inline_text ? _("tree-inline needs a tree")
                                               : _("tree needs a file name"));
    return do_tree(r, rest, inline_text);
}

static bool do_algorithm(struct reader *r, const char *name, char *rest, const char *line)
{
    (void)name;
    enum algorithm a = lesson_algorithm(r, rest, line);
    if (a == ALG_COUNT)
        return false;
    r->board.alg = a;
    return !r->have_tree || setup(r);
}

static bool do_window(struct reader *r, const char *name, char *rest, const char *line)
{
    (void)name;
    int32_t a, b;
    if (strcmp(rest, "full") == 0) {
        a = -AB_INF;
        b = AB_INF;
    } else if (!parse_window(rest, &a, &b)) {
        return fail_at(r, col_of(line, rest), _("bad window '%s': expected A,B with A < B, "
                                                "or full"), rest);
    }
    r->board.alpha = a;
    r->board.beta = b;
    return rules_ok(r, r->board.alg, col_of(line, rest)) && (!r->have_tree || setup(r));
}

static bool do_view(struct reader *r, const char *name, char *rest, const char *line)
{
    (void)name;
    int v = view_from_name(rest);
    if (v < 0)
        return fail_at(r, col_of(line, rest), _("unknown view '%s' (negamax or minimax)"), rest);
    r->board.view = (enum value_view)v;
    r->view_set = true;
    return !r->have_tree || new_item(r, LOP_SETUP) != NULL || out_of_memory(r);
}

static bool do_highlight(struct reader *r, const char *name, char *rest, const char *line)
{
    (void)name;
    struct lesson_item *it = new_item(r, LOP_HIGHLIGHT);
    return it ? read_nodes(r, &rest, line, it, NULL) : out_of_memory(r);
}

static bool do_pause(struct reader *r, const char *name, char *rest, const char *line)
{
    (void)name, (void)rest, (void)line;
    return new_item(r, LOP_PAUSE) != NULL || out_of_memory(r);
}

/* hint TEXT and prompt TEXT, after a question */
static bool do_hint(struct reader *r, const char *name, char *rest, const char *line)
{
    (void)line;
    struct lesson *l = r->l;
    struct lesson_item *q = l->nitems ? &l->items[l->nitems - 1] : NULL;
    if (!q || q->op != LOP_QUESTION)
        return fail_at(r, 1, _("'%s' must follow a question"), name);
    if (!*rest)
        return fail_at(r, 1, _("%s needs text"), name);
    if (strcmp(name, "prompt") == 0) {
        free(q->text);
        return (q->text = strdup(rest)) != NULL || out_of_memory(r);
    }
    if (!grow((void **)&q->hints, q->nhints, sizeof *q->hints))
        return out_of_memory(r);
    return (q->hints[q->nhints++] = strdup(rest)) != NULL || out_of_memory(r);
}

/* The directives of doc/lesson-format.md: a name, whether it belongs in a
 * section and needs a tree, and its handler (given the name, the rest of
 * the line after it, and the whole line for columns). */
static const struct directive {
    const char *name;
    bool in_section, needs_tree;
    bool (*run)(struct reader *r, const char *name, char *rest, const char *line);
} directives[] = {
    { "title", false, false, do_title },
    { "section", false, false, do_section },
    { "say", true, false, do_say },
    { "tree", true, false, do_tree_line },
    { "tree-inline", true, false, do_tree_line },
    { "algorithm", true, false, do_algorithm },
    { "window", true, false, do_window },
    { "view", true, false, do_view },
    { "goto", true, false, do_goto },
    { "limit", true, true, do_limit },
    { "use", true, false, do_use },
    { "highlight", true, true, do_highlight },
    { "pause", true, false, do_pause },
    { "question", true, true, do_question },
    { "hint", true, false, do_hint },
    { "prompt", true, false, do_hint },
};

static bool do_line(struct reader *r, char *line)
{
    char *rest = line;
    char *name = next_word(&rest);
    while (*rest == ' ' || *rest == '\t')
        rest++;
    const struct directive *d = NULL;
    for (size_t i = 0; i < sizeof directives / sizeof directives[0] && !d; i++)
        if (strcmp(name, directives[i].name) == 0)
            d = &directives[i];
    if ((!d || d->in_section) && !r->l->nsections)
        return fail_at(r, 1, _("'%s' before the first section"), name);
    if (!d)
        return fail_at(r, 1, _("unknown directive '%s'"), name);
    return (!d->needs_tree || need_tree(r, name)) && d->run(r, name, rest, line);
}

/* The format line: "abprune-lesson 1". */
static bool do_version(struct reader *r, char *line)
{
    char *rest = line, *name = next_word(&rest), *v = next_word(&rest);
    if (strcmp(name, "abprune-lesson") != 0)
        return fail_at(r, 1, _("a lesson starts with the line 'abprune-lesson %d'"),
                       LESSON_FORMAT_VERSION);
    if (!v || strcmp(v, "1") != 0 || next_word(&rest))
        return fail_at(r, v ? col_of(line, v) : 1, _("unsupported lesson format '%s' "
                       "(this program reads version %d)"), v ? v : "", LESSON_FORMAT_VERSION);
    return true;
}

static bool play(struct reader *r, char *text)
{
    bool versioned = false;
    unsigned end_col = 1;       /* the column of the end of input */
    r->line = 0;
    for (char *p = text; p;) {
        char *nl = strchr(p, '\n');
        if (nl)
            *nl = '\0';
        r->line++;
        char *line = p;
        p = nl ? nl + 1 : NULL;
        size_t n = strlen(line);
        end_col = col_of(line, line + n);
        while (n && (line[n - 1] == '\r' || line[n - 1] == ' ' || line[n - 1] == '\t'))
            line[--n] = '\0';
        const char *first = line + strspn(line, " \t");
        if (!*first || *first == '#')
            continue;
        if (first != line)
            return fail_at(r, 1, _("directives start at the beginning of the line"));
        if (!versioned) {
            if (!do_version(r, line))
                return false;
            versioned = true;
            continue;
        }
        if (!do_line(r, line))
            return false;
    }
    /* What is missing from the whole file is reported where it was found
     * missing: an empty lesson at its start, the rest at its end. */
    if (!versioned) {
        r->line = 1;
        return fail_at(r, 1, _("empty lesson: it must start with 'abprune-lesson %d'"),
                       LESSON_FORMAT_VERSION);
    }
    if (!r->l->title)
        return fail_at(r, end_col, _("the lesson has no title (add 'title TEXT' after the "
                                     "format line)"));
    if (!r->l->nsections)
        return fail_at(r, end_col, _("the lesson has no sections (a lesson is a sequence "
                                     "of 'section TITLE' blocks)"));
    return true;
}

struct lesson *lesson_load(const char *path, struct diag *err)
{
    return lesson_load_with(path, NULL, err);
}

struct lesson *lesson_load_with(const char *path, const struct tree_limits *limits,
                                struct diag *err)
{
    size_t len;
    char *text = file_read(path, &len, err);
    if (!text)
        return NULL;
    struct lesson *l = lesson_parse(text, len, path, limits, err);
    free(text);
    return l;
}

struct lesson *lesson_parse(const char *data, size_t len, const char *path,
                            const struct tree_limits *limits, struct diag *err)
{
    /* the reader cuts the text into lines in place */
    char *text = malloc(len + 1);
    if (!text) {
        diag_set(err, path, 0, 0, _("out of memory"));
        return NULL;
    }
    memcpy(text, data, len);
    text[len] = '\0';
    struct lesson *l = calloc(1, sizeof *l);
    struct reader r = { .l = l, .err = err };
    if (l) {
        l->path = strdup(path);
        const char *slash = strrchr(path, '/');
        r.dir = slash ? strndup(path, (size_t)(slash - path)) : strdup(".");
    }
    if (!l || !l->path || !r.dir) {
        diag_set(err, path, 0, 0, _("out of memory"));
        free(r.dir);
        lesson_free(l);
        free(text);
        return NULL;
    }
    r.board = (struct lesson_board){ .alg = ALG_F2, .alpha = -AB_INF, .beta = AB_INF };
    r.rules = search_defaults(ALG_F2);
    r.limit_depth = HORIZON_NO_DEPTH;
    if (limits)
        r.limits = *limits;
    const char *nul = memchr(text, '\0', len);
    bool ok;
    if (nul) {
        /* the position of the first NUL byte */
        const char *start = text;
        r.line = 1;
        for (const char *c = text; c < nul; c++)
            if (*c == '\n') {
                r.line++;
                start = c + 1;
            }
        ok = fail_at(&r, col_of(start, nul), _("not a text file (a NUL byte)"));
    } else {
        ok = play(&r, text);
    }
    for (size_t i = 0; i < l->ntraces; i++)
        state_free(r.states[i]);
    for (size_t i = 0; i < l->ntrees; i++)
        free(r.true_values[i]);
    free(r.states);
    free(r.true_values);
    free(r.dir);
    free(text);
    if (!ok) {
        lesson_free(l);
        return NULL;
    }
    return l;
}

void lesson_free(struct lesson *l)
{
    if (!l)
        return;
    for (size_t i = 0; i < l->nitems; i++) {
        struct lesson_item *it = &l->items[i];
        free(it->text);
        free(it->nodes);
        free(it->answer);
        free(it->explanation);
        for (size_t h = 0; h < it->nhints; h++)
            free(it->hints[h]);
        free(it->hints);
    }
    for (size_t i = 0; i < l->nsections; i++)
        free(l->sections[i].title);
    for (size_t i = 0; i < l->ntraces; i++)
        trace_free(l->traces[i]);
    for (size_t i = 0; i < l->ntrees; i++)
        tree_free(l->trees[i]);
    free(l->items);
    free(l->sections);
    free(l->traces);
    free(l->trees);
    free(l->title);
    free(l->path);
    free(l);
}

char *lesson_read_title(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char line[512];
    char *title = NULL;
    while (!title && fgets(line, sizeof line, f)) {
        if (strncmp(line, "title ", 6) == 0) {
            line[strcspn(line, "\r\n")] = '\0';
            title = strdup(line + 6);
        } else if (strncmp(line, "section ", 8) == 0) {
            break;
        }
    }
    fclose(f);
    return title;
}
