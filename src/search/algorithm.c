/* SPDX-License-Identifier: GPL-3.0-or-later */
/* algorithm.c: the table of algorithms and the lists made from it. */
#include "config.h"

#include "search/algorithm.h"

#include <string.h>
#include <strings.h>

#include "base/i18n.h"
#include "base/utf8.h"
#include "base/util.h"

/* What the alpha-beta algorithms have in common. */
#define AB (TRAIT_WINDOW | TRAIT_TABLE)
/* Every command that searches one tree. */
#define SEARCHING (USE_RUN | USE_VIEW | USE_EXPORT | USE_LESSON)

static const struct algorithm_info infos[ALG_COUNT] = {
    [ALG_F] = { "f", "F", N_("minimax, every position"), N_("minimax: every position"), 0,
                SEARCHING | USE_STATS, NULL },
    [ALG_F1] = { "f1", "F1", N_("branch and bound, one bound"),
                 N_("branch and bound, one bound"), 0, SEARCHING | USE_STATS | USE_QUIZ, NULL },
    [ALG_F2] = { "f2", "F2", N_("alpha-beta (fail-hard, as printed)"),
                 N_("alpha-beta as printed (fail-hard)"), AB | TRAIT_FAIL_HARD,
                 SEARCHING | USE_STATS | USE_QUIZ, NULL },
    [ALG_F2_SOFT] = { "f2-soft", "F2", N_("alpha-beta (fail-soft)"),
                      N_("alpha-beta, fail-soft: m := -inf"), AB,
                      SEARCHING | USE_STATS | USE_QUIZ, N_("fail-soft") },
    [ALG_AB_MINIMAX] = { "ab-minimax", "F2/G2",
                         N_("alpha-beta in minimax form (F2 for Max, G2 for Min)"),
                         N_("F2 as the pair F2/G2, in Max's values"),
                         AB | TRAIT_FAIL_HARD | TRAIT_FORM | TRAIT_MAX_VIEW, SEARCHING, NULL },
    [ALG_F2_ITERATIVE] = { "f2-iterative", "F2",
                           N_("alpha-beta as the paper's iterative procedure"),
                           N_("F2 as the paper's iterative procedure"),
                           AB | TRAIT_FAIL_HARD | TRAIT_FORM, SEARCHING, N_("iterative form") },
    [ALG_F2_LIST] = { "f2-list", "F2",
                      N_("alpha-beta in the paper's list-structure form"),
                      N_("F2 with generate, first and next"),
                      AB | TRAIT_FAIL_HARD | TRAIT_FORM, SEARCHING, N_("list-structure form") },
    [ALG_PVS] = { "pvs", "PVS", N_("principal variation search (NegaScout; beyond the paper)"),
                  N_("PVS (NegaScout), beyond the paper"), AB | TRAIT_BEYOND, SEARCHING, NULL },
    [ALG_MTDF] = { "mtdf", "MTD(f)",
                   N_("null-window searches closing in on the value (beyond the paper)"),
                   N_("MTD(f) null windows, beyond the paper"),
                   TRAIT_TABLE | TRAIT_GUESS | TRAIT_BEYOND, SEARCHING, NULL },
};

static const char *const use_names[USE_COUNT] = { "run", "view", "export", "stats", "quiz",
                                                  "lesson" };

const struct algorithm_info *algorithm_info(enum algorithm a)
{
    return &infos[a];
}

bool algorithm_has(enum algorithm a, enum algorithm_trait trait)
{
    return (infos[a].traits & trait) != 0;
}

enum algorithm algorithm_from_option(const char *option)
{
    for (int a = 0; a < ALG_COUNT; a++)
        if (strcasecmp(infos[a].option, option) == 0)
            return (enum algorithm)a;
    return ALG_COUNT;
}

enum algorithm algorithm_lookup(const char *name, enum algorithm_use use, struct diag *err)
{
    char names[200];
    enum algorithm a = algorithm_from_option(name);
    if (a != ALG_COUNT && (infos[a].uses & use))
        return a;
    algorithm_list(names, sizeof names, use, 0);
    if (a == ALG_COUNT)
        diag_set(err, "", 0, 0, _("unknown algorithm '%s' (use %s)"), name, names);
    else
        diag_set(err, "", 0, 0, _("algorithm '%s' cannot be used here (use %s)"), name, names);
    return ALG_COUNT;
}

const char *algorithm_list(char *buf, size_t cap, enum algorithm_use use, unsigned traits)
{
    const char *names[ALG_COUNT];
    size_t n = 0;
    for (int a = 0; a < ALG_COUNT; a++)
        if ((infos[a].uses & use) && (infos[a].traits & traits) == traits)
            names[n++] = infos[a].option;
    return words_or(buf, cap, names, n);
}

const char *algorithm_use_name(enum algorithm_use use)
{
    for (int i = 0; i < USE_COUNT; i++)
        if (use == 1u << i)
            return use_names[i];
    return "";
}

void algorithm_print_help(FILE *out, const char *head, enum algorithm_use use, int indent)
{
    fprintf(out, "%s\n", head);
    for (int a = 0; a < ALG_COUNT; a++)
        if (infos[a].uses & use)
            fprintf(out, "%*s%-14s%s\n", indent, "", infos[a].option, _(infos[a].summary));
}

void algorithm_print_list(FILE *out)
{
    for (int a = 0; a < ALG_COUNT; a++) {
        /* padded to 40 columns, not bytes: a translated summary is UTF-8 */
        const char *summary = _(infos[a].summary);
        size_t width = utf8_width(summary);
        fprintf(out, "%-14s%s%*s", infos[a].option, summary, width < 40 ? (int)(40 - width) : 0,
                "");
        for (int i = 0; i < USE_COUNT; i++)
            if (infos[a].uses & (1u << i))
                fprintf(out, " %s", use_names[i]);
        fputc('\n', out);
    }
}
