/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_tables.c: the tables everything else derives from: the kinds of
 * cutoff (cutkind.c), the algorithms (algorithm.c) and the rules of the
 * search options (searchopt.c). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "render/export/formats.h"
#include "search/cutkind.h"
#include "search/search.h"
#include "search/searchopt.h"
#include "testutil.h"

/* The table of cut kinds: every row complete, and whatever tells kinds
 * apart (names, letters, TikZ styles) unique, so one new row is enough. */
START_TEST(test_cut_kind_table)
{
    for (int k = 0; k < CUT_KIND_COUNT; k++) {
        const struct cut_kind_info *a = cut_kind_info((enum cut_kind)k);
        ck_assert_ptr_nonnull(a->name);
        ck_assert_ptr_nonnull(a->short_name);
        ck_assert_uint_le(strlen(a->short_name), 8);
        ck_assert_ptr_nonnull(a->legend);
        ck_assert_ptr_nonnull(a->caption);
        ck_assert_ptr_nonnull(a->dot_colour);
        /* the page's colours: #rrggbb on light and dark (page.js reads them) */
        ck_assert(a->page_colour && strlen(a->page_colour) == 7 && a->page_colour[0] == '#');
        ck_assert(a->page_dark && strlen(a->page_dark) == 7 && a->page_dark[0] == '#');
        ck_assert_ptr_nonnull(a->tikz_colour);
        ck_assert_ptr_nonnull(a->tikz_style);
        ck_assert(a->letter >= 'a' && a->letter <= 'z');
        ck_assert_int_ne(a->colour, 0);
        ck_assert_int_eq(cut_kind_from_name(a->name), k);
        ck_assert_int_eq(cut_kind_letter((enum cut_kind)k), a->letter);
        for (int j = 0; j < k; j++) {
            const struct cut_kind_info *b = cut_kind_info((enum cut_kind)j);
            ck_assert_str_ne(a->name, b->name);
            ck_assert_int_ne(a->letter, b->letter);
            ck_assert_str_ne(a->tikz_style, b->tikz_style);
            ck_assert_str_ne(a->page_colour, b->page_colour);
            ck_assert_str_ne(a->page_dark, b->page_dark);
        }
    }
    ck_assert_int_eq(cut_kind_from_name("table"), CUT_KIND_COUNT);
    /* a message with a context shows without it when not translated */
    ck_assert_str_eq(i18n_context(NC_("cut off by", "no such message")), "no such message");
    ck_assert_str_eq(i18n_context("plain"), "plain");
    /* the digits of a number, which path names and columns are sized by */
    ck_assert_uint_eq(decimal_digits(0), 1);
    ck_assert_uint_eq(decimal_digits(9), 1);
    ck_assert_uint_eq(decimal_digits(10), 2);
    ck_assert_uint_eq(decimal_digits(UINT32_MAX), 10);
    ck_assert_int_eq(cut_kind_letter(CUT_KIND_COUNT), '?');
    /* the rules on entering are listed when one of them is asked for */
    struct search_options o = search_defaults(ALG_F2);
    /* window cutoffs only under a root window narrower than the full one */
    ck_assert(!cut_kind_listed(CUT_WINDOW, &o));
    o.alpha = 2;
    ck_assert(cut_kind_listed(CUT_WINDOW, &o));
    o.alpha = -AB_INF;
    o.beta = 5;
    ck_assert(cut_kind_listed(CUT_WINDOW, &o));
    o.beta = AB_INF;
    ck_assert(!cut_kind_listed(CUT_TT, &o));
    ck_assert(!cut_kind_listed(CUT_BOUND, &o));
    ck_assert_ptr_null(cut_kind_info(CUT_DEEP)->entry_reason);
    o.mccarthy = true;
    ck_assert(cut_kind_listed(CUT_TT, &o));
    ck_assert(cut_kind_listed(CUT_BOUND, &o));
    ck_assert_ptr_nonnull(cut_kind_info(CUT_BOUND)->entry_reason);
    char buf[200];
    ck_assert_str_eq(cut_kind_answers(buf, sizeof buf, &o),
                     "none, shallow, deep, bound, futility or transposition");
}
END_TEST

/* The table of algorithms: lookups, lists and what each command takes. */
START_TEST(test_algorithm_table)
{
    char buf[200];
    struct diag err;
    for (int a = 0; a < ALG_COUNT; a++) {
        const struct algorithm_info *i = algorithm_info((enum algorithm)a);
        ck_assert_int_eq(algorithm_from_option(i->option), a);
        ck_assert_uint_le(strlen(i->summary), 40);
        ck_assert(i->uses & USE_RUN);
        ck_assert(i->uses & USE_LESSON);
    }
    ck_assert_str_eq(algorithm_list(buf, sizeof buf, USE_QUIZ, 0), "f1, f2 or f2-soft");
    ck_assert_str_eq(algorithm_list(buf, sizeof buf, USE_STATS, 0), "f, f1, f2 or f2-soft");
    ck_assert_str_eq(algorithm_list(buf, sizeof buf, USE_RUN, TRAIT_GUESS), "mtdf");
    ck_assert_str_eq(algorithm_list(buf, sizeof buf, USE_RUN, TRAIT_WINDOW),
                     "f2, f2-soft, ab-minimax, f2-iterative, f2-list or pvs");
    ck_assert_int_eq(algorithm_lookup("F2-SOFT", USE_RUN, &err), ALG_F2_SOFT);
    ck_assert_int_eq(algorithm_lookup("pvs", USE_STATS, &err), ALG_COUNT);
    ck_assert_str_eq(err.message, "algorithm 'pvs' cannot be used here (use f, f1, f2 or "
                     "f2-soft)");
    ck_assert_int_eq(algorithm_lookup("f3", USE_QUIZ, &err), ALG_COUNT);
    ck_assert_str_eq(err.message, "unknown algorithm 'f3' (use f1, f2 or f2-soft)");
    ck_assert(algorithm_has(ALG_F2_ITERATIVE, TRAIT_FAIL_HARD));
    ck_assert(!algorithm_has(ALG_PVS, TRAIT_FAIL_HARD));
    ck_assert_int_eq(algorithm_view(ALG_AB_MINIMAX, VIEW_NEGAMAX), VIEW_MINIMAX);
    ck_assert_int_eq(algorithm_view(ALG_F2, VIEW_NEGAMAX), VIEW_NEGAMAX);
    ck_assert_str_eq(algorithm_use_name(USE_QUIZ), "quiz");
}
END_TEST

/* The rules of the search options: which need which, in both spellings. */
START_TEST(test_search_option_rules)
{
    struct diag err;
    struct search_request rq = { .o = search_defaults(ALG_F1) };
    ck_assert(search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    rq.o.mccarthy = true;
    ck_assert(!search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    ck_assert_str_eq(err.message, "--mccarthy does not apply to f1 (only to f2, f2-soft, "
                     "ab-minimax, f2-iterative, f2-list or pvs)");
    ck_assert(!search_request_check(&rq, USE_LESSON, SPELL_LESSON, &err));
    ck_assert_str_eq(err.message, "'use mccarthy' does not apply to f1 (only to f2, f2-soft, "
                     "ab-minimax, f2-iterative, f2-list or pvs)");
    rq.o.alg = ALG_PVS;
    ck_assert(search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    rq.o.mccarthy = false;
    rq.o.futility = true;
    ck_assert(!search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    ck_assert_str_eq(err.message, "--futility needs --depth (it prunes near the horizon)");
    rq.horizon = true;
    ck_assert(search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    /* a window is a window only when given */
    rq = (struct search_request){ .o = search_defaults(ALG_F) };
    ck_assert(search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    rq.window = true;
    ck_assert(!search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    rq = (struct search_request){ .o = search_defaults(ALG_MTDF), .guess = true };
    rq.o.tt = true;
    ck_assert(search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    rq.o.research = true;
    ck_assert(!search_request_check(&rq, USE_RUN, SPELL_COMMAND_LINE, &err));
    ck_assert_str_eq(err.message, "--research does not apply to mtdf (only to f2, f2-soft, "
                     "ab-minimax, f2-iterative, f2-list or pvs)");
    /* the next algorithm that takes the options */
    rq = (struct search_request){ .o = search_defaults(ALG_F2), .guess = true };
    ck_assert_int_eq(search_request_next(&rq, ALG_F2, USE_VIEW), ALG_MTDF);
    ck_assert_int_eq(search_request_next(&rq, ALG_MTDF, USE_VIEW), ALG_MTDF);
    rq.guess = false;
    rq.o.tt = true;
    ck_assert_int_eq(search_request_next(&rq, ALG_MTDF, USE_VIEW), ALG_F2);
    ck_assert_int_eq(search_request_next(&rq, ALG_PVS, USE_VIEW), ALG_MTDF);
    rq.o.tt = false;
    ck_assert_int_eq(search_request_next(&rq, ALG_F2, USE_QUIZ), ALG_F2_SOFT);
    ck_assert_int_eq(search_request_next(&rq, ALG_F2_SOFT, USE_QUIZ), ALG_F1);
}
END_TEST

/* The table of export formats: every row found by its name, its
 * extensions naming it (picture formats only), the options' lists. */
START_TEST(test_export_format_table)
{
    for (int i = 0; i < EXPORT_FORMAT_COUNT; i++) {
        const struct export_format *f = export_format((enum export_format_id)i);
        ck_assert_int_eq(f->id, i);
        ck_assert_ptr_eq(export_format_named(f->name), f);
        /* exactly one way to write it */
        ck_assert_int_eq((f->picture != NULL) + (f->deck != NULL) + (f->page != NULL), 1);
        for (int e = 0; e < 3 && f->extensions[e]; e++) {
            char path[64];
            snprintf(path, sizeof path, "dir.x/name%s", f->extensions[e]);
            ck_assert_ptr_eq(export_format_for_file(path), f->picture ? f : NULL);
        }
    }
    ck_assert_ptr_null(export_format_named("png"));
    ck_assert_ptr_eq(export_format_for_file("a.gv"), export_format(EXPORT_DOT));
    ck_assert_ptr_eq(export_format_for_file("a.tex"), export_format(EXPORT_TIKZ));
    ck_assert_ptr_null(export_format_for_file("a.b/c"));
    ck_assert_ptr_null(export_format_for_file("a.html"));
    char buf[200];
    ck_assert_str_eq(export_formats_taking(buf, sizeof buf, XO_RATIO), "dot or tikz");
    ck_assert_str_eq(export_formats_taking(buf, sizeof buf, XO_FRAMES), "beamer");
    ck_assert_str_eq(export_formats_taking(buf, sizeof buf, XO_COUNT),
                     "text, dot, tikz, beamer or html");
    ck_assert_str_eq(export_picture_extension_list(buf, sizeof buf), ".txt, .dot, .gv or .tex");
    ck_assert_str_eq(export_option_name(XO_FONT_SIZE), "--font-size");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("tables");
    TCase *tc = tcase_create("tables");
    tcase_add_test(tc, test_cut_kind_table);
    tcase_add_test(tc, test_algorithm_table);
    tcase_add_test(tc, test_search_option_rules);
    tcase_add_test(tc, test_export_format_table);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
