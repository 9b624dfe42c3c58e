/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_parse.c: the .tree grammar, its limits and every error message. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "search/search.h"
#include "testutil.h"
#include "tree/gen.h"
#include "tree/parse.h"

#include <unistd.h>

START_TEST(test_simple)
{
    struct tree *t = parse_ok("(3 (1 -2) 4)");
    ck_assert_uint_eq(t->count, 6);
    ck_assert_uint_eq(t->leaves, 4);
    ck_assert_uint_eq(t->height, 2);
    ck_assert_uint_eq(tree_nchild(t, 0), 3);
    ck_assert_int_eq(t->written, VIEW_MINIMAX);
    /* minimax by default: odd-depth leaves are negated into negamax */
    ck_assert_int_eq(t->value[1], -3);
    ck_assert_int_eq(t->value[3], 1);
    ck_assert_int_eq(t->value[4], -2);
    ck_assert_int_eq(t->value[5], -4);
    tree_free(t);
}
END_TEST

START_TEST(test_json_arrays)
{
    struct tree *t = parse_ok("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]\n");
    ck_assert_uint_eq(t->count, 13);
    ck_assert_uint_eq(t->leaves, 9);
    ck_assert_int_eq(t->value[2], 3);
    tree_free(t);
    t = parse_ok("[1,[2,[3]]]");
    ck_assert_uint_eq(t->height, 3);
    tree_free(t);
}
END_TEST

START_TEST(test_negamax_directive)
{
    struct tree *t = parse_ok("@values negamax\n(3 (1 2))");
    ck_assert_int_eq(t->written, VIEW_NEGAMAX);
    ck_assert_int_eq(t->value[1], 3);
    tree_free(t);
}
END_TEST

START_TEST(test_title_comments_labels_annotations)
{
    const char *text =
        "\xEF\xBB\xBF# a comment\n"
        "@title  Two moves  \n"
        "@values minimax   # trailing comment is part of nothing\n"
        "A: ( # root\n"
        "  B: 3 {eval=2 p=0.5 capture}\n"
        "  C : (4, 5) {hi=9 lo=-1, check}\n"
        ") {eval=1}\n";
    /* "@values minimax   # ..." would be an error: comments do not follow
     * directives on their line; check that first */
    struct diag err;
    ck_assert_ptr_null(tree_parse(text, strlen(text), "x", &err));
    ck_assert_uint_eq(err.line, 3);
    const char *good =
        "\xEF\xBB\xBF# a comment\n"
        "@title  Two moves  \n"
        "@values minimax\n"
        "A: ( # root\n"
        "  B: 3 {eval=2 p=0.5 capture}\n"
        "  C : (4, 5) {hi=9 lo=-1, check}\n"
        ") {eval=1}\n";
    struct tree *t = parse_ok(good);
    ck_assert_str_eq(t->title, "Two moves");
    ck_assert_str_eq(tree_label(t, 0), "A");
    ck_assert_str_eq(tree_label(t, 1), "B");
    ck_assert_str_eq(tree_label(t, 2), "C");
    ck_assert_ptr_null(tree_label(t, 3));
    ck_assert_uint_eq(tree_find_label(t, "C"), 2);
    const struct annotation *a = tree_annotation(t, 1);
    ck_assert_ptr_nonnull(a);
    ck_assert_uint_eq(a->has, ANN_EVAL | ANN_P | ANN_CAPTURE);
    ck_assert_int_eq(a->eval, 2);
    ck_assert(a->p == 0.5);
    a = tree_annotation(t, 2);
    ck_assert_uint_eq(a->has, ANN_HI | ANN_LO | ANN_CHECK);
    ck_assert_int_eq(a->hi, 9);
    ck_assert_int_eq(a->lo, -1);
    a = tree_annotation(t, 0);
    ck_assert_uint_eq(a->has, ANN_EVAL);
    ck_assert_ptr_null(tree_annotation(t, 3));
    tree_free(t);
}
END_TEST

/* Apostrophes inside labels (U+0027, U+2019, U+02BC: п'ять, a prime); a
 * label starts with a letter, not a digit of any script; "(1-2)" is two
 * leaves. */
START_TEST(test_label_characters)
{
    struct tree *t = parse_ok("(\xD0\xBF'\xD1\x8F\xD1\x82\xD1\x8C: 1 "
                              "\xD0\xBF\xE2\x80\x99\xD1\x8F: 2 \xD0\xBF\xCA\xBC\xD1\x8F: 3 A': 4 B'': 5)");
    ck_assert_uint_eq(t->nlabels, 5);
    ck_assert_str_eq(t->labels[0].name, "\xD0\xBF'\xD1\x8F\xD1\x82\xD1\x8C");
    ck_assert_str_eq(t->labels[1].name, "\xD0\xBF\xE2\x80\x99\xD1\x8F");
    ck_assert_str_eq(t->labels[2].name, "\xD0\xBF\xCA\xBC\xD1\x8F");
    ck_assert_str_eq(t->labels[3].name, "A'");
    ck_assert_str_eq(t->labels[4].name, "B''");
    tree_free(t);
    t = parse_ok("(A': 1 =A')");
    ck_assert_uint_eq(t->count, 3);
    tree_free(t);
    t = parse_ok("(1-2 3)");
    ck_assert_uint_eq(t->count, 4);
    ck_assert_int_eq(t->value[2], 2);   /* -2 for Max: negamax at depth 1 */
    tree_free(t);
    parse_fails_at("('a: 1)", 1, 2, "expected a node");
    parse_fails_at("(\xEF\xBC\x99" "a: 1)", 1, 2, "is not a label");
    /* a fullwidth digit inside a label is a digit of the label */
    t = parse_ok("(A\xEF\xBC\x99: 1 2)");
    ck_assert_str_eq(t->labels[0].name, "A\xEF\xBC\x99");
    tree_free(t);
}
END_TEST

START_TEST(test_limits_of_values)
{
    struct tree *t = parse_ok("(1000000000 -1000000000 +7)");
    ck_assert_int_eq(t->value[1], -1000000000);
    ck_assert_int_eq(t->value[3], -7);
    tree_free(t);
    parse_fails_at("(1 1000000001)", 1, 4, "out of range");
    parse_fails_at("(1\n  -99999999999999999999999)", 2, 3, "out of range");
}
END_TEST

START_TEST(test_errors)
{
    parse_fails_at("", 1, 1, "empty input");
    parse_fails_at("  # nothing\n\n", 3, 1, "empty input");
    parse_fails_at("(1 2", 1, 1, "unclosed '('");
    parse_fails_at("[1 (2 3]", 1, 8, "expected ')' to close the '(' at 1:4");
    parse_fails_at("(1 ())", 1, 5, "empty node");
    parse_fails_at("(1 2.5)", 1, 4, "must be an integer");
    parse_fails_at("(1 2) 3", 1, 7, "after the end of the tree");
    parse_fails_at("(1 2))", 1, 6, "after the end of the tree");
    parse_fails_at("@colour red\n(1)", 1, 1, "unknown directive '@colour'");
    parse_fails_at("@title a\n@title b\n(1)", 2, 1, "@title given twice");
    parse_fails_at("@values maximin\n1", 1, 9, "expected 'minimax' or 'negamax'");
    parse_fails_at("(1)\n@title late", 2, 1, "directives must come before the tree");
    parse_fails_at("  @title x\n1", 1, 3, "must start its line");
    parse_fails_at("(A: 1 B: 2 A: 3)", 1, 12, "duplicate label 'A' (first used at 1:2)");
    parse_fails_at("(A 1)", 1, 2, "expected ':' after label 'A'");
    parse_fails_at("(1 {colour=red})", 1, 5, "unknown annotation 'colour'");
    parse_fails_at("(1 {eval=1 eval=2})", 1, 12, "given twice");
    parse_fails_at("(1 {p=1.5})", 1, 7, "plausibility");
    parse_fails_at("(1 {p=0})", 1, 7, "plausibility");
    parse_fails_at("(1 {capture=1})", 1, 12, "is a flag");
    parse_fails_at("(1 {hi=1 lo=2})", 1, 4, "above optimistic");
    parse_fails_at("(1 {eval})", 1, 9, "expected '=' and a value after 'eval'");
    parse_fails_at("(1 {eval=x})", 1, 10, "expected digits of eval");
    parse_fails_at("(1 {eval=1", 1, 4, "unclosed '{'");
    parse_fails_at("(1 {=1})", 1, 5, "expected an annotation key");
    parse_fails_at("(1,,2)", 1, 4, "expected a node after ','");
    parse_fails_at("(1,)", 1, 4, "expected a node after ','");
    parse_fails_at("(1 ; 2)", 1, 4, "expected ',', ')' or another node, found ';'");
    parse_fails_at("(1 -)", 1, 5, "expected digits of leaf value");
    parse_fails_at(")", 1, 1, "expected a node");
    parse_fails_at("(1 \x01)", 1, 4, "byte 0x01");
    parse_fails_at("(\n  1\n  (2\n", 3, 3, "unclosed '(': expected ')' before the end of the file "
                   "at 3:5 (2 brackets open)");
    parse_fails_at("(\r\n  1\r\n  (2\r\n", 3, 3, "end of the file at 3:5");
    /* the layout names the bracket left open: the first whose line is
     * followed by one indented like it (or less, for a closing bracket)
     * before its ')' */
    parse_fails_at("# x\n(\n  (3 12 8)\n  (2 4 6\n  (14 5 2)\n)\n", 4, 3,
                   "unclosed '(': its ')' belongs before line 5, which is indented like this one "
                   "(the file ends at 6:2 with 1 bracket open)");
    parse_fails_at("(\n  (2 4 6\n)\n", 2, 3, "belongs before line 3");
    parse_fails_at("(\n\t(2 4 6\n        (1)\n)", 2, 2, "belongs before line 3");
    parse_fails_at("[\n  [1,\n   2\n  ],\n  [3\n", 5, 3, "expected ']' before the end");
    parse_fails_at("(\n  (1\n    2)\n  (3\n", 4, 3, "expected ')' before the end");
    /* a token that starts like a number and is not one */
    parse_fails_at("(3 9o 5)", 1, 4, "'9o' is not a number: a leaf value");
    parse_fails_at("(3 -12abc)", 1, 4, "'-12abc' is not a number");
    parse_fails_at("(3 \xEF\xBC\x99)", 1, 4, "'\xEF\xBC\x99' is not a number");
    parse_fails_at("(3 \xD9\xA3\xD9\xA4)", 1, 4, "is not a number");
    parse_fails_at("(1st: 3 2)", 1, 2, "'1st' is not a label: a label starts with a letter");
    parse_fails_at("(1 {eval=4x})", 1, 10, "'4x' is not a number: the value of eval");
    parse_fails_at("(3 5\xE2\x80\x99)", 1, 4, "is not a number");
    /* two trees */
    parse_fails_at("(1 2)\n(3 4)", 2, 1, "a tree file holds one tree; wrap the trees in ( )");
    parse_fails_at("5 6", 1, 3, "holds one tree");
    /* é is a letter (a label of its own), a lone 0xD0 is not UTF-8, and
     * « is a character but not a letter */
    parse_fails_at("(\xC3\xA9 1)", 1, 2, "expected ':' after label '\xC3\xA9'");
    parse_fails_at("(1 \xC3\xA9 2 ]", 1, 4, "expected ':' after label '\xC3\xA9'");
    parse_fails_at("(\xD0 1)", 1, 2, "byte 0xD0");
    parse_fails_at("(1 \xC2\xAB: 2)", 1, 4, "'\xC2\xAB' (U+00AB)");
    /* columns count characters, not bytes */
    parse_fails_at("# \xC3\xA9\xC3\xA9\n(1 2 ]", 2, 6, "expected ')'");
    parse_fails_at("(1 2)# \xC3\xA9\n]", 2, 1, "after the end of the tree");
    parse_fails_at("A:", 1, 3, "expected a node");
}
END_TEST

START_TEST(test_deep_path_text)
{
    /* depth 1,000,000: the parser keeps its own stack */
    size_t depth = 1000000;
    char *text = malloc(2 * depth + 2);
    memset(text, '(', depth);
    text[depth] = '7';
    memset(text + depth + 1, ')', depth);
    text[2 * depth + 1] = '\0';
    struct tree *t = parse_ok(text);
    ck_assert_uint_eq(t->height, depth);
    ck_assert_uint_eq(t->count, depth + 1);
    ck_assert_uint_eq(t->size[0], depth + 1);
    tree_free(t);
    /* and an unclosed one reports the innermost bracket */
    text[2 * depth] = '\0';
    parse_fails_at(text, 1, 1, "unclosed '('");
    free(text);
}
END_TEST

/* Writes t's shape with its stored values as numbers, in one of several
 * plain syntaxes (style 0..3): what the fast reader must read as the full
 * parser does. */
static size_t write_plain(const struct tree *t, unsigned style, char *out)
{
    static const char *const open[] = { "(", "[", "( ", "[\n  " };
    static const char *const close[] = { ")", "]", " )", "\n] # done\n" };
    static const char *const sep[] = { " ", ",", "  ", " ,\t" };
    size_t len = 0;
    node_id *ends = malloc(((size_t)t->height + 2) * sizeof *ends);
    size_t top = 0;
    for (node_id n = 0; n < t->count; n++) {
        while (top > 0 && ends[top - 1] <= n) {
            len += (size_t)sprintf(out + len, "%s", close[style]);
            top--;
        }
        if (n > 0 && tree_parent(t, n) + 1 != n) {
            /* juxtaposed negative numbers need no separator in style 0 */
            if (!(style == 0 && tree_is_leaf(t, n) && t->value[n] < 0))
                len += (size_t)sprintf(out + len, "%s", sep[style]);
        }
        if (tree_is_leaf(t, n)) {
            len += (size_t)sprintf(out + len, "%d", (int)t->value[n]);
        } else {
            len += (size_t)sprintf(out + len, "%s", open[style]);
            ends[top++] = n + t->size[n];
        }
    }
    while (top-- > 0)
        len += (size_t)sprintf(out + len, "%s", close[style]);
    free(ends);
    return len;
}

/* Leaves of every length, read 8 bytes at a time or one by one (near the
 * end of the text), with every delimiter after them, first among their
 * siblings or after others (the run of leaves read at once): the fast
 * reader's number is the number written, and 11 digits or a value past the
 * limit make it give up (the full parser then says why). */
START_TEST(test_fast_reader_numbers)
{
    static const char *const after[] = { ")", ",0)", " )", "\n)", "\t)", "(1))" };
    /* what comes before, and the leaf's index then */
    static const struct { const char *text; unsigned at; } before[] = {
        { "(", 1 }, { "(0 ", 2 }, { "(0,", 2 }, { "(-5 3,", 3 }, { "((1)-4 ", 4 },
    };
    char digits[16], text[64];
    for (unsigned len = 1; len <= 11; len++) {
        for (unsigned k = 0; k < 3; k++) {
            /* 1234567..., 9999..., and 000...0d (leading zeros) */
            for (unsigned i = 0; i < len; i++)
                digits[i] = (char)(k == 0 ? '1' + i % 9 : k == 1 ? '9' : (i + 1 == len ? '7' : '0'));
            digits[len] = 0;
            long long want = strtoll(digits, NULL, 10);
            for (unsigned a = 0; a < sizeof after / sizeof *after; a++) {
                for (unsigned b = 0; b < sizeof before / sizeof *before; b++) {
                    for (int neg = 0; neg < 2; neg++) {
                        int n = snprintf(text, sizeof text, "%s%s%s%s", before[b].text,
                                         neg ? "-" : "", digits, after[a]);
                        struct tree *t = tree_parse_plain(text, (size_t)n, VIEW_NEGAMAX,
                                                          TREE_DEFAULT_MAX_POSITIONS);
                        if (len > 10 || want > AB_VALUE_LIMIT) {
                            ck_assert_msg(t == NULL, "%s was read", text);
                            continue;
                        }
                        ck_assert_msg(t != NULL, "%s was not read", text);
                        ck_assert_int_eq(t->value[before[b].at], neg ? -want : want);
                        tree_free(t);
                    }
                }
            }
        }
    }
}
END_TEST

/* Texts a byte or two away from a plain tree: whatever the fast reader
 * reads, the full parser (made to read it by a label in front) reads too,
 * as the same tree; what it refuses is left to the full parser. */
START_TEST(test_fast_reader_never_reads_more)
{
    static const char alphabet[] = "()[], \n#-0123456789a.";
    static const char *const seeds[] = { "(1 (2 3) -4)", "[[1,2],[3,-4]]", "((10 20)(30 40))",
                                         "(1 # c\n 2)", "(-0 [5, 6] (7))", "(1234567890 1)" };
    char text[64], labelled[80];
    uint64_t x = 42;
    size_t read = 0;
    for (unsigned i = 0; i < 60000; i++) {
        const char *seed = seeds[i % (sizeof seeds / sizeof *seeds)];
        size_t len = strlen(seed);
        memcpy(text, seed, len + 1);
        for (unsigned k = 0; k < 1 + i % 3; k++) {
            x = x * 6364136223846793005u + 1442695040888963407u;
            size_t at = 1 + (size_t)(x >> 33) % len;      /* the root's bracket stays */
            char ch = alphabet[(x >> 20) % (sizeof alphabet - 1)];
            unsigned op = (unsigned)(x >> 10) % 3;
            if (op == 0 && at < len) {
                text[at] = ch;
            } else if (op == 1 && len + 1 < sizeof text) {
                memmove(text + at + 1, text + at, len - at + 1);
                text[at] = ch;
                len++;
            } else if (at < len) {
                memmove(text + at, text + at + 1, len - at);
                len--;
            }
        }
        struct tree *fast = tree_parse_plain(text, len, VIEW_MINIMAX, TREE_DEFAULT_MAX_POSITIONS);
        if (!fast)
            continue;
        read++;
        snprintf(labelled, sizeof labelled, "R: %s", text);
        struct diag err;
        struct tree *full = tree_parse(labelled, strlen(labelled), "fuzz", &err);
        ck_assert_msg(full != NULL, "the fast reader read %s, the full parser does not", text);
        ck_assert_uint_eq(fast->count, full->count);
        ck_assert_uint_eq(fast->leaves, full->leaves);
        ck_assert_uint_eq(fast->height, full->height);
        ck_assert(fast->uniform == full->uniform);
        ck_assert_mem_eq(fast->value, full->value, full->count * sizeof *full->value);
        ck_assert_mem_eq(fast->size, full->size, full->count * sizeof *full->size);
        tree_free(fast);
        tree_free(full);
    }
    ck_assert_uint_gt(read, 1000);
}
END_TEST

/* Uniform by the definition, from the links and child counts. */
static bool uniform_by_definition(const struct tree *t)
{
    for (node_id n = 0; n < t->count; n++)
        if (tree_is_leaf(t, n) ? tree_depth(t, n) != t->height
                               : tree_nchild(t, n) != tree_nchild(t, 0))
            return false;
    return true;
}

/* Each interior position holds its true value, as the readers settle it. */
static void check_true_values(const struct tree *t)
{
    int32_t *truth = malloc(t->count * sizeof *truth);
    ck_assert_ptr_nonnull(truth);
    search_true_values(t, truth);
    ck_assert_mem_eq(t->value, truth, t->count * sizeof *truth);
    free(truth);
}

START_TEST(test_fast_reader_agrees)
{
    /* the fast reader of plain trees and the full parser (made to read
     * the same text by a label in front) build the same arrays */
    char *text = malloc(1 << 20), *labelled = malloc((1 << 20) + 8);
    for (unsigned i = 0; i < 400; i++) {
        struct diag err;
        unsigned b = 1 + i % 5, d = 1 + i % (b <= 2 ? 9 : 5);
        struct tree *g = (i & 1) ? gen_random_irregular(b, d, i, -1000000000, 1000000000, &err)
                                 : gen_random(b, d, i, -99, 99, &err);
        ck_assert_ptr_nonnull(g);
        size_t len = write_plain(g, i % 4, text);
        ck_assert_uint_lt(len, 1 << 20);
        struct tree *fast = tree_parse_plain(text, len, VIEW_MINIMAX, TREE_DEFAULT_MAX_POSITIONS);
        ck_assert_ptr_nonnull(fast);
        sprintf(labelled, "R: %s", text);
        struct tree *full = parse_ok(labelled);
        ck_assert_uint_eq(fast->count, full->count);
        ck_assert_uint_eq(fast->leaves, full->leaves);
        ck_assert_uint_eq(fast->height, full->height);
        ck_assert_int_eq(memcmp(fast->value, full->value, full->count * sizeof *full->value), 0);
        ck_assert_int_eq(memcmp(fast->size, full->size, full->count * sizeof *full->size), 0);
        ck_assert_ptr_null(fast->nchild);       /* worked out on first use */
        check_true_values(fast);
        check_true_values(full);
        ck_assert(fast->uniform == uniform_by_definition(full));
        ck_assert(full->uniform == uniform_by_definition(full));
        uint32_t dfast = 99, dfull = 98;
        ck_assert(tree_is_uniform(fast, &dfast) == tree_is_uniform(full, &dfull));
        if (!(i & 1)) {
            /* gen_random's trees are uniform, of degree b */
            ck_assert(tree_is_uniform(fast, &dfast));
            ck_assert_uint_eq(dfast, b);
        } else if (tree_is_uniform(full, &dfull)) {
            ck_assert_uint_eq(dfast, dfull);
        }
        for (node_id n = 0; n < full->count; n++) {
            ck_assert_uint_eq(tree_nchild(fast, n), tree_nchild(full, n));
            ck_assert_uint_eq(tree_count_children(fast, n), tree_nchild(full, n));
            ck_assert(tree_is_leaf(fast, n) == (tree_nchild(full, n) == 0));
            ck_assert_uint_eq(tree_parent(fast, n), tree_parent(full, n));
            ck_assert_uint_eq(tree_depth(fast, n), tree_depth(full, n));
            ck_assert_uint_eq(tree_child_index(fast, n), tree_child_index(full, n));
        }
        tree_free(fast);
        tree_free(full);
        tree_free(g);
    }
    /* what it leaves to the full parser */
    static const char *const others[] = {
        "(1 2", "(1 2))", "()", "(1 ())", "(1.5 2)", "(1e3 2)", "(12345678901 1)",
        "(1 2) 3", "(1 +2)", "(1 2]", "[1 2)", "A: (1 2)", "(1 {eval=3} 2)", "", "  # x\n",
        "(1, , 2)", "(,1)", "(1 2,)", "(1 -)", "(1 --2)",
    };
    for (size_t k = 0; k < sizeof others / sizeof others[0]; k++)
        ck_assert_msg(!tree_parse_plain(others[k], strlen(others[k]), VIEW_MINIMAX, 100),
                      "read %s", others[k]);
    free(text);
    free(labelled);
}
END_TEST

START_TEST(test_load_missing_file)
{
    struct diag err;
    ck_assert_ptr_null(tree_load("/nonexistent/x.tree", &err));
    ck_assert_str_eq(err.file, "/nonexistent/x.tree");
    ck_assert_uint_eq(err.line, 0);
    ck_assert_ptr_nonnull(strstr(err.message, "cannot open"));
    ck_assert_ptr_null(tree_load("/", &err));
    ck_assert_ptr_nonnull(strstr(err.message, "directory"));
}
END_TEST

/* Writes text, padded with spaces to len bytes, to dir/name; the path. */
static char *write_padded(const char *dir, const char *name, const char *text, size_t len)
{
    char *path = malloc(strlen(dir) + strlen(name) + 2);
    sprintf(path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    size_t n = strlen(text);
    fputs(text, f);
    for (; n < len; n++)
        fputc(' ', f);
    ck_assert_int_eq(fclose(f), 0);
    return path;
}

START_TEST(test_load_mapped)
{
    /* a regular file is mapped and read in place: files that end exactly
     * at a page's end (nothing readable after them), read by the fast
     * reader, by the full parser and to an error at the very end */
    char dir[] = "/tmp/check_parse.XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    long page = sysconf(_SC_PAGESIZE);
    size_t len = page > 0 ? (size_t)page : 4096;
    struct diag err;
    char *plain = write_padded(dir, "plain.tree", "(1 (2 3) -4)", len);
    struct file_bytes fb;
    ck_assert(file_bytes_open(&fb, plain, FILE_DEFAULT_MAX_INPUT, &err));
    ck_assert_ptr_nonnull(fb.map);
    ck_assert_uint_eq(fb.len, len);
    ck_assert_int_eq(memcmp(fb.data, "(1 (2 3) -4)", 12), 0);
    file_bytes_close(&fb);
    struct tree *t = tree_load(plain, &err);
    ck_assert_ptr_nonnull(t);
    ck_assert_uint_eq(t->count, 6);
    tree_free(t);
    /* the last byte a leaf's digit, then a label for the full parser */
    char *full = write_padded(dir, "full.tree", "", len);
    FILE *f = fopen(full, "wb");
    fputs("A: (1 2 ", f);
    for (size_t n = 8; n + 2 < len; n++)
        fputc(' ', f);
    fputs(")7", f);
    fclose(f);
    ck_assert_ptr_null(tree_load(full, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "after the end of the tree"));
    f = fopen(full, "wb");
    fputs("A: (1 2 ", f);
    for (size_t n = 8; n + 1 < len; n++)
        fputc(' ', f);
    fputs("7", f);
    fclose(f);
    ck_assert_ptr_null(tree_load(full, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "unclosed"));
    f = fopen(full, "wb");
    fputs("A: (1 2 ", f);
    for (size_t n = 8; n + 2 < len; n++)
        fputc(' ', f);
    fputs("7)", f);
    fclose(f);
    t = tree_load(full, &err);
    ck_assert_ptr_nonnull(t);
    ck_assert_uint_eq(t->leaves, 3);
    tree_free(t);
    /* an empty file is read, not mapped, and is an error as before */
    char *empty = write_padded(dir, "empty.tree", "", 0);
    ck_assert(file_bytes_open(&fb, empty, FILE_DEFAULT_MAX_INPUT, &err));
    ck_assert_ptr_null(fb.map);
    ck_assert_uint_eq(fb.len, 0);
    file_bytes_close(&fb);
    ck_assert_ptr_null(tree_load(empty, &err));
    /* the input limit holds for a mapped file */
    struct tree_limits lim = { .max_input = 100 };
    ck_assert_ptr_null(tree_load_with(plain, &lim, &err));
    ck_assert_ptr_nonnull(strstr(err.message, "input larger than 100 bytes"));
    remove(plain);
    remove(full);
    remove(empty);
    rmdir(dir);
    free(plain);
    free(full);
    free(empty);
}
END_TEST

static Suite *parse_suite(void)
{
    Suite *s = suite_create("parse");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_simple);
    tcase_add_test(tc, test_json_arrays);
    tcase_add_test(tc, test_negamax_directive);
    tcase_add_test(tc, test_title_comments_labels_annotations);
    tcase_add_test(tc, test_label_characters);
    tcase_add_test(tc, test_limits_of_values);
    tcase_add_test(tc, test_errors);
    tcase_add_test(tc, test_deep_path_text);
    tcase_add_test(tc, test_load_missing_file);
    tcase_add_test(tc, test_load_mapped);
    tcase_add_test(tc, test_fast_reader_agrees);
    tcase_add_test(tc, test_fast_reader_numbers);
    tcase_add_test(tc, test_fast_reader_never_reads_more);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(parse_suite());
}
