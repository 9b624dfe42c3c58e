/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_quiz.c: `abprune quiz`, practice on a generated tree. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/i18n.h"
#include "base/util.h"
#include "cli/cli.h"
#include "course/quiz.h"
#include "render/export.h"
#include "render/format.h"
#include "tree/gen.h"
#include "ui/ui_script.h"
#include "ui/ui_quiz.h"
#include "ui/ui_term.h"

static void quiz_help(void)
{
    printf(_("Usage: abprune quiz [OPTION]...\n"
           "Practise on a generated tree: mark the branches the search will cut off\n"
           "and write the values it returns, then check.  In a terminal the exercise\n"
           "opens in the interface; otherwise (or with --print) the exercise sheet is\n"
           "written as text.\n"
           "\n"
           "  -b, --degree=B        moves per position (default 3)\n"
           "  -d, --height=D        levels (default 3); at most %u leaves\n"
           "      --seed=S          which exercise (default: from the clock, shown)\n"),
           QUIZ_MAX_LEAVES);
    algorithm_print_help(stdout, _("  -a, --algorithm=NAME  the procedure (default f2):"), USE_QUIZ,
                         26);
    fputs(_("      --view=VIEW       minimax (the default) or negamax values\n"
           "      --print           write the exercise sheet\n"
           "      --solution        write the solution (cuts marked, values written)\n"
           "      --check=FILE      grade the answers in FILE: lines 'cut PATH' and\n"
           "                        'value PATH N'\n"
           "      --ascii           7-bit characters only\n"
           "      --list-keys       list the keys of the exercise screen and exit\n"), stdout);
    fputs(_("      --keys=SCRIPT     take the keys from SCRIPT instead of the keyboard,\n"
            "                        on a virtual screen (for tests and demos)\n"
            "      --dump=FILE       with --keys: write the screen to FILE at <dump> and\n"
            "                        at the end\n"
            "      --size=COLSxROWS  with --keys: the virtual screen (default 80x24)\n"), stdout);
    fputs(_("  -h, --help            show this help and exit\n"
           "\n"
           "The same degree, height and seed give the same exercise everywhere.\n"
           "Exit status: 0 success (with --check: every answer right), 1 an answer\n"
           "file does not read or (with --check) an answer is wrong or missing,\n"
           "2 bad usage.\n"), stdout);
}

enum { OPT_SEED = 256, OPT_PRINT, OPT_SOLUTION, OPT_CHECK, OPT_ASCII, OPT_LIST_KEYS, OPT_KEYS,
       OPT_DUMP, OPT_SIZE };

struct quiz_args {
    unsigned long long degree, height, seed;
    enum algorithm alg;
    enum value_view view;
    int mode;                   /* OPT_PRINT, OPT_SOLUTION, OPT_CHECK or 0 */
    const char *answers;
    bool ascii;
    const char *keys, *dump;    /* a key script and where it dumps screens */
    int cols, rows;             /* the key script's virtual screen */
};

/* Draws the exercise at its start (leaf values only) or its end. */
/* The sheet's own options after -a in the commands it prints: the
 * algorithm, and the view when it is not the default, so that the printed
 * command checks (or solves) the sheet the student has. */
static const char *sheet_options(const struct quiz *q, const struct quiz_args *a, char *buf,
                                 size_t cap)
{
    snprintf(buf, cap, "%s%s", algorithm_info(q->alg)->option,
             a->view == VIEW_NEGAMAX ? " --view negamax" : "");
    return buf;
}

static int draw(const struct quiz *q, const struct quiz_args *a, bool solution)
{
    char opts[64];
    struct step_state *s = step_state_new(q->trace);
    if (!s)
        return EXIT_DATA;
    step_state_seek(s, solution ? q->trace->len : 0);
    struct export_request rq = {
        .file = "exercise", .trace = q->trace, .state = s,
        .opt = { .view = a->view, .ascii = a->ascii, .connector_rows = 1,
                 .unvisited_leaves = !solution,
                 .marks = solution ? MARK_CUTS | MARK_BOUNDS : 0 },
    };
    struct paper *p = paper_new(q->trace, &rq.opt);
    struct strbuf sb;
    strbuf_init(&sb);
    int status = EXIT_OK;
    if (!p) {
        status = EXIT_DATA;
    } else {
        paper_update(p, s);
        const char *name = algorithm_info(q->alg)->name;
        /* TRANSLATORS: the last %s is "minimax" or "negamax" */
        strbuf_printf(&sb, _("Exercise %llu-%llu-%llu: %s on a tree of degree %llu and height "
                             "%llu (%s view)\n\n"), a->degree, a->height, a->seed, name, a->degree,
                      a->height, value_view_name(a->view));
        export_paper(&sb, &rq, p);
        if (!solution) {
            strbuf_printf(&sb, _("\nMark every branch %s cuts off, and write the value %s "
                                 "returns\nat every position it visits.  Check with:\n"
                                 "  abprune quiz -b %llu -d %llu --seed %llu -a %s --check ANSWERS\n"
                                 "ANSWERS has one line per mark: 'cut 2.3' or 'value 2 5'.\n"),
                          name, name, a->degree, a->height, a->seed,
                          sheet_options(q, a, opts, sizeof opts));
            /* what the sheet does not show: whose values, and how a
             * position is named in the answers */
            strbuf_printf(&sb, "%s%s",
                          a->view == VIEW_MINIMAX
                              ? _("Max moves at the root, and every value is Max's (minimax "
                                  "view).\n")
                              : _("Every value is for the player to move there, as in the paper\n"
                                  "(negamax view).\n"),
                          _("A position is named by the moves that lead to it: 2.3 is reached\n"
                            "by the root's second move, then that position's third; the root\n"
                            "is 'root'.\n"));
        }
        if (sb.failed) {
            status = EXIT_DATA;
        } else {
            /* the Hungarian article of what was filled in */
            fputs(i18n_articles(sb.data), stdout);
        }
    }
    strbuf_free(&sb);
    paper_free(p);
    step_state_free(s);
    return status;
}

static int check(const struct quiz *q, const struct quiz_args *a)
{
    char opts[64];
    struct diag err;
    size_t len;
    char *text = file_read(a->answers, &len, &err);
    if (!text) {
        diag_print(stderr, &err);
        return EXIT_DATA;
    }
    struct quiz_sheet sheet;
    struct quiz_result r = { 0 };
    int status = EXIT_OK;
    if (!quiz_sheet_init(&sheet, q)) {
        status = EXIT_DATA;
    } else if (!quiz_sheet_parse(&sheet, q, text, a->answers, &err)) {
        diag_print(stderr, &err);
        status = EXIT_DATA;
    } else if (!quiz_grade(q, &sheet, a->view, &r)) {
        status = EXIT_DATA;
    } else {
        const struct tree *t = q->tree;
        for (node_id n = 0; n < t->count; n++) {
            if (r.verdict[n] == QV_NOTHING)
                continue;
            char path[96], v[FMT_VALUE_MAX];
            tree_path(t, n, path, sizeof path);
            printf("%-10s %s", n ? path : "root", quiz_verdict_words(r.verdict[n]));
            if (r.verdict[n] == QV_VALUE_WRONG || r.verdict[n] == QV_VALUE_MISSING) {
                putchar(' ');
                /* TRANSLATORS: after a wrong or missing value: the procedure
                 * (F1, F2) and the value it returns at that position. */
                i18n_fprintf(stdout, _("(%s returns %s)"), algorithm_info(q->alg)->name,
                       fmt_number(v, quiz_expected_value(q, n, a->view)));
            }
            printf("\n");
        }
        printf(_("\ncuts: %zu right, %zu marked wrongly, %zu missed\n"
                 "values: %zu right, %zu wrong, %zu missing\n"), r.count[QV_CUT_RIGHT],
               r.count[QV_CUT_WRONG], r.count[QV_CUT_MISSED], r.count[QV_VALUE_RIGHT],
               r.count[QV_VALUE_WRONG], r.count[QV_VALUE_MISSING]);
        if (r.perfect)
            printf("%s\n", _("All right."));
        else
            /* TRANSLATORS: the command line that shows this exercise's solution. */
            printf(_("Not yet.  The solution:\n"
                     "  abprune quiz -b %llu -d %llu --seed %llu -a %s --solution\n"),
                   a->degree, a->height, a->seed, sheet_options(q, a, opts, sizeof opts));
        /* a teacher's script grades by the status: 0 only when all is right */
        if (!r.perfect)
            status = EXIT_DATA;
    }
    quiz_result_free(&r);
    quiz_sheet_free(&sheet);
    free(text);
    return status;
}

static int parse_args(int argc, char **argv, struct quiz_args *a)
{
    static const struct option longopts[] = {
        { "degree", required_argument, NULL, 'b' },
        { "height", required_argument, NULL, 'd' },
        { "seed", required_argument, NULL, OPT_SEED },
        { "algorithm", required_argument, NULL, 'a' },
        { "view", required_argument, NULL, OPT_VIEW },
        { "print", no_argument, NULL, OPT_PRINT },
        { "solution", no_argument, NULL, OPT_SOLUTION },
        { "check", required_argument, NULL, OPT_CHECK },
        { "ascii", no_argument, NULL, OPT_ASCII },
        { "list-keys", no_argument, NULL, OPT_LIST_KEYS },
        { "keys", required_argument, NULL, OPT_KEYS },
        { "dump", required_argument, NULL, OPT_DUMP },
        { "size", required_argument, NULL, OPT_SIZE },
        { "help", no_argument, NULL, 'h' },
        { NULL, 0, NULL, 0 },
    };
    *a = (struct quiz_args){ .degree = 3, .height = 3, .alg = ALG_F2, .view = VIEW_MINIMAX,
                             .seed = (unsigned long long)time(NULL) % 100000, .cols = 80,
                             .rows = 24 };
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":b:d:a:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'b':
            if (!cli_parse_uint(optarg, 2, 9, &a->degree))
                return cli_usage_error("quiz", _("bad degree '%s': expected 2 to 9"), optarg);
            break;
        case 'd':
            if (!cli_parse_uint(optarg, 1, 8, &a->height))
                return cli_usage_error("quiz", _("bad height '%s': expected 1 to 8"), optarg);
            break;
        case OPT_SEED:
            if (!cli_parse_uint(optarg, 0, UINT64_MAX, &a->seed))
                return cli_usage_error("quiz", _("bad seed '%s' (0..18446744073709551615)"),
                                       optarg);
            break;
        case 'a':
            if (cli_algorithm("quiz", USE_QUIZ, optarg, &a->alg) != EXIT_OK)
                return EXIT_USAGE;
            break;
        case OPT_VIEW: {
            int v;
            if (cli_view("quiz", optarg, &v) != EXIT_OK)
                return EXIT_USAGE;
            a->view = (enum value_view)v;
            break;
        }
        case OPT_PRINT:
        case OPT_SOLUTION:
        case OPT_CHECK:
            if (a->mode && a->mode != c)
                return cli_usage_error("quiz", _("--print, --solution and --check exclude "
                                       "each other"));
            a->mode = c;
            if (c == OPT_CHECK)
                a->answers = optarg;
            break;
        case OPT_ASCII:
            a->ascii = true;
            break;
        case OPT_KEYS: a->keys = optarg; break;
        case OPT_DUMP: a->dump = optarg; break;
        case OPT_SIZE: {
            char end;
            if (sscanf(optarg, "%dx%d%c", &a->cols, &a->rows, &end) != 2 || a->cols < 10 ||
                a->rows < 5 || a->cols > 1000 || a->rows > 1000)
                return cli_usage_error("quiz", _("bad size '%s': expected COLSxROWS"), optarg);
            break;
        }
        case OPT_LIST_KEYS:
            return cli_list_keys(ui_quiz_keymap()) == EXIT_OK ? -1 : EXIT_DATA;
        case 'h':
            quiz_help();
            return -1;
        default:
            return cli_bad_option("quiz", argv, c);
        }
    }
    if (optind != argc)
        return cli_usage_error("quiz", _("unexpected argument '%s'"), argv[optind]);
    if (a->dump && !a->keys)
        return cli_usage_error("quiz", _("--dump needs --keys"));
    uint64_t leaves = gen_uniform_leaves((unsigned)a->degree, (unsigned)a->height);
    if (leaves == 0 || leaves > QUIZ_MAX_LEAVES)
        return cli_usage_error("quiz", _("degree %llu and height %llu give more than %u leaves"),
                               a->degree, a->height, QUIZ_MAX_LEAVES);
    return EXIT_OK;
}

int cmd_quiz(int argc, char **argv)
{
    struct quiz_args a;
    int status = parse_args(argc, argv, &a);
    if (status != EXIT_OK)
        return status < 0 ? EXIT_OK : status;
    struct diag err;
    char why[200];
    const char *problem;
    struct quiz *q = quiz_new((unsigned)a.degree, (unsigned)a.height, a.seed, a.alg, &err);
    if (!q) {
        diag_print(stderr, &err);
        return EXIT_DATA;
    }
    if (a.mode == OPT_CHECK)
        status = check(q, &a);
    else if (a.mode == OPT_SOLUTION)
        status = draw(q, &a, true);
    else if (a.keys && !ui_script_load(a.keys, a.dump, a.cols, a.rows, &err)) {
        diag_print(stderr, &err);
        status = EXIT_USAGE;
    } else if (a.keys) {
        status = ui_run_quiz(q, a.view, a.ascii);
    } else if (a.mode == OPT_PRINT || !isatty(STDOUT_FILENO) || !isatty(STDIN_FILENO))
        status = draw(q, &a, false);
    else if ((problem = ui_term_problem(why, sizeof why)) != NULL) {
        fprintf(stderr, _("abprune quiz: %s\nWithout it, 'abprune quiz --print' prints the "
                          "exercise sheet\nand --solution its solution.\n"), problem);
        status = EXIT_USAGE;
    } else {
        ui_term_catch_interrupt();
        status = ui_run_quiz(q, a.view, a.ascii);
    }
    quiz_free(q);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, _("%s: write error: %s\n"), "abprune quiz", strerror(errno));
        status = EXIT_DATA;
    }
    return status;
}
