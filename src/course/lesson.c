/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson.c: reading a lesson and playing it through to check it. */
#include "config.h"

#include "course/lesson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/text.h"
#include "base/util.h"
#include "course/lesson_board.h"
#include "course/lesson_reader.h"
#include "render/words/format.h"
#include "search/searchopt.h"
#include "search/step_state.h"
#include "tree/horizon.h"
#include "tree/parse.h"

/* ---- directives ---- */

static bool do_tree(struct lesson_reader *r, const char *arg, bool inline_text)
{
    struct diag terr;
    struct tree *t;
    /* the trees before this one have taken part of the lesson's budget */
    size_t max = lesson_max_positions(r), left = max - r->positions;
    if (left == 0)
        return lesson_fail_at(r, 1, _("the lesson's trees already hold %zu positions, the "
                                      "limit (--max-positions raises it)"), max);
    struct tree_limits limits = r->limits;
    limits.max_positions = left;
    if (inline_text) {
        char name[300];
        snprintf(name, sizeof name, "%s:%u", r->l->path, r->line);
        t = tree_parse_with(arg, strlen(arg), name, &limits, &terr);
    } else {
        char *path = malloc(strlen(r->dir) + strlen(arg) + 2);
        if (!path)
            return lesson_out_of_memory(r);
        if (arg[0] == '/')
            strcpy(path, arg);
        else
            sprintf(path, "%s/%s", r->dir, arg);
        /* a regular file, relative to the lesson's directory: never the
         * terminal, a pipe or a device (/dev/stdin, a FIFO, /dev/zero) */
        size_t len;
        char *text = file_read_regular(path, limits.max_input ? limits.max_input
                                                              : FILE_DEFAULT_MAX_INPUT,
                                       &len, &terr);
        t = text ? tree_parse_with(text, len, path, &limits, &terr) : NULL;
        free(text);
        free(path);
    }
    if (!t) {
        const char *name = inline_text ? "inline" : arg;
        if (left < max && strstr(terr.message, "--max-positions"))
            return lesson_fail_at(r, 1, _("tree '%s' does not load (line %u, column %u): %s "
                                          "(the lesson's trees share one limit of %zu "
                                          "positions: %zu taken by the trees before it)"),
                                  name, terr.line, terr.col, terr.message, max, r->positions);
        if (terr.line)
            return lesson_fail_at(r, 1, _("tree '%s' does not load (line %u, column %u): %s"), name,
                                  terr.line, terr.col, terr.message);
        return lesson_fail_at(r, 1, _("tree '%s' does not load: %s"), name, terr.message);
    }
    return lesson_add_tree(r, t);
}

/* limit depth N | limit threshold T | limit none: the loaded tree cut at a
 * depth or plausibility threshold (horizon.h), put on the board. */
static bool do_limit(struct lesson_reader *r, const char *name, char *args, const char *line)
{
    (void)name;
    char *what = lesson_next_word(&args), *arg = lesson_next_word(&args);
    const struct tree *source = r->l->trees[r->source_tree];
    if (what && strcmp(what, "none") == 0 && !arg) {
        r->board.tree = r->source_tree;
        r->limit_depth = HORIZON_NO_DEPTH;
        r->limit_threshold = 0;
        return lesson_setup(r);
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
            return lesson_fail_at(r, lesson_col_of(line, arg),
                                  _("bad threshold '%s': a number in (0, 1]"), arg);
    } else {
        return lesson_fail_at(r, what ? lesson_col_of(line, what) : 1,
                              _("limit needs 'depth N', 'threshold T' or 'none'"));
    }
    if (lesson_next_word(&args))
        return lesson_fail_at(r, 1, _("limit takes one setting"));
    struct diag herr;
    size_t made;
    struct tree *t = tree_horizon(source, depth, threshold, r->l->path, &herr, &made);
    if (!t)
        return lesson_fail_at(r, 1, "%s", herr.message);
    size_t keep = r->source_tree;
    if (!lesson_add_tree(r, t))
        return false;
    r->source_tree = keep;
    r->limit_depth = depth;
    r->limit_threshold = threshold;
    return true;
}

/* use research | tt | mccarthy | futility M | none: the options of the
 * searches on the board (search.h). */
static bool do_use(struct lesson_reader *r, const char *name, char *args, const char *line)
{
    (void)name;
    char *what = lesson_next_word(&args), *arg = lesson_next_word(&args);
    long n;
    if (!what)
        return lesson_fail_at(r, 1, _("use needs research, tt, mccarthy, futility M or none"));
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
            return lesson_fail_at(r, arg ? lesson_col_of(line, arg) : 1,
                                  _("use futility needs a margin >= 0"));
        r->rules.futility = true;
        r->rules.futility_margin = (int32_t)n;
        r->rules.horizon = r->limit_depth;
        arg = lesson_next_word(&args);
    } else {
        return lesson_fail_at(r, lesson_col_of(line, what),
                              _("unknown option '%s' (use research, tt, mccarthy, "
                                "futility M or none)"),
                              what);
    }
    if (arg && strcmp(what, "futility") != 0)
        return lesson_fail_at(r, lesson_col_of(line, arg), _("use takes one option per line"));
    if (arg)
        return lesson_fail_at(r, 1, _("use takes one option per line"));
    return lesson_rules_ok(r, r->board.alg, 1) && (!r->have_tree || lesson_setup(r));
}

/* ---- the directives: one handler each, the table after them ---- */

/* A copy of the text of a line for the reader, every run of blanks one
 * space: the lines of a paragraph are joined and re-wrapped to the
 * window, so two spaces after a sentence inside a line and one at its end
 * would show unevenly; NULL when out of memory. */
static char *text_dup(const char *s)
{
    char *t = malloc(strlen(s) + 1), *q = t;
    if (!t)
        return NULL;
    for (; *s; s++) {
        bool blank = *s == ' ' || *s == '\t';
        if (!blank)
            *q++ = *s;
        else if (q > t && q[-1] != ' ')
            *q++ = ' ';
    }
    if (q > t && q[-1] == ' ')
        q--;
    *q = '\0';
    return t;
}

static bool do_title(struct lesson_reader *r, const char *name, char *rest, const char *line)
{
    (void)name, (void)line;
    struct lesson *l = r->l;
    if (l->title)
        return lesson_fail_at(r, 1, _("a second title"));
    if (l->nsections)
        return lesson_fail_at(r, 1, _("the title comes before the first section"));
    if (!*rest)
        return lesson_fail_at(r, 1, _("title needs text"));
    return (l->title = text_dup(rest)) != NULL || lesson_out_of_memory(r);
}

static bool do_section(struct lesson_reader *r, const char *name, char *rest, const char *line)
{
    (void)name, (void)line;
    struct lesson *l = r->l;
    if (!*rest)
        return lesson_fail_at(r, 1, _("section needs a title"));
    if (!l->title)
        return lesson_fail_at(r, 1,
                              _("the lesson has no title: 'title TEXT' comes before "
                                "the first section"));
    if (!ARRAY_GROW(l->sections, l->capsections, l->nsections + 1))
        return lesson_out_of_memory(r);
    struct lesson_section *s = &l->sections[l->nsections++];
    s->title = text_dup(rest);
    s->first = s->end = l->nitems;
    return s->title != NULL || lesson_out_of_memory(r);
}

static bool do_say(struct lesson_reader *r, const char *name, char *rest, const char *line)
{
    (void)name, (void)line;
    struct lesson_item *it = lesson_new_item(r, LOP_SAY);
    return (it && (it->text = text_dup(rest)) != NULL) || lesson_out_of_memory(r);
}

/* tree FILE and tree-inline TREE */
static bool do_tree_line(struct lesson_reader *r, const char *name, char *rest, const char *line)
{
    (void)line;
    bool inline_text = strcmp(name, "tree-inline") == 0;
    if (!*rest)
        return lesson_fail_at(
            r, 1, "%s", inline_text ? _("tree-inline needs a tree") : _("tree needs a file name"));
    return do_tree(r, rest, inline_text);
}

static bool do_algorithm(struct lesson_reader *r, const char *name, char *rest, const char *line)
{
    (void)name;
    enum algorithm a = lesson_algorithm(r, rest, line);
    if (a == ALG_COUNT)
        return false;
    r->board.alg = a;
    return !r->have_tree || lesson_setup(r);
}

static bool do_window(struct lesson_reader *r, const char *name, char *rest, const char *line)
{
    (void)name;
    int32_t a, b;
    if (strcmp(rest, "full") == 0) {
        a = -AB_INF;
        b = AB_INF;
    } else if (!fmt_parse_window(rest, &a, &b)) {
        return lesson_fail_at(r, lesson_col_of(line, rest),
                              _("bad window '%s': expected A,B with A < B, "
                                "or full"),
                              rest);
    }
    r->board.alpha = a;
    r->board.beta = b;
    return lesson_rules_ok(r, r->board.alg, lesson_col_of(line, rest)) &&
           (!r->have_tree || lesson_setup(r));
}

static bool do_view(struct lesson_reader *r, const char *name, char *rest, const char *line)
{
    (void)name;
    int v = value_view_from_name(rest);
    if (v < 0)
        return lesson_fail_at(r, lesson_col_of(line, rest),
                              _("unknown view '%s' (negamax or minimax)"), rest);
    r->board.view = (enum value_view)v;
    r->view_set = true;
    return !r->have_tree || lesson_new_item(r, LOP_SETUP) != NULL || lesson_out_of_memory(r);
}

static bool do_highlight(struct lesson_reader *r, const char *name, char *rest, const char *line)
{
    (void)name;
    struct lesson_item *it = lesson_new_item(r, LOP_HIGHLIGHT);
    return it ? lesson_read_nodes(r, &rest, line, it, NULL) : lesson_out_of_memory(r);
}

static bool do_pause(struct lesson_reader *r, const char *name, char *rest, const char *line)
{
    (void)name, (void)rest, (void)line;
    return lesson_new_item(r, LOP_PAUSE) != NULL || lesson_out_of_memory(r);
}

/* hint TEXT and prompt TEXT, after a question */
static bool do_hint(struct lesson_reader *r, const char *name, char *rest, const char *line)
{
    (void)line;
    struct lesson *l = r->l;
    struct lesson_item *q = l->nitems ? &l->items[l->nitems - 1] : NULL;
    if (!q || q->op != LOP_QUESTION)
        return lesson_fail_at(r, 1, _("'%s' must follow a question"), name);
    if (!*rest)
        return lesson_fail_at(r, 1, _("%s needs text"), name);
    if (strcmp(name, "prompt") == 0) {
        free(q->text);
        return (q->text = text_dup(rest)) != NULL || lesson_out_of_memory(r);
    }
    if (!ARRAY_GROW(q->hints, q->caphints, q->nhints + 1))
        return lesson_out_of_memory(r);
    return (q->hints[q->nhints++] = text_dup(rest)) != NULL || lesson_out_of_memory(r);
}

/* The directives of doc/lesson-format.md: a name, whether it belongs in a
 * section and needs a tree, and its handler (given the name, the rest of
 * the line after it, and the whole line for columns). */
static const struct directive {
    const char *name;
    bool in_section, needs_tree;
    bool (*run)(struct lesson_reader *r, const char *name, char *rest, const char *line);
} directives[] = {
    { "title", false, false, do_title },
    { "section", false, false, do_section },
    { "say", true, false, do_say },
    { "tree", true, false, do_tree_line },
    { "tree-inline", true, false, do_tree_line },
    { "algorithm", true, false, do_algorithm },
    { "window", true, false, do_window },
    { "view", true, false, do_view },
    { "goto", true, false, lesson_do_goto },
    { "limit", true, true, do_limit },
    { "use", true, false, do_use },
    { "highlight", true, true, do_highlight },
    { "pause", true, false, do_pause },
    { "question", true, true, lesson_do_question },
    { "hint", true, false, do_hint },
    { "prompt", true, false, do_hint },
};

static bool do_line(struct lesson_reader *r, char *line)
{
    char *rest = line;
    char *name = lesson_next_word(&rest);
    while (*rest == ' ' || *rest == '\t')
        rest++;
    const struct directive *d = NULL;
    for (size_t i = 0; i < sizeof directives / sizeof directives[0] && !d; i++)
        if (strcmp(name, directives[i].name) == 0)
            d = &directives[i];
    if ((!d || d->in_section) && !r->l->nsections)
        return lesson_fail_at(r, 1, _("'%s' before the first section"), name);
    if (!d)
        return lesson_fail_at(r, 1, _("unknown directive '%s'"), name);
    return (!d->needs_tree || lesson_need_tree(r, name)) && d->run(r, name, rest, line);
}

/* The format line: "abprune-lesson 1". */
static bool do_version(struct lesson_reader *r, char *line)
{
    char *rest = line, *name = lesson_next_word(&rest), *v = lesson_next_word(&rest);
    if (strcmp(name, "abprune-lesson") != 0)
        return lesson_fail_at(r, 1, _("a lesson starts with the line 'abprune-lesson %d'"),
                              LESSON_FORMAT_VERSION);
    if (!v || strcmp(v, "1") != 0 || lesson_next_word(&rest))
        return lesson_fail_at(r, v ? lesson_col_of(line, v) : 1,
                              _("unsupported lesson format '%s' "
                                "(this program reads version %d)"),
                              v ? v : "", LESSON_FORMAT_VERSION);
    return true;
}

static bool play(struct lesson_reader *r, char *text)
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
        end_col = lesson_col_of(line, line + n);
        while (n && (line[n - 1] == '\r' || line[n - 1] == ' ' || line[n - 1] == '\t'))
            line[--n] = '\0';
        /* the whole file is text: nothing in it may reach a terminal as a
         * control sequence (a title with ESC or BEL, U+009B), and it is
         * UTF-8 */
        size_t at;
        uint32_t what;
        enum text_fault fault = text_check(line, n, &at, &what);
        if (fault == TEXT_CONTROL)
            return lesson_fail_at(r, text_column(line, at),
                                  _("control character (byte 0x%02X): a lesson is text"),
                                  (unsigned)what);
        if (fault == TEXT_C1)
            return lesson_fail_at(r, text_column(line, at),
                                  _("control character U+%04X: a lesson is text"), (unsigned)what);
        if (fault == TEXT_INVALID)
            return lesson_fail_at(r, text_column(line, at),
                                  _("byte 0x%02X is not UTF-8 (a lesson is UTF-8 text)"),
                                  (unsigned)what);
        const char *first = line + strspn(line, " \t");
        if (!*first || *first == '#')
            continue;
        if (first != line)
            return lesson_fail_at(r, 1, _("directives start at the beginning of the line"));
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
        return lesson_fail_at(r, 1, _("empty lesson: it must start with 'abprune-lesson %d'"),
                              LESSON_FORMAT_VERSION);
    }
    if (!r->l->title)
        return lesson_fail_at(r, end_col,
                              _("the lesson has no title (add 'title TEXT' after the "
                                "format line)"));
    if (!r->l->nsections)
        return lesson_fail_at(r, end_col,
                              _("the lesson has no sections (a lesson is a sequence "
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
    struct lesson_reader r = { .l = l, .err = err };
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
    /* a UTF-8 byte order mark, as editors on Windows write it, as trees
     * take it */
    char *body = len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? text + 3 : text;
    if (nul) {
        /* the position of the first NUL byte */
        const char *start = text;
        r.line = 1;
        for (const char *c = text; c < nul; c++)
            if (*c == '\n') {
                r.line++;
                start = c + 1;
            }
        ok = lesson_fail_at(&r, lesson_col_of(start, nul), _("not a text file (a NUL byte)"));
    } else {
        ok = play(&r, body);
    }
    for (size_t i = 0; i < l->ntraces; i++) {
        step_state_free(r.states[i]);
        trace_index_free(&r.indexes[i]);
        free(r.keys[i]);
        if (r.calls[i])
            calls_free(r.calls[i]);
        free(r.calls[i]);
    }
    free(r.calls);
    strindex_free(&r.trace_keys);
    free(r.indexes);
    free(r.keys);
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

/* A line's text after its directive, made visible (for listings: a
 * lesson with controls in it, which --check would refuse, is shown
 * harmlessly), newly allocated. */
static char *visible_copy(const char *text, size_t len)
{
    char line[512], shown[sizeof line * 4];
    if (len >= sizeof line)
        len = sizeof line - 1;
    memcpy(line, text, len);
    line[len] = '\0';
    return text_dup(text_visible(shown, sizeof shown, line));
}

void lesson_outline_free(struct lesson_outline *o)
{
    for (size_t i = 0; i < o->nsections; i++)
        free(o->sections[i]);
    free(o->sections);
    free(o->title);
    *o = (struct lesson_outline){ 0 };
}

bool lesson_read_outline(const char *path, struct lesson_outline *o)
{
    *o = (struct lesson_outline){ 0 };
    struct diag err;
    size_t len, cap = 0;
    char *text = file_read_regular(path, FILE_DEFAULT_MAX_INPUT, &len, &err);
    bool ok = text != NULL;
    for (char *line = text; ok && line && *line;) {
        char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        if (n && line[n - 1] == '\r')
            n--;
        if (!o->title && strncmp(line, "title ", 6) == 0 && !o->nsections) {
            ok = (o->title = visible_copy(line + 6, n - 6)) != NULL;
        } else if (strncmp(line, "section ", 8) == 0) {
            ok = ARRAY_GROW(o->sections, cap, o->nsections + 1) &&
                 (o->sections[o->nsections] = visible_copy(line + 8, n - 8)) != NULL;
            o->nsections += ok;
        }
        line = end ? end + 1 : NULL;
    }
    free(text);
    if (!ok)
        lesson_outline_free(o);
    return ok;
}

char *lesson_file_in(const char *dir, const char *name)
{
    const char *lang = i18n_language();
    if (strcmp(lang, "en") != 0) {
        char *path = str_printf("%s/%s/%s.lesson", dir, lang, name);
        if (path && file_is_regular(path))
            return path;
        free(path);
    }
    return str_printf("%s/%s.lesson", dir, name);
}

char *lesson_read_title(const char *path)
{
    struct lesson_outline o;
    if (!lesson_read_outline(path, &o))
        return NULL;
    char *title = o.title;
    o.title = NULL;
    lesson_outline_free(&o);
    return title;
}
