/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cutkind.h: the kinds of cutoff, one table.
 *
 * A search classifies every pruned branch (shallow or deep as in Knuth &
 * Moore, or due only to a narrower window: the root's, or a null window of
 * PVS and MTD(f)) and every rule that returns a bound on entering a
 * position without searching it (McCarthy's estimates, futility pruning,
 * the transposition table).  Everything said about a kind anywhere (its
 * name in traces and JSON, its letter in figures, the words of legends and
 * reports, its DOT, TikZ and terminal colours, when it is worth listing)
 * comes from the one row it has here: adding a kind is one enumerator and
 * one row in cutkind.c. */
#ifndef ABPRUNE_CUTKIND_H
#define ABPRUNE_CUTKIND_H

#include <stdbool.h>
#include <stddef.h>

struct search_options;

/* The kinds, in the order legends and reports list them.  A pruned
 * branch's kind comes from comparing searches (cutref.h): the first four
 * are such cutoffs after m >= beta, the others rules on entering. */
enum cut_kind { CUT_SHALLOW, CUT_DEEP, CUT_WINDOW, CUT_NULL_WINDOW, CUT_BOUND, CUT_FUTILITY,
                CUT_TT, CUT_KIND_COUNT };

/* A terminal colour by meaning; the interface maps it to its own (the
 * numbers are the usual ANSI ones). */
enum term_colour { TERM_RED = 1, TERM_GREEN, TERM_YELLOW, TERM_BLUE, TERM_MAGENTA, TERM_CYAN };

/* One row per kind. */
struct cut_kind_info {
    const char *name;           /* identifier: traces, JSON, lesson answers */
    const char *short_name;     /* at most 8 columns: run's table, the stepper */
    char letter;                /* under the first branch pruned in figures */
    const char *legend;         /* words in the text figure's legend */
    const char *caption;        /* words in the DOT and TikZ legends */
    const char *plural;         /* what cut branches off, in counts: "deep cutoffs" */
    /* for a cutoff after m >= beta: what makes a pruned branch this kind,
     * by the simpler search that would still enter it (doc/paper.md 4),
     * as a clause for the answers that explain it; NULL for the rules */
    const char *definition;
    /* for a rule applied on entering a position (nothing searched): why
     * it applied, as a clause; NULL for a cutoff after m >= beta */
    const char *entry_reason;
    /* the same rule in the view's terms, by what it returns: why at most
     * alpha, why at least beta (NULL: never that side) */
    const char *entry_low, *entry_high;
    const char *dot_colour;     /* Graphviz colour */
    /* the web page's colours, on a light and on a dark background: told
     * apart from the page's blue path (the DOT and TikZ blue of a shallow
     * cut is too near it) and, but for the rare kinds, from each other */
    const char *page_colour, *page_dark;
    const char *tikz_colour;    /* xcolor name */
    const char *tikz_style;     /* name of the TikZ style of its first branch */
    enum term_colour colour;    /* its letter in the interface */
    bool underline;             /* also underlined: told apart without colour */
    /* whether a search with these options can make this kind, so that
     * legends and reports list it; NULL: always */
    bool (*possible)(const struct search_options *o);
};

/* The row of kind k (k < CUT_KIND_COUNT). */
const struct cut_kind_info *cut_kind_info(enum cut_kind k);

/* The kind's identifier: "shallow", "deep", "window", "bound", ... */
const char *cut_kind_name(enum cut_kind k);

/* The kind whose identifier is name; CUT_KIND_COUNT when none is. */
enum cut_kind cut_kind_from_name(const char *name);

/* The letter marking the kind in figures ('s', 'd', 'w', ...); '?' for a
 * value outside the table. */
char cut_kind_letter(enum cut_kind k);

/* Whether legends and reports of a search with options o list kind k. */
bool cut_kind_listed(enum cut_kind k, const struct search_options *o);

/* The answers a question on kind of cutoff accepts under options o, for
 * people: "none, shallow, deep or window". */
/* The word for kind k in the language in use, as lessons ask for it and
 * take it as an answer: its short name's translation ("mély"), or in
 * English its name ("deep", "null-window"). */
const char *cut_kind_word(enum cut_kind k);

/* The word for "not cut off" in the language in use ("none" in English). */
const char *cut_kind_none_word(void);

const char *cut_kind_answers(char *buf, size_t cap, const struct search_options *o);

#endif
