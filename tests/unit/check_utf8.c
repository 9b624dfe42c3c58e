/* check_utf8.c: the text people write (utf8.c): decoding, the letters of
 * labels, widths in columns; and labels of any script in the tree parser. */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"
#include "tree.h"
#include "utf8.h"
#include "testutil.h"

START_TEST(test_decode)
{
    uint32_t cp = 0;
    const char *b = "\xD0\x91";                 /* Б */
    ck_assert_uint_eq(utf8_decode(b, b + 2, &cp), 2);
    ck_assert_uint_eq(cp, 0x0411);
    const char *o = "\xC5\x90";                 /* Ő */
    ck_assert_uint_eq(utf8_decode(o, o + 2, &cp), 2);
    ck_assert_uint_eq(cp, 0x0150);
    const char *e = "\xE2\x82\xAC";             /* € */
    ck_assert_uint_eq(utf8_decode(e, e + 3, &cp), 3);
    ck_assert_uint_eq(cp, 0x20AC);
    /* cut short, a stray continuation, overlong, a surrogate, too big */
    ck_assert_uint_eq(utf8_decode(b, b + 1, &cp), 0);
    ck_assert_uint_eq(utf8_decode("\x91", "\x91" + 1, &cp), 0);
    ck_assert_uint_eq(utf8_decode("\xC0\xAF", "\xC0\xAF" + 2, &cp), 0);
    ck_assert_uint_eq(utf8_decode("\xED\xA0\x80", "\xED\xA0\x80" + 3, &cp), 0);
    ck_assert_uint_eq(utf8_decode("\xF4\x90\x80\x80", "\xF4\x90\x80\x80" + 4, &cp), 0);
    ck_assert(utf8_valid("Дерево гри, példa", strlen("Дерево гри, példa")));
    ck_assert(!utf8_valid("a\xFF" "b", 3));
}
END_TEST

START_TEST(test_letters)
{
    ck_assert(utf8_is_letter(0x0411));          /* Б */
    ck_assert(utf8_is_letter(0x0429));          /* Щ */
    ck_assert(utf8_is_letter(0x0150));          /* Ő */
    ck_assert(utf8_is_letter(0x00E9));          /* é */
    ck_assert(utf8_is_letter(0xC608));          /* 예 */
    ck_assert(!utf8_is_letter(0x00AB));         /* « */
    ck_assert(!utf8_is_letter(0x00A0));         /* no-break space */
    ck_assert(!utf8_is_letter(0x2013));         /* – */
    ck_assert(!utf8_is_letter(0x00D7));         /* × */
    ck_assert(utf8_is_mark(0x0301));            /* combining acute */
    ck_assert(!utf8_is_mark(0x0411));
}
END_TEST

/* Widths the same in the C locale and in C.UTF-8 for these characters. */
static void check_widths(void)
{
    ck_assert_uint_eq(utf8_width("Дерево гри, példa"), 17);
    ck_assert_uint_eq(utf8_width("Ő"), 1);
    ck_assert_uint_eq(utf8_width("е\xCC\x81"), 1);     /* е + combining acute */
    ck_assert_uint_eq(utf8_width("예시"), 4);
    ck_assert_uint_eq(utf8_width("a\xFF"), 2);
    /* never a character cut from its accent, never half a wide one */
    ck_assert_uint_eq(utf8_fit("е\xCC\x81x", 1), 4);
    ck_assert_uint_eq(utf8_fit("예시", 3), 3);
    ck_assert_uint_eq(utf8_fit("Щx", 5), 3);
}

START_TEST(test_widths)
{
    setlocale(LC_ALL, "C");
    check_widths();
    ck_assert_ptr_nonnull(setlocale(LC_ALL, "C.UTF-8"));
    check_widths();
    setlocale(LC_ALL, "C");
}
END_TEST

START_TEST(test_padded)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ck_assert_ptr_nonnull(f);
    utf8_fprint_padded(f, "Щ", 3);
    utf8_fprint_padded(f, "Ő", -3);
    utf8_fprint_padded(f, "long", 2);
    fclose(f);
    ck_assert_str_eq(buf, "Щ    Őlong");
    free(buf);
}
END_TEST

/* Labels of any script load, are found by name, and keep their text; a
 * label may not start with punctuation from outside ASCII. */
START_TEST(test_labels)
{
    const char *text = "@title Дерево гри, példa\n( Б: (3 Ő: 12 8)  Щ: (2 4 6)  е\xCC\x81: (14 5 2) )";
    struct diag err = { 0 };
    struct tree *t = tree_parse(text, strlen(text), "u.tree", &err);
    ck_assert_msg(t != NULL, "%s", err.message);
    ck_assert_str_eq(t->title, "Дерево гри, példa");
    node_id n = tree_find_label(t, "Щ");
    ck_assert_uint_ne(n, AB_NO_NODE);
    ck_assert_uint_eq(tree_find_label(t, "Ő") != AB_NO_NODE, 1);
    ck_assert_uint_eq(tree_find_label(t, "е\xCC\x81") != AB_NO_NODE, 1);
    tree_free(t);
    const char *bad = "( «: 1 2 )";
    t = tree_parse(bad, strlen(bad), "bad.tree", &err);
    ck_assert_ptr_null(t);
    ck_assert_uint_eq(err.col, 3);
    ck_assert_msg(strstr(err.message, "U+00AB") != NULL, "%s", err.message);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("utf8");
    TCase *tc = tcase_create("utf8");
    tcase_add_test(tc, test_decode);
    tcase_add_test(tc, test_letters);
    tcase_add_test(tc, test_widths);
    tcase_add_test(tc, test_padded);
    tcase_add_test(tc, test_labels);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
