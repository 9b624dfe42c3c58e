/* SPDX-License-Identifier: GPL-3.0-or-later */
/* intl.c: gettext for the WebAssembly module (web/libintl.h): the
 * catalogues compiled in (catalogs.c), one in use at a time.  Built for
 * the module only.
 *
 * base/i18n.c calls this as it calls GNU gettext: i18n_set_language()
 * sets LANGUAGE and binds the text domain again, and, as gettext drops
 * its cache then, the catalogue is chosen again here whenever textdomain()
 * or bindtextdomain() is called: the first language of LANGUAGE that has
 * one, else LC_ALL, LC_MESSAGES or LANG's (the module's environment is
 * empty unless the host gives it one), else none: the English messages. */
#include "config.h"

#include <libintl.h>
#include <stdlib.h>
#include <string.h>

#include "base/catalog.h"
#include "web/catalogs.h"

static struct catalog current;     /* .data NULL: none */

/* The catalogue for the language code at s (up to its end or a colon:
 * "uk", "uk_UA.UTF-8"), or -1. */
static long find_language(const char *s)
{
    size_t count;
    const struct web_catalog *c = web_catalogs(&count);
    for (size_t i = 0; i < count; i++) {
        size_t n = strlen(c[i].language);
        if (strncmp(s, c[i].language, n) == 0 &&
            (s[n] == '\0' || s[n] == ':' || s[n] == '_' || s[n] == '.' || s[n] == '@'))
            return (long)i;
    }
    return -1;
}

static void choose(void)
{
    long found = -1;
    const char *list = getenv("LANGUAGE");
    for (const char *s = list; s && *s && found < 0; s = strchr(s, ':') ? strchr(s, ':') + 1 : "")
        found = find_language(s);
    static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0] && found < 0; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) {
            found = find_language(v);
            break;      /* the first one set decides */
        }
    }
    size_t count;
    const struct web_catalog *c = web_catalogs(&count);
    current = (struct catalog){ 0 };
    if (found >= 0 && catalog_open(&current, c[found].mo, c[found].size) != 0)
        current = (struct catalog){ 0 };
}

char *gettext(const char *msgid)
{
    return (char *)catalog_gettext(&current, msgid);
}

char *ngettext(const char *msgid, const char *msgid_plural, unsigned long n)
{
    return (char *)catalog_ngettext(&current, msgid, msgid_plural, n);
}

char *textdomain(const char *domain)
{
    (void)domain;
    choose();
    return (char *)PACKAGE;
}

char *bindtextdomain(const char *domain, const char *dir)
{
    /* the catalogues are compiled in: the directory is only remembered */
    static char *bound;
    (void)domain;
    if (dir) {
        char *copy = strdup(dir);
        if (copy) {
            free(bound);
            bound = copy;
        }
        choose();
    }
    return bound ? bound : (char *)"";
}

char *bind_textdomain_codeset(const char *domain, const char *codeset)
{
    /* the catalogues are UTF-8, and so is everything the module writes */
    (void)domain;
    (void)codeset;
    return (char *)"UTF-8";
}
