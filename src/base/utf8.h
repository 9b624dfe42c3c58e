/* SPDX-License-Identifier: GPL-3.0-or-later */
/* utf8.h: the text people write, in UTF-8: decoding, which characters a
 * label may hold, and how many columns a string takes on a terminal or in
 * a text figure (Cyrillic, accented Latin, combining accents, wide
 * characters).  Independent of the locale: the characters' properties and
 * widths are GNU libunistring's (its Unicode tables, as for UTF-8 text).
 * The one place widths are measured: the reports' columns and every
 * screen (through ui_text_width, which says whether the terminal shows
 * UTF-8). */
#ifndef ABPRUNE_UTF8_H
#define ABPRUNE_UTF8_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Encodes code point ch as UTF-8 into buf (room for 4 bytes); returns its
 * length. */
size_t utf8_encode(uint32_t ch, char *buf);

/* Decodes the character at s (before end): its length in bytes, with the
 * code point in *cp; 0 when the bytes there are not well-formed UTF-8
 * (overlong, surrogate, beyond U+10FFFF, cut short). */
size_t utf8_decode(const char *s, const char *end, uint32_t *cp);

/* Whether all n bytes at s are well-formed UTF-8. */
bool utf8_valid(const char *s, size_t n);

/* A letter or digit of any script (Unicode's letters, general category
 * L, and decimal digits, Nd: accented Latin, Greek, Cyrillic, Hangul,
 * CJK...): what a label may be written in (doc/tree-format.md).  ASCII is
 * the caller's. */
bool utf8_is_letter(uint32_t cp);

/* A decimal digit (general category Nd) of any script, ASCII's included:
 * a fullwidth '９' or an Arabic-Indic digit is one, but not a number the
 * tree files take (doc/tree-format.md). */
bool utf8_is_digit(uint32_t cp);

/* A combining mark (general category M: an accent written after its
 * letter, a vowel sign of an Indic script): inside a label; most are zero
 * columns wide (utf8_char_width). */
bool utf8_is_mark(uint32_t cp);

/* Columns the character takes: 0 (combining marks, and format characters
 * such as the soft hyphen), 1, or 2 (wide: CJK, Hangul, fullwidth forms,
 * emoji), as libunistring's uc_width measures UTF-8 text; a control
 * character takes 1. */
int utf8_char_width(uint32_t cp);

/* Columns the first n bytes of s take (a stray byte counts one). */
size_t utf8_width_n(const char *s, size_t n);

/* Columns the string takes (a stray byte counts one).  The measure of
 * text files (run's columns) and of terminals that show UTF-8. */
size_t utf8_width(const char *s);

/* The bytes of the longest start of s that fits in cols columns, never
 * splitting a character from its combining marks. */
size_t utf8_fit(const char *s, size_t cols);

/* Columns s takes on a terminal: as utf8_width when it shows UTF-8 (utf8),
 * else a column a byte (a terminal whose character set is not UTF-8, such
 * as C or Latin-1, shows each byte in a column: the interface's texts are
 * then in that character set).  One measure for every screen. */
size_t utf8_width_on(const char *s, bool utf8);

/* The bytes of the longest start of s that fits in cols columns on such a
 * terminal (utf8_fit when utf8, else at most cols bytes); *blank, when not
 * NULL, gets the offset of the last blank in it (0: none), where a line
 * of words breaks. */
size_t utf8_fit_on(const char *s, size_t cols, bool utf8, size_t *blank);

/* The n bytes of UTF-8 at s case-folded, for comparing without case, as
 * a new string (NULL when out of memory): Unicode's full case folding
 * ("Ő" is "ő", "Σ" and "ς" are "σ", "ß" is "ss"), with no language's
 * rules (the Turkish "İ" is "i" and a combining dot above), then composed
 * (NFC: an accent typed as a combining mark is the composed letter's).
 * Whatever the locale; a byte that is not UTF-8 reads as U+FFFD. */
char *utf8_casefold_new(const char *s, size_t n);

/* s with its first letter in capitals ("корінь (A) повертає ..." is
 * "Корінь (A) повертає ...", "ősz" is "Ősz"), as a new string (NULL when
 * out of memory): for a sentence that begins with a word the program
 * fills in.  Characters before the first letter (digits, quotes) are
 * kept, and so is a first letter with no capital; by Unicode's mapping,
 * whatever the locale. */
char *utf8_capitalized_new(const char *s);

/* Writes s padded with spaces to width columns: on the right when width
 * is positive (left-aligned, like %-*s), on the left when negative.  A
 * longer s is written whole.  Returns fprintf's kind of result. */
int utf8_fprint_padded(FILE *out, const char *s, int width);

/* Copies s into buf (of cap bytes) with spaces after it up to width
 * columns, so that a printf %-Ns with N = width, which counts bytes, adds
 * nothing more: translated words and labels line up by what is seen.
 * Returns buf. */
const char *utf8_pad(char *buf, size_t cap, const char *s, size_t width);

#endif
