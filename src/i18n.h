/* i18n.h: marking the messages people read, for translation.
 *
 * Every string a user sees goes through _() where it is used, or N_()
 * where it sits in a table and is translated later with _().  Until the
 * catalogues are wired in, both leave the text as it is. */
#ifndef ABPRUNE_I18N_H
#define ABPRUNE_I18N_H

#define _(text) (text)
#define N_(text) text
/* The singular or plural form of a message with one number n (gettext's
 * ngettext once the catalogues are wired in). */
#define P_(singular, plural, n) ((n) == 1 ? (singular) : (plural))

#endif
