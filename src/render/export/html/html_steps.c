/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html_steps.c: a recorded search as the web page's data: for every step
 * what changed (positions and what they show, the path of windows), the
 * sentence, the line of the procedure and its variables.  Written while a
 * state walks the trace once, so the output grows with the number of
 * steps (and the changes they make), not with steps x positions. */
#include "config.h"

#include "base/strbuf.h"
#include "render/export/html/html_steps.h"

#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/strindex.h"
#include "base/util.h"
#include "render/words/format.h"
#include "render/export/common/graph.h"
#include "render/words/describe.h"
#include "render/words/listing.h"
#include "search/step_state.h"
#include "tree/node_name.h"

/* The texts a side shows (values, windows, names of positions), each
 * written once and named by its index. */
struct strings {
    char **text;
    size_t count, cap;
    struct strindex index;  /* text -> its index */
    bool failed;
};

/* The index of s, added when new; 0 (and failed) when out of memory. */
static int32_t intern(struct strings *st, const char *s)
{
    uint32_t i;
    if (st->failed)
        return 0;
    if (strindex_find(&st->index, s, &i))
        return (int32_t)i;
    char *copy = strdup(s);
    if (!copy || !ARRAY_GROW(st->text, st->cap, st->count + 1) ||
        !strindex_add(&st->index, copy, (uint32_t)st->count)) {
        free(copy);
        st->failed = true;
        return 0;
    }
    st->text[st->count] = copy;
    return (int32_t)st->count++;
}

static void strings_free(struct strings *st)
{
    strindex_free(&st->index);
    for (size_t i = 0; i < st->count; i++)
        free(st->text[i]);
    free(st->text);
}

/* What the page shows at a position, as one number (page.js): 0 not
 * reached, 1 on the path, 2 + kind the root of a pruned branch, 10 + the
 * index of its text a position that returned. */
enum { CODE_UNVISITED, CODE_ACTIVE, CODE_CUT, CODE_DONE = 10 };

/* The columns of a side that have an entry a step, gathered while the
 * state walks the trace once and written one after another. */
enum column { COL_CUR, COL_LEAVES, COL_LINES, COL_SAY, COL_VARS, COL_COUNT };

/* A cutoff as the figure marks it: where its bound came from and what its
 * position will return (the provisional bound shown at the cutoff). */
struct cut_mark {
    size_t step;
    long long from;             /* in the subtree's numbers; -1: outside it */
    int how;                    /* 0 an ancestor's m, 1 the root's window */
    int32_t bound;              /* the text's index; -1 none */
    node_id node;               /* the cutoff's position */
};

struct walk {
    const struct html_scope *sc;
    const struct trace *tr;
    struct step_state *s;
    struct paper *paper;
    struct strings strings;
    int32_t *code;              /* what was written, per position of the subtree */
    struct path_frame *frames;  /* the path as written */
    size_t nframes;
    struct json d, p;           /* the changes of each step, */
    struct strbuf dbuf, pbuf;   /* into these */
    struct strbuf letters;      /* each step's event, a letter */
    struct json col[COL_COUNT]; /* the columns of an entry a step, */
    struct strbuf colbuf[COL_COUNT]; /* into these */
    struct export_request er;   /* for the sentences */
    size_t leaves;              /* leaves of the subtree evaluated so far */
    struct cut_mark *cuts;      /* every cutoff's marks */
    size_t ncuts, capcuts;
    bool failed;
};

static int32_t code_of(struct walk *w, node_id n)
{
    const struct step_state *s = w->s;
    switch (s->status[n]) {
    case NODE_ACTIVE:
        return CODE_ACTIVE;
    case NODE_CUT:
        return CODE_CUT + (int32_t)step_state_cut_kind(s, n);
    case NODE_DONE: {
        char text[64];
        return CODE_DONE + intern(&w->strings, graph_value_utf8(text, sizeof text, w->paper, n));
    }
    default:
        return CODE_UNVISITED;
    }
}

/* Writes n's change, when it is in the subtree drawn and changed: its
 * number in the subtree and its code. */
static void note(struct walk *w, node_id n)
{
    const struct tree *t = w->tr->tree;
    node_id root = w->sc->root;
    if (n < root || n >= root + t->size[root])
        return;
    int32_t c = code_of(w, n);
    if (c == w->code[n - root])
        return;
    w->code[n - root] = c;
    json_int(&w->d, (long long)(n - root));
    json_int(&w->d, c);
}

/* The positions the step's event may have changed. */
static void note_changes(struct walk *w, const struct event *e)
{
    const struct tree *t = w->tr->tree;
    json_begin_array(&w->d);
    note(w, e->node);
    if (e->type == EV_CUTOFF) {
        node_id c = e->c;
        for (int32_t k = 0; k < e->b && c != AB_NO_NODE; k++, c = tree_next_sibling(t, c))
            note(w, c);
    } else if (e->type == EV_RESEARCH) {
        for (node_id n = e->node + 1; n < e->node + t->size[e->node]; n++)
            note(w, n);
    }
    json_end_array(&w->d);
}

/* A frame's window as the stack shows it: the bound for F1, nothing for
 * F, else (alpha, beta); -1 for none. */
static int32_t window_text(struct walk *w, const struct path_frame *f, uint32_t depth)
{
    enum algorithm alg = w->tr->options.alg;
    char buf[FMT_WINDOW_MAX];
    if (alg == ALG_F)
        return -1;
    if (alg == ALG_F1)
        return intern(&w->strings, fmt_value(buf, f->beta, depth, w->sc->view));
    return intern(&w->strings, fmt_window(buf, f->alpha, f->beta, depth, w->sc->view));
}

/* Whether a frame shows the same (the child being searched is not shown). */
static bool same_frame(const struct path_frame *a, const struct path_frame *b)
{
    return a->node == b->node && a->alpha == b->alpha && a->beta == b->beta && a->m == b->m;
}

/* The path's change: how many frames stay, then the new ones.  A step
 * pushes a frame, pops one or changes the top one's m
 * (step_state_forward), so only the top frame written can differ from
 * the state's: comparing from there keeps a step O(1) on a path of any
 * depth, where comparing from the root made a deep chain's page
 * quadratic (issue 43). */
static void note_path(struct walk *w)
{
    const struct step_state *s = w->s;
    size_t keep = w->nframes < s->depth ? w->nframes : s->depth;
    keep = keep ? keep - 1 : 0;
    while (keep < w->nframes && keep < s->depth && same_frame(&w->frames[keep], &s->path[keep]))
        keep++;
    json_begin_array(&w->p);
    json_int(&w->p, (long long)keep);
    for (size_t i = keep; i < s->depth; i++) {
        const struct path_frame *f = &s->path[i];
        char name[NODE_NAME_MAX], m[FMT_VALUE_MAX];
        node_name(name, sizeof name, w->tr->tree, f->node);
        json_int(&w->p, intern(&w->strings, name));
        json_int(&w->p, window_text(w, f, (uint32_t)i));
        json_int(&w->p, intern(&w->strings, fmt_value(m, f->m, (uint32_t)i, w->sc->view)));
        w->frames[i] = *f;
    }
    w->nframes = s->depth;
    json_end_array(&w->p);
}

/* The letter of a step's event for the page's jumps: a cutoff that prunes
 * a deep branch is 'd'. */
static char event_letter(const struct trace *tr, const struct event *e)
{
    switch ((enum event_type)e->type) {
    case EV_ENTER: return 'e';
    case EV_LEAF: return 'l';
    case EV_CHILD: return 'c';
    case EV_EXIT: return 'r';
    case EV_RESEARCH: return 'a';
    case EV_CUTOFF: {
        node_id c = e->c;
        for (int32_t k = 0; k < e->b && c != AB_NO_NODE; k++, c = tree_next_sibling(tr->tree, c))
            if (trace_branch_kind(tr, e, c) == CUT_DEEP)
                return 'd';
        return 'x';
    }
    default: return '?';
    }
}

/* The line of the listing a step shows, as the stepper's code pane has it. */
static long code_line(const struct trace *tr, const struct step_state *s, enum value_view view)
{
    const struct event *e = step_state_current_event(s);
    if (!e)
        return 0;
    bool after_cut = e->type == EV_EXIT && s->step >= 2 && trace_event_type(tr, s->step - 2) == EV_CUTOFF;
    return (long)listing_line(tr->options.alg, view, e, after_cut, tree_depth(tr->tree, e->node));
}

static void walk_free(struct walk *w)
{
    strbuf_free(&w->dbuf);
    strbuf_free(&w->pbuf);
    strbuf_free(&w->letters);
    for (int c = 0; c < COL_COUNT; c++)
        strbuf_free(&w->colbuf[c]);
    strings_free(&w->strings);
    free(w->code);
    free(w->frames);
    free(w->cuts);
    paper_free(w->paper);
    step_state_free(w->s);
}

/* A walk of tr at its start; false (w->failed) when out of memory. */
static bool walk_init(struct walk *w, const struct html_scope *sc, const struct trace *tr)
{
    const struct tree *t = tr->tree;
    struct paper_options po = { .view = sc->view, .marks = sc->marks | MARK_CUTS | MARK_BOUNDS,
                                .no_layout = true, .snapshot = true, .labels = !sc->no_labels };
    *w = (struct walk){ .sc = sc, .tr = tr };
    w->s = step_state_new(tr);
    w->paper = w->s ? paper_new(tr, &po) : NULL;
    w->code = calloc(t->size[sc->root], sizeof *w->code);
    w->frames = calloc((size_t)t->height + 2, sizeof *w->frames);
    json_init_buffer(&w->d, &w->dbuf, true);
    json_init_buffer(&w->p, &w->pbuf, true);
    for (int c = 0; c < COL_COUNT; c++)
        json_init_buffer(&w->col[c], &w->colbuf[c], true);
    w->er = (struct export_request){ .file = sc->file, .trace = tr, .state = w->s,
                                     .snapshot = true, .root = sc->root, .opt = po };
    w->failed = !w->paper || !w->code || !w->frames;
    if (!w->failed)
        paper_attach(w->paper, w->s);
    return !w->failed;
}

/* A cutoff's marks (step k, event e), or at the step after it the
 * provisional bound: what its position returned. */
static void note_cut(struct walk *w, size_t k, const struct event *e)
{
    const struct tree *t = w->tr->tree;
    node_id root = w->sc->root, end = root + t->size[root];
    struct cut_mark *last = w->ncuts ? &w->cuts[w->ncuts - 1] : NULL;
    if (last && last->step == k - 1 && e->type == EV_EXIT && e->node == last->node &&
        e->node >= root && e->node < end) {
        int32_t c = w->code[e->node - root];
        last->bound = c >= CODE_DONE ? c - CODE_DONE : -1;
    }
    if (e->type != EV_CUTOFF)
        return;
    const struct step_state *s = w->s;
    uint32_t d = tree_depth(t, e->node);
    const struct path_frame *f = d < s->depth && s->path[d].node == e->node ? &s->path[d] : NULL;
    bool window;
    node_id from = describe_bound_source(w->tr, e, f, &window);
    if (!ARRAY_GROW(w->cuts, w->capcuts, w->ncuts + 1)) {
        w->failed = true;
        return;
    }
    w->cuts[w->ncuts++] = (struct cut_mark){
        .step = k, .how = window, .bound = -1, .node = e->node,
        .from = from != AB_NO_NODE && from >= root && from < end ? (long long)(from - root) : -1,
    };
}

/* Walks the whole trace: every step's changes, path and letter, and its
 * entry in each column. */
static void walk_steps(struct walk *w)
{
    const struct trace *tr = w->tr;
    const struct html_scope *sc = w->sc;
    node_id end = sc->root + tr->tree->size[sc->root];
    for (size_t k = 0; k <= tr->len; k++) {
        if (k > 0) {
            step_state_forward(w->s);
            paper_attach(w->paper, w->s);
            const struct event *e = step_state_current_event(w->s);
            note_changes(w, e);
            note_path(w);
            note_cut(w, k, e);
            char letter = event_letter(tr, e);
            strbuf_add(&w->letters, &letter, 1);
            /* the leaves of the subtree drawn (of the whole search
             * without --root) */
            w->leaves += e->type == EV_LEAF && e->node >= sc->root && e->node < end;
        }
        node_id n = step_state_current_node(w->s);
        json_int(&w->col[COL_CUR], n >= sc->root && n < end ? (long long)(n - sc->root) : -1);
        json_int(&w->col[COL_LEAVES], (long long)w->leaves);
        json_int(&w->col[COL_LINES], code_line(tr, w->s, sc->view));
        char text[1600];
        graph_step_caption(text, sizeof text, &w->er);
        json_string(&w->col[COL_SAY], text);
        if (!listing_variables(w->s, tr->options.alg, sc->view, text, sizeof text))
            text[0] = '\0';
        json_string(&w->col[COL_VARS], text);
    }
}

/* An array of j whose elements a buffer holds already. */
static void raw_array(struct json *j, const char *key, const struct strbuf *elements)
{
    json_break(j);
    json_key(j, key);
    json_begin_array(j);
    json_raw(j, elements->data ? elements->data : "");
    json_end_array(j);
}

/* The side's object: its title and listing, then the columns walked. */
static void write_side(struct json *j, struct walk *w)
{
    static const char *const column_key[COL_COUNT] = { "cur", "leaves", "lines", "say", "vars" };
    const struct trace *tr = w->tr;
    struct listing lst = listing_of(tr->options.alg, w->sc->view);
    char title[400];
    w->er.snapshot = false;
    graph_title(title, sizeof title, &w->er);
    json_begin_object(j);
    json_key(j, "title");
    json_string(j, title);
    json_key(j, "alg");
    json_string(j, algorithm_info(tr->options.alg)->name);
    json_key(j, "windowWord");
    json_string(j, tr->options.alg == ALG_F1 ? _("bound") : tr->options.alg == ALG_F ? ""
                                                                                   : _("window"));
    json_key(j, "n");
    json_int(j, (long long)tr->len);
    json_break(j);
    json_key(j, "listing");
    json_begin_array(j);
    char shown[LISTING_LINE_MAX];
    for (size_t l = 0; l < lst.count; l++)
        json_string(j, listing_text(&lst, l, shown, sizeof shown));
    json_end_array(j);
    json_break(j);
    json_key(j, "t");
    json_string(j, w->letters.data ? w->letters.data : "");
    /* the columns: an entry a step (cur ... vars), the changes of every
     * step after the first (d, p), then the texts they name */
    for (int c = 0; c < COL_COUNT; c++) {
        raw_array(j, column_key[c], &w->colbuf[c]);
        w->failed |= w->colbuf[c].failed;
    }
    raw_array(j, "d", &w->dbuf);
    raw_array(j, "p", &w->pbuf);
    /* each cutoff: its step, the position whose m (or the root's window)
     * set its bound, and what its position returns */
    json_break(j);
    json_key(j, "cuts");
    json_begin_array(j);
    for (size_t c = 0; c < w->ncuts; c++) {
        const struct cut_mark *m = &w->cuts[c];
        json_int(j, (long long)m->step);
        json_int(j, m->from);
        json_int(j, m->how);
        json_int(j, m->bound);
    }
    json_end_array(j);
    json_break(j);
    json_key(j, "strings");
    json_begin_array(j);
    for (size_t s = 0; s < w->strings.count; s++)
        json_string(j, w->strings.text[s]);
    json_end_array(j);
    json_end_object(j);
    w->failed |= w->strings.failed || w->dbuf.failed || w->pbuf.failed || w->letters.failed;
}

void html_side_json(struct json *j, const struct html_scope *sc, const struct trace *tr)
{
    struct walk w;
    if (walk_init(&w, sc, tr)) {
        walk_steps(&w);
        write_side(j, &w);
    }
    if (w.failed && j->buf)
        j->buf->failed = true;
    walk_free(&w);
}

/* The steps at which a search has evaluated each of its leaves, and those
 * leaves: for following leaf by leaf. */
struct leaf_steps {
    size_t *step;
    node_id *node;
    size_t count;
};

static bool leaf_steps(const struct trace *tr, struct leaf_steps *ls)
{
    ls->count = 0;
    ls->step = malloc((tr->result.leaves + 1) * sizeof *ls->step);
    ls->node = malloc((tr->result.leaves + 1) * sizeof *ls->node);
    if (!ls->step || !ls->node)
        return false;
    for (size_t i = 0; i < tr->len; i++)
        if (trace_event_type(tr, i) == EV_LEAF) {
            ls->step[ls->count] = i + 1;
            ls->node[ls->count++] = trace_event(tr, i).node;
        }
    return true;
}

void html_sync_json(struct json *j, const struct trace *a, const struct trace *b)
{
    /* the stepper's rule (stepper.c, sync_second): the second side goes to
     * just after the last of its leaves that lies at or before the first
     * side's last leaf (left of it, in preorder), and to its end at the
     * first's end */
    struct leaf_steps lb = { 0 };
    if (!leaf_steps(b, &lb)) {
        if (j->buf)
            j->buf->failed = true;
        free(lb.step);
        free(lb.node);
        return;
    }
    json_begin_array(j);
    json_int(j, 0);
    node_id last = AB_NO_NODE;
    size_t k = 0;
    for (size_t step = 1; step <= a->len; step++) {
        struct event e_buf;
        const struct event *e = trace_event_at(a, step - 1, &e_buf);
        if (e->type == EV_LEAF) {
            if (last != AB_NO_NODE && e->node < last)
                k = 0;      /* a search again: from the left */
            last = e->node;
            while (k < lb.count && lb.node[k] <= last)
                k++;
        }
        size_t to = step == a->len ? b->len : k == 0 ? 0 : lb.step[k - 1];
        json_int(j, (long long)to);
    }
    json_end_array(j);
    free(lb.step);
    free(lb.node);
}
