/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_tree.c: the preorder model, paths, labels and the builder. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/words/describe.h"
#include "testutil.h"
#include "tree/node_name.h"
#include "tree/parse.h"
#include "tree/tree.h"
#include "tree/write.h"

START_TEST(test_preorder_layout)
{
    /* (1 (2 3) (4 (5 6))) */
    struct tree *t = parse_ok("(1 (2 3) (4 (5 6)))");
    ck_assert_uint_eq(t->count, 10);
    ck_assert_uint_eq(t->size[0], 10);
    ck_assert_uint_eq(tree_first_child(t, 0), 1);
    ck_assert_uint_eq(tree_next_sibling(t, 1), 2);
    ck_assert_uint_eq(tree_next_sibling(t, 2), 5);
    ck_assert_uint_eq(tree_child(t, 0, 2), 5);
    ck_assert_uint_eq(tree_child_index(t, 5), 2);
    ck_assert_uint_eq(tree_parent(t, 7), 5);
    ck_assert_uint_eq(tree_depth(t, 8), 3);
    ck_assert_uint_eq(tree_parent(t, 0), AB_NO_NODE);
    ck_assert(tree_is_leaf(t, 1));
    ck_assert(!tree_is_leaf(t, 2));
    tree_free(t);
}
END_TEST

START_TEST(test_paths)
{
    struct tree *t = parse_ok("(1 (2 3) (4 (5 6) 7 8 9 10 11 12 13 14 15))");
    char buf[64];
    ck_assert_uint_eq(tree_path(t, 0, buf, sizeof buf), 0);
    ck_assert_str_eq(buf, "");
    node_id n = tree_find_path(t, "3.2.2");
    ck_assert_uint_ne(n, AB_NO_NODE);
    tree_path(t, n, buf, sizeof buf);
    ck_assert_str_eq(buf, "3.2.2");
    n = tree_find_path(t, "3.11");
    ck_assert_uint_ne(n, AB_NO_NODE);
    tree_path(t, n, buf, sizeof buf);
    ck_assert_str_eq(buf, "3.11");
    ck_assert_int_eq(t->value[n], 15);
    ck_assert_uint_eq(tree_find_path(t, "3.12"), AB_NO_NODE);
    ck_assert_uint_eq(tree_find_path(t, "root"), 0);
    ck_assert_uint_eq(tree_find_path(t, ""), 0);
    ck_assert_uint_eq(tree_find_path(t, "4"), AB_NO_NODE);
    ck_assert_uint_eq(tree_find_path(t, "0"), AB_NO_NODE);
    ck_assert_uint_eq(tree_find_path(t, "1.1"), AB_NO_NODE);
    ck_assert_uint_eq(tree_find_path(t, "2."), AB_NO_NODE);
    ck_assert_uint_eq(tree_find_path(t, "2x"), AB_NO_NODE);
    ck_assert_uint_eq(tree_find_path(t, "99999999999"), AB_NO_NODE);
    /* too small a buffer: the length is still reported, and the text is the
     * last steps that fit after "..." */
    ck_assert_uint_eq(tree_path(t, n, buf, 3), 4);
    ck_assert_str_eq(buf, "..");
    n = tree_find_path(t, "3.2.2");
    ck_assert_uint_eq(tree_path(t, n, buf, 4), 5);
    ck_assert_str_eq(buf, "...");
    ck_assert_uint_eq(tree_path(t, n, buf, 5), 5);
    ck_assert_str_eq(buf, "...2");
    tree_free(t);
    /* a path of 20000 moves: names stay short and never empty */
    struct tree_builder *b = builder_new();
    for (int i = 0; i < 20000; i++)
        ck_assert(builder_open(b));
    ck_assert(builder_leaf(b, 1));
    for (int i = 0; i < 20000; i++)
        builder_close(b);
    t = builder_finish(b, VIEW_NEGAMAX, NULL);
    ck_assert_uint_eq(tree_path(t, 20000, buf, sizeof buf), 2 * 20000 - 1);
    ck_assert_uint_ge(strlen(buf), sizeof buf - 2);
    ck_assert_int_eq(strncmp(buf, "...1.1.1", 8), 0);
    char name[NODE_NAME_MAX];
    node_name(name, sizeof name, t, 20000);
    ck_assert_str_eq(name, "...1.1.1.1.1.1.1.1");
    node_name(name, sizeof name, t, 32);
    ck_assert_uint_eq(strlen(name), 63);
    /* named by descending, without links: the same names and depths */
    for (node_id m = 0; m <= 20000; m += m < 40 ? 1 : 997) {
        char down[NODE_NAME_MAX];
        uint32_t depth = 0;
        node_name(name, sizeof name, t, m);
        node_name_descending(down, sizeof down, t, m, &depth);
        ck_assert_str_eq(down, name);
        ck_assert_uint_eq(depth, m);
    }
    tree_free(t);
    for (unsigned i = 0; i < 50; i++) {
        t = random_test_tree(7300, i);
        for (node_id m = 0; m < t->count; m++) {
            char down[NODE_NAME_MAX];
            uint32_t depth = 0;
            node_name_descending(down, sizeof down, t, m, &depth);
            node_name(name, sizeof name, t, m);
            ck_assert_str_eq(down, name);
            ck_assert_uint_eq(depth, tree_depth(t, m));
        }
        tree_free(t);
    }
}
END_TEST

START_TEST(test_views)
{
    struct tree *t = parse_ok("(3 (1 -2))");
    /* negamax storage: depth 1 leaf written 3 is -3 */
    ck_assert_int_eq(t->value[1], -3);
    ck_assert_int_eq(tree_to_view(t, 1, t->value[1], VIEW_MINIMAX), 3);
    ck_assert_int_eq(tree_to_view(t, 1, t->value[1], VIEW_NEGAMAX), -3);
    ck_assert_int_eq(tree_to_view(t, 3, t->value[3], VIEW_MINIMAX), 1);
    tree_free(t);
}
END_TEST

START_TEST(test_uniform)
{
    uint32_t d = 99;
    struct tree *t = parse_ok("((1 2) (3 4))");
    ck_assert(tree_is_uniform(t, &d));
    ck_assert_uint_eq(d, 2);
    tree_free(t);
    t = parse_ok("((1 2) 3)");
    ck_assert(!tree_is_uniform(t, &d));
    tree_free(t);
    t = parse_ok("((1 2) (3 4 5))");
    ck_assert(!tree_is_uniform(t, &d));
    tree_free(t);
    t = parse_ok("5");
    ck_assert(tree_is_uniform(t, &d));
    ck_assert_uint_eq(d, 0);
    tree_free(t);
    /* two children everywhere, but leaves at depths 2 and 3 */
    t = parse_ok("((1 2) (3 (4 5)))");
    ck_assert(!tree_is_uniform(t, &d));
    tree_free(t);
    t = parse_ok("((1 (2 3)) (4 5))");
    ck_assert(!tree_is_uniform(t, &d));
    tree_free(t);
    t = parse_ok("(((7)))");
    ck_assert(tree_is_uniform(t, &d));
    ck_assert_uint_eq(d, 1);
    tree_free(t);
    t = parse_ok("[[[1,2,3],[4,5,6]],[[7,8,9],[1,2,3]]]");
    ck_assert(!tree_is_uniform(t, &d));     /* degrees 2 and 3 */
    tree_free(t);
    /* the same through the full parser (a label makes the tree not plain) */
    t = parse_ok("R: ((1 2) (3 4))");
    ck_assert(tree_is_uniform(t, &d));
    ck_assert_uint_eq(d, 2);
    tree_free(t);
    t = parse_ok("R: ((1 2) (3 (4 5)))");
    ck_assert(!tree_is_uniform(t, &d));
    tree_free(t);
    t = parse_ok("R: ((1 2) (3 4 5))");
    ck_assert(!tree_is_uniform(t, &d));
    tree_free(t);
}
END_TEST

/* Depth, parent and index of every node by a plain recursive walk. */
static void place_all(const struct tree *t, node_id n, node_id parent, uint32_t depth,
                      uint32_t rank, struct tree_place *out)
{
    out[n] = (struct tree_place){ parent, depth, rank };
    node_id c = n + 1;
    for (uint32_t i = 0; i < tree_nchild(t, n); i++, c += t->size[c])
        place_all(t, c, n, depth + 1, i, out);
}

START_TEST(test_links_when_due)
{
    /* a plain tree is read without its links; they come when due,
     * the same as the builder's, and tree_locate agrees with both */
    static const char *texts[] = {
        "[[3, 12, 8], [2, [4, 6]], [14, 5, [2, [1, [0]]]]]",
        "(1 (2 3) (4 (5 6) 7 8 9 10 11 12 13 14 15))",
        "7",
        "((((1 2) 3) 4) (5 (6 (7 (8 9)))))",
    };
    for (size_t k = 0; k < sizeof texts / sizeof texts[0]; k++) {
        struct tree *t = parse_ok(texts[k]);
        char labelled[200];
        snprintf(labelled, sizeof labelled, "R: %s", texts[k]);  /* the full parser */
        struct tree *b = parse_ok(labelled);
        ck_assert_ptr_null(t->links->depth);
        ck_assert_ptr_nonnull(b->links->depth);
        struct tree_place *want = malloc(t->count * sizeof *want);
        place_all(t, 0, AB_NO_NODE, 0, 0, want);
        for (node_id n = 0; n < t->count; n++) {
            struct tree_place at = tree_locate(t, n);
            ck_assert_uint_eq(at.parent, want[n].parent);
            ck_assert_uint_eq(at.depth, want[n].depth);
            ck_assert_uint_eq(at.rank, want[n].rank);
        }
        ck_assert_ptr_null(t->links->depth);    /* tree_locate needs no links */
        /* the same answers before the links and after them: they come once
         * finding positions from the root has cost TREE_LINK_AFTER times
         * the positions (tree_link_due), a few rounds of every question */
        node_id path[16];
        for (int round = 0; round < 2 * TREE_LINK_AFTER + 2; round++)
            for (node_id n = 0; n < t->count; n++) {
                ck_assert_uint_eq(tree_parent(t, n), want[n].parent);
                ck_assert_uint_eq(tree_depth(t, n), want[n].depth);
                ck_assert_uint_eq(tree_child_index(t, n), want[n].rank);
                ck_assert_uint_eq(tree_parent(b, n), want[n].parent);
                ck_assert_uint_eq(tree_depth(b, n), want[n].depth);
                ck_assert_uint_eq(tree_child_index(b, n), want[n].rank);
                for (int linked = 0; linked < 2; linked++) {
                    const struct tree *u = linked ? b : t;
                    uint32_t d = tree_ancestors(u, n, path);
                    ck_assert_uint_eq(d, want[n].depth);
                    ck_assert_uint_eq(path[d], n);
                    for (uint32_t level = d; level > 0; level--)
                        ck_assert_uint_eq(path[level - 1], want[path[level]].parent);
                }
            }
        /* a lone leaf has nothing to find */
        if (t->count > 1)
            ck_assert_ptr_nonnull(t->links->depth);
        ck_assert(tree_link(t));
        free(want);
        tree_free(t);
        tree_free(b);
    }
}
END_TEST

START_TEST(test_names_from_steps)
{
    /* node_name_steps gives the names node_name gives, whatever the
     * buffer, from the steps alone */
    struct tree *t = parse_ok("(1 (2 3) (4 (5 6) 7 8 9 10 11 12 13 14 15))");
    char a[NODE_NAME_MAX], b[NODE_NAME_MAX];
    for (node_id n = 0; n < t->count; n++) {
        uint32_t steps[8];
        size_t k = tree_depth(t, n);
        node_id m = n;
        for (size_t i = k; i-- > 0; m = tree_parent(t, m))
            steps[i] = tree_child_index(t, m) + 1;
        for (size_t cap = 1; cap < 12; cap++) {
            node_name(a, cap, t, n);
            node_name_steps(b, cap, steps, k, false, NULL);
            ck_assert_str_eq(a, b);
            if (n) {
                char path[16];
                tree_path(t, n, path, cap);
                ck_assert_str_eq(a, path);
            }
        }
    }
    uint32_t tail[] = { 12, 3, 1 };
    ck_assert_str_eq(node_name_steps(b, sizeof b, tail, 3, true, "L"), "...12.3.1 (L)");
    ck_assert_str_eq(node_name_steps(b, 8, tail, 3, true, NULL), "...3.1");
    ck_assert_str_eq(node_name_steps(b, sizeof b, NULL, 0, false, NULL), "root");
    tree_free(t);
}
END_TEST

START_TEST(test_write_round_trip)
{
    const char *text = "@title Round trip\n@values minimax\n"
                       "A: (B: 3 {eval=2 p=0.25 capture} C: (4 -5 {hi=9 lo=-1 check}) "
                       "(6 (7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 "
                       "29 30 31 32 33 34 35 36))) {eval=-7}";
    struct tree *t = parse_ok(text);
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    ck_assert_int_eq(tree_write(f, t), 0);
    fclose(f);
    struct tree *u = parse_ok(out);
    ck_assert_uint_eq(u->count, t->count);
    ck_assert_str_eq(u->title, "Round trip");
    ck_assert_int_eq(u->written, t->written);
    for (node_id n = 0; n < t->count; n++) {
        ck_assert_int_eq(u->value[n], t->value[n]);
        ck_assert_uint_eq(tree_nchild(u, n), tree_nchild(t, n));
        const char *a = tree_label(t, n), *b = tree_label(u, n);
        ck_assert((a == NULL) == (b == NULL));
        if (a)
            ck_assert_str_eq(a, b);
        const struct annotation *x = tree_annotation(t, n), *y = tree_annotation(u, n);
        ck_assert((x == NULL) == (y == NULL));
        if (x) {
            ck_assert_uint_eq(x->has, y->has);
            ck_assert_int_eq(x->eval, y->eval);
            ck_assert_int_eq(x->hi, y->hi);
            ck_assert_int_eq(x->lo, y->lo);
            ck_assert(x->p == y->p);
        }
    }
    /* the long node broke onto lines of its own; short ones stayed inline */
    ck_assert_ptr_nonnull(strstr(out, "C: (4 -5 {hi=9 lo=-1 check})"));
    ck_assert_ptr_nonnull(strstr(out, "\n  (\n"));
    free(out);
    tree_free(u);
    tree_free(t);
}
END_TEST

START_TEST(test_builder)
{
    struct tree_builder *b = builder_new();
    ck_assert_uint_eq(builder_last(b), AB_NO_NODE);
    ck_assert(builder_open(b));
    ck_assert(builder_leaf(b, 4));
    ck_assert(builder_open(b));
    ck_assert(builder_leaf(b, 5));
    ck_assert_uint_eq(builder_open_depth(b), 2);
    ck_assert_uint_eq(builder_close(b), 2);
    ck_assert_uint_eq(builder_close(b), 0);
    ck_assert_uint_eq(builder_next(b), 4);
    struct tree *t = builder_finish(b, VIEW_NEGAMAX, NULL);
    ck_assert_uint_eq(t->count, 4);
    ck_assert_uint_eq(t->size[2], 2);
    ck_assert_int_eq(t->value[3], 5);
    tree_free(t);
    builder_free(builder_new());
    builder_free(NULL);
    tree_free(NULL);
}
END_TEST

static Suite *tree_suite(void)
{
    Suite *s = suite_create("tree");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_preorder_layout);
    tcase_add_test(tc, test_paths);
    tcase_add_test(tc, test_views);
    tcase_add_test(tc, test_uniform);
    tcase_add_test(tc, test_links_when_due);
    tcase_add_test(tc, test_names_from_steps);
    tcase_add_test(tc, test_write_round_trip);
    tcase_add_test(tc, test_builder);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(tree_suite());
}
