/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check_latex.c: the LaTeX preamble chosen from a document's text
 * (latex.c) and LaTeX text escaped; the documents themselves are
 * compiled by tests/cli-latex.sh. */
#include "config.h"

#include <string.h>

#include "base/strbuf.h"
#include "render/export/common/latex.h"
#include "testutil.h"

/* The preamble for text, as a new string in buf. */
static const char *preamble(char *buf, size_t cap, const char *text)
{
    struct strbuf sb;
    strbuf_init(&sb);
    latex_preamble_for(&sb, text, strlen(text));
    snprintf(buf, cap, "%s", sb.data ? sb.data : "");
    strbuf_free(&sb);
    return buf;
}

/* What a document with T1 or T2A text loads first: CM-Super's vector
 * fonts, when they are there. */
#define TYPE1EC                                                                        \
    "\\makeatletter\n"                                                                \
    "\\def\\abp@ec#1#2#3#4#5{\\DeclareFontShape{#1}{#2}{#3}{#4}{<->#51000}{}}\n"          \
    "\\IfFileExists{type1ec.sty}{\\usepackage[10pt]{type1ec}%\n"                        \
    "  \\let\\EC@family\\abp@ec \\let\\EC@ttfamily\\abp@ec\n"                          \
    "  \\begingroup\\nfss@catcodes\\input{ts1cmr.fd}\\endgroup}{}\n"                     \
    "\\makeatother\n"

START_TEST(test_preamble_by_script)
{
    char p[2048];
    /* ASCII: nothing */
    ck_assert_str_eq(preamble(p, sizeof p, "F2 on pi.tree, minimax view"), "");
    /* accented Latin letters: T1 (OT1 would compose them from two glyphs,
     * which a PDF reader cannot search or copy), in CM-Super's vector
     * fonts when they are there */
    preamble(p, sizeof p, "lenyesett ágon belül, még el nem ért ő ű");
    ck_assert_ptr_nonnull(strstr(p, "\\usepackage[T1]{fontenc}\n"));
    ck_assert_ptr_nonnull(strstr(p, "\\IfFileExists{type1ec.sty}{\\usepackage[10pt]{type1ec}"));
    ck_assert_ptr_null(strstr(p, "T2A"));
    /* Cyrillic anywhere: T2A (with T1) */
    ck_assert_str_eq(preamble(p, sizeof p, "\\node {x}; % step\n\\node {Крок 3}"),
                     TYPE1EC "\\usepackage[T1,T2A]{fontenc}\n");
    ck_assert_str_eq(preamble(p, sizeof p, "ґ"), TYPE1EC "\\usepackage[T1,T2A]{fontenc}\n");
    /* the Hungarian quotation marks and guillemets: T1 */
    ck_assert_str_eq(preamble(p, sizeof p, "„abprune export --help”"),
                     TYPE1EC "\\usepackage[T1]{fontenc}\n");
    ck_assert_str_eq(preamble(p, sizeof p, "«x»"), TYPE1EC "\\usepackage[T1]{fontenc}\n");
    /* symbols: declared, amssymb only when one of its own is used */
    preamble(p, sizeof p, "≥3 ∞ α");
    ck_assert_ptr_null(strstr(p, "amssymb"));
    ck_assert_ptr_nonnull(strstr(p, "\\DeclareUnicodeCharacter{2265}{\\ensuremath{\\geq}}"));
    ck_assert_ptr_nonnull(strstr(p, "\\DeclareUnicodeCharacter{221E}"));
    ck_assert_ptr_nonnull(strstr(p, "\\DeclareUnicodeCharacter{03B1}{\\ensuremath{\\alpha}}"));
    preamble(p, sizeof p, "▲ Max ▼ Min ▲");
    ck_assert_ptr_nonnull(strstr(p, "\\usepackage{amssymb}\n"));
    /* each character once */
    ck_assert_ptr_null(strstr(strstr(p, "{25B2}") + 1, "{25B2}"));
    /* what it cannot set is shown as its code, not an error */
    preamble(p, sizeof p, "가 Ħ");
    ck_assert_ptr_nonnull(strstr(p, "\\DeclareUnicodeCharacter{AC00}{{\\ttfamily[U+AC00]}}"));
    ck_assert_ptr_nonnull(strstr(p, "{0126}"));
}
END_TEST

/* Text scanned in pieces, a character cut between two of them, decides
 * as the whole does. */
START_TEST(test_scan_in_pieces)
{
    const char *text = "ab Щ cd ≥";
    size_t n = strlen(text);
    for (size_t cut = 0; cut <= n; cut++) {
        struct latex_text t;
        latex_text_init(&t);
        latex_text_scan(&t, text, cut);
        latex_text_scan(&t, text + cut, n - cut);
        ck_assert(t.t2a);
        ck_assert_uint_eq(t.ndeclare, 1);
        ck_assert_uint_eq(t.declare[0], 0x2265);
        latex_text_free(&t);
    }
}
END_TEST

static const char *escaped(char *buf, size_t cap, const char *text, bool math)
{
    struct strbuf sb;
    strbuf_init(&sb);
    latex_escape(&sb, text, math);
    snprintf(buf, cap, "%s", sb.data ? sb.data : "");
    strbuf_free(&sb);
    return buf;
}

START_TEST(test_escape)
{
    char e[512];
    ck_assert_str_eq(escaped(e, sizeof e, "a_b {c} 50% #1 $x & y\\z ~^", false),
                     "a\\_b \\{c\\} 50\\% \\#1 \\$x \\& y\\textbackslash{}z "
                     "\\textasciitilde{}\\textasciicircum{}");
    ck_assert_str_eq(escaped(e, sizeof e, "m = -2 >= beta = -inf", true),
                     "m = $-$2 $\\geq$ beta = $-\\infty$");
    ck_assert_str_eq(escaped(e, sizeof e, "inf-2", false), "inf-2");
    /* an exercise's name (degree-height-seed) keeps its hyphens; a minus
     * after a space or a bracket is still one */
    ck_assert_str_eq(escaped(e, sizeof e, "Exercise 1 (3-4-21): (-2, 3)", true),
                     "Exercise 1 (3-4-21): ($-$2, 3)");
    /* decomposed letters composed; an accent with no composed form put
     * on its letter */
    ck_assert_str_eq(escaped(e, sizeof e, "O\xCC\x8B", false), "Ő");
    ck_assert_str_eq(escaped(e, sizeof e, "е\xCC\x81x", false), "\\'{е}x");
    /* apostrophes are TeX's ' */
    ck_assert_str_eq(escaped(e, sizeof e, "п’ять пʼять", false), "п'ять п'ять");
    /* invalid bytes are passed on, not read past */
    ck_assert_str_eq(escaped(e, sizeof e, "a\xFF", false), "a\xFF");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("latex");
    TCase *tc = tcase_create("latex");
    tcase_add_test(tc, test_preamble_by_script);
    tcase_add_test(tc, test_scan_in_pieces);
    tcase_add_test(tc, test_escape);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
