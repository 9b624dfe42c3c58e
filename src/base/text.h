/* SPDX-License-Identifier: GPL-3.0-or-later */
/* text.h: text that comes from outside (files, the command line) made
 * safe for a terminal.  Nothing a file holds may reach the screen as a
 * control sequence: ESC and BEL in a lesson's title could retitle or
 * reprogram a teacher's terminal, U+009B is CSI, and invalid UTF-8 is
 * read by terminals in ways of their own.  So text is checked where it
 * is read (text_check: the readers refuse it with its position) and
 * quoted where something unchecked is shown (text_visible: file names,
 * command-line values, in messages). */
#ifndef ABPRUNE_TEXT_H
#define ABPRUNE_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* What text_check found. */
enum text_fault {
    TEXT_OK,
    TEXT_CONTROL,       /* a C0 control character other than tab, or DEL */
    TEXT_C1,            /* a C1 control character, U+0080 to U+009F, or a
                           bidirectional override or isolate (U+202A to
                           U+202E, U+2066 to U+2069), which reorders what a
                           terminal shows after it */
    TEXT_INVALID,       /* a byte that is not well-formed UTF-8 */
};

/* Checks len bytes of text: the first fault, *at getting its offset in
 * bytes and *what the byte (TEXT_CONTROL, TEXT_INVALID) or the code
 * point (TEXT_C1); TEXT_OK when there is none.  Tabs pass. */
enum text_fault text_check(const char *s, size_t len, size_t *at, uint32_t *what);

/* The column (from 1) of byte offset at in s, counted in characters. */
unsigned text_column(const char *s, size_t at);

/* s as it may be shown: every control character, DEL, C1 character and
 * byte that is not UTF-8 written as \xHH (\u0085 for C1, \u202E for an
 * override), and a
 * backslash as \\ only when s has any of those (so ordinary names stay
 * as they are); cut to fit cap.  Returns buf. */
const char *text_visible(char *buf, size_t cap, const char *s);

/* text_visible for the terminal, in its charset: under a locale whose
 * charset is neither UTF-8 nor ASCII (KOI8-U, ISO-8859-5: gettext's
 * messages come in it), a byte that charset reads as a printable
 * character stays, and any other byte above 0x7F, its C1 controls (0x9B
 * is CSI in ISO-8859-5) among them, is written as \xHH; under any other
 * locale, text_visible. */
const char *text_visible_here(char *buf, size_t cap, const char *s);

#endif
