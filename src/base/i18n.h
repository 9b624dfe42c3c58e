/* SPDX-License-Identifier: GPL-3.0-or-later */
/* i18n.h: marking the messages people read, for translation, and the
 * choice of language (po/README.md).
 *
 * Every string a user sees goes through _() where it is used, or N_()
 * where it sits in a table and is translated later with _(); P_() picks
 * the plural form for a number (Ukrainian and Russian have three).  With
 * ENABLE_NLS (configure: gettext found) they are gettext's; without it
 * they leave the text as it is.  Comments starting "TRANSLATORS:" just
 * before a marked string reach the translators (xgettext --add-comments). */
#ifndef ABPRUNE_I18N_H
#define ABPRUNE_I18N_H

#include "config.h"

#include <locale.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#ifdef ENABLE_NLS
#include <libintl.h>
#define _(text) gettext(text)
#define P_(singular, plural, n) ngettext((singular), (plural), (unsigned long)(n))
#else
#define _(text) (text)
#define P_(singular, plural, n) ((n) == 1 ? (singular) : (plural))
#endif
#define N_(text) text
/* A table's message that needs a context, because the same English reads
 * differently elsewhere in a translation (xgettext's msgctxt, by the
 * keyword NC_:1c,2); translated with i18n_context(), which also takes
 * plain N_() strings. */
#define NC_(context, text) context "\004" text

/* The translation of a table's message, N_() or NC_() (without its
 * context when there is none). */
const char *i18n_context(const char *message);

/* setlocale(LC_ALL, "") for what the program reads of the locale: the
 * characters (LC_CTYPE), the messages (LC_MESSAGES) and the order of
 * names (LC_COLLATE: alphasort), each as the environment says.  The other
 * categories, which nothing here reads, are not loaded (from separate
 * files on Debian's C.UTF-8, half a millisecond of every start: issue 42)
 * when the environment names them no locale but these three's, so that
 * the three are set exactly when setlocale(LC_ALL, "") would set them (or
 * all stay "C"); otherwise it is that call.  Called first by main. */
void i18n_set_locale(void);

/* Binds the message catalogues in localedir (datadir_locale_dir(): the
 * installed ones, the build's, or $ABPRUNE_LOCALEDIR's; NULL: the
 * configured LOCALEDIR) and selects the language the environment asks for
 * (LANGUAGE, LC_ALL, LC_MESSAGES, LANG).  Called once by main, after
 * setlocale. */
void i18n_init(const char *localedir);

/* Numbers in the files the program writes (JSON, CSV, SVG, DOT, TikZ, trees)
 * are for other programs: main keeps LC_NUMERIC at "C", so that a decimal
 * point is a point in every locale.  Numbers a person reads (a table of
 * statistics, a sentence) are written between i18n_reader_begin() and
 * i18n_reader_end(), in the decimal point of the reader's locale (the
 * LC_NUMERIC the environment asks for: 1,618 under ru_RU.UTF-8).  begin
 * returns the locale to give back to end; it never fails (without the
 * reader's locale the numbers stay as they are). */
locale_t i18n_reader_begin(void);
void i18n_reader_end(locale_t previous);

/* Whether the locale of category (LC_CTYPE, LC_MESSAGES) is plain C or
 * POSIX: no language, and no character set beyond ASCII. */
bool i18n_locale_is_c(int category);

/* Sets category (LC_CTYPE, LC_MESSAGES, LC_ALL) to a UTF-8 locale this
 * system has, never assuming one: C.UTF-8 (glibc 2.35 and later, Debian,
 * FreeBSD 13, musl), else en_US.UTF-8 (macOS has no C.UTF-8; nor has a
 * glibc with only the usual locales generated), else "UTF-8" (an LC_CTYPE
 * of macOS and the BSDs).  Returns the name it set, or NULL (the locale
 * left as it was) when there is none. */
const char *i18n_use_utf8_locale(int category);

/* The messages from here on in UTF-8 whatever the locale's charset
 * (gettext converts them to the locale's, KOI8-U or ISO-8859-5, for the
 * terminal): for documents whose format is UTF-8 (HTML, LaTeX, DOT, JSON,
 * CSV, SVG), which may be written under any locale. */
void i18n_messages_utf8(void);

/* Switches the messages to language CODE ("uk", "ru", "hu", "en") for the
 * rest of the run, whatever the environment says: --lang.
 * Returns 0, or -1 when CODE is not one of i18n_language_count()'s. */
int i18n_set_language(const char *code);

/* The code of the language the messages appear in now ("en" when no
 * catalogue is in use): the lessons are chosen by it. */
const char *i18n_language(void);

/* The languages a user can choose: "en" first, then po/LINGUAS's (the
 * build's list), whether or not a catalogue is installed. */
size_t i18n_language_count(void);
const char *i18n_language_code(size_t i);

/* Rewrites in place every "a(z) " and "A(z) " of a message formatted
 * with what the program filled in (the Hungarian catalogue writes the
 * article so before a number, a position or a name it cannot know) as
 * the article the next word takes: "a 81", "az 1", "az 5", "a 2", "az 1.2
 * csomópont", "az F2", "a „dumb”"; numbers are read as numbers, a capital
 * without a small letter after it by its letter's name.  Text without
 * "a(z)" (every other language) is left as it is.  Returns s. */
char *i18n_articles(char *s);

/* fprintf with i18n_articles() applied to what it writes: for the
 * messages printed straight to a stream whose Hungarian form has an
 * "a(z)" before a number ("levelek 31 meglátogatva a 81 közül"). */
int i18n_fprintf(FILE *out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
