/* SPDX-License-Identifier: GPL-3.0-or-later */
/* testutil.h: helpers shared by the unit tests. */
#ifndef ABPRUNE_TESTUTIL_H
#define ABPRUNE_TESTUTIL_H

#include <check.h>
#include <stdint.h>

#include "search/search.h"
#include "tree/tree.h"

/* Parses text that must be valid; fails the test otherwise. */
struct tree *parse_ok(const char *text);

/* Parses text that must fail at line:col with a message containing
 * `expected` (a substring). */
void parse_fails_at(const char *text, unsigned line, unsigned col, const char *expected);

/* The shipped tree with the given name (trees/NAME), via TOP_SRCDIR or the
 * source directory the test was built in. */
struct tree *load_shipped(const char *name);

/* Plain recursive versions of the procedures, written straight from the
 * paper, to check the iterative engine against.  They count the leaves
 * they evaluate into *leaves, append each leaf's id to order[] when it is
 * not NULL and mark every position they are called on in entered[]. */
struct naive_count {
    size_t leaves;
    node_id *order;
    uint8_t *entered;   /* when not NULL: set to 1 for every node called */
};
int32_t naive_f(const struct tree *t, node_id p, struct naive_count *c);
int32_t naive_f1(const struct tree *t, node_id p, int32_t bound, struct naive_count *c);
int32_t naive_f2(const struct tree *t, node_id p, int32_t alpha, int32_t beta, bool soft,
                 struct naive_count *c);

/* F(root): the true value of the tree. */
int32_t true_root(const struct tree *t);

/* Runs a search with no sink and returns its result. */
struct search_result quick_search(const struct tree *t, enum algorithm alg,
                                  int32_t alpha, int32_t beta);

/* Random tree number i of a test's series (its shape, degree 1-5, height
 * up to 8, values in a small or a wider range, and three in four
 * irregular, all drawn from seed + i): the same tree every run. */
struct tree *random_test_tree(uint64_t seed, unsigned i);

/* Runs a Suite and returns the exit status for main. */
int run_suite(Suite *s);

#endif
