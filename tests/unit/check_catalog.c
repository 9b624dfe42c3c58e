/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_catalog.c: .mo catalogues read in memory (base/catalog.h), the
 * gettext of the WebAssembly core: a catalogue made here byte by byte as
 * msgfmt writes one (both byte orders), its lookups, contexts and plural
 * forms, what it refuses, and Plural-Forms formulas evaluated as C
 * evaluates them. */
#include "config.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "base/catalog.h"
#include "testutil.h"

/* The messages of the test catalogue, sorted by their original as msgfmt
 * sorts them (strcmp); the header first (its original is ""). */
static const struct {
    const char *id;         /* "msgid", "ctx\004msgid" or "msgid\0plural" */
    size_t idlen;
    const char *str;        /* the translation, forms apart by NUL */
    size_t strlen;
} messages[] = {
    { "", 0, "Content-Type: text/plain; charset=UTF-8\n"
             "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && "
             "n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n", 0 },
    { "%zu leaf\0%zu leaves", 19, "%zu лист\0%zu листи\0%zu листів", 0 },
    { "right", 5, "правильно", 0 },
    { "verdict\004right", 13, "вірно", 0 },
    { "window", 6, "вікно", 0 },
};
#define NMESSAGES (sizeof messages / sizeof messages[0])

static void put32(unsigned char *p, uint32_t v, bool big_endian)
{
    for (int i = 0; i < 4; i++)
        p[big_endian ? 3 - i : i] = (unsigned char)(v >> (8 * i));
}

/* The .mo file of messages[] into buf; its size. */
static size_t make_mo(unsigned char *buf, size_t cap, bool big_endian, uint32_t revision)
{
    size_t n = NMESSAGES, at = 28 + 16 * n;
    memset(buf, 0, cap);
    put32(buf, 0x950412deu, big_endian);
    put32(buf + 4, revision, big_endian);
    put32(buf + 8, (uint32_t)n, big_endian);
    put32(buf + 12, 28, big_endian);
    put32(buf + 16, (uint32_t)(28 + 8 * n), big_endian);
    for (size_t i = 0; i < n; i++) {
        size_t idlen = messages[i].idlen, slen = messages[i].strlen;
        if (!slen) {
            /* the forms' length: up to the last NUL of the literal */
            const char *s = messages[i].str;
            slen = strlen(s);
            if (i == 1)
                slen = sizeof "%zu лист\0%zu листи\0%zu листів" - 1;
        }
        put32(buf + 28 + 8 * i, (uint32_t)idlen, big_endian);
        put32(buf + 28 + 8 * i + 4, (uint32_t)at, big_endian);
        memcpy(buf + at, messages[i].id, idlen);
        at += idlen + 1;
        put32(buf + 28 + 8 * n + 8 * i, (uint32_t)slen, big_endian);
        put32(buf + 28 + 8 * n + 8 * i + 4, (uint32_t)at, big_endian);
        memcpy(buf + at, messages[i].str, slen);
        at += slen + 1;
        ck_assert_uint_lt(at, cap);
    }
    return at;
}

START_TEST(test_lookups)
{
    static unsigned char mo[2048];
    for (int be = 0; be < 2; be++) {
        size_t size = make_mo(mo, sizeof mo, be, 0);
        struct catalog c;
        ck_assert_int_eq(catalog_open(&c, mo, size), 0);
        ck_assert_uint_eq(c.nplurals, 3);
        ck_assert_str_eq(catalog_gettext(&c, "window"), "вікно");
        ck_assert_str_eq(catalog_gettext(&c, "right"), "правильно");
        /* a context is its own message */
        ck_assert_str_eq(catalog_gettext(&c, "verdict\004right"), "вірно");
        /* no translation: the very string asked for */
        const char *none = "no such message";
        ck_assert_ptr_eq(catalog_gettext(&c, none), none);
        ck_assert_str_eq(catalog_ngettext(&c, "%zu leaf", "%zu leaves", 1), "%zu лист");
        ck_assert_str_eq(catalog_ngettext(&c, "%zu leaf", "%zu leaves", 3), "%zu листи");
        ck_assert_str_eq(catalog_ngettext(&c, "%zu leaf", "%zu leaves", 11), "%zu листів");
        ck_assert_str_eq(catalog_ngettext(&c, "%zu leaf", "%zu leaves", 21), "%zu лист");
        ck_assert_str_eq(catalog_ngettext(&c, "a", "as", 1), "a");
        ck_assert_str_eq(catalog_ngettext(&c, "a", "as", 2), "as");
    }
    /* what is not a catalogue, or one with system-dependent strings */
    struct catalog c;
    size_t size = make_mo(mo, sizeof mo, false, 0);
    ck_assert_int_eq(catalog_open(&c, mo, 20), -1);
    ck_assert_int_eq(catalog_open(&c, "not a catalogue at all, really", 30), -1);
    put32(mo + 8, 100000, false);           /* more messages than fit */
    ck_assert_int_eq(catalog_open(&c, mo, size), -1);
    size = make_mo(mo, sizeof mo, false, 1);
    put32(mo + 36, 1, false);               /* a system-dependent string */
    ck_assert_int_eq(catalog_open(&c, mo, size), -1);
    /* no catalogue at all: English */
    struct catalog empty = { 0 };
    ck_assert_str_eq(catalog_gettext(&empty, "window"), "window");
    ck_assert_str_eq(catalog_ngettext(&empty, "a", "as", 5), "as");
}
END_TEST

static long uk(unsigned long n)
{
    return n % 10 == 1 && n % 100 != 11 ? 0
           : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2;
}
static long hu(unsigned long n) { return n != 1; }
static long ar(unsigned long n)
{
    return n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n % 100 >= 3 && n % 100 <= 10 ? 3
           : n % 100 >= 11 ? 4 : 5;
}
static long pl(unsigned long n) { return n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2; }

START_TEST(test_formulas)
{
    static const struct { const char *formula; long (*c)(unsigned long); } t[] = {
        { "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);", uk },
        { "(n != 1);", hu },
        { "(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);", ar },
        { "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);", pl },
    };
    static const unsigned long big[] = { 4294967295ul, 4294967296ul, (unsigned long)-1 };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        for (unsigned long n = 0; n <= 20000; n++)
            ck_assert_int_eq(catalog_plural_index(t[i].formula, n), t[i].c(n));
        for (size_t k = 0; k < 3; k++)
            ck_assert_int_eq(catalog_plural_index(t[i].formula, big[k]), t[i].c(big[k]));
    }
    static const char *const broken[] = { "", "(n", "n %", "n ? 1", "n == == 1", "n/0", "x",
                                          "n 1" };
    for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++)
        ck_assert_int_eq(catalog_plural_index(broken[i], 3), -1);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("catalog");
    TCase *tc = tcase_create("catalog");
    tcase_add_test(tc, test_lookups);
    tcase_add_test(tc, test_formulas);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
