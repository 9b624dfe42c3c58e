/* cli.c: argument helpers shared by the subcommands. */
#include "config.h"

#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tree.h"
#include "ui_screen.h"
#include "util.h"

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "abprune%s%s: ", cmd ? " " : "", cmd ? cmd : "");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'abprune%s%s --help' for more information.\n", cmd ? " " : "",
            cmd ? cmd : "");
    return EXIT_USAGE;
}

int cli_bad_option(const char *cmd, char **argv, int c)
{
    const char *arg = argv[optind - 1];
    if (c == ':')
        return cli_usage_error(cmd, "option '%s' needs a value", arg);
    if (optopt && strncmp(arg, "--", 2) != 0)
        return cli_usage_error(cmd, "unrecognised option '-%c'", optopt);
    return cli_usage_error(cmd, "unrecognised option '%s'", arg);
}

bool cli_parse_uint(const char *s, unsigned long long min, unsigned long long max,
                    unsigned long long *out)
{
    if (!s || *s < '0' || *s > '9')
        return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end != '\0' || errno != 0 || v < min || v > max)
        return false;
    *out = v;
    return true;
}

bool cli_parse_window(const char *s, int32_t *alpha, int32_t *beta)
{
    return parse_window(s, alpha, beta);
}

void cli_tree_prep_init(struct tree_prep *p)
{
    *p = (struct tree_prep){ .order = { MOVES_AS_IS, 1 }, .depth = HORIZON_NO_DEPTH };
}

int cli_tree_option(const char *cmd, int c, const char *arg, struct tree_prep *p)
{
    switch (c) {
    case OPT_ORDER:
        if (!move_order_parse(arg, &p->order))
            return cli_usage_error(cmd, "unknown order '%s' (use as-is, best, worst, eval or "
                                   "random[:SEED])", arg);
        return EXIT_OK;
    case OPT_DEPTH:
        if (!cli_parse_uint(arg, 0, HORIZON_NO_DEPTH - 1, &p->depth))
            return cli_usage_error(cmd, "bad depth '%s': expected a number", arg);
        return EXIT_OK;
    case OPT_MCCARTHY:
        p->mccarthy = true;
        return EXIT_OK;
    case OPT_RESEARCH:
        p->research = true;
        return EXIT_OK;
    case OPT_TT:
        p->tt = true;
        return EXIT_OK;
    case OPT_GUESS:
        if (!parse_bounded_int(arg, AB_VALUE_LIMIT, 0, &p->guess))
            return cli_usage_error(cmd, "bad guess '%s': expected an integer", arg);
        p->have_guess = true;
        return EXIT_OK;
    case OPT_FUTILITY: {
        long v;
        if (!parse_bounded_int(arg, AB_VALUE_LIMIT, 0, &v) || v < 0)
            return cli_usage_error(cmd, "bad futility margin '%s': expected a number >= 0", arg);
        p->futility = true;
        p->futility_margin = v;
        return EXIT_OK;
    }
    default: {
        char *end;
        p->threshold = strtod(arg, &end);
        if (*end || end == arg || !(p->threshold > 0 && p->threshold <= 1))
            return cli_usage_error(cmd, "bad threshold '%s': expected a number in (0, 1]", arg);
        return EXIT_OK;
    }
    }
}

int cli_search_options(const char *cmd, const struct tree_prep *p, struct search_options *o)
{
    bool f2 = algorithm_has_window(o->alg);
    if ((p->mccarthy || p->futility) && !f2)
        return cli_usage_error(cmd, "--mccarthy and --futility apply to f2 only");
    if (p->futility && p->depth == HORIZON_NO_DEPTH)
        return cli_usage_error(cmd, "--futility needs --depth (it prunes near the horizon)");
    if (p->research && !f2)
        return cli_usage_error(cmd, "--research applies to f2 (with --window)");
    if (p->have_guess && o->alg != ALG_MTDF)
        return cli_usage_error(cmd, "--guess applies to mtdf only");
    if (p->tt && !f2 && o->alg != ALG_MTDF)
        return cli_usage_error(cmd, "--tt applies to the alpha-beta algorithms (f2 and its "
                               "forms, pvs, mtdf)");
    o->research = p->research;
    o->tt = p->tt;
    o->guess = (int32_t)p->guess;
    o->mccarthy = p->mccarthy;
    o->futility = p->futility;
    o->futility_margin = (int32_t)p->futility_margin;
    o->horizon = p->depth == HORIZON_NO_DEPTH ? UINT32_MAX : (uint32_t)p->depth;
    return EXIT_OK;
}

bool cli_tree_limited(const struct tree_prep *p)
{
    return p->depth != HORIZON_NO_DEPTH || p->threshold > 0;
}

int cli_prepare_tree(const char *cmd, const char *file, struct tree **t, struct tree_prep *p)
{
    (void)cmd;
    struct diag err;
    if (!tree_prepare(t, &p->order, (uint32_t)p->depth, p->threshold, file, &err,
                      &p->made_terminal, &p->whole_tree_value)) {
        diag_print(stderr, &err);
        return EXIT_DATA;
    }
    return EXIT_OK;
}

int cli_list_keys(const struct ui_keymap *m)
{
    ui_keys_print(stdout, m);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("abprune: write error");
        return EXIT_DATA;
    }
    return EXIT_OK;
}
