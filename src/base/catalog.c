/* SPDX-License-Identifier: GPL-3.0-or-later */
/* catalog.c: .mo files looked up in memory (catalog.h).
 *
 * The format (GNU gettext manual, "The Format of GNU MO Files"): a header
 * of 32-bit words (magic, revision, count, offsets of the table of
 * original strings and of the table of translations), each table entry a
 * length and an offset, every string followed by a NUL; msgfmt sorts the
 * originals by strcmp, so a binary search finds a message (the optional
 * hash table is not needed).  A plural message's original is "msgid\0
 * msgid_plural" and its translation the forms one after the other. */
#include "config.h"

#include "base/catalog.h"

#include <stdlib.h>
#include <string.h>

#define MO_MAGIC 0x950412deu

static uint32_t word(const struct catalog *c, size_t at)
{
    const unsigned char *p = c->data + at;
    uint32_t le = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    uint32_t be = (uint32_t)p[3] | (uint32_t)p[2] << 8 | (uint32_t)p[1] << 16 | (uint32_t)p[0] << 24;
    return c->swapped ? be : le;
}

/* Entry i of the table at `table`: its string and length, or NULL when it
 * does not lie within the file with its NUL. */
static const char *entry(const struct catalog *c, uint32_t table, uint32_t i, uint32_t *len)
{
    size_t at = (size_t)table + (size_t)i * 8;
    uint32_t n = word(c, at), off = word(c, at + 4);
    if (off >= c->size || n >= c->size - off || c->data[off + n] != '\0')
        return NULL;
    if (len)
        *len = n;
    return (const char *)c->data + off;
}

/* The translation of key (with its forms, *len bytes), or NULL. */
static const char *find(const struct catalog *c, const char *key, uint32_t *len)
{
    uint32_t lo = 0, hi = c->count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int cmp = strcmp(key, entry(c, c->originals, mid, NULL));
        if (cmp == 0)
            return entry(c, c->translations, mid, len);
        if (cmp < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

int catalog_open(struct catalog *c, const void *data, size_t size)
{
    *c = (struct catalog){ .data = data, .size = size, .nplurals = 2 };
    if (size < 28)
        return -1;
    if (word(c, 0) != MO_MAGIC) {
        c->swapped = true;
        if (word(c, 0) != MO_MAGIC)
            return -1;
    }
    uint32_t revision = word(c, 4);
    if (revision >> 16 > 1)     /* major revisions 0 and 1 are this format */
        return -1;
    /* system-dependent strings ("%<PRIu64>", minor revision 1) would need
     * expanding for this machine: the build expands them before msgfmt
     * instead, so a catalogue that has any is refused */
    if ((revision & 0xffff) >= 1 && size >= 40 && word(c, 36) != 0)
        return -1;
    c->count = word(c, 8);
    c->originals = word(c, 12);
    c->translations = word(c, 16);
    if (c->count > (size - 28) / 16 || c->originals > size - (size_t)c->count * 8 ||
        c->translations > size - (size_t)c->count * 8)
        return -1;
    for (uint32_t i = 0; i < c->count; i++)
        if (!entry(c, c->originals, i, NULL) || !entry(c, c->translations, i, NULL))
            return -1;
    /* the header, the translation of "": Plural-Forms: nplurals=N; plural=EXPR; */
    const char *header = find(c, "", NULL);
    const char *forms = header ? strstr(header, "Plural-Forms:") : NULL;
    if (forms) {
        const char *np = strstr(forms, "nplurals=");
        const char *pl = strstr(forms, "plural=");   /* not in "nplurals=" */
        if (np && pl) {
            unsigned long n = strtoul(np + strlen("nplurals="), NULL, 10);
            if (n >= 1) {
                c->nplurals = n;
                c->plural = pl + strlen("plural=");
            }
        }
    }
    return 0;
}

const char *catalog_gettext(const struct catalog *c, const char *msgid)
{
    const char *t = c && c->data ? find(c, msgid, NULL) : NULL;
    return t ? t : msgid;
}

const char *catalog_ngettext(const struct catalog *c, const char *msgid, const char *msgid_plural,
                             unsigned long n)
{
    uint32_t len;
    const char *t = c && c->data ? find(c, msgid, &len) : NULL;
    if (!t)
        return n == 1 ? msgid : msgid_plural;
    long index = c->plural ? catalog_plural_index(c->plural, n) : n != 1;
    /* as GNU gettext: an index the catalogue does not have is form 0 */
    if (index < 0 || (unsigned long)index >= c->nplurals)
        index = 0;
    const char *form = t, *end = t + len;
    for (long i = 0; i < index; i++) {
        const char *next = form + strlen(form) + 1;
        if (next > end)
            break;      /* fewer forms than nplurals: the last one */
        form = next;
    }
    return form;
}

/* ---- the plural formula: C's operators, as GNU gettext's plural.y ----
 * Lowest to highest: ?: (right), ||, &&, == !=, < > <= >=, + -, * / %, !
 * (right); the operands n and decimal numbers; no unary minus.  Evaluated
 * while it is parsed (the formula is a few dozen bytes). */

struct formula {
    const char *s;
    unsigned long n;
    bool bad;
};

static unsigned long conditional(struct formula *f);

static void blanks(struct formula *f)
{
    while (*f->s == ' ' || *f->s == '\t' || *f->s == '\n' || *f->s == '\r')
        f->s++;
}

/* Whether the next token is op (and then steps over it); "<" is not the
 * start of "<=", nor "!" of "!=". */
static bool take(struct formula *f, const char *op)
{
    blanks(f);
    size_t k = strlen(op);
    if (strncmp(f->s, op, k) != 0)
        return false;
    if (k == 1 && (op[0] == '<' || op[0] == '>' || op[0] == '!') && f->s[1] == '=')
        return false;
    f->s += k;
    return true;
}

static unsigned long primary(struct formula *f)
{
    blanks(f);
    if (take(f, "!"))
        return !primary(f);
    if (*f->s == 'n') {
        f->s++;
        return f->n;
    }
    if (*f->s >= '0' && *f->s <= '9') {
        char *end;
        unsigned long v = strtoul(f->s, &end, 10);
        f->s = end;
        return v;
    }
    if (take(f, "(")) {
        unsigned long v = conditional(f);
        if (!take(f, ")"))
            f->bad = true;
        return v;
    }
    f->bad = true;
    return 0;
}

static unsigned long product(struct formula *f)
{
    unsigned long v = primary(f);
    for (;;) {
        if (take(f, "*")) {
            v *= primary(f);
        } else if (take(f, "/") || take(f, "%")) {
            char op = f->s[-1];
            unsigned long r = primary(f);
            if (r == 0)
                f->bad = true;  /* gettext would raise SIGFPE */
            else
                v = op == '/' ? v / r : v % r;
        } else {
            return v;
        }
    }
}

static unsigned long sum(struct formula *f)
{
    unsigned long v = product(f);
    for (;;) {
        if (take(f, "+"))
            v += product(f);
        else if (take(f, "-"))
            v -= product(f);
        else
            return v;
    }
}

static unsigned long comparison(struct formula *f)
{
    unsigned long v = sum(f);
    for (;;) {
        if (take(f, "<="))
            v = v <= sum(f);
        else if (take(f, ">="))
            v = v >= sum(f);
        else if (take(f, "<"))
            v = v < sum(f);
        else if (take(f, ">"))
            v = v > sum(f);
        else
            return v;
    }
}

static unsigned long equality(struct formula *f)
{
    unsigned long v = comparison(f);
    for (;;) {
        if (take(f, "=="))
            v = v == comparison(f);
        else if (take(f, "!="))
            v = v != comparison(f);
        else
            return v;
    }
}

static unsigned long conjunction(struct formula *f)
{
    unsigned long v = equality(f);
    while (take(f, "&&")) {
        unsigned long r = equality(f);
        v = v && r;
    }
    return v;
}

static unsigned long disjunction(struct formula *f)
{
    unsigned long v = conjunction(f);
    while (take(f, "||")) {
        unsigned long r = conjunction(f);
        v = v || r;
    }
    return v;
}

static unsigned long conditional(struct formula *f)
{
    unsigned long v = disjunction(f);
    if (!take(f, "?"))
        return v;
    unsigned long yes = conditional(f);
    if (!take(f, ":"))
        f->bad = true;
    unsigned long no = conditional(f);
    return v ? yes : no;
}

long catalog_plural_index(const char *formula, unsigned long n)
{
    struct formula f = { formula, n, false };
    unsigned long v = conditional(&f);
    blanks(&f);
    if (*f.s != ';' && *f.s != '\0')
        f.bad = true;
    return f.bad || v > (unsigned long)0x7fffffff ? -1 : (long)v;
}
