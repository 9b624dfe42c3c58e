/* cli.h: conventions shared by the subcommands (main's side of the
 * program: only these files print to the user and choose exit codes). */
#ifndef ABPRUNE_CLI_H
#define ABPRUNE_CLI_H

#include <stdbool.h>
#include <stdint.h>

#include "horizon.h"
#include "order.h"
#include "search.h"

/* Exit codes: 0 success, 1 bad data (a tree or lesson that does not load),
 * 2 bad usage (unknown option, value out of range). */
enum { EXIT_OK = 0, EXIT_DATA = 1, EXIT_USAGE = 2 };

/* Prints "abprune CMD: message" and a hint to --help on stderr; returns
 * EXIT_USAGE. */
int cli_usage_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Reports what getopt_long (called with opterr = 0 and an option string
 * starting with ':') found wrong: an unknown option or a missing argument.
 * Returns EXIT_USAGE. */
int cli_bad_option(const char *cmd, char **argv, int c);

/* Parses an unsigned decimal in [min, max]. */
bool cli_parse_uint(const char *s, unsigned long long min, unsigned long long max,
                    unsigned long long *out);

/* Parses "A,B" with A < B; either may be -inf / inf / +inf. */
bool cli_parse_window(const char *s, int32_t *alpha, int32_t *beta);

/* What run, export and view do to a tree before searching it: reorder
 * the moves (--order), stop at a depth (--depth) or at a plausibility
 * threshold (--threshold). */
enum { OPT_ORDER = 400, OPT_DEPTH, OPT_THRESHOLD, OPT_MCCARTHY, OPT_FUTILITY, OPT_RESEARCH,
       OPT_GUESS, OPT_TT };
#define CLI_TREE_OPTIONS                                          \
    { "order", required_argument, NULL, OPT_ORDER },              \
    { "depth", required_argument, NULL, OPT_DEPTH },              \
    { "threshold", required_argument, NULL, OPT_THRESHOLD },      \
    { "mccarthy", no_argument, NULL, OPT_MCCARTHY },              \
    { "futility", required_argument, NULL, OPT_FUTILITY },        \
    { "research", no_argument, NULL, OPT_RESEARCH },              \
    { "guess", required_argument, NULL, OPT_GUESS },              \
    { "tt", no_argument, NULL, OPT_TT }
#define CLI_TREE_OPTION_CASES \
    case OPT_ORDER: case OPT_DEPTH: case OPT_THRESHOLD: case OPT_MCCARTHY: case OPT_FUTILITY: \
    case OPT_RESEARCH: case OPT_GUESS: case OPT_TT

/* The --help lines for those options. */
#define CLI_TREE_OPTIONS_HELP                                                            \
    "      --order=ORDER     moves reordered first: as-is, best, worst, eval (by\n"      \
    "                        eval=) or random[:SEED]\n"                                  \
    "      --depth=N         positions at depth N are terminal, valued by eval=\n"       \
    "      --threshold=T     positions whose plausibility (product of p=) is below T\n"  \
    "                        are terminal, valued by eval= (Floyd's cutoff)\n"             \
    "      --mccarthy        F2 uses the hi=/lo= estimates (McCarthy's bounds)\n"        \
    "      --futility=M      with --depth: F2 prunes quiet positions of the last two\n"  \
    "                        plies whose eval - M >= beta (a heuristic)\n"               \
    "      --research        with --window: when the value falls outside, search\n"     \
    "                        again on its side (an aspiration window)\n"               \
    "      --guess=G         MTD(f)'s first guess (default 0)\n"                        \
    "      --tt              a transposition table: positions met again (=Label in\n"  \
    "                        the file, or searched again) answered from it\n"

struct tree_prep {
    struct move_order order;
    unsigned long long depth;   /* HORIZON_NO_DEPTH: none */
    double threshold;           /* 0: none */
    bool mccarthy;
    bool futility;
    long long futility_margin;
    bool research;
    bool tt;
    bool have_guess;
    long guess;
    /* after cli_prepare_tree */
    size_t made_terminal;
    int32_t whole_tree_value;   /* F of the tree before the limits */
};

void cli_tree_prep_init(struct tree_prep *p);

/* Takes one of CLI_TREE_OPTIONS; returns EXIT_OK, or reports a bad value
 * and returns EXIT_USAGE. */
int cli_tree_option(const char *cmd, int c, const char *arg, struct tree_prep *p);

/* Applies the options to *t (which it may replace); EXIT_OK, or reports
 * the problem (a position at the horizon without eval=) and returns
 * EXIT_DATA. */
int cli_prepare_tree(const char *cmd, const char *file, struct tree **t, struct tree_prep *p);

/* Checks the options against the algorithm and sets the search options
 * (McCarthy, futility); EXIT_OK or EXIT_USAGE (reported). */
int cli_search_options(const char *cmd, const struct tree_prep *p, struct search_options *o);

/* Whether any limit (depth or threshold) was asked for. */
bool cli_tree_limited(const struct tree_prep *p);

/* Prints a screen's key table for --list-keys; EXIT_OK, or EXIT_DATA
 * (reported) when standard output cannot be written. */
struct ui_keymap;
int cli_list_keys(const struct ui_keymap *m);

/* The subcommands; argv[0] is the subcommand's name. */
int cmd_run(int argc, char **argv);
int cmd_gen(int argc, char **argv);
int cmd_export(int argc, char **argv);
int cmd_lesson(int argc, char **argv);
int cmd_quiz(int argc, char **argv);
int cmd_view(int argc, char **argv);
int cmd_stats(int argc, char **argv);

#endif
