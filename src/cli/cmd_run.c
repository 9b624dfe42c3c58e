/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_run.c: `abprune run`, one search reported as text or JSON. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/datadir.h"
#include "base/i18n.h"
#include "base/outfile.h"
#include "cli/cli.h"
#include "render/words/format.h"
#include "render/report/report.h"
#include "base/utf8.h"
#include "search/orders.h"
#include "search/summary.h"
#include "search/trace.h"
#include "tree/parse.h"

static void run_help(void)
{
    fputs(_("Usage: abprune run [OPTION]... FILE\n"
            "Search the game tree in FILE with one of Knuth & Moore's procedures and\n"
            "report the root value, the positions visited and the cutoffs by kind.\n"
            "FILE may be - for standard input.\n"
            "\n"), stdout);
    cli_search_help(USE_RUN, true);
    fputs(_("      --orders          also search with the moves in other orders: by the\n"
            "                        static evaluation (eval=), best first, best last;\n"
            "                        the leaves each visits, with F1 beside\n"), stdout);
    fputs(_("      --max-output=BYTES\n"
            "                        stop with an error past BYTES of output (default\n"
            "                        268435456, 256 MiB)\n"), stdout);
    fputs(_("  -t, --trace           every step before the summary\n"
            "  -j, --json            one JSON object (values negamax, as returned)\n"
            "  -h, --help            show this help and exit\n"
            "      --version         show the version and exit\n"
            "\n"
            "Exit status: 0 success, 1 the tree does not load, 2 bad usage.\n"
            "The output is described in abprune(1) and doc/run-output.md.\n"), stdout);
}

/* A limited search is a heuristic: say so, and how far off it is. */
static void print_limit(FILE *out, const struct tree_prep *p, const struct summary *sum, enum value_view view)
{
    char limit[160] = "", got[FMT_VALUE_MAX], whole[FMT_VALUE_MAX];
    locale_t was = i18n_reader_begin();
    if (p->depth != HORIZON_NO_DEPTH && p->threshold > 0)
        snprintf(limit, sizeof limit, _("depth %llu, plausibility %g"), p->depth, p->threshold);
    else if (p->depth != HORIZON_NO_DEPTH)
        snprintf(limit, sizeof limit, _("depth %llu"), p->depth);
    else if (p->threshold > 0)
        snprintf(limit, sizeof limit, _("plausibility %g"), p->threshold);
    i18n_reader_end(was);
    /* TRANSLATORS: the first 12 columns are the summary's label column
     * (as in "cutoffs     "); %s is the limit ("depth 2"). */
    fprintf(out, P_("limit       %s: %zu position made terminal, valued by eval=\n",
              "limit       %s: %zu positions made terminal, valued by eval=\n", p->made_terminal),
           limit, p->made_terminal);
    fmt_value(got, sum->result.value, 0, view);
    fmt_value(whole, p->whole_tree_value, 0, view);
    long long error = (long long)tree_to_view(sum->tree, 0, sum->result.value, view) -
                      tree_to_view(sum->tree, 0, p->whole_tree_value, view);
    /* TRANSLATORS: the line goes on under the one above (12 columns in). */
    fprintf(out, _("            root value %s with the limit, %s searching the whole tree (error %+lld)\n"),
           got, whole, error);
}

/* Futility pruning is a heuristic: the value without it, next to it. */
static void print_futility(FILE *out, const struct tree *t, const struct search_options *o,
                           const struct summary *sum, enum value_view view)
{
    struct search_options exact = *o;
    exact.futility = false;
    struct search_result r;
    if (search_run(t, &exact, NULL, &r) != 0)
        return;
    char with[FMT_VALUE_MAX], without[FMT_VALUE_MAX];
    fmt_value(with, sum->result.value, 0, view);
    fmt_value(without, r.value, 0, view);
    /* TRANSLATORS: the first 12 columns are the summary's label column;
     * the plural forms go with the first count of leaves. */
    size_t leaves = sum->result.leaves;
    fprintf(out, sum->result.value == r.value
               ? P_("futility    margin %d: root value %s, %s without futility pruning (the "
                    "same); %zu leaf instead of %zu\n",
                    "futility    margin %d: root value %s, %s without futility pruning (the "
                    "same); %zu leaves instead of %zu\n", leaves)
               : P_("futility    margin %d: root value %s, %s without futility pruning (it "
                    "changed the result); %zu leaf instead of %zu\n",
                    "futility    margin %d: root value %s, %s without futility pruning (it "
                    "changed the result); %zu leaves instead of %zu\n", leaves),
           (int)o->futility_margin, with, without, leaves, r.leaves);
}

/* How much the order of the moves is worth: the leaves the algorithm (and
 * F1 beside it) visits with the moves as in the file, by evaluation, best
 * first and best last, and the comparison in a sentence. */
static int print_orders(FILE *out, const struct tree *t, const struct search_options *o)
{
    struct search_options f1 = search_defaults(ALG_F1);
    bool two = o->alg != ALG_F1;
    struct orders_result mine, other;
    if (orders_compare(t, o, &mine) != 0 || (two && orders_compare(t, &f1, &other) != 0))
        return -1;
    const char *name = algorithm_info(o->alg)->name;
    size_t wide = 0;
    for (int row = 0; row < ORDERS_COUNT; row++)
        if (mine.done[row] && utf8_width(_(orders_row_words((enum orders_row)row))) > wide)
            wide = utf8_width(_(orders_row_words((enum orders_row)row)));
    char head[160];
    /* TRANSLATORS: the first 12 columns are the summary's label column */
    snprintf(head, sizeof head, _("orders      leaves visited, of %zu"), t->leaves);
    fprintf(out, "%s\n%*s", head, (int)(12 + wide), "");
    if (two)
        fprintf(out, "%8s", "F1");
    fprintf(out, "%8s\n", name);
    for (int row = 0; row < ORDERS_COUNT; row++) {
        if (!mine.done[row])
            continue;
        const char *words = _(orders_row_words((enum orders_row)row));
        fprintf(out, "            %s%*s", words, (int)(wide - utf8_width(words)), "");
        if (two)
            fprintf(out, "%8zu", other.r[row].leaves);
        fprintf(out, "%8zu\n", mine.r[row].leaves);
    }
    char sentence[400];
    size_t len = (size_t)snprintf(sentence, sizeof sentence,
                                  /* TRANSLATORS: "F2 visits 88 of 441 leaves" */
                                  P_("%s visits %zu of %zu leaf", "%s visits %zu of %zu leaves",
                                     t->leaves), name, mine.r[ORDERS_AS_IS].leaves, t->leaves);
    if (mine.done[ORDERS_EVAL] && len < sizeof sentence)
        len += (size_t)snprintf(sentence + len, sizeof sentence - len,
                                _("; with the moves ordered by evaluation, %zu"),
                                mine.r[ORDERS_EVAL].leaves);
    if (len < sizeof sentence)
        snprintf(sentence + len, sizeof sentence - len, _("; with the best move first, %zu"),
                 mine.r[ORDERS_BEST].leaves);
    fprintf(out, "            ");
    fmt_print_wrapped(out, sentence, 12, FMT_COLUMNS, " ");
    return 0;
}

/* run's options of its own (no short forms) */
enum { OPT_MAX_OUTPUT = 256 };

/* run's options: getopt_long's tables, and shell completion's
 * (abprune --complete options run) */
static const struct option longopts[] = {
    CLI_SEARCH_OPTIONS,
    { "trace", no_argument, NULL, 't' },
    { "json", no_argument, NULL, 'j' },
    { "orders", no_argument, NULL, 'O' },
    { "max-output", required_argument, NULL, OPT_MAX_OUTPUT },
    { "help", no_argument, NULL, 'h' },
    CLI_VERSION_OPTION,
    { NULL, 0, NULL, 0 },
};
static const char shortopts[] = ":a:w:tjh";

/* What one step and one position visited take at least in the text and
 * the JSON (a step's line, a position's object): a report that takes more
 * than --max-output is refused before it is written. */
#define TEXT_LEAST_PER_STEP 30
#define JSON_LEAST_PER_POSITION 100
#define JSON_LEAST_PER_STEP 40

/* Whether the report is sure to pass max: said at once. */
static bool too_big(const char *file, const struct summary *sum, bool json, bool steps,
                    uint64_t max)
{
    uint64_t visited = sum->result.leaves + sum->result.interior;
    uint64_t least = json ? visited * JSON_LEAST_PER_POSITION : 0;
    if (steps)
        least += sum->steps * (json ? JSON_LEAST_PER_STEP : TEXT_LEAST_PER_STEP);
    if (least <= max)
        return false;
    fprintf(stderr, P_("abprune run: %s: a report of %llu position visited takes at least "
                       "%llu bytes, more than the output limit of %llu bytes "
                       "(--max-output=BYTES raises the limit)\n",
                       "abprune run: %s: a report of %llu positions visited takes at least "
                       "%llu bytes, more than the output limit of %llu bytes "
                       "(--max-output=BYTES raises the limit)\n", (unsigned long)visited),
            cli_shown(file), (unsigned long long)visited, (unsigned long long)least,
            (unsigned long long)max);
    return true;
}

/* Writes the report (and what follows the text's summary) to out; the
 * exit status, what failed reported. */
static int write_report(FILE *out, const struct report_request *rq, bool json, bool orders,
                        const struct tree_prep *p, const struct search_options *o)
{
    if (json)
        i18n_messages_utf8();   /* a JSON document: UTF-8 whatever the locale */
    if ((json ? report_json(out, rq) : report_text(out, rq)) != 0) {
        if (ferror(out))
            return EXIT_DATA;   /* said where the output ends */
        fprintf(stderr, _("abprune run: out of memory writing the report\n"));
        return EXIT_DATA;
    }
    if (json)
        return EXIT_OK;
    if (cli_tree_limited(p))
        print_limit(out, p, rq->sum, rq->view);
    if (p->futility)
        print_futility(out, rq->sum->tree, o, rq->sum, rq->view);
    if (orders && print_orders(out, rq->sum->tree, o) != 0) {
        fprintf(stderr, _("abprune run: out of memory recording the search\n"));
        return EXIT_DATA;
    }
    return EXIT_OK;
}

/* The report on standard output, through an outfile that holds it to
 * max bytes; the exit status. */
static int emit_report(const struct report_request *rq, bool json, bool orders,
                       const struct tree_prep *p, const struct search_options *o, uint64_t max)
{
    struct outfile of;
    int e = outfile_open(&of, NULL, false, max);
    if (e)
        return cli_output_error("run", NULL, e, NULL);
    /* without a stream of its own (neither fopencookie nor funopen), the
     * report goes to stdout unlimited */
    FILE *out = outfile_stream(&of);
    int status = write_report(out ? out : stdout, rq, json, orders, p, o);
    if (out ? fclose(out) != 0 : fflush(stdout) != 0 || ferror(stdout))
        status = EXIT_DATA;
    e = outfile_finish(&of, NULL);
    if (e)
        return cli_output_error("run", NULL, e, &of);
    if (status != EXIT_OK && !out && ferror(stdout))
        fprintf(stderr, _("%s: write error: %s\n"), "abprune run", strerror(errno));
    return status;
}

struct cli_options cmd_run_options(void)
{
    return (struct cli_options){ shortopts, longopts };
}

int cmd_run(int argc, char **argv)
{
    bool steps = false, json = false, orders = false;
    uint64_t max_output = OUTFILE_DEFAULT_MAX;
    struct cli_search cs;
    cli_search_init(&cs);
    const struct tree_prep *p = &cs.prep;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        switch (c) {
        CLI_SEARCH_OPTION_CASES: {
            int st = cli_search_option("run", USE_RUN, c, optarg, &cs);
            if (st != EXIT_OK)
                return st;
            break;
        }
        case 't':
            steps = true;
            break;
        case 'j':
            json = true;
            break;
        case 'O':
            orders = true;
            break;
        case OPT_MAX_OUTPUT:
            if (cli_max_output("run", optarg, &max_output) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case 'h':
            run_help();
            return EXIT_OK;
        case OPT_VERSION:
            cli_version();
            return EXIT_OK;
        default:
            return cli_bad_option("run", argv, c);
        }
    }
    if (optind + 1 != argc)
        return cli_usage_error("run", optind == argc ? _("missing tree file") : _("too many arguments"));
    struct search_options o;
    if (cli_search_finish("run", USE_RUN, &cs, &o) != EXIT_OK)
        return EXIT_USAGE;
    if (orders && (json || cs.prep.order.kind != MOVES_AS_IS))
        return cli_usage_error("run", _("--orders compares the orders itself, in text: not "
                                        "with --order or --json"));

    char found[PATH_MAX];
    const char *file = datadir_find("trees", argv[optind], found, sizeof found);
    struct diag err;
    struct tree *t = tree_load_with(file, &cs.prep.limits, &err);
    if (!t) {
        diag_print(stderr, &err);
        return EXIT_DATA;
    }
    if (cli_prepare_tree("run", file, &t, &cs.prep) != EXIT_OK) {
        tree_free(t);
        return EXIT_DATA;
    }
    /* the summary counts; only the text's one line per step needs the
     * search recorded (JSON writes its steps while searching again) */
    struct summary sum;
    struct trace *tr = NULL;
    int status = EXIT_OK;
    bool counted = summary_run(&sum, t, &o, json || report_text_reads_positions(t)) == 0;
    bool too_long = false;
    if (counted && too_big(file, &sum, json, steps, max_output)) {
        status = EXIT_DATA;
    } else if (!counted ||
               (steps && !json && !(tr = trace_record_max(t, &o, 0, &too_long)))) {
        status = cli_trace_failed("run", file, too_long);
    } else {
        struct report_request rq = { file, &sum, tr,
                                     cs.view < 0 ? algorithm_view(o.alg, t->written)
                                                 : (enum value_view)cs.view,
                                     steps };
        status = emit_report(&rq, json, orders, p, &o, max_output);
    }
    if (counted)
        summary_free(&sum);
    trace_free(tr);
    tree_free(t);
    return status;
}
