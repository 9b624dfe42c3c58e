/* SPDX-License-Identifier: GPL-3.0-or-later */
/* i18n.c: the message catalogues and the choice of language.
 *
 * gettext keeps its choice in the process (the environment and the
 * locale), so this module has no state of its own but the reader's
 * locale for numbers, made on first use: the language in use is read
 * back from the header of the catalogue gettext found. */
#include "config.h"

#include <locale.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/i18n.h"
#include "base/utf8.h"

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
/* Binds the catalogues to dir and makes gettext look again at LANGUAGE
 * (its cache of translations is dropped when the text domain is set). */
static void bind_catalogues(const char *dir)
{
    bindtextdomain(PACKAGE, dir);
    textdomain(PACKAGE);
}

/* glibc and GNU libintl ignore LANGUAGE while the messages' locale is
 * "C" or "POSIX": any other will do, and a UTF-8 one is at hand. */
static void messages_locale_not_c(void)
{
    if (i18n_locale_is_c(LC_MESSAGES))
        i18n_use_utf8_locale(LC_MESSAGES);
}
#endif

/* The locale the environment names for the category of variable var, as
 * setlocale reads it (POSIX: LC_ALL, the category's, LANG, the first not
 * empty), "" for none ("C"). */
static const char *locale_named(const char *var)
{
    const char *const vars[] = { "LC_ALL", var, "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return v;
    }
    return "";
}

void i18n_set_locale(void)
{
    static const struct {
        int category;
        const char *var;
    } used[] = { { LC_CTYPE, "LC_CTYPE" }, { LC_MESSAGES, "LC_MESSAGES" },
                 { LC_COLLATE, "LC_COLLATE" } };
    static const char *const others[] = { "LC_NUMERIC", "LC_TIME", "LC_MONETARY", "LC_PAPER",
                                          "LC_NAME", "LC_ADDRESS", "LC_TELEPHONE",
                                          "LC_MEASUREMENT", "LC_IDENTIFICATION" };
    enum { USED = sizeof used / sizeof used[0], OTHERS = sizeof others / sizeof others[0] };
    const char *used_name[USED];    /* each looked up once: getenv scans the environment */
    for (size_t j = 0; j < USED; j++)
        used_name[j] = locale_named(used[j].var);
    for (size_t i = 0; i < OTHERS; i++) {
        const char *name = locale_named(others[i]);
        size_t j = 0;
        while (j < USED && strcmp(name, used_name[j]) != 0)
            j++;
        if (j == USED) {
            /* a locale the three do not take, which could fail them all */
            setlocale(LC_ALL, "");
            return;
        }
    }
    for (size_t j = 0; j < USED; j++)
        if (!setlocale(used[j].category, "")) {
            setlocale(LC_ALL, "C");     /* as a failed setlocale(LC_ALL, "") leaves it */
            return;
        }
}

bool i18n_locale_is_c(int category)
{
    const char *now = setlocale(category, NULL);
    return !now || strcmp(now, "C") == 0 || strcmp(now, "POSIX") == 0;
}

const char *i18n_use_utf8_locale(int category)
{
    static const char *const names[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8",
                                         "UTF-8" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (setlocale(category, names[i]))
            return names[i];
    return NULL;
}

void i18n_messages_utf8(void)
{
#ifdef ENABLE_NLS
    bind_textdomain_codeset(PACKAGE, "UTF-8");
#endif
}

void i18n_init(const char *localedir)
{
#ifdef ENABLE_NLS
    bind_catalogues(localedir ? localedir : LOCALEDIR);
#else
    (void)localedir;
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
    /* bound again to where they are (a copy: binding frees the old name) */
    const char *bound = bindtextdomain(PACKAGE, NULL);
    char *dir = strdup(bound ? bound : LOCALEDIR);
    if (dir)
        bind_catalogues(dir);
    free(dir);
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

locale_t i18n_reader_begin(void)
{
    /* made once: the program's locale with the environment's LC_NUMERIC */
    static locale_t reader = (locale_t)0;
    static bool tried;
    if (!tried) {
        tried = true;
        locale_t base = duplocale(LC_GLOBAL_LOCALE);
        if (base) {
            reader = newlocale(LC_NUMERIC_MASK, "", base);
            if (!reader)
                freelocale(base);
        }
    }
    return reader ? uselocale(reader) : (locale_t)0;
}

void i18n_reader_end(locale_t previous)
{
    if (previous)
        uselocale(previous);
}

const char *i18n_context(const char *message)
{
    const char *translated = _(message);
    const char *sep = strchr(message, '\004');
    /* gettext hands back its argument itself when it has no translation */
    return translated == message && sep ? sep + 1 : translated;
}

/* ---- Hungarian articles: "a(z)" before a word the program fills in ---- */

/* Whether the Hungarian reading of the number whose digits are
 * d[0..n-1] (no leading zero, n >= 1) starts with a vowel.  Its leading
 * group of up to three digits is read first: a lone 1 is "egy", "ezer"
 * or "egymillió" (az), a 1 before more digits of its group "tíz..." or
 * "száz..." (a); a leading 5 is "öt", "ötven" or "ötszáz" (az); 0 is
 * "nulla" and every other digit starts with a consonant. */
static bool hu_number_vowel(const char *d, size_t n)
{
    size_t group = n % 3 ? n % 3 : 3;
    return d[0] == '5' || (d[0] == '1' && group == 1);
}

/* Whether a capital's Hungarian name starts with a vowel, for a word
 * read letter by letter ("az F2", "az MTD(f)", "a PVS"): the vowels and
 * ef, el, em, en, er, es, iksz, ipszilon. */
static bool hu_letter_name_vowel(uint32_t c)
{
    static const uint32_t vowels[] = { 0xc1, 0xc9, 0xcd, 0xd3, 0xd6, 0x150, 0xda, 0xdc, 0x170 };
    if (c < 0x80)
        return c != 0 && strchr("AEIOUFLMNRSXY", (int)c) != NULL;
    for (size_t i = 0; i < sizeof vowels / sizeof vowels[0]; i++)
        if (vowels[i] == c)
            return true;
    return false;
}

/* Whether a letter is a vowel a Hungarian reader starts the word with
 * ("az ablak", "az ősz", "az új"; Cyrillic а, и, о, у, ы, э too). */
static bool hu_vowel(uint32_t c)
{
    static const uint32_t vowels[] = {
        'a', 'e', 'i', 'o', 'u', 0xe1, 0xe9, 0xed, 0xf3, 0xf6, 0x151, 0xfa, 0xfc, 0x171,
        0x430, 0x438, 0x43e, 0x443, 0x44b, 0x44d,
    };
    if (c >= 'A' && c <= 'Z')
        c += 'a' - 'A';
    else if ((c >= 0xc0 && c <= 0xde && c != 0xd7) || (c >= 0x410 && c <= 0x42f))
        c += 0x20;
    else if (c == 0x150 || c == 0x170)
        c += 1;
    for (size_t i = 0; i < sizeof vowels / sizeof vowels[0]; i++)
        if (vowels[i] == c)
            return true;
    return false;
}

static bool hu_capital(uint32_t c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 0xc0 && c <= 0xde && c != 0xd7) || c == 0x150 ||
           c == 0x170 || (c >= 0x410 && c <= 0x42f);
}

/* Whether what starts at s is read with a vowel first: opening quotes and
 * brackets are not read, a number is read as a number (a minus sign as
 * "mínusz"), a capital not followed by a small letter as its letter's
 * name (an abbreviation, a label), anything else by its first letter. */
static bool hu_starts_with_vowel(const char *s, const char *end)
{
    uint32_t c = 0;
    size_t k;
    while ((k = utf8_decode(s, end, &c)) != 0 &&
           (c == '"' || c == '\'' || c == '(' || c == '[' || c == '{' || c == 0x201e ||
            c == 0x201c || c == 0x201d || c == 0x2018 || c == 0x2019 || c == 0xab || c == 0xbb))
        s += k;
    if (!k)
        return false;
    if (c >= '0' && c <= '9') {
        size_t n = 0;
        while (s + n < end && s[n] >= '0' && s[n] <= '9')
            n++;
        while (n > 1 && *s == '0') {
            s++;
            n--;
        }
        return !(n == 1 && *s == '0') && hu_number_vowel(s, n);
    }
    if (hu_capital(c)) {
        uint32_t next = 0;
        size_t k2 = utf8_decode(s + k, end, &next);
        bool small = k2 && utf8_is_letter(next) && !hu_capital(next) &&
                     !(next >= '0' && next <= '9');
        if (!small)
            return hu_letter_name_vowel(c);
    }
    return hu_vowel(c);
}

char *i18n_articles(char *s)
{
    const char *end = s + strlen(s);
    char *out = s;
    bool after_letter = false;
    for (const char *p = s; p < end;) {
        if (!after_letter && (*p == 'a' || *p == 'A') && strncmp(p + 1, "(z) ", 4) == 0) {
            *out++ = *p;
            if (hu_starts_with_vowel(p + 5, end))
                *out++ = 'z';
            p += 4;     /* on to the blank after "a(z)" */
            continue;
        }
        uint32_t c;
        size_t k = utf8_decode(p, end, &c);
        if (!k) {
            c = (unsigned char)*p;
            k = 1;
        }
        after_letter = utf8_is_letter(c) || (c >= '0' && c <= '9');
        memmove(out, p, k);
        out += k;
        p += k;
    }
    *out = '\0';
    return s;
}

int i18n_fprintf(FILE *out, const char *fmt, ...)
{
    char small[1024], *buf = small;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return n;
    if ((size_t)n >= sizeof small) {
        buf = malloc((size_t)n + 1);
        if (!buf)
            return -1;
        va_start(ap, fmt);
        vsnprintf(buf, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    i18n_articles(buf);
    int written = fputs(buf, out) < 0 ? -1 : (int)strlen(buf);
    if (buf != small)
        free(buf);
    return written;
}
