/* SPDX-License-Identifier: GPL-3.0-or-later */
/* latex.c: a LaTeX preamble chosen from a document's text (see latex.h).
 *
 * What pdflatex sets was found by compiling every character of the
 * ranges below alone in a document, with no font encoding (OT1), with T1
 * and with T2A (TeX Live 2022): the tables say what each needs. */
#include "config.h"

#include "render/export/common/latex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uninorm.h>

#include "base/strbuf.h"
#include "base/utf8.h"

/* Characters of Latin-1 and Latin Extended-A (U+00A0..U+017F) that OT1
 * cannot set and T1 (or T2A) can: guillemets, the low quotation marks,
 * letters with an ogonek, eth, thorn, eng, D with stroke... */
static const uint16_t needs_t1[] = {
    0x00AB, 0x00BB, 0x00D0, 0x00DE, 0x00F0, 0x00FE, 0x0104, 0x0105, 0x0110, 0x0111,
    0x0118, 0x0119, 0x012E, 0x012F, 0x014A, 0x014B, 0x0172, 0x0173, 0x201A, 0x201E,
    0x2039, 0x203A,
};

/* Characters that are not text in any of these encodings, each set in
 * math or by a symbol command (amssymb's when ams). */
static const struct symbol {
    uint32_t cp;
    const char *tex;
    bool ams;
} symbols[] = {
    { 0x0391, "\\ensuremath{\\mathrm{A}}", false }, { 0x0392, "\\ensuremath{\\mathrm{B}}", false },
    { 0x0393, "\\ensuremath{\\Gamma}", false }, { 0x0394, "\\ensuremath{\\Delta}", false },
    { 0x0398, "\\ensuremath{\\Theta}", false }, { 0x039B, "\\ensuremath{\\Lambda}", false },
    { 0x039E, "\\ensuremath{\\Xi}", false }, { 0x03A0, "\\ensuremath{\\Pi}", false },
    { 0x03A3, "\\ensuremath{\\Sigma}", false }, { 0x03A6, "\\ensuremath{\\Phi}", false },
    { 0x03A8, "\\ensuremath{\\Psi}", false }, { 0x03A9, "\\ensuremath{\\Omega}", false },
    { 0x03B1, "\\ensuremath{\\alpha}", false }, { 0x03B2, "\\ensuremath{\\beta}", false },
    { 0x03B3, "\\ensuremath{\\gamma}", false }, { 0x03B4, "\\ensuremath{\\delta}", false },
    { 0x03B5, "\\ensuremath{\\varepsilon}", false }, { 0x03B6, "\\ensuremath{\\zeta}", false },
    { 0x03B7, "\\ensuremath{\\eta}", false }, { 0x03B8, "\\ensuremath{\\theta}", false },
    { 0x03B9, "\\ensuremath{\\iota}", false }, { 0x03BA, "\\ensuremath{\\kappa}", false },
    { 0x03BB, "\\ensuremath{\\lambda}", false }, { 0x03BC, "\\ensuremath{\\mu}", false },
    { 0x03BD, "\\ensuremath{\\nu}", false }, { 0x03BE, "\\ensuremath{\\xi}", false },
    { 0x03BF, "\\ensuremath{o}", false }, { 0x03C0, "\\ensuremath{\\pi}", false },
    { 0x03C1, "\\ensuremath{\\rho}", false }, { 0x03C2, "\\ensuremath{\\varsigma}", false },
    { 0x03C3, "\\ensuremath{\\sigma}", false }, { 0x03C4, "\\ensuremath{\\tau}", false },
    { 0x03C5, "\\ensuremath{\\upsilon}", false }, { 0x03C6, "\\ensuremath{\\varphi}", false },
    { 0x03C7, "\\ensuremath{\\chi}", false }, { 0x03C8, "\\ensuremath{\\psi}", false },
    { 0x03C9, "\\ensuremath{\\omega}", false },
    { 0x2212, "\\ensuremath{-}", false },
    { 0x221E, "\\ensuremath{\\infty}", false },
    { 0x2248, "\\ensuremath{\\approx}", false },
    { 0x2260, "\\ensuremath{\\neq}", false },
    { 0x2264, "\\ensuremath{\\leq}", false },
    { 0x2265, "\\ensuremath{\\geq}", false },
    { 0x22C5, "\\ensuremath{\\cdot}", false },
    { 0x2460, "\\textcircled{\\scriptsize 1}", false },
    { 0x2461, "\\textcircled{\\scriptsize 2}", false },
    { 0x2462, "\\textcircled{\\scriptsize 3}", false },
    { 0x25A0, "\\ensuremath{\\blacksquare}", true },
    { 0x25A1, "\\ensuremath{\\square}", true },
    { 0x25B2, "\\ensuremath{\\blacktriangle}", true },
    { 0x25B3, "\\ensuremath{\\vartriangle}", true },
    { 0x25BC, "\\ensuremath{\\blacktriangledown}", true },
    { 0x25BD, "\\ensuremath{\\triangledown}", true },
    { 0x25CB, "\\ensuremath{\\bigcirc}", false },
    { 0x25CF, "\\ensuremath{\\bullet}", false },
};

/* Ranges pdflatex sets with the encodings of latex_preamble (the rest of
 * Latin-1 and Latin Extended-A, the punctuation people type, the arrows
 * textcomp has); anything outside them and the tables is declared. */
static bool known_text(uint32_t cp)
{
    /* not even T1 has Ħ ħ ĸ Ŀ ŀ ŉ Ŧ ŧ ſ */
    static const uint16_t none[] = { 0x0126, 0x0127, 0x0138, 0x013F, 0x0140, 0x0149,
                                     0x0166, 0x0167, 0x017F };
    for (size_t i = 0; i < sizeof none / sizeof none[0]; i++)
        if (cp == none[i])
            return false;
    return (cp >= 0x00A0 && cp <= 0x017F) || (cp >= 0x2013 && cp <= 0x2014) ||
           (cp >= 0x2018 && cp <= 0x201D) || cp == 0x2020 || cp == 0x2021 ||
           cp == 0x2022 || cp == 0x2026 || cp == 0x2030 || (cp >= 0x2190 && cp <= 0x2193);
}

/* Cyrillic that T2A has: the Russian, Ukrainian, Belarusian, Serbian and
 * Macedonian alphabets and the Ukrainian ghe with upturn. */
static bool t2a_cyrillic(uint32_t cp)
{
    return (cp >= 0x0400 && cp <= 0x045F) || cp == 0x0490 || cp == 0x0491;
}

static const struct symbol *symbol_of(uint32_t cp)
{
    size_t lo = 0, hi = sizeof symbols / sizeof symbols[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (symbols[mid].cp < cp)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < sizeof symbols / sizeof symbols[0] && symbols[lo].cp == cp ? &symbols[lo] : NULL;
}

static bool in_needs_t1(uint32_t cp)
{
    for (size_t i = 0; i < sizeof needs_t1 / sizeof needs_t1[0]; i++)
        if (needs_t1[i] == cp)
            return true;
    return false;
}

void latex_text_init(struct latex_text *t)
{
    memset(t, 0, sizeof *t);
}

void latex_text_free(struct latex_text *t)
{
    free(t->declare);
    latex_text_init(t);
}

/* Adds cp to the characters to declare (kept sorted). */
static void declare(struct latex_text *t, uint32_t cp)
{
    size_t lo = 0, hi = t->ndeclare;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (t->declare[mid] < cp)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < t->ndeclare && t->declare[lo] == cp)
        return;
    if (t->ndeclare == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 16;
        uint32_t *grown = realloc(t->declare, cap * sizeof *grown);
        if (!grown) {
            t->failed = true;
            return;
        }
        t->declare = grown;
        t->cap = cap;
    }
    memmove(t->declare + lo + 1, t->declare + lo, (t->ndeclare - lo) * sizeof *t->declare);
    t->declare[lo] = cp;
    t->ndeclare++;
}

static void look_at(struct latex_text *t, uint32_t cp)
{
    const struct symbol *s;
    if (cp < 0x80)
        return;
    if (t2a_cyrillic(cp)) {
        t->t2a = true;
    } else if (in_needs_t1(cp) || (cp >= 0x00C0 && cp <= 0x017F && known_text(cp))) {
        /* (OT1 would compose an accented letter from two glyphs, which a
         * PDF reader cannot search or copy as the one letter) */
        t->t1 = true;
    } else if ((s = symbol_of(cp)) != NULL) {
        t->amssymb |= s->ams;
        declare(t, cp);
    } else if (!known_text(cp)) {
        declare(t, cp);
    }
}

void latex_text_scan(struct latex_text *t, const char *s, size_t len)
{
    const char *end = s + len;
    /* finish a sequence the last piece cut */
    while (t->npending && s < end) {
        t->pending[t->npending++] = (unsigned char)*s++;
        uint32_t cp;
        size_t n = utf8_decode((const char *)t->pending,
                               (const char *)t->pending + t->npending, &cp);
        if (n) {
            look_at(t, cp);
            t->npending = 0;
        } else if (t->npending == 4) {
            t->npending = 0;    /* not UTF-8: nothing to set */
        }
    }
    while (s < end) {
        unsigned char c = (unsigned char)*s;
        if (c < 0x80) {
            s++;
            continue;
        }
        uint32_t cp;
        size_t n = utf8_decode(s, end, &cp);
        if (n) {
            look_at(t, cp);
            s += n;
            continue;
        }
        /* cut short at the end of this piece, or not UTF-8 */
        size_t want = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
        if ((size_t)(end - s) < want && want > 1) {
            memcpy(t->pending, s, (size_t)(end - s));
            t->npending = (size_t)(end - s);
            return;
        }
        s++;
    }
}

void latex_preamble(struct strbuf *out, const struct latex_text *t)
{
    /* T1, T2A and TS1 fonts as vector fonts, searchable and copyable, when
     * the CM-Super fonts are there (cm-super-minimal has only the 10 pt
     * designs, which are scaled to every size: type1ec's 10pt option
     * would, but only when nothing defined \EC@family before it, and
     * beamer's fonts do, so every shape declared from then on, the T2A
     * ones of the cyrillic package too, is made to name the 10 pt design
     * here; the TS1 shapes the format preloaded are declared again);
     * else the bitmaps METAFONT makes */
    if (t->t2a || t->t1)
        strbuf_puts(out, "\\makeatletter\n"
                         "\\def\\abp@ec#1#2#3#4#5{\\DeclareFontShape{#1}{#2}{#3}{#4}"
                         "{<->#51000}{}}\n"
                         "\\IfFileExists{type1ec.sty}{\\usepackage[10pt]{type1ec}%\n"
                         "  \\let\\EC@family\\abp@ec \\let\\EC@ttfamily\\abp@ec\n"
                         "  \\begingroup\\nfss@catcodes\\input{ts1cmr.fd}\\endgroup}{}\n"
                         "\\makeatother\n");
    /* T2A last is the default: its Latin half is OT1's, with the accents
     * the Hungarian ő needs; T1 is there for the letters only it has */
    if (t->t2a)
        strbuf_puts(out, "\\usepackage[T1,T2A]{fontenc}\n");
    else if (t->t1)
        strbuf_puts(out, "\\usepackage[T1]{fontenc}\n");
    if (t->amssymb)
        strbuf_puts(out, "\\usepackage{amssymb}\n");
    for (size_t i = 0; i < t->ndeclare; i++) {
        uint32_t cp = t->declare[i];
        const struct symbol *s = symbol_of(cp);
        if (s)
            strbuf_printf(out, "\\DeclareUnicodeCharacter{%04X}{%s}\n", (unsigned)cp, s->tex);
        else
            strbuf_printf(out, "\\DeclareUnicodeCharacter{%04X}{{\\ttfamily[U+%04X]}}\n",
                          (unsigned)cp, (unsigned)cp);
    }
}

void latex_preamble_for(struct strbuf *out, const char *s, size_t len)
{
    struct latex_text t;
    latex_text_init(&t);
    latex_text_scan(&t, s, len);
    latex_preamble(out, &t);
    latex_text_free(&t);
}

/* The TeX accent command of a combining mark, or 0. */
static char accent_of(uint32_t cp)
{
    static const struct { uint32_t cp; char tex; } accents[] = {
        { 0x0300, '`' }, { 0x0301, '\'' }, { 0x0302, '^' }, { 0x0303, '~' },
        { 0x0304, '=' }, { 0x0306, 'u' }, { 0x0307, '.' }, { 0x0308, '"' },
        { 0x030A, 'r' }, { 0x030B, 'H' }, { 0x030C, 'v' }, { 0x0327, 'c' },
        { 0x0328, 'k' },
    };
    for (size_t i = 0; i < sizeof accents / sizeof accents[0]; i++)
        if (accents[i].cp == cp)
            return accents[i].tex;
    return 0;
}

static bool is_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* One character of text at s (n bytes), escaped. */
static void escape_char(struct strbuf *out, const char *s, size_t n)
{
    switch (*s) {
    case '\\': strbuf_puts(out, "\\textbackslash{}"); break;
    case '~': strbuf_puts(out, "\\textasciitilde{}"); break;
    case '^': strbuf_puts(out, "\\textasciicircum{}"); break;
    case '<': strbuf_puts(out, "\\textless{}"); break;
    case '>': strbuf_puts(out, "\\textgreater{}"); break;
    case '|': strbuf_puts(out, "\\textbar{}"); break;
    case '#': case '$': case '%': case '&': case '_': case '{': case '}':
        strbuf_add(out, "\\", 1);
        strbuf_add(out, s, 1);
        break;
    default:
        strbuf_add(out, s, n);
    }
}

void latex_escape_code(struct strbuf *out, const char *text)
{
    /* a hyphen before a hyphen is kept apart ("-{}-"), so that no font
     * encoding's ligature makes "--" a dash; a straight quote stays
     * straight; the rest as latex_escape writes it */
    char *run = malloc(strlen(text) + 1);
    if (!run) {
        out->failed = true;
        return;
    }
    size_t n = 0;
    for (const char *s = text;; s++) {
        bool special = *s == '\'' || *s == '`' || (*s == '-' && s[1] == '-');
        if (*s && !special) {
            run[n++] = *s;
            continue;
        }
        run[n] = '\0';
        latex_escape(out, run, false);
        n = 0;
        if (!*s)
            break;
        strbuf_puts(out, *s == '-' ? "-{}" : *s == '\'' ? "\\textquotesingle{}"
                                           : "\\textasciigrave{}");
    }
    free(run);
}

void latex_escape(struct strbuf *out, const char *text, bool math)
{
    size_t len = strlen(text);
    const char *s = text;
    char *composed = NULL;
    bool ascii = true;
    for (size_t i = 0; i < len && ascii; i++)
        ascii = (unsigned char)text[i] < 0x80;
    if (!ascii && utf8_valid(text, len)) {
        size_t n = 0;
        uint8_t *nfc = u8_normalize(UNINORM_NFC, (const uint8_t *)text, len, NULL, &n);
        /* not NUL-terminated: made a string (else the text as it is) */
        if (nfc && (composed = malloc(n + 1)) != NULL) {
            memcpy(composed, nfc, n);
            composed[n] = '\0';
            s = composed;
            len = n;
        }
        free(nfc);
    }
    const char *start = s, *end = s + len;
    while (s < end) {
        if (math && (s == start || !is_letter(s[-1]))) {
            if (strncmp(s, ">=", 2) == 0 || strncmp(s, "<=", 2) == 0) {
                strbuf_puts(out, *s == '>' ? "$\\geq$" : "$\\leq$");
                s += 2;
                continue;
            }
            if (strncmp(s, "-inf", 4) == 0 || strncmp(s, "+inf", 4) == 0) {
                strbuf_puts(out, *s == '-' ? "$-\\infty$" : "$+\\infty$");
                s += 4;
                continue;
            }
            if (strncmp(s, "inf", 3) == 0 && !is_letter(s[3])) {
                strbuf_puts(out, "$\\infty$");
                s += 3;
                continue;
            }
            /* a minus sign, but not the hyphen between numbers in a
             * name ("3-4-21": degree, height, seed) */
            bool after_digit = s > start && s[-1] >= '0' && s[-1] <= '9';
            if (*s == '-' && !after_digit && s[1] >= '0' && s[1] <= '9') {
                strbuf_puts(out, "$-$");
                s++;
                continue;
            }
        }
        uint32_t cp = 0;
        size_t n = (unsigned char)*s < 0x80 ? 1 : utf8_decode(s, end, &cp);
        if (n == 0)
            n = 1;
        /* the apostrophes a label may hold (U+2019, U+02BC, as in п’ять)
         * are TeX's own ' (the fonts have no U+02BC) */
        if (cp == 0x2019 || cp == 0x02BC) {
            strbuf_puts(out, "'");
            s += n;
            continue;
        }
        /* an accent that did not compose: put it on its letter */
        uint32_t next = 0;
        size_t m = s + n < end && (unsigned char)s[n] >= 0x80 ? utf8_decode(s + n, end, &next) : 0;
        char accent = m ? accent_of(next) : 0;
        if (accent) {
            strbuf_printf(out, "\\%c{", accent);
            escape_char(out, s, n);
            strbuf_puts(out, "}");
            s += n + m;
            continue;
        }
        escape_char(out, s, n);
        s += n;
    }
    free(composed);
}
