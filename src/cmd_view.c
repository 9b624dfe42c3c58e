/* cmd_view.c: `abprune FILE` and `abprune view FILE`: the stepper. */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "format.h"
#include "ui_board.h"
#include "ui_view.h"

static void view_help(void)
{
    printf("Usage: abprune view [OPTION]... FILE\n"
           "  or:  abprune FILE\n"
           "Step through a search of the game tree in FILE in the terminal: the tree\n"
           "drawn as in the paper's figures, the call stack with every window, the\n"
           "procedure with the line being executed, and the cutoffs by kind.  Press ?\n"
           "for the keys.\n"
           "\n"
           "  -a, --algorithm=NAME  f, f1, f2 (the default), f2-soft, ab-minimax, pvs\n"
           "                        or mtdf;\n"
           "                        the a key switches later\n"
           "      --fail-soft       the same as -a f2-soft\n"
           "  -w, --window=A,B      F2's window at the root (default -inf,inf)\n"
           "      --view=VIEW       negamax or minimax (default: the file's convention)\n"
           CLI_TREE_OPTIONS_HELP
           "  -x, --compare         F1 and F2 side by side, stepping together by leaf\n"
           "      --outline         start in the outline (one line per position)\n"
           "      --ascii           7-bit characters only (default: from the locale)\n"
           "      --keys=SCRIPT     take the keys from SCRIPT instead of the keyboard,\n"
           "                        on a virtual screen (for tests and demos)\n"
           "      --dump=FILE       with --keys: write the screen to FILE at <dump> and\n"
           "                        at the end\n"
           "      --size=COLSxROWS  with --keys: the virtual screen (default 100x40)\n"
           "      --list-keys       list the keys of the stepper and exit\n"
           "  -h, --help            show this help and exit\n"
           "\n"
           "Colours follow NO_COLOR; the meaning is also in the glyphs and attributes.\n"
           "Exit status: 0 success, 1 the tree does not load, 2 bad usage or no terminal.\n");
}

enum { OPT_FAIL_SOFT = 256, OPT_VIEW, OPT_OUTLINE, OPT_ASCII, OPT_KEYS, OPT_DUMP, OPT_SIZE,
       OPT_LIST_KEYS };

int cmd_view(int argc, char **argv)
{
    static const struct option longopts[] = {
        { "algorithm", required_argument, NULL, 'a' },
        { "fail-soft", no_argument, NULL, OPT_FAIL_SOFT },
        { "window", required_argument, NULL, 'w' },
        { "view", required_argument, NULL, OPT_VIEW },
        { "compare", no_argument, NULL, 'x' },
        { "outline", no_argument, NULL, OPT_OUTLINE },
        { "ascii", no_argument, NULL, OPT_ASCII },
        { "keys", required_argument, NULL, OPT_KEYS },
        { "dump", required_argument, NULL, OPT_DUMP },
        { "size", required_argument, NULL, OPT_SIZE },
        { "list-keys", no_argument, NULL, OPT_LIST_KEYS },
        CLI_TREE_OPTIONS,
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    struct stepper_options o = { .alg = ALG_F2, .alpha = -AB_INF, .beta = AB_INF, .view = -1 };
    struct tree_prep prep;
    cli_tree_prep_init(&prep);
    const char *keys = NULL, *dump = NULL;
    int cols = 100, rows = 40;
    bool have_window = false;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":a:w:xh", longopts, NULL)) != -1) {
        switch (c) {
        case 'a':
            o.alg = algorithm_from_option(optarg);
            if (o.alg == ALG_COUNT)
                return cli_usage_error("view", "unknown algorithm '%s' (use f, f1, f2 or "
                                       "f2-soft)", optarg);
            break;
        case OPT_FAIL_SOFT: o.alg = ALG_F2_SOFT; break;
        case 'w':
            if (!cli_parse_window(optarg, &o.alpha, &o.beta))
                return cli_usage_error("view", "bad window '%s': expected A,B with A < B",
                                       optarg);
            have_window = true;
            break;
        case OPT_VIEW:
            o.view = view_from_name(optarg);
            if (o.view < 0)
                return cli_usage_error("view", "unknown view '%s' (use negamax or minimax)",
                                       optarg);
            break;
        case 'x': o.compare = true; break;
        case OPT_OUTLINE: o.outline = true; break;
        case OPT_ASCII: o.ascii = true; break;
        case OPT_KEYS: keys = optarg; break;
        case OPT_DUMP: dump = optarg; break;
        case OPT_SIZE: {
            char end;
            if (sscanf(optarg, "%dx%d%c", &cols, &rows, &end) != 2 || cols < 10 || rows < 5 ||
                cols > 1000 || rows > 1000)
                return cli_usage_error("view", "bad size '%s': expected COLSxROWS", optarg);
            break;
        }
        CLI_TREE_OPTION_CASES: {
            int st = cli_tree_option("view", c, optarg, &prep);
            if (st != EXIT_OK)
                return st;
            break;
        }
        case OPT_LIST_KEYS:
            return cli_list_keys(ui_view_keymap());
        case 'h':
            view_help();
            return EXIT_OK;
        default:
            return cli_bad_option("view", argv, c);
        }
    }
    if (optind + 1 != argc)
        return cli_usage_error("view", optind == argc ? "missing tree file" : "too many arguments");
    if (have_window && !algorithm_has_window(o.alg))
        return cli_usage_error("view", "--window applies to f2 only");
    if (dump && !keys)
        return cli_usage_error("view", "--dump needs --keys");
    if (!o.ascii)
        o.ascii = !ui_locale_is_utf8();
    o.order = prep.order;
    o.depth = (uint32_t)prep.depth;
    o.threshold = prep.threshold;
    o.rules = search_defaults(o.alg);
    if (cli_search_options("view", &prep, &o.rules) != EXIT_OK)
        return EXIT_USAGE;
    if (keys) {
        struct diag err;
        if (!ui_script_load(keys, dump, cols, rows, &err)) {
            diag_print(stderr, &err);
            return EXIT_USAGE;
        }
    } else if (!isatty(STDOUT_FILENO) || !isatty(STDIN_FILENO)) {
        fprintf(stderr, "abprune: the stepper needs a terminal; without one use\n"
                "  abprune run %s      (values, visits, cutoffs; --trace for every step)\n"
                "  abprune export %s   (the paper's figure)\n", argv[optind], argv[optind]);
        return EXIT_USAGE;
    }
    return ui_run_view(argv[optind], &o);
}
