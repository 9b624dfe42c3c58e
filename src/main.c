/* main.c: the command line: global options and the subcommand table. */
#include "config.h"

#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "i18n.h"

struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
};

/* One table drives dispatch and the list in --help. */
static const struct command commands[] = {
    { "view", cmd_view, "step through a search in the terminal (also: abprune FILE)" },
    { "run", cmd_run, "search a tree and report values, visits and cutoffs" },
    { "export", cmd_export, "draw a search as the paper's figures, an outline, DOT or TikZ" },
    { "lesson", cmd_lesson, "list, check or take the lessons that walk through the paper" },
    { "quiz", cmd_quiz, "practise: predict the cuts and values on a generated tree" },
    { "gen", cmd_gen, "write a generated tree (pi digits, a digit string, random)" },
    { "stats", cmd_stats, "average leaves examined on many random trees, with plots" },
};

static void main_help(void)
{
    printf("Usage: abprune FILE\n"
           "  or:  abprune COMMAND [OPTION]... [ARG]...\n"
           "Step through the game-tree searches of Knuth & Moore's \"An Analysis of\n"
           "Alpha-Beta Pruning\" (1975): minimax F, branch and bound F1, alpha-beta F2.\n"
           "\n"
           "Commands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        printf("  %-8s %s\n", commands[i].name, commands[i].summary);
    printf("\n"
           "  -h, --help     show this help and exit\n"
           "  -V, --version  show the version and exit\n"
           "      --list-algorithms\n"
           "                 list the algorithms and the commands that take each\n"
           "\n"
           "'abprune COMMAND --help' describes each command.  Examples:\n"
           "  abprune %s/trees/knuth-moore-fig1.tree\n"
           "  abprune run -a f1 %s/trees/knuth-moore-fig1.tree\n"
           "\n"
           "Exit status: 0 success, 1 bad data, 2 bad usage, 130 interrupted (man abprune).\n",
           PKGDATADIR, PKGDATADIR);
}

/* GNU style: name and version, copyright, licence, no warranty. */
static void main_version(void)
{
    printf("abprune %s\n", PACKAGE_VERSION);
    printf(_("Copyright (C) %s The abprune developers.\n"), "2026");
    printf(_("License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
             "This is free software: you are free to change and redistribute it.\n"
             "There is NO WARRANTY, to the extent permitted by law.\n"));
    printf(_("\nAlgorithms from D. E. Knuth and R. W. Moore, \"An Analysis of Alpha-Beta\n"
             "Pruning\", Artificial Intelligence 6 (1975) 293-326.\n"));
}

/* Runs the command that argv names; returns its exit status. */
static int dispatch(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage_error(NULL, "missing command");
    const char *first = argv[1];
    if (strcmp(first, "--help") == 0 || strcmp(first, "-h") == 0) {
        main_help();
        return EXIT_OK;
    }
    if (strcmp(first, "--list-algorithms") == 0) {
        algorithm_print_list(stdout);
        if (fflush(stdout) != 0 || ferror(stdout)) {
            perror("abprune: write error");
            return EXIT_DATA;
        }
        return EXIT_OK;
    }
    if (strcmp(first, "--version") == 0 || strcmp(first, "-V") == 0) {
        main_version();
        return EXIT_OK;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(first, commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    if (first[0] == '-')
        return cli_usage_error(NULL, "unrecognised option '%s'", first);
    /* abprune FILE opens the stepper */
    if (access(first, F_OK) == 0 || strchr(first, '/') || strstr(first, ".tree")) {
        argv[0] = "view";
        return cmd_view(argc, argv);
    }
    return cli_usage_error(NULL, "unknown command '%s' (and no such tree file)", first);
}

int main(int argc, char **argv)
{
    setlocale(LC_ALL, "");
    int status = dispatch(argc, argv);
    /* What went to standard output must have arrived, for every command
     * and even for --help: a full device is an error, not a success.  A
     * command that failed has said why already. */
    int e = fflush(stdout) != 0 ? errno : 0;
    if ((e || ferror(stdout)) && status == EXIT_OK) {
        fprintf(stderr, _("abprune: write error: %s\n"), e ? strerror(e) : _("output failed"));
        status = EXIT_DATA;
    }
    return status;
}
