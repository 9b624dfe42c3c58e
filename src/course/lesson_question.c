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
#include "render/format.h"
#include "tree/node_name.h"

static size_t find_event(const struct trace *tr, size_t from, node_id n, bool returning)
{
    for (size_t i = from; i < tr->len; i++) {
        const struct event *e = &tr->ev[i];
        if (e->node != n)
            continue;
        if (e->type == EV_LEAF || e->type == (returning ? EV_EXIT : EV_ENTER))
            return i;
    }
    return SIZE_MAX;
}

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
    size_t i = SIZE_MAX;
    for (size_t k = c->trace->len; k-- > 0;) {
        const struct event *e = &c->trace->ev[k];
        if (e->node == n && (e->type == EV_EXIT || e->type == EV_LEAF)) {
            i = k;
            break;
        }
    }
    if (i == SIZE_MAX) {
        snprintf(why, cap, _("%s never reaches %s (it is pruned): ask 'question cut' instead"),
                 alg, who);
        return i18n_articles(why);
    }
    const struct event *e = &c->trace->ev[i];
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
    q->cut_kinds = 0;
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if (cut_kind_listed((enum cut_kind)k, &c->trace->options))
            q->cut_kinds |= 1u << k;
    size_t cut = step_state_pruned_by(c->end, n);
    if (cut == SIZE_MAX) {
        q->expect_cut = -1;
        q->answer = strdup(cut_kind_none_word());
        q->explanation = str_printf(_("%s is not pruned: %s reaches it."), who, alg);
    } else {
        /* the kind of the pruned branch n lies in, which may differ from
         * the kind of the cutoff's first branch */
        const struct event *e = &c->trace->ev[cut];
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
        size_t i = find_event(c->trace, c->step, q->nodes[k], false);
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

const char *question_resolve(struct lesson_item *q, const struct question_context *c,
                             char *why, size_t cap)
{
    switch (q->qkind) {
    case Q_VALUE: return resolve_value(q, c, why, cap);
    case Q_CUT: return resolve_cut(q, c);
    case Q_LEAVES: return resolve_leaves(q, c);
    case Q_NEXT: return resolve_next(q, c, why, cap);
    }
    return _("unknown question");
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Appends the case folding (utf8_casefold_new) of the n bytes of UTF-8 at
 * s to buf, which has n0 bytes used of cap: whole characters while they
 * fit (one byte is kept for the '\0').  Returns the bytes used now; *full
 * is set when a character did not fit. */
static size_t append_folded(char *buf, size_t n0, size_t cap, const char *s, size_t n,
                            bool *full)
{
    char *f = utf8_casefold_new(s, n);
    const char *p = f ? f : s;                    /* out of memory: as typed */
    const char *end = f ? f + strlen(f) : s + n;
    size_t used = n0;
    while (p < end) {
        uint32_t cp;
        size_t k = utf8_decode(p, end, &cp);
        if (!k)
            k = 1;
        if (used + k + 1 > cap) {
            *full = true;
            break;
        }
        memcpy(buf + used, p, k);
        used += k;
        p += k;
    }
    free(f);
    return used;
}

const char *lesson_answer_squeeze(char *buf, size_t cap, const char *s)
{
    size_t n = 0;
    bool full = false;
    const char *end = s + strlen(s);
    while (s < end && !full) {
        if (is_blank(*s)) {
            s++;
            continue;
        }
        uint32_t cp;
        size_t len = utf8_decode(s, end, &cp);
        if (len == 0) {
            /* not UTF-8: the byte as it is */
            if (n + 2 > cap)
                break;
            buf[n++] = *s++;
            continue;
        }
        /* the UTF-8 up to the next blank or stray byte, folded at once
         * (a combining accent folds with its letter) */
        const char *word = s;
        do
            s += len;
        while (s < end && !is_blank(*s) && (len = utf8_decode(s, end, &cp)) != 0);
        n = append_folded(buf, n, cap, word, (size_t)(s - word), &full);
    }
    buf[n] = '\0';
    return buf;
}

/* A number as typed: an ASCII or Unicode minus ("−") before the digits. */
static bool read_number(const char *a, long limit, long *v)
{
    char buf[136];
    if (strncmp(a, "\xe2\x88\x92", 3) == 0) {       /* − */
        snprintf(buf, sizeof buf, "-%s", a + 3);
        a = buf;
    }
    return parse_bounded_int(a, limit, 0, v);
}

static enum lesson_verdict judge_value(const struct lesson_item *q, const char *a, char *why,
                                       size_t cap)
{
    enum bound_kind said = BOUND_EXACT;
    static const struct { const char *prefix; enum bound_kind k; } prefixes[] = {
        { ">=", BOUND_LOWER }, { "\xe2\x89\xa5", BOUND_LOWER },   /* ≥ */
        { "<=", BOUND_UPPER }, { "\xe2\x89\xa4", BOUND_UPPER },   /* ≤ */
    };
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++) {
        size_t n = strlen(prefixes[i].prefix);
        if (strncmp(a, prefixes[i].prefix, n) == 0) {
            said = prefixes[i].k;
            a += n;
            break;
        }
    }
    long v;
    if (!read_number(a, AB_VALUE_LIMIT, &v)) {
        snprintf(why, cap, "%s", _("That is not a number: write a value such as 3 or -2 "
                                   "(>=3 or <=3 for a bound)."));
        return LESSON_ANSWER_UNREADABLE;
    }
    if (v != q->expect_value)
        return LESSON_ANSWER_WRONG;
    return said == BOUND_EXACT || said == q->expect_bound ? LESSON_ANSWER_RIGHT
                                                          : LESSON_ANSWER_WRONG;
}

/* Whether a (squeezed) is word w, in lower case and without spaces; when
 * w is abbreviated with a full stop ("бесперсп."), any word that begins
 * with its stem ("бесперспективное"). */
static bool is_word(const char *a, const char *w)
{
    char buf[64];
    lesson_answer_squeeze(buf, sizeof buf, w);
    size_t n = strlen(buf);
    if (strcmp(a, buf) == 0)
        return true;
    return n > 2 && buf[n - 1] == '.' && strncmp(a, buf, n - 1) == 0;
}

/* The kind a (squeezed, its "cut" / "cutoff" ending gone) names: a kind
 * (0..CUT_KIND_COUNT-1), CUT_KIND_COUNT for "none", -1 for no answer, -2
 * for a letter that starts several possible answers. */
static int kind_named(const char *a, unsigned possible)
{
    if (is_word(a, "none") || is_word(a, "no") || is_word(a, "not") || is_word(a, "notcut") ||
        is_word(a, cut_kind_none_word()))
        return CUT_KIND_COUNT;
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        const struct cut_kind_info *ki = cut_kind_info((enum cut_kind)k);
        char plain[40];
        /* "null-window" also as "nullwindow" */
        size_t n = 0;
        for (const char *c = ki->name; *c && n + 1 < sizeof plain; c++)
            if (*c != '-')
                plain[n++] = *c;
        plain[n] = '\0';
        /* and in the language in use: the word lessons ask for ("mély",
         * "нижнее") and the legend's */
        if (is_word(a, ki->name) || is_word(a, plain) || is_word(a, ki->short_name) ||
            is_word(a, cut_kind_word((enum cut_kind)k)) || is_word(a, _(ki->legend)))
            return k;
    }
    if (strlen(a) != 1)
        return -1;
    /* a first letter: of exactly one possible answer, "none" included */
    int found = -1, hits = 0;
    if (a[0] == 'n') {
        found = CUT_KIND_COUNT;
        hits++;
    }
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if ((possible & (1u << k)) && cut_kind_info((enum cut_kind)k)->name[0] == a[0]) {
            found = k;
            hits++;
        }
    return hits > 1 ? -2 : found;
}

/* Words readers use for a kind that this course does not (its own words
 * are cutkind.c's, in each language): accepted, with a note of the
 * course's word.  Written as answers are compared: folded, no spaces. */
static const struct {
    const char *word;
    int kind;                   /* enum cut_kind, or CUT_KIND_COUNT: none */
} synonyms[] = {
    { "глибоке", CUT_DEEP }, { "глибинне", CUT_DEEP }, { "глубокое", CUT_DEEP },
    { "глубинное", CUT_DEEP }, { "mélyvágás", CUT_DEEP },
    { "мілке", CUT_SHALLOW }, { "поверхневе", CUT_SHALLOW }, { "мелкое", CUT_SHALLOW },
    { "поверхностное", CUT_SHALLOW }, { "sekélyvágás", CUT_SHALLOW },
    { "віконне", CUT_WINDOW }, { "оконное", CUT_WINDOW }, { "ablakvágás", CUT_WINDOW },
    { "ні", CUT_KIND_COUNT }, { "nem", CUT_KIND_COUNT },
};

/* The kind a synonym names (as kind_named numbers them), or -1. */
static int synonym_named(const char *a)
{
    for (size_t i = 0; i < sizeof synonyms / sizeof synonyms[0]; i++)
        if (is_word(a, synonyms[i].word))
            return synonyms[i].kind;
    return -1;
}

static enum lesson_verdict judge_cut(const struct lesson_item *q, const char *a, char *why,
                                     size_t cap)
{
    char buf[128];
    snprintf(buf, sizeof buf, "%s", a);
    /* "deep cutoff", "deep cut", "deep cut-off", and the course's word
     * for a cutoff after a kind ("нижнє відсікання", "mély nyesés") */
    static const char *const endings[] = { "cut-off", "cutoff", "cut", "відсікання",
                                           "отсечение", "nyesés" };
    for (size_t i = 0; i < sizeof endings / sizeof endings[0]; i++) {
        size_t n = strlen(buf), e = strlen(endings[i]);
        if (n > e && strcmp(buf + n - e, endings[i]) == 0 && strcmp(buf, "notcut") != 0) {
            buf[n - e] = '\0';
            break;
        }
    }
    int synonym = synonym_named(a);
    if (synonym < 0)
        synonym = synonym_named(buf);
    int k = synonym >= 0 ? synonym : kind_named(buf, q->cut_kinds);
    if (synonym >= 0)
        /* TRANSLATORS: after an answer that names a kind of cutoff with
         * another word ("глибоке" for "нижнє"): %s is the course's word */
        snprintf(why, cap, _("(This course calls it '%s'.)"),
                 synonym == CUT_KIND_COUNT ? cut_kind_none_word()
                                           : cut_kind_word((enum cut_kind)synonym));
    if (k < 0) {
        char names[200];
        const char *list[CUT_KIND_COUNT + 1] = { cut_kind_none_word() };
        size_t n = 1;
        for (int j = 0; j < CUT_KIND_COUNT; j++)
            if (q->cut_kinds & (1u << j))
                list[n++] = cut_kind_word((enum cut_kind)j);
        words_or(names, sizeof names, list, n);
        if (k == -2)
            snprintf(why, cap, _("'%s' starts more than one answer: write the word (%s)."), a,
                     names);
        else
            snprintf(why, cap, _("That is not one of the answers: %s."), names);
        return LESSON_ANSWER_UNREADABLE;
    }
    if (k == CUT_KIND_COUNT)
        return q->expect_cut < 0 ? LESSON_ANSWER_RIGHT : LESSON_ANSWER_WRONG;
    return q->expect_cut == k ? LESSON_ANSWER_RIGHT : LESSON_ANSWER_WRONG;
}

enum lesson_verdict lesson_answer_judge(const struct lesson_item *q, const char *answer,
                                        char *why, size_t cap)
{
    char a[128];
    lesson_answer_squeeze(a, sizeof a, answer);
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
        if (!read_number(a, 2000000000L, &v) || v < 0) {
            snprintf(why, cap, "%s", _("That is not a number of leaves: write one such as 7."));
            return LESSON_ANSWER_UNREADABLE;
        }
        return (size_t)v == q->expect_count ? LESSON_ANSWER_RIGHT : LESSON_ANSWER_WRONG;
    }
    case Q_NEXT: {
        /* a path: numbers joined by dots, or "root" (in English or the
         * reader's language) */
        bool path = a[0] >= '0' && a[0] <= '9';
        for (const char *c = a; *c && path; c++)
            path = (*c >= '0' && *c <= '9') || (*c == '.' && c[1] >= '0' && c[1] <= '9');
        bool root = is_word(a, "root") || is_word(a, _("root"));
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
    static const char *const names[] = { "value", "cut", "leaves", "next" };
    return (unsigned)k < sizeof names / sizeof names[0] ? names[k] : "?";
}
