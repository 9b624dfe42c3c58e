/* SPDX-License-Identifier: GPL-3.0-or-later */
/* html_steps.c: a recorded search as the web page's data: for every step
 * what changed (positions and what they show, the path of windows), the
 * sentence, the line of the procedure and its variables.  Written while a
 * state walks the trace once, so the output grows with the number of
 * steps (and the changes they make), not with steps x positions. */
#include "config.h"

#include "base/strbuf.h"
#include "render/html.h"

#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "render/format.h"
#include "render/graph.h"
#include "render/listing.h"
#include "tree/node_name.h"

/* The texts a side shows (values, windows, names of positions), each
 * written once and named by its index. */
struct strings {
    char **text;
    size_t count, cap;
    size_t *slot;           /* open addressing: index + 1, 0 empty */
    size_t nslots;
    bool failed;
};

static size_t hash(const char *s)
{
    size_t h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;
}

static bool strings_grow(struct strings *st)
{
    size_t nslots = st->nslots ? st->nslots * 2 : 256;
    size_t *slot = calloc(nslots, sizeof *slot);
    if (!slot)
        return false;
    for (size_t i = 0; i < st->count; i++) {
        size_t h = hash(st->text[i]) & (nslots - 1);
        while (slot[h])
            h = (h + 1) & (nslots - 1);
        slot[h] = i + 1;
    }
    free(st->slot);
    st->slot = slot;
    st->nslots = nslots;
    return true;
}

/* The index of s, added when new; 0 (and failed) when out of memory. */
static int32_t intern(struct strings *st, const char *s)
{
    if (st->failed)
        return 0;
    if (2 * (st->count + 1) > st->nslots && !strings_grow(st)) {
        st->failed = true;
        return 0;
    }
    size_t h = hash(s) & (st->nslots - 1);
    for (; st->slot[h]; h = (h + 1) & (st->nslots - 1))
        if (strcmp(st->text[st->slot[h] - 1], s) == 0)
            return (int32_t)(st->slot[h] - 1);
    if (!ARRAY_GROW(st->text, st->cap, st->count + 1)) {
        st->failed = true;
        return 0;
    }
    char *copy = strdup(s);
    if (!copy) {
        st->failed = true;
        return 0;
    }
    st->text[st->count] = copy;
    st->slot[h] = ++st->count;
    return (int32_t)(st->count - 1);
}

static void strings_free(struct strings *st)
{
    for (size_t i = 0; i < st->count; i++)
        free(st->text[i]);
    free(st->text);
    free(st->slot);
}

/* What the page shows at a position, as one number (page.js): 0 not
 * reached, 1 on the path, 2 + kind the root of a pruned branch, 10 + the
 * index of its text a position that returned. */
enum { CODE_UNVISITED, CODE_ACTIVE, CODE_CUT, CODE_DONE = 10 };

struct walk {
    const struct html_request *rq;
    const struct trace *tr;
    struct step_state *s;
    struct paper *paper;
    struct strings strings;
    int32_t *code;              /* what was written, per position of the subtree */
    struct path_frame *frames;  /* the path as written */
    size_t nframes;
    struct strbuf d, p;         /* the changes of each step */
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

/* Writes n's change, when it is in the subtree drawn and changed. */
static void note(struct walk *w, node_id n, bool *comma)
{
    const struct tree *t = w->tr->tree;
    node_id root = w->rq->root;
    if (n < root || n >= root + t->size[root])
        return;
    int32_t c = code_of(w, n);
    if (c == w->code[n - root])
        return;
    w->code[n - root] = c;
    strbuf_printf(&w->d, "%s%u,%d", *comma ? "," : "", (unsigned)(n - root), (int)c);
    *comma = true;
}

/* The positions the step's event may have changed. */
static void note_changes(struct walk *w, const struct event *e)
{
    const struct tree *t = w->tr->tree;
    bool comma = false;
    strbuf_puts(&w->d, "[");
    note(w, e->node, &comma);
    if (e->type == EV_CUTOFF) {
        node_id c = e->c;
        for (int32_t k = 0; k < e->b && c != AB_NO_NODE; k++, c = tree_next_sibling(t, c))
            note(w, c, &comma);
    } else if (e->type == EV_RESEARCH) {
        for (node_id n = e->node + 1; n < e->node + t->size[e->node]; n++)
            note(w, n, &comma);
    }
    strbuf_puts(&w->d, "]");
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
        return intern(&w->strings, fmt_value(buf, f->beta, depth, w->rq->view));
    return intern(&w->strings, fmt_window(buf, f->alpha, f->beta, depth, w->rq->view));
}

/* Whether a frame shows the same (the child being searched is not shown). */
static bool same_frame(const struct path_frame *a, const struct path_frame *b)
{
    return a->node == b->node && a->alpha == b->alpha && a->beta == b->beta && a->m == b->m;
}

/* The path's change: how many frames stay, then the new ones. */
static void note_path(struct walk *w)
{
    const struct step_state *s = w->s;
    size_t keep = 0;
    while (keep < w->nframes && keep < s->depth && same_frame(&w->frames[keep], &s->path[keep]))
        keep++;
    strbuf_printf(&w->p, "[%zu", keep);
    for (size_t i = keep; i < s->depth; i++) {
        const struct path_frame *f = &s->path[i];
        char name[NODE_NAME_MAX], m[FMT_VALUE_MAX];
        node_name(name, sizeof name, w->tr->tree, f->node);
        strbuf_printf(&w->p, ",%d,%d,%d", (int)intern(&w->strings, name),
                      (int)window_text(w, f, (uint32_t)i),
                      (int)intern(&w->strings, fmt_value(m, f->m, (uint32_t)i, w->rq->view)));
        w->frames[i] = *f;
    }
    w->nframes = s->depth;
    strbuf_puts(&w->p, "]");
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
    bool after_cut = e->type == EV_EXIT && s->step >= 2 && tr->ev[s->step - 2].type == EV_CUTOFF;
    return (long)listing_line(tr->options.alg, view, e, after_cut, tree_depth(tr->tree, e->node));
}

void html_side_json(struct strbuf *out, const struct html_request *rq, int i)
{
    const struct trace *tr = rq->trace[i];
    const struct tree *t = tr->tree;
    struct paper_options po = { .view = rq->view, .marks = rq->marks | MARK_CUTS | MARK_BOUNDS,
                                .no_layout = true, .snapshot = true, .labels = !rq->no_labels };
    struct walk w = { .rq = rq, .tr = tr };
    w.s = step_state_new(tr);
    w.paper = w.s ? paper_new(tr, &po) : NULL;
    w.code = calloc(t->size[rq->root], sizeof *w.code);
    w.frames = calloc((size_t)t->height + 2, sizeof *w.frames);
    struct strbuf letters, cur, leaves, lines, say, vars;
    strbuf_init(&w.d);
    strbuf_init(&w.p);
    strbuf_init(&letters);
    strbuf_init(&cur);
    strbuf_init(&leaves);
    strbuf_init(&lines);
    strbuf_init(&say);
    strbuf_init(&vars);
    if (!w.paper || !w.code || !w.frames) {
        out->failed = true;
        goto done;
    }
    paper_attach(w.paper, w.s);
    struct export_request er = { .file = rq->file, .trace = tr, .state = w.s, .snapshot = true,
                                 .root = rq->root, .opt = po };
    struct listing lst = listing_of(tr->options.alg, rq->view);
    node_id end = rq->root + t->size[rq->root];
    for (size_t k = 0; k <= tr->len; k++) {
        if (k > 0) {
            step_state_forward(w.s);
            paper_attach(w.paper, w.s);
            const struct event *e = step_state_current_event(w.s);
            strbuf_puts(&w.d, k > 1 ? "," : "");
            note_changes(&w, e);
            strbuf_puts(&w.p, k > 1 ? "," : "");
            note_path(&w);
            char letter = event_letter(tr, e);
            strbuf_add(&letters, &letter, 1);
        }
        node_id n = step_state_current_node(w.s);
        strbuf_printf(&cur, "%s%ld", k ? "," : "",
                      n >= rq->root && n < end ? (long)(n - rq->root) : -1L);
        strbuf_printf(&leaves, "%s%zu", k ? "," : "", w.s->leaves);
        strbuf_printf(&lines, "%s%ld", k ? "," : "", code_line(tr, w.s, rq->view));
        char text[1600];
        graph_step_caption(text, sizeof text, &er);
        strbuf_puts(&say, k ? "," : "");
        html_json_string(&say, text);
        if (!listing_variables(w.s, tr->options.alg, rq->view, text, sizeof text))
            text[0] = '\0';
        strbuf_puts(&vars, k ? "," : "");
        html_json_string(&vars, text);
    }
    char title[400];
    er.snapshot = false;
    graph_title(title, sizeof title, &er);
    strbuf_puts(out, "{\"title\":");
    html_json_string(out, title);
    strbuf_puts(out, ",\"alg\":");
    html_json_string(out, algorithm_info(tr->options.alg)->name);
    strbuf_puts(out, ",\"windowWord\":");
    html_json_string(out, tr->options.alg == ALG_F1 ? _("bound")
                          : tr->options.alg == ALG_F ? "" : _("window"));
    strbuf_printf(out, ",\"n\":%zu,\n\"listing\":[", tr->len);
    char shown[LISTING_LINE_MAX];
    for (size_t l = 0; l < lst.count; l++) {
        strbuf_puts(out, l ? "," : "");
        html_json_string(out, listing_text(&lst, l, shown, sizeof shown));
    }
    strbuf_puts(out, "],\n\"t\":\"");
    strbuf_add(out, letters.data ? letters.data : "", letters.len);
    strbuf_puts(out, "\",\n\"cur\":[");
    strbuf_add(out, cur.data, cur.len);
    strbuf_puts(out, "],\n\"leaves\":[");
    strbuf_add(out, leaves.data, leaves.len);
    strbuf_puts(out, "],\n\"lines\":[");
    strbuf_add(out, lines.data, lines.len);
    strbuf_puts(out, "],\n\"d\":[");
    strbuf_add(out, w.d.data ? w.d.data : "", w.d.len);
    strbuf_puts(out, "],\n\"p\":[");
    strbuf_add(out, w.p.data ? w.p.data : "", w.p.len);
    strbuf_puts(out, "],\n\"say\":[");
    strbuf_add(out, say.data, say.len);
    strbuf_puts(out, "],\n\"vars\":[");
    strbuf_add(out, vars.data, vars.len);
    strbuf_puts(out, "],\n\"strings\":[");
    for (size_t s = 0; s < w.strings.count; s++) {
        strbuf_puts(out, s ? "," : "");
        html_json_string(out, w.strings.text[s]);
    }
    strbuf_puts(out, "]}");
    if (w.strings.failed || w.d.failed || w.p.failed || letters.failed || cur.failed ||
        leaves.failed || lines.failed || say.failed || vars.failed)
        out->failed = true;
done:
    strbuf_free(&w.d);
    strbuf_free(&w.p);
    strbuf_free(&letters);
    strbuf_free(&cur);
    strbuf_free(&leaves);
    strbuf_free(&lines);
    strbuf_free(&say);
    strbuf_free(&vars);
    strings_free(&w.strings);
    free(w.code);
    free(w.frames);
    paper_free(w.paper);
    step_state_free(w.s);
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
        if (tr->ev[i].type == EV_LEAF) {
            ls->step[ls->count] = i + 1;
            ls->node[ls->count++] = tr->ev[i].node;
        }
    return true;
}

void html_sync_json(struct strbuf *out, const struct html_request *rq)
{
    /* the stepper's rule (stepper.c, sync_second): the second side goes to
     * just after the last of its leaves that lies at or before the first
     * side's last leaf (left of it, in preorder), and to its end at the
     * first's end */
    const struct trace *a = rq->trace[0], *b = rq->trace[1];
    struct leaf_steps lb = { 0 };
    if (!leaf_steps(b, &lb)) {
        out->failed = true;
        free(lb.step);
        free(lb.node);
        return;
    }
    strbuf_puts(out, "[0");
    node_id last = AB_NO_NODE;
    size_t k = 0;
    for (size_t step = 1; step <= a->len; step++) {
        const struct event *e = &a->ev[step - 1];
        if (e->type == EV_LEAF) {
            if (last != AB_NO_NODE && e->node < last)
                k = 0;      /* a search again: from the left */
            last = e->node;
            while (k < lb.count && lb.node[k] <= last)
                k++;
        }
        size_t to = step == a->len ? b->len : k == 0 ? 0 : lb.step[k - 1];
        strbuf_printf(out, ",%zu", to);
    }
    strbuf_puts(out, "]");
    free(lb.step);
    free(lb.node);
}
