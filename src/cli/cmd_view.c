/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_view.c: `abprune FILE` and `abprune view FILE`: the stepper. */
#include "config.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "base/datadir.h"
#include "base/i18n.h"
#include "cli/cli.h"
#include "ui/ui_script.h"
#include "ui/ui_fit.h"
#include "ui/ui_term.h"
#include "ui/ui_view.h"

static void view_help(void)
{
    fputs(_("Usage: abprune view [OPTION]... FILE\n"
            "  or:  abprune FILE\n"
            "Step through a search of the game tree in FILE in the terminal: the tree\n"
            "drawn as in the paper's figures, the call stack with every window, the\n"
            "procedure with the line being executed, and the cutoffs by kind.  Press ?\n"
            "for the keys (or see --list-keys); the a key switches to the next algorithm\n"
            "that takes the options given, / finds a position by path or label, d goes\n"
            "to the next deep cutoff.  The screen fits itself to the terminal, 80x24 and\n"
            "up: the figure first, spread out on a big screen.\n"
            "\n"), stdout);
    cli_search_help(USE_VIEW, true);
    fputs(_("  -x, --compare         F1 and F2 one above the other, stepping together by\n"
           "                        leaf\n"
           "      --outline         start in the outline (one line per position)\n"
           "      --ascii           7-bit characters only (default: from the locale)\n"
           "      --keys=SCRIPT     take the keys from SCRIPT instead of the keyboard,\n"
           "                        on a virtual screen (for tests and demos)\n"
           "      --dump=FILE       with --keys: write the screen to FILE at <dump> and\n"
           "                        at the end\n"
           "      --force           let --dump replace an existing FILE\n"
           "      --size=COLSxROWS  with --keys: the virtual screen (default 100x40)\n"
           "      --list-keys       list the keys of the stepper and exit\n"
           "  -h, --help            show this help and exit\n"
           "      --version         show the version and exit\n"
           "\n"
           "Colours follow NO_COLOR; the meaning is also in the glyphs and attributes.\n"
           "Exit status: 0 success, 1 the tree does not load, 2 bad usage or no usable\n"
           "terminal (TERM unset, unknown or dumb), 130 interrupted by Ctrl-C.\n"), stdout);
}

/* What shows the same search without the interface. */
static void without_terminal(const char *file)
{
    fprintf(stderr, _("  abprune run %s      (values, visits, cutoffs; --trace for every step)\n"
                      "  abprune export %s   (the paper's figure)\n"), cli_shown(file),
            cli_shown(file));
}

enum { OPT_OUTLINE = 256, OPT_ASCII, OPT_KEYS, OPT_DUMP, OPT_SIZE,
       OPT_LIST_KEYS, OPT_FORCE };

/* view's options: getopt_long's tables, and shell completion's
 * (abprune --complete options view) */
static const struct option longopts[] = {
    CLI_SEARCH_OPTIONS,
    { "compare", no_argument, NULL, 'x' },
    { "outline", no_argument, NULL, OPT_OUTLINE },
    { "ascii", no_argument, NULL, OPT_ASCII },
    { "keys", required_argument, NULL, OPT_KEYS },
    { "dump", required_argument, NULL, OPT_DUMP },
    { "force", no_argument, NULL, OPT_FORCE },
    { "size", required_argument, NULL, OPT_SIZE },
    { "list-keys", no_argument, NULL, OPT_LIST_KEYS },
    { "help", no_argument, NULL, 'h' },
    CLI_VERSION_OPTION,
    { NULL, 0, NULL, 0 },
};
static const char shortopts[] = ":a:w:xh";

struct cli_options cmd_view_options(void)
{
    return (struct cli_options){ shortopts, longopts };
}

int cmd_view(int argc, char **argv)
{
    struct stepper_options o = { .view = -1 };
    struct cli_search cs;
    cli_search_init(&cs);
    const char *keys = NULL, *dump = NULL;
    bool force = false;
    int cols = 100, rows = 40;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        switch (c) {
        CLI_SEARCH_OPTION_CASES: {
            int st = cli_search_option("view", USE_VIEW, c, optarg, &cs);
            if (st != EXIT_OK)
                return st;
            break;
        }
        case 'x': o.compare = true; break;
        case OPT_OUTLINE: o.outline = true; break;
        case OPT_ASCII: o.ascii = true; break;
        case OPT_KEYS: keys = optarg; break;
        case OPT_DUMP: dump = optarg; break;
        case OPT_FORCE: force = true; break;
        case OPT_SIZE:
            if (cli_size_option("view", optarg, &cols, &rows) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case OPT_LIST_KEYS:
            return cli_list_keys(ui_view_keymap());
        case 'h':
            view_help();
            return EXIT_OK;
        case OPT_VERSION:
            cli_version();
            return EXIT_OK;
        default:
            return cli_bad_option("view", argv, c);
        }
    }
    if (optind + 1 != argc)
        return cli_usage_error("view", optind == argc ? _("missing tree file") : _("too many arguments"));
    if (cli_search_finish("view", USE_VIEW, &cs, &o.rules) != EXIT_OK)
        return EXIT_USAGE;
    if (dump && !keys)
        return cli_usage_error("view", _("--dump needs --keys"));
    if (!o.ascii)
        o.ascii = !ui_locale_is_utf8();
    o.alg = o.rules.alg;
    o.alpha = o.rules.alpha;
    o.beta = o.rules.beta;
    o.view = cs.view;
    o.order = cs.prep.order;
    o.depth = (uint32_t)cs.prep.depth;
    o.threshold = cs.prep.threshold;
    o.limits = cs.prep.limits;
    if (keys) {
        struct diag err;
        if (!ui_script_load(keys, cols, rows, &err)) {
            diag_print(stderr, &err);
            return EXIT_USAGE;
        }
        int e = dump ? ui_script_dump_to(dump, force) : 0;
        if (e)
            return cli_output_error("view", dump, e, NULL);
    } else if (!isatty(STDOUT_FILENO) || !isatty(STDIN_FILENO)) {
        fprintf(stderr, _("abprune: the stepper needs a terminal; without one use\n"));
        without_terminal(argv[optind]);
        return EXIT_USAGE;
    } else {
        char why[200];
        const char *problem = ui_term_problem(why, sizeof why);
        if (problem) {
            fprintf(stderr, _("abprune: %s\nWithout the stepper, use\n"), problem);
            without_terminal(argv[optind]);
            return EXIT_USAGE;
        }
        ui_term_catch_interrupt();
    }
    char found[PATH_MAX];
    int status = ui_run_view(datadir_find("trees", argv[optind], found, sizeof found), &o);
    struct outfile done;
    int e = ui_script_close(&done);
    return e ? cli_output_error("view", dump, e, &done) : status;
}
