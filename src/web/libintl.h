/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libintl.h: the part of GNU gettext's interface abprune calls, for the
 * WebAssembly build, which has no libintl (wasi-libc has none): the
 * messages are looked up in the catalogues compiled into the module
 * (web/intl.c, over base/catalog.c).  Only the wasm build puts src/web on
 * its include path; the native build includes the C library's. */
#ifndef ABPRUNE_WEB_LIBINTL_H
#define ABPRUNE_WEB_LIBINTL_H

/* format_arg: a format passed through _() or P_() is still checked against
 * its arguments, as with glibc's declarations */
char *gettext(const char *msgid) __attribute__((format_arg(1)));
char *ngettext(const char *msgid, const char *msgid_plural, unsigned long n)
    __attribute__((format_arg(1), format_arg(2)));
char *textdomain(const char *domain);
char *bindtextdomain(const char *domain, const char *dir);
char *bind_textdomain_codeset(const char *domain, const char *codeset);

#endif
