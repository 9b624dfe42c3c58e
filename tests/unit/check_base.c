/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_base.c: the base layer's arrays and indexes: ARRAY_GROW's one
 * growth rule (util.h), tables on huge pages, bitset's count of a word,
 * and strings found by hash (strindex.c), as the tree builder uses them
 * for labels; the locale main sets. */
#include "config.h"

#include <locale.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/bitset.h"
#include "base/diag.h"
#include "base/i18n.h"
#include "base/memfile.h"
#include "base/strbuf.h"
#include "base/strindex.h"
#include "base/util.h"
#include "testutil.h"
#include "tree/parse.h"

/* A million appends take about twenty reallocations, not a million, and
 * keep every element. */
START_TEST(test_array_grow)
{
    uint32_t *a = NULL;
    size_t n = 0, cap = 0, grown = 0, last = 0;
    bool refused = false;
    /* plain tests in the loops, one ck_assert after each: every ck_assert
     * writes to check's pipe, and two million of them passed the 4 s
     * timeout on a loaded machine */
    for (uint32_t i = 0; i < 1000000; i++) {
        if (!ARRAY_GROW(a, cap, n + 1)) {
            refused = true;
            break;
        }
        if (cap != last) {
            grown++;
            last = cap;
        }
        a[n++] = i;
    }
    ck_assert(!refused);
    ck_assert_uint_le(grown, 20);
    ck_assert_uint_ge(cap, n);
    ck_assert_uint_le(cap, 2 * n);
    size_t wrong = 0;
    for (size_t i = 0; i < n; i++)
        wrong += a[i] != i;
    ck_assert_uint_eq(wrong, 0);
    free(a);
    /* a size that overflows is refused, the array left as it was */
    char *b = NULL;
    size_t bcap = 0;
    ck_assert(ARRAY_GROW(b, bcap, 10));
    ck_assert_ptr_nonnull(b);
    char *kept = b;
    ck_assert(!ARRAY_GROW(b, bcap, SIZE_MAX));
    ck_assert_ptr_eq(b, kept);
    ck_assert_uint_eq(bcap, ARRAY_MIN_CAP * 2);
    free(b);
    ck_assert_uint_eq(array_capacity(0, 1, 4), ARRAY_MIN_CAP);
    ck_assert_uint_eq(array_capacity(8, 9, 4), 16);
    ck_assert_uint_eq(array_capacity(8, 100, SIZE_MAX / 4), 0);
}
END_TEST

/* A table grown past HUGE_TABLE_FROM moves to huge pages: every element
 * kept across the moves, the capacity all the block holds (whole huge
 * pages where the system has them), and a refusal leaves it as it was. */
START_TEST(test_huge_table_grow)
{
    uint32_t *a = NULL;
    size_t cap = 0, bad = 0, moved = 0;
    const size_t n = 3 * HUGE_TABLE_FROM;     /* 12 bytes a slot: past it */
    for (size_t i = 0; i < n; i++) {
        uint32_t *before = a;
        if (!HUGE_TABLE_GROW(a, cap, i + 1))
            break;
        moved += a != before;
        a[i] = (uint32_t)(i * 2654435761u);
        bad += cap < i + 1;
    }
    ck_assert_uint_eq(bad, 0);
    for (size_t i = 0; i < n; i++)
        bad += a[i] != (uint32_t)(i * 2654435761u);
    ck_assert_uint_eq(bad, 0);
    ck_assert_uint_le(moved, 40);
    /* past the threshold the capacity is what the rounded block holds */
    ck_assert_uint_ge(cap * sizeof *a, n * sizeof *a);
    uint32_t *kept = a;
    size_t kept_cap = cap;
    ck_assert(!HUGE_TABLE_GROW(a, cap, SIZE_MAX));
    ck_assert_ptr_eq(a, kept);
    ck_assert_uint_eq(cap, kept_cap);
    free(a);
    size_t bytes = HUGE_TABLE_FROM;
    void *t = huge_table_alloc(&bytes);
    ck_assert_ptr_nonnull(t);
    ck_assert_uint_ge(bytes, HUGE_TABLE_FROM);
    memset(t, 1, bytes);
    free(t);
    bytes = 0;
    t = huge_table_alloc(&bytes);
    ck_assert_ptr_nonnull(t);
    ck_assert_uint_eq(bytes, 0);
    free(t);
    /* and bitset's count of a word's bits, against one bit at a time */
    uint64_t x = 0x9E3779B97F4A7C15u;
    for (int i = 0; i < 1000; i++) {
        unsigned want = 0;
        for (int b = 0; b < 64; b++)
            want += (x >> b) & 1;
        bad += bitset_word_count(x) != want;
        x = x * 6364136223846793005u + 1442695040888963407u;
        x &= i % 3 ? UINT64_MAX : x >> 7;     /* sparse words too */
    }
    ck_assert_uint_eq(bad, 0);
    ck_assert_uint_eq(bitset_word_count(0), 0);
    ck_assert_uint_eq(bitset_word_count(UINT64_MAX), 64);
}
END_TEST

START_TEST(test_strindex)
{
    struct strindex x;
    strindex_init(&x);
    uint32_t v = 7;
    ck_assert(!strindex_find(&x, "a", &v));
    enum { N = 50000 };
    char **names = malloc(N * sizeof *names);
    size_t failed = 0;
    for (uint32_t i = 0; i < N; i++) {
        names[i] = str_printf("L%u", i);
        failed += !names[i] || !strindex_add(&x, names[i], i);
    }
    ck_assert_uint_eq(failed, 0);
    /* the first of a name stays */
    ck_assert(strindex_add(&x, "L17", 99));
    ck_assert_uint_eq(x.count, N);
    for (uint32_t i = 0; i < N; i++)
        failed += !strindex_find(&x, names[i], &v) || v != i;
    ck_assert_uint_eq(failed, 0);
    ck_assert(!strindex_find(&x, "L50000", &v));
    ck_assert(!strindex_find(&x, "", &v));
    ck_assert_uint_ge(x.nslots, 2 * x.count);
    strindex_free(&x);
    for (uint32_t i = 0; i < N; i++)
        free(names[i]);
    free(names);
}
END_TEST

/* The parser finds each =Label by hash: many labels and references read
 * back with every copy where it belongs; the first of a duplicate label
 * is the one reported as defined first. */
START_TEST(test_many_labels)
{
    enum { N = 20000 };
    struct strbuf sb;
    strbuf_init(&sb);
    strbuf_puts(&sb, "(");
    for (int i = 0; i < N; i++)
        strbuf_printf(&sb, "L%d: (%d %d) ", i, i % 13, -(i % 11));
    for (int i = N; i-- > 0;)
        strbuf_printf(&sb, "=L%d ", i);
    strbuf_puts(&sb, ")");
    struct diag err;
    struct tree *t = tree_parse(sb.data, sb.len, "many", &err);
    ck_assert_msg(t != NULL, "%s", err.message);
    ck_assert_uint_eq(t->count, 1 + 2 * 3 * N);
    ck_assert_uint_eq(t->nlabels, N);
    /* the copy of L5 is the root's child N + (N - 1 - 5) */
    node_id copy = tree_child(t, 0, N + (N - 1 - 5));
    ck_assert_int_eq(t->value[copy + 1], 5 % 13);
    ck_assert_int_eq(tree_position(t, copy), tree_child(t, 0, 5));
    tree_free(t);
    strbuf_free(&sb);
    parse_fails_at("(A: 1 B: 2 A: 3 =A)", 1, 12, "duplicate label 'A' (first used at 1:2)");
}
END_TEST

/* Files held in memory (the page's module has no other): found by their
 * paths resolved, listed by directory, written again, read by util.h's
 * readers before the system's and within their limits. */
START_TEST(test_memfile)
{
    ck_assert(memfile_add("/held/lessons/02-b.lesson", "two", 3));
    ck_assert(memfile_add("/held/lessons/01-a.lesson", "one", 3));
    ck_assert(memfile_add("/held/lessons/uk/01-a.lesson", "odyn", 4));
    ck_assert(memfile_add("/held//trees/./t.tree", "(1 2)", 5));
    size_t len;
    const char *t = memfile_find("/held/lessons/../trees/t.tree", &len);
    ck_assert_ptr_nonnull(t);
    ck_assert_uint_eq(len, 5);
    ck_assert_str_eq(t, "(1 2)");
    ck_assert_ptr_null(memfile_find("/held/trees", &len));
    size_t n;
    char *names = memfile_list("/held/lessons", &n);
    ck_assert_uint_eq(n, 2);
    ck_assert_str_eq(names, "/held/lessons/01-a.lesson");
    ck_assert_str_eq(names + strlen(names) + 1, "/held/lessons/02-b.lesson");
    free(names);
    char **listed = dir_names("/held/lessons", ".lesson", &n);
    ck_assert_uint_eq(n, 2);
    ck_assert_str_eq(listed[0], "01-a");
    ck_assert_str_eq(listed[1], "02-b");
    dir_names_free(listed, n);
    ck_assert(memfile_add("/held/lessons/01-a.lesson", "one again", 9));
    struct diag err;
    char *text = file_read("/held/lessons/01-a.lesson", &len, &err);
    ck_assert_str_eq(text, "one again");
    free(text);
    ck_assert(file_is_regular("/held/lessons/uk/01-a.lesson"));
    ck_assert(!file_is_regular("/held/lessons/uk"));
    ck_assert_ptr_null(file_read_max("/held/lessons/01-a.lesson", 4, &len, &err));
    ck_assert_msg(strstr(err.message, "larger than 4 bytes"), "%s", err.message);
}
END_TEST

/* i18n_set_locale sets the characters', messages' and names' locales as
 * setlocale(LC_ALL, "") does, whatever the environment names (C.UTF-8:
 * Debian's, loaded from a file a category; a locale that does not exist
 * fails setlocale(LC_ALL, "") as a whole). */
START_TEST(test_set_locale)
{
    static const char *const vars[] = { "LC_ALL", "LANG", "LC_CTYPE", "LC_MESSAGES",
                                        "LC_COLLATE", "LC_NUMERIC", "LC_PAPER", "LC_TIME" };
    static const char *const envs[][8] = {
        { NULL }, { "LANG=C.UTF-8" }, { "LANG=C.UTF-8", "LC_PAPER=bogus" },
        { "LC_ALL=C.UTF-8", "LC_PAPER=bogus" }, { "LC_CTYPE=C.UTF-8" },
        { "LANG=bogus", "LC_CTYPE=C.UTF-8", "LC_MESSAGES=C.UTF-8", "LC_COLLATE=C.UTF-8" },
        { "LANG=C.UTF-8", "LC_MESSAGES=bogus" }, { "LANG=C.UTF-8", "LC_NUMERIC=bogus" },
        { "LANG=C.UTF-8", "LC_TIME=C" }, { "LC_ALL=bogus" }, { "LANG=bogus" },
    };
    static const int categories[] = { LC_CTYPE, LC_MESSAGES, LC_COLLATE };
    for (size_t i = 0; i < sizeof envs / sizeof envs[0]; i++) {
        for (size_t v = 0; v < sizeof vars / sizeof vars[0]; v++)
            unsetenv(vars[v]);
        for (size_t v = 0; v < 8 && envs[i][v]; v++)
            putenv((char *)envs[i][v]);
        char want[3][64];
        setlocale(LC_ALL, "");
        for (size_t c = 0; c < 3; c++)
            snprintf(want[c], sizeof want[c], "%s", setlocale(categories[c], NULL));
        setlocale(LC_ALL, "C");
        i18n_set_locale();
        for (size_t c = 0; c < 3; c++)
            ck_assert_msg(strcmp(setlocale(categories[c], NULL), want[c]) == 0,
                          "environment %zu, category %zu: %s, not %s", i, c,
                          setlocale(categories[c], NULL), want[c]);
        setlocale(LC_ALL, "C");
    }
    for (size_t v = 0; v < sizeof vars / sizeof vars[0]; v++)
        unsetenv(vars[v]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("base");
    TCase *tc = tcase_create("base");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_array_grow);
    tcase_add_test(tc, test_huge_table_grow);
    tcase_add_test(tc, test_strindex);
    tcase_add_test(tc, test_many_labels);
    tcase_add_test(tc, test_memfile);
    tcase_add_test(tc, test_set_locale);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
