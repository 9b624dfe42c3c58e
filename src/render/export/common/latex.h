/* SPDX-License-Identifier: GPL-3.0-or-later */
/* latex.h: the preamble of a LaTeX document chosen from all the text it
 * contains, so that it compiles with pdflatex in every language.
 *
 * pdflatex sets a character only when the font encoding and LaTeX's
 * UTF-8 tables know it: Cyrillic needs T2A, a few Latin letters and
 * quotation marks (« » „ ą ...) need T1 or T2A, and symbols such as ≥, −,
 * ∞, α or ▲ are not text characters at all.  A document's text comes from
 * the tree (title, labels), from the file name and from the messages in
 * the reader's language (titles, legends, captions), so the only safe
 * rule is to look at everything written: a caller scans the body (or
 * every piece of it, as it is written) and then writes latex_preamble()
 * after \documentclass.  TikZ pictures, beamer decks and worksheets all
 * use it.  Characters it knows no way of setting (a CJK label) are shown
 * as their code ("[U+4E2D]") rather than stopping the compilation. */
#ifndef ABPRUNE_LATEX_H
#define ABPRUNE_LATEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/strbuf.h"
#include "base/util.h"

/* What the text seen so far needs. */
struct latex_text {
    bool t1;                /* Latin letters or marks only T1 (or T2A) has */
    bool t2a;               /* Cyrillic */
    bool amssymb;           /* a symbol from amssymb (▲ ▼ ...) */
    uint32_t *declare;      /* code points to declare (symbols, Greek,
                               unknown characters), sorted, no repeats */
    size_t ndeclare, cap;
    bool failed;            /* out of memory: the preamble declares less */
    /* a UTF-8 sequence cut between two calls of latex_text_scan */
    unsigned char pending[4];
    size_t npending;
};

void latex_text_init(struct latex_text *t);
void latex_text_free(struct latex_text *t);

/* Looks at len bytes of UTF-8 text more (the whole document, or the next
 * piece of it: a sequence may be cut between two pieces). */
void latex_text_scan(struct latex_text *t, const char *s, size_t len);

/* The lines after \documentclass that the text scanned needs: font
 * encodings, amssymb, and a \DeclareUnicodeCharacter for each character
 * LaTeX cannot set by itself.  Nothing for plain ASCII (and the Latin
 * letters OT1 composes, such as the Hungarian ő). */
void latex_preamble(struct strbuf *out, const struct latex_text *t);

/* latex_preamble for the text s[0..len-1] alone (a document built in
 * memory first). */
void latex_preamble_for(struct strbuf *out, const char *s, size_t len);

/* s as LaTeX text: in Unicode's composed form (a label's "o" and a
 * combining double acute are the one "ő" LaTeX sets), an accent that
 * composes with nothing put on its letter (\'{е}), the apostrophes of
 * labels (U+2019, U+02BC: п’ять) TeX's own ', and the characters TeX
 * treats specially escaped; with math, ">=", "<=", "-inf" / "inf" and
 * a minus before a digit (not after one: "3-4-21" is a name) become
 * symbols (for the words of describe.c). */
void latex_escape(struct strbuf *out, const char *s, bool math);

/* s as LaTeX text to be set in typewriter type and typed again: a
 * command, an option, an answer line.  Every character stays what it is
 * in every font encoding: "--" two hyphens (T1 and T2A would make it a
 * dash), quotes straight; the rest as latex_escape writes it. */
void latex_escape_code(struct strbuf *out, const char *s);

#endif
