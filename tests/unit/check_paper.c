/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_paper.c: node types, the paper-style layout and its cells. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/utf8.h"
#include "render/figure/paper.h"
#include "search/nodetype.h"
#include "search/step_state.h"
#include "search/trace.h"
#include "testutil.h"
#include "tree/gen.h"

/* The type by the definition of doc/paper.md section 6, from the path. */
static unsigned type_by_definition(const struct tree *t, node_id n)
{
    uint32_t l = tree_depth(t, n);
    uint32_t *a = malloc(((size_t)l + 1) * sizeof *a);
    for (node_id m = n; tree_parent(t, m) != AB_NO_NODE; m = tree_parent(t, m))
        a[tree_depth(t, m)] = tree_child_index(t, m) + 1;
    bool odd_ones = true, even_ones = true;
    uint32_t j = 0;
    for (uint32_t i = 1; i <= l; i++) {
        if (a[i] != 1) {
            if (i & 1u)
                odd_ones = false;
            else
                even_ones = false;
            if (!j)
                j = i;
        }
    }
    free(a);
    if (!odd_ones && !even_ones)
        return 0;
    if (!j)
        return 1;
    return (l - j) % 2 == 0 ? 2 : 3;
}

START_TEST(test_node_types_match_definition)
{
    struct diag err;
    for (unsigned i = 0; i < 200; i++) {
        struct tree *t = gen_random_irregular(1 + i % 4, 1 + i % 7, i, -9, 9, &err);
        ck_assert_ptr_nonnull(t);
        uint8_t *types = malloc(t->count);
        node_types(t, types);
        for (node_id n = 0; n < t->count; n++)
            ck_assert_uint_eq(types[n], type_by_definition(t, n));
        free(types);
        tree_free(t);
    }
}
END_TEST

START_TEST(test_best_order_visits_exactly_the_critical_positions)
{
    /* a uniform tree sorted so that every first move is best */
    struct tree *t = parse_ok("((( 1 2) (3 4)) ((5 6) (7 8)))");
    uint8_t *types = malloc(t->count);
    node_types(t, types);
    size_t critical_leaves = 0;
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n) && types[n])
            critical_leaves++;
    /* d^ceil(h/2) + d^floor(h/2) - 1 for d = 2, h = 3 */
    ck_assert_uint_eq(critical_leaves, 4 + 2 - 1);
    ck_assert_str_eq(node_type_name(NODE_TYPE2), "CUT");
    free(types);
    tree_free(t);
}
END_TEST

static struct paper *make_paper_rows(const struct trace *tr, unsigned marks, bool snapshot,
                                     uint32_t rows)
{
    struct paper_options o = { .view = VIEW_NEGAMAX, .marks = marks, .connector_rows = rows,
                               .snapshot = snapshot };
    struct paper *p = paper_new(tr, &o);
    ck_assert_ptr_nonnull(p);
    return p;
}

static struct paper *make_paper(const struct trace *tr, unsigned marks, bool snapshot)
{
    return make_paper_rows(tr, marks, snapshot, 1);
}

/* Parents centred over their outer children, texts apart, leaves in order. */
static void check_layout_rules(const struct paper *p)
{
    const struct tree *t = p->tree;
    const struct layout *l = p->layout;
    int64_t last_leaf = -1;
    for (node_id n = 0; n < t->count; n++) {
        if (tree_is_leaf(t, n)) {
            ck_assert_int_gt((int64_t)l->x[n], last_leaf);
            last_leaf = l->x[n];
            continue;
        }
        node_id first = n + 1, last = first;
        for (uint32_t k = 1; k < tree_nchild(t, n); k++)
            last = tree_next_sibling(t, last);
        ck_assert_uint_eq(l->x[n], (l->x[first] + l->x[last]) / 2);
        if (tree_nchild(t, n) >= 2)
            ck_assert_uint_ge(l->x[last] - l->x[first], 2);
    }
    for (uint32_t d = 0; d <= t->height; d++)
        for (size_t i = l->depth_start[d] + 1; i < l->depth_start[d + 1]; i++) {
            node_id a = l->by_depth[i - 1], b = l->by_depth[i];
            uint32_t start_b = l->x[b] + 1 - p->width[b];
            ck_assert_uint_gt(start_b, l->x[a]);
        }
    ck_assert_uint_eq(l->x[0] < l->width, 1);
}

START_TEST(test_layout_rules_on_random_trees)
{
    struct diag err;
    for (unsigned i = 0; i < 150; i++) {
        struct tree *t = gen_random_irregular(1 + i % 5, 1 + i % 5, 1000 + i, -150, 150, &err);
        ck_assert_ptr_nonnull(t);
        struct search_options o = search_defaults((enum algorithm)(i % ALG_COUNT));
        struct trace *tr = trace_record(t, &o);
        struct paper *p = make_paper(tr, i % 2 ? MARK_ALL : 0, false);
        check_layout_rules(p);
        paper_free(p);
        trace_free(tr);
        tree_free(t);
    }
}
END_TEST

/* Any window of the drawing equals the same part of the whole drawing. */
START_TEST(test_windows_agree_with_the_whole)
{
    struct diag err;
    for (unsigned i = 0; i < 60; i++) {
        struct tree *t = gen_random_irregular(2 + i % 3, 2 + i % 4, 77 + i, -20, 20, &err);
        struct search_options o = search_defaults(ALG_F2);
        struct trace *tr = trace_record(t, &o);
        struct step_state *s = step_state_new(tr);
        step_state_seek(s, tr->len * (i % 4) / 3);
        /* the paper's connector rows (their number differs by level) too */
        struct paper *p = make_paper_rows(tr, MARK_ALL, true, i % 2 ? LAYOUT_ROWS_PAPER : 1);
        paper_update(p, s);
        uint32_t W = p->layout->width, H = p->layout->rows;
        struct cell *all = malloc((size_t)W * H * sizeof *all);
        paper_draw(p, 0, 0, W, H, all);
        for (unsigned k = 0; k < 20; k++) {
            uint32_t x0 = (i * 7 + k * 13) % W, y0 = (i + k * 5) % H;
            uint32_t w = 1 + (k * 11) % 30, h = 1 + k % 7;
            struct cell *part = malloc((size_t)w * h * sizeof *part);
            paper_draw(p, x0, y0, w, h, part);
            for (uint32_t r = 0; r < h; r++)
                for (uint32_t c = 0; c < w; c++) {
                    const struct cell *got = &part[(size_t)r * w + c];
                    if (y0 + r >= H || x0 + c >= W) {
                        ck_assert_uint_eq(got->ch, ' ');
                        continue;
                    }
                    const struct cell *want = &all[(size_t)(y0 + r) * W + x0 + c];
                    ck_assert_uint_eq(got->ch, want->ch);
                    ck_assert_uint_eq(got->role, want->role);
                    ck_assert_uint_eq(got->node, want->node);
                }
            free(part);
        }
        free(all);
        paper_free(p);
        step_state_free(s);
        trace_free(tr);
        tree_free(t);
    }
}
END_TEST

/* --rows paper: min(4, h - d + 1) rows under the bar of depth d (4, 4, 3, 2
 * on the paper's tree of height 4), and every row maps back to its depth. */
START_TEST(test_paper_rows_rule)
{
    struct diag err;
    for (uint32_t h = 1; h <= 8; h++) {
        struct tree *t = gen_random(2, h, 500 + h, -9, 9, &err);
        ck_assert_ptr_nonnull(t);
        ck_assert_uint_eq(t->height, h);
        struct search_options o = search_defaults(ALG_F2);
        struct trace *tr = trace_record(t, &o);
        struct paper *p = make_paper_rows(tr, 0, false, LAYOUT_ROWS_PAPER);
        const struct layout *l = p->layout;
        for (uint32_t d = 0; d < h; d++) {
            uint32_t want = h - d + 1 < 4 ? h - d + 1 : 4;
            ck_assert_uint_eq(layout_connector_rows(l, d), want);
            ck_assert_uint_eq(layout_value_row(l, d + 1), layout_value_row(l, d) + 2 + want);
        }
        ck_assert_uint_eq(l->rows, layout_value_row(l, h) + 1);
        struct paper_options po = { .view = VIEW_NEGAMAX, .connector_rows = LAYOUT_ROWS_PAPER };
        ck_assert_uint_eq(paper_height(t, &po), l->rows);
        for (uint32_t row = l->top_rows, d = 0; row < l->rows; row++) {
            uint32_t above;
            uint32_t at = layout_depth_of_row(l, row, &above);
            if (d < h && row == layout_value_row(l, d + 1))
                d++;
            ck_assert_uint_eq(above, d);
            ck_assert_uint_eq(at, row == layout_value_row(l, d) ? d : UINT32_MAX);
        }
        paper_free(p);
        trace_free(tr);
        tree_free(t);
    }
    /* with a row of labels above each labelled depth's values */
    struct tree *t = load_shipped("aima-fig5-2.tree");
    struct search_options so = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &so);
    struct paper_options po = { .view = VIEW_MINIMAX, .connector_rows = LAYOUT_ROWS_PAPER,
                                .labels = true, .label_row = true };
    struct paper *p = paper_new(tr, &po);
    ck_assert_ptr_nonnull(p);
    const struct layout *l = p->layout;
    /* B, C, D have a row of labels, the leaves none: 3 rows, then 2 */
    ck_assert_uint_eq(layout_label_row(l, 1), 1);
    ck_assert_uint_eq(layout_label_row(l, 2), 0);
    ck_assert_uint_eq(layout_value_row(l, 1) - layout_value_row(l, 0), 2 + 3 + 1);
    ck_assert_uint_eq(layout_value_row(l, 2) - layout_value_row(l, 1), 2 + 2);
    ck_assert_uint_eq(paper_height(t, &po), l->rows);
    paper_free(p);
    trace_free(tr);
    tree_free(t);
    /* the paper's tree: 4, 4, 3, 2 */
    ck_assert_uint_eq(layout_rows_at(LAYOUT_ROWS_PAPER, 4, 0), 4);
    ck_assert_uint_eq(layout_rows_at(LAYOUT_ROWS_PAPER, 4, 1), 4);
    ck_assert_uint_eq(layout_rows_at(LAYOUT_ROWS_PAPER, 4, 2), 3);
    ck_assert_uint_eq(layout_rows_at(LAYOUT_ROWS_PAPER, 4, 3), 2);
}
END_TEST

/* The text of a row of the drawing, UTF-8, trailing blanks dropped. */
static void row_text(const struct paper *p, uint32_t y, char *buf, size_t cap)
{
    uint32_t W = p->layout->width;
    struct cell *row = malloc(W * sizeof *row);
    paper_draw(p, 0, y, W, 1, row);
    size_t len = 0;
    for (uint32_t i = 0; i < W && len + 5 < cap; i++)
        len += utf8_encode(row[i].ch, buf + len);
    while (len > 0 && buf[len - 1] == ' ')
        len--;
    buf[len] = '\0';
    free(row);
}

START_TEST(test_figure2_cells)
{
    struct tree *t = load_shipped("knuth-moore-fig1.tree");
    struct search_options o = search_defaults(ALG_F1);
    struct trace *tr = trace_record(t, &o);
    struct step_state *s = step_state_new(tr);
    step_state_seek(s, tr->len);
    struct paper *p = make_paper(tr, MARK_CUTS, false);
    paper_update(p, s);
    char buf[1024];
    row_text(p, layout_value_row(p->layout, 4), buf, sizeof buf);
    ck_assert_str_eq(buf, "3141  265358      846      3279502                    0974944  230781640");
    row_text(p, layout_value_row(p->layout, 2), buf, sizeof buf);
    ck_assert_str_eq(buf, "    2        3        4        2        │        │        4        1        │");
    /* 1.2 shows the bound 3; a click on it finds it */
    node_id n12 = tree_find_path(t, "1.2");
    uint32_t buf32[PAPER_TEXT_MAX];
    ck_assert_uint_eq(paper_node_text(p, n12, buf32), 1);
    ck_assert_uint_eq(buf32[0], '3');
    ck_assert_uint_eq(layout_node_at(p->layout, p->width, layout_value_row(p->layout, 2),
                                     p->layout->x[n12]), n12);
    /* 1.2.2 was cut off by a shallow cutoff: its first connector says s */
    node_id n122 = tree_find_path(t, "1.2.2");
    ck_assert_uint_eq(p->look[n122], ROLE_CUT);
    struct cell c;
    paper_draw(p, p->layout->x[n122], layout_value_row(p->layout, 2) + 2, 1, 1, &c);
    ck_assert_uint_eq(c.ch, 's');
    ck_assert_uint_eq(c.role, ROLE_MARK + CUT_SHALLOW);
    ck_assert_uint_eq(p->look[tree_find_path(t, "1.2.2.1")], ROLE_CUT);
    paper_free(p);
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

START_TEST(test_snapshot_marks_current_and_path)
{
    struct tree *t = load_shipped("aima-fig5-2.tree");
    struct search_options o = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &o);
    struct step_state *s = step_state_new(tr);
    step_state_seek(s, 3);   /* enter root, enter B, leaf 1.1 */
    struct paper *p = make_paper(tr, 0, true);
    paper_update(p, s);
    node_id leaf = tree_find_path(t, "1.1");
    ck_assert_uint_eq(p->look[leaf], ROLE_CURRENT);
    ck_assert_uint_eq(p->look[0], ROLE_PATH);
    ck_assert_uint_eq(p->look[tree_find_path(t, "1")], ROLE_PATH);
    ck_assert_uint_eq(p->look[tree_find_path(t, "2")], ROLE_PLAIN);
    struct cell c;
    paper_draw(p, p->layout->x[leaf], layout_value_row(p->layout, 2) - 1, 1, 1, &c);
    ck_assert_uint_eq(c.ch, 0x25BC);
    /* the same state in ASCII */
    struct paper_options ao = p->opt;
    ao.ascii = true;
    struct paper *q = paper_new(tr, &ao);
    paper_update(q, s);
    paper_draw(q, q->layout->x[leaf], layout_value_row(q->layout, 2) - 1, 1, 1, &c);
    ck_assert_uint_eq(c.ch, 'v');
    paper_free(q);
    paper_free(p);
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

/* Labels in rows of their own (exports): a row above the values of each
 * labelled depth; a mark above a position goes above its label; rows are
 * told apart both ways; the height the screen reserves agrees. */
START_TEST(test_label_rows)
{
    struct tree *t = parse_ok("A: ( Bee: (3 12 8) C: (2 4 6) (14 5 2) )");
    struct search_options o = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &o);
    struct step_state *s = step_state_new(tr);
    step_state_seek(s, tr->len);
    struct paper_options po = { .view = VIEW_NEGAMAX, .marks = MARK_TYPES, .connector_rows = 1,
                                .labels = true, .label_row = true };
    struct paper *p = paper_new(tr, &po);
    ck_assert_ptr_nonnull(p);
    paper_update(p, s);
    const struct layout *l = p->layout;
    ck_assert_uint_eq(l->label_rows, 1);
    /* a row for the labels only at the depths that have one */
    ck_assert_uint_eq(layout_label_row(l, 0), 1);
    ck_assert_uint_eq(layout_label_row(l, 1), 1);
    ck_assert_uint_eq(layout_label_row(l, 2), 0);
    ck_assert_uint_eq(layout_value_row(l, 2), layout_value_row(l, 1) + 3);
    ck_assert_uint_eq(paper_height(t, &po), l->rows);
    node_id b = tree_find_path(t, "1"), d = tree_find_path(t, "3");
    /* "Bee" is wider than its value: the layout makes room for it */
    ck_assert_uint_ge(p->width[b], 3);
    uint32_t vr = layout_value_row(l, 1), above;
    ck_assert_uint_eq(layout_depth_of_row(l, vr, &above), 1);
    ck_assert_uint_eq(layout_depth_of_row(l, vr - 1, &above), UINT32_MAX);
    ck_assert_uint_eq(above, 0);
    struct cell c[3];
    paper_draw(p, l->x[b] - 2, vr - 1, 3, 1, c);
    ck_assert_uint_eq(c[0].ch, 'B');
    ck_assert_uint_eq(c[2].ch, 'e');
    /* an unlabelled position: the line goes on through the label row */
    paper_draw(p, l->x[d], vr - 1, 1, 1, c);
    ck_assert_uint_eq(c[0].ch, 0x2551);
    /* the type of 1 is above its label */
    paper_draw(p, l->x[b], vr - 2, 1, 1, c);
    ck_assert_uint_eq(c[0].ch, '1');
    /* without labels, no such row */
    po.labels = false;
    struct paper *q = paper_new(tr, &po);
    ck_assert_uint_eq(q->layout->label_rows, 0);
    ck_assert_uint_lt(q->layout->rows, l->rows);
    paper_free(q);
    paper_free(p);
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

/* Labels take the columns they are seen in (as utf8_width counts them):
 * a wide character two cells, the second PAPER_WIDE_TAIL; a combining
 * accent no cell of its own, kept with its letter; each label ends on its
 * position's column like a Latin one, and the layout makes room for it. */
START_TEST(test_label_widths)
{
    struct tree *t = parse_ok("가: ( е\xCC\x81: (3 12 8) 나나: (2 4 6) Ő: (14 5 2) )");
    struct search_options o = search_defaults(ALG_F2);
    struct trace *tr = trace_record(t, &o);
    struct step_state *s = step_state_new(tr);
    step_state_seek(s, tr->len);
    struct paper_options po = { .view = VIEW_NEGAMAX, .connector_rows = 1, .labels = true,
                                .label_row = true };
    struct paper *p = paper_new(tr, &po);
    ck_assert_ptr_nonnull(p);
    paper_update(p, s);
    const struct layout *l = p->layout;
    node_id root = 0, e = tree_find_path(t, "1"), nn = tree_find_path(t, "2");
    ck_assert_uint_ge(p->width[root], 2);
    ck_assert_uint_eq(p->width[nn], 4);
    struct cell c[4];
    paper_draw(p, l->x[root] - 1, layout_value_row(l, 0) - 1, 2, 1, c);
    ck_assert_uint_eq(c[0].ch, 0xAC00);                 /* 가 */
    ck_assert_uint_eq(c[1].ch, PAPER_WIDE_TAIL);
    uint32_t lr = layout_value_row(l, 1) - 1;
    paper_draw(p, l->x[e], lr, 1, 1, c);
    ck_assert_uint_eq(c[0].ch, 0x0435);                 /* е */
    ck_assert_uint_eq(c[0].accent, 0x0301);             /* its acute */
    paper_draw(p, l->x[nn] - 3, lr, 4, 1, c);
    ck_assert_uint_eq(c[0].ch, 0xB098);                 /* 나 */
    ck_assert_uint_eq(c[1].ch, PAPER_WIDE_TAIL);
    ck_assert_uint_eq(c[2].ch, 0xB098);
    ck_assert_uint_eq(c[3].ch, PAPER_WIDE_TAIL);
    ck_assert_uint_eq(c[3].accent, 0);
    paper_free(p);
    step_state_free(s);
    trace_free(tr);
    tree_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("paper");
    TCase *tc = tcase_create("paper");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_node_types_match_definition);
    tcase_add_test(tc, test_best_order_visits_exactly_the_critical_positions);
    tcase_add_test(tc, test_layout_rules_on_random_trees);
    tcase_add_test(tc, test_windows_agree_with_the_whole);
    tcase_add_test(tc, test_paper_rows_rule);
    tcase_add_test(tc, test_figure2_cells);
    tcase_add_test(tc, test_snapshot_marks_current_and_path);
    tcase_add_test(tc, test_label_rows);
    tcase_add_test(tc, test_label_widths);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
