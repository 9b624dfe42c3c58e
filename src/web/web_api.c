/* SPDX-License-Identifier: GPL-3.0-or-later */
/* web_api.c: the page's calls into the core (web_api.h).  Each call reads
 * its options the way the command line reads the same options (the same
 * parsers, the same rules: searchopt.h, and the same messages), does what
 * the command does, and answers in JSON. */
#include "config.h"

#include "web/web_api.h"
#include "web/web_answer.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/datadir.h"
#include "base/diag.h"
#include "base/i18n.h"
#include "base/json.h"
#include "base/strbuf.h"
#include "base/util.h"
#include "course/quiz.h"
#include "course/quiz_grade.h"
#include "course/quiz_handout.h"
#include "course/quiz_key.h"
#include "course/quiz_page.h"
#include "render/export/formats.h"
#include "render/export/html/html.h"
#include "render/words/format.h"
#include "search/search.h"
#include "search/searchopt.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "tree/game.h"
#include "tree/game_gen.h"
#include "tree/gen.h"
#include "tree/horizon.h"
#include "tree/node_name.h"
#include "tree/order.h"
#include "tree/parse.h"
#include "tree/write.h"

/* The name a typed tree has in messages (never shown: the page shows
 * LINE:COL: message). */
#define TREE_NAME "tree"

/* The largest tree the page takes: as many positions as a page can draw
 * and a phone can hold (the command line's export warns at 5,000). */
#define WEB_MAX_POSITIONS 100000u

WEB_EXPORT("web_alloc") void *web_alloc(size_t size)
{
    return malloc(size ? size : 1);
}

WEB_EXPORT("web_free") void web_free(void *p)
{
    free(p);
}

WEB_EXPORT("web_language") bool web_language(const char *code)
{
    web_start();
    return i18n_set_language(code) == 0;
}

/* ---- options ---- */

/* What the options say. */
struct web_options {
    struct search_request rq;
    bool fail_soft, compare, practice, types;
    int view;                       /* enum value_view, -1: the algorithm's */
    struct move_order order;
    uint32_t depth;                 /* HORIZON_NO_DEPTH: none */
    double threshold;
    const char *root;               /* a path or a label, NULL: the root */
    struct quiz_spec spec;          /* an exercise's (and a generated tree's shape,
                                     * seed and values) */
    bool seeded;                    /* spec.seed was given: an exercise of quiz's */
    char kind;                      /* a generated tree's: 'p' pi, 'r' random */
};

/* An option of the search (those of cli_search_option) into o: 1 read,
 * 0 not one of them, -1 a bad value (*err). */
static int search_option(struct web_options *o, const char *name, const char *value,
                         struct diag *err)
{
    struct search_options *s = &o->rq.o;
    long v;
    if (strcmp(name, "algorithm") == 0) {
        enum algorithm alg = algorithm_lookup(value, USE_EXPORT, err);
        if (alg == ALG_COUNT)
            return -1;
        s->alg = alg;
        o->spec.alg = alg;
    } else if (strcmp(name, "fail-soft") == 0) {
        o->fail_soft = true;
    } else if (strcmp(name, "window") == 0) {
        if (!fmt_parse_window(value, &s->alpha, &s->beta)) {
            diag_set(err, "", 0, 0, _("bad window '%s': expected A,B with A < B, integers "
                                      "or -inf/inf"), value);
            return -1;
        }
        o->rq.window = true;
        o->spec.alpha = s->alpha;
        o->spec.beta = s->beta;
    } else if (strcmp(name, "view") == 0) {
        if ((o->view = value_view_from_name(value)) < 0) {
            diag_set(err, "", 0, 0, _("unknown view '%s' (use negamax or minimax)"), value);
            return -1;
        }
    } else if (strcmp(name, "order") == 0) {
        if (!move_order_parse(value, &o->order)) {
            diag_set(err, "", 0, 0, _("unknown order '%s' (use as-is, best, worst, eval or "
                                      "random[:SEED])"), value);
            return -1;
        }
    } else if (strcmp(name, "depth") == 0 || strcmp(name, "futility") == 0 ||
               strcmp(name, "guess") == 0) {
        if (!parse_bounded_int(value, AB_VALUE_LIMIT, 0, &v) || (name[0] == 'd' && v < 0)) {
            if (name[0] == 'd')
                diag_set(err, "", 0, 0, _("bad depth '%s': expected a number"), value);
            else
                diag_set(err, "", 0, 0, _("bad value '%s' (-%d..%d)"), value, AB_VALUE_LIMIT,
                         AB_VALUE_LIMIT);
            return -1;
        }
        if (name[0] == 'd') {
            o->depth = (uint32_t)v;
            o->rq.horizon = true;
            s->horizon = (uint32_t)v;
        } else if (name[0] == 'f') {
            s->futility = true;
            s->futility_margin = (int32_t)v;
        } else {
            s->guess = (int32_t)v;
            o->rq.guess = true;
        }
    } else if (strcmp(name, "threshold") == 0) {
        char *end;
        o->threshold = strtod(value, &end);
        if (end == value || *end || !(o->threshold > 0 && o->threshold <= 1)) {
            diag_set(err, "", 0, 0, _("bad threshold '%s': expected a number in (0, 1]"), value);
            return -1;
        }
    } else if (strcmp(name, "research") == 0) {
        s->research = true;
        s->research_widened = strcmp(value, "widened") == 0;
    } else if (strcmp(name, "tt") == 0) {
        s->tt = true;
    } else if (strcmp(name, "mccarthy") == 0) {
        s->mccarthy = true;
    } else {
        return 0;
    }
    return 1;
}

/* An option of the page (compare, practice, types, root) or of an
 * exercise or a generated tree into o: as search_option. */
static int page_option(struct web_options *o, const char *name, const char *value,
                       struct diag *err)
{
    long v;
    if (strcmp(name, "compare") == 0) {
        o->compare = true;
    } else if (strcmp(name, "practice") == 0) {
        o->practice = true;
    } else if (strcmp(name, "types") == 0) {
        o->types = true;
    } else if (strcmp(name, "root") == 0) {
        o->root = value;
    } else if (strcmp(name, "degree") == 0 || strcmp(name, "height") == 0 ||
               strcmp(name, "cuts") == 0 || strcmp(name, "deep") == 0) {
        if (!parse_bounded_int(value, 1000, 0, &v) || v < 0) {
            diag_set(err, "", 0, 0, _("bad value '%s' (-%d..%d)"), value, 0, 1000);
            return -1;
        }
        if (name[0] == 'd' && name[1] == 'e' && name[2] == 'g')
            o->spec.degree = (unsigned)v;
        else if (name[0] == 'h')
            o->spec.height = (unsigned)v;
        else if (name[0] == 'c')
            o->spec.min_cuts = (unsigned)v;
        else
            o->spec.min_deep = (unsigned)v;
        o->spec.shape_given |= name[0] == 'h' || name[2] == 'g';
    } else if (strcmp(name, "seed") == 0) {
        char *end;
        o->spec.seed = strtoull(value, &end, 10);
        o->seeded = true;
        if (end == value || *end) {
            diag_set(err, "", 0, 0, _("bad seed '%s' (0..18446744073709551615)"), value);
            return -1;
        }
    } else if (strcmp(name, "irregular") == 0) {
        o->spec.irregular = true;
    } else if (strcmp(name, "kind") == 0) {
        o->kind = strcmp(value, "pi") == 0 ? 'p' : strcmp(value, "random") == 0 ? 'r' : 0;
        if (!o->kind) {
            diag_set(err, "", 0, 0, _("unknown kind of tree '%s' (use pi, digits, random or "
                                      "game)"), value);
            return -1;
        }
    } else if (strcmp(name, "min") == 0 || strcmp(name, "max") == 0) {
        if (!parse_bounded_int(value, AB_VALUE_LIMIT, 0, &v)) {
            diag_set(err, "", 0, 0, _("bad value '%s' (-%d..%d)"), value, AB_VALUE_LIMIT,
                     AB_VALUE_LIMIT);
            return -1;
        }
        *(name[1] == 'i' ? &o->spec.value_min : &o->spec.value_max) = (int32_t)v;
    } else {
        return 0;
    }
    return 1;
}

/* Reads "NAME VALUE" of one line into o; false with *err. */
static bool option(struct web_options *o, const char *name, const char *value,
                   struct diag *err)
{
    int read = search_option(o, name, value, err);
    if (read == 0)
        read = page_option(o, name, value, err);
    if (read == 0)
        diag_set(err, "", 0, 0, _("unknown option '%s'"), name);
    return read > 0;
}


/* Reads the options' lines; false with *err.  text is changed (split). */
static bool read_options(struct web_options *o, char *text, struct diag *err)
{
    *o = (struct web_options){ .view = -1, .order = { MOVES_AS_IS, 1 },
                               .depth = HORIZON_NO_DEPTH };
    o->rq.o = search_defaults(ALG_F2);
    quiz_spec_init(&o->spec);
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        if (!*line)
            continue;
        char *value = strchr(line, ' ');
        if (value)
            *value++ = '\0';
        if (!option(o, line, value ? value : "", err))
            return false;
    }
    if (o->fail_soft && o->rq.o.alg == ALG_F2)
        o->rq.o.alg = o->spec.alg = ALG_F2_SOFT;
    if (o->fail_soft && o->rq.o.alg != ALG_F2_SOFT) {
        diag_set(err, "", 0, 0, _("--fail-soft does not apply to %s (only to f2)"),
                 algorithm_info(o->rq.o.alg)->option);
        return false;
    }
    enum algorithm alg = o->rq.o.alg;
    struct search_options kept = o->rq.o;
    o->rq.o = search_defaults(alg);
    o->rq.o.research = kept.research;
    o->rq.o.research_widened = kept.research_widened;
    o->rq.o.tt = kept.tt;
    o->rq.o.guess = kept.guess;
    o->rq.o.mccarthy = kept.mccarthy;
    o->rq.o.futility = kept.futility;
    o->rq.o.futility_margin = kept.futility_margin;
    o->rq.o.horizon = o->depth == HORIZON_NO_DEPTH ? UINT32_MAX : o->depth;
    if (o->rq.window) {
        o->rq.o.alpha = kept.alpha;
        o->rq.o.beta = kept.beta;
    }
    return search_request_check(&o->rq, USE_EXPORT, SPELL_COMMAND_LINE, err);
}

/* A copy of the options' text, read; false with *err. */
static bool options_of(struct web_options *o, char **copy, const char *text, struct diag *err)
{
    *copy = strdup(text ? text : "");
    if (!*copy) {
        diag_set(err, "", 0, 0, "%s", _("out of memory"));
        return false;
    }
    return read_options(o, *copy, err);
}

/* ---- a tree and its search ---- */

/* The tree of text, prepared as the options say (order, limits); NULL
 * with *err. */
static struct tree *load(const char *text, const struct web_options *o, struct diag *err)
{
    struct tree_limits limits = { .max_positions = WEB_MAX_POSITIONS };
    struct tree *t = tree_parse_with(text, strlen(text), TREE_NAME, &limits, err);
    size_t made = 0;
    int32_t whole = 0;
    if (t && !tree_prepare(&t, &o->order, o->depth, o->threshold, TREE_NAME, err, &made,
                           &whole)) {
        tree_free(t);
        return NULL;
    }
    return t;
}

static enum value_view view_of(const struct web_options *o, const struct tree *t)
{
    return o->view < 0 ? algorithm_view(o->rq.o.alg, t->written) : (enum value_view)o->view;
}

/* The page's data of the searches tr (tr[1] NULL: one) into a's "page". */
static void page_member(struct answer *a, const struct web_options *o, struct trace *const tr[2],
                        node_id root, const char *practice)
{
    const struct tree *t = tr[0]->tree;
    struct html_request rq = {
        .scope = { .file = t->title && t->title[0] ? t->title : TREE_NAME, .root = root,
                   .view = view_of(o, t), .marks = o->types ? MARK_TYPES : 0 },
        .trace = { tr[0], tr[1] }, .nsides = tr[1] ? 2 : 1, .practice = practice,
    };
    struct strbuf data;
    strbuf_init(&data);
    html_data(&data, &rq);
    json_key(&a->j, "page");
    json_raw(&a->j, data.data ? data.data : "null");
    if (data.failed)
        a->buf.failed = true;
    strbuf_free(&data);
}

WEB_EXPORT("web_search") char *web_search(const char *tree, const char *options)
{
    web_start();
    struct web_options o;
    struct diag err;
    char *copy;
    if (!options_of(&o, &copy, options, &err)) {
        free(copy);
        return answer_failure(&err);
    }
    struct tree *t = load(tree, &o, &err);
    node_id root = 0;
    if (t && o.root) {
        root = tree_find_path(t, o.root);
        if (root == AB_NO_NODE)
            root = tree_find_label(t, o.root);
        if (root == AB_NO_NODE)
            diag_set(&err, "", 0, 0, _("--root %s: %s has no such position (give a path such "
                                       "as 2.1, or a label)"), o.root, TREE_NAME);
    }
    if (!t || root == AB_NO_NODE) {
        tree_free(t);
        free(copy);
        return answer_failure(&err);
    }
    struct trace *tr[2] = { NULL, NULL };
    bool too_long;
    tr[0] = trace_record_max(t, &o.rq.o, 0, &too_long);
    if (tr[0] && o.compare) {
        struct search_options other =
            search_options_like(o.rq.o.alg == ALG_F1 ? ALG_F2 : ALG_F1, &o.rq.o);
        tr[1] = trace_record_max(t, &other, 0, &too_long);
    }
    struct strbuf practice;
    strbuf_init(&practice);
    char *answer = NULL;
    if (!tr[0] || (o.compare && !tr[1])) {
        diag_set(&err, "", 0, 0, "%s", too_long ? _("the search takes too many steps to "
                 "record: try a subtree (root) or a depth limit") : _("out of memory"));
        answer = answer_failure(&err);
    } else if (o.practice && !quiz_page_takes(o.rq.o.alg)) {
        diag_set(&err, "", 0, 0, _("--practice takes -a f1, f2 or f2-soft (an exercise's "
                 "windows follow from the parent's), not %s"), algorithm_info(o.rq.o.alg)->name);
        answer = answer_failure(&err);
    } else if (o.practice && !quiz_page_json(&practice, tr[0], view_of(&o, t), false)) {
        answer = answer_out_of_memory();
    } else {
        struct answer a;
        answer_start(&a, true);
        page_member(&a, &o, tr, root, o.practice ? practice.data : NULL);
        answer = answer_end(&a);
    }
    strbuf_free(&practice);
    trace_free(tr[1]);
    trace_free(tr[0]);
    tree_free(t);
    free(copy);
    return answer ? answer : answer_out_of_memory();
}

/* ---- exercises ---- */

/* The exercise the options ask for; NULL with *err. */
static struct quiz *exercise_of(struct web_options *o, struct diag *err)
{
    if (!quiz_page_takes(o->rq.o.alg)) {
        diag_set(err, "", 0, 0, _("--practice takes -a f1, f2 or f2-soft (an exercise's "
                 "windows follow from the parent's), not %s"), algorithm_info(o->rq.o.alg)->name);
        return NULL;
    }
    quiz_spec_finish(&o->spec);
    return quiz_generate(&o->spec, err);
}

/* The tree file of t (the tree format, as gen writes it), or NULL. */
static char *tree_text(const struct tree *t)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    int e = tree_write(f, t);
    if (fclose(f) != 0 || e != 0) {
        free(text);
        return NULL;
    }
    return text;
}

WEB_EXPORT("web_exercise") char *web_exercise(const char *options)
{
    web_start();
    struct web_options o;
    struct diag err;
    char *copy;
    struct quiz *q = NULL;
    if (!options_of(&o, &copy, options, &err) || !(q = exercise_of(&o, &err))) {
        free(copy);
        return answer_failure(&err);
    }
    enum value_view view = o.view < 0 ? VIEW_MINIMAX : (enum value_view)o.view;
    o.view = (int)view;
    char *text = tree_text(q->tree);
    struct strbuf practice;
    strbuf_init(&practice);
    char *answer = NULL;
    if (text && quiz_page_json(&practice, q->trace, view, false)) {
        struct answer a;
        answer_start(&a, true);
        char name[64];
        snprintf(name, sizeof name, "%u-%u-%llu", q->degree, q->height,
                 (unsigned long long)q->seed);
        answer_member(&a, "name", name);
        json_key(&a.j, "seed");
        json_int(&a.j, (long long)q->seed);
        answer_member(&a, "tree", text);
        struct trace *tr[2] = { q->trace, NULL };
        page_member(&a, &o, tr, 0, practice.data);
        answer = answer_end(&a);
    }
    strbuf_free(&practice);
    free(text);
    quiz_free(q);
    free(copy);
    return answer ? answer : answer_out_of_memory();
}

/* The graded items into a, in quiz --check's words. */
static void graded_items(struct answer *a, const struct quiz *q, const struct quiz_result *r,
                         enum value_view view)
{
    json_key(&a->j, "items");
    json_begin_array(&a->j);
    for (size_t i = 0; i < r->n; i++) {
        const struct quiz_graded *g = &r->item[i];
        char where[96], why[1400], said[200];
        if (g->part == QP_LEAVES)
            snprintf(where, sizeof where, "leaves");
        else
            quiz_path_of(where, sizeof where, q->tree, g->node);
        json_begin_object(&a->j);
        answer_member(a, "where", where);
        answer_member(a, "part", quiz_part_keyword((enum quiz_part)g->part));
        snprintf(said, sizeof said, "%s",
                 quiz_verdict_name((enum quiz_verdict)g->verdict, (enum quiz_part)g->part));
        answer_member(a, "verdict", i18n_articles(said));
        json_key(&a->j, "right");
        json_bool(&a->j, g->verdict == QV_RIGHT);
        quiz_graded_reason(why, sizeof why, q, view, g);
        answer_member(a, "reason", i18n_articles(why));
        json_key(&a->j, "line");
        json_int(&a->j, g->line);
        json_end_object(&a->j);
    }
    json_end_array(&a->j);
}

/* The exercise graded: the one of quiz's that the options name (a seed),
 * made again as quiz --check makes it (*made, for quiz_free), or the one
 * made of the search of tree with the options, as the page of export -f
 * html --practice asks it (*q, of the search *search of the tree *t, for
 * quiz_page_exercise_free); false with *err. */
static bool graded_exercise(struct quiz *q, struct quiz **made, struct trace **search,
                            struct tree **t, struct web_options *o, const char *tree,
                            struct diag *err)
{
    *made = NULL;
    *search = NULL;
    *t = NULL;
    if (o->seeded || !tree || !*tree) {
        *made = exercise_of(o, err);
        return *made != NULL;
    }
    if (!quiz_page_takes(o->rq.o.alg)) {
        diag_set(err, "", 0, 0, _("--practice takes -a f1, f2 or f2-soft (an exercise's "
                 "windows follow from the parent's), not %s"), algorithm_info(o->rq.o.alg)->name);
        return false;
    }
    if (!(*t = load(tree, o, err)))
        return false;
    if ((*t)->count > QUIZ_PAGE_MAX) {
        diag_set(err, "", 0, 0, _("--practice asks about every position, at most %d, and "
                 "this tree has %zu"), QUIZ_PAGE_MAX, (size_t)(*t)->count);
        return false;
    }
    *search = trace_record(*t, &o->rq.o);
    if (!*search || !quiz_page_exercise(q, *search)) {
        diag_set(err, "", 0, 0, "%s", _("out of memory"));
        return false;
    }
    return true;
}

WEB_EXPORT("web_grade") char *web_grade(const char *tree, const char *options,
                                        const char *answers)
{
    web_start();
    struct web_options o;
    struct diag err;
    char *copy;
    struct quiz exercise, *made = NULL;
    struct trace *search = NULL;
    struct tree *t = NULL;
    if (!options_of(&o, &copy, options, &err) ||
        !graded_exercise(&exercise, &made, &search, &t, &o, tree, &err)) {
        trace_free(search);
        tree_free(t);
        free(copy);
        return answer_failure(&err);
    }
    const struct quiz *q = made ? made : &exercise;
    enum value_view view = o.view < 0 ? VIEW_MINIMAX : (enum value_view)o.view;
    struct quiz_sheet sheet;
    struct quiz_result r = { 0 };
    char *answer = NULL;
    if (quiz_sheet_init(&sheet, q, view) && quiz_sheet_parse(&sheet, q, answers, "answers") &&
        quiz_grade(q, &sheet, QUIZ_ASK_ALL, &r)) {
        struct answer a;
        answer_start(&a, true);
        char title[400], score[300], line[sizeof sheet.bad[0].message + 64];
        if (made)
            quiz_title(title, sizeof title, q, view, 0);
        else
            snprintf(title, sizeof title, "%s", t->title ? t->title : "");
        answer_member(&a, "title", i18n_articles(title));
        graded_items(&a, q, &r, view);
        json_key(&a.j, "bad");
        json_begin_array(&a.j);
        for (size_t i = 0; i < sheet.nbad; i++) {
            snprintf(line, sizeof line, "%u:%u: %s", sheet.bad[i].line, sheet.bad[i].col,
                     sheet.bad[i].message);
            json_string(&a.j, line);
        }
        json_end_array(&a.j);
        quiz_result_summary(score, sizeof score, &r);
        answer_member(&a, "score", i18n_articles(score));
        json_key(&a.j, "perfect");
        json_bool(&a.j, r.perfect);
        answer = answer_end(&a);
    }
    quiz_result_free(&r);
    quiz_sheet_free(&sheet);
    if (made)
        quiz_free(made);
    else
        quiz_page_exercise_free(&exercise);
    trace_free(search);
    tree_free(t);
    free(copy);
    return answer ? answer : answer_out_of_memory();
}

/* ---- files ---- */

/* The picture of the whole search of t (at its end) in format f. */
static bool picture(struct strbuf *out, const struct export_format *f, const struct trace *tr,
                    enum value_view view)
{
    struct step_state *s = step_state_new_as(tr, STATE_DENSE);
    if (!s)
        return false;
    step_state_seek(s, tr->len);
    struct export_request rq = {
        .file = TREE_NAME, .trace = tr, .state = s, .width = 0,
        .opt = { .view = view, .marks = MARK_BOUNDS | MARK_CUTS, .connector_rows = 1,
                 .labels = true, .label_row = true, .no_layout = f->id == EXPORT_DOT },
    };
    struct paper *p = paper_new(tr, &rq.opt);
    if (!p) {
        step_state_free(s);
        return false;
    }
    paper_update(p, s);
    f->picture(out, &rq, p);
    paper_free(p);
    step_state_free(s);
    return !out->failed;
}

WEB_EXPORT("web_export") char *web_export(const char *tree, const char *options,
                                          const char *format)
{
    web_start();
    struct web_options o;
    struct diag err;
    char *copy;
    if (!options_of(&o, &copy, options, &err)) {
        free(copy);
        return answer_failure(&err);
    }
    struct tree *t = load(tree, &o, &err);
    if (!t) {
        free(copy);
        return answer_failure(&err);
    }
    const struct export_format *f = export_format_named(format);
    char *answer = NULL, *text = NULL;
    struct strbuf out;
    strbuf_init(&out);
    struct trace *tr = NULL;
    if (strcmp(format, "tree") == 0) {
        text = tree_text(t);
    } else if (!f || !f->picture) {
        diag_set(&err, "", 0, 0, _("unknown format '%s' (use %s)"), format, "tree, text, dot, tikz");
        answer = answer_failure(&err);
    } else if ((tr = trace_record(t, &o.rq.o)) && picture(&out, f, tr, view_of(&o, t))) {
        text = out.data;
        out.data = NULL;
    }
    if (!answer && text) {
        struct answer a;
        answer_start(&a, true);
        answer_member(&a, "text", text);
        answer = answer_end(&a);
    }
    free(text);
    strbuf_free(&out);
    trace_free(tr);
    tree_free(t);
    free(copy);
    return answer ? answer : answer_out_of_memory();
}

/* {"ok":true,"tree":TEXT}: t in the tree format, which it frees (the
 * answer of web_game and web_generate). */
static char *tree_answer(struct tree *t)
{
    char *text = tree_text(t);
    tree_free(t);
    if (!text)
        return answer_out_of_memory();
    struct answer a;
    answer_start(&a, true);
    answer_member(&a, "tree", text);
    free(text);
    char *answer = answer_end(&a);
    return answer ? answer : answer_out_of_memory();
}

WEB_EXPORT("web_game") char *web_game(const char *game, const char *position,
                                      const char *options)
{
    web_start();
    struct diag err;
    const struct game_rules *g = game_find(game);
    if (!g) {
        char names[128];
        diag_set(&err, "", 0, 0, _("unknown game '%s' (use %s)"), game,
                 game_names(names, sizeof names));
        return answer_failure(&err);
    }
    long depth = -1;
    const char *d = options ? strstr(options, "depth ") : NULL;
    if (d && (!parse_bounded_int(d + 6, 1000, 0, &depth) || depth < 0))
        depth = -1;
    struct game_shape shape = { 0 };
    struct game_error ge;
    struct game_request r = { .rules = g, .depth = depth < 0 ? GAME_NO_DEPTH : (uint32_t)depth,
                              .merge = GAME_MERGE_NONE, .max_positions = WEB_MAX_POSITIONS };
    if (!game_parse(g, position && *position ? position : NULL, &shape, &r.root, &ge)) {
        diag_set(&err, "", 0, 0, "%s", ge.message);
        return answer_failure(&err);
    }
    char *text = game_position_text(g, position && *position ? position : NULL, &r.root);
    if (!text)
        return answer_out_of_memory();
    r.position = text;
    struct tree *t = game_tree(&r, &err);
    free(text);
    if (!t)
        return answer_failure(&err);
    return tree_answer(t);
}

WEB_EXPORT("web_generate") char *web_generate(const char *options)
{
    web_start();
    struct web_options o;
    struct diag err;
    char *copy;
    if (!options_of(&o, &copy, options, &err)) {
        free(copy);
        return answer_failure(&err);
    }
    const struct quiz_spec *s = &o.spec;
    unsigned degree = s->degree ? s->degree : 3, height = s->height ? s->height : 4;
    struct tree *t = NULL;
    bool pi = o.kind != 'r';
    if (pi ? gen_check_pi(degree, height, &err) : gen_check_shape(degree, height, &err)) {
        if (pi)
            t = gen_pi(degree, height, &err);
        else if (s->irregular)
            t = gen_random_irregular(degree, height, s->seed, s->value_min, s->value_max, &err);
        else
            t = gen_random(degree, height, s->seed, s->value_min, s->value_max, &err);
    }
    free(copy);
    if (t && t->count > WEB_MAX_POSITIONS) {
        diag_set(&err, "", 0, 0, P_("the tree has more than the limit of %zu position; "
                 "--max-positions raises the limit", "the tree has more than the limit of %zu "
                 "positions; --max-positions raises the limit", (size_t)WEB_MAX_POSITIONS),
                 (size_t)WEB_MAX_POSITIONS);
        tree_free(t);
        t = NULL;
    }
    if (!t)
        return answer_failure(&err);
    return tree_answer(t);
}

/* The page's own words: its panels, fields and buttons (the searches'
 * words come with their data). */
static const struct { const char *key, *text; } page_words[] = {
    /* TRANSLATORS: the page of abprune web: its panels, fields and buttons */
    { "treeTitle", N_("Your tree") },
    { "shipped", N_("A tree of abprune's") },
    { "treeHelp", N_("A tree in abprune's format: integers for the leaves, ( ) around each "
                     "position's moves, Label: before a position") },
    { "search", N_("Search") },
    { "algorithm", N_("Procedure") },
    { "window", N_("Window") },
    { "failSoft", N_("fail-soft") },
    { "order", N_("Move order") },
    /* TRANSLATORS: the move orders of the page's list (--order as-is,
     * best, worst, eval) */
    { "orderAsIs", N_("as given") },
    { "orderBest", N_("best first") },
    { "orderWorst", N_("worst first") },
    { "orderEval", N_("by the estimates (eval=)") },
    { "depth", N_("Depth limit") },
    { "compare", N_("F1 and F2 side by side") },
    { "generate", N_("Make a tree") },
    { "pi", N_("the paper's pi tree") },
    { "random", N_("a random tree") },
    { "degree", N_("degree") },
    { "height", N_("height") },
    { "seed", N_("seed") },
    { "irregular", N_("irregular") },
    { "game", N_("A game's position") },
    { "practiceTitle", N_("Practice") },
    { "newExercise", N_("New exercise") },
    { "cuts", N_("cutoffs, at least") },
    { "deep", N_("with a deep cutoff") },
    { "exercise", N_("Exercise %s") },
    { "download", N_("Download") },
    { "treeFile", N_("the tree file") },
    { "link", N_("a link to this") },
    { "language", N_("Language") },
    { "loading", N_("Starting abprune's engine...") },
    { "failed", N_("abprune's engine did not start here: %s") },
    { "error", N_("The tree does not read:") },
    /* TRANSLATORS: the course in the page of abprune web: its list of
     * lessons, a lesson's buttons and fields (%s: numbers, a name) */
    { "trees", N_("Trees") },
    { "course", N_("Course") },
    { "lessons", N_("The lessons") },
    { "lessonsHelp", N_("The lessons walk through Knuth and Moore's paper; each one asks "
                        "questions the program checks with its own search. Your progress stays "
                        "in this browser.") },
    { "allLessons", N_("All lessons") },
    { "forget", N_("Forget my progress") },
    { "forgetAsk", N_("Forget the lessons finished and where each was left, in every language?") },
    { "finished", N_("finished: %s of %s right at the first try") },
    { "leftIn", N_("left in section %s") },
    { "sectionOf", N_("Section %s of %s") },
    { "question", N_("Question %s") },
    { "yourAnswer", N_("Your answer") },
    { "check", N_("Check") },
    { "showAnswer", N_("Show the answer") },
    { "goOn", N_("Go on") },
    { "stepBack", N_("Step back") },
    { "stepForward", N_("Step forward") },
    { "prevSection", N_("Previous section") },
    { "nextSection", N_("Next section") },
    { "sectionAgain", N_("This section again") },
    { "lessonAgain", N_("The lesson again from its start") },
    { "view", N_("Negamax / minimax") },
    { "marks", N_("Marks") },
    { "more", N_("More") },
    { "nextLesson", N_("Next lesson") },
    { "summary", N_("Your answers") },
    { "lessonKeys", N_("Enter: go on or check the answer; Esc: show the answer; Left/Right: "
                       "step the search; PgUp/PgDn: section; r: the section again; v: view; m: "
                       "marks; f: the whole tree; q: the list of lessons") },
};

WEB_EXPORT("web_words") char *web_words(void)
{
    web_start();
    struct answer a;
    answer_start(&a, true);
    answer_member(&a, "language", i18n_language());
    json_key(&a.j, "words");
    json_begin_object(&a.j);
    for (size_t i = 0; i < sizeof page_words / sizeof page_words[0]; i++)
        answer_member(&a, page_words[i].key, _(page_words[i].text));
    json_end_object(&a.j);
    json_key(&a.j, "algorithms");
    json_begin_array(&a.j);
    for (int k = 0; k < ALG_COUNT; k++) {
        const struct algorithm_info *info = algorithm_info((enum algorithm)k);
        if (!(info->uses & USE_EXPORT))
            continue;
        json_begin_object(&a.j);
        answer_member(&a, "name", info->option);
        answer_member(&a, "title", _(info->summary));
        json_key(&a.j, "practice");
        json_bool(&a.j, quiz_page_takes((enum algorithm)k));
        json_end_object(&a.j);
    }
    json_end_array(&a.j);
    char *answer = answer_end(&a);
    return answer ? answer : answer_out_of_memory();
}
