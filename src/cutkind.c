/* cutkind.c: the table of the kinds of cutoff. */
#include "config.h"

#include "cutkind.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "search.h"
#include "util.h"

/* The rules on entering are listed when any of them is in use, so that a
 * run with one of them shows the others' zero too. */
static bool entry_rules(const struct search_options *o)
{
    return o->mccarthy || o->futility || o->tt;
}

static const struct cut_kind_info kinds[CUT_KIND_COUNT] = {
    [CUT_SHALLOW] = { "shallow", N_("shallow"), 's', N_("shallow"), N_("shallow cutoff"), NULL,
                      "#1f77b4", "blue", "shallow", TERM_BLUE, false, NULL },
    [CUT_DEEP] = { "deep", N_("deep"), 'd', N_("deep"), N_("deep cutoff"), NULL,
                   "#d62728", "red", "deep", TERM_RED, true, NULL },
    [CUT_WINDOW] = { "window", N_("window"), 'w', N_("window"), N_("window cutoff"), NULL,
                     "#ff7f0e", "orange", "window", TERM_MAGENTA, false, NULL },
    [CUT_BOUND] = { "bound", N_("bound"), 'b', N_("McCarthy's bound"), N_("McCarthy's bound"),
                    N_("McCarthy's estimate is outside the window"),
                    "#2ca02c", "green!60!black", "boundcut", TERM_GREEN, false, entry_rules },
    [CUT_FUTILITY] = { "futility", N_("futility"), 'f', N_("futility"), N_("futility pruning"),
                       N_("quiet position, eval - margin >= beta"),
                       "#9467bd", "violet", "futile", TERM_CYAN, true, entry_rules },
    [CUT_TT] = { "transposition", N_("table"), 't', N_("transposition"),
                 N_("transposition table"), N_("the table knows this position"),
                 "#bcbd22", "olive", "ttcut", TERM_YELLOW, false, entry_rules },
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

const char *cut_kind_answers(char *buf, size_t cap, const struct search_options *o)
{
    const char *names[CUT_KIND_COUNT + 1] = { "none" };
    size_t n = 1;
    for (int k = 0; k < CUT_KIND_COUNT; k++)
        if (cut_kind_listed((enum cut_kind)k, o))
            names[n++] = kinds[k].name;
    return words_or(buf, cap, names, n);
}
