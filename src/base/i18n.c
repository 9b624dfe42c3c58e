/* SPDX-License-Identifier: GPL-3.0-or-later */
/* i18n.c: the message catalogues and the choice of language.
 *
 * gettext keeps its choice in the process (the environment and the
 * locale), so this module has no state of its own: the language in use
 * is read back from the header of the catalogue gettext found. */
#include "config.h"

#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/i18n.h"

/* po/LINGUAS, as configure read it: the languages with a catalogue. */
static const char *const languages[] = { "en", ABPRUNE_LINGUAS_C };

size_t i18n_language_count(void)
{
    return sizeof languages / sizeof languages[0];
}

const char *i18n_language_code(size_t i)
{
    return i < i18n_language_count() ? languages[i] : NULL;
}

/* The index of CODE in the list ("uk_UA.UTF-8" is "uk"), or -1. */
static int language_index(const char *code)
{
    for (size_t i = 0; i < i18n_language_count(); i++) {
        size_t n = strlen(languages[i]);
        if (strncmp(code, languages[i], n) == 0 &&
            (code[n] == '\0' || code[n] == '_' || code[n] == '.' || code[n] == '@' || code[n] == ':' ||
             code[n] == '\n'))
            return (int)i;
    }
    return -1;
}

#ifdef ENABLE_NLS
/* Whether make install has put the catalogues in LOCALEDIR; before it, a
 * program run from the build tree (as the README's first command does)
 * takes them from the build tree's po/locale. */
static bool installed_catalogues(void)
{
    char path[4096];
    for (size_t i = 1; i < i18n_language_count(); i++) {
        snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", LOCALEDIR, languages[i], PACKAGE);
        if (access(path, R_OK) == 0)
            return true;
    }
    return false;
}

/* Binds the catalogues and makes gettext look again at LANGUAGE (its
 * cache of translations is dropped when the text domain is set). */
static void bind_catalogues(void)
{
    const char *dir = getenv("ABPRUNE_LOCALEDIR");
    if (!dir || !*dir)
        dir = installed_catalogues() ? LOCALEDIR : ABPRUNE_BUILD_LOCALEDIR;
    bindtextdomain(PACKAGE, dir);
    textdomain(PACKAGE);
}

/* glibc ignores LANGUAGE while the messages' locale is "C" or "POSIX":
 * C.UTF-8 is the same locale without that rule (and is built in). */
static void messages_locale_not_c(void)
{
    const char *now = setlocale(LC_MESSAGES, NULL);
    if (now && (strcmp(now, "C") == 0 || strcmp(now, "POSIX") == 0))
        setlocale(LC_MESSAGES, "C.UTF-8");
}
#endif

void i18n_init(void)
{
#ifdef ENABLE_NLS
    bind_catalogues();
#endif
}

int i18n_set_language(const char *code)
{
    int i = code ? language_index(code) : -1;
    if (i < 0)
        return -1;
#ifdef ENABLE_NLS
    setenv("LANGUAGE", languages[i], 1);
    if (i > 0)
        messages_locale_not_c();
    bind_catalogues();
#endif
    return 0;
}

const char *i18n_language(void)
{
#ifdef ENABLE_NLS
    /* the header of the catalogue in use ("" when there is none) */
    const char *header = gettext("");
    const char *field = header ? strstr(header, "Language: ") : NULL;
    if (field && (field == header || field[-1] == '\n')) {
        int i = language_index(field + strlen("Language: "));
        if (i >= 0)
            return languages[i];
    }
#endif
    return languages[0];
}

const char *i18n_context(const char *message)
{
    const char *translated = _(message);
    const char *sep = strchr(message, '\004');
    /* gettext hands back its argument itself when it has no translation */
    return translated == message && sep ? sep + 1 : translated;
}
