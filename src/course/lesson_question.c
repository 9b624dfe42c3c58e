/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson_question.c: the right answers to lesson questions, worked out
 * from the program's own search, and the checking of readers' answers. */
#include "config.h"

#include "course/lesson_question.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "base/util.h"
#include "course/answer.h"
#include "render/words/format.h"
#include "render/words/reason.h"
#include "search/step_state.h"
#include "tree/horizon.h"
#include "tree/node_name.h"

/* A position as the questions and answers name it: "position 1.2",
 * "position 3 (C)" (a bare number would read as a value), "the root". */
static const char *position_words(char *buf, size_t cap, const struct tree *t, node_id n)
{
    char name[NODE_NAME_MAX];
    node_name(name, sizeof name, t, n);
    if (n == 0)
        /* TRANSLATORS: the root in a lesson's question or answer: "the
         * root", "the root (A)"; %s is the name "root" or "root (A)" */
        snprintf(buf, cap, _("the %s"), name);
    else
        /* TRANSLATORS: a position in a lesson's question or answer
         * ("position 1.2", "position 3 (C)"): a bare path reads as a value */
        snprintf(buf, cap, _("position %s"), name);
    return buf;
}

/* The procedure a question is about, with the variant when another has
 * the same name: "F2", "F2 (fail-soft)", "F2 (list-structure form)". */
static const char *procedure_words(char *buf, size_t cap, enum algorithm a)
{
    const struct algorithm_info *ai = algorithm_info(a);
    if (ai->variant)
        snprintf(buf, cap, "%s (%s)", ai->name, _(ai->variant));
    else
        snprintf(buf, cap, "%s", ai->name);
    return buf;
}

/* What the search asked about has beyond its procedure, as the prompts
 * name it: the root window (F1's bound), the horizon, and the rules in
 * force, "with the window (1, 3)", "searching 2 moves deep, with a
 * transposition table"; "" when it has none.  Two questions alike whose
 * answers differ say so this way (the window, the limit or the table
 * that makes the difference). */
static const char *search_conditions(char *buf, size_t cap, const struct question_context *c)
{
    const struct search_options *o = &c->trace->options;
    char w[FMT_WINDOW_MAX], v[FMT_VALUE_MAX], one[200];
    size_t len = 0;
    buf[0] = '\0';
#define ADD(...) do { snprintf(one, sizeof one, __VA_ARGS__); \
        len += (size_t)snprintf(buf + len, len < cap ? cap - len : 0, "%s%s", \
                                len ? ", " : "", one); \
        if (len >= cap) len = cap - 1; } while (0)
    bool windowed = o->alpha > -AB_INF || o->beta < AB_INF;
    if (o->alg == ALG_F1 && o->beta < AB_INF)
        /* TRANSLATORS: what a lesson's question names after the procedure:
         * "What will the root return under F1, with the bound 3?" */
        ADD(_("with the bound %s"), fmt_value(v, o->beta, 0, c->view));
    else if (algorithm_has_window(o->alg) && windowed && o->research)
        /* TRANSLATORS: after the procedure in a lesson's question: the root
         * window, and a search again when the value falls outside it */
        ADD(_("with the window %s, searched again outside it"),
            fmt_window(w, o->alpha, o->beta, 0, c->view));
    else if (algorithm_has_window(o->alg) && windowed)
        /* TRANSLATORS: after the procedure in a lesson's question: "What
         * will the root return under F2, with the window (1, 3)?" */
        ADD(_("with the window %s"), fmt_window(w, o->alpha, o->beta, 0, c->view));
    if (c->limit_depth != HORIZON_NO_DEPTH)
        /* TRANSLATORS: after the procedure in a lesson's question, a depth
         * limit: "..., searching 2 moves deep?" */
        ADD(P_("searching %u move deep", "searching %u moves deep", c->limit_depth),
            (unsigned)c->limit_depth);
    if (c->limit_threshold > 0)
        /* TRANSLATORS: after the procedure in a lesson's question: Floyd's
         * plausibility threshold, "0.3" */
        ADD(_("with the plausibility threshold %g"), c->limit_threshold);
    if (o->futility)
        ADD(_("with futility pruning (margin %d)"), (int)o->futility_margin);
    if (o->mccarthy)
        ADD("%s", _("with McCarthy's estimates"));
    if (o->tt)
        ADD("%s", _("with a transposition table"));
#undef ADD
    return buf;
}

/* s, a sentence the program made (str_printf's, or NULL), as it is shown:
 * the Hungarian article of what was filled in chosen, a capital first
 * ("Position 1.2 returns ...", "Корінь (A) повертає ..."). */
static char *sentence(char *s)
{
    if (!s)
        return NULL;
    char *c = utf8_capitalized_new(i18n_articles(s));
    if (!c)
        return s;
    free(s);
    return c;
}

static const char *resolve_value(struct lesson_item *q, const struct question_context *c,
                                 char *why, size_t cap)
{
    const struct tree *t = c->trace->tree;
    node_id n = q->nodes[0];
    char who[NODE_NAME_MAX + 40], v[FMT_VALUE_MAX], tv[FMT_VALUE_MAX], words[80], alg[80];
    position_words(who, sizeof who, t, n);
    procedure_words(alg, sizeof alg, c->trace->options.alg);
    /* the last time it returns: a position searched again ends with that */
    size_t i = trace_index_last_return(c->index, n);
    if (i == SIZE_MAX) {
        snprintf(why, cap, _("%s never reaches %s (it is pruned): ask 'question cut' instead"),
                 alg, who);
        return i18n_articles(why);
    }
    struct event e_buf;
    const struct event *e = trace_event_at(c->trace, i, &e_buf);
    int32_t value = e->type == EV_LEAF ? event_c_value(e) : e->a;
    enum bound_kind k = e->type == EV_LEAF ? BOUND_EXACT : (enum bound_kind)e->kind;
    q->expect_value = tree_to_view(t, n, value, c->view);
    q->expect_bound = bound_in_view(k, tree_depth(t, n), c->view);
    fmt_value(v, value, tree_depth(t, n), c->view);
    q->answer = strdup(v);
    fmt_bounded(words, sizeof words, value, k, tree_depth(t, n), c->view);
    int32_t truth = c->truth[n];
    fmt_value(tv, truth, tree_depth(t, n), c->view);
    /* a rule that is not exact (futility pruning, unsound estimates) can
     * return a value its own contract does not allow */
    bool broken = k == BOUND_EXACT ? value != truth
                : k == BOUND_LOWER ? truth < value : truth > value;
    if (c->whole) {
        /* the board is the tree cut at a horizon: its values are the
         * limited search's, and the whole tree may say otherwise */
        char path[96], wv[FMT_VALUE_MAX];
        tree_path(t, n, path, sizeof path);
        node_id w = n ? tree_find_path(c->whole, path) : 0;
        fmt_value(wv, w != AB_NO_NODE ? c->whole_truth[w] : truth, tree_depth(t, n), c->view);
        if (broken)
            q->explanation = str_printf(_("%s returns %s at step %zu, but with this horizon "
                                          "its value is %s (a pruning rule that is not exact "
                                          "changed it); the whole tree gives %s."),
                                        who, words, i + 1, tv, wv);
        else if (k == BOUND_EXACT)
            q->explanation = str_printf(_("%s returns %s at step %zu: exact for the search "
                                          "with this horizon; the whole tree gives %s."),
                                        who, words, i + 1, wv);
        else
            q->explanation = str_printf(_("%s returns %s at step %zu; with this horizon its "
                                          "value is %s, and the whole tree gives %s."),
                                        who, words, i + 1, tv, wv);
    } else if (broken) {
        q->explanation = str_printf(_("%s returns %s at step %zu, but its true value is %s: "
                                      "a pruning rule that is not exact changed it."),
                                    who, words, i + 1, tv);
    } else if (k == BOUND_EXACT) {
        q->explanation = str_printf(_("%s returns %s at step %zu: its true value."), who,
                                    words, i + 1);
    } else {
        q->explanation = str_printf(_("%s returns %s at step %zu; its true value is %s."),
                                    who, words, i + 1, tv);
    }
    q->explanation = sentence(q->explanation);
    char cond[400];
    if (*search_conditions(cond, sizeof cond, c))
        /* TRANSLATORS: the last %s names the window, the horizon or the
         * rules of the search: "..., with the window (1, 3)?" */
        q->text = sentence(str_printf(_("What will %s return under %s, %s?"), who, alg, cond));
    else
        q->text = sentence(str_printf(_("What will %s return under %s?"), who, alg));
    return NULL;
}

static const char *resolve_cut(struct lesson_item *q, const struct question_context *c)
{
    const struct tree *t = c->trace->tree;
    node_id n = q->nodes[0];
    char who[NODE_NAME_MAX + 40], at[NODE_NAME_MAX + 40], answers[200], alg[80];
    position_words(who, sizeof who, t, n);
    procedure_words(alg, sizeof alg, c->trace->options.alg);
    /* the kinds this search can make: the possible answers */
    q->cut_kinds = answer_kinds_possible(&c->trace->options);
    size_t cut = step_state_pruned_by(c->end, n);
    if (cut == SIZE_MAX) {
        q->expect_cut = -1;
        q->answer = strdup(cut_kind_none_word());
        q->explanation = str_printf(_("%s is not pruned: %s reaches it."), who, alg);
    } else {
        /* the kind of the pruned branch n lies in, which may differ from
         * the kind of the cutoff's first branch */
        struct event e_buf;
        const struct event *e = trace_event_at(c->trace, cut, &e_buf);
        node_id branch = step_state_pruned_branch(c->end, n);
        enum cut_kind kind = step_state_cut_kind(c->end, branch);
        char words[160];
        q->expect_cut = (int)kind;
        q->answer = strdup(cut_kind_word(kind));
        position_words(at, sizeof at, t, e->node);
        trace_kind_count(words, sizeof words, kind, c->end->cut_branches[kind],
                         c->end->cut_with[kind]);
        if (branch == n)
            q->explanation = str_printf(_("%s is pruned by a %s cutoff at %s (step %zu).  "
                                          "In all, %s."), who, cut_kind_word(kind), at,
                                        cut + 1, words);
        else
            q->explanation = str_printf(_("%s lies in a branch pruned by a %s cutoff at %s "
                                          "(step %zu).  In all, %s."), who,
                                        cut_kind_word(kind), at, cut + 1, words);
    }
    q->explanation = sentence(q->explanation);
    q->text = sentence(str_printf(_("Will %s be cut off, and by which kind of cutoff (%s)?"),
                                  who, cut_kind_answers(answers, sizeof answers,
                                                        &c->trace->options)));
    return NULL;
}

static const char *resolve_leaves(struct lesson_item *q, const struct question_context *c)
{
    char alg[80];
    procedure_words(alg, sizeof alg, c->trace->options.alg);
    q->expect_count = c->trace->result.leaves;
    q->answer = str_printf("%zu", c->trace->result.leaves);
    /* TRANSLATORS: the plural form goes with the second number, the
       tree's leaves ("of 81 leaves") */
    q->explanation = str_printf(P_("%s evaluates %zu of the %zu leaf.",
                                   "%s evaluates %zu of the %zu leaves.", c->trace->tree->leaves),
                                alg, c->trace->result.leaves, c->trace->tree->leaves);
    q->explanation = sentence(q->explanation);
    char cond[400];
    if (*search_conditions(cond, sizeof cond, c))
        /* TRANSLATORS: the last %s names the window, the horizon or the
         * rules of the search: "..., with a transposition table?" */
        q->text = sentence(str_printf(_("How many leaves will %s evaluate in all, %s?"), alg,
                                      cond));
    else
        q->text = sentence(str_printf(_("How many leaves will %s evaluate in all?"), alg));
    return NULL;
}

/* The positions a 'question next' names in its prompt, at most. */
#define NEXT_NAMED_MAX 32

static const char *resolve_next(struct lesson_item *q, const struct question_context *c,
                                char *why, size_t cap)
{
    const struct tree *t = c->trace->tree;
    size_t best = SIZE_MAX;
    for (size_t k = 0; k < q->nnodes; k++) {
        size_t i = trace_index_reach(c->index, q->nodes[k], c->step);
        if (i < best) {
            best = i;
            q->expect_node = q->nodes[k];
        }
    }
    if (best == SIZE_MAX) {
        snprintf(why, cap, _("none of these positions is reached after step %zu"), c->step);
        return i18n_articles(why);
    }
    char who[NODE_NAME_MAX + 40], list[400] = "", paths[NEXT_NAMED_MAX][96];
    const char *names[NEXT_NAMED_MAX];
    position_words(who, sizeof who, t, q->expect_node);
    size_t n = 0;
    for (size_t k = 0; k < q->nnodes && n < NEXT_NAMED_MAX; k++) {
        tree_path(t, q->nodes[k], paths[n], sizeof paths[n]);
        names[n] = q->nodes[k] ? paths[n] : _("root");
        n++;
    }
    /* "2.1.2, 2.2 or 3" in the reader's language */
    words_or(list, sizeof list, names, n);
    q->answer = q->expect_node ? tree_path_new(t, q->expect_node) : strdup(_("root"));
    q->explanation = sentence(str_printf(_("%s is reached first, at step %zu."), who, best + 1));
    q->text = sentence(str_printf(_("Which position will the search reach first: %s?"), list));
    return NULL;
}

static const char *resolve_window(struct lesson_item *q, const struct question_context *c,
                                  char *why, size_t cap)
{
    const struct tree *t = c->trace->tree;
    const struct algorithm_info *ai = algorithm_info(c->trace->options.alg);
    node_id n = q->nodes[0];
    char name[NODE_NAME_MAX], who[NODE_NAME_MAX + 40], alg[80], w[FMT_WINDOW_MAX],
        because[1000];
    node_name(name, sizeof name, t, n);
    position_words(who, sizeof who, t, n);
    procedure_words(alg, sizeof alg, c->trace->options.alg);
    const struct calls *calls = c->calls;
    if (!calls_called(calls, n)) {
        snprintf(why, cap, _("%s never reaches %s (it is pruned): ask 'question cut' instead"),
                 ai->name, name);
        return why;
    }
    calls_window(calls, n, c->view, &q->expect_lo, &q->expect_hi);
    /* F1's window has one side: its bound, which is enough as an answer */
    q->expect_one_bound = c->trace->options.alg == ALG_F1;
    fmt_window(w, calls->alpha[n], calls->beta[n], tree_depth(t, n), c->view);
    q->answer = strdup(w);
    reason_window(because, sizeof because, calls, n, c->view, 3);
    q->explanation = sentence(str_printf("%s: %s.", who, because));
    char cond[400];
    search_conditions(cond, sizeof cond, c);
    if (q->expect_one_bound)
        q->text = sentence(str_printf(_("Which bound does %s receive under F1 (as a window, or "
                                        "the bound alone)?"), who));
    else if (cond[0])
        /* TRANSLATORS: the last %s names the root window, the horizon or the
         * rules of the search: "..., with the window (0, 4)?" */
        q->text = sentence(str_printf(_("Which window (alpha, beta) does %s receive under %s, "
                                        "%s?"), who, alg, cond));
    else
        q->text = sentence(str_printf(_("Which window (alpha, beta) does %s receive under %s?"),
                                      who, alg));
    return NULL;
}

const char *question_resolve(struct lesson_item *q, const struct question_context *c,
                             char *why, size_t cap)
{
    switch (q->qkind) {
    case Q_VALUE: return resolve_value(q, c, why, cap);
    case Q_CUT: return resolve_cut(q, c);
    case Q_LEAVES: return resolve_leaves(q, c);
    case Q_NEXT: return resolve_next(q, c, why, cap);
    case Q_WINDOW: return resolve_window(q, c, why, cap);
    }
    return _("unknown question");
}

static enum lesson_verdict judge_value(const struct lesson_item *q, const char *a, char *why,
                                       size_t cap)
{
    enum bound_kind said;
    int32_t v;
    if (!answer_bound(a, &v, &said)) {
        snprintf(why, cap, "%s", _("That is not a number: write a value such as 3 or -2 "
                                   "(>=3 or <=3 for a bound)."));
        return LESSON_ANSWER_UNREADABLE;
    }
    if (v != q->expect_value)
        return LESSON_ANSWER_WRONG;
    return said == BOUND_EXACT || said == q->expect_bound ? LESSON_ANSWER_RIGHT
                                                          : LESSON_ANSWER_WRONG;
}

static enum lesson_verdict judge_cut(const struct lesson_item *q, const char *a, char *why,
                                     size_t cap)
{
    bool synonym;
    int k = answer_kind(a, q->cut_kinds, &synonym);
    if (synonym)
        /* TRANSLATORS: after an answer that names a kind of cutoff with
         * another word ("глибоке" for "нижнє"): %s is the course's word */
        snprintf(why, cap, _("(This course calls it '%s'.)"),
                 k == ANSWER_KIND_NONE ? cut_kind_none_word() : cut_kind_word((enum cut_kind)k));
    if (k < 0) {
        char names[200];
        answer_kinds_list(names, sizeof names, q->cut_kinds, true);
        if (k == ANSWER_KIND_AMBIGUOUS)
            snprintf(why, cap, _("'%s' starts more than one answer: write the word (%s)."), a,
                     names);
        else
            snprintf(why, cap, _("That is not one of the answers: %s."), names);
        return LESSON_ANSWER_UNREADABLE;
    }
    if (k == ANSWER_KIND_NONE)
        return q->expect_cut < 0 ? LESSON_ANSWER_RIGHT : LESSON_ANSWER_WRONG;
    return q->expect_cut == k ? LESSON_ANSWER_RIGHT : LESSON_ANSWER_WRONG;
}

/* A window as typed: "(3, +inf)", "3 inf"; for F1 its bound alone, the
 * side that is not infinite. */
static enum lesson_verdict judge_window(const struct lesson_item *q, const char *a, char *why,
                                        size_t cap)
{
    int32_t lo = -AB_INF, hi = AB_INF;
    int got = answer_window(a, &lo, &hi);
    if (got == 1 && q->expect_one_bound)
        return hi == (q->expect_lo > -AB_INF ? q->expect_lo : q->expect_hi) ? LESSON_ANSWER_RIGHT
                                                                             : LESSON_ANSWER_WRONG;
    if (got != 2) {
        snprintf(why, cap, "%s", _("That is not a window: write two values, such as (3, +inf) "
                                   "or 3 inf."));
        return LESSON_ANSWER_UNREADABLE;
    }
    return lo == q->expect_lo && hi == q->expect_hi ? LESSON_ANSWER_RIGHT : LESSON_ANSWER_WRONG;
}

enum lesson_verdict lesson_answer_judge(const struct lesson_item *q, const char *answer,
                                        char *why, size_t cap)
{
    char a[128];
    if (q->qkind == Q_WINDOW) {
        /* the blanks part the two values: read before squeezing */
        why[0] = '\0';
        return judge_window(q, answer, why, cap);
    }
    answer_squeeze(a, sizeof a, answer);
    why[0] = '\0';
    if (a[0] == '\0') {
        snprintf(why, cap, "%s", _("Type an answer, or press Esc to see it."));
        return LESSON_ANSWER_UNREADABLE;
    }
    switch (q->qkind) {
    case Q_VALUE:
        return judge_value(q, a, why, cap);
    case Q_CUT:
        return judge_cut(q, a, why, cap);
    case Q_LEAVES: {
        long v;
        if (!answer_number(a, 2000000000L, 0, &v) || v < 0) {
            snprintf(why, cap, "%s", _("That is not a number of leaves: write one such as 7."));
            return LESSON_ANSWER_UNREADABLE;
        }
        return (size_t)v == q->expect_count ? LESSON_ANSWER_RIGHT : LESSON_ANSWER_WRONG;
    }
    case Q_WINDOW:
        return judge_window(q, answer, why, cap);
    case Q_NEXT: {
        /* a path: numbers joined by dots, or "root" (in English or the
         * reader's language) */
        bool path = a[0] >= '0' && a[0] <= '9';
        for (const char *c = a; *c && path; c++)
            path = (*c >= '0' && *c <= '9') || (*c == '.' && c[1] >= '0' && c[1] <= '9');
        bool root = answer_is_word(a, "root") || answer_is_word(a, _("root"));
        if (!path && !root) {
            snprintf(why, cap, "%s", _("That is not a position: write its path, such as 2.1, "
                                       "or root."));
            return LESSON_ANSWER_UNREADABLE;
        }
        if (root)
            return q->expect_node == 0 ? LESSON_ANSWER_RIGHT : LESSON_ANSWER_WRONG;
        return q->expect_node != 0 && q->answer && strcmp(a, q->answer) == 0
                   ? LESSON_ANSWER_RIGHT : LESSON_ANSWER_WRONG;
    }
    }
    return LESSON_ANSWER_WRONG;
}

bool lesson_answer_ok(const struct lesson_item *q, const char *answer)
{
    char why[300];
    return lesson_answer_judge(q, answer, why, sizeof why) == LESSON_ANSWER_RIGHT;
}

const char *question_kind_name(enum question_kind k)
{
    static const char *const names[] = { "value", "cut", "leaves", "next", "window" };
    return (unsigned)k < sizeof names / sizeof names[0] ? names[k] : "?";
}
