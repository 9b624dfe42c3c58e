/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli.c: argument helpers shared by the subcommands. */
#include "config.h"

#include "cli/cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/text.h"
#include "base/util.h"
#include "cli/web_module.h"
#include "render/words/format.h"
#include "search/trace.h"
#include "tree/tree.h"

void cli_version(void)
{
    printf("abprune %s\n", PACKAGE_VERSION);
    printf(_("Copyright (C) %s The abprune developers.\n"), "2026");
    printf(_("License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
             "This is free software: you are free to change and redistribute it.\n"
             "There is NO WARRANTY, to the extent permitted by law.\n"));
    printf(_("\nAlgorithms from D. E. Knuth and R. W. Moore, \"An Analysis of Alpha-Beta\n"
             "Pruning\", Artificial Intelligence 6 (1975) 293-326.\n"));
}

const char *cli_shown(const char *s)
{
    static char buf[4][1024];
    static unsigned next;
    char *b = buf[next++ % 4];
    return text_visible_here(b, sizeof buf[0], s ? s : "");
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    char msg[2048];
    fprintf(stderr, _("abprune%s%s: "), cmd ? " " : "", cmd ? cmd : "");
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    /* the values quoted come from the command line; the Hungarian article
     * of a number or name filled in */
    fputs(cli_shown(i18n_articles(msg)), stderr);
    putc('\n', stderr);
    if (cmd)
        fprintf(stderr, _("Try 'abprune %s --help' for more information.\n"), cmd);
    else
        fputs(_("Try 'abprune --help' for more information.\n"), stderr);
    return EXIT_USAGE;
}

int cli_file_exists(const char *cmd, const char *path)
{
    fprintf(stderr, _("abprune %s: %s: file exists (use --force to replace it)\n"), cmd,
            cli_shown(path));
    return EXIT_USAGE;
}

int cli_output_error(const char *cmd, const char *path, int e, const struct outfile *of)
{
    bool to_stdout = !path || strcmp(path, "-") == 0;
    if (e == EEXIST && !to_stdout)
        return cli_file_exists(cmd, path);
    if (of && of->over_limit) {
        if (to_stdout)
            fprintf(stderr, _("abprune %s: the output passed the limit of %llu bytes and was "
                              "cut there (--max-output=BYTES raises the limit)\n"),
                    cmd, (unsigned long long)of->max);
        else
            fprintf(stderr, _("abprune %s: %s: the output passed the limit of %llu bytes: "
                              "nothing was written (--max-output=BYTES raises the limit)\n"),
                    cmd, cli_shown(path), (unsigned long long)of->max);
    } else if (e == ENOMEM) {
        fprintf(stderr, _("abprune %s: out of memory\n"), cmd);
    } else if (to_stdout) {
        fprintf(stderr, _("abprune %s: write error: %s\n"), cmd, strerror(e));
    } else {
        fprintf(stderr, _("abprune %s: %s: %s\n"), cmd, cli_shown(path), strerror(e));
    }
    return EXIT_DATA;
}

int cli_trace_failed(const char *cmd, const char *file, bool too_long)
{
    if (too_long)
        fprintf(stderr, _("abprune %s: %s: the search takes more than %zu steps, the most a "
                          "search shown step by step keeps; limit the depth (--depth) or "
                          "search with run\n"), cmd, cli_shown(file), TRACE_DEFAULT_MAX_STEPS);
    else
        fprintf(stderr, _("abprune %s: out of memory recording the search\n"), cmd);
    return EXIT_DATA;
}

const char *const *cli_web_module(const char *cmd, size_t *pieces)
{
    const char *const *module = web_module_base64(pieces);
    if (*pieces > 0)
        return module;
    fprintf(stderr, _("abprune %s: this build of abprune has no WebAssembly module for the "
                      "page: building it needs %s (then ./configure and make again); a "
                      "release tarball carries it built\n"), cmd, WEB_MISSING);
    return NULL;
}

int cli_bad_option(const char *cmd, char **argv, int c)
{
    const char *arg = argv[optind - 1];
    if (c == ':')
        return cli_usage_error(cmd, _("option '%s' needs a value"), arg);
    if (optopt && strncmp(arg, "--", 2) != 0)
        return cli_usage_error(cmd, _("unrecognised option '-%c'"), optopt);
    return cli_usage_error(cmd, _("unrecognised option '%s'"), arg);
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

bool cli_is_whole_number(const char *s)
{
    if (*s == '-' || *s == '+')
        s++;
    if (*s < '0' || *s > '9')
        return false;
    while (*s >= '0' && *s <= '9')
        s++;
    return *s == '\0';
}

int cli_out_of_range(const char *cmd, const char *option, const char *arg, long long min,
                     unsigned long long max)
{
    return cli_usage_error(cmd, _("%s '%s' is out of range (%lld..%llu)"), option, arg, min, max);
}

/* The virtual screen's bounds: the smallest the layouts handle, and a
 * sanity limit. */
enum { SIZE_MIN_COLS = 10, SIZE_MIN_ROWS = 5, SIZE_MAX_SIDE = 1000 };

/* Whether s[0..n) is one or more digits, no sign; *value is the number,
 * or SIZE_MAX_SIDE + 1 for any larger one (however many digits). */
static bool size_side(const char *s, size_t n, int *value)
{
    if (n == 0)
        return false;
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        v = v * 10 + (s[i] - '0');
        if (v > SIZE_MAX_SIDE)
            v = SIZE_MAX_SIDE + 1;
    }
    *value = v;
    return true;
}

int cli_size_option(const char *cmd, const char *arg, int *cols, int *rows)
{
    const char *x = strchr(arg, 'x');
    int c, r;
    if (!x || !size_side(arg, (size_t)(x - arg), &c) || !size_side(x + 1, strlen(x + 1), &r))
        return cli_usage_error(cmd, _("bad size '%s': expected COLSxROWS"), arg);
    if (c < SIZE_MIN_COLS || c > SIZE_MAX_SIDE || r < SIZE_MIN_ROWS || r > SIZE_MAX_SIDE)
        return cli_usage_error(cmd, _("size '%s' is out of range (%dx%d to %dx%d)"), arg,
                               SIZE_MIN_COLS, SIZE_MIN_ROWS, SIZE_MAX_SIDE, SIZE_MAX_SIDE);
    *cols = c;
    *rows = r;
    return EXIT_OK;
}

static void cli_tree_prep_init(struct tree_prep *p)
{
    *p = (struct tree_prep){ .order = { MOVES_AS_IS, 1 }, .depth = HORIZON_NO_DEPTH,
                             .max_input = FILE_DEFAULT_MAX_INPUT };
}

/* Takes one of CLI_TREE_OPTIONS; EXIT_OK or EXIT_USAGE (reported). */
static int cli_tree_option(const char *cmd, int c, const char *arg, struct tree_prep *p)
{
    switch (c) {
    case OPT_ORDER:
        if (!move_order_parse(arg, &p->order))
            return cli_usage_error(cmd, _("unknown order '%s' (use as-is, best, worst, eval or "
                                     "random[:SEED], SEED from 0 to 18446744073709551615)"),
                                   arg);
        return EXIT_OK;
    case OPT_DEPTH:
        if (!cli_parse_uint(arg, 0, HORIZON_NO_DEPTH - 1, &p->depth))
            return cli_is_whole_number(arg)
                       ? cli_out_of_range(cmd, "--depth", arg, 0, HORIZON_NO_DEPTH - 1)
                       : cli_usage_error(cmd, _("bad depth '%s': expected a number"), arg);
        return EXIT_OK;
    case OPT_MCCARTHY:
        p->mccarthy = true;
        return EXIT_OK;
    case OPT_RESEARCH:
        p->research = true;
        if (arg && strcmp(arg, "widened") == 0)
            p->research_widened = true;
        else if (arg && strcmp(arg, "paper") != 0)
            return cli_usage_error(cmd, _("unknown re-search '%s' (use paper or widened)"), arg);
        return EXIT_OK;
    case OPT_TT:
        p->tt = true;
        return EXIT_OK;
    case OPT_MAX_POSITIONS:
        return cli_max_positions(cmd, arg, &p->limits);
    case OPT_MAX_INPUT:
        if (!cli_parse_uint(arg, 1, SIZE_MAX - 2, &p->max_input))
            return cli_is_whole_number(arg)
                       ? cli_out_of_range(cmd, "--max-input", arg, 1, SIZE_MAX - 2)
                       : cli_usage_error(cmd, _("bad input limit '%s': expected a number of bytes"),
                                   arg);
        p->limits.max_input = (size_t)p->max_input;
        return EXIT_OK;
    case OPT_GUESS:
        if (!parse_bounded_int(arg, AB_VALUE_LIMIT, 0, &p->guess))
            return cli_is_whole_number(arg)
                       ? cli_out_of_range(cmd, "--guess", arg, -AB_VALUE_LIMIT, AB_VALUE_LIMIT)
                       : cli_usage_error(cmd, _("bad guess '%s': expected an integer"), arg);
        p->have_guess = true;
        return EXIT_OK;
    case OPT_FUTILITY: {
        long v;
        if (!parse_bounded_int(arg, AB_VALUE_LIMIT, 0, &v) || v < 0)
            return cli_is_whole_number(arg)
                       ? cli_out_of_range(cmd, "--futility", arg, 0, AB_VALUE_LIMIT)
                       : cli_usage_error(cmd, _("bad futility margin '%s': expected a number >= 0"),
                                         arg);
        p->futility = true;
        p->futility_margin = v;
        return EXIT_OK;
    }
    default: {
        char *end;
        p->threshold = strtod(arg, &end);
        if (*end || end == arg || !(p->threshold > 0 && p->threshold <= 1))
            return cli_usage_error(cmd, _("bad threshold '%s': expected a number in (0, 1]"), arg);
        return EXIT_OK;
    }
    }
}

void cli_search_init(struct cli_search *s)
{
    *s = (struct cli_search){ .alg = ALG_F2, .alpha = -AB_INF, .beta = AB_INF, .view = -1 };
    cli_tree_prep_init(&s->prep);
}

int cli_algorithm(const char *cmd, enum algorithm_use use, const char *name,
                  enum algorithm *out)
{
    struct diag err;
    enum algorithm a = algorithm_lookup(name, use, &err);
    if (a == ALG_COUNT)
        return cli_usage_error(cmd, "%s", err.message);
    *out = a;
    return EXIT_OK;
}

int cli_view(const char *cmd, const char *name, int *out)
{
    int v = value_view_from_name(name);
    if (v < 0)
        return cli_usage_error(cmd, _("unknown view '%s' (use negamax or minimax)"), name);
    *out = v;
    return EXIT_OK;
}

int cli_search_option(const char *cmd, enum algorithm_use use, int c, const char *arg,
                      struct cli_search *s)
{
    switch (c) {
    case 'a':
        return cli_algorithm(cmd, use, arg, &s->alg);
    case OPT_FAIL_SOFT:
        s->fail_soft = true;
        return EXIT_OK;
    case 'w':
        if (!fmt_parse_window(arg, &s->alpha, &s->beta))
            return cli_usage_error(cmd, _("bad window '%s': expected A,B with A < B, integers "
                                          "or -inf/inf"), arg);
        s->window = true;
        return EXIT_OK;
    case OPT_VIEW:
        return cli_view(cmd, arg, &s->view);
    default:
        return cli_tree_option(cmd, c, arg, &s->prep);
    }
}

int cli_search_finish(const char *cmd, enum algorithm_use use, struct cli_search *s,
                      struct search_options *o)
{
    /* --fail-soft is -a f2-soft */
    if (s->fail_soft && s->alg == ALG_F2)
        s->alg = ALG_F2_SOFT;
    if (s->fail_soft && s->alg != ALG_F2_SOFT)
        return cli_usage_error(cmd, _("--fail-soft does not apply to %s (only to f2)"),
                               algorithm_info(s->alg)->option);
    const struct tree_prep *p = &s->prep;
    struct search_request rq = { .o = search_defaults(s->alg), .window = s->window,
                                 .horizon = p->depth != HORIZON_NO_DEPTH,
                                 .guess = p->have_guess };
    if (s->window) {
        rq.o.alpha = s->alpha;
        rq.o.beta = s->beta;
    }
    rq.o.research = p->research;
    rq.o.research_widened = p->research_widened;
    rq.o.tt = p->tt;
    rq.o.guess = (int32_t)p->guess;
    rq.o.mccarthy = p->mccarthy;
    rq.o.futility = p->futility;
    rq.o.futility_margin = (int32_t)p->futility_margin;
    rq.o.horizon = p->depth == HORIZON_NO_DEPTH ? UINT32_MAX : (uint32_t)p->depth;
    struct diag err;
    if (!search_request_check(&rq, use, SPELL_COMMAND_LINE, &err))
        return cli_usage_error(cmd, "%s", err.message);
    *o = rq.o;
    return EXIT_OK;
}

void cli_view_help(void)
{
    fputs(_("      --view=VIEW       negamax or minimax values (default: the file's\n"
            "                        convention; Max's for ab-minimax)\n"), stdout);
}

void cli_search_help(enum algorithm_use use, bool with_view)
{
    algorithm_print_help(stdout, _("  -a, --algorithm=NAME  the procedure (default f2):"), use, 26);
    fputs(_("      --fail-soft       F2 with m := -inf instead of m := alpha (-a f2-soft)\n"
            "  -w, --window=A,B      the root window, A < B (default -inf,inf)\n"), stdout);
    if (with_view)
        cli_view_help();
    fputs(_("      --order=ORDER     moves reordered first: as-is, best, worst, eval (by\n"
            "                        eval=) or random[:SEED]\n"
            "      --depth=N         positions at depth N are terminal, valued by eval=\n"
            "      --threshold=T     positions whose plausibility (product of p=) is below T\n"
            "                        are terminal, valued by eval= (Floyd's cutoff)\n"
            "      --mccarthy        F2 uses the hi=/lo= estimates (McCarthy's bounds)\n"
            "      --futility=M      with --depth: F2 prunes quiet positions of the last two\n"
            "                        plies whose eval - M >= beta (a heuristic)\n"
            "      --research[=HOW]  with --window: when the value v falls outside, search\n"
            "                        again on its side (an aspiration window): paper\n"
            "                        (default) with (-inf, v) after v <= A, as printed,\n"
            "                        and (v, +inf) after v >= B, its mirror image;\n"
            "                        widened with (-inf, v+1) or (v-1, +inf)\n"
            "      --guess=G         MTD(f)'s first guess (default 0)\n"
            "      --tt              a transposition table: positions met again (=Label in\n"
            "                        the file, or searched again) answered from it\n"
            "      --max-positions=N a tree may have at most N positions, transpositions\n"
            "                        (=Label) counted as what they stand for (default\n"
            "                        16000000)\n"
            "      --max-input=BYTES the most the tree file may hold (default 536870912,\n"
            "                        512 MiB); a larger input fails at once\n"),
          stdout);
}

int cli_max_positions(const char *cmd, const char *arg, struct tree_limits *limits)
{
    unsigned long long n;
    if (!cli_parse_uint(arg, 1, AB_MAX_NODES, &n))
        return cli_usage_error(cmd, _("bad --max-positions '%s': expected a number from 1 "
                               "to %lu"), arg, (unsigned long)AB_MAX_NODES);
    limits->max_positions = (size_t)n;
    return EXIT_OK;
}

int cli_max_output(const char *cmd, const char *arg, uint64_t *out)
{
    unsigned long long v;
    if (!cli_parse_uint(arg, 1, UINT64_MAX, &v))
        return cli_is_whole_number(arg)
                   ? cli_out_of_range(cmd, "--max-output", arg, 1, UINT64_MAX)
                   : cli_usage_error(cmd, _("bad output limit '%s': expected a number of "
                                            "bytes, 1 or more"), arg);
    *out = v;
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
