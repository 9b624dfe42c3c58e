/* report.c: the output of `abprune run`. */
#include "config.h"

#include "report.h"

#include "nodetype.h"

#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "describe.h"
#include "format.h"
#include "i18n.h"
#include "json.h"

/* Leaf rows longer than this many leaves are left out of the text summary. */
#define LEAF_ROW_MAX 400
/* At most this many differing values are listed in the text summary. */
#define DIFF_LIST_MAX 40

/* The search replayed to its end, and F(p) for every node. */
struct finished {
    struct step_state *state;
    int32_t *truth;
    uint8_t *type;          /* node types (critical positions) */
};

static int finish(const struct trace *tr, struct finished *f)
{
    f->state = state_new(tr);
    f->truth = malloc(tr->tree->count * sizeof *f->truth);
    f->type = malloc(tr->tree->count);
    if (!f->state || !f->truth || !f->type) {
        state_free(f->state);
        free(f->truth);
        free(f->type);
        return -1;
    }
    state_seek(f->state, tr->len);
    search_true_values(tr->tree, f->truth);
    node_types(tr->tree, f->type);
    return 0;
}

static void finished_free(struct finished *f)
{
    state_free(f->state);
    free(f->truth);
    free(f->type);
}

/* One line per search from the root: its window, what it returned and the
 * leaves it evaluated (aspiration re-search, MTD(f)). */
static void print_passes(FILE *out, const struct trace *tr, enum value_view view)
{
    size_t pass = 0, leaves = 0;
    char w[FMT_WINDOW_MAX], b[64];
    for (size_t i = 0; i < tr->len; i++) {
        const struct event *e = &tr->ev[i];
        if (e->type == EV_LEAF)
            leaves++;
        if (e->node != 0 || (e->type != EV_ENTER && e->type != EV_EXIT && e->type != EV_LEAF))
            continue;
        if (e->type == EV_ENTER) {
            fmt_window(w, e->a, e->b, 0, view);
            continue;
        }
        if (e->type == EV_LEAF)
            fmt_window(w, e->a, e->b, 0, view);
        int32_t value = e->type == EV_LEAF ? event_c_value(e) : e->a;
        enum bound_kind k = e->type == EV_LEAF ? BOUND_EXACT : (enum bound_kind)e->kind;
        fmt_bounded(b, sizeof b, value, k, 0, view);
        fprintf(out, "%s %zu: window %s returns %s, %zu leaves\n",
                pass == 0 ? "passes     " : "           ", pass + 1, w, b, leaves);
        pass++;
        leaves = 0;
    }
}

static void print_algorithm(FILE *out, const struct trace *tr, enum value_view view)
{
    const struct search_options *o = &tr->options;
    const struct algorithm_info *ai = algorithm_info(o->alg);
    char w[FMT_WINDOW_MAX], b[FMT_VALUE_MAX];
    fprintf(out, "algorithm   %s: %s", ai->name, ai->title);
    if (algorithm_has_window(o->alg))
        fprintf(out, ", window %s", fmt_window(w, o->alpha, o->beta, 0, view));
    else if (o->alg == ALG_F1)
        fprintf(out, ", bound %s", fmt_value(b, o->beta, 0, view));
    fputc('\n', out);
}

static void print_steps(FILE *out, const struct trace *tr, enum value_view view)
{
    const struct tree *t = tr->tree;
    struct step_state *s = state_new(tr);
    if (!s)
        return;
    char who[96], what[256];
    fprintf(out, "step  event   node       what happened\n");
    while (state_forward(s)) {
        const struct event *e = state_current_event(s);
        const struct path_frame *f = s->depth ? &s->path[s->depth - 1] : NULL;
        describe_node(who, sizeof who, t, e->node);
        describe_event(what, sizeof what, tr, e, f, view);
        fprintf(out, "%4zu  %-6s  %-9s  %s\n", s->step, event_type_name(e->type), who, what);
    }
    fputc('\n', out);
    state_free(s);
}

/* The leaf values in order, blank where a leaf was not visited: the bottom
 * row of the paper's figures. */
static void print_leaf_row(FILE *out, const struct tree *t, const struct step_state *s,
                           enum value_view view)
{
    char v[FMT_VALUE_MAX];
    size_t width = 1;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n)) {
            size_t w = strlen(fmt_value(v, t->value[n], t->depth[n], view));
            if (w > width)
                width = w;
        }
    /* Blanks are held back until something visible follows them, so the
     * row has no trailing spaces. */
    size_t pending = 0;
    bool first = true;
    fprintf(out, "leaf row    ");
    for (node_id n = 0; n < t->count; n++) {
        if (!tree_is_leaf(t, n))
            continue;
        if (!first && width > 1)
            pending++;
        first = false;
        if (s->status[n] == NODE_DONE) {
            fmt_value(v, t->value[n], t->depth[n], view);
            fprintf(out, "%*s%*s", (int)pending, "", (int)width, v);
            pending = 0;
        } else {
            pending += width;
        }
    }
    fputc('\n', out);
}

static void print_differences(FILE *out, const struct tree *t, const struct finished *f,
                              enum value_view view)
{
    size_t shown = 0, total = 0;
    char who[96], val[64], truth[FMT_VALUE_MAX];
    for (node_id n = 0; n < t->count; n++) {
        if (f->state->status[n] != NODE_DONE || f->state->value[n] == f->truth[n])
            continue;
        if (total++ == 0)
            fprintf(out, "bounds      values returned that differ from the true value F(p):\n");
        if (shown >= DIFF_LIST_MAX)
            continue;
        shown++;
        describe_node(who, sizeof who, t, n);
        fmt_bounded(val, sizeof val, f->state->value[n], f->state->kind[n], t->depth[n], view);
        fprintf(out, "            %-9s  %-18s  true value %s\n", who, val,
                fmt_value(truth, f->truth[n], t->depth[n], view));
    }
    if (total > shown)
        fprintf(out, "            ... and %zu more (see --json)\n", total - shown);
    if (total == 0)
        fprintf(out, "bounds      every value returned is the true value F(p)\n");
}

/* The cutoffs by kind: a table of events and branches, then each kind
 * that pruned something in words ("5 branches cut off by deep cutoffs
 * (3 cutoffs)"), since the paper counts its "5 deep cutoffs" in branches. */
static void print_cutoffs(FILE *out, const struct trace *tr)
{
    const struct search_result *r = &tr->result;
    char words[160];
    bool mixed = false;
    fprintf(out, _("cutoffs     kind      events  branches\n"));
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        if (!cut_kind_listed((enum cut_kind)k, &tr->options))
            continue;
        fprintf(out, "            %-8s %7zu %9zu\n",
                _(cut_kind_info((enum cut_kind)k)->short_name), r->events_by_kind[k],
                r->branches_by_kind[k]);
        if (r->events_with_kind[k] > r->events_by_kind[k])
            mixed = true;
    }
    fprintf(out, "            %-8s %7zu %9zu\n", _("total"), r->cut_events, r->cut_branches);
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if (r->branches_by_kind[k])
            fprintf(out, "            %s\n",
                    trace_kind_count(words, sizeof words, (enum cut_kind)k,
                                     r->branches_by_kind[k], r->events_with_kind[k]));
    if (mixed)
        fprintf(out, _("            (a cutoff that prunes branches of several kinds is\n"
                       "            counted in the table under its first branch's kind)\n"));
}

int report_text(FILE *out, const struct report_request *rq)
{
    const struct trace *tr = rq->trace;
    const struct tree *t = tr->tree;
    struct finished f;
    if (finish(tr, &f) != 0)
        return -1;
    if (rq->steps)
        print_steps(out, tr, rq->view);

    char v[FMT_VALUE_MAX];
    uint32_t degree;
    bool uniform = tree_is_uniform(t, &degree);
    fprintf(out, "file        %s\n", strcmp(rq->file, "-") ? rq->file : "<stdin>");
    if (t->title)
        fprintf(out, "title       %s\n", t->title);
    fprintf(out, "tree        %zu positions, %zu terminal, height %u", t->count, t->leaves,
            (unsigned)t->height);
    if (uniform && degree)
        fprintf(out, ", uniform of degree %u", (unsigned)degree);
    fputc('\n', out);
    print_algorithm(out, tr, rq->view);
    fprintf(out, "view        %s\n", rq->view == VIEW_NEGAMAX
                ? "negamax: values for the player to move (odd levels carry the sign)"
                : "minimax: values for Max");
    fprintf(out, "root value  %s\n", fmt_value(v, tr->result.value, 0, rq->view));
    if (tr->result.passes > 1 || tr->options.research || tr->options.alg == ALG_MTDF)
        print_passes(out, tr, rq->view);
    if (tr->result.researches && tr->options.alg == ALG_PVS)
        fprintf(out, "searched again  %zu moves (the null window failed high)\n",
                tr->result.researches);
    if (tr->result.passes > 1 || tr->result.researches) {
        /* positions searched again are counted again: this is the work done */
        fprintf(out, "leaves      %zu evaluations (%zu leaves in the tree)\n", tr->result.leaves,
                t->leaves);
        fprintf(out, "interior    %zu calls (%zu interior positions)\n", tr->result.interior,
                t->count - t->leaves);
    } else {
        fprintf(out, "leaves      %zu of %zu visited\n", tr->result.leaves, t->leaves);
        fprintf(out, "interior    %zu of %zu visited\n", tr->result.interior,
                t->count - t->leaves);
    }
    print_cutoffs(out, tr);
    if (uniform && degree) {
        uint64_t best = analysis_minimum_leaves(degree, t->height);
        if (best != UINT64_MAX)
            fprintf(out, _("best case   %llu leaves (d^ceil(h/2) + d^floor(h/2) - 1, d = %u, "
                           "h = %u)\n"), (unsigned long long)best, (unsigned)degree,
                    (unsigned)t->height);
    }
    if (t->leaves <= LEAF_ROW_MAX)
        print_leaf_row(out, t, f.state, rq->view);
    print_differences(out, t, &f, rq->view);
    finished_free(&f);
    return 0;
}

static void json_path(struct json *j, const struct tree *t, node_id n, char **buf, size_t *cap)
{
    size_t need = tree_path(t, n, *buf, *cap) + 1;
    if (need > *cap) {
        char *nb = realloc(*buf, need);
        if (!nb) {
            json_string(j, "");
            return;
        }
        *buf = nb;
        *cap = need;
        tree_path(t, n, *buf, *cap);
    }
    json_string(j, *buf);
}

/* +-inf as the strings "+inf" / "-inf", anything else as a number. */
static void json_bound(struct json *j, int32_t v)
{
    if (v >= AB_INF)
        json_string(j, "+inf");
    else if (v <= -AB_INF)
        json_string(j, "-inf");
    else
        json_int(j, v);
}

static void json_node_fields(struct json *j, const struct tree *t, node_id n,
                             char **path, size_t *cap)
{
    json_key(j, "path");
    json_path(j, t, n, path, cap);
    const char *label = tree_label(t, n);
    if (label) {
        json_key(j, "label");
        json_string(j, label);
    }
}

int report_json(FILE *out, const struct report_request *rq)
{
    const struct trace *tr = rq->trace;
    const struct tree *t = tr->tree;
    const struct algorithm_info *ai = algorithm_info(tr->options.alg);
    struct finished f;
    if (finish(tr, &f) != 0)
        return -1;
    char *path = NULL;
    size_t cap = 0;
    struct json j;
    json_init(&j, out);
    json_begin_object(&j);
    json_key(&j, "file");
    json_string(&j, rq->file);
    json_key(&j, "title");
    if (t->title)
        json_string(&j, t->title);
    else
        json_null(&j);
    json_key(&j, "algorithm");
    json_string(&j, ai->name);
    json_key(&j, "fail_soft");
    json_bool(&j, tr->options.alg == ALG_F2_SOFT);
    json_key(&j, "alpha");
    json_bound(&j, algorithm_has_window(tr->options.alg)
                       ? tr->options.alpha : -AB_INF);
    json_key(&j, "beta");
    json_bound(&j, tr->options.alg == ALG_F ? AB_INF : tr->options.beta);
    json_key(&j, "root_value");
    json_int(&j, tr->result.value);
    json_key(&j, "true_value");
    json_int(&j, f.truth[0]);
    json_key(&j, "positions");
    json_int(&j, (long long)t->count);
    json_key(&j, "leaves_total");
    json_int(&j, (long long)t->leaves);
    json_key(&j, "height");
    json_int(&j, t->height);
    json_key(&j, "leaves_visited");
    json_int(&j, (long long)tr->result.leaves);
    json_key(&j, "interior_visited");
    json_int(&j, (long long)tr->result.interior);
    json_key(&j, "steps");
    json_int(&j, (long long)tr->len);
    json_key(&j, "cutoff_totals");
    json_begin_object(&j);
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        json_key(&j, cut_kind_name((enum cut_kind)k));
        json_begin_object(&j);
        json_key(&j, "events");
        json_int(&j, (long long)f.state->cut_events[k]);
        json_key(&j, "branches");
        json_int(&j, (long long)f.state->cut_branches[k]);
        json_key(&j, "in_cutoffs");
        json_int(&j, (long long)f.state->cut_with[k]);
        json_end_object(&j);
    }
    json_end_object(&j);

    /* visited nodes in the order they were called, with their window */
    json_key(&j, "nodes");
    json_begin_array(&j);
    for (size_t i = 0; i < tr->len; i++) {
        const struct event *e = &tr->ev[i];
        if (e->type != EV_ENTER && e->type != EV_LEAF)
            continue;
        node_id n = e->node;
        json_begin_object(&j);
        json_node_fields(&j, t, n, &path, &cap);
        json_key(&j, "depth");
        json_int(&j, t->depth[n]);
        json_key(&j, "leaf");
        json_bool(&j, e->type == EV_LEAF);
        json_key(&j, "value");
        json_int(&j, f.state->value[n]);
        json_key(&j, "kind");
        json_string(&j, bound_kind_name((enum bound_kind)f.state->kind[n]));
        json_key(&j, "true_value");
        json_int(&j, f.truth[n]);
        json_key(&j, "type");
        if (f.type[n] != NODE_NOT_CRITICAL)
            json_int(&j, f.type[n]);
        else
            json_null(&j);
        json_key(&j, "alpha");
        json_bound(&j, e->a);
        json_key(&j, "beta");
        json_bound(&j, e->b);
        json_end_object(&j);
    }
    json_end_array(&j);

    json_key(&j, "leaves");
    json_begin_array(&j);
    for (size_t i = 0; i < tr->len; i++)
        if (tr->ev[i].type == EV_LEAF)
            json_path(&j, t, tr->ev[i].node, &path, &cap);
    json_end_array(&j);

    json_key(&j, "cutoffs");
    json_begin_array(&j);
    for (size_t i = 0; i < tr->len; i++) {
        const struct event *e = &tr->ev[i];
        if (e->type != EV_CUTOFF)
            continue;
        json_begin_object(&j);
        json_node_fields(&j, t, e->node, &path, &cap);
        json_key(&j, "step");
        json_int(&j, (long long)i + 1);
        json_key(&j, "examined");
        json_int(&j, e->a);
        json_key(&j, "pruned");
        json_int(&j, e->b);
        json_key(&j, "kind");
        json_string(&j, cut_kind_name((enum cut_kind)e->kind));
        json_key(&j, "kinds");
        json_begin_array(&j);
        node_id c = e->c;
        for (int32_t k = 0; k < e->b; k++) {
            json_string(&j, cut_kind_name(trace_branch_kind(tr, e, c)));
            if (k + 1 < e->b)
                c = tree_next_sibling(t, c);
        }
        json_end_array(&j);
        json_key(&j, "first_pruned");
        json_path(&j, t, e->c, &path, &cap);
        json_end_object(&j);
    }
    json_end_array(&j);

    if (rq->steps) {
        json_key(&j, "trace");
        json_begin_array(&j);
        for (size_t i = 0; i < tr->len; i++) {
            const struct event *e = &tr->ev[i];
            json_begin_object(&j);
            json_key(&j, "step");
            json_int(&j, (long long)i + 1);
            json_key(&j, "event");
            json_string(&j, event_type_name(e->type));
            json_key(&j, "path");
            json_path(&j, t, e->node, &path, &cap);
            switch ((enum event_type)e->type) {
            case EV_ENTER:
            case EV_LEAF:
                json_key(&j, "alpha");
                json_bound(&j, e->a);
                json_key(&j, "beta");
                json_bound(&j, e->b);
                json_key(&j, e->type == EV_LEAF ? "value" : "m");
                json_bound(&j, event_c_value(e));
                break;
            case EV_CHILD:
                json_key(&j, "child");
                json_path(&j, t, e->c, &path, &cap);
                json_key(&j, "t");
                json_int(&j, e->a);
                json_key(&j, "m_before");
                json_bound(&j, e->b);
                json_key(&j, "m");
                json_bound(&j, e->kind ? e->a : e->b);
                break;
            case EV_CUTOFF:
                json_key(&j, "examined");
                json_int(&j, e->a);
                json_key(&j, "pruned");
                json_int(&j, e->b);
                json_key(&j, "kind");
                json_string(&j, cut_kind_name((enum cut_kind)e->kind));
                break;
            case EV_EXIT:
                json_key(&j, "value");
                json_int(&j, e->a);
                json_key(&j, "kind");
                json_string(&j, bound_kind_name((enum bound_kind)e->kind));
                break;
            default:
                break;
            }
            json_end_object(&j);
        }
        json_end_array(&j);
    }
    json_end_object(&j);
    json_finish(&j);
    free(path);
    finished_free(&f);
    return 0;
}
