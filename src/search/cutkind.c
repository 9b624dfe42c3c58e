/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cutkind.c: the table of the kinds of cutoff. */
#include "config.h"

#include "search/cutkind.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "search/searchopt.h"

/* The rules on entering are listed when any of them is in use, so that a
 * run with one of them shows the others' zero too. */
static bool entry_rules(const struct search_options *o)
{
    return o->mccarthy || o->futility || o->tt;
}

/* Only PVS and MTD(f) search with null windows. */
static bool null_windows(const struct search_options *o)
{
    return o->alg == ALG_PVS || o->alg == ALG_MTDF;
}

/* A window cutoff is one the full window would not make: only a root
 * window narrower than (-inf, +inf) makes them (MTD(f) sets its own null
 * windows, whose cuts are of the null-window kind). */
static bool narrow_window(const struct search_options *o)
{
    return o->alg != ALG_MTDF && (o->alpha > -AB_INF || o->beta < AB_INF);
}

static const struct cut_kind_info kinds[CUT_KIND_COUNT] = {
    [CUT_SHALLOW] = {
        .name = "shallow", .short_name = N_("shallow"), .letter = 's',
        .legend = N_("shallow"), .caption = N_("shallow cutoff"),
        .plural = N_("shallow cutoffs"),
        .definition = N_("F1 prunes it as well"),
        .dot_colour = "#1f77b4", .page_colour = "#00856a", .page_dark = "#3ccfa8",
        .tikz_colour = "blue", .tikz_style = "shallow",
        .colour = TERM_BLUE },
    [CUT_DEEP] = {
        .name = "deep", .short_name = N_("deep"), .letter = 'd',
        .legend = N_("deep"), .caption = N_("deep cutoff"), .plural = N_("deep cutoffs"),
        .definition = N_("F2 with the full window prunes it too, but F1 would enter it"),
        .dot_colour = "#d62728", .page_colour = "#cc2936", .page_dark = "#ff6b72",
        .tikz_colour = "red", .tikz_style = "deep",
        .colour = TERM_RED, .underline = true },
    [CUT_WINDOW] = {
        .name = "window", .short_name = N_("window"), .letter = 'w',
        .legend = N_("window"), .caption = N_("window cutoff"),
        .plural = N_("window cutoffs"),
        .definition = N_("the same search with the full window would enter it"),
        .dot_colour = "#ff7f0e", .page_colour = "#c25e00", .page_dark = "#ff9f45",
        .tikz_colour = "orange", .tikz_style = "window",
        .colour = TERM_MAGENTA, .possible = narrow_window },
    [CUT_NULL_WINDOW] = {
        .name = "null-window", .short_name = N_("null-win"), .letter = 'n',
        .legend = N_("null window"), .caption = N_("null-window cutoff"),
        .plural = N_("null-window cutoffs"),
        .definition = N_("a null-window search of PVS or MTD(f) prunes it; with the window "
                         "it would be entered"),
        .dot_colour = "#17becf", .page_colour = "#8c564b", .page_dark = "#d4a08f",
        .tikz_colour = "cyan!70!black", .tikz_style = "nullwindow",
        .colour = TERM_MAGENTA, .underline = true, .possible = null_windows },
    [CUT_BOUND] = {
        .name = "bound", .short_name = N_("bound"), .letter = 'b',
        .legend = N_("McCarthy's bound"), .caption = N_("McCarthy's bound"),
        .plural = N_("McCarthy's bounds"),
        .entry_reason = N_("McCarthy's estimate is outside the window"),
        .entry_low = N_("McCarthy: the optimistic estimate is at most alpha"),
        .entry_high = N_("McCarthy: the pessimistic estimate is at least beta"),
        .dot_colour = "#2ca02c", .page_colour = "#5f7d00", .page_dark = "#a6cc3a",
        .tikz_colour = "green!60!black", .tikz_style = "boundcut",
        .colour = TERM_GREEN, .possible = entry_rules },
    [CUT_FUTILITY] = {
        .name = "futility", .short_name = N_("futility"), .letter = 'f',
        .legend = N_("futility"), .caption = N_("futility pruning"),
        /* TRANSLATORS: in "5 branches cut off by futility pruning (3
         * cutoffs)", as the other kinds' "deep cutoffs" */
        .plural = NC_("cut off by", "futility pruning"),
        .entry_reason = N_("quiet position, eval - margin >= beta"),
        /* at Min's positions in Max's values the test reads the other way */
        .entry_low = N_("futility: a quiet position with eval + margin <= alpha"),
        .entry_high = N_("futility: a quiet position with eval - margin >= beta"),
        .dot_colour = "#9467bd", .page_colour = "#b8307e", .page_dark = "#f07ac0",
        .tikz_colour = "violet", .tikz_style = "futile",
        .colour = TERM_CYAN, .underline = true, .possible = entry_rules },
    [CUT_TT] = {
        .name = "transposition", .short_name = N_("table"), .letter = 't',
        .legend = N_("transposition"), .caption = N_("transposition table"),
        .plural = N_("the transposition table"),
        .entry_reason = N_("the table knows this position"),
        .entry_low = N_("the table knows this position is worth at most alpha"),
        .entry_high = N_("the table knows this position is worth at least beta"),
        .dot_colour = "#bcbd22", .page_colour = "#a67c00", .page_dark = "#e0b93c",
        .tikz_colour = "olive", .tikz_style = "ttcut",
        .colour = TERM_YELLOW, .possible = entry_rules },
};

const struct cut_kind_info *cut_kind_info(enum cut_kind k)
{
    return &kinds[k];
}

const char *cut_kind_name(enum cut_kind k)
{
    return kinds[k].name;
}

enum cut_kind cut_kind_from_name(const char *name)
{
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if (strcmp(name, kinds[k].name) == 0)
            return (enum cut_kind)k;
    return CUT_KIND_COUNT;
}

char cut_kind_letter(enum cut_kind k)
{
    return (unsigned)k < CUT_KIND_COUNT ? kinds[k].letter : '?';
}

bool cut_kind_listed(enum cut_kind k, const struct search_options *o)
{
    return !kinds[k].possible || kinds[k].possible(o);
}

const char *cut_kind_word(enum cut_kind k)
{
    /* gettext hands back its argument itself when it has no translation */
    const char *translated = _(kinds[k].short_name);
    return translated != kinds[k].short_name ? translated : kinds[k].name;
}

const char *cut_kind_none_word(void)
{
    /* TRANSLATORS: the word a student types in a lesson when a position
     * is not cut off (the English "none" is always taken too) */
    return _("none");
}

const char *cut_kind_answers(char *buf, size_t cap, const struct search_options *o)
{
    const char *names[CUT_KIND_COUNT + 1] = { cut_kind_none_word() };
    size_t n = 1;
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if (cut_kind_listed((enum cut_kind)k, o))
            names[n++] = cut_kind_word((enum cut_kind)k);
    return words_or(buf, cap, names, n);
}
