/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_tree.c: the tree parser, and a round trip through the writer.
 *
 * Any input either fails with a positioned message or gives a tree; the
 * tree written back as text must read again to the same tree: the same
 * shape, values, labels, annotations, title, convention and
 * transpositions. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "tree/parse.h"
#include "tree/write.h"

static void check(int ok, const char *what, const char *text)
{
    if (!ok) {
        fprintf(stderr, "fuzz_tree: round trip: %s differs; written text:\n%s\n", what, text);
        abort();
    }
}

static int same_notes(const struct annotation *a, const struct annotation *b)
{
    if (!a || !b)
        return !a == !b || (a ? a->has : b->has) == 0;
    return a->has == b->has && (!(a->has & ANN_EVAL) || a->eval == b->eval) &&
           (!(a->has & ANN_HI) || a->hi == b->hi) && (!(a->has & ANN_LO) || a->lo == b->lo) &&
           (!(a->has & ANN_P) || a->p == b->p);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct diag err;
    struct tree_limits limits = { .max_positions = FUZZ_MAX_POSITIONS };
    struct tree *t = tree_parse_with((const char *)data, size, "fuzz", &limits, &err);
    if (!t) {
        /* every syntax error has a position and a message */
        if (err.message[0] == '\0' || (err.line == 0 && !strstr(err.message, "out of memory")))
            abort();
        return 0;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem || tree_write(mem, t) != 0 || fclose(mem) != 0)
        abort();
    struct tree *u = tree_parse_with(text, len, "written", &limits, &err);
    if (!u) {
        fprintf(stderr, "fuzz_tree: the written tree does not read: %u:%u: %s\n%s\n", err.line,
                err.col, err.message, text);
        abort();
    }
    check(u->count == t->count && u->leaves == t->leaves && u->height == t->height, "shape",
          text);
    check(u->written == t->written, "convention", text);
    check((!u->title && !t->title) || (u->title && t->title && !strcmp(u->title, t->title)),
          "title", text);
    for (node_id n = 0; n < t->count; n++) {
        check(tree_nchild(u, n) == tree_nchild(t, n) && u->size[n] == t->size[n], "structure", text);
        check(u->value[n] == t->value[n], "a leaf value", text);
        check(tree_position(u, n) == tree_position(t, n), "a transposition", text);
        const char *lu = tree_label(u, n), *lt = tree_label(t, n);
        check((!lu && !lt) || (lu && lt && !strcmp(lu, lt)), "a label", text);
        check(same_notes(tree_annotation(u, n), tree_annotation(t, n)), "an annotation", text);
    }
    tree_free(u);
    tree_free(t);
    free(text);
    return 0;
}
