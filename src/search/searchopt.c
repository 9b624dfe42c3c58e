/* SPDX-License-Identifier: GPL-3.0-or-later */
/* searchopt.c: the rules of the search options, one table. */
#include "config.h"

#include "search/searchopt.h"

#include "base/i18n.h"

static bool asks_window(const struct search_request *rq)
{
    return rq->window;
}

static bool asks_research(const struct search_request *rq)
{
    return rq->o.research;
}

static bool asks_mccarthy(const struct search_request *rq)
{
    return rq->o.mccarthy;
}

static bool asks_futility(const struct search_request *rq)
{
    return rq->o.futility;
}

static bool asks_tt(const struct search_request *rq)
{
    return rq->o.tt;
}

static bool asks_guess(const struct search_request *rq)
{
    return rq->guess;
}

/* One row per option that not every algorithm takes, in the order they
 * are checked. */
enum { RULE_WINDOW, RULE_MCCARTHY, RULE_FUTILITY, RULE_RESEARCH, RULE_GUESS, RULE_TT,
       RULE_COUNT };
static const struct option_rule {
    const char *spelling[2];    /* by enum option_spelling */
    bool (*asked)(const struct search_request *rq);
    unsigned needs;             /* enum algorithm_trait: all of them */
} rules[RULE_COUNT] = {
    [RULE_WINDOW] = { { "--window", "window" }, asks_window, TRAIT_WINDOW },
    [RULE_MCCARTHY] = { { "--mccarthy", "'use mccarthy'" }, asks_mccarthy, TRAIT_WINDOW },
    [RULE_FUTILITY] = { { "--futility", "'use futility'" }, asks_futility, TRAIT_WINDOW },
    [RULE_RESEARCH] = { { "--research", "'use research'" }, asks_research, TRAIT_WINDOW },
    [RULE_GUESS] = { { "--guess", "--guess" }, asks_guess, TRAIT_GUESS },
    [RULE_TT] = { { "--tt", "'use tt'" }, asks_tt, TRAIT_TABLE },
};

/* What futility pruning needs besides: the horizon it prunes near. */
static const char *const horizon_spelling[2] = { "--depth", "'limit depth N'" };

bool search_request_check(const struct search_request *rq, enum algorithm_use use,
                          enum option_spelling spell, struct diag *err)
{
    enum algorithm alg = rq->o.alg;
    for (int i = 0; i < RULE_COUNT; i++) {
        const struct option_rule *r = &rules[i];
        if (!r->asked(rq) || (algorithm_info(alg)->traits & r->needs) == r->needs)
            continue;
        char names[200];
        algorithm_list(names, sizeof names, use, r->needs);
        diag_set(err, "", 0, 0, _("%s does not apply to %s (only to %s)"), r->spelling[spell],
                 algorithm_info(alg)->option, names);
        return false;
    }
    if (rq->o.futility && !rq->horizon) {
        diag_set(err, "", 0, 0, _("%s needs %s (it prunes near the horizon)"),
                 rules[RULE_FUTILITY].spelling[spell], horizon_spelling[spell]);
        return false;
    }
    return true;
}

enum algorithm search_request_next(const struct search_request *rq, enum algorithm from,
                                   enum algorithm_use use)
{
    struct search_request next = *rq;
    struct diag ignored;
    for (int i = 1; i < ALG_COUNT; i++) {
        next.o.alg = (enum algorithm)((from + i) % ALG_COUNT);
        if ((algorithm_info(next.o.alg)->uses & use) &&
            search_request_check(&next, use, SPELL_COMMAND_LINE, &ignored))
            return next.o.alg;
    }
    return from;
}
