/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_stats.c: `abprune stats`, the experiments of the paper's analysis.
 *
 * The command's own parts are what a terminal needs: options, a progress
 * bar on stderr, and Ctrl-C printing the rows finished so far.  The work
 * and the formats are in the core (stats, stats_report, plot). */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/i18n.h"
#include "base/outfile.h"
#include "base/strbuf.h"
#include "base/util.h"
#include "cli/cli.h"
#include "render/report/plot.h"
#include "render/report/stats_report.h"
#include "search/analysis.h"
#include "search/stats.h"

/* Trees per height for --paper: a minute on two cores. */
#define STATS_PAPER_TREES 100

static void stats_help(void)
{
    printf(_("Usage: abprune stats [-b A..B] [-d A..B] [-n TREES] [OPTION]...\n"
           "Search many random uniform trees of each degree and height with F, F1 and\n"
           "F2 and report the mean number of leaves examined, with a 95%% confidence\n"
           "interval, next to the paper's minimum d^ceil(h/2) + d^floor(h/2) - 1, the\n"
           "full d^h, the effective branching factor sqrt(N_h / N_(h-2)), Pearl's limit\n"
           "and this program's reference simulation (not figures of the paper).\n"
           "\n"
           "  -b, --degree=A..B      degrees to try, or one degree (default 2..4)\n"
           "  -d, --height=A..B      heights to try, or one height (default 1..8)\n"
           "  -n, --trees=N          random trees per degree and height (default 100)\n"
           "      --seed=S           the seed, 0..2^64-1 (default 1); each tree's generator\n"
           "                         is seeded from (S, degree, height, tree number)\n"));
    algorithm_print_help(stdout,
                         _("  -a, --algorithms=LIST  comma-separated (default f,f1,f2), from:"),
                         USE_STATS, 27);
    printf(_("      --order=ORDER      random (as generated), best (best move first\n"
           "                         everywhere) or worst (best move last)\n"
           "      --values=MIN..MAX  leaf values drawn from MIN..MAX, ties allowed\n"
           "                         (default: distinct values in random order)\n"
           "      --csv              comma-separated values instead of the table\n"
           "      --json             a JSON array, one object per row\n"
           "      --plot             after the table, a text plot per degree\n"
           "      --plot-file=FILE   write the plot as SVG to FILE (atomically)\n"
           "      --force            let --plot-file replace an existing FILE\n"
           "      --threads=N        worker threads (default: the number of processors);\n"
           "                         the results do not depend on it\n"
           "      --max-leaves=N     skip cells whose trees have more than N leaves\n"
           "                         (default 2^62, the most the generator numbers)\n"
           "      --paper            the reference table instead: F2's and F1's branching\n"
           "                         factors at degrees 2, 3, 4, 5, 10, 20 and heights 24,\n"
           "                         16, 13, 12, 9, 7 beside the reference simulation and\n"
           "                         Pearl's limit (default -n %u); with -n, --seed,\n"
           "                         --threads, --csv and --json only\n"
           "  -h, --help             show this help and exit\n"
           "      --version          show the version and exit\n"
           "\n"
           "A progress bar appears on a terminal when the run takes more than a second;\n"
           "Ctrl-C stops and prints the rows finished so far.  Columns and fields are\n"
           "described in abprune(1) and doc/stats-output.md.\n"
           "\n"
           "Exit status: 0 success, 1 out of memory or FILE not written, 2 bad usage,\n"
           "130 interrupted.\n"), STATS_PAPER_TREES);
}

/* "A..B" (or a single "A", meaning A..A) with min <= A <= B <= max. */
static bool parse_range(const char *s, long min, long max, long *a, long *b)
{
    const char *dots = strstr(s, "..");
    char first[32];
    size_t n = dots ? (size_t)(dots - s) : strlen(s);
    if (n == 0 || n >= sizeof first)
        return false;
    memcpy(first, s, n);
    first[n] = '\0';
    long limit = -min > max ? -min : max;
    if (!parse_bounded_int(first, limit, 0, a) ||
        !parse_bounded_int(dots ? dots + 2 : first, limit, 0, b))
        return false;
    return min <= *a && *a <= *b && *b <= max;
}

/* "f,f1,f2" into a bit set; 0 with *err saying why when a name is not one
 * of the algorithms stats takes. */
static unsigned parse_algorithms(const char *list, struct diag *err)
{
    unsigned set = 0;
    char buf[128];
    if (strlen(list) >= sizeof buf) {
        diag_set(err, "", 0, 0, "%s", _("the list is too long"));
        return 0;
    }
    strcpy(buf, list);
    for (char *save = NULL, *name = strtok_r(buf, ",", &save); name;
         name = strtok_r(NULL, ",", &save)) {
        enum algorithm a = algorithm_lookup(name, USE_STATS, err);
        if (a == ALG_COUNT)
            return 0;
        set |= 1u << a;
    }
    if (!set)
        diag_set(err, "", 0, 0, "%s", _("no algorithm named"));
    return set;
}

/* ---- progress on stderr ---- */

struct progress_bar {
    double start, last;
    bool tty, shown;
};

static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void progress_show(void *ctx, double done)
{
    struct progress_bar *p = ctx;
    double now = seconds_now();
    /* quiet for the first second, then at most ten redraws a second */
    if (!p->tty || now - p->start < 1.0 || now - p->last < 0.1)
        return;
    p->last = now;
    p->shown = true;
    enum { BAR = 30 };
    int filled = (int)(done * BAR + 0.5);
    char bar[BAR + 1];
    memset(bar, '#', (size_t)filled);
    memset(bar + filled, '.', (size_t)(BAR - filled));
    bar[BAR] = '\0';
    double elapsed = now - p->start;
    fputc('\r', stderr);
    if (done > 0.001)
        fprintf(stderr, _("abprune stats: [%s] %3.0f%%  about %.0f s left  "), bar, done * 100,
                elapsed * (1 - done) / done);
    else
        fprintf(stderr, _("abprune stats: [%s] %3.0f%%                    "), bar, done * 100);
    fflush(stderr);
}

static void progress_clear(const struct progress_bar *p)
{
    if (p->shown)
        fprintf(stderr, "\r%70s\r", "");
}

/* ---- Ctrl-C ---- */

static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

/* ---- output ---- */

enum format { FORMAT_TEXT, FORMAT_CSV, FORMAT_JSON };

static int write_svg(const struct stats_config *c, const struct stats_result *r,
                     const char *path, bool force)
{
    struct strbuf sb;
    strbuf_init(&sb);
    plot_svg(&sb, c, r);
    int e = sb.failed ? ENOMEM : outfile_write_whole(path, sb.data, sb.len, force);
    strbuf_free(&sb);
    return e ? cli_output_error("stats", path, e, NULL) : EXIT_OK;
}

static void report_skipped(const struct stats_config *c, const struct stats_result *r)
{
    for (size_t i = 0; i < r->nskipped; i++) {
        unsigned long long leaves =
            analysis_full_leaves(r->skipped[i].degree, r->skipped[i].height);
        fprintf(stderr, P_("abprune stats: skipped degree %u height %u: %llu leaf per "
                           "tree is more than --max-leaves %llu\n",
                           "abprune stats: skipped degree %u height %u: %llu leaves per "
                           "tree is more than --max-leaves %llu\n", leaves),
                r->skipped[i].degree, r->skipped[i].height, leaves,
                (unsigned long long)c->max_leaves);
    }
}

static int print_results(const struct stats_config *c, const struct stats_result *r,
                         enum format format, bool plot, bool paper)
{
    if (paper && format == FORMAT_TEXT)
        stats_print_paper(stdout, c, r);
    else if (format == FORMAT_CSV)
        stats_print_csv(stdout, c, r);
    else if (format == FORMAT_JSON)
        stats_print_json(stdout, c, r);
    else
        stats_print_text(stdout, c, r);
    if (plot) {
        struct strbuf sb;
        strbuf_init(&sb);
        plot_text(&sb, c, r, 80, 16);
        if (sb.len)
            printf("\n%s", sb.data);
        bool failed = sb.failed;
        strbuf_free(&sb);
        if (failed) {
            fprintf(stderr, _("abprune stats: out of memory drawing the plot\n"));
            return EXIT_DATA;
        }
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, _("%s: write error: %s\n"), "abprune stats", strerror(errno));
        return EXIT_DATA;
    }
    return EXIT_OK;
}

static unsigned default_threads(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > (long)STATS_MAX_THREADS ? STATS_MAX_THREADS : (unsigned)n;
}

/* What the command line asked for. */
struct stats_args {
    struct stats_config c;
    enum format format;
    bool plot, force, paper;
    const char *plot_file;
};

/* stats's options: getopt_long's tables, and shell completion's
 * (abprune --complete options stats) */
static const struct option longopts[] = {
    { "degree", required_argument, NULL, 'b' },
    { "height", required_argument, NULL, 'd' },
    { "trees", required_argument, NULL, 'n' },
    { "seed", required_argument, NULL, 'S' },
    { "algorithms", required_argument, NULL, 'a' },
    { "order", required_argument, NULL, 'O' },
    { "values", required_argument, NULL, 'v' },
    { "csv", no_argument, NULL, 'C' },
    { "json", no_argument, NULL, 'J' },
    { "plot", no_argument, NULL, 'p' },
    { "plot-file", required_argument, NULL, 'P' },
    { "force", no_argument, NULL, 'f' },
    { "threads", required_argument, NULL, 't' },
    { "max-leaves", required_argument, NULL, 'L' },
    { "paper", no_argument, NULL, 'R' },
    { "help", no_argument, NULL, 'h' },
    CLI_VERSION_OPTION,
    { NULL, 0, NULL, 0 },
};
static const char shortopts[] = ":b:d:n:a:h";

struct cli_options cmd_stats_options(void)
{
    return (struct cli_options){ shortopts, longopts };
}

/* Reads the options into *a: EXIT_OK to go on, -1 when --help was
 * answered, or a usage error's status. */
/* An option handler's answer for an option that is not its own. */
enum { NOT_MINE = -2 };

/* An option of the experiment (its trees, searches and threads) into c:
 * EXIT_OK, the status of the error reported, or NOT_MINE. */
static int experiment_option(struct stats_config *c, int opt, const char *arg, bool *have_trees)
{
    unsigned long long u;
    long lo, hi;
    switch (opt) {
    case 'b':
        if (!parse_range(arg, 1, 1000, &lo, &hi))
            return cli_usage_error("stats", _("bad degrees '%s' (A..B or A, 1..1000)"), arg);
        c->degree_min = (unsigned)lo;
        c->degree_max = (unsigned)hi;
        return EXIT_OK;
    case 'd':
        if (!parse_range(arg, 0, 1000, &lo, &hi))
            return cli_usage_error("stats", _("bad heights '%s' (A..B or A, 0..1000)"), arg);
        c->height_min = (unsigned)lo;
        c->height_max = (unsigned)hi;
        return EXIT_OK;
    case 'n':
        if (!cli_parse_uint(arg, 1, STATS_MAX_TREES, &u))
            return cli_usage_error("stats", _("bad number of trees '%s' (1..%u)"), arg,
                                   STATS_MAX_TREES);
        c->trees = (unsigned)u;
        *have_trees = true;
        return EXIT_OK;
    case 'S':
        if (!cli_parse_uint(arg, 0, UINT64_MAX, &u))
            return cli_usage_error("stats", _("bad seed '%s' (0..18446744073709551615)"), arg);
        c->seed = u;
        return EXIT_OK;
    case 'a': {
        struct diag err;
        c->algorithms = parse_algorithms(arg, &err);
        if (!c->algorithms)
            return cli_usage_error("stats", _("bad algorithms '%s': %s"), arg, err.message);
        return EXIT_OK;
    }
    case 'O':
        c->order = order_from_name(arg);
        if (c->order == ORDER_COUNT)
            return cli_usage_error("stats", _("unknown order '%s' (use random, best or worst)"),
                                   arg);
        return EXIT_OK;
    case 'v':
        if (strcmp(arg, "distinct") == 0) {
            c->ties = false;
            return EXIT_OK;
        }
        if (!parse_range(arg, -AB_VALUE_LIMIT, AB_VALUE_LIMIT, &lo, &hi))
            return cli_usage_error("stats", _("bad values '%s' (MIN..MAX within -%d..%d, "
                                   "or distinct)"), arg, AB_VALUE_LIMIT, AB_VALUE_LIMIT);
        c->ties = true;
        c->value_min = (int32_t)lo;
        c->value_max = (int32_t)hi;
        return EXIT_OK;
    case 't':
        if (!cli_parse_uint(arg, 1, STATS_MAX_THREADS, &u))
            return cli_usage_error("stats", _("bad number of threads '%s' (1..%u)"), arg,
                                   STATS_MAX_THREADS);
        c->threads = (unsigned)u;
        return EXIT_OK;
    case 'L':
        if (!cli_parse_uint(arg, 1, STATS_MAX_LEAVES, &u))
            return cli_usage_error("stats", _("bad leaf limit '%s' (1..%llu)"), arg,
                                   (unsigned long long)STATS_MAX_LEAVES);
        c->max_leaves = u;
        return EXIT_OK;
    default:
        return NOT_MINE;
    }
}

/* The rules of the options taken together; EXIT_OK or the status of the
 * error reported. */
static int check_args(struct stats_args *a, bool have_trees, const char *grid_option)
{
    struct stats_config *c = &a->c;
    if (a->paper && grid_option)
        return cli_usage_error("stats", _("--paper fixes the degrees, heights, algorithms and "
                               "values; '%s' does not go with it"), grid_option);
    if (a->paper && !have_trees)
        c->trees = STATS_PAPER_TREES;
    if (a->plot && a->format != FORMAT_TEXT)
        return cli_usage_error("stats", _("--plot draws after the text table; use --plot-file "
                               "with --csv or --json"));
    if (a->force && !a->plot_file)
        return cli_usage_error("stats", _("--force applies to --plot-file only"));
    bool fits = false;
    for (unsigned d = c->degree_min; d <= c->degree_max && !fits && !a->paper; d++)
        fits = analysis_full_leaves(d, c->height_min) <= c->max_leaves;
    if (!fits && !a->paper)
        return cli_usage_error("stats", _("every tree asked for has more than %llu leaves "
                                          "(see --max-leaves)"),
                               (unsigned long long)c->max_leaves);
    /* refuse before a long run rather than after it */
    if (a->plot_file && !a->force && outfile_exists(a->plot_file))
        return cli_file_exists("stats", a->plot_file);
    /* CSV and JSON are UTF-8 documents whatever the locale */
    if (a->format != FORMAT_TEXT)
        i18n_messages_utf8();
    return EXIT_OK;
}

static int parse_args(int argc, char **argv, struct stats_args *a)
{
    /* the options --paper does not take */
    static const struct { int opt; const char *name; } grid_names[] = {
        { 'b', "-b" }, { 'd', "-d" }, { 'a', "-a" }, { 'O', "--order" },
        { 'v', "--values" }, { 'p', "--plot" }, { 'P', "--plot-file" },
        { 'f', "--force" }, { 'L', "--max-leaves" },
    };
    *a = (struct stats_args){ .c = stats_defaults(), .format = FORMAT_TEXT };
    a->c.threads = default_threads();
    bool have_trees = false;
    const char *grid_option = NULL;
    int opt;
    optind = 1;
    opterr = 0;
    while ((opt = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        for (size_t k = 0; k < sizeof grid_names / sizeof grid_names[0]; k++)
            if (opt == grid_names[k].opt)
                grid_option = grid_names[k].name;
        int status = experiment_option(&a->c, opt, optarg, &have_trees);
        if (status != NOT_MINE) {
            if (status != EXIT_OK)
                return status;
            continue;
        }
        switch (opt) {
        case 'R':
            a->paper = true;
            break;
        case 'C':
            a->format = FORMAT_CSV;
            break;
        case 'J':
            a->format = FORMAT_JSON;
            break;
        case 'p':
            a->plot = true;
            break;
        case 'P':
            a->plot_file = optarg;
            break;
        case 'f':
            a->force = true;
            break;
        case 'h':
            stats_help();
            return -1;
        case OPT_VERSION:
            cli_version();
            return -1;
        default:
            return cli_bad_option("stats", argv, opt);
        }
    }
    if (optind != argc)
        return cli_usage_error("stats", _("unexpected argument '%s'"), argv[optind]);
    return check_args(a, have_trees, grid_option);
}

int cmd_stats(int argc, char **argv)
{
    struct stats_args args;
    int status = parse_args(argc, argv, &args);
    if (status != EXIT_OK)
        return status < 0 ? EXIT_OK : status;
    struct stats_config c = args.c;
    struct progress_bar bar = { .start = seconds_now(), .tty = isatty(STDERR_FILENO) == 1 };
    c.progress = progress_show;
    c.progress_ctx = &bar;
    interrupted = 0;
    c.stop = &interrupted;
    /* SA_RESETHAND: a second Ctrl-C stops at once; a SIGINT the caller
     * ignores (a background job) stays ignored */
    struct sigaction sa = { .sa_handler = on_interrupt, .sa_flags = SA_RESETHAND }, old;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, NULL, &old);
    if (old.sa_handler != SIG_IGN)
        sigaction(SIGINT, &sa, NULL);
    struct stats_result r;
    struct diag err;
    int failed = args.paper ? stats_run_paper(&c, &r, &err) : stats_run(&c, &r, &err);
    sigaction(SIGINT, &old, NULL);
    progress_clear(&bar);
    if (failed) {
        fprintf(stderr, _("abprune stats: %s\n"), cli_shown(err.message));
        return EXIT_DATA;
    }
    report_skipped(&c, &r);
    status = print_results(&c, &r, args.format, args.plot, args.paper);
    if (status == EXIT_OK && args.plot_file) {
        i18n_messages_utf8();   /* an SVG document: UTF-8 whatever the locale */
        status = write_svg(&c, &r, args.plot_file, args.force);
    }
    if (r.interrupted) {
        i18n_fprintf(stderr, _("abprune stats: interrupted: %u of %u (degree, height) cells finished\n"),
                r.cells_done, r.cells_total);
        status = EXIT_INTERRUPTED;
    }
    stats_result_free(&r);
    return status;
}
