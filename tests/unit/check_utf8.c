/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_utf8.c: the text people write (utf8.c): decoding, the letters of
 * labels, widths in columns; and labels of any script in the tree parser. */
#include "config.h"

#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "testutil.h"
#include "tree/parse.h"
#include "tree/tree.h"

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

/* Encoding: the bytes of each length, and decoding gives the code point
 * back, at every boundary between lengths. */
START_TEST(test_encode)
{
    char buf[4];
    ck_assert_uint_eq(utf8_encode('A', buf), 1);
    ck_assert_int_eq(buf[0], 'A');
    ck_assert_uint_eq(utf8_encode(0x0150, buf), 2);        /* Ő */
    ck_assert_int_eq(memcmp(buf, "\xc5\x90", 2), 0);
    ck_assert_uint_eq(utf8_encode(0x2550, buf), 3);        /* ═ */
    ck_assert_int_eq(memcmp(buf, "\xe2\x95\x90", 3), 0);
    ck_assert_uint_eq(utf8_encode(0x1f600, buf), 4);
    ck_assert_int_eq(memcmp(buf, "\xf0\x9f\x98\x80", 4), 0);
    static const uint32_t edges[] = { 0, 0x7f, 0x80, 0x7ff, 0x800, 0xd7ff, 0xe000, 0xffff,
                                      0x10000, 0x10ffff };
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++) {
        size_t n = utf8_encode(edges[i], buf);
        uint32_t back = 0xffffffff;
        ck_assert_uint_eq(utf8_decode(buf, buf + n, &back), n);
        ck_assert_uint_eq(back, edges[i]);
    }
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
    /* any script's letters and decimal digits (libunistring's general
     * categories L and Nd), not only those of the scripts lessons use */
    ck_assert(utf8_is_letter(0x4E2D));          /* 中 */
    ck_assert(utf8_is_letter(0x03A9));          /* Ω */
    ck_assert(utf8_is_letter(0x1200));          /* Ethiopic ሀ */
    ck_assert(utf8_is_letter(0x0663));          /* Arabic-Indic digit three */
    ck_assert(!utf8_is_letter(0x2160));         /* Roman numeral one: not a digit */
    ck_assert(!utf8_is_letter(0x1F600));        /* an emoji */
    ck_assert(!utf8_is_letter(0x0301));
    ck_assert(utf8_is_mark(0x0483));            /* Cyrillic titlo */
    ck_assert(utf8_is_mark(0x093F));            /* Devanagari vowel sign i */
    ck_assert(!utf8_is_mark(0x00AD));           /* soft hyphen: a format character */
}
END_TEST

/* Widths the same in the C locale and in a UTF-8 one for these characters. */
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
    /* wide: CJK, fullwidth forms, emoji; none: combining accents, the
     * soft hyphen; Greek, Cyrillic and box drawing one column (not the
     * two of the old East Asian character sets) */
    ck_assert_int_eq(utf8_char_width(0x4E2D), 2);          /* 中 */
    ck_assert_int_eq(utf8_char_width(0xFF21), 2);          /* fullwidth A */
    ck_assert_int_eq(utf8_char_width(0x1F600), 2);
    ck_assert_int_eq(utf8_char_width(0x0301), 0);
    ck_assert_int_eq(utf8_char_width(0x030B), 0);          /* combining double acute */
    ck_assert_int_eq(utf8_char_width(0x00AD), 0);
    ck_assert_int_eq(utf8_char_width(0x03A9), 1);
    ck_assert_int_eq(utf8_char_width(0x2550), 1);          /* ═ */
    ck_assert_int_eq(utf8_char_width(0x0085), 1);          /* a control: one, as a stray byte */
    ck_assert_int_eq(utf8_char_width('\t'), 1);
    ck_assert_uint_eq(utf8_width("\xE4\xB8\xAD\xE6\x96\x87 ok"), 7);     /* 中文 ok */
    ck_assert_uint_eq(utf8_width("O\xCC\x8BSZ"), 3);        /* O + double acute, S, Z */
    ck_assert_uint_eq(utf8_fit("\xE4\xB8\xAD\xE6\x96\x87", 3), 3);
    ck_assert_uint_eq(utf8_fit("O\xCC\x8BSZ", 1), 3);
}

START_TEST(test_widths)
{
    setlocale(LC_ALL, "C");
    check_widths();
    ck_assert_ptr_nonnull(i18n_use_utf8_locale(LC_ALL));
    check_widths();
    setlocale(LC_ALL, "C");
}
END_TEST

/* i18n_use_utf8_locale: a name this system has, whose character set is
 * UTF-8, or NULL with the locale as it was; i18n_locale_is_c tells C and
 * POSIX from it. */
START_TEST(test_utf8_locale)
{
    ck_assert_ptr_nonnull(setlocale(LC_ALL, "C"));
    ck_assert(i18n_locale_is_c(LC_CTYPE));
    ck_assert(i18n_locale_is_c(LC_MESSAGES));
    ck_assert_ptr_nonnull(setlocale(LC_ALL, "POSIX"));
    ck_assert(i18n_locale_is_c(LC_CTYPE));
    const char *name = i18n_use_utf8_locale(LC_CTYPE);
    ck_assert_ptr_nonnull(name);
    ck_assert_str_eq(setlocale(LC_CTYPE, NULL), name);
    ck_assert_str_eq(nl_langinfo(CODESET), "UTF-8");
    ck_assert(!i18n_locale_is_c(LC_CTYPE));
    ck_assert(i18n_locale_is_c(LC_MESSAGES));       /* only the category asked */
    ck_assert_ptr_nonnull(i18n_use_utf8_locale(LC_MESSAGES));
    ck_assert(!i18n_locale_is_c(LC_MESSAGES));
    setlocale(LC_ALL, "C");
}
END_TEST

/* The terminal's measure (utf8_width_on, utf8_fit_on): by characters on
 * one that shows UTF-8, the same as utf8_width and utf8_fit; a column a
 * byte on one that does not; and the last blank of what fits, where a
 * line of words breaks. */
START_TEST(test_terminal_widths)
{
    const char *cases[] = { "Дерево гри, példa", "е\xCC\x81x", "예시 a", "a\xFF", "", "ab cd" };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ck_assert_uint_eq(utf8_width_on(cases[i], true), utf8_width(cases[i]));
        ck_assert_uint_eq(utf8_width_on(cases[i], false), strlen(cases[i]));
        for (size_t c = 0; c < 8; c++)
            ck_assert_uint_eq(utf8_fit_on(cases[i], c, true, NULL), utf8_fit(cases[i], c));
    }
    /* a column a byte: cut anywhere, even inside a character */
    ck_assert_uint_eq(utf8_fit_on("Щx", 1, false, NULL), 1);
    ck_assert_uint_eq(utf8_fit_on("Щx", 9, false, NULL), 3);
    /* a wide character is never halved; a combining accent stays */
    ck_assert_uint_eq(utf8_fit_on("예시 a", 3, true, NULL), 3);
    ck_assert_uint_eq(utf8_fit_on("е\xCC\x81 b", 1, true, NULL), 4);
    size_t blank = 99;
    /* "예시 ab c": the blank after 시 (at byte 6) is in 6 columns */
    ck_assert_uint_eq(utf8_fit_on("예시 ab c", 7, true, &blank), 9);
    ck_assert_uint_eq(blank, 6);
    ck_assert_uint_eq(utf8_fit_on("예시 ab c", 4, true, &blank), 6);
    ck_assert_uint_eq(blank, 0);
    /* by bytes, the same text breaks elsewhere */
    ck_assert_uint_eq(utf8_fit_on("예시 ab c", 9, false, &blank), 9);
    ck_assert_uint_eq(blank, 6);
    ck_assert_uint_eq(utf8_fit_on("ab cd ef", 7, false, &blank), 7);
    ck_assert_uint_eq(blank, 5);
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

/* A sentence that starts with a word the program fills in starts with a
 * capital in every script; digits and quotes before it stay. */
START_TEST(test_capitalized)
{
    static const char *const cases[][2] = {
        { "корінь (A) повертає 3", "Корінь (A) повертає 3" },
        { "позиция 1.2 возвращает 2", "Позиция 1.2 возвращает 2" },
        { "ősz", "Ősz" },
        { "az 1.2 csomópont", "Az 1.2 csomópont" },
        { "root returns 3", "Root returns 3" },
        { "1.2 returns", "1.2 returns" },
        { "„mély” nyesés", "„Mély” nyesés" },
        { "Already", "Already" },
        { "", "" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *c = utf8_capitalized_new(cases[i][0]);
        ck_assert_ptr_nonnull(c);
        ck_assert_str_eq(c, cases[i][1]);
        free(c);
    }
}
END_TEST

/* The Hungarian article the next word takes, numbers read as numbers
 * (issue 30: "a(z) 81 közül" is "a 81 közül"). */
START_TEST(test_hungarian_articles)
{
    static const char *const cases[][2] = {
        { "a(z) 81 közül", "a 81 közül" },
        { "a(z) 1 közül", "az 1 közül" },
        { "a(z) 5 közül", "az 5 közül" },
        { "a(z) 2 közül", "a 2 közül" },
        { "a(z) 0 közül", "a 0 közül" },
        { "a(z) 10 közül", "a 10 közül" },
        { "a(z) 11. mozzanat", "a 11. mozzanat" },
        { "a(z) 15 közül", "a 15 közül" },
        { "a(z) 50 közül", "az 50 közül" },
        { "a(z) 51. helyen", "az 51. helyen" },
        { "a(z) 100 közül", "a 100 közül" },
        { "a(z) 143 közül", "a 143 közül" },
        { "a(z) 500 közül", "az 500 közül" },
        { "a(z) 1000 közül", "az 1000 közül" },
        { "a(z) 1500 közül", "az 1500 közül" },
        { "a(z) 2000 közül", "a 2000 közül" },
        { "a(z) 5000 közül", "az 5000 közül" },
        { "a(z) 10000 közül", "a 10000 közül" },
        { "a(z) 16000000 csomópont", "a 16000000 csomópont" },
        { "a(z) 1000000 csomópont", "az 1000000 csomópont" },
        { "a(z) -5 érték", "a -5 érték" },
        { "a(z) [1, 9] tartomány", "az [1, 9] tartomány" },
        { "a(z) [-9, 9] tartomány", "a [-9, 9] tartomány" },
        { "a(z) 1.2 csomópont", "az 1.2 csomópont" },
        { "A(z) 3 csomópont", "A 3 csomópont" },
        { "A(z) 1 csomópont", "Az 1 csomópont" },
        { "a(z) „dumb” terminál", "a „dumb” terminál" },
        { "a(z) „xterm” terminál", "a „xterm” terminál" },
        { "a(z) „ablak” szó", "az „ablak” szó" },
        { "a(z) F2 fán", "az F2 fán" },
        { "a(z) PVS fán", "a PVS fán" },
        { "a(z) MTD(f) fán", "az MTD(f) fán" },
        { "a(z) Ősz fán", "az Ősz fán" },
        { "a(z) gyökér csomópont", "a gyökér csomópont" },
        { "a(z) ősz", "az ősz" },
        { "két a(z) 1 és a(z) 2 közül", "két az 1 és a 2 közül" },
        { "fa(z) 1", "fa(z) 1" },
        { "no article here: 81 of 5", "no article here: 81 of 5" },
        { "a(z) ", "a " },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[200];
        snprintf(buf, sizeof buf, "%s", cases[i][0]);
        ck_assert_str_eq(i18n_articles(buf), cases[i][1]);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("utf8");
    TCase *tc = tcase_create("utf8");
    tcase_add_test(tc, test_decode);
    tcase_add_test(tc, test_encode);
    tcase_add_test(tc, test_letters);
    tcase_add_test(tc, test_widths);
    tcase_add_test(tc, test_utf8_locale);
    tcase_add_test(tc, test_terminal_widths);
    tcase_add_test(tc, test_padded);
    tcase_add_test(tc, test_labels);
    tcase_add_test(tc, test_capitalized);
    tcase_add_test(tc, test_hungarian_articles);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
