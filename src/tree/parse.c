/* SPDX-License-Identifier: GPL-3.0-or-later */
/* parse.c: the .tree parser.
 *
 * One pass over the text with an explicit stack of open brackets; nodes go
 * straight into a tree_builder in preorder.  Every error stops the parse and
 * names the line and column (counted in characters, from 1). */
#include "config.h"

#include "tree/parse.h"

#include <errno.h>
#include <stdarg.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/text.h"
#include "base/utf8.h"
#include "base/util.h"
#include "tree/game.h"

struct open_bracket {
    char close;             /* ')' or ']' */
    unsigned line, col;     /* where it was opened */
    unsigned indent;        /* the indentation of its line, in columns */
};

/* An open bracket whose line's indentation says it should have been closed
 * sooner: a later line, indented like it or less, came before its closing
 * bracket.  Where an unclosed bracket most likely is (as rustc's
 * "unclosed delimiter" hint reads the layout). */
struct suspect {
    bool found;
    char close;
    unsigned line, col;     /* the bracket */
    unsigned before;        /* the line its closing bracket belongs before */
};

struct label_pos {
    unsigned line, col;
};

/* A directive's argument and where it starts (@game, @position: checked
 * together once every directive is read). */
struct directive_arg {
    char *text;
    unsigned line, col;         /* of the argument */
    unsigned at_line, at_col;   /* of the directive's '@' */
};

struct parser {
    const char *s, *end;
    const char *name;
    unsigned line, col;
    const char *line_start; /* the first byte of the current line */
    unsigned last_col;      /* columns of the line before, to its end */
    unsigned token_line;    /* the line of the last token looked at */
    struct suspect suspect;
    struct diag *err;
    bool failed;
    struct tree_builder *b;
    struct open_bracket *stack;
    size_t depth, cap;
    struct label_pos *lpos; /* position of each label, same order as tree's */
    size_t nlpos, caplpos;
    char *title;
    bool have_title, have_values;
    struct directive_arg game, position;
    enum value_view written;
    size_t max_positions;   /* the limit on positions, transpositions counted */
    node_id completed;      /* the node a following {...} annotates */
    bool completed_is_ref;  /* ... and it is a transposition (=Label) */
};

static void fail(struct parser *p, unsigned line, unsigned col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void fail(struct parser *p, unsigned line, unsigned col, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    if (p->failed)
        return;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    diag_set(p->err, p->name, line, col, "%s", msg);
    p->failed = true;
}

static void out_of_memory(struct parser *p)
{
    fail(p, p->line, p->col, _("out of memory (or more than %lu nodes)"),
         (unsigned long)AB_MAX_NODES);
}

/* ASCII classes, independent of the locale. */
static bool is_digit(int c)
{
    return c >= '0' && c <= '9';
}

static bool is_alpha(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool is_print(int c)
{
    return c >= 0x20 && c < 0x7F;
}

static int peek(const struct parser *p)
{
    return p->s < p->end ? (unsigned char)*p->s : EOF;
}

/* Moves past one byte, keeping line and column (columns count characters:
 * UTF-8 continuation bytes do not advance them). */
static void advance(struct parser *p)
{
    unsigned char c = (unsigned char)*p->s++;
    if (c == '\n') {
        p->line++;
        p->last_col = p->col;
        p->col = 1;
        p->line_start = p->s;
    } else if ((c & 0xC0) != 0x80) {
        p->col++;
    }
}

/* How many of the len bytes at s a message quotes: QUOTE_MAX characters
 * at most.  A lesson may name any file; one that is no tree gives away
 * no more than its first few characters in the error. */
#define QUOTE_MAX 12
static int quoted_bytes(const char *s, size_t len)
{
    size_t n = 0;
    for (int chars = 0; n < len && chars < QUOTE_MAX; chars++) {
        n++;
        while (n < len && ((unsigned char)s[n] & 0xC0) == 0x80)
            n++;
    }
    return (int)n;
}

/* A label (or another token) as a message quotes it: QUOTE_MAX
 * characters, "..." after when there are more. */
static const char *quoted(char *buf, size_t cap, const char *s)
{
    size_t len = strlen(s);
    int n = quoted_bytes(s, len);
    snprintf(buf, cap, "%.*s%s", n, s, (size_t)n < len ? "..." : "");
    return buf;
}

/* Describes the character at the cursor for an error message. */
static const char *describe_here(const struct parser *p, char *buf, size_t cap)
{
    int c = peek(p);
    /* TRANSLATORS: what the parser found where it expected something
     * else: the %s of "expected ..., found %s". */
    uint32_t cp;
    size_t len = c == EOF ? 0 : utf8_decode(p->s, p->end, &cp);
    if (c == EOF)
        snprintf(buf, cap, "%s", _("end of input"));
    else if (c == '\n')
        snprintf(buf, cap, "%s", _("end of line"));
    else if (is_print(c))
        snprintf(buf, cap, "'%c'", c);
    else if (len > 1)
        snprintf(buf, cap, "'%.*s' (U+%04X)", (int)len, p->s, (unsigned)cp);
    else
        snprintf(buf, cap, _("byte 0x%02X"), (unsigned)c);
    return buf;
}

static void skip_space(struct parser *p)
{
    for (;;) {
        int c = peek(p);
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v') {
            advance(p);
        } else if (c == '#') {
            while (peek(p) != EOF && peek(p) != '\n')
                advance(p);
        } else {
            return;
        }
    }
}

static bool is_ident_start(int c)
{
    return is_alpha(c) || c == '_';
}

static bool is_ident_char(int c)
{
    return is_alpha(c) || is_digit(c) || c == '_' || c == '-' || c == '.';
}

/* The length of the character at s when it may start a label (an ASCII
 * letter, '_', or a letter of another script: not a digit, which starts a
 * number), else 0. */
static size_t label_start_at(const char *s, const char *end)
{
    uint32_t cp;
    size_t len = utf8_decode(s, end, &cp);
    if (len == 1)
        return is_ident_start((int)cp) ? 1 : 0;
    return len && utf8_is_letter(cp) && !utf8_is_digit(cp) ? len : 0;
}

static size_t label_start_len(const struct parser *p)
{
    return label_start_at(p->s, p->end);
}

/* The same for the rest of a label: also digits of any script, '-', '.',
 * combining marks (an accent after its letter) and apostrophes (', U+2019
 * and U+02BC, as in the Ukrainian п'ять; U+02BC is a letter already). */
static size_t label_char_at(const char *s, const char *end)
{
    uint32_t cp;
    size_t len = utf8_decode(s, end, &cp);
    if (len == 1)
        return is_ident_char((int)cp) || cp == '\'' ? 1 : 0;
    return len && (utf8_is_letter(cp) || utf8_is_mark(cp) || cp == 0x2019) ? len : 0;
}

static size_t label_char_len(const struct parser *p)
{
    return label_char_at(p->s, p->end);
}

/* Whether the character at the cursor is a decimal digit of a script other
 * than ASCII (a fullwidth '９', an Arabic-Indic digit): it starts a token
 * that is not a number, which read_int names. */
static bool other_digit_here(const struct parser *p)
{
    uint32_t cp;
    size_t len = utf8_decode(p->s, p->end, &cp);
    return len > 1 && utf8_is_digit(cp);
}

/* A token that starts like a number but goes on with letters ("9o", "1st",
 * "９"): what is wrong with it, at line:col where it starts (at `start`,
 * its sign included).  A label starting with a digit (followed by ':') is
 * told it must start with a letter; a value, that it takes the digits 0-9
 * alone (WHAT: the annotation key, NULL for a leaf). */
static void fail_not_number(struct parser *p, const char *start, unsigned line, unsigned col,
                            const char *what)
{
    const char *end = p->s;
    for (size_t n; end < p->end && (n = label_char_at(end, p->end)) > 0;)
        end += n;
    int len = quoted_bytes(start, (size_t)(end - start));
    const char *after = end;
    while (after < p->end && (*after == ' ' || *after == '\t'))
        after++;
    if (!what && after < p->end && *after == ':')
        fail(p, line, col, _("'%.*s' is not a label: a label starts with a letter or '_'"),
             len, start);
    else if (what)
        fail(p, line, col, _("'%.*s' is not a number: the value of %s is written with the "
             "digits 0-9 alone"), len, start, what);
    else
        fail(p, line, col, _("'%.*s' is not a number: a leaf value is written with the "
             "digits 0-9 alone"), len, start);
}

/* Reads a label at the cursor (label_start_len() is not 0) into a new
 * string: letters and digits of any script (doc/tree-format.md). */
static char *read_label(struct parser *p)
{
    const char *start = p->s;
    for (size_t n = label_start_len(p); n; n = label_char_len(p))
        while (n--)
            advance(p);
    char *s = strndup(start, (size_t)(p->s - start));
    if (!s)
        out_of_memory(p);
    return s;
}

/* Reads an identifier at the cursor into a new string. */
static char *read_ident(struct parser *p)
{
    const char *start = p->s;
    while (is_ident_char(peek(p)))
        advance(p);
    char *s = strndup(start, (size_t)(p->s - start));
    if (!s)
        out_of_memory(p);
    return s;
}

/* Reads an optionally signed decimal integer within the leaf value range;
 * WHAT is the annotation key it is the value of, NULL for a leaf. */
static bool read_int(struct parser *p, const char *what, int32_t *out)
{
    unsigned line = p->line, col = p->col;
    const char *start = p->s;
    bool neg = false;
    if (peek(p) == '-' || peek(p) == '+') {
        neg = peek(p) == '-';
        advance(p);
    }
    if (other_digit_here(p)) {
        fail_not_number(p, start, line, col, what);
        return false;
    }
    if (!is_digit(peek(p))) {
        char d[32];
        if (what)
            fail(p, p->line, p->col, _("expected digits of %s, found %s"), what,
                 describe_here(p, d, sizeof d));
        else
            fail(p, p->line, p->col, _("expected digits of leaf value, found %s"),
                 describe_here(p, d, sizeof d));
        return false;
    }
    const char *digits = p->s;
    long long v = 0;
    bool big = false;
    while (is_digit(peek(p))) {
        if (v <= AB_VALUE_LIMIT)
            v = v * 10 + (peek(p) - '0');
        else
            big = true;
        advance(p);
    }
    if (peek(p) == '.' || peek(p) == 'e' || peek(p) == 'E') {
        if (what)
            fail(p, line, col, _("%s must be an integer"), what);
        else
            fail(p, line, col, "%s", _("leaf value must be an integer"));
        return false;
    }
    if (peek(p) != '-' && label_char_len(p)) {  /* "(1-2)" is two leaves */
        fail_not_number(p, start, line, col, what);
        return false;
    }
    if (big || v > AB_VALUE_LIMIT) {
        int shown = (int)(p->s - digits) > 24 ? 24 : (int)(p->s - digits);
        /* TRANSLATORS: "%s%.*s%s" is the number as written (perhaps cut
         * short with "..."); the first %s of the first message is an
         * annotation key (eval, lo, hi...). */
        if (what)
            fail(p, line, col, _("%s %s%.*s%s is out of range [-%d, %d]"), what,
                 neg ? "-" : "", shown, digits, shown < (int)(p->s - digits) ? "..." : "",
                 AB_VALUE_LIMIT, AB_VALUE_LIMIT);
        else
            fail(p, line, col, _("leaf value %s%.*s%s is out of range [-%d, %d]"),
                 neg ? "-" : "", shown, digits, shown < (int)(p->s - digits) ? "..." : "",
                 AB_VALUE_LIMIT, AB_VALUE_LIMIT);
        return false;
    }
    *out = (int32_t)(neg ? -v : v);
    return true;
}

/* @title TEXT and @values minimax|negamax, one per line, before the tree. */
static void parse_directive(struct parser *p)
{
    unsigned line = p->line, col = p->col;
    advance(p); /* '@' */
    if (!is_ident_start(peek(p))) {
        fail(p, p->line, p->col, _("expected a directive name after '@'"));
        return;
    }
    char *name = read_ident(p);
    if (!name)
        return;
    while (peek(p) == ' ' || peek(p) == '\t')
        advance(p);
    const char *arg = p->s;
    unsigned arg_line = p->line, arg_col = p->col;
    while (peek(p) != EOF && peek(p) != '\n')
        advance(p);
    size_t len = (size_t)(p->s - arg);
    while (len > 0 && (arg[len - 1] == ' ' || arg[len - 1] == '\t' || arg[len - 1] == '\r'))
        len--;
    if (strcmp(name, "title") == 0) {
        /* text that is shown: no control character (a NUL would cut it
         * short, ESC or CSI would reach the terminal), only UTF-8 */
        size_t bad = 0;
        uint32_t what = 0;
        enum text_fault fault = text_check(arg, len, &bad, &what);
        unsigned ccol = fault == TEXT_OK ? arg_col : arg_col + text_column(arg, bad) - 1;
        if (p->have_title)
            fail(p, line, col, _("@title given twice"));
        else if (fault == TEXT_CONTROL)
            fail(p, arg_line, ccol, _("control character (byte 0x%02X) in @title"),
                 (unsigned)what);
        else if (fault == TEXT_C1)
            fail(p, arg_line, ccol, _("control character U+%04X in @title"), (unsigned)what);
        else if (fault == TEXT_INVALID)
            fail(p, arg_line, ccol, _("byte 0x%02X in @title is not UTF-8 (a tree file is "
                                      "UTF-8 text)"), (unsigned)what);
        else if (!(p->title = strndup(arg, len)))
            out_of_memory(p);
        p->have_title = true;
    } else if (strcmp(name, "values") == 0) {
        if (p->have_values)
            fail(p, line, col, _("@values given twice"));
        else if (len == 7 && strncmp(arg, "minimax", 7) == 0)
            p->written = VIEW_MINIMAX;
        else if (len == 7 && strncmp(arg, "negamax", 7) == 0)
            p->written = VIEW_NEGAMAX;
        else
            fail(p, arg_line, arg_col, _("expected 'minimax' or 'negamax' after @values"));
        p->have_values = true;
    } else if (strcmp(name, "game") == 0 || strcmp(name, "position") == 0) {
        struct directive_arg *d = name[0] == 'g' ? &p->game : &p->position;
        if (d->text)
            fail(p, line, col, _("@%s given twice"), name);
        else if (!(d->text = strndup(arg, len)))
            out_of_memory(p);
        d->line = arg_line;
        d->col = arg_col;
        d->at_line = line;
        d->at_col = col;
    } else {
        fail(p, line, col, _("unknown directive '@%s' (known: @title, @values, @game, "
             "@position)"), name);
    }
    free(name);
}

/* @game names a game of the table and @position is one of its positions
 * (tree/game.h), errors at the column of the argument at fault. */
static void check_game(struct parser *p)
{
    const struct game_rules *g = p->game.text ? game_find(p->game.text) : NULL;
    struct game_pos pos;
    struct game_error e;
    char names[128];
    if (!p->game.text && p->position.text)
        fail(p, p->position.at_line, p->position.at_col,
             _("@position needs @game: the game it is a position of"));
    else if (p->game.text && !g)
        fail(p, p->game.line, p->game.col, _("unknown game '%s' (known: %s)"), p->game.text,
             game_names(names, sizeof names));
    else if (g && !game_parse(g, p->position.text, NULL, &pos, &e))
        fail(p, p->position.line, p->position.col + e.col - 1, "%s", e.message);
}

/* Hands the game's directives over to the tree, whose positions then all
 * get their moves as labels (tree/game.h). */
static void give_game(struct parser *p, struct tree *t)
{
    t->game = p->game.text;
    t->position = p->position.text;
    p->game.text = p->position.text = NULL;
    if (t->game && !game_label_positions(t))
        out_of_memory(p);
}

/* The row of the annotation key key[0..len-1], or NULL. */
static const struct note_key *find_note_key(const char *key, size_t len)
{
    size_t n;
    const struct note_key *keys = tree_note_keys(&n);
    for (size_t i = 0; i < n; i++)
        if (strlen(keys[i].name) == len && strncmp(key, keys[i].name, len) == 0)
            return &keys[i];
    return NULL;
}

/* "eval, hi, lo, ...": the keys, for messages. */
static const char *known_note_keys(char *buf, size_t cap)
{
    size_t n, len = 0;
    const struct note_key *keys = tree_note_keys(&n);
    buf[0] = '\0';
    for (size_t i = 0; i < n && len < cap; i++)
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? ", " : "", keys[i].name);
    return buf;
}

/* The value of key k after its '=' into field: a plausibility in (0, 1]
 * or an integer; false (reported) when it is not one. */
static bool parse_note_value(struct parser *p, const struct note_key *k, char *field)
{
    if (k->type != NOTE_PLAUSIBILITY) {
        int32_t v;
        if (!read_int(p, k->name, &v))
            return false;
        *(int32_t *)(void *)field = v;
        return true;
    }
    unsigned vline = p->line, vcol = p->col;
    const char *start = p->s;
    while (is_digit(peek(p)) || (peek(p) > 0 && strchr(".eE+-", peek(p))))
        advance(p);
    char num[64];
    size_t nlen = (size_t)(p->s - start);
    char *endp = NULL;
    double v = NAN;
    if (nlen > 0 && nlen < sizeof num) {
        memcpy(num, start, nlen);
        num[nlen] = '\0';
        errno = 0;
        v = strtod(num, &endp);
    }
    if (nlen == 0 || nlen >= sizeof num || *endp != '\0' || errno != 0 ||
        !(v > 0.0 && v <= 1.0)) {
        fail(p, vline, vcol, _("plausibility p must be a number in (0, 1]"));
        return false;
    }
    *(double *)(void *)field = v;
    return true;
}

/* {key=value ...} after node n. */
static void parse_annotations(struct parser *p, node_id n)
{
    struct annotation a = { .node = n, .p = 1.0 };
    unsigned open_line = p->line, open_col = p->col;
    advance(p); /* '{' */
    for (;;) {
        skip_space(p);
        if (peek(p) == '}') {
            advance(p);
            break;
        }
        if (peek(p) == ',') {
            advance(p);
            continue;
        }
        if (peek(p) == EOF) {
            fail(p, open_line, open_col, _("unclosed '{': expected '}'"));
            return;
        }
        unsigned line = p->line, col = p->col;
        if (!is_ident_start(peek(p))) {
            char d[32];
            fail(p, line, col, _("expected an annotation key or '}', found %s"),
                 describe_here(p, d, sizeof d));
            return;
        }
        const char *key = p->s;
        while (is_ident_char(peek(p)) && peek(p) != '.')
            advance(p);
        size_t klen = (size_t)(p->s - key);
        const struct note_key *k = find_note_key(key, klen);
        if (!k) {
            char known[128];
            fail(p, line, col, _("unknown annotation '%.*s' (known: %s)"),
                 quoted_bytes(key, klen), key,
                 known_note_keys(known, sizeof known));
            return;
        }
        unsigned bit = k->bit;
        char *field = (char *)&a + k->offset;
        if (a.has & bit) {
            fail(p, line, col, _("annotation '%.*s' given twice"), (int)klen, key);
            return;
        }
        a.has |= bit;
        if (k->type == NOTE_FLAG) {
            if (peek(p) == '=') {
                fail(p, p->line, p->col, _("'%.*s' is a flag and takes no value"),
                     (int)klen, key);
                return;
            }
            continue;
        }
        if (peek(p) != '=') {
            fail(p, p->line, p->col, _("expected '=' and a value after '%.*s'"),
                 (int)klen, key);
            return;
        }
        advance(p);
        if (!parse_note_value(p, k, field))
            return;
    }
    /* eval=, hi= and lo= describe a position, which =Label shares with
     * its original; p=, capture and check describe the move to it */
    if (p->completed_is_ref && (a.has & (ANN_EVAL | ANN_HI | ANN_LO))) {
        fail(p, open_line, open_col, _("a transposition shares its position's eval=, hi= "
             "and lo= (give them where the label is defined); after =Label only p=, "
             "capture and check, which describe the move"));
        return;
    }
    if ((a.has & (ANN_HI | ANN_LO)) == (ANN_HI | ANN_LO) && a.lo > a.hi) {
        fail(p, open_line, open_col, _("pessimistic lo=%d is above optimistic hi=%d"),
             (int)a.lo, (int)a.hi);
        return;
    }
    if (a.has && !builder_annotate(p->b, &a))
        out_of_memory(p);
}

/* The indentation of the current line: the columns of its leading blanks
 * (a tab to the next multiple of 8). */
static unsigned line_indent(const struct parser *p)
{
    unsigned cols = 0;
    for (const char *c = p->line_start; c < p->end && (*c == ' ' || *c == '\t'); c++)
        cols = *c == '\t' ? (cols / 8 + 1) * 8 : cols + 1;
    return cols;
}

/* At the first token of a line (the character c): the innermost open
 * bracket, when it was opened on an earlier line indented like this one
 * or more (more, when this line starts by closing a bracket), should have
 * been closed before it; the first such bracket is kept, and named if the
 * file ends with a bracket open.  Only the innermost is looked at: while no
 * bracket is suspect, the open ones are indented deeper and deeper. */
static void check_layout(struct parser *p, int c)
{
    if (p->suspect.found || p->depth == 0 || c == EOF)
        return;
    const struct open_bracket *o = &p->stack[p->depth - 1];
    unsigned indent = line_indent(p);
    if (o->line < p->line && (c == ')' || c == ']' ? o->indent > indent : o->indent >= indent))
        p->suspect = (struct suspect){ true, o->close, o->line, o->col, p->line };
}

/* The file ended with brackets open: names the one the layout suspects
 * (check_layout), else the innermost, and where the file ends (before a
 * last line break). */
static void fail_unclosed(struct parser *p)
{
    unsigned end_line = p->line, end_col = p->col;
    if (end_col == 1 && end_line > 1) {
        /* just after a line break (a bracket comes before it, so there
         * is a byte before the break): the end of that line, before a CR */
        end_line--;
        end_col = p->last_col - (p->s[-2] == '\r');
    }
    size_t open = p->depth;
    if (p->suspect.found) {
        const struct suspect *u = &p->suspect;
        fail(p, u->line, u->col, P_("unclosed '%c': its '%c' belongs before line %u, which is "
             "indented like this one (the file ends at %u:%u with %zu bracket open)",
             "unclosed '%c': its '%c' belongs before line %u, which is indented like this "
             "one (the file ends at %u:%u with %zu brackets open)", open),
             u->close == ')' ? '(' : '[', u->close, u->before, end_line, end_col, open);
        return;
    }
    const struct open_bracket *o = &p->stack[p->depth - 1];
    fail(p, o->line, o->col, P_("unclosed '%c': expected '%c' before the end of the file at "
         "%u:%u (%zu bracket open)", "unclosed '%c': expected '%c' before the end of the "
         "file at %u:%u (%zu brackets open)", open),
         o->close == ')' ? '(' : '[', o->close, end_line, end_col, open);
}

static bool push_bracket(struct parser *p, char close)
{
    if (!ARRAY_GROW(p->stack, p->cap, p->depth + 1)) {
        out_of_memory(p);
        return false;
    }
    p->stack[p->depth++] = (struct open_bracket){ close, p->line, p->col, line_indent(p) };
    return true;
}

static bool add_label(struct parser *p, char *name, unsigned line, unsigned col)
{
    if (!ARRAY_GROW(p->lpos, p->caplpos, p->nlpos + 1)) {
        free(name);
        out_of_memory(p);
        return false;
    }
    /* The label belongs to the node about to be added. */
    if (!builder_label(p->b, builder_next(p->b), name)) {
        free(name);
        out_of_memory(p);
        return false;
    }
    p->lpos[p->nlpos++] = (struct label_pos){ line, col };
    return true;
}

/* Whether `adds` more positions fit under the limit; fails at line:col
 * otherwise (naming the transposition `copy` when it is one). */
static bool room_for(struct parser *p, size_t adds, unsigned line, unsigned col,
                     const char *copy)
{
    size_t have = builder_positions(p->b);
    if (adds <= p->max_positions && have <= p->max_positions - adds)
        return true;
    /* TRANSLATORS: "it stands for %zu, after %zu": the positions =Label
     * stands for, and those read before it. */
    if (copy)
        fail(p, line, col, P_("=%s would make the tree larger than the limit of %zu position "
             "(it stands for %zu, after %zu); --max-positions raises the limit",
             "=%s would make the tree larger than the limit of %zu positions "
             "(it stands for %zu, after %zu); --max-positions raises the limit",
             p->max_positions), copy, p->max_positions, adds, have);
    else
        fail(p, line, col, P_("the tree has more than the limit of %zu position; "
             "--max-positions raises the limit", "the tree has more than the limit of %zu "
             "positions; --max-positions raises the limit", p->max_positions),
             p->max_positions);
    return false;
}

/* Reads "Label:" before a node, when there is one: false (reported) when
 * it is not a label or cannot be kept. */
static bool parse_label_prefix(struct parser *p)
{
    unsigned line = p->line, col = p->col;
    if (!label_start_len(p))
        return true;
    char *name = read_label(p);
    if (!name)
        return false;
    if (peek(p) >= 0x80 && !label_char_len(p)) {
        /* a character no label holds, or a byte that is not UTF-8 */
        char q[64], d[32];
        fail(p, p->line, p->col, _("%s in label '%s': a label holds letters, digits, "
             "'_', '-', '.' and apostrophes"), describe_here(p, d, sizeof d),
             quoted(q, sizeof q, name));
        free(name);
        return false;
    }
    skip_space(p);
    if (peek(p) != ':') {
        char q[64];
        fail(p, line, col, _("expected ':' after label '%s' (labels are written 'Name:' before a node)"),
             quoted(q, sizeof q, name));
        free(name);
        return false;
    }
    advance(p);
    if (!add_label(p, name, line, col))
        return false;
    skip_space(p);
    return true;
}

/* Reads "=Label" (the '=' read already): the position labelled Label
 * again, a transposition; false (reported) when there is none to repeat. */
static bool parse_transposition(struct parser *p)
{
    unsigned rline = p->line, rcol = p->col;
    if (!label_start_len(p)) {
        fail(p, rline, rcol, _("expected a label after '=' (a transposition is written =Name)"));
        return false;
    }
    char *name = read_label(p);
    if (!name)
        return false;
    node_id src = builder_find_label(p->b, name);
    if (src == AB_NO_NODE || !builder_finished(p->b, src)) {
        char q[64];
        quoted(q, sizeof q, name);
        fail(p, rline, rcol, src == AB_NO_NODE
             ? _("no position labelled '%s' before this point (define it before =%s)")
             : _("=%s refers to a position that contains it"), q, q);
        free(name);
        return false;
    }
    if ((builder_node_depth(p->b, src) & 1u) != (builder_open_depth(p->b) & 1u)) {
        fail(p, rline, rcol, _("=%s is reached with the other player to move: a "
             "transposition keeps the player to move (depths of the same parity)"), name);
        free(name);
        return false;
    }
    /* a transposition is kept as a reference until the whole file is
     * read, so the size of the tree it stands for is known before
     * anything is copied: a file of a few hundred bytes can nest
     * transpositions into billions of positions */
    size_t adds = builder_subtree_size(p->b, src);
    if (!room_for(p, adds, rline, rcol - 1, name)) {
        free(name);
        return false;
    }
    free(name);
    p->completed = builder_next(p->b);
    p->completed_is_ref = true;
    if (!builder_ref(p->b, src)) {
        out_of_memory(p);
        return false;
    }
    return true;
}

/* Reads one node's head: an optional label, then a leaf value, a
 * transposition or an opening bracket.  Returns true when a node was
 * started or completed (*completed: the latter). */
static bool parse_node_start(struct parser *p, bool *completed)
{
    if (!parse_label_prefix(p))
        return false;
    int c = peek(p);
    if (c == '=') {
        advance(p);
        *completed = true;
        return parse_transposition(p);
    }
    bool number = c == '-' || c == '+' || is_digit(c) || other_digit_here(p);
    if ((c == '(' || c == '[' || number) && !room_for(p, 1, p->line, p->col, NULL))
        return false;
    if (c == '(' || c == '[') {
        if (!push_bracket(p, c == '(' ? ')' : ']'))
            return false;
        advance(p);
        if (!builder_open(p->b)) {
            out_of_memory(p);
            return false;
        }
        *completed = false;
        return true;
    }
    if (number) {
        int32_t v;
        if (!read_int(p, NULL, &v))
            return false;
        if (!builder_leaf(p->b, v)) {
            out_of_memory(p);
            return false;
        }
        p->completed = builder_last(p->b);
        p->completed_is_ref = false;
        *completed = true;
        return true;
    }
    char d[32];
    fail(p, p->line, p->col, _("expected a node (an integer, '(' or '['), found %s"),
         describe_here(p, d, sizeof d));
    return false;
}

struct named {
    const char *name;
    size_t index;           /* into tree->labels and parser->lpos */
};

static int compare_named(const void *a, const void *b)
{
    const struct named *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    return c ? c : (x->index > y->index) - (x->index < y->index);
}

/* Rejects a label used twice, naming its second use in the file. */
static void check_labels(struct parser *p, const struct tree *t)
{
    if (t->nlabels < 2)
        return;
    struct named *order = malloc(t->nlabels * sizeof *order);
    if (!order) {
        out_of_memory(p);
        return;
    }
    for (size_t i = 0; i < t->nlabels; i++)
        order[i] = (struct named){ t->labels[i].name, i };
    qsort(order, t->nlabels, sizeof *order, compare_named);
    size_t later = SIZE_MAX, first = 0;
    for (size_t i = 1; i < t->nlabels; i++) {
        if (strcmp(order[i].name, order[i - 1].name) == 0 && order[i].index < later) {
            later = order[i].index;
            first = order[i - 1].index;
        }
    }
    char q[64];
    if (later != SIZE_MAX)
        fail(p, p->lpos[later].line, p->lpos[later].col,
             _("duplicate label '%s' (first used at %u:%u)"),
             quoted(q, sizeof q, t->labels[later].name), p->lpos[first].line,
             p->lpos[first].col);
    free(order);
}

/* The main loop: alternates between "expect a node" and "after a node". */
static void parse_body(struct parser *p)
{
    bool expect_node = true;    /* a node must come next */
    bool after_comma = false;
    bool just_opened = false;
    for (;;) {
        if (p->failed)
            return;
        skip_space(p);
        int c = peek(p);
        if (p->line != p->token_line) {
            check_layout(p, c);
            p->token_line = p->line;
        }
        if (expect_node) {
            if ((c == ')' || c == ']') && just_opened) {
                fail(p, p->line, p->col,
                     _("empty node: an interior node needs at least one child"));
                return;
            }
            if ((c == ')' || c == ']' || c == ',' || c == EOF) && after_comma) {
                char d[32];
                fail(p, p->line, p->col, _("expected a node after ',', found %s"),
                     describe_here(p, d, sizeof d));
                return;
            }
            if (c == EOF && p->depth == 0 && builder_last(p->b) == AB_NO_NODE) {
                fail(p, p->line, p->col, _("empty input: expected a tree (an integer, '(' or '[')"));
                return;
            }
            if (c == EOF) {
                fail_unclosed(p);
                return;
            }
            bool completed = false;
            if (!parse_node_start(p, &completed))
                return;
            after_comma = false;
            just_opened = !completed;
            expect_node = !completed;
            if (completed) {
                skip_space(p);
                if (peek(p) == '{')
                    parse_annotations(p, p->completed);
                if (p->depth == 0)
                    return;
            }
            continue;
        }
        /* after a node: a separator, a closing bracket or the next node */
        if (c == ',') {
            advance(p);
            expect_node = true;
            after_comma = true;
            continue;
        }
        if (c == ')' || c == ']') {
            struct open_bracket *o = &p->stack[p->depth - 1];
            if (c != o->close) {
                fail(p, p->line, p->col, _("expected '%c' to close the '%c' at %u:%u, found '%c'"),
                     o->close, o->close == ')' ? '(' : '[', o->line, o->col, c);
                return;
            }
            advance(p);
            p->depth--;
            node_id closed = builder_close(p->b);
            p->completed_is_ref = false;    /* the list's, not its last child's */
            skip_space(p);
            if (peek(p) == '{')
                parse_annotations(p, closed);
            if (p->depth == 0)
                return;
            continue;
        }
        if (c == EOF) {
            fail_unclosed(p);
            return;
        }
        if (!(c == '(' || c == '[' || c == '-' || c == '+' || c == '=' || is_digit(c) ||
              other_digit_here(p) || label_start_len(p))) {
            char d[32];
            fail(p, p->line, p->col, _("expected ',', '%c' or another node, found %s"),
                 p->stack[p->depth - 1].close, describe_here(p, d, sizeof d));
            return;
        }
        expect_node = true;
    }
}

struct tree *tree_parse(const char *text, size_t len, const char *name,
                        struct diag *err)
{
    return tree_parse_with(text, len, name, NULL, err);
}

struct tree *tree_parse_with(const char *text, size_t len, const char *name,
                             const struct tree_limits *limits, struct diag *err)
{
    struct parser p = { .s = text, .end = text + len, .name = name, .line = 1,
                        .col = 1, .err = err, .written = VIEW_MINIMAX };
    p.max_positions = limits && limits->max_positions ? limits->max_positions
                                                      : TREE_DEFAULT_MAX_POSITIONS;
    if (p.max_positions > AB_MAX_NODES)
        p.max_positions = AB_MAX_NODES;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        p.s += 3; /* a UTF-8 byte order mark */
    p.line_start = p.s;
    p.b = builder_new();
    if (!p.b) {
        out_of_memory(&p);
        return NULL;
    }
    /* directives, each on its own line, before the tree */
    for (;;) {
        skip_space(&p);
        if (peek(&p) != '@' || p.failed)
            break;
        if (p.col != 1) {
            fail(&p, p.line, p.col, _("a directive must start its line"));
            break;
        }
        parse_directive(&p);
    }
    if (!p.failed)
        check_game(&p);
    if (!p.failed) {
        /* plain trees (most large ones) at memory speed; the full parser
         * for everything else, and for every error */
        struct tree *plain = tree_parse_plain(p.s, (size_t)(p.end - p.s), p.written,
                                              p.max_positions);
        if (plain) {
            plain->title = p.title;
            p.title = NULL;
            give_game(&p, plain);
            if (p.failed)
                tree_free(plain);
            builder_free(p.b);
            free(p.stack);
            free(p.lpos);
            return p.failed ? NULL : plain;
        }
        parse_body(&p);
    }
    if (!p.failed) {
        skip_space(&p);
        if (peek(&p) == '@')
            fail(&p, p.line, p.col, _("directives must come before the tree"));
        else if (peek(&p) == '(' || peek(&p) == '[' || peek(&p) == '-' || peek(&p) == '+' ||
                 peek(&p) == '=' || is_digit(peek(&p)) || other_digit_here(&p) ||
                 label_start_len(&p)) {
            char d[32];
            fail(&p, p.line, p.col, _("unexpected %s after the end of the tree: a tree file "
                 "holds one tree; wrap the trees in ( ) to make them the root's moves"),
                 describe_here(&p, d, sizeof d));
        } else if (peek(&p) != EOF) {
            char d[32];
            fail(&p, p.line, p.col, _("unexpected %s after the end of the tree"),
                 describe_here(&p, d, sizeof d));
        }
    }
    struct tree *t = NULL;
    if (!p.failed) {
        t = builder_finish(p.b, p.written, p.title);
        p.title = NULL;
        if (!t) {
            out_of_memory(&p);
            goto done;
        }
        check_labels(&p, t);
        give_game(&p, t);
        if (p.failed) {
            tree_free(t);
            t = NULL;
        }
    } else {
        builder_free(p.b);
    }
done:
    free(p.title);
    free(p.game.text);
    free(p.position.text);
    free(p.stack);
    free(p.lpos);
    return t;
}

struct tree *tree_load_with(const char *path, const struct tree_limits *limits,
                            struct diag *err)
{
    size_t max = limits && limits->max_input ? limits->max_input : FILE_DEFAULT_MAX_INPUT;
    struct file_bytes fb;
    if (!file_bytes_open(&fb, path, max, err))
        return NULL;
    struct tree *t = tree_parse_with(fb.data, fb.len, path, limits, err);
    file_bytes_close(&fb);
    return t;
}

struct tree *tree_load(const char *path, struct diag *err)
{
    return tree_load_with(path, NULL, err);
}
