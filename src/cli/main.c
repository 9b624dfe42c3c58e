/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: the command line: global options and the subcommand table. */
#include "config.h"

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/datadir.h"
#include "base/i18n.h"
#include "cli/cli.h"
#include "cli/complete.h"
#include "cli/handoff.h"

struct command {
    const char *name;
    int (*run)(int argc, char **argv);      /* NULL: abprune-curses's */
    struct cli_options (*options)(void);    /* NULL: none but --help, or run's NULL */
    const char *summary;
};

static int cmd_help(int argc, char **argv);

/* A command of the terminal's: in abprune-curses, its function and its
 * options; in abprune, which hands it over (handoff.h), neither. */
#ifdef ABPRUNE_HANDOFF
#define IN_CURSES(run, options) NULL, NULL
#else
#define IN_CURSES(run, options) run, options
#endif

/* One table drives dispatch and the list in --help; a command without its
 * function is abprune-curses's. */
static const struct command commands[] = {
    { "view", IN_CURSES(cmd_view, cmd_view_options), N_("step through a search in the terminal (also: abprune FILE)") },
    { "run", cmd_run, cmd_run_options, N_("search a tree and report values, visits and cutoffs") },
    { "export", cmd_export, cmd_export_options, N_("draw a search as the paper's figures, an outline, DOT, TikZ or beamer") },
    { "web", cmd_web, cmd_web_options, N_("write one offline web page: any tree, exercises, the course") },
    { "lesson", IN_CURSES(cmd_lesson, cmd_lesson_options), N_("list, check or take the lessons that walk through the paper") },
    { "quiz", IN_CURSES(cmd_quiz, cmd_quiz_options), N_("practise: predict the cuts and values on a generated tree") },
    { "gen", cmd_gen, cmd_gen_options, N_("write a generated tree (pi digits, a digit string, random)") },
    { "stats", cmd_stats, cmd_stats_options, N_("average leaves examined on many random trees, with plots") },
    { "help", cmd_help, NULL, N_("this help, or a command's: abprune help COMMAND") },
};
enum { COMMAND_COUNT = sizeof commands / sizeof commands[0] };

/* abprune's own options, before a command: what dispatch() reads, listed
 * for shell completion (--lang: take_lang_option; complete_options adds
 * it). */
static const struct option main_longopts[] = {
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { "list-algorithms", no_argument, NULL, 0 },
    { "complete", required_argument, NULL, 0 },
    { NULL, 0, NULL, 0 },
};

/* The usage lines, the summary and the list of commands: the head of
 * --help, and what a bare `abprune` shows on stderr. */
static void main_usage(FILE *out)
{
    fputs(_("Usage: abprune FILE\n"
            "  or:  abprune COMMAND [OPTION]... [ARG]...\n"
            "Step through the game-tree searches of Knuth & Moore's \"An Analysis of\n"
            "Alpha-Beta Pruning\" (1975): minimax F, branch and bound F1, alpha-beta F2.\n"), out);
    fprintf(out, "\n%s\n", _("Commands:"));
    for (size_t i = 0; i < COMMAND_COUNT; i++)
        fprintf(out, "  %-8s %s\n", commands[i].name, _(commands[i].summary));
}

static void main_help(void)
{
    main_usage(stdout);
    putchar('\n');
    fputs(_("  -h, --help       show this help and exit\n"
            "  -V, --version    show the version and exit\n"
            "      --list-algorithms\n"
            "                   list the algorithms and the commands that take each\n"
            "      --complete WHAT [COMMAND]\n"
            "                   the words shell completion offers, one a line: WHAT\n"
            "                   is commands, options, algorithms, languages or trees\n"
            "      --lang LANG  the messages in LANG, whatever the locale says\n"
            "                   (with any command, before or after it):\n"), stdout);
    printf("                  ");
    for (size_t i = 0; i < i18n_language_count(); i++)
        printf(" %s", i18n_language_code(i));
    printf("\n\n");
    fputs(_("'abprune COMMAND --help' describes each command.  Examples (a shipped\n"
            "tree is found by its name from any directory):\n"
            "  abprune knuth-moore-fig1.tree\n"
            "  abprune run -a f1 knuth-moore-fig1.tree\n"
            "\n"
            "Exit status: 0 success, 1 bad data, 2 bad usage, 130 interrupted (man abprune).\n"),
          stdout);
}

/* Takes --lang LANG and --lang=LANG out of argv (before any "--"), with
 * every command; returns the language asked for last, NULL if none, or
 * "" when --lang has no argument. */
static const char *take_lang_option(int *argc, char **argv)
{
    const char *lang = NULL;
    int out = 1;
    int i = 1;
    for (; i < *argc; i++) {
        if (strcmp(argv[i], "--") == 0)
            break;
        if (strcmp(argv[i], "--lang") == 0) {
            lang = i + 1 < *argc ? argv[++i] : "";
            continue;
        }
        if (strncmp(argv[i], "--lang=", 7) == 0) {
            lang = argv[i] + 7;
            continue;
        }
        argv[out++] = argv[i];
    }
    for (; i < *argc; i++)
        argv[out++] = argv[i];
    argv[out] = NULL;
    *argc = out;
    return lang;
}

/* Whether the characters' locale (LC_CTYPE) has no charset but ASCII: C
 * and POSIX (glibc's "ANSI_X3.4-1968", the BSDs' and macOS's "US-ASCII"). */
static bool ctype_is_ascii(void)
{
    const char *set = nl_langinfo(CODESET);
    return i18n_locale_is_c(LC_CTYPE) || !set || strcmp(set, "ANSI_X3.4-1968") == 0 ||
           strcmp(set, "US-ASCII") == 0 || strcmp(set, "ASCII") == 0;
}

/* --lang: the messages in that language.  gettext converts them to the
 * charset of the locale (KOI8-U, ISO-8859-5, CP1251...), which is kept:
 * the terminal shows that charset.  Only C and POSIX, whose charset is
 * ASCII and so holds no translation, give way to a UTF-8 locale that
 * exists (i18n_use_utf8_locale: C.UTF-8, else en_US.UTF-8, ...). */
static int choose_language(const char *lang)
{
    if (i18n_set_language(lang) != 0) {
        char known[128] = "";
        for (size_t i = 0; i < i18n_language_count(); i++)
            snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s",
                     i ? ", " : "", i18n_language_code(i));
        fprintf(stderr, _("abprune: unknown language '%s' (one of: %s)\n"), cli_shown(lang),
                known);
        return EXIT_USAGE;
    }
    if (strcmp(lang, "en") != 0 && ctype_is_ascii())
        i18n_use_utf8_locale(LC_CTYPE);
    return EXIT_OK;
}

/* Runs command c, or hands it to abprune-curses when it is that one's. */
static int run_command(const struct command *c, int argc, char **argv)
{
    return c->run ? c->run(argc, argv) : handoff_to_curses();
}

static const struct command *command_lookup(const char *name)
{
    for (size_t i = 0; i < COMMAND_COUNT; i++)
        if (strcmp(name, commands[i].name) == 0)
            return &commands[i];
    return NULL;
}

/* `abprune help` is --help; `abprune help COMMAND` is COMMAND --help. */
static int cmd_help(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--version") == 0) {
        cli_version();
        return EXIT_OK;
    }
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        if (argc > 2)
            return cli_usage_error("help", _("too many arguments"));
        main_help();
        return EXIT_OK;
    }
    if (argc > 2)
        return cli_usage_error("help", _("too many arguments"));
    const struct command *c = command_lookup(argv[1]);
    if (!c)
        return cli_usage_error("help", _("unknown command '%s'"), argv[1]);
    char *args[] = { argv[1], "--help", NULL };
    return run_command(c, 2, args);
}

/* abprune --complete WHAT [COMMAND] (complete.h): argv[1] is WHAT. */
static int complete(int argc, char **argv)
{
    static const char *const whats[] = { "commands", "options", "algorithms", "languages",
                                         "trees" };
    enum { WHAT_COUNT = sizeof whats / sizeof whats[0] };
    if (argc < 2 || argc > 3)
        return cli_usage_error(NULL, _("--complete takes WHAT and at most one COMMAND"));
    size_t w = 0;
    while (w < WHAT_COUNT && strcmp(argv[1], whats[w]) != 0)
        w++;
    if (w == WHAT_COUNT)
        return cli_usage_error(NULL, _("--complete: unknown list '%s' (use commands, options, "
                               "algorithms, languages or trees)"), cli_shown(argv[1]));
    const struct command *c = NULL;
    if (argc == 3 && !(c = command_lookup(argv[2])))
        return cli_usage_error(NULL, _("unknown command '%s'"), cli_shown(argv[2]));
    if (w == 1 && c && !c->run)
        return handoff_to_curses();     /* its options are there */
    switch (w) {
    case 0:
        for (size_t i = 0; i < COMMAND_COUNT; i++)
            printf("%s\n", commands[i].name);
        break;
    case 1: {
        static const struct option help_longopts[] = {
            { "help", no_argument, NULL, 'h' },
            { "version", no_argument, NULL, 'V' },
            { NULL, 0, NULL, 0 },
        };
        static const struct cli_options help_options = { "h", help_longopts };
        struct cli_options o = !c ? (struct cli_options){ "hV", main_longopts }
                             : c->options ? c->options() : help_options;
        complete_options(stdout, &o);
        break;
    }
    case 2:
        if (c)
            complete_algorithms(stdout, c->name);
        break;
    case 3:
        complete_languages(stdout);
        break;
    default:
        complete_trees(stdout);
        break;
    }
    return EXIT_OK;
}

/* Runs the command that argv names; returns its exit status. */
static int dispatch(int argc, char **argv)
{
    if (argc < 2) {
        /* no command: what there is to choose from, on stderr */
        fprintf(stderr, "abprune: %s\n", _("missing command"));
        main_usage(stderr);
        fputs(_("Try 'abprune --help' for more information.\n"), stderr);
        return EXIT_USAGE;
    }
    const char *first = argv[1];
    if (strcmp(first, "--help") == 0 || strcmp(first, "-h") == 0) {
        main_help();
        return EXIT_OK;
    }
    if (strcmp(first, "--list-algorithms") == 0) {
        algorithm_print_list(stdout);
        if (fflush(stdout) != 0 || ferror(stdout)) {
            fprintf(stderr, _("%s: write error: %s\n"), "abprune", strerror(errno));
            return EXIT_DATA;
        }
        return EXIT_OK;
    }
    if (strcmp(first, "--complete") == 0)
        return complete(argc - 1, argv + 1);
    if (strcmp(first, "--version") == 0 || strcmp(first, "-V") == 0) {
        cli_version();
        return EXIT_OK;
    }
    const struct command *c = command_lookup(first);
    if (c)
        return run_command(c, argc - 1, argv + 1);
    if (first[0] == '-')
        return cli_usage_error(NULL, _("unrecognised option '%s'"), first);
    /* abprune FILE opens the stepper */
    if (access(first, F_OK) == 0 || strchr(first, '/') || strstr(first, ".tree")) {
        argv[0] = "view";
        return run_command(command_lookup("view"), argc, argv);
    }
    return cli_usage_error(NULL, _("unknown command '%s' (and no such tree file)"), first);
}

int main(int argc, char **argv)
{
    handoff_keep_args(argc, argv);
    i18n_set_locale();
    /* every number written for a program with a decimal point, whatever
     * the locale (i18n.h: a person's numbers go through i18n_reader_*) */
    setlocale(LC_NUMERIC, "C");
    char *localedir = datadir_locale_dir();
    i18n_init(localedir);
    free(localedir);
    const char *lang = take_lang_option(&argc, argv);
    int status = lang ? choose_language(lang) : EXIT_OK;
    if (status == EXIT_OK)
        status = dispatch(argc, argv);
    /* What went to standard output must have arrived, for every command
     * and even for --help: a full device is an error, not a success.  A
     * command that failed has said why already. */
    int e = fflush(stdout) != 0 ? errno : 0;
    if ((e || ferror(stdout)) && status == EXIT_OK) {
        fprintf(stderr, _("%s: write error: %s\n"), "abprune", e ? strerror(e) : _("output failed"));
        status = EXIT_DATA;
    }
    return status;
}
